#!/usr/bin/env bash
# Navigation and formatting as a person uses them in Neovim's built-in client, in a real
# terminal (tmux): go to definition jumps from a variable's use to its definition in another
# stylesheet, a rename of a style class edits the open stylesheet and a view definition that
# was never opened, and formatting the buffer lays it out as `style-lsp format` does.
# Usage: navigation_tmux.sh NVIM STYLE_LSP
set -euo pipefail
nvim_binary="$(command -v "$1")"
case "$nvim_binary" in /*) ;; *) nvim_binary="$(pwd)/$nvim_binary" ;; esac
server="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
work="$(mktemp -d)"
socket="stylelsp-navigation-$$"
# shellcheck source=tmux_harness.sh
source "$(dirname "$0")/tmux_harness.sh"
trap cleanup EXIT

printf '{"stylesheets": ["constants.css", "main.css"]}\n' > "$work/.stylelsp.json"
# The project's indentation (Neovim's own defaults would ask for tabs).
printf 'root = true\n[*.css]\nindent_style = space\nindent_size = 4\n' > "$work/.editorconfig"
printf '@brand: #ff6d10;\n@gap: 8;\n' > "$work/constants.css"
printf '.card {\n    backgroundColor: @brand;\n    cornerRadius: @gap;\n}\n/* .card stays in a comment */\n.cardigan { alpha: 1; }\n' > "$work/main.css"
printf '<view id="root" class="card">\n    <label class="headline card"/>\n</view>\n' > "$work/views.xml"
cat > "$work/init.lua" <<LUA
vim.opt.swapfile = false
vim.opt.hidden = true
vim.api.nvim_create_autocmd("FileType", {
  pattern = "css",
  callback = function(args)
    local config = {
      name = "style-lsp",
      cmd = { "$server" },
      root_dir = "$work",
      on_attach = function() vim.fn.writefile({ "attached" }, "$work/attached") end,
    }
    if vim.lsp.start then
      vim.lsp.start(config)
    else
      vim.lsp.buf_attach_client(args.buf, vim.lsp.start_client(config))
    end
  end,
})
-- Formats the buffer: vim.lsp.buf.format from 0.8, formatting_sync before.
function _G.format()
  if vim.lsp.buf.format then vim.lsp.buf.format({ async = false, timeout_ms = 5000 }) else vim.lsp.buf.formatting_sync(nil, 5000) end
end
-- Where the cursor is, for the test to read.
function _G.where()
  vim.fn.writefile({ vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ":t") .. ":" .. vim.fn.line(".") .. ":" .. vim.fn.col(".") }, "$work/where")
end
LUA


tmux -L "$socket" new-session -d -s editor -x 160 -y 40 \
  "cd '$work' && '$nvim_binary' -u '$work/init.lua' -i NONE -n main.css"
wait_for "the client never attached" test -f "$work/attached"
# The project is indexed a moment after the first document opens.
sleep 1.5

# Go to definition on @brand (line 2): the definition in constants.css, never opened.
ex "call cursor(2, 24)"
ex "lua vim.lsp.buf.definition()"
sleep 1
ex "lua where()"
expect_file "go to definition jumps to the other stylesheet" where "constants.css:1:2"

# Back, and rename .card to panel: main.css and the unopened views.xml, then :wall writes them.
ex "buffer main.css"
ex "call cursor(1, 3)"
ex "lua vim.lsp.buf.rename('panel')"
sleep 1
ex "wall"
expected_main="$(printf '.panel {\n    backgroundColor: @brand;\n    cornerRadius: @gap;\n}\n/* .card stays in a comment */\n.cardigan { alpha: 1; }')"
expect_file "rename edits the open stylesheet" main.css "$expected_main"
expected_views="$(printf '<view id="root" class="panel">\n    <label class="headline panel"/>\n</view>')"
expect_file "rename edits the view definition that was never opened" views.xml "$expected_views"

# Format the buffer and write it: the one-line ruleset is laid out, indented as the project's
# .editorconfig says.
ex "buffer main.css"
ex "lua format()"
ex "w"
expected_formatted="$(printf '.panel {\n    backgroundColor: @brand;\n    cornerRadius: @gap;\n}\n/* .card stays in a comment */\n.cardigan {\n    alpha: 1;\n}')"
expect_file "formatting lays out the buffer" main.css "$expected_formatted"
ex "qa!"
echo "nvim navigation and formatting in tmux ($("$nvim_binary" --version | head -1)): 4 passed"
