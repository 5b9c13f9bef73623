#!/usr/bin/env bash
# Builds the Debian package omweso_<version>_amd64.deb with Debian's own
# tools: the game in /usr/games, the engine's command line in /usr/bin,
# Oware's endgame tables, the desktop entry, icons, AppStream metainfo, man
# pages (help2man, from the programs' --help), the kiosk's systemd user unit
# and the copyright file. Runs `lintian` on the result when it is installed.
#
#   tools/package/deb.sh [--no-build] [OUT_DIR]   # default: target/package
#
# --no-build packages target/dist as it is (it must exist) instead of
# bringing it up to date first. The package is built with Cargo's `dist`
# profile (thin LTO, one codegen unit); `cargo run --release` stays quick
# to build.
#
# Needs (Debian): apt-get install dpkg-dev help2man lintian
# Set DEBFULLNAME / DEBEMAIL (else EMAIL) for the Maintainer field; without
# them it is the builder's user@host, as Debian's dch does. The project has
# no web address yet, so the package names none (no Homepage, no AppStream
# url or screenshots).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/tools/package"
build=yes
if [ "${1:-}" = --no-build ]; then
    build=no
    shift
fi
out=$(realpath -m "${1:-$root/target/package}")
for tool in dpkg-deb dpkg-shlibdeps help2man cargo; do
    command -v "$tool" >/dev/null || {
        echo "deb.sh: $tool is missing; on Debian: apt-get install dpkg-dev help2man" >&2
        exit 1
    }
done

cd "$root"
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)
arch=$(dpkg --print-architecture)
maintainer="${DEBFULLNAME:-The Omweso developers} <${DEBEMAIL:-${EMAIL:-$(id -un)@$(hostname -f 2>/dev/null || hostname)}}>"
# The commit's date, so that two builds of one commit are alike.
date_rfc=$(git log -1 --format=%cD 2>/dev/null || date -R)
date_iso=$(git log -1 --format=%cs 2>/dev/null || date +%F)
export SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || date +%s)

if [ "$build" = yes ]; then
    echo "deb.sh: dist build (cargo builds only what changed)"
    cargo build --profile dist --locked -p omweso -p mancala --bins
fi
game="$root/target/dist/omweso"
engine="$root/target/dist/mancala"

# Oware's endgame tables are built here, once, and installed: a kiosk PC
# must not spend its first minutes with a core busy building them while
# visitors play. They are cached in target/package/tables between builds.
# 20 seeds, more than the 17 a machine without them builds in the
# background: they scored more against Aalina (crates/mancala/AI_STRENGTH.md,
# "Endgame tables") but
# cost too much to build on a player's machine (docs/operating.md).
seeds=20
tables="$root/target/package/tables"
table="$tables/oware-endgame-$seeds.bin"
# Built again when the tables' code (and so maybe their format) changed.
if [ ! -s "$table" ] || [ crates/mancala/src/oware/tables.rs -nt "$table" ]; then
    echo "deb.sh: building Oware's $seeds-seed endgame tables (about 14 min and 2.6 GB)"
    MANCALA_DATA="$tables" "$engine" tables oware "$seeds"
fi

name="omweso_${version}_${arch}"
stage="$out/$name"
rm -rf "$stage"
mkdir -p "$stage/DEBIAN"
put() { install -D -m "$1" "$2" "$stage/$3"; }

put 755 "$game" usr/games/omweso
put 755 "$engine" usr/bin/mancala
strip --strip-unneeded --remove-section=.comment --remove-section=.note \
    "$stage/usr/games/omweso" "$stage/usr/bin/mancala"
put 644 "$table" "usr/share/mancala/oware-endgame-$seeds.bin"

id=org.omweso.Omweso
put 644 "$here/$id.desktop" "usr/share/applications/$id.desktop"
metainfo="$stage/usr/share/metainfo/$id.metainfo.xml"
mkdir -p "$(dirname "$metainfo")"
sed -e "s|@VERSION@|$version|g" -e "s|@DATE@|$date_iso|g" \
    "$here/$id.metainfo.xml" >"$metainfo"
for icon in "$root"/assets/icons/omweso-*.png; do
    size=$(basename "$icon" .png | sed 's/^omweso-//')
    put 644 "$icon" "usr/share/icons/hicolor/${size}x${size}/apps/$id.png"
done
put 644 "$here/omweso-kiosk.service" usr/lib/systemd/user/omweso-kiosk.service

mkdir -p "$stage/usr/share/man/man6" "$stage/usr/share/man/man1"
help2man --no-info --section 6 --include "$here/omweso.h2m" "$game" |
    gzip -9n >"$stage/usr/share/man/man6/omweso.6.gz"
help2man --no-info --section 1 --include "$here/mancala.h2m" "$engine" |
    gzip -9n >"$stage/usr/share/man/man1/mancala.1.gz"

doc="$stage/usr/share/doc/omweso"
mkdir -p "$doc/examples"
"$here/copyright.sh" >"$doc/copyright"
printf 'omweso (%s) unstable; urgency=medium\n\n  * Built by tools/package/deb.sh from commit %s.\n\n -- %s  %s\n' \
    "$version" "$(git rev-parse --short=9 HEAD 2>/dev/null || echo unknown)" "$maintainer" "$date_rfc" |
    gzip -9n >"$doc/changelog.gz"
install -m 644 "$here/kiosk-xinitrc" "$doc/examples/kiosk-xinitrc"

# The engine's command line is no game: /usr/bin (lintian's one warning,
# package-section-games-but-has-usr-bin, stays for it).
# Depends: what the binaries link (dpkg-shlibdeps), and the libraries Bevy
# opens at run time: the Vulkan loader, and X11's for the window and keys.
shlib=$(cd "$out" && mkdir -p shlibs/debian && printf 'Source: omweso\n' >shlibs/debian/control &&
    cd shlibs && dpkg-shlibdeps -O "$stage/usr/games/omweso" "$stage/usr/bin/mancala" |
    sed -n 's/^shlibs:Depends=//p')
runtime="libvulkan1, libx11-6, libx11-xcb1, libxcursor1, libxi6, libxrandr2, libxkbcommon-x11-0"
installed_kb=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<EOF
Package: omweso
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_kb
Depends: $shlib, $runtime
Recommends: mesa-vulkan-drivers
Suggests: speech-dispatcher
Section: games
Priority: optional
Description: Uganda's royal four-row mancala, and Oware, in 3D
 Omweso is the royal four-row mancala of Uganda: 64 seeds on a carved
 board of 32 pits. This game plays it exactly by its rules, and also plays
 Oware (Abapa), the West African two-row game, on the same table: against
 a strong computer opponent, two players on one screen, with lessons,
 puzzles and a review of every game, in seven languages.
 .
 It runs as an unattended exhibition piece too (omweso --kiosk), with a
 systemd user unit, and includes the engine's command line, mancala.
EOF
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
find "$stage" -type d -exec chmod 755 {} +
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

deb="$out/$name.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb"
echo "deb.sh: wrote $deb"
if command -v lintian >/dev/null; then
    lintian --info "$deb" || true
fi
