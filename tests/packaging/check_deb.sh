#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the DEB with CPack and checks that it carries what a user needs.
set -eu
build="$1"
cd "$build"
rm -f clusterledger_*.deb
cpack -G DEB >cpack.log 2>&1 || { cat cpack.log; exit 1; }
deb=$(ls clusterledger_*.deb)
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/clusterledger ./usr/bin/clusterledger-cli \
         ./usr/share/applications/io.github.clusterledger.desktop \
         ./usr/share/mime/packages/clusterledger-mime.xml \
         ./usr/share/icons/hicolor/scalable/apps/clusterledger.svg \
         ./usr/share/clusterledger/catalog/gpus.json \
         ./usr/share/clusterledger/examples/superpod-1su-h100.cluster.json; do
    echo "$contents" | grep -q " $f\$" || { echo "missing in $deb: $f"; exit 1; }
done
# The probe travels with the package whenever this build made it.
if [ -x app/probe/clusterledger-probe ]; then
    echo "$contents" | grep -q " ./usr/bin/clusterledger-probe\$" || { echo "missing in $deb: the probe"; exit 1; }
    dpkg-deb -f "$deb" Depends | grep -q libcuda && { echo "the probe must not depend on the driver"; exit 1; }
fi
dpkg-deb -f "$deb" Depends | grep -q libqt6widgets6 || { echo "no Qt dependency recorded"; exit 1; }
# The packaged CLI finds its own catalog when unpacked anywhere.
root=$(mktemp -d)
dpkg-deb -x "$deb" "$root"
env -u CLUSTERLEDGER_RESOURCES "$root/usr/bin/clusterledger-cli" validate \
    "$root/usr/share/clusterledger/examples/mozi-mixed.cluster.json"
rm -rf "$root"
echo "ok: $deb"
