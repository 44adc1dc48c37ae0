#!/usr/bin/env bash
# Writes NAME.out for every line of commands.txt from the given rope-explorer binary. Only for a
# change of output made on purpose: review `git diff tests/app/golden` before committing.
#   tests/app/golden/regenerate.sh build/app/rope-explorer
set -euo pipefail
binary="$(realpath "$1")"
cd "$(dirname "${BASH_SOURCE[0]}")"
export LANG=C.UTF-8 LANGUAGE=en QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME="$(mktemp -d)"
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
while IFS= read -r line; do
    [[ -z "$line" || "$line" == \#* ]] && continue
    name="${line%%:*}"
    name="${name%@*}" # NAME@TOLERANCE
    read -r -a args <<<"${line#*:}"
    status=0
    "$binary" "${args[@]}" >"$name.stdout" 2>"$name.stderr" || status=$?
    # Usage lines name the binary as it was started: written as "rope-explorer", wherever it is.
    { echo "exit: $status"; echo "--- stdout"; cat "$name.stdout"; echo "--- stderr"; cat "$name.stderr"; } |
        sed "s#$binary#rope-explorer#g" >"$name.out"
    rm -f "$name.stdout" "$name.stderr"
done <commands.txt
