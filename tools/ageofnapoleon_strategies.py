"""The balance series of Age of Napoleon's DATA.md: ``python -m tools.ageofnapoleon_strategies --games 200
--scenario 1805 --pairing "general v general"``, one JSON line per scenario and pairing (the players are
``engine.ageofnapoleon.policy``'s)."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Mapping

from engine import find_game
from engine.ageofnapoleon.policy import CAUTIOUS, GENERAL, MATCHUPS, STRATEGIES
from engine.core.agent import RANDOM, Agent
from engine.core.agent import play as play_out

G = "ageofnapoleon"
__all__ = ["CAUTIOUS", "GENERAL", "MATCHUPS", "STRATEGIES", "main", "series"]


def series(
    games: int, players: Mapping[str, Agent], scenario: str | None = None, seed: int = 1
) -> dict[str, object]:
    """Play ``games`` games: wins by side, how they ended, and the mean length in actions."""
    game = find_game(G)
    wins: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    lengths = []
    for n in range(games):
        state = game.setup(seed + n, scenario)
        lengths.append(play_out(game, players, state, seed + n))
        result = game.result(state)
        if result is not None:
            reasons[result.reason] += 1
            wins.update(result.winners)
    return {
        "games": games,
        "wins": dict(wins),
        "reasons": dict(reasons),
        "mean_length": round(sum(lengths) / max(len(lengths), 1), 1),
    }


PAIRINGS: dict[str, tuple[Agent, Agent]] = {
    "general v general": (GENERAL, GENERAL),
    "random v general": (RANDOM, GENERAL),
    "general v random": (GENERAL, RANDOM),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ageofnapoleon_strategies")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--scenario", action="append", help="1805, 1809 or 1813 (repeatable; default 1805)")
    parser.add_argument("--pairing", action="append", choices=sorted(PAIRINGS), help="default: all three")
    args = parser.parse_args(argv)
    for scenario in args.scenario or ["1805"]:
        for name in args.pairing or list(PAIRINGS):
            french, coalition = PAIRINGS[name]
            out = series(args.games, {"french": french, "coalition": coalition}, scenario)
            print(json.dumps({"scenario": scenario, "pairing": name, **out}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
