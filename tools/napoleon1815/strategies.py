"""The balance figures of Napoleon 1815's scripted players (``engine.napoleon1815.policy``):
``python -m tools.napoleon1815.strategies --games 300`` prints DATA.md's win rates, the VP at the
end and how games end for every scenario; ``python -m tools.matchup napoleon1815 --scenario waterloo
--games 300`` plays the matchups (win rates, reasons, lengths)."""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from collections.abc import Mapping

from engine import find_game
from engine.core import parse_options
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.policy import ALLIED_PLAYERS, FRANCE_PLAYERS, PAIRS, pairing
from engine.napoleon1815.policy.plans import clear_cache
from tools.matchup import play as play_game
from tools.matchup import random_player

# --- the balance figures -----------------------------------------------------------------------


def series(
    france: str,
    allies: str,
    games: int,
    seed: int,
    scenario: str,
    options: Mapping[str, str] | None = None,
) -> dict[str, object]:
    """France's win rate, the VP at the end (20 - France's score), how games end and their length."""
    game = find_game("napoleon1815")
    named = {"random": random_player, **FRANCE_PLAYERS, **ALLIED_PLAYERS}
    players = {seat: named[name] for seat, name in pairing(france, allies).items()}
    wins, reasons, vps, steps, errors = 0, Counter[str](), [], [], []
    for n in range(games):
        clear_cache()
        result, length = play_game(game, players, seed + n, scenario, options)
        steps.append(length)
        if result is None:
            errors.append(seed + n)
            continue
        wins += "france" in result.winners
        reasons[result.reason] += 1
        vps.append(20 - result.scores["france"])
    return {
        "scenario": scenario,
        "options": dict(options or {}),
        "france": france,
        "allies": allies,
        "games": games,
        "france_win_rate": round(wins / games, 3),
        "reasons": dict(sorted(reasons.items())),
        "vp_median": statistics.median(vps) if vps else None,
        "vp_quartiles": [round(q, 1) for q in statistics.quantiles(vps, n=4)] if len(vps) > 1 else vps,
        "steps_median": statistics.median(steps),
        "unfinished": errors,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.napoleon1815.strategies", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario", action="append", choices=[s.key for s in scenarios.SCENARIOS])
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--france", choices=["random", *FRANCE_PLAYERS])
    parser.add_argument("--allies", choices=["random", *ALLIED_PLAYERS])
    args = parser.parse_args(argv)
    options = parse_options(args.option)
    pairs = [(f, a) for f, a in PAIRS if (args.france or f) == f and (args.allies or a) == a] or [
        (args.france, args.allies)
    ]
    for scenario in args.scenario or [s.key for s in scenarios.SCENARIOS]:
        for france, allies in pairs:
            row = series(france, allies, args.games, args.seed, scenario, options)
            print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
