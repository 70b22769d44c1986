#!/usr/bin/env bash
# Runs the unit, server and layout tests under AddressSanitizer, and the server's and the
# analysis's (the concurrent code) under ThreadSanitizer, each in a build of its own
# (.build-asan, .build-tsan). The seeded stress runs, the pathological inputs and the end-to-end
# tests stay out: they are the slowest, and run unsanitized in every `swift test`.
#
# Leak reports are off: a server that exits on end of input or on `exit` leaves the work still
# queued for its background queue (a few KB of closures and their weak references) to the
# operating system, which LeakSanitizer reports. Memory errors and data races fail the run, in
# the test process and in the servers it starts.
set -euo pipefail
cd "$(dirname "$0")/../.."
jobs=${SANITIZER_JOBS:-$(nproc)}

export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1
swift build --build-tests -j "$jobs" --scratch-path .build-asan -Xswiftc -sanitize=address
swift test --skip-build --scratch-path .build-asan -Xswiftc -sanitize=address \
    --filter "StyleParserTests|StyleSemanticsTests|StyleLayoutTests|StyleLSPTests"

export TSAN_OPTIONS=halt_on_error=1
swift build --build-tests -j "$jobs" --scratch-path .build-tsan -Xswiftc -sanitize=thread
swift test --skip-build --scratch-path .build-tsan -Xswiftc -sanitize=thread --filter "StyleSemanticsTests|StyleLSPTests"
echo "sanitizers passed"
