#!/bin/sh
# A match of `mancala uci oware` against Aalina (github.com/joansalasoler/aalina,
# GPL Java), both as long-running UCI processes, refereed by our rules
# (examples/uci_match.rs). Aalina is built here from a checkout given by the
# caller; nothing of it is kept in this repository.
#
#   apt-get install -y default-jdk-headless libguice-java libpicocli-java \
#       libjline3-java libdb-je-java
#   git clone https://github.com/joansalasoler/aalina /tmp/aalina
#   crates/mancala/tools/aalina_match.sh /tmp/aalina [pairs] [movetime ms] [seed] [uci_match options…]
#
# The report's figure (AI_STRENGTH.md): a seed from 1001-1099 never used
# before, four random plies (no opening twice), one thread of ours as
# Aalina has one, and the 20-seed endgame tables the Debian package installs:
#
#   MANCALA_DATA=<folder of oware-endgame-20.bin> crates/mancala/tools/aalina_match.sh \
#       /tmp/aalina 30 1000 1001 --opening-plies 4 --a-init 'setoption name Threads value 1'
#
# (`mancala tables oware 20` with the same MANCALA_DATA builds the tables.)
#
# Run from the repository root. Aalina's book and endgame tables are copied
# next to its classes (a writable folder on the class path), so both are on.
set -eu
src=${1:?usage: aalina_match.sh <aalina checkout> [pairs] [movetime] [seed]}
pairs=${2:-5}
movetime=${3:-1000}
seed=${4:-1}
shift $(($# < 4 ? $# : 4))
work=${AALINA_BUILD:-/tmp/aalina-build}
j=/usr/share/java
cp="$j/guice.jar:$j/guava.jar:$j/aopalliance.jar:$j/atinject-jsr330-api.jar:$j/picocli.jar:$j/jline3.jar:$j/db-je.jar"
if [ ! -f "$work/classes/com/joansala/oware/OwareModule.class" ]; then
    mkdir -p "$work/classes"
    javac -nowarn -d "$work/classes" -cp "$cp" $(find "$src/src/main/java" -name '*.java')
    cp "$src"/src/main/resources/* "$work/classes/"
fi
cargo build --release -p mancala --bin mancala --example uci_match
target=${CARGO_TARGET_DIR:-target}
"$target/release/examples/uci_match" \
    --a "$target/release/mancala uci oware" \
    --b "java --add-opens java.base/java.lang=ALL-UNNAMED -cp $cp:$work/classes com.joansala.oware.OwareModule service" \
    --pairs "$pairs" --movetime "$movetime" --seed "$seed" "$@"
