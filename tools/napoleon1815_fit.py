"""The weights of Napoleon 1815's search estimate (``engine.napoleon1815.estimate``), fitted:
``python -m tools.napoleon1815_fit`` (the defaults are the fit's: DATA.md, "a fitted estimate for the search").

Plays games of each scenario (seeds ``--seed`` on) with the search's own playout policy for both seats
(``engine.core.levels.guided``: the strongest scripted players, one step in eight at random), reads the
estimate's features every ``--every`` steps, and fits France's win by logistic regression (Newton's method,
an L2 penalty on the features' weights, none on each scenario's bias) on the games whose seed is not a
multiple of 4. Scores the fit on those held out (log loss and Brier score, standard errors clustered by game)
beside a constant guess (each scenario's rate), then prints the weights as ``data/estimate_weights.py`` takes
them. A tool, never a test: minutes of play.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass

from engine import find_game
from engine.core.levels import guided
from engine.core.rng import Rng
from engine.napoleon1815.estimate import FEATURES, features
from engine.napoleon1815.seats import FRANCE
from tools import logistic

GAMES = {"ligny_quatre_bras": 1200, "waterloo": 400, "campaign": 400}  # the fit's games a scenario
SEED = 30_001
Row = tuple[str, int, tuple[float, ...], int]  # scenario, seed, features, France won


def held_out(seed: int) -> bool:
    """Declared before the fit: a game whose seed is a multiple of 4 is kept out of it."""
    return seed % 4 == 0


def positions(scenario: str, seed: int, every: int) -> list[Row]:
    """The features every ``every`` steps of one guided game, each with whether France won it."""
    game = find_game("napoleon1815")
    policy = guided(game)
    assert policy is not None
    state = game.setup(seed, scenario)
    state.quiet = True
    pick = Rng(seed * 7919 + 13)
    read: list[tuple[float, ...]] = []
    step = 0
    while (acting := game.to_act(state)) and step < 5_000:
        mover = acting[0]
        prompt = game.prompt(state, mover)
        legal = prompt.actions
        action = legal[0] if len(legal) == 1 else policy(game, state, mover, prompt, pick)
        game.apply(state, mover, action, observe=False, legal=True)
        step += 1
        if step % every == 0 and game.result(state) is None:
            read.append(features(state))
    result = game.result(state)
    won = int(result is not None and FRANCE in result.winners)
    return [(scenario, seed, x, won) for x in read]


@dataclass(frozen=True)
class Model:
    scenarios: tuple[str, ...]
    weights: list[float]  # one bias a scenario, then one weight a feature

    def chance(self, scenario: str, x: tuple[float, ...]) -> float:
        bias = self.weights[self.scenarios.index(scenario)]
        return logistic.sigmoid(
            bias + sum(w * v for w, v in zip(self.weights[len(self.scenarios) :], x, strict=True))
        )


def fit(rows: list[Row], scenarios: tuple[str, ...], penalty: float) -> Model:
    """The logistic of one bias a scenario and the features, ``penalty`` (L2) on the features' weights."""
    data = [([float(r[0] == s) for s in scenarios] + list(r[2]), r[3]) for r in rows]
    return Model(scenarios, logistic.weights(data, len(scenarios), penalty))


def scores(chances: list[float], rows: list[Row]) -> dict[str, float]:
    """Log loss and Brier score of ``chances`` for ``rows``, each with its standard error clustered
    by game (a game's positions share its result)."""
    found: dict[str, float] = {}
    for name, loss in (
        ("log_loss", lambda p, t: -math.log(p if t else 1 - p)),
        ("brier", lambda p, t: (p - t) ** 2),
    ):
        games: dict[tuple[str, int], list[float]] = {}
        for p, (scenario, seed, _, t) in zip(chances, rows, strict=True):
            games.setdefault((scenario, seed), []).append(loss(min(max(p, 1e-6), 1 - 1e-6), t))
        mean, se = clustered(list(games.values()))
        found[name], found[name + "_se"] = round(mean, 4), round(se, 4)
    return found


def clustered(groups: list[list[float]]) -> tuple[float, float]:
    """The mean of every value, and its standard error with the values of a group correlated."""
    total = sum(len(g) for g in groups)
    mean = sum(sum(g) for g in groups) / total
    spread = sum((sum(g) - mean * len(g)) ** 2 for g in groups)
    return mean, math.sqrt(spread * len(groups) / max(1, len(groups) - 1)) / total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.napoleon1815_fit", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", action="append", metavar="SCENARIO=N", help="games a scenario")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--every", type=int, default=5, help="steps between the positions read")
    parser.add_argument("--penalty", type=float, default=1.0, help="L2 on the features' weights")
    args = parser.parse_args(argv)
    counts = {k: int(v) for k, _, v in (g.partition("=") for g in args.games)} if args.games else GAMES
    scenarios = tuple(sorted(counts))
    rows = [
        row
        for scenario, n in counts.items()
        for seed in range(args.seed, args.seed + n)
        for row in positions(scenario, seed, args.every)
    ]
    train = [r for r in rows if not held_out(r[1])]
    test = [r for r in rows if held_out(r[1])]
    model = fit(train, scenarios, args.penalty)
    rates = {
        s: sum(r[3] for r in train if r[0] == s) / max(1, sum(r[0] == s for r in train)) for s in scenarios
    }
    fitted = scores([model.chance(r[0], r[2]) for r in test], test)
    constant = scores([rates[r[0]] for r in test], test)
    print(
        json.dumps(
            {
                "positions": len(train),
                "games": len({(r[0], r[1]) for r in train}),
                "held_out": len(test),
                "held_out_games": len({(r[0], r[1]) for r in test}),
                "fitted": fitted,
                "constant": constant,
            }
        )
    )
    k = len(scenarios)
    print(
        json.dumps(
            {
                "BIAS": dict(zip(scenarios, (round(v, 4) for v in model.weights[:k]), strict=True)),
                "WEIGHTS": dict(zip(FEATURES, (round(v, 4) for v in model.weights[k:]), strict=True)),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
