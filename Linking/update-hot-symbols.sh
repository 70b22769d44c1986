#!/bin/bash
# Writes Linking/hot-symbols.txt: the functions a release `style-lsp` runs while serving and
# linting (the server on a large app-like stylesheet and on the dialect corpus, `lint`,
# `preview`), which Package.swift's release link on Linux places first and together. Scattered
# over 16 MB of code, the pages they touch were 11 MB of the server's resident memory; together
# they take 2 MB. A stale list costs memory, never correctness: run this again after changes
# to what runs on a keystroke (it takes a few minutes under valgrind's callgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release
binary="$PWD/.build/release/style-lsp"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 Benchmarks/gen_app_stylesheet.py --out "$work/app.css"
python3 Benchmarks/gen_corpus.py --kind dialect --size 1m --stdout > "$work/dialect.css"
profile="valgrind --tool=callgrind --demangle=no --callgrind-out-file=$work/callgrind.%p"
printf '#!/bin/bash\nexec %s %s "$@" 2>/dev/null\n' "$profile" "$binary" > "$work/server"
chmod +x "$work/server"
for file in "$work/app.css" "$work/dialect.css"; do
    .build/release/style-bench lsp "$file" --edits 30 --server "$work/server" > /dev/null
done
$profile "$binary" lint "$work/dialect.css" examples > /dev/null 2>&1 || true  # problems found: exit 1
$profile "$binary" preview examples/ProfileScreen.css > /dev/null 2>&1

# The functions callgrind saw (its first mention of each names it), those of the binary's.
python3 - "$work" "$binary" Linking/hot-symbols.txt <<'EOF'
import glob, re, subprocess, sys
work, binary, out = sys.argv[1:]
seen = set()
for path in glob.glob(f"{work}/callgrind.*"):
    for line in open(path, errors="replace"):
        match = re.match(r"^c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
        if match:
            seen.add(match.group(1))
symbols = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
defined = {fields[2] for fields in map(str.split, symbols.splitlines()) if len(fields) == 3 and fields[1] in "tTwW"}
hot = sorted(seen & defined)
open(out, "w").write("".join(name + "\n" for name in hot))
print(f"{out}: {len(hot)} functions")
EOF
