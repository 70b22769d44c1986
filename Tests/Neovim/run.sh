#!/usr/bin/env bash
# Runs e2e.lua in headless Neovim against a built style-lsp (default: .build/debug/style-lsp).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="${1:-$root/.build/debug/style-lsp}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf 'UILabel {\n    textAlignment: center;\n    textColr: red;\n}\n' > "$work/screen.css"
STYLE_LSP="$binary" WORK_DIR="$work" timeout 120 nvim --headless -u NONE -i NONE -n \
  -c "luafile $root/Tests/Neovim/e2e.lua" </dev/null 2>"$work/errors"
# Neovim reports protocol errors from the server without failing: any of them fails the test.
if grep -q "LSP\[style-lsp\]\|Error" "$work/errors"; then
  cat "$work/errors" >&2
  echo "FAIL: Neovim reported errors" >&2
  exit 1
fi
echo "Neovim end-to-end test passed"
