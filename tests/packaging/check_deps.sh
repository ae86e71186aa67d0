#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Proves packaging/debian/install-deps.sh against what a configured build really loaded: every
# CMake package the build found (the *_DIR entries of CMakeCache.txt) must belong to a Debian
# package that the script installs, directly or as a dependency -- Recommends do not count,
# because the script installs with --no-install-recommends (that is how Qt6OpenGL went missing on
# a fresh Debian 12). Skipped: NOTFOUND entries, paths inside the build tree, files no package owns.
#
#   check_deps.sh BUILD_DIR INSTALL_DEPS_SCRIPT
set -eu
build="$1"
script="$2"
cache="$build/CMakeCache.txt"
[ -f "$cache" ] || { echo "no CMakeCache.txt in $build"; exit 1; }
command -v dpkg >/dev/null && command -v apt-cache >/dev/null || { echo "needs dpkg and apt-cache"; exit 1; }
build_abs=$(cd "$build" && pwd -P)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$script" --list | sort -u >"$work/listed"
[ -s "$work/listed" ] || { echo "$script --list printed no packages"; exit 1; }

# The closure of the listed packages over Depends and PreDepends only, as apt resolves it with
# --no-install-recommends. apt-cache prints virtual packages as <name>; both forms are kept.
# shellcheck disable=SC2046
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances $(cat "$work/listed") 2>/dev/null \
    | sed -n 's/^\([^ ].*\)$/\1/p; s/^ *|\{0,1\}\(Pre\)\{0,1\}Depends: \(.*\)$/\2/p' \
    | sed 's/[<>]//g; s/:any$//; s/:amd64$//' | sort -u >"$work/closure"
cat "$work/listed" >>"$work/closure"
sort -u -o "$work/closure" "$work/closure"

status=0
checked=0
grep -E '^[A-Za-z0-9_]+_DIR:PATH=' "$cache" | grep -v -E '_(INCLUDE|LIBRARY)_DIR:' | while IFS= read -r line; do
    dir=${line#*=}
    case "$dir" in
    *NOTFOUND* | "") continue ;;
    esac
    [ -d "$dir" ] || continue
    real=$(cd "$dir" && pwd -P)
    case "$real" in
    "$build_abs"*) continue ;;
    esac
    # The package that owns the directory's config file (or the directory itself).
    file=$(ls "$real"/*Config.cmake "$real"/*-config.cmake 2>/dev/null | head -n 1)
    [ -n "$file" ] || file="$real"
    owner=$(dpkg -S "$file" 2>/dev/null | head -n 1 | cut -d: -f1 | cut -d, -f1) || true
    if [ -z "$owner" ]; then
        # dpkg knows files by the path they were unpacked to; /lib may be a link to /usr/lib.
        alt=$(echo "$file" | sed 's|^/usr/lib/|/lib/|')
        owner=$(dpkg -S "$alt" 2>/dev/null | head -n 1 | cut -d: -f1 | cut -d, -f1) || true
    fi
    [ -n "$owner" ] || continue
    echo "$line -> $owner" >>"$work/checked"
    if ! grep -qx "$owner" "$work/closure"; then
        echo "MISSING: ${line%%:*} was loaded from $file, owned by $owner," \
             "which install-deps.sh does not install (add it to the list)" >>"$work/missing"
    fi
done

[ -f "$work/checked" ] && checked=$(wc -l <"$work/checked")
echo "checked $checked CMake packages against $(wc -l <"$work/closure") packages in the closure"
if [ -f "$work/missing" ]; then
    cat "$work/missing"
    status=1
fi
[ "$checked" -gt 0 ] || { echo "no CMake package checked: is $cache a configured build?"; status=1; }
exit $status
