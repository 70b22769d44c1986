#!/usr/bin/env bash
# Installs real Yoga builds from PyPI into a virtual environment and runs the differential
# test against a built style-lsp (default: .build/release/style-lsp). poga (Yoga 1.19) is an
# sdist and needs a C++ compiler and Python's headers; pyyoga (Yoga 3.x) has a wheel for
# CPython 3.11 only and is skipped elsewhere.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="${1:-$root/.build/release/style-lsp}"
venv="$root/.build/yoga-venv"
if [ "$(id -u)" -eq 0 ]; then apt_get="apt-get"; else apt_get="sudo apt-get"; fi
install_packages() {
    $apt_get update -qq
    DEBIAN_FRONTEND=noninteractive $apt_get install -y -qq "$@" >/dev/null
}
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" 2>/dev/null || { install_packages python3-venv; python3 -m venv "$venv"; }
fi
if ! "$venv/bin/python" -c "import poga" 2>/dev/null; then
    command -v c++ >/dev/null 2>&1 || install_packages g++
    # Unoptimised, Yoga compiles in about half the time; the test needs no speed from it.
    export CFLAGS=-O0 CXXFLAGS=-O0
    "$venv/bin/pip" install -q poga==0.1.19 || { install_packages g++ python3-dev; "$venv/bin/pip" install -q poga==0.1.19; }
fi
"$venv/bin/python" -c "import pyyoga" 2>/dev/null || "$venv/bin/pip" install -q pyyoga==0.1.0 \
    || echo "pyyoga (Yoga 3.x) is not available for this Python; comparing with Yoga 1.19 only" >&2
"$venv/bin/python" "$root/Tests/Yoga/yoga_differential.py" --binary "$binary"
