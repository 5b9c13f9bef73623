#!/usr/bin/env python3
"""Fits Oware's evaluation weights to deeper searches' scores or to games' results.

Usage: fit_weights.py TRAIN.csv TEST.csv [fixed store weight, default 100 | free]

The CSVs are `examples/fit.rs`'s. The store weight stays fixed (it sets the
scale: a captured seed is 100); the others are fitted by least squares on
TRAIN. With `free` (for results, whose scale is the game's), the store
weight is fitted too and all are shown scaled to a store weight of 100.
Prints the fitted weights and, on TEST (positions of other games), the
mean absolute error of the shipped weights and of the fitted ones; with
`free`, also of the shipped weights at their best scale and of the store
alone. A column past the shipped weights (`weak`) has a shipped weight of 0.
"""
import csv
import sys

SHIPPED = [100, 20, 80, 20, 80, -5, 40]


def read(path):
    with open(path) as f:
        rows = list(csv.reader(f))
    names = rows[0][1:]
    data = [[int(x) for x in r] for r in rows[1:] if r]
    return names, [r[0] for r in data], [r[1:] for r in data]


def solve(a, b):
    """Least squares by the normal equations, Gaussian elimination."""
    n = len(a[0])
    m = [[sum(r[i] * r[j] for r in a) for j in range(n)] for i in range(n)]
    v = [sum(r[i] * y for r, y in zip(a, b)) for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda k: abs(m[k][i]))
        m[i], m[p], v[i], v[p] = m[p], m[i], v[p], v[i]
        for k in range(i + 1, n):
            f = m[k][i] / m[i][i]
            m[k] = [x - f * y for x, y in zip(m[k], m[i])]
            v[k] -= f * v[i]
    w = [0.0] * n
    for i in reversed(range(n)):
        w[i] = (v[i] - sum(m[i][j] * w[j] for j in range(i + 1, n))) / m[i][i]
    return w


def mae(weights, ys, xs):
    return sum(abs(y - sum(w * x for w, x in zip(weights, r))) for y, r in zip(ys, xs)) / len(ys)


def scale_for(weights, ys, xs):
    """The factor that fits `weights` best to `ys`, by least squares."""
    ev = [sum(w * x for w, x in zip(weights, r)) for r in xs]
    return sum(y * e for y, e in zip(ys, ev)) / sum(e * e for e in ev)


def free(names, ys, xs, ty, tx):
    fitted = solve(xs, ys)
    k = 100.0 / fitted[0]
    print("positions: train", len(ys), "test", len(ty))
    print("fitted, store at 100:", ",".join(str(round(w * k)) for w in fitted), "(" + ",".join(names) + ")")
    print("fitted store weight before scaling: %.0f" % fitted[0])
    s = scale_for(SHIPPED, ys, xs)
    alone = [100] + [0] * (len(SHIPPED) - 1)
    a = scale_for(alone, ys, xs)
    print("test mean absolute error: shipped %.1f, shipped x%.2f %.1f, fitted %.1f, store alone x%.2f %.1f" % (
        mae(SHIPPED, ty, tx), s, mae([s * w for w in SHIPPED], ty, tx), mae(fitted, ty, tx),
        a, mae([a * w for w in alone], ty, tx)))


def main():
    names, ys, xs = read(sys.argv[1])
    _, ty, tx = read(sys.argv[2])
    if len(sys.argv) > 3 and sys.argv[3] == "free":
        return free(names, ys, xs, ty, tx)
    store = float(sys.argv[3]) if len(sys.argv) > 3 else 100.0
    rest = [r[1:] for r in xs]
    target = [y - store * r[0] for y, r in zip(ys, xs)]
    fitted = [store] + solve(rest, target)
    print("positions: train", len(ys), "test", len(ty))
    print("fitted:", ",".join(str(round(w)) for w in fitted), "(" + ",".join(names) + ")")
    print("test mean absolute error: shipped %.1f, fitted %.1f" % (mae(SHIPPED, ty, tx), mae(fitted, ty, tx)))


main()
