# Shared by scripts/run.sh and scripts/test.sh: install what is missing, configure, build.
# Sourced, not run. Idempotent: a second run installs nothing and rebuilds only what changed.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${ROPE_BUILD_DIR:-$ROOT/build}"

# Everything the build, the tests and headless screenshots need, from Debian 12's archive.
PACKAGES=(
    cmake g++ make
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    libqcustomplot-dev libqcustomplot2.1-qt6
    libeigen3-dev libbenchmark-dev zlib1g-dev
    # export --animate: GIF, MP4 (H.264), WebM (VP9)
    libgif-dev libavformat-dev libavcodec-dev libavutil-dev libswscale-dev pkg-config
    xvfb xauth fonts-wqy-microhei
    # scripts/check-style.sh
    clang-format clang-tidy git
    # tests/packaging: cpack -G DEB (dpkg-shlibdeps) and the validators of what it installs
    dpkg-dev file lintian desktop-file-utils appstream shared-mime-info groff-base man-db
)

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

ensure_packages() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "installing ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

# build [extra cmake args...]
build() {
    if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
        say "configuring in $BUILD_DIR"
        cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release "$@"
    fi
    say "building"
    cmake --build "$BUILD_DIR" -j"$(nproc 2>/dev/null || echo 2)"
}
