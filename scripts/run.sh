#!/usr/bin/env bash
# Installs what is missing, builds in Release and launches RoPE Explorer. With no display, says so
# and runs the main job headless instead.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

ensure_packages
# ROPE_NATIVE=ON scripts/run.sh: -march=native, for this machine only (README, Install). build/ is
# shared with scripts/test.sh, so the choice is written into its cache and stays until changed back.
if [ -n "${ROPE_NATIVE:-}" ] && [ -f "$BUILD_DIR/CMakeCache.txt" ]; then
    cmake -B "$BUILD_DIR" -DROPE_NATIVE="$ROPE_NATIVE" >/dev/null
fi
build ${ROPE_NATIVE:+"-DROPE_NATIVE=$ROPE_NATIVE"}
APP="$BUILD_DIR/app/rope-explorer"

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    say "launching RoPE Explorer"
    exec "$APP" "$@"
fi

OUT="$BUILD_DIR/headless"
mkdir -p "$OUT"
say "no display found (DISPLAY and WAYLAND_DISPLAY are unset): exporting every figure headless"
# Every figure in two languages and two formats is a few minutes of work: more than the default
# --max-time, which keeps a single command from surprising its user.
"$APP" export --all --out "$OUT" --lang en,zh_CN --format png,svg --scale 2 --caption --max-time 30m
echo "The toy experiments of 《重读 Transformer 升级之路（2）》 §4.2 (θ = π/2, q = [1, 0]): score of each"
for row in "A1 1,0 0" "A2 1,0 1" "B1 0,1 0" "B2 0,1 1"; do
    set -- $row
    printf '  %s  k = [%s]  Δ = %s  →  ' "$1" "$2" "$3"
    score=$("$APP" compute score --head-dim 2 --theta pi/2 --q 1,0 --k "$2" --m "$3" --n 0 \
        | grep -o '"score":[^,}]*' | cut -d: -f2)
    printf '%.12f\n' "$score"  # cos(π/2) is 6e-17 in double, hence 12 decimals
done
say "wrote every figure in English and Chinese (2× PNG and SVG, parameters stamped under each) to $OUT/; open $OUT/index.html to pick slides"
