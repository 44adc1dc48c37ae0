#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole CTest suite headless. Exit code = result.
#   scripts/test.sh              Release build in build/
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer build in build-sanitize/ of
#                                the layers without widgets and their tests (CMakeLists.txt, ROPE_GUI;
#                                asserts on: Eigen's bounds checks run too); any report fails the run
# The Release pass first checks style (scripts/check-style.sh: clang-format, clang-tidy on the change).
set -euo pipefail
SANITIZE=0
for arg in "$@"; do
    case "$arg" in
    --sanitize) SANITIZE=1 ;;
    *) echo "usage: scripts/test.sh [--sanitize]" >&2; exit 2 ;;
    esac
done
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ "$SANITIZE" = 1 ] && export ROPE_BUILD_DIR="${ROPE_BUILD_DIR:-$ROOT/build-sanitize}"
source "$ROOT/scripts/common.sh"

ensure_packages
export QT_QPA_PLATFORM=offscreen
if [ "$SANITIZE" = 1 ]; then
    # -O1 -g1 without NDEBUG: assertions and line numbers, and half the compile time of -O2 -g
    # (Eigen under ASan compiles 4x slower than Release at -O2).
    build -DROPE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1"
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1"
    export LSAN_OPTIONS="suppressions=$ROOT/scripts/lsan.supp:print_suppressions=0"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
    export QTEST_FUNCTION_TIMEOUT=1500000 # Qt Test's own 5-minute limit per test function
    say "running the tests of the layers without widgets under ASan + UBSan"
    cd "$BUILD_DIR"
    # LeakSanitizer's exit-time tracer sometimes dies on its own ("Tracer caught signal 11 …
    # LeakSanitizer has encountered a fatal error", google/sanitizers#1353; about one run in five
    # here). Only then are the failed tests run once more; any other failure fails at once.
    status=0
    ctest --output-on-failure -j2 --timeout 1500 2>&1 | tee ctest-sanitize.log || status=$?
    if [ "$status" != 0 ] && grep -q "LeakSanitizer has encountered a fatal error" ctest-sanitize.log; then
        say "LeakSanitizer's tracer crashed: the failed tests once more"
        ctest --output-on-failure --timeout 1500 --rerun-failed
    elif [ "$status" != 0 ]; then
        exit "$status"
    fi
else
    build
    "$ROOT/scripts/check-style.sh" "$BUILD_DIR"
    say "running the test suite"
    cd "$BUILD_DIR"
    ctest --output-on-failure -j2 --timeout 600
fi
