#!/usr/bin/env bash
# Vim with ALE as a person uses it, in a real terminal (tmux), with the setup of
# editors/README.md ("Vim (ALE)") as the vimrc: the diagnostics of a project stylesheet, a
# completion, a quick fix on a line with non-ASCII text that leaves the rest of the line intact
# (ALE counts bytes), and a web stylesheet left alone.
# Usage: ale_tmux.sh STYLE_LSP   (Debian's vim and vim-ale installed)
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
server="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
work="$(mktemp -d)"
socket="stylelsp-ale-$$"
# shellcheck source=../../Neovim/tmux_harness.sh
source "$root/Tests/Neovim/tmux_harness.sh"
trap cleanup EXIT

mkdir -p "$work/bin" "$work/app" "$work/site"
ln -s "$server" "$work/bin/style-lsp"
printf '{"interfacss": "1"}\n' > "$work/app/.stylelsp.json"
printf '@accent: #ff6d10;\nUILabel {\n    /*é*/textColr: @accent;\n    alpha: 1;\n}\n' > "$work/app/screen.css"
printf 'body { margin: 0; font-family: sans-serif; }\n.code pre { display: block; color: #333; }\n' > "$work/site/site.css"
# The README's block is the vimrc; the test adds what it reads the state with.
python3 - "$root/editors/README.md" "$work/vimrc" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
section = text[text.index("## Vim (ALE)"):]
block = re.search(r"^```vim\n(.*?)^```$", section, re.M | re.S).group(1)
open(sys.argv[2], "w").write("set nocompatible\n" + block)
PY
cat >> "$work/vimrc" <<VIM
set noswapfile
" The location list of the current buffer, for the test to read.
function! Diagnostics() abort
  call writefile(map(copy(ale#engine#GetLoclist(bufnr(''))), {_, d -> d.lnum . ':' . d.col . ' ' . d.type . ' ' . get(d, 'code', '')}), '$work/diagnostics')
endfunction
VIM

diagnostics_are() {
  local what="$1" expected="$2"
  # Asked again until the server's answer is in.
  wait_for "$what: expected '$expected'" \
    sh -c "tmux -L '$socket' send-keys -t editor Escape ':call Diagnostics()' Enter; sleep 0.3; [ \"\$(cat '$work/diagnostics' 2>/dev/null)\" = '$expected' ]"
  echo "ok - $what"
}

tmux -L "$socket" new-session -d -s editor -x 160 -y 40 \
  "cd '$work/app' && PATH='$work/bin':\$PATH vim -u '$work/vimrc' -i NONE -n screen.css"

# The misspelt property: line 3, byte column 11 (after the two bytes of é).
diagnostics_are "diagnostics of the project stylesheet, in ALE's byte columns" "3:11 E unknown-property"

# The quick fix: ALE lists the actions, the first is the replacement.
ex "call cursor(3, 12)"
ex "ALECodeAction"
wait_for "ALE did not list the code actions" sh -c "tmux -L '$socket' capture-pane -p -t editor | grep -q \"Replace with 'textColor'\""
keys 1 Enter
ex "w"
expected="$(printf '@accent: #ff6d10;\nUILabel {\n    /*é*/textColor: @accent;\n    alpha: 1;\n}')"
expect_file "the quick fix edits the word, the rest of the line intact" app/screen.css "$expected"

# Completion: a property name, with CTRL-X CTRL-O, then the file written.
ex "call cursor(4, 1)"
keys o
keys -l "    textAl"
keys C-x C-o
sleep 1
keys Escape
ex "w"
expected="$(printf '@accent: #ff6d10;\nUILabel {\n    /*é*/textColor: @accent;\n    alpha: 1;\n    textAlignment: \n}')"
expect_file "completion of a property" app/screen.css "$expected"

# A web stylesheet outside any project: one note on its first line, nothing else (ALE shows
# LSP's information as a warning).
ex "edit ../site/site.css"
diagnostics_are "a web stylesheet is left alone" "1:1 W web-css"

ex "qa!"
echo "vim ALE in tmux ($(vim --version | head -1)): 4 passed"
