#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check_install_nonroot.sh INSTALL_DEPS: run as a user who is not root, on a machine without
# sudo and with a package missing, install-deps.sh must say what to do and exit 1 (it used to
# print "Installing: ..." and die with "sudo: not found", exit 127). The machine is faked: a
# PATH holding only grep, an `id` that says uid 1000 and a `dpkg-query` that knows no package.
set -eu
script="$1"
fake=$(mktemp -d)
trap 'rm -rf "$fake"' EXIT
ln -s "$(command -v grep)" "$fake/grep"
printf '#!/bin/sh\necho 1000\n' > "$fake/id"
printf '#!/bin/sh\nexit 1\n' > "$fake/dpkg-query"
chmod +x "$fake/id" "$fake/dpkg-query"
status=0
PATH="$fake" /bin/sh "$script" > "$fake/out" 2>&1 || status=$?
if [ "$status" -ne 1 ]; then
    echo "expected exit 1, got $status:"; cat "$fake/out"; exit 1
fi
for words in "Run this script as root" "install sudo" "apt-get install --no-install-recommends"; do
    if ! grep -q "$words" "$fake/out"; then
        echo "expected \"$words\" in:"; cat "$fake/out"; exit 1
    fi
done
echo "install-deps.sh without root or sudo: exit 1 and says what to run"
