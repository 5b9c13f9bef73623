#!/bin/sh
# The kiosk's attract loop for HOURS, headless, with no audio device
# (examples/kiosk_soak.rs): resident memory, live entities and open files
# sampled every minute to OUT/soak.csv, plotted to OUT/soak.png; fails
# (exit 1) if any of them grew more than 2 % over the last hour
# (tools/soak_plot.py says how that is measured).
#
#   tools/soak.sh HOURS [OUT]        (OUT: target/soak)
#
# SOAK_BIN=path runs that build of the example instead of building one
# (to build it under a lock of your own, or to keep a build while the
# tree changes). Run it at low priority on a shared machine:
#   nice -n 19 tools/soak.sh 2
set -eu
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: tools/soak.sh HOURS [OUT]" >&2
    exit 2
fi
hours=$1
out=${2:-target/soak}
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
if [ -z "${SOAK_BIN:-}" ]; then
    (cd "$here" && cargo build --example kiosk_soak)
    SOAK_BIN="$here/target/debug/examples/kiosk_soak"
fi
echo "soak: $hours h from $(date -u +%H:%M:%SZ), samples in $out/soak.csv"
"$SOAK_BIN" --hours "$hours" --every "${SOAK_EVERY:-60}" --csv "$out/soak.csv"
python3 "$here/tools/soak_plot.py" "$out/soak.csv" "$out/soak.png"
