#!/bin/bash
# What a screen reader gets, through the real AT-SPI bus (no Orca needed):
# starts a private session bus with AT-SPI on, the game under Xvfb at the
# start position, then an AT-SPI client (busctl) prints the tree the game
# publishes, activates the first pit that "you may play" through AT-SPI's
# Action interface, prints the tree again, activates "Describe the board",
# and lists the Announcement events (the live regions) seen on the bus.
#
#   dbus-run-session -- tools/atspi_check.sh [OUT_DIR]
#
# Needs Xvfb, Mesa's lavapipe, at-spi2-core, busctl (systemd) and python3.
# OMWESO_BIN chooses the binary (default target/debug/omweso); WAIT the
# seconds the game gets to start (default 60: a debug build on lavapipe).
set -u
out=${1:-atspi-check}
mkdir -p "$out"
bin=${OMWESO_BIN:-target/debug/omweso}
here=$(dirname "$0")
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$out/launcher.log" 2>&1 &
launcher=$!
bus() { gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus "$@"; }
for _ in $(seq 50); do
  bus --method org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
  sleep 0.2
done
# A screen reader turns these on; AccessKit publishes the tree only then.
bus --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null
bus --method org.freedesktop.DBus.Properties.Set org.a11y.Status ScreenReaderEnabled '<true>' >/dev/null
addr=$(bus --method org.a11y.Bus.GetAddress | sed -E "s/^\('(.*)',\)$/\1/")
dbus-monitor --address "$addr" \
  "type='signal',interface='org.a11y.atspi.Event.Object',member='Announcement'" \
  >"$out/announcements.txt" 2>&1 &
monitor=$!
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1280x720x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1.5
export OMWESO_DATA_DIR="$out/data"
mkdir -p "$OMWESO_DATA_DIR"
DISPLAY=$display timeout 600 "$bin" --position start --lang "${OMWESO_LANG:-en}" >"$out/game.log" 2>&1 &
game=$!
sleep "${WAIT:-60}"
python3 "$here/atspi_walk.py" "$addr" | tee "$out/tree.txt"
kill $game $monitor $xvfb $launcher 2>/dev/null
wait 2>/dev/null
echo "== announcements (live regions)"
sed -n '/variant/,/^   array/p' "$out/announcements.txt" | grep -v '^   array' | sed 's/^ *variant *//'
