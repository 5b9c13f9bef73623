#!/usr/bin/env python3
"""Plots a kiosk soak's CSV (tools/soak.sh) to a PNG and checks it is flat.

usage: soak_plot.py SOAK.csv OUT.png

Three panels, one per measure over the run: resident memory, live
entities, open files. The check compares the largest value in the last
half hour with the largest in the half hour before it (the last hour,
never counting the first 10 minutes, while tables, caches and the
allocator's pools fill; a shorter run uses its halves after those 10
minutes). A measure that grew by more than 2 % fails the run (exit 1).
The largest value, not a mean: Omweso's table has more entities than
Oware's, and the two alternate.

Only the standard library: the PNG is drawn pixel by pixel with a small
built-in font, so no plotting package is needed.
"""

import csv
import struct
import sys
import zlib

GROWTH_LIMIT = 0.02
WARM_UP = 600.0
HOUR = 3600.0

# A 5x7 font: each glyph is 7 rows of 5 bits, top row first.
FONT = {
    "0": [14, 17, 19, 21, 25, 17, 14], "1": [4, 12, 4, 4, 4, 4, 14],
    "2": [14, 17, 1, 2, 4, 8, 31], "3": [31, 2, 4, 2, 1, 17, 14],
    "4": [2, 6, 10, 18, 31, 2, 2], "5": [31, 16, 30, 1, 1, 17, 14],
    "6": [6, 8, 16, 30, 17, 17, 14], "7": [31, 1, 2, 4, 8, 8, 8],
    "8": [14, 17, 17, 14, 17, 17, 14], "9": [14, 17, 17, 15, 1, 2, 12],
    "A": [14, 17, 17, 31, 17, 17, 17], "B": [30, 17, 17, 30, 17, 17, 30],
    "C": [14, 17, 16, 16, 16, 17, 14], "D": [30, 17, 17, 17, 17, 17, 30],
    "E": [31, 16, 16, 30, 16, 16, 31], "F": [31, 16, 16, 30, 16, 16, 16],
    "G": [14, 17, 16, 23, 17, 17, 15], "H": [17, 17, 17, 31, 17, 17, 17],
    "I": [14, 4, 4, 4, 4, 4, 14], "K": [17, 18, 20, 24, 20, 18, 17],
    "L": [16, 16, 16, 16, 16, 16, 31], "M": [17, 27, 21, 21, 17, 17, 17],
    "N": [17, 17, 25, 21, 19, 17, 17], "O": [14, 17, 17, 17, 17, 17, 14],
    "P": [30, 17, 17, 30, 16, 16, 16], "R": [30, 17, 17, 30, 20, 18, 17],
    "S": [15, 16, 16, 14, 1, 1, 30], "T": [31, 4, 4, 4, 4, 4, 4],
    "U": [17, 17, 17, 17, 17, 17, 14], "V": [17, 17, 17, 17, 17, 10, 4],
    "J": [7, 2, 2, 2, 2, 18, 12], "Q": [14, 17, 17, 17, 21, 18, 13],
    "Z": [31, 1, 2, 4, 8, 16, 31], "W": [17, 17, 17, 21, 21, 21, 10],
    "X": [17, 17, 10, 4, 10, 17, 17], "Y": [17, 17, 10, 4, 4, 4, 4],
    ".": [0, 0, 0, 0, 0, 12, 12], "-": [0, 0, 0, 31, 0, 0, 0],
    "%": [24, 25, 2, 4, 8, 19, 3], ":": [0, 12, 12, 0, 12, 12, 0],
    "+": [0, 4, 4, 31, 4, 4, 0], "(": [2, 4, 8, 8, 8, 4, 2],
    ")": [8, 4, 2, 2, 2, 4, 8], " ": [0] * 7, ",": [0, 0, 0, 0, 12, 4, 8],
}

WIDTH, HEIGHT = 960, 780
WHITE, BLACK, GREY, BLUE = (255, 255, 255), (0, 0, 0), (200, 200, 200), (30, 80, 200)


