#!/usr/bin/env python3
"""Is this PNG a picture of the board? usage: board_picture.py PNG WIDTH HEIGHT

Yes when it is WIDTH x HEIGHT and the middle of the picture (where the
board is at every window size: the middle half each way) holds many
colours, no one of them covering most of it: a black frame, the clear
colour alone, or a flat panel fail. Only the standard library: CI has
python3 but not always an image tool. Says why not in one line."""

import collections
import struct
import sys
import zlib

# Colours are counted at 5 bits a channel, so that noise does not count.
MIN_COLOURS = 64
MAX_SHARE = 0.5


def pixels(path):
    """(width, height, rows of (r, g, b)) of an 8-bit, non-interlaced PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, head = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour, _, _, interlace = head
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"an 8-bit RGB(A) PNG, not depth {depth} colour type {colour}")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, rows, channels


def verdict(path, width, height):
    w, h, rows, channels = pixels(path)
    if (w, h) != (width, height):
        return f"{w}x{h}, not the window's {width}x{height}"
    counts = collections.Counter()
    for y in range(h // 4, 3 * h // 4, 2):
        line = rows[y]
        for x in range(w // 4, 3 * w // 4, 2):
            i = x * channels
            counts[(line[i] >> 3, line[i + 1] >> 3, line[i + 2] >> 3)] += 1
    total = sum(counts.values())
    colour, most = counts.most_common(1)[0]
    if len(counts) < MIN_COLOURS:
        return f"{len(counts)} colours in the board's area, fewer than {MIN_COLOURS}"
    if most > MAX_SHARE * total:
        return f"one colour {colour} covers {100 * most // total}% of the board's area"
    return None


if __name__ == "__main__":
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    try:
        why = verdict(path, width, height)
    except (OSError, ValueError, zlib.error, struct.error, TypeError) as e:
        why = f"unreadable: {e}"
    if why:
        print(f"{path}: {why}", file=sys.stderr)
        sys.exit(1)
