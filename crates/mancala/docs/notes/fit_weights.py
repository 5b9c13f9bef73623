#!/usr/bin/env python3
"""Fits Oware's evaluation weights to deeper searches' scores.

Usage: fit_weights.py TRAIN.csv TEST.csv [fixed store weight, default 100]

The CSVs are `examples/fit.rs`'s. The store weight stays fixed (it sets the
scale: a captured seed is 100); the others are fitted by least squares on
TRAIN. Prints the fitted weights and, on TEST (positions of other games),
the mean absolute error of the shipped weights and of the fitted ones.
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


def main():
    names, ys, xs = read(sys.argv[1])
    _, ty, tx = read(sys.argv[2])
    store = float(sys.argv[3]) if len(sys.argv) > 3 else 100.0
    rest = [r[1:] for r in xs]
    target = [y - store * r[0] for y, r in zip(ys, xs)]
    fitted = [store] + solve(rest, target)
    print("positions: train", len(ys), "test", len(ty))
    print("fitted:", ",".join(str(round(w)) for w in fitted), "(" + ",".join(names) + ")")
    print("test mean absolute error: shipped %.1f, fitted %.1f" % (mae(SHIPPED, ty, tx), mae(fitted, ty, tx)))


main()
