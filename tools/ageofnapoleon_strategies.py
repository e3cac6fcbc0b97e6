"""The balance series of Age of Napoleon's DATA.md: ``python -m tools.ageofnapoleon_strategies --games 1000
--scenario 1805 --pairing "general v general" --workers 2``, one JSON line per scenario and pairing (seeds 1
to N; the players are ``engine.ageofnapoleon.policy``'s), with the seconds it took."""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor

from engine import find_game
from engine.ageofnapoleon.policy import CAUTIOUS, GENERAL, MATCHUPS, STRATEGIES
from engine.core.agent import RANDOM, Agent
from engine.core.agent import play as play_out

G = "ageofnapoleon"
MAX_WORKERS = 2  # the machine is shared
__all__ = ["CAUTIOUS", "GENERAL", "MATCHUPS", "STRATEGIES", "main", "series"]

PAIRINGS: dict[str, tuple[Agent, Agent]] = {
    "general v general": (GENERAL, GENERAL),
    "random v general": (RANDOM, GENERAL),
    "general v random": (GENERAL, RANDOM),
}

Outcome = tuple[tuple[str, ...], str | None, int]  # winners, reason, actions


def _one(job: tuple[str, str | None, int]) -> Outcome:
    """One game of a pairing (named, so that it crosses to a worker process)."""
    name, scenario, seed = job
    french, coalition = PAIRINGS[name]
    game = find_game(G)
    state = game.setup(seed, scenario)
    length = play_out(game, {"french": french, "coalition": coalition}, state, seed)
    result = game.result(state)
    return (result.winners, result.reason, length) if result is not None else ((), None, length)


def series(
    games: int,
    players: Mapping[str, Agent] | str,
    scenario: str | None = None,
    seed: int = 1,
    workers: int = 1,
) -> dict[str, object]:
    """Play ``games`` games (seeds ``seed`` on) of a pairing, given by name or as the players of each seat:
    wins by side, how they ended, and the mean length in actions. Only a named pairing is spread over
    ``workers`` processes."""
    if isinstance(players, str):
        jobs = [(players, scenario, seed + n) for n in range(games)]
        if workers <= 1:
            outcomes = [_one(job) for job in jobs]
        else:
            with ProcessPoolExecutor(max_workers=workers) as pool:
                outcomes = list(pool.map(_one, jobs, chunksize=max(1, games // (8 * workers))))
    else:
        outcomes = []
        game = find_game(G)
        for n in range(games):
            state = game.setup(seed + n, scenario)
            length = play_out(game, players, state, seed + n)
            result = game.result(state)
            done = (result.winners, result.reason) if result is not None else ((), None)
            outcomes.append((*done, length))
    wins: Counter[str] = Counter(w for winners, _, _ in outcomes for w in winners)
    reasons: Counter[str] = Counter(r for _, r, _ in outcomes if r is not None)
    lengths = [n for _, _, n in outcomes]
    return {
        "games": games,
        "wins": dict(wins),
        "reasons": dict(reasons),
        "mean_length": round(sum(lengths) / max(len(lengths), 1), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ageofnapoleon_strategies")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--scenario", action="append", help="1805, 1809 or 1813 (repeatable; default 1805)")
    parser.add_argument("--pairing", action="append", choices=sorted(PAIRINGS), help="default: all three")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--workers", type=int, default=1, choices=range(1, MAX_WORKERS + 1))
    args = parser.parse_args(argv)
    for scenario in args.scenario or ["1805"]:
        for name in args.pairing or list(PAIRINGS):
            started = time.monotonic()
            out = series(args.games, name, scenario, args.seed, args.workers)
            took = round(time.monotonic() - started)
            print(json.dumps({"scenario": scenario, "pairing": name, **out, "seconds": took}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
