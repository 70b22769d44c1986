#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and runs each for a bounded time, one after another.
#
#   bash Fuzz/run.sh [SECONDS] [TARGET…]     # default: 60 s each; parse incremental layout xml server
#
# Each target starts from seeds made of the repository's stylesheets and view definitions and
# the generated corpora, cut into pieces of at most FUZZ_SEED_LENGTH bytes (default 2048) at
# ruleset and tag ends: every input is linted, laid out or served whole, so short inputs keep
# libFuzzer at about a hundred runs a second. Inputs grow to -max_len, 1.5 times that (4 times
# for the server, whose seeds are sessions of messages around a stylesheet). What a target
# learns stays in Fuzz/.build/corpus/TARGET for the next run.
# An input that traps, breaks an invariant, runs over 10 s or over 2 GB lands in
# Fuzz/.build/findings/TARGET/; replay it with
#   FUZZ_TARGET=TARGET Fuzz/.build/release/style-fuzz FILE
# Once fixed, it goes (minimised: add -minimize_crash=1 -runs=10000) into Fuzz/regressions/TARGET/,
# which the stress tests replay in every swift test and which seeds the next run.
# FUZZ_SANITIZERS=fuzzer,address adds AddressSanitizer (slower); FUZZ_JOBS limits the build's
# parallel jobs. Exits 1 if anything was found.
set -euo pipefail
# Traps go to libFuzzer, which saves the input (Swift's backtracer would exit first).
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")"
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse incremental layout xml server)

# SwiftPM can keep a stale build plan for the root package (a local dependency here) and miss a
# source file added to it ("cannot find … in scope"; seen when a commit added a file and changed
# Package.swift). When the list of source files changed, the plan is made again.
sources=$(cd .. && find Sources Tests/FuzzTargets Tests/TestSupport Fuzz/Sources -name '*.swift' | LC_ALL=C sort | cksum)
if [ "$(cat .build/sources.cksum 2>/dev/null)" != "$sources" ]; then
    rm -f .build/release.yaml .build/release/description.json .build/build.db
fi
swift build -c release -j "${FUZZ_JOBS:-$(nproc)}" -Xswiftc -sanitize="${FUZZ_SANITIZERS:-fuzzer}" -Xswiftc -use-ld=lld
echo "$sources" > .build/sources.cksum
binary=.build/release/style-fuzz

# The generated corpora, as extra seed files.
generated=.build/generated
mkdir -p "$generated"
for kind in plain dialect; do
    python3 ../Benchmarks/gen_corpus.py --kind "$kind" --size 100k --stdout > "$generated/$kind.css"
done
python3 ../Benchmarks/gen_views.py --size 100k --stdout > "$generated/views.xml"
ls "$PWD/$generated"/*.css "$PWD/$generated"/*.xml > "$generated/list"

export FUZZ_SEED_LENGTH=${FUZZ_SEED_LENGTH:-2048}
found=0
for target in "${targets[@]}"; do
    max_length=$((FUZZ_SEED_LENGTH * 3 / 2))
    case $target in
        parse|incremental|layout) dictionary=stylesheet.dict ;;
        xml) dictionary=xml.dict ;;
        server) dictionary=json-rpc.dict max_length=$((FUZZ_SEED_LENGTH * 4)) ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    seeds=.build/seeds/$target corpus=.build/corpus/$target findings=.build/findings/$target
    rm -rf "$seeds"
    mkdir -p "$corpus" "$findings"
    FUZZ_TARGET=$target FUZZ_SEEDS=$seeds FUZZ_SEED_FILES=$generated/list "$binary"
    echo "== $target: $seconds s"
    set +e
    regressions=()
    if [ -d "regressions/$target" ]; then regressions=("regressions/$target"); fi
    FUZZ_TARGET=$target nice -n 19 "$binary" "$corpus" "$seeds" "${regressions[@]}" \
        -max_total_time="$seconds" -max_len="$max_length" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
        -dict="dictionaries/$dictionary" -artifact_prefix="$findings/" -print_final_stats=1 -detect_leaks=0 \
        > ".build/$target.log" 2>&1
    status=$?
    set -e
    grep -E '^#[0-9]+' ".build/$target.log" | tail -1 || true
    grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' ".build/$target.log" || true
    echo "corpus: $(ls "$corpus" | wc -l) entries"
    if [ $status -ne 0 ]; then
        found=1
        echo "$target: FINDING (exit $status); see Fuzz/.build/$target.log and $findings" >&2
        grep -E 'ERROR|Fatal error|SUMMARY|timeout' ".build/$target.log" | head -5 >&2 || true
    fi
done
exit $found
