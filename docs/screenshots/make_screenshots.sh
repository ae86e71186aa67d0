#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make_screenshots.sh [BUILD]: draws the README's screenshots from the bundled examples with the
# app as built (default build/release), offscreen, so that they show what the app shows today
# (a hand-taken picture went stale: 84.5 days where the app said 74.0). Writes
# docs/screenshots/<example>-<size>-<lang>.png for the SuperPOD and the 64-unit hall (the
# SuperPOD replicated 64 times), at 1600x1000 and 1366x768, in English and Chinese.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build="${1:-$root/build/release}"
app="$build/app/clusterledger"
cli="$build/app/clusterledger-cli"
out="$root/docs/screenshots"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen CLUSTERLEDGER_RESOURCES="$root/resources" XDG_CONFIG_HOME="$work"
"$cli" replicate "$root/resources/examples/superpod-1su-h100.cluster.json" --times 64 \
    -o "$work/hall-64su.cluster.json" >/dev/null
for example in superpod hall-64su; do
    case "$example" in
    superpod) file="$root/resources/examples/superpod-1su-h100.cluster.json" ;;
    *) file="$work/$example.cluster.json" ;;
    esac
    for size in 1600x1000 1366x768; do
        for lang in en zh_CN; do
            "$app" "$file" --lang "$lang" --size "$size" \
                --screenshot "$out/$example-$size-$lang.png" 2>/dev/null
            echo "$out/$example-$size-$lang.png"
        done
    done
done
