#!/usr/bin/env bash
# The app installs like a desktop app: `cmake --install` lays out the files a desktop needs, each
# passes its own validator, the manual page documents every option the program prints, and
# `cpack -G DEB` gives a package that lintian finds no error in, with Depends from the linked
# libraries. Exits 77 (ctest: skipped) only when a validator is missing; scripts/common.sh installs
# them all, so in CI it always runs.
#   tst_packaging.sh BUILD_DIR BINARY CPACK
set -uo pipefail
BUILD=$1 BIN=$2 CPACK=$3
CMAKE=$(dirname "$CPACK")/cmake # the one that configured the build
ID=io.github.ropeexplorer.RopeExplorer
MIME=application/x-rope-explorer-session
ICON_SIZES="16 22 24 32 48 64 128 256"

missing=()
for tool in desktop-file-validate appstreamcli groff man lintian dpkg-deb dpkg-shlibdeps \
    update-mime-database file gzip; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "SKIP: not installed: ${missing[*]} (scripts/common.sh installs them)"
    exit 77
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

# --- cmake --install into a staging root, as a distribution's build would ----------------------
# --strip as cpack does (CPACK_STRIP_FILES); umask 022 so folders get Debian's 0755 whatever the caller's.
umask 022
ROOT=$TMP/root
if ! DESTDIR=$ROOT "$CMAKE" --install "$BUILD" --prefix /usr --strip >"$TMP/install.log" 2>&1; then
    cat "$TMP/install.log"
    fail "cmake --install"
fi
SHARE=$ROOT/usr/share
expected=(usr/bin/rope-explorer "usr/share/applications/$ID.desktop" "usr/share/metainfo/$ID.metainfo.xml"
    "usr/share/mime/packages/$ID.xml" usr/share/man/man1/rope-explorer.1.gz
    "usr/share/icons/hicolor/scalable/apps/$ID.svg" usr/share/doc/rope-explorer/copyright
    usr/share/doc/rope-explorer/changelog.gz)
for size in $ICON_SIZES; do
    expected+=("usr/share/icons/hicolor/${size}x$size/apps/$ID.png")
done
# With run-time CPU dispatch, the numerics' three copies in the program's private library folder.
if grep -q '^ROPE_CPU_DISPATCH:BOOL=ON' "$BUILD/CMakeCache.txt"; then
    libdir=$(cd "$ROOT" && find usr -type d -name rope-explorer -path 'usr/lib*' | head -1)
    [[ "$libdir" =~ ^usr/lib(64)?(/[a-z0-9_]+-linux-gnu)?/rope-explorer$ ]] ||
        fail "the numerics are not in a private folder under usr/lib: '$libdir'"
    expected+=("$libdir/librope-core.so" "$libdir/glibc-hwcaps/x86-64-v3/librope-core.so"
        "$libdir/glibc-hwcaps/x86-64-v4/librope-core.so")
fi
for f in "${expected[@]}"; do
    [ -s "$ROOT/$f" ] || fail "not installed: /$f"
done
for size in $ICON_SIZES; do # a PNG in the NxN folder must be N×N, or icon caches skip it
    file "$SHARE/icons/hicolor/${size}x$size/apps/$ID.png" | grep -q "PNG image data, $size x $size," ||
        fail "icon ${size}x$size is not a $size×$size PNG"
done
unexpected=$(cd "$ROOT" && find . -type f | sed 's|^\./||' | grep -vxF -f <(printf '%s\n' "${expected[@]}"))
[ -z "$unexpected" ] || fail "installed but not expected (tests or libraries?): $unexpected"
ok "cmake --install laid out ${#expected[@]} files"
# The installed binary runs from the staging root and finds its numerics there, not in the build.
if "$ROOT/usr/bin/rope-explorer" --version >"$TMP/version.txt" 2>&1 &&
    ! grep -q "$BUILD" "$TMP/version.txt"; then
    ok "the installed binary runs: $(tail -1 "$TMP/version.txt")"
else
    cat "$TMP/version.txt"
    fail "the installed binary does not run on its own files"
fi

# --- validators ------------------------------------------------------------------------------------
desktop=$SHARE/applications/$ID.desktop
desktop-file-validate "$desktop" && ok "desktop-file-validate" || fail "desktop-file-validate"
grep -qx "Exec=rope-explorer %u" "$desktop" || fail ".desktop: Exec is not 'rope-explorer %u' (files and rope-explorer: links)"
grep -qx "Icon=$ID" "$desktop" || fail ".desktop: Icon is not $ID"
grep -qx "MimeType=$MIME;x-scheme-handler/rope-explorer;" "$desktop" ||
    fail ".desktop: MimeType is not $MIME and the rope-explorer: scheme"

metainfo=$SHARE/metainfo/$ID.metainfo.xml
appstreamcli validate --no-net "$metainfo" && ok "appstreamcli validate" || fail "appstreamcli validate"
# The tree as a whole: the metainfo's launchable .desktop file and its icon are where it says.
appstreamcli validate-tree --no-net "$ROOT" && ok "appstreamcli validate-tree" || fail "appstreamcli validate-tree"
grep -q "<id>$ID</id>" "$metainfo" || fail "metainfo: id is not $ID"
grep -q "<launchable type=\"desktop-id\">$ID.desktop</launchable>" "$metainfo" || fail "metainfo: launchable"
version=$("$BIN" --version | awk 'NR == 1 {print $2}')
grep -q "<release version=\"$version\"" "$metainfo" || fail "metainfo: no release $version"

