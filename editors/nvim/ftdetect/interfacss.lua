-- InterfaCSS: *.icss, *.iss (over Neovim's own Inno Setup `iss`, unless the file is an Inno Setup
-- script), and *.css inside a project marked by .stylelsp.json.
local function classify(path, bufnr)
  local lines = vim.api.nvim_buf_is_loaded(bufnr) and vim.api.nvim_buf_get_lines(bufnr, 0, 100, false) or {}
  return require("stylelsp.project").classify(vim.fn.fnamemodify(path, ":p"), lines)
end

if vim.fn.has("nvim-0.8") == 1 then
  vim.filetype.add({
    extension = {
      icss = "interfacss",
      iss = function(path, bufnr) return classify(path, bufnr) or "iss" end,
      css = function(path, bufnr)
        local options = package.loaded["stylelsp"] and package.loaded["stylelsp"].options
        if options and options.detect == false then return "css" end
        return classify(path, bufnr) or "css"
      end,
    },
  })
else
  -- Neovim 0.7 detects with filetype.vim, whose `setf iss` ran before this.
  vim.api.nvim_create_autocmd({ "BufNewFile", "BufRead" }, {
    pattern = { "*.icss", "*.iss", "*.css" },
    callback = function(args) require("stylelsp").detect(args.buf) end,
  })
end
