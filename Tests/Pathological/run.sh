#!/usr/bin/env bash
# Lints pathological stylesheets at full size with a release build of style-lsp (default:
# .build/release/style-lsp): each must end with exit status 0 or 1 (never a signal or a
# timeout) within 180 s, and peak at most 160× the input + 128 MiB, far from what a quadratic
# step takes (a 250 KB file once took 24 GB). Prints seconds and peak memory. The same inputs
# at debug-friendly sizes, through lint and the server: Tests/StressTests.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="${1:-$root/.build/release/style-lsp}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/Benchmarks/gen_corpus.py" --kind dialect --size 50000000 --stdout > "$work/corpus-50mb.css"

python3 - "$binary" "$work" <<'EOF'
import os, subprocess, sys, threading, time

binary, work = sys.argv[1], sys.argv[2]
cases = {
    "nested-10000": ".a {\n" * 10_000 + "frame: parent(1, 1);\n" + "}\n" * 10_000,
    "unclosed-10000": "#a .b { alpha: 1;\n" * 10_000,
    "line-5mb": ".a { alpha: 0.5; frame: rect(1, 2, 3, 4); } " * (5_000_000 // 45),
    "variables-100000": "".join(f"@v{i}: {i};\n" for i in range(100_000)) + ".x { alpha: @v99999; }\n",
    # One name defined 100,000 times, each definition used inside another variable's value.
    "redefined-100000": "@a: 1;\n" * 100_000 + "".join(f"@b{i}: @a;\n" for i in range(100_000)) + ".x { alpha: @b1; }\n",
    "cycle-100000": "".join(f"@v{i}: @v{(i + 1) % 100_000};\n" for i in range(100_000)) + ".x { alpha: @v0; }\n",
    "exponential-25": "\n".join(["@v0: 1;"] + [f"@v{i}: @v{i - 1} @v{i - 1};" for i in range(1, 26)]) + "\n.x { alpha: @v25; }\n",
    "errors-100000": ".x { textColr: red; }\n" * 100_000,
    "line-breaks": ".a { alpha: 1; }\r\n.b { alpha: 2; }\r.c { alpha: 3; }\n" * 50_000,
}
files = {}
for name, text in cases.items():
    files[name] = text.encode()
# Invalid UTF-8 and NUL bytes.
files["bytes"] = b".a\xff\xc3 { alpha: 1; }\n.b { text\x00Colr: red; }\n" * 50_000

failed = False
for name in sorted(list(files) + ["corpus-50mb"]):
    # Each alone in a folder: lint checks a file with the rest of its project.
    folder = os.path.join(work, name)
    os.mkdir(folder)
    path = os.path.join(folder, "screen.css")
    if name == "corpus-50mb":
        os.rename(os.path.join(work, "corpus-50mb.css"), path)
    else:
        with open(path, "wb") as f:
            f.write(files[name])
    size = os.path.getsize(path)
    limit = size * 160 + 128 * 1024 * 1024
    start = time.monotonic()
    with open(os.path.join(work, "stderr"), "wb") as errors:
        process = subprocess.Popen([binary, "lint", path], stdout=subprocess.DEVNULL, stderr=errors)
    timer = threading.Timer(180, process.kill)
    timer.start()
    # wait4 gives this child's own peak resident memory.
    _, wait_status, usage = os.wait4(process.pid, 0)
    timer.cancel()
    seconds = time.monotonic() - start
    peak = usage.ru_maxrss * 1024
    status = os.waitstatus_to_exitcode(wait_status)
    print(f"{name:<18} {size:>10} bytes {seconds:7.2f} s {peak // 2**20:6} MiB  exit {status}")
    if status not in (0, 1):
        with open(os.path.join(work, "stderr"), errors="replace") as errors:
            tail = errors.read()[-2000:]
        print(f"FAIL: {name}: exit status {status} (a negative one is a signal; 180 s is the limit)\n{tail}", file=sys.stderr)
        failed = True
    elif peak > limit:
        print(f"FAIL: {name}: peak memory {peak // 2**20} MiB over {limit // 2**20} MiB", file=sys.stderr)
        failed = True
sys.exit(1 if failed else 0)
EOF
echo "pathological inputs passed"
