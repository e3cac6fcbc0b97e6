"""The scripted Coalition's series in the Napoleonic Wars solitaire: ``python -m tools.nwsolitaire_series
--games 1000 --workers 2`` plays each scenario (seeds 0 to N-1) with ``engine.nwsolitaire.policy`` and
prints the win rate, the mean abdication level reached and the time it took (DATA.md)."""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from engine.core.rng import Rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.policy import SEAT, decide

MAX_WORKERS = 2  # the machine is shared


def play(game: NapoleonicWars, seed: int, scenario: str) -> tuple[bool, int]:
    """One campaign by the scripted Coalition: whether it won, and the abdication level reached."""
    state = game.setup(seed, scenario)
    pick = Rng(seed)
    while game.result(state) is None:
        prompt = game.prompt(state, SEAT)
        game.apply(state, SEAT, decide(game.view(state, SEAT), prompt, pick), observe=False)
    result = game.result(state)
    assert result is not None
    return bool(result.winners), state.abdication


def _one(job: tuple[int, str]) -> tuple[bool, int]:
    seed, scenario = job
    return play(NapoleonicWars(), seed, scenario)


def series(scenario: str, games: int, workers: int) -> list[tuple[bool, int]]:
    """Every game's outcome (won, abdication level reached), in seed order."""
    jobs = [(seed, scenario) for seed in range(games)]
    if workers <= 1:
        return [_one(job) for job in jobs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_one, jobs, chunksize=max(1, games // (8 * workers))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.nwsolitaire_series", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=1, choices=range(1, MAX_WORKERS + 1))
    args = parser.parse_args(argv)
    for scenario in NapoleonicWars.scenarios:
        started = time.monotonic()
        outcomes = series(scenario, args.games, args.workers)
        wins = sum(won for won, _ in outcomes)
        mean = sum(level for _, level in outcomes) / len(outcomes)
        print(
            f"{scenario}: {wins}/{len(outcomes)} won, mean abdication level {mean:.1f}"
            f" ({time.monotonic() - started:.0f} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
