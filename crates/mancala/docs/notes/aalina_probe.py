"""Two questions put to Aalina about the games of a match against it
(crates/mancala/docs/notes/ai-strength-lab-notes.md, "Four more tries at
200 ms, Aalina's book, and how deep each searches").

    AALINA='java … com.joansala.oware.OwareModule service' \
        python3 crates/mancala/docs/notes/aalina_probe.py book LOG
    AALINA='…' MANCALA_DATA=<tables> \
        python3 crates/mancala/docs/notes/aalina_probe.py depth LOG MANCALA PLIES GAMES

LOG is the output of `examples/uci_match` with ours as A and Aalina as B.

`book`: every position Aalina moved in after the opening's four random
plies, given back to it (`ucinewgame` between games) until it answers
from search rather than its book (`info string A book move was chosen`);
prints, per game, how many book moves it played, then the count of games
for each number.

`depth`: the positions at the given plies (comma-separated) of the first
GAMES games, each searched for 1 s by ours (`MANCALA analyse`) and by
Aalina (`go movetime 1000`, book off); prints the depth each last
finished, then the means.
"""
import collections
import os
import re
import shlex
import statistics
import subprocess
import sys

START = "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0"
RANDOM_PLIES = 4


def games(log):
    """(ours' side, the moves in Aualé's letters) of every game in LOG."""
    lines = open(log).read().splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"pair \d+ game \d: A is (\w)", line)
        if m:
            yield m[1], lines[i + 1].split("moves:")[1].strip()


class Aalina:
    def __init__(self):
        self.p = subprocess.Popen(
            shlex.split(os.environ["AALINA"]), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.until("uciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("aalina_probe: Aalina stopped answering")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.until("readyok")

    def think(self, moves, ms):
        self.send("position startpos moves " + moves if moves else "position startpos")
        self.send(f"go movetime {ms}")
        return self.until("bestmove")


def book(log):
    aalina = Aalina()
    counts = collections.Counter()
    for ours, moves in games(log):
        aalina.new_game()
        theirs = 1 if ours == "S" else 0  # the parity of the plies Aalina moves at
        played = 0
        for k in range(RANDOM_PLIES, len(moves)):
            if k % 2 != theirs:
                continue
            if not any("book move" in line for line in aalina.think(moves[:k], 5)):
                break
            played += 1
        counts[played] += 1
        print(f"ours {ours}: {played} book moves", flush=True)
    aalina.send("quit")
    for n in sorted(counts):
        print(f"{n} book moves after the random plies: {counts[n]} games")


def depth(log, binary, plies, count):
    aalina = Aalina()
    aalina.send("setoption name OwnBook value false")
    ours_depths, their_depths = [], []
    for _, moves in list(games(log))[:count]:
        for k in plies:
            if k >= len(moves):
                continue
            letters = [c.lower() for c in moves[:k]]
            played = subprocess.run([binary, "play", "oware", START, *letters], capture_output=True, text=True)
            position = played.stdout.strip().splitlines()[-1]
            out = subprocess.run(
                [binary, "analyse", "oware", position, "--movetime", "1000"], capture_output=True, text=True
            ).stdout
            ours = int(re.search(r"^depth: (\d+)", out, re.M)[1])
            aalina.new_game()
            infos = [line for line in aalina.think(moves[:k], 1000) if line.startswith("info depth")]
            theirs = int(infos[-1].split()[2])
            ours_depths.append(ours)
            their_depths.append(theirs)
            print(f"ply {k} {position}: ours {ours}, Aalina {theirs}", flush=True)
    aalina.send("quit")
    print(f"mean depth over {len(ours_depths)}: ours {statistics.mean(ours_depths):.1f}, "
          f"Aalina {statistics.mean(their_depths):.1f}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["book"] and len(sys.argv) == 3:
        book(sys.argv[2])
    elif sys.argv[1:2] == ["depth"] and len(sys.argv) == 6:
        depth(sys.argv[2], sys.argv[3], [int(p) for p in sys.argv[4].split(",")], int(sys.argv[5]))
    else:
        sys.exit(__doc__)
