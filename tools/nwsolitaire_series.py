"""The scripted Coalition's series in the Napoleonic Wars solitaire: ``python -m tools.nwsolitaire_series
--games 1000`` plays each scenario with ``engine.nwsolitaire.policy`` and prints the win rate and the
mean abdication level reached (DATA.md)."""

from __future__ import annotations

import argparse

from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.policy import play


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.nwsolitaire_series", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    game = NapoleonicWars()
    for scenario in game.scenarios:
        outcomes = [play(game, seed, scenario) for seed in range(args.games)]
        wins = sum(won for won, _ in outcomes)
        mean = sum(level for _, level in outcomes) / len(outcomes)
        print(f"{scenario}: {wins}/{len(outcomes)} won, mean abdication level {mean:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
