#!/usr/bin/env bash
# The SVG preview rendered by a real renderer: `style-lsp preview --format svg` on fixtures,
# drawn to PNG by rsvg-convert (Debian's librsvg2-bin, installed here when missing), each
# picture parsed by an XML parser and checked pixel by pixel (Tests/SVG/check.py); the README's
# PNG checked against a fresh rendering of its SVG. Usage: Tests/SVG/run.sh [STYLE_LSP]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="${1:-$root/.build/debug/style-lsp}"
if ! command -v rsvg-convert >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then apt_get="apt-get"; else apt_get="sudo apt-get"; fi
    $apt_get update -qq
    DEBIAN_FRONTEND=noninteractive $apt_get install -y -qq --no-install-recommends librsvg2-bin fonts-dejavu-core >/dev/null
fi
rsvg-convert --version
python3 "$root/Tests/SVG/check.py" "$binary"
