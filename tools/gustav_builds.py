"""How much a Gustav army is worth before the battle: the series behind ``engine/gustav/worth.py``.

Every army a side may raise meets every army of the other side that spends 11 or 12 of its 12
points (``plausible``: what a player who spends his points can have raised), ``--games`` games a
pair (``--rest-games`` when one of the two is not plausible: it only has to rank low), both sides
played by the scripted player (``engine.gustav.policy``) except for its army. Each
line printed is one pair: ``{"imperial": [...], "swedish": [...], "games": n, "wins": {...}}``;
``--shard i/k`` plays every k-th pair from the i-th, so that k processes share the series.
``--table FILE...`` reads such lines and prints ``engine/gustav/worth.py``: each army's win rate
against the other side's plausible armies, taken alike.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine import find_game
from engine.core import Action, Prompt
from engine.core.agent import Scripted, play
from engine.core.rng import Rng
from engine.gustav.builds import plausible
from engine.gustav.policy import greedy
from engine.gustav.prepare import armies
from engine.gustav.state import SEATS

Pair = tuple[tuple[str, ...], tuple[str, ...]]


def raising(army: tuple[str, ...]) -> Scripted:
    """The scripted player, raising ``army`` (its HQ aside) instead of one of its templates."""
    chosen = Action("army", army)

    def decide(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
        if prompt.key == "gustav-ask-build":
            return next(a for a in prompt.actions if a == chosen)
        return greedy(view, prompt, pick)

    return Scripted("greedy-" + "-".join(army), decide)


def pairs() -> list[Pair]:
    """Every army of each side against the other side's plausible ones (each pair once), the
    plausible against the plausible first."""
    a, b = SEATS
    found = [(x, y) for x in plausible(a) for y in plausible(b)]
    found += [(x, y) for x in armies(a) if x not in plausible(a) for y in plausible(b)]
    found += [(x, y) for x in plausible(a) for y in armies(b) if y not in plausible(b)]
    return found


def games_of(pair: Pair, games: int, rest: int) -> int:
    """``games`` for two plausible armies, ``rest`` when one is not (it only has to rank low)."""
    return games if all(army in plausible(seat) for seat, army in zip(SEATS, pair, strict=True)) else rest


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


def table(lines: list[dict[str, Any]]) -> dict[str, dict[tuple[str, ...], tuple[float, int]]]:
    """Each side's armies: the win rate (a draw a half) against the other side's plausible armies
    taken uniformly (the mean of the pairs' rates), and the games behind it."""
    out: dict[str, dict[tuple[str, ...], tuple[float, int]]] = {}
    for seat in SEATS:
        them = SEATS[1 - SEATS.index(seat)]
        rates: dict[tuple[str, ...], list[tuple[float, int]]] = {}
        for line in lines:
            if tuple(line[them]) not in plausible(them):
                continue
            games, won, lost = line["games"], line["wins"][seat], line["wins"][them]
            rate = (won + (games - won - lost) / 2) / games
            rates.setdefault(tuple(line[seat]), []).append((rate, games))
        out[seat] = {
            army: (sum(r for r, _ in rs) / len(rs), sum(g for _, g in rs)) for army, rs in rates.items()
        }
    return out


def module(
    rows: dict[str, dict[tuple[str, ...], tuple[float, int]]], games: int, rest: int, seed: int
) -> str:
    """The text of ``engine/gustav/worth.py``."""
    out = [
        '"""Each Gustav army\'s win rate against the other side\'s plausible armies (11 or 12 points), taken',
        "alike, both sides played by the scripted player: made by",
        f"``python -m tools.gustav_builds --games {games} --rest-games {rest} --seed {seed}`` (in shards), then",
        "``--table`` (do not edit by hand).",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Final",
        "",
        "# seat -> army (HQ aside, in the order of KINDS) -> win rate (a draw a half)",
        "WORTH: Final[dict[str, dict[tuple[str, ...], float]]] = {",
    ]
    for seat, found in rows.items():
        out.append(f"    {seat!r}: {{")
        for army, (rate, n) in sorted(found.items(), key=lambda r: -r[1][0]):
            out.append(f"        {army!r}: {rate:.3f},  # {n} games")
        out.append("    },")
    out.append("}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.gustav_builds", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--rest-games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shard", default="0/1")
    parser.add_argument("--table", nargs="*")
    args = parser.parse_args(argv)
    if args.table is not None:
        lines = [
            json.loads(x) for name in args.table for x in Path(name).read_text("utf-8").splitlines() if x
        ]
        print(module(table(lines), args.games, args.rest_games, args.seed))
        return 0
    index, shards = (int(x) for x in args.shard.split("/"))
    for pair in pairs()[index::shards]:
        print(json.dumps(series(pair, games_of(pair, args.games, args.rest_games), args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
