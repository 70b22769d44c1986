-- Commands of the StyleLSP plugin; servers start once require("stylelsp").setup() has run.
if vim.g.loaded_stylelsp then return end
vim.g.loaded_stylelsp = true

vim.api.nvim_create_user_command("StylePreview", function(command)
  require("stylelsp.preview").open(command.fargs)
end, {
  nargs = "*",
  complete = function(lead, line) return require("stylelsp.preview").complete(lead, line) end,
  desc = "Layout preview of the InterfaCSS buffer: [device] [landscape|portrait], or svg FILE [device] [orientation] [light|dark]",
})
