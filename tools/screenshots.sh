#!/usr/bin/env bash
# Renders every picture the README shows from the current build, one
# command (issue 59): the title, a board after a move, Oware, a portrait
# window, a lesson, a review and the kiosk's attract loop. Look at each one
# before committing it.
#
#   tools/screenshots.sh            # uses target/release/omweso (built if missing)
#   OMWESO_BIN=path/to/omweso tools/screenshots.sh
set -eu
cd "$(dirname "$0")/.."
shot() { tools/screenshot.sh "$@"; }
record=crates/mancala/tests/data/omweso_casual_intermediate.json
# The player's own files stay out of the pictures.
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
export OMWESO_DATA_DIR="$data"
# No endgame tables built while the pictures are taken.
export MANCALA_TABLES=off
shot docs/title.png --frames 150
shot docs/board.png --position start --play l --frames 240
shot docs/oware.png --game oware --position start --frames 60
OMWESO_SCREEN=800x1280 shot docs/portrait.png --window 800x1280 --position start --frames 60
shot docs/lesson.png --lesson capture --frames 90
shot docs/review/omweso-1280x720.png --review "$record" --at 6 --frames 90
# The attract loop starts after 30 s on the title (real time).
shot docs/attract.png --kiosk --frames 600
