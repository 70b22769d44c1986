#!/usr/bin/env bash
# Runs the editor integration tests against a built style-lsp (default .build/debug/style-lsp):
# the TextMate grammar, the VS Code extension (node, against stand-ins of the vscode API and the
# language client), the Neovim plugin on Debian's 0.7 and a current release (headless, and in
# tmux), the Emacs setups (eglot and lsp-mode) and Vim with ALE (in tmux). Install the tools first
# with Tests/Editors/install.sh.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="${1:-$root/.build/debug/style-lsp}"
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
tools="$root/.build/editor-tools"
export STYLELSP_ROOT="$root" STYLE_LSP="$binary"
cd "$root"

passed=0
failed=0
failures=()
# Runs one suite with a time limit; its output is shown, its status counted.
suite() {
  local name="$1" limit="$2"
  shift 2
  echo "== $name"
  if timeout --kill-after=10 "$limit" "$@" </dev/null; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "FAILED: $name" >&2
  fi
}

[ -x "$binary" ] || { echo "no style-lsp at $binary: build it first (swift build)" >&2; exit 2; }
[ -x "$tools/bin/nvim" ] || { echo "run Tests/Editors/install.sh first" >&2; exit 2; }

suite "TextMate grammar (textmate-grammar-python)" 300 "$tools/bin/python" Tests/Editors/grammar/test_grammar.py
suite "Setups that cannot run here (editors/README.md)" 60 "$tools/bin/python" Tests/Editors/readme_test.py
suite "VS Code extension (node $(node --version))" 300 env NODE_PATH="$root/Tests/Editors/vscode/stand-in" \
  node --test Tests/Editors/vscode/

for nvim in "$(command -v nvim)" "$tools/bin/nvim"; do
  version="$("$nvim" --version | head -1)"
  for test in detect syntax lsp enable; do
    suite "Neovim plugin: $test ($version)" 180 \
      "$nvim" --headless -u Tests/Editors/nvim/init.lua -i NONE -n -c "lua require('harness').run('Tests/Editors/nvim/${test}_test.lua')"
  done
  suite "Neovim plugin in a terminal ($version)" 240 bash Tests/Editors/nvim/tmux_preview.sh "$nvim" "$binary"
done

# eglot's style-lsp is found on PATH, as the README's setup expects.
bin="$(mktemp -d)"
ln -s "$binary" "$bin/style-lsp"
suite "Emacs eglot ($(emacs --version | head -1))" 180 env PATH="$bin:$PATH" emacs --batch -q -l Tests/Editors/emacs/eglot-test.el
suite "Emacs lsp-mode ($(emacs --version | head -1))" 180 env PATH="$bin:$PATH" emacs --batch -q -l Tests/Editors/emacs/lsp-mode-test.el
rm -rf "$bin"

suite "Vim ALE in a terminal ($(vim --version | head -1))" 240 bash Tests/Editors/vim/ale_tmux.sh "$binary"

echo "editor suites: $passed passed, $failed failed"
if [ "$failed" -gt 0 ]; then
  printf 'failed: %s\n' "${failures[@]}" >&2
  exit 1
fi
