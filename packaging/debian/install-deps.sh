#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what a Debian 12 machine lacks to build, run and test ClusterLedger. Quick when
# everything is there: apt is only asked when a package is missing. Uses sudo when not root.
#
# apt runs with --no-install-recommends, so every package the build needs must be named here,
# not reached through a Recommends: libqt6opengl6-dev (Qt6Charts' CMake package needs Qt6OpenGL)
# and libclang-rt-14-dev (libFuzzer and the sanitizer runtimes for clang-14) are only
# Recommends of what pulls them in. tests/packaging/check_deps.sh proves the list against what
# a configured build actually loaded.
#
#   install-deps.sh          install what is missing
#   install-deps.sh --list   print the package list, one per line, and exit
set -eu
PACKAGES="qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
qt6-translations-l10n nlohmann-json3-dev cmake ninja-build g++ clang-14 libclang-rt-14-dev clang-format
libgl-dev fonts-noto-cjk fonts-dejavu-core poppler-utils dpkg-dev file python3 ccache"
if [ "${1:-}" = "--list" ]; then
    for p in $PACKAGES; do echo "$p"; done
    exit 0
fi
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    # A newcomer's machine may have no sudo: say what to run instead of dying with "sudo: not
    # found" (exit 127).
    if ! command -v sudo >/dev/null 2>&1; then
        echo "install-deps.sh: these Debian packages are missing:$missing" >&2
        echo "Run this script as root (su -c packaging/debian/install-deps.sh), or install sudo," >&2
        echo "or have an administrator run: apt-get install --no-install-recommends$missing" >&2
        exit 1
    fi
    SUDO="sudo"
fi
echo "Installing:$missing"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
