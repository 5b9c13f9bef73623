#!/usr/bin/env python3
"""Two `examples/uci_match` runs on the same openings, compared opening by opening.

Usage: paired.py A.txt B.txt

Each run is a match's output with the same --seed, --pairs and
--opening-plies, so that pair k of both opened the same way. For each
opening, engine A's score over its two games in run A.txt minus engine A's
in run B.txt; prints both runs' scores over the common openings and the
mean difference, in points, with its 95 % interval (1.96 standard errors).
"""
import math
import re
import sys


def pair_scores(path):
    scores = {}
    for line in open(path):
        m = re.match(r"pair (\d+) game \d: .* A ([\d.]+) \(", line)
        if m:
            k = int(m.group(1))
            scores[k] = scores.get(k, 0.0) + float(m.group(2))
    return scores


def main():
    a, b = pair_scores(sys.argv[1]), pair_scores(sys.argv[2])
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        sys.exit("paired.py: fewer than two openings in common")
    diffs = [(a[k] - b[k]) * 50 for k in common]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    print("openings %d: A %.1f %%, B %.1f %%, difference %+.1f ± %.1f points" % (
        n, sum(a[k] for k in common) * 50 / n, sum(b[k] for k in common) * 50 / n,
        mean, 1.96 * math.sqrt(var / n)))


main()
