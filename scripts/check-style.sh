#!/usr/bin/env bash
# Style and lint: clang-format on every tracked C++ file (.clang-format), clang-tidy with the
# project's small set of checks (.clang-tidy) on the C++ files the last commit and the work tree
# changed. scripts/test.sh runs it after building; exit code 1 on any finding.
#   scripts/check-style.sh [BUILD_DIR]         the build folder holds compile_commands.json (default build/)
#   scripts/check-style.sh --all [BUILD_DIR]   clang-tidy on every source file (about 15 minutes on 2 cores)
# Tidying the whole tree on every run would cost CI more than the tests do; a change is tidied by
# the commit that makes it, and --all is for whoever changes .clang-tidy.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ALL=0
if [ "${1:-}" = --all ]; then ALL=1; shift; fi
BUILD_DIR="${1:-${ROPE_BUILD_DIR:-$ROOT/build}}"
cd "$ROOT"
say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

if ! git rev-parse --git-dir >/dev/null 2>&1; then
    say "not a git checkout: style check skipped (it needs git to know the tracked files)"
    exit 0
fi

mapfile -t sources < <(git ls-files -- '*.cpp' '*.h')
say "clang-format: ${#sources[@]} files"
if ! clang-format --dry-run --Werror "${sources[@]}"; then
    echo "Some files are not formatted: clang-format -i on them (.clang-format is the style)." >&2
    exit 1
fi

if [ ! -f "$BUILD_DIR/compile_commands.json" ]; then
    echo "No $BUILD_DIR/compile_commands.json: configure the build first (scripts/test.sh does)." >&2
    exit 1
fi
if [ "$ALL" = 1 ]; then
    mapfile -t changed < <(git ls-files -- '*.cpp')
else
    # What the last commit changed (a merge: everything its branch brought) and what is not committed.
    mapfile -t changed < <({
        git rev-parse -q --verify HEAD~1 >/dev/null && git diff --name-only --diff-filter=d HEAD~1 HEAD
        git diff --name-only --diff-filter=d HEAD
        git ls-files --others --exclude-standard
    } | sort -u)
fi
# Translation units in the compile database: a changed header is tidied through its own .cpp.
units=()
for file in "${changed[@]}"; do
    case "$file" in
    *.h) file="${file%.h}.cpp" ;;
    *.cpp) ;;
    *) continue ;;
    esac
    [ -f "$file" ] && grep -qF "\"$ROOT/$file\"" "$BUILD_DIR/compile_commands.json" && units+=("$file")
done
mapfile -t units < <(printf '%s\n' "${units[@]}" | sort -u | sed '/^$/d')
if [ ${#units[@]} -eq 0 ]; then
    say "clang-tidy: no changed source files"
    exit 0
fi
say "clang-tidy: ${#units[@]} files"
# One clang-tidy per core; WarningsAsErrors makes any finding a non-zero exit.
log="$BUILD_DIR/clang-tidy.log"
if ! printf '%s\n' "${units[@]}" |
    xargs -P "$(nproc 2>/dev/null || echo 2)" -n 1 clang-tidy --quiet -p "$BUILD_DIR" >"$log" 2>&1; then
    grep -E -A3 "(warning|error):" "$log" >&2 || cat "$log" >&2
    echo "clang-tidy found the above (.clang-tidy lists the checks; full log: $log)." >&2
    exit 1
fi
say "style: clean"
