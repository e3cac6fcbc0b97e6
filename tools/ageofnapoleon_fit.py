"""The weights of Age of Napoleon's search estimate (``engine.ageofnapoleon.estimate``), fitted:
``python -m tools.ageofnapoleon_fit --games 1805=91 --games 1809=107 --games 1813=205``.

Plays games of each scenario (seeds ``--seed`` on) with the search's own playout policy for both seats
(``engine.core.levels.guided``: the scripted generals, one step in eight at random), reads the estimate's
public features every ``--every`` steps, and fits France's win by logistic regression (Newton's method, an L2
penalty on the terms, none on each scenario's bias). Prints the held-out log loss (a quarter of the games kept
out) beside a constant guess, then the weights fitted on every game, as ``estimate.BIAS`` and ``WEIGHTS``
take them (DATA.md §19). A tool, never a test: a few minutes of play.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass

from engine import find_game
from engine.ageofnapoleon.estimate import FEATURES, features
from engine.core.levels import guided
from engine.core.rng import Rng
from tools import logistic

Row = tuple[str, int, list[float], int]  # scenario, seed, features, France won


def positions(scenario: str, seed: int, every: int) -> list[Row]:
    """The features every ``every`` steps of one guided game, each with whether France won it."""
    game = find_game("ageofnapoleon")
    policy = guided(game)
    assert policy is not None
    state = game.setup(seed, scenario)
    pick = Rng(seed * 7919 + 13)
    read: list[list[float]] = []
    step = 0
    while (acting := game.to_act(state)) and step < 5_000:
        mover = acting[0]
        prompt = game.prompt(state, mover)
        legal = prompt.actions
        action = legal[0] if len(legal) == 1 else policy(game, state, mover, prompt, pick)
        game.apply(state, mover, action, observe=False, legal=True)
        step += 1
        if step % every == 0 and state.result is None:
            found = features(state)
            read.append([float(found[name]) for name in FEATURES])
    result = game.result(state)
    won = int(result is not None and "french" in result.winners)
    return [(scenario, seed, x, won) for x in read]


@dataclass(frozen=True)
class Model:
    scenarios: tuple[str, ...]
    weights: list[float]  # one bias a scenario, then one weight a feature

    def margin(self, scenario: str, x: list[float]) -> float:
        bias = self.weights[self.scenarios.index(scenario)]
        return bias + sum(w * v for w, v in zip(self.weights[len(self.scenarios) :], x, strict=True))


def _inputs(scenarios: tuple[str, ...], row: Row) -> list[float]:
    return [float(row[0] == s) for s in scenarios] + row[2]


def fit(rows: list[Row], scenarios: tuple[str, ...], penalty: float) -> Model:
    """The logistic of one bias a scenario and the features, ``penalty`` (L2) on the features' weights."""
    data = [(_inputs(scenarios, r), r[3]) for r in rows]
    return Model(scenarios, logistic.weights(data, len(scenarios), penalty))


def log_loss(model: Model, rows: list[Row]) -> float:
    total = 0.0
    for scenario, _, x, t in rows:
        p = min(max(logistic.sigmoid(model.margin(scenario, x)), 1e-9), 1 - 1e-9)
        total -= t * math.log(p) + (1 - t) * math.log(1 - p)
    return total / max(len(rows), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.ageofnapoleon_fit", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--games", action="append", required=True, metavar="SCENARIO=N", help="games a scenario"
    )
    parser.add_argument("--seed", type=int, default=10_001)
    parser.add_argument("--every", type=int, default=7, help="steps between the positions read")
    parser.add_argument("--penalty", type=float, default=1.0, help="L2 on the features' weights")
    args = parser.parse_args(argv)
    counts = {k: int(v) for k, _, v in (g.partition("=") for g in args.games)}
    scenarios = tuple(sorted(counts))
    rows = [
        row
        for scenario, n in counts.items()
        for seed in range(args.seed, args.seed + n)
        for row in positions(scenario, seed, args.every)
    ]
    held = {(s, seed) for s, n in counts.items() for seed in range(args.seed, args.seed + n) if seed % 4 == 0}
    train = [r for r in rows if (r[0], r[1]) not in held]
    test = [r for r in rows if (r[0], r[1]) in held]
    fitted = fit(train, scenarios, args.penalty)
    rates = {
        s: sum(r[3] for r in train if r[0] == s) / max(1, sum(1 for r in train if r[0] == s))
        for s in scenarios
    }
    constant = Model(
        scenarios, [math.log(max(p, 1e-6) / max(1 - p, 1e-6)) for p in rates.values()] + [0.0] * len(FEATURES)
    )
    print(
        json.dumps(
            {
                "positions": len(rows),
                "held_out": len(test),
                "log_loss": round(log_loss(fitted, test), 4),
                "constant_log_loss": round(log_loss(constant, test), 4),
            }
        )
    )
    model = fit(rows, scenarios, args.penalty)
    print(
        json.dumps(
            {
                "BIAS": dict(zip(scenarios, (round(v, 3) for v in model.weights), strict=False)),
                "WEIGHTS": dict(
                    zip(FEATURES, (round(v, 3) for v in model.weights[len(scenarios) :]), strict=True)
                ),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
