"""The plausible Gustav armies met pair by pair, and the build each side should draw from: the series
behind ``engine/gustav/matchups.py``.

Every army of a side that spends 11 or 12 of its 12 points (``builds.plausible``: what a player who
spends his points can have raised) meets every such army of the other side, ``--games`` games a
pair (seeds ``--seed`` on, the same for every pair), both sides played by the scripted player
(``engine.gustav.policy``) except for its army. Each line printed is one pair:
``{"imperial": [...], "swedish": [...], "games": n, "wins": {...}}``; ``--shard i/k`` plays every
k-th pair from the i-th, so that k processes share the series. ``--solve FILE...`` reads such lines
and prints ``engine/gustav/matchups.py``: the pairs' results, and each side's equilibrium mixture
of the zero-sum game whose payoff is the Imperial win rate (a draw a half), solved exactly
(``solve``: the simplex method in fractions).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any

from engine import find_game
from engine.core import Action, Prompt
from engine.core.agent import Scripted, play
from engine.core.rng import Rng
from engine.gustav.builds import plausible
from engine.gustav.policy import greedy
from engine.gustav.state import SEATS

Pair = tuple[tuple[str, ...], tuple[str, ...]]


def raising(army: tuple[str, ...]) -> Scripted:
    """The scripted player, raising ``army`` (its HQ aside) instead of one drawn from its mixture."""
    chosen = Action("army", army)

    def decide(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
        if prompt.key == "gustav-ask-build":
            return next(a for a in prompt.actions if a == chosen)
        return greedy(view, prompt, pick)

    return Scripted("greedy-" + "-".join(army), decide)


def pairs() -> list[Pair]:
    """Every plausible army of each side against every plausible army of the other."""
    a, b = SEATS
    return [(x, y) for x in plausible(a) for y in plausible(b)]


def series(pair: Pair, games: int, seed: int) -> dict[str, object]:
    game = find_game("gustav")
    agents = {seat: raising(army) for seat, army in zip(SEATS, pair, strict=True)}
    wins = dict.fromkeys(SEATS, 0)
    for n in range(games):
        state = game.setup(seed + n)
        play(game, agents, state, seed + n)
        result = game.result(state)
        assert result is not None
        for winner in result.winners:
            wins[winner] += 1
    return {SEATS[0]: list(pair[0]), SEATS[1]: list(pair[1]), "games": games, "wins": wins}


def results(lines: list[dict[str, Any]]) -> dict[Pair, tuple[int, int, int]]:
    """The plausible pairs' results: (Imperial army, Swedish army) -> (games, Imperial wins, Swedish
    wins), every pair read once."""
    a, b = SEATS
    out: dict[Pair, tuple[int, int, int]] = {}
    for line in lines:
        pair = (tuple(line[a]), tuple(line[b]))
        if pair[0] in plausible(a) and pair[1] in plausible(b):
            assert pair not in out, f"pair {pair} read twice"
            out[pair] = (line["games"], line["wins"][a], line["wins"][b])
    missing = len(plausible(a)) * len(plausible(b)) - len(out)
    assert not missing, f"{missing} plausible pairs without a result"
    return out


def rate(games: int, won: int, lost: int) -> Fraction:
    """A win rate, a draw a half."""
    return (2 * won + games - won - lost) / Fraction(2 * games)


def solve(matrix: list[list[Fraction]]) -> tuple[list[Fraction], list[Fraction], Fraction]:
    """The zero-sum game ``matrix`` (the row player's payoff, which it maximises and the column
    player minimises), solved exactly: the row player's mixture, the column player's, and the value.

    The payoffs are shifted to be positive (by ``1 - min``); then the column player's mixture is
    ``y / sum(y)`` for the ``y >= 0`` that maximises ``sum(y)`` under ``matrix y <= 1``, the value
    ``1 / sum(y)``, and the row player's mixture is read from the dual (the slacks' reduced costs).
    The simplex method on the tableau, in fractions, with Bland's rule (no cycling)."""
    m, n = len(matrix), len(matrix[0])
    shift = 1 - min(min(row) for row in matrix)
    # rows: [payoffs + shift | identity | 1]; the last row: the objective (-1 for each y, 0 for each slack)
    tableau = [
        [*(x + shift for x in row), *(Fraction(int(i == k)) for k in range(m)), Fraction(1)]
        for i, row in enumerate(matrix)
    ]
    goal = [Fraction(-1)] * n + [Fraction(0)] * (m + 1)
    basis = [n + i for i in range(m)]
    while True:
        entering = next((j for j in range(n + m) if goal[j] < 0), None)
        if entering is None:
            break
        ratios = [(r[-1] / r[entering], basis[i], i) for i, r in enumerate(tableau) if r[entering] > 0]
        _, _, row = min(ratios)
        pivot = tableau[row][entering]
        tableau[row] = [x / pivot for x in tableau[row]]
        for i, r in enumerate(tableau):
            if i != row and r[entering]:
                factor = r[entering]
                tableau[i] = [x - factor * y for x, y in zip(r, tableau[row], strict=True)]
        factor = goal[entering]
        goal = [x - factor * y for x, y in zip(goal, tableau[row], strict=True)]
        basis[row] = entering
    total = goal[-1]  # the greatest sum(y): 1 / the shifted value
    cols = [Fraction(0)] * n
    for i, j in enumerate(basis):
        if j < n:
            cols[j] = tableau[i][-1] / total
    rows = [goal[n + i] / total for i in range(m)]
    return rows, cols, 1 / total - shift