# The MIME type compiles, and the database it gives knows the type and its *.json glob (the folder is
# put in XDG_DATA_DIRS, or update-mime-database notes that applications will not look there).
cp -r "$SHARE/mime" "$TMP/mime"
if XDG_DATA_DIRS="$TMP:${XDG_DATA_DIRS:-/usr/share}" update-mime-database "$TMP/mime" 2>"$TMP/mime.err" &&
    [ ! -s "$TMP/mime.err" ] &&
    grep -qx "$MIME" "$TMP/mime/types" && grep -q ":$MIME:\*\.json" "$TMP/mime/globs2"; then
    ok "update-mime-database"
else
    cat "$TMP/mime.err"
    fail "the shared-mime-info package does not compile or lacks $MIME / *.json"
fi

# --- the manual page -------------------------------------------------------------------------------
page=$TMP/rope-explorer.1
gzip -dc "$SHARE/man/man1/rope-explorer.1.gz" >"$page"
groff -man -z -ww -Tutf8 "$page" 2>"$TMP/groff.err"
[ -s "$TMP/groff.err" ] && { cat "$TMP/groff.err"; fail "groff warns on the manual page"; }
LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" >"$TMP/man.txt" 2>"$TMP/man.err"
[ -s "$TMP/man.err" ] && { cat "$TMP/man.err"; fail "man -l warns on the manual page"; }
grep -q "^\.TH .*\"RoPE Explorer $version\"" "$page" || fail "manual page: .TH does not name version $version"
ok "manual page renders without warnings"

# Every long option a --help prints is in the page, so the two cannot drift apart.
helps=$TMP/helps.txt
{
    "$BIN" --help
    "$BIN" export --help
    "$BIN" inspect --help
    "$BIN" diagnose --help
    "$BIN" weights --help
    for sub in $("$BIN" compute --help | sed -n '/^Subcommands:/,/^$/p' | awk 'NR > 1 && NF {print $1}'); do
        "$BIN" compute "$sub" --help
    done
} >"$helps" 2>&1
options=$(grep -E '^  +-' "$helps" | sed -E 's/^ +//; s/ {2,}.*//' | grep -oE -- '--[a-z][a-z0-9-]+' | sort -u)
plain=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$page")
undocumented=()
for o in $options; do
    grep -qE -- "(^|[^a-z-])$o([^a-z0-9-]|\$)" <<<"$plain" || undocumented+=("$o")
done
if [ ${#undocumented[@]} -gt 0 ]; then
    fail "options printed by --help but missing from resources/man/rope-explorer.1: ${undocumented[*]}"
else
    ok "all $(wc -w <<<"$options") long options of the --help texts are in the manual page"
fi

# --- the .deb ----------------------------------------------------------------------------------------
# The project's CPack settings, fed the tree installed above: a plain `cpack` would first build every
# target of the build folder (its preinstall step), which is no job for a test.
if ! (cd "$TMP" && "$CPACK" -G DEB --config "$BUILD/CPackConfig.cmake" -B "$TMP/pkg" \
    -D CPACK_INSTALL_CMAKE_PROJECTS= -D "CPACK_INSTALLED_DIRECTORIES=$ROOT;.") >"$TMP/cpack.log" 2>&1; then
    cat "$TMP/cpack.log"
    fail "cpack -G DEB"
fi
deb=$(ls "$TMP"/pkg/rope-explorer_*.deb 2>/dev/null | head -1)
if [ -z "$deb" ]; then
    fail "cpack made no .deb"
else
    ok "cpack made $(basename "$deb")"
    depends=$(dpkg-deb -f "$deb" Depends)
    echo "Depends: $depends"
    for lib in libc6 libqt6widgets6 libqcustomplot2.1-qt6 libgomp1; do
        grep -q "\b$lib\b" <<<"$depends" || fail "Depends lacks $lib (dpkg-shlibdeps not used?)"
    done
    dpkg-deb -x "$deb" "$TMP/deb"
    file "$TMP/deb/usr/bin/rope-explorer" | grep -q ", stripped" || fail "the packaged binary is not stripped"
    # Private libraries need no ldconfig run: the package has no maintainer scripts.
    dpkg-deb -I "$deb" | grep -qE ' (postinst|postrm) ' && fail "the .deb has postinst/postrm scripts"
    # Errors fail the test; warnings and infos are printed for a reader to judge.
    lintian --tag-display-limit 0 "$deb" >"$TMP/lintian.txt" 2>&1
    cat "$TMP/lintian.txt"
    if grep -q '^E: ' "$TMP/lintian.txt"; then
        fail "lintian reports errors"
    else
        ok "lintian: no errors ($(grep -c '^W: ' "$TMP/lintian.txt") warnings)"
    fi
fi

[ "$failures" -eq 0 ] && echo "PASS" || echo "$failures check(s) failed"
[ "$failures" -eq 0 ]
