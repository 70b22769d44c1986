#!/usr/bin/env bash
# Completion as a person gets it in Neovim's built-in client: Neovim in a real terminal (tmux),
# a prefix typed in insert mode, <C-x><C-o> (the LSP omnifunc), and the word Neovim inserts
# must continue the prefix: a property, an enum value and a control state. Then a quick fix is
# applied through the client's code action. Usage: completion_tmux.sh NVIM STYLE_LSP
set -euo pipefail
nvim_binary="$(command -v "$1")"
case "$nvim_binary" in /*) ;; *) nvim_binary="$(pwd)/$nvim_binary" ;; esac
server="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
work="$(mktemp -d)"
socket="stylelsp-completion-$$"
# shellcheck source=tmux_harness.sh
source "$(dirname "$0")/tmux_harness.sh"
trap cleanup EXIT

printf 'UILabel {\n    textColr: red;\n}\nUIButton {\n    alpha: 1;\n}\n' > "$work/screen.css"
cat > "$work/init.lua" <<LUA
vim.opt.swapfile = false
vim.opt.shortmess:append("c")
-- Lines start where the test types them.
vim.cmd("filetype indent off")
vim.opt.autoindent = false
vim.api.nvim_create_autocmd("FileType", {
  pattern = "css",
  callback = function(args)
    local config = {
      name = "style-lsp",
      cmd = { "$server" },
      root_dir = "$work",
      on_attach = function(_, buffer)
        vim.bo[buffer].omnifunc = "v:lua.vim.lsp.omnifunc"
        vim.fn.writefile({ "attached" }, "$work/attached")
      end,
    }
    if vim.lsp.start then
      vim.lsp.start(config)
    else
      vim.lsp.buf_attach_client(args.buf, vim.lsp.start_client(config))
    end
  end,
})
-- The quick fix at the cursor, applied without a prompt (0.7 has no 'apply' option).
function _G.apply_quick_fix()
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = {} }
  local responses = vim.lsp.buf_request_sync(0, "textDocument/codeAction", params, 5000) or {}
  for id, response in pairs(responses) do
    local action = (response.result or {})[1]
    if action then
      local client = vim.lsp.get_client_by_id(id)
      -- Both versions declare resolveSupport for the edit, as vim.lsp.buf.code_action does.
      if not action.edit then
        local resolved = client.request_sync("codeAction/resolve", action, 5000, 0)
        action = resolved and resolved.result or action
      end
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
      return
    end
  end
  vim.fn.writefile({ "no code action" }, "$work/failed")
end
LUA

# The buffer's line N as Neovim has it, written out with :w.
line() {
  keys Escape
  keys -l ":w"
  keys Enter
  sleep 0.5
  sed -n "${1}p" "$work/screen.css"
}

tmux -L "$socket" new-session -d -s editor -x 160 -y 40 \
  "cd '$work' && '$nvim_binary' -u '$work/init.lua' -i NONE -n screen.css"
wait_for "the client never attached" test -f "$work/attached"
# Diagnostics arrive once the file is analysed: the misspelt property on line 2.
sleep 1

# Types TEXT on a new line after line N, presses <C-x><C-o>, waits, and leaves insert mode.
complete_after() {
  local after="$1" text="$2"
  keys Escape
  keys -l ":${after}"
  keys Enter
  keys -l "o${text}"
  keys C-x C-o
  sleep 1.5
}
check() {
  local what="$1" number="$2" pattern="$3"
  local actual
  actual="$(line "$number")"
  if ! printf '%s\n' "$actual" | grep -Eq -- "$pattern"; then
    echo "FAIL: $what: line $number is '$actual', expected /$pattern/" >&2
    screen >&2
    exit 1
  fi
  echo "ok - $what: '$actual'"
}

complete_after 1 "    tex"
check "a property continues the prefix" 2 '^    tex[a-zA-Z]+: ?$'
complete_after 2 "    textAlignment: cen"
check "an enum value continues the prefix" 3 '^    textAlignment: center$'
complete_after 6 "    titleColor(hig"
check "a control state continues the prefix" 7 '^    titleColor\(highlighted'

# The quick fix for the misspelt property (now on line 4).
keys Escape
keys -l "4G^"
keys -l ":lua apply_quick_fix()"
keys Enter
sleep 1
[ ! -f "$work/failed" ] || { echo "FAIL: $(cat "$work/failed")" >&2; exit 1; }
check "the quick fix replaced the misspelt name" 4 '^    textColor: red;$'
keys -l ":qa!"
keys Enter
echo "nvim completion in tmux ($("$nvim_binary" --version | head -1)): 4 passed"
