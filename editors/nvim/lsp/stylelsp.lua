-- The server's configuration for Neovim 0.11's vim.lsp.config / vim.lsp.enable("stylelsp"), the
-- form nvim-lspconfig ships its configurations in. Roots and documents as require("stylelsp")
-- picks them.
local stylelsp = require("stylelsp")

return {
  cmd = stylelsp.options.cmd,
  filetypes = { "interfacss", "xml" },
  root_dir = function(bufnr, on_dir)
    if stylelsp.serves(bufnr) then
      on_dir(require("stylelsp.project").root(require("stylelsp.project").buffer_path(bufnr)))
    end
  end,
  settings = stylelsp.server_settings(),
}
