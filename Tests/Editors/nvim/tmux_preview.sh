#!/usr/bin/env bash
# The live preview as a person uses it: Neovim in a real terminal (tmux) with the plugin set up
# from an init.lua, `:StylePreview` typed, a value changed in insert mode, the split redrawn.
# Usage: tmux_preview.sh NVIM STYLE_LSP
set -euo pipefail
nvim_binary="$1"
server="$2"
repository="$(cd "$(dirname "$0")/../../.." && pwd)"
work="$(mktemp -d)"
socket="stylelsp-preview-$$"
# shellcheck source=../../Neovim/tmux_harness.sh
source "$(dirname "$0")/../../Neovim/tmux_harness.sh"
trap cleanup EXIT

mkdir -p "$work/app/Styles"
echo '{"include": ["Styles/**/*.css"]}' > "$work/app/.stylelsp.json"
cp "$repository/examples/Dashboard.css" "$work/app/Styles/Dashboard.css"
cat > "$work/init.lua" <<LUA
vim.opt.runtimepath:prepend("$repository/editors/nvim")
vim.opt.swapfile = false
require("stylelsp").setup({ cmd = { "$server" } })
LUA

# Waits until the screen shows TEXT (a fixed string), or fails showing the screen.
expect() {
  wait_for "the screen never showed '$1'" sh -c "tmux -L '$socket' capture-pane -p -t editor | grep -qF -- '$1'"
}

tmux -L "$socket" new-session -d -s editor -x 200 -y 60 \
  "cd '$work/app/Styles' && '$nvim_binary' -u '$work/init.lua' -i NONE -n Dashboard.css"
expect "#header {"
keys -l ":StylePreview"
keys Enter
expect "+-header-"
expect "+-chart-"
# To the frame list at the end of the preview, and back to the stylesheet.
keys C-w l G C-w h
expect "chart (UIView)  16,108 343×220"
echo "ok - :StylePreview drew the layout in a split"

# Change the chart's height by typing, as a person would: the split follows.
keys -l "/height(220"
keys Enter
keys -l "f2cw60"
keys Escape
expect "chart (UIView)  16,108 343×60"
echo "ok - typing a new height redrew the split"

keys -l ":StylePreview ipad landscape"
keys Enter
expect "1024×768 pt, landscape"
echo "ok - :StylePreview ipad landscape redrew it for an iPad"
keys -l ":qa!"
keys Enter
echo "nvim tmux $("$nvim_binary" --version | head -1): 3 passed, 0 failed"