def weights(mixture: list[Fraction]) -> list[int]:
    """A mixture in parts of 10,000 (rounded; an army of weight 0 is left out of the data)."""
    return [round(p * 10_000) for p in mixture]


def quoted(army: tuple[str, ...]) -> str:
    """An army as the formatter writes it (double quotes)."""
    return "(" + ", ".join(json.dumps(k) for k in army) + ("," if len(army) == 1 else "") + ")"


def matchups(found: dict[Pair, tuple[int, int, int]], games: int, seed: int) -> str:
    """The text of ``engine/gustav/matchups.py``."""
    a, b = SEATS
    matrix = [[rate(*found[(x, y)]) for y in plausible(b)] for x in plausible(a)]
    rows, cols, value = solve(matrix)
    out = [
        '"""The plausible Gustav armies (11 or 12 of the 12 points spent) met pair by pair, both sides played',
        "by the scripted player, and each side's equilibrium mixture of armies: made by",
        f"``python -m tools.gustav_builds --games {games} --seed {seed} > pairs.jsonl``, then",
        f"``python -m tools.gustav_builds --games {games} --seed {seed} --solve pairs.jsonl > matchups.py``, moved",
        "over this file (the tool imports it: never write it in place; do not edit by hand).",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Final",
        "",
        "Army = tuple[str, ...]",
        "",
        "# (imperial army, swedish army), HQ aside, in the order of KINDS -> (games, imperial wins, swedish wins)",
        "RESULTS: Final[dict[tuple[Army, Army], tuple[int, int, int]]] = {",
    ]
    out += [f"    ({quoted(x)}, {quoted(y)}): {found[(x, y)]!r}," for x in plausible(a) for y in plausible(b)]
    out += [
        "}",
        "# seat -> army -> its weight in the side's equilibrium mixture, in parts of 10,000 (the win rate, a",
        "# draw a half, as payoff); the armies left out have none",
        "MIXTURES: Final[dict[str, dict[Army, int]]] = {",
    ]
    for seat, armies_of, mixture in ((a, plausible(a), rows), (b, plausible(b), cols)):
        out.append(f"    {json.dumps(seat)}: {{")
        ranked = sorted(zip(armies_of, weights(mixture), strict=True), key=lambda r: -r[1])
        out += [f"        {quoted(army)}: {w}," for army, w in ranked if w]
        out.append("    },")
    out += [
        "}",
        f"VALUE: Final = {float(value):.4f}  # the imperial side's win rate when both sides draw from their mixtures",
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.gustav_builds", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shard", default="0/1")
    parser.add_argument("--solve", nargs="*")
    args = parser.parse_args(argv)
    if args.solve is not None:
        lines = [
            json.loads(x) for name in args.solve for x in Path(name).read_text("utf-8").splitlines() if x
        ]
        print(matchups(results(lines), args.games, args.seed))
        return 0
    index, shards = (int(x) for x in args.shard.split("/"))
    for pair in pairs()[index::shards]:
        print(json.dumps(series(pair, args.games, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
