#!/usr/bin/env bash
# The real window, in CI: the game renders under Xvfb with Mesa's software
# Vulkan (lavapipe), at two window sizes and as a kiosk at 1920x1080, and
# each picture must be the board: as big as the window, and in the board's
# area many colours, none covering most of it (a black frame, the clear
# colour or an empty panel fail). Each run must exit 0 within its bound.
#
# usage: tools/ci-window.sh [OMWESO_BINARY]   (default: target/debug/omweso,
# the binary `cargo test --workspace` built). Needs xvfb, mesa-vulkan-drivers
# and python3 (.ci/run installs them). OMWESO_WINDOW_KEEP=DIR keeps the
# pictures there.
set -euo pipefail
bin=${1:-target/debug/omweso}
[ -x "$bin" ] || { echo "ci-window: no game binary at $bin (build it first)" >&2; exit 1; }
command -v Xvfb >/dev/null || { echo "ci-window: Xvfb is missing (apt-get install xvfb)" >&2; exit 1; }
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
[ -e "$lvp" ] || { echo "ci-window: lavapipe is missing (apt-get install mesa-vulkan-drivers)" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
# The game's settings and staff log go to a home of its own, not the CI user's.
export HOME="$out/home" XDG_DATA_HOME="$out/home/data" XDG_CACHE_HOME="$out/home/cache"
export VK_ICD_FILENAMES=$lvp MANCALA_TABLES=off
# A watchdog, not a speed test: a debug build under lavapipe takes well
# under a minute a picture on 2 cores.
bound=${OMWESO_WINDOW_BOUND:-300}
xvfb=
trap '[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$out"' EXIT

# shot NAME SCREEN WIDTH HEIGHT ARGS...: one picture on a display of its own.
shot() {
  local name=$1 screen=$2 width=$3 height=$4; shift 4
  local display=:$((70 + RANDOM % 20))
  Xvfb "$display" -screen 0 "${screen}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
  local png="$out/$name.png" start=$SECONDS code=0
  DISPLAY=$display timeout "$bound" "$bin" --screenshot "$png" "$@" \
    >"$out/$name.log" 2>&1 || code=$?
  kill "$xvfb" 2>/dev/null; wait "$xvfb" 2>/dev/null || true; xvfb=
  if [ "$code" != 0 ]; then
    echo "ci-window: $name: omweso exited $code after $((SECONDS - start)) s (124: over ${bound} s)" >&2
    tail -20 "$out/$name.log" >&2
    exit 1
  fi
  python3 "$here/board_picture.py" "$png" "$width" "$height" \
    || { echo "ci-window: $name: not the board (kept as ${name}-failed.png)" >&2; cp "$png" "${name}-failed.png"; exit 1; }
  [ -n "${OMWESO_WINDOW_KEEP:-}" ] && mkdir -p "$OMWESO_WINDOW_KEEP" && cp "$png" "$OMWESO_WINDOW_KEEP/"
  echo "ci-window: $name: the board, ${width}x${height}, in $((SECONDS - start)) s"
}

shot landscape 1920x1280 1280 720 --window 1280x720 --frames 30
shot portrait 1920x1280 720 1280 --window 720x1280 --frames 30
shot kiosk 1920x1080 1920 1080 --kiosk --frames 30
