"""Where ours loses its games against Aalina (crates/mancala/docs/notes/
ai-strength-lab-notes.md, "Where the games against Aalina are lost").

    MANCALA_DATA=<folder of oware-endgame-15.bin> python3 \
        crates/mancala/docs/notes/where_lost.py target/release/mancala LOG...

Each LOG is the output of `examples/uci_match` with ours as A. For every
game ours lost, it prints ours' own judgement (`mancala analyse`, 300 ms,
from ours' side) at plies 8, 16, 24, 32, 40 and 50, and at the first
position with 15 seeds or fewer on the board (where the endgame tables
begin to answer). Then, over all games: how they ended, and ours' score
by its judgement of the opening (the position after the four random
plies, the same for both games of a pair): ahead (at least 1.5 seeds),
level, or behind (at least 1.5 seeds).
"""
import collections
import re
import subprocess
import sys

binary, logs = sys.argv[1], sys.argv[2:]
GAME = re.compile(r"pair (\d+) game (\d): A is (\w), .*? \((.*?)\) in \d+ moves: A ([\d.]+)")


def games(log):
    lines = open(log).read().splitlines()
    for i, line in enumerate(lines):
        m = GAME.match(line)
        if m:
            moves = lines[i + 1].split("moves:")[1].strip().lower()
            yield dict(pair=int(m[1]), game=int(m[2]), side=m[3], end=m[4], score=float(m[5]), moves=moves)


def play(position, moves):
    out = subprocess.run([binary, "play", "oware", position, *moves], capture_output=True, text=True)
    lines = out.stdout.strip().splitlines()
    return lines[-1] if out.returncode == 0 and lines else None


def judgement(position, ours):
    """Ours' judgement of `position` from ours' side, in seeds (±99 for a proven result)."""
    out = subprocess.run([binary, "analyse", "oware", position, "--movetime", "300"], capture_output=True, text=True).stdout
    m = re.search(r"score: (\S+).*\(for (\w)", out)
    if not m:
        return None
    value = {"win": 99.0, "loss": -99.0}.get(m[1])
    value = float(m[1]) if value is None else value
    return value if m[2] == ours else -value


def seeds_on_board(position):
    board = position.split(" ")[0]
    return sum(int(s) for s in board.replace("/", ",").split(","))


ends = collections.Counter()
by_start = {"ahead": [], "level": [], "behind": []}
for log in logs:
    for g in games(log):
        ends[(g["end"], g["score"])] += 1
        start = judgement(play("start", g["moves"][:4]), g["side"])
        if start is not None:
            by_start["ahead" if start >= 1.5 else "behind" if start <= -1.5 else "level"].append(g["score"])
        if g["score"] != 0.0:
            continue
        marks = []
        for ply in (8, 16, 24, 32, 40, 50):
            position = play("start", g["moves"][:ply]) if ply < len(g["moves"]) else None
            value = judgement(position, g["side"]) if position else None
            if value is None:
                break
            marks.append(f"{ply}:{value:+.1f}")
        position, entry = "start", None
        for ply, move in enumerate(g["moves"], 1):
            position = play(position, [move])
            if position is None or len(position.split(" ")) != 3:
                break
            if seeds_on_board(position) <= 15:
                entry = (ply, judgement(position, g["side"]))
                break
        entry_text = f"15 seeds at ply {entry[0]}: {entry[1]:+.1f}" if entry and entry[1] is not None else "-"
        print(f"{log} pair {g['pair']} game {g['game']} ours {g['side']} lost ({g['end']}): {' '.join(marks)} | {entry_text}", flush=True)

print("how the games ended (ours' score): games")
for (end, score), n in sorted(ends.items()):
    print(f"  {end} ({score}): {n}")
print("ours' score by its judgement of the opening: games, score")
for name, scores in by_start.items():
    share = 100 * sum(scores) / len(scores) if scores else 0.0
    print(f"  {name}: {len(scores)}, {share:.1f} %")
