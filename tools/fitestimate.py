"""Fit a game's ``estimate`` to predict the result: ``python -m tools.fitestimate napoleon21``.

The game's strongest scripted players (``engine.core.levels.best_scripted``) play each other over a
range of seeds; every ``--every``-th position from turn 1 on is read through the game's named
``features`` (``FEATURES``: seat -> module with ``features(state) -> {name: value}``) and labelled
with the result for that seat (1 a win, 0 a loss, 1/2 a draw). A logistic of the features is fitted
by Newton's method (plain Python: a handful of features) on the games before the held-out share, and
scored on the rest, beside the game's current ``estimate``: log-loss and correlation with the
result. It prints one JSON line: the weights, the positions and games used, the scores. A
benchmark-like tool (minutes of one core for a thousand games), never a test.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine import find_game
from engine.core import Game
from engine.core.agent import play
from engine.core.levels import best_scripted
from engine.core.state import GameState

Features = Callable[[Any], Mapping[str, float]]
FEATURES: dict[str, tuple[str, str]] = {  # game -> (the seat predicted for, the module with ``features``)
    "napoleon21": ("france", "engine.napoleon21.estimate"),
}
RIDGE = 1e-6  # a touch of weight decay: keeps Newton's steps solvable when a feature never varies
LOSS_FLOOR = 1e-3  # a chance is held inside [floor, 1 - floor] when scored (an estimate may say 0)


@dataclass(frozen=True)
class Position:
    """One position read: the game's seed, its features, the current estimate, the result."""

    seed: int
    features: Mapping[str, float]
    estimate: float
    label: float


def positions(
    game: Game[Any, Any], seat: str, features: Features, seeds: Sequence[int], every: int
) -> list[Position]:
    """Every ``every``-th position from turn 1 on of scripted games, one a seed (unfinished games left
    out: they have no result)."""
    return [p for seed in seeds for p in _one_game(game, seat, features, seed, every)]


def _one_game(game: Game[Any, Any], seat: str, features: Features, seed: int, every: int) -> list[Position]:
    """The positions read from the scripted game of ``seed`` (none when it does not end)."""
    state = game.setup(seed, None, None)
    seen: list[tuple[Mapping[str, float], float]] = []

    def read(state: GameState, step: int) -> None:
        if step % every == 0 and game.turn(state) >= 1:
            seen.append((features(state), float(game.estimate(state, seat) or 0.5)))

    play(game, {s: best_scripted(game, s) for s in state.seats}, state, seed, watch=read)
    result = game.result(state)
    if result is None:
        return []
    side = game.side(seat)
    label = 0.5 if result.draw or not result.winners else float(side in map(game.side, result.winners))
    return [Position(seed, f, e, label) for f, e in seen]


def chance(weights: Mapping[str, float], features: Mapping[str, float]) -> float:
    """The logistic of the weighted features (``bias`` the log-odds at 0)."""
    odds = weights.get("bias", 0.0) + sum(weights[n] * v for n, v in features.items())
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, odds))))


def fit(rows: Sequence[tuple[Mapping[str, float], float]], rounds: int = 25) -> dict[str, float]:
    """Maximum-likelihood weights of a logistic (Newton's method) for (features, label) rows."""
    names = ["bias", *rows[0][0]]
    w = [0.0] * len(names)
    for _ in range(rounds):
        grad = [0.0] * len(names)
        hess = [[RIDGE * (i == j) for j in range(len(names))] for i in range(len(names))]
        for feats, label in rows:
            x = [1.0, *feats.values()]
            p = chance(dict(zip(names, w, strict=True)), dict(zip(names[1:], x[1:], strict=True)))
            for i, xi in enumerate(x):
                grad[i] += (p - label) * xi
                for j, xj in enumerate(x):
                    hess[i][j] += p * (1 - p) * xi * xj
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return dict(zip(names, w, strict=True))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (``a`` small and symmetric)."""
    n = len(b)
    m = [[*row, rhs] for row, rhs in zip(a, b, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            k = m[r][col] / m[col][col]
            m[r] = [x - k * y for x, y in zip(m[r], m[col], strict=True)]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def log_loss(chances: Sequence[float], labels: Sequence[float]) -> float:
    """The mean negative log-likelihood of the labels (a draw's 1/2 counts half each way)."""
    total = 0.0
    for p, y in zip(chances, labels, strict=True):
        p = min(1 - LOSS_FLOOR, max(LOSS_FLOOR, p))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(labels)


def correlation(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Pearson's correlation (0 when either does not vary)."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx, syy = sum((x - mx) ** 2 for x in xs), sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else 0.0


def report(found: Sequence[Position], held_out: float) -> dict[str, object]:
    """Fit on the games before the held-out share of seeds, score both estimates on the rest."""
    seeds = sorted({p.seed for p in found})
    cut = seeds[int(len(seeds) * (1 - held_out))] if held_out else seeds[-1] + 1
    train = [p for p in found if p.seed < cut]
    test = [p for p in found if p.seed >= cut] or train
    weights = fit([(p.features, p.label) for p in train])
    labels = [p.label for p in test]
    fitted = [chance(weights, p.features) for p in test]
    current = [p.estimate for p in test]
    return {
        "weights": {n: round(w, 3) for n, w in weights.items()},
        "games": {"fit": len({p.seed for p in train}), "held_out": len({p.seed for p in test})},
        "positions": {"fit": len(train), "held_out": len(test)},
        "log_loss": {
            "fitted": round(log_loss(fitted, labels), 4),
            "current": round(log_loss(current, labels), 4),
        },
        "correlation": {
            "fitted": round(correlation(fitted, labels), 3),
            "current": round(correlation(current, labels), 3),
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.fitestimate", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(FEATURES))
    parser.add_argument("--seed", type=int, default=5001, help="the first seed")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--every", type=int, default=3, help="read every n-th position")
    parser.add_argument(
        "--held-out", type=float, default=0.25, help="the share of games (the last seeds) held out"
    )
    args = parser.parse_args(argv)
    seat, module = FEATURES[args.game]
    features: Features = importlib.import_module(module).features
    seeds = range(args.seed, args.seed + args.games)
    found = positions(find_game(args.game), seat, features, seeds, args.every)
    print(
        json.dumps(
            {"game": args.game, "seat": seat, "seeds": [seeds[0], seeds[-1]], **report(found, args.held_out)}
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
