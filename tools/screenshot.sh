#!/usr/bin/env bash
# Renders the game without a GPU and saves what a player would see.
# usage: tools/screenshot.sh OUT.png [game arguments...]
# e.g.   tools/screenshot.sh /tmp/title.png --frames 90
# Installs Xvfb and Mesa's software Vulkan (lavapipe) when missing (Debian),
# starts a virtual display, runs the release build with --screenshot OUT.png
# and the arguments given, and stops the display.
set -eu
out=$1
shift
if ! command -v Xvfb >/dev/null || [ ! -e /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ]; then
  apt-get update -qq && apt-get install -y -qq xvfb xauth mesa-vulkan-drivers libvulkan1 >/dev/null
fi
bin=${OMWESO_BIN:-target/release/omweso}
[ -x "$bin" ] || cargo build --release -p omweso
size=${OMWESO_SCREEN:-1280x720}
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 "${size}x24" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1.5
DISPLAY=$display timeout 180 "$bin" --screenshot "$out" "$@"
[ -s "$out" ] && echo "wrote $out"
