-- A user's configuration as a plugin manager leaves it: the plugin on the runtime path.
local root = assert(os.getenv("STYLELSP_ROOT"), "STYLELSP_ROOT is not set")
vim.opt.runtimepath:prepend(root .. "/editors/nvim")
package.path = root .. "/Tests/Editors/nvim/?.lua;" .. package.path
vim.opt.swapfile = false
vim.cmd("filetype plugin indent on")
vim.cmd("syntax on")