class Canvas:
    def __init__(self, width, height):
        self.width, self.height = width, height
        self.pixels = bytearray(WHITE * (width * height))

    def dot(self, x, y, colour):
        if 0 <= x < self.width and 0 <= y < self.height:
            i = 3 * (y * self.width + x)
            self.pixels[i:i + 3] = bytes(colour)

    def line(self, x0, y0, x1, y1, colour, thick=1):
        steps = max(abs(x1 - x0), abs(y1 - y0), 1)
        for s in range(steps + 1):
            x = round(x0 + (x1 - x0) * s / steps)
            y = round(y0 + (y1 - y0) * s / steps)
            for d in range(thick):
                self.dot(x, y + d, colour)

    def text(self, x, y, words, colour=BLACK, scale=2):
        for ch in words.upper():
            rows = FONT.get(ch, FONT[" "])
            for r, bits in enumerate(rows):
                for c in range(5):
                    if bits & (16 >> c):
                        for dy in range(scale):
                            for dx in range(scale):
                                self.dot(x + c * scale + dx, y + r * scale + dy, colour)
            x += 6 * scale

    def png(self):
        raw = b"".join(
            b"\0" + bytes(self.pixels[3 * y * self.width:3 * (y + 1) * self.width])
            for y in range(self.height)
        )

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def label(value):
    return f"{value:.1f}" if value < 100 else f"{value:.0f}"


def panel(canvas, top, height, title, minutes, values):
    left, right = 110, WIDTH - 30
    low, high = min(values), max(values)
    # A flat line sits in the middle of a band 10 % either side of it.
    pad = max((high - low) * 0.1, abs(high) * 0.1, 1.0)
    low, high = low - pad, high + pad
    canvas.text(left, top - 24, title)
    for frac in (0.0, 0.5, 1.0):
        y = round(top + height - frac * height)
        canvas.line(left, y, right, y, GREY)
        canvas.text(8, y - 7, label(low + frac * (high - low)))
    canvas.line(left, top, left, top + height, BLACK)
    canvas.line(left, top + height, right, top + height, BLACK)
    span = max(minutes[-1] - minutes[0], 1e-9)
    points = [
        (round(left + (m - minutes[0]) / span * (right - left)),
         round(top + height - (v - low) / (high - low) * height))
        for m, v in zip(minutes, values)
    ]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        canvas.line(x0, y0, x1, y1, BLUE, thick=2)
    if len(points) == 1:
        canvas.line(points[0][0] - 2, points[0][1], points[0][0] + 2, points[0][1], BLUE, 2)
    return left, right


def growth(seconds, values):
    """The growth of the largest value between the two halves of the last
    hour (after the warm-up): (later - earlier) / earlier."""
    end = seconds[-1]
    start = max(end - HOUR, min(WARM_UP, end / 2))
    middle = (start + end) / 2
    early = [v for s, v in zip(seconds, values) if start <= s < middle]
    late = [v for s, v in zip(seconds, values) if middle <= s <= end]
    if not early or not late:
        return None, start
    return (max(late) - max(early)) / max(max(early), 1e-9), start


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: soak_plot.py SOAK.csv OUT.png")
    with open(sys.argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    if len(rows) < 2:
        sys.exit(f"{sys.argv[1]}: fewer than two samples")
    seconds = [float(r["seconds"]) for r in rows]
    minutes = [s / 60 for s in seconds]
    measures = [
        ("resident memory (MiB)", [int(r["rss_kib"]) / 1024 for r in rows]),
        ("live entities", [int(r["entities"]) for r in rows]),
        ("open files", [int(r["open_files"]) for r in rows]),
    ]
    canvas = Canvas(WIDTH, HEIGHT)
    games = rows[-1]["demonstrations"]
    canvas.text(110, 8, f"kiosk soak: {minutes[-1]:.0f} minutes, {games} demonstrations", scale=2)
    failed = False
    panel_height, top = 170, 70
    for i, (title, values) in enumerate(measures):
        g, start = growth(seconds, values)
        verdict = "n/a" if g is None else f"{100 * g:+.2f} %"
        if g is not None and g > GROWTH_LIMIT:
            failed = True
        print(f"{title}: first {values[0]:.1f}, last {values[-1]:.1f}, "
              f"max {max(values):.1f}; growth over minutes {start / 60:.0f}-{minutes[-1]:.0f}: {verdict}")
        left, right = panel(canvas, top, panel_height, f"{title}  growth {verdict}", minutes, values)
        top += panel_height + 60
    canvas.text(left, HEIGHT - 40, f"minutes 0 to {minutes[-1]:.0f}")
    with open(sys.argv[2], "wb") as f:
        f.write(canvas.png())
    if failed:
        print(f"FAIL: a measure grew more than {100 * GROWTH_LIMIT:.0f} % over the last hour")
        sys.exit(1)
    print(f"ok: nothing grew more than {100 * GROWTH_LIMIT:.0f} % over the last hour")


if __name__ == "__main__":
    main()
