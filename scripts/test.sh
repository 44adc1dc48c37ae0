#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole CTest suite headless. Exit code = result.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

ensure_packages
build
say "running the test suite"
cd "$BUILD_DIR"
export QT_QPA_PLATFORM=offscreen
ctest --output-on-failure -j2 --timeout 600
