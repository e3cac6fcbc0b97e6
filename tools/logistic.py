"""A logistic regression by Newton's method, in plain Python (a dozen inputs, no numpy), shared by the
tools that fit a game's search estimate with one bias a scenario (``tools.ageofnapoleon_fit``,
``tools.napoleon1815_fit``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

ROUNDS = 30  # Newton's steps at most
TOLERANCE = 1e-7  # stop once no weight moves more than this


def sigmoid(z: float) -> float:
    """The logistic of ``z``, held inside ±30 so that ``exp`` never overflows."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def weights(data: Sequence[tuple[Sequence[float], int]], free: int, penalty: float) -> list[float]:
    """Maximum-likelihood weights for (inputs, label) rows, an L2 ``penalty`` on every weight but the
    first ``free`` (the scenarios' biases)."""
    n = len(data[0][0])
    w = [0.0] * n
    for _ in range(ROUNDS):
        grad = [-penalty * w[i] * (i >= free) for i in range(n)]
        hess = [[penalty if i == j and i >= free else 0.0 for j in range(n)] for i in range(n)]
        for x, t in data:
            p = sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
            for i in range(n):
                if x[i]:
                    grad[i] += (t - p) * x[i]
                    v = p * (1 - p) * x[i]
                    row = hess[i]
                    for j in range(i, n):
                        row[j] += v * x[j]
        for i in range(n):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(v) for v in step) < TOLERANCE:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gauss-Jordan elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]
