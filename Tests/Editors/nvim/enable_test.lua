-- Neovim 0.11 and later without setup(): vim.lsp.config / vim.lsp.enable("stylelsp") read the
-- plugin's lsp/stylelsp.lua (the form nvim-lspconfig's configurations take) and attach the
-- project's stylesheets, with the project's root, and nothing else.
local t = require("harness")

if not vim.lsp.enable then
  t.skip("vim.lsp.enable(\"stylelsp\")", "Neovim " .. vim.version().major .. "." .. vim.version().minor .. " has no vim.lsp.enable")
  t.finish("nvim enable")
  return
end

local binary = assert(os.getenv("STYLE_LSP"), "STYLE_LSP is not set")
local root = t.tree({
  ["ios/.stylelsp.json"] = "{}",
  ["ios/Styles/main.css"] = "UILabel {\n    textColr: red;\n}\n",
  ["site/site.css"] = "body { color: red; }\n",
})

vim.lsp.config("stylelsp", { cmd = { binary } })
vim.lsp.enable("stylelsp")

t.test("a project stylesheet: attached, rooted at the project, diagnosed", function()
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/ios/Styles/main.css"))
  local bufnr = vim.api.nvim_get_current_buf()
  t.wait("the client", function() return #vim.lsp.get_clients({ bufnr = bufnr, name = "stylelsp" }) == 1 end)
  local client = vim.lsp.get_clients({ bufnr = bufnr, name = "stylelsp" })[1]
  t.eq({ vim.bo.filetype, client.root_dir }, { "interfacss", root .. "/ios" })
  t.wait("the diagnostic", function() return #vim.diagnostic.get(bufnr) == 1 end)
  t.eq(vim.diagnostic.get(bufnr)[1].code, "unknown-property")
end)

t.test("web CSS elsewhere: not attached", function()
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/site/site.css"))
  vim.wait(300)
  t.eq({ vim.bo.filetype, #vim.lsp.get_clients({ bufnr = 0 }) }, { "css", 0 })
end)

t.finish("nvim enable")
