"""Time to depth of `mancala uci oware` with one thread and with two
(crates/mancala/AI_STRENGTH.md, "Threads").

    python3 crates/mancala/docs/notes/time_to_depth.py target/release/mancala 20 12 601

The same positions for both (random moves from the start, 8 to 20 plies,
drawn from the seed), `go depth D` each, the wall time to `bestmove`; book
and tables off, the table cleared between positions.
"""
import random
import subprocess
import sys
import time

binary, depth, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])


def run(*args):
    return subprocess.run([binary, *args], capture_output=True, text=True).stdout


def openings():
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        position = "start"
        for _ in range(rng.randint(8, 20)):
            moves = run("moves", "oware", position).split()
            if not moves:
                break
            position = run("play", "oware", position, rng.choice(moves)).strip().splitlines()[-1]
        else:
            found.append(position)
    return found


def engine(threads):
    process = subprocess.Popen(
        [binary, "uci", "oware"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
    )

    def send(line):
        process.stdin.write(line + "\n")
        process.stdin.flush()

    def wait(prefix):
        while not process.stdout.readline().startswith(prefix):
            pass

    send("uci")
    wait("uciok")
    for option in [f"Threads value {threads}", "OwnBook value false", "UseLeaves value false", "KeepHash value false"]:
        send("setoption name " + option)
    send("isready")
    wait("readyok")
    return send, wait


positions = openings()
for threads in (1, 2):
    send, wait = engine(threads)
    times = []
    for position in positions:
        send("ucinewgame")
        send("isready")
        wait("readyok")
        send(f"position fen {position}")
        start = time.perf_counter()
        send(f"go depth {depth}")
        wait("bestmove")
        times.append(time.perf_counter() - start)
    send("quit")
    each = " ".join(f"{t:.2f}" for t in times)
    print(f"threads {threads}: {sum(times):.2f} s for {len(positions)} positions to depth {depth}; each: {each}")
