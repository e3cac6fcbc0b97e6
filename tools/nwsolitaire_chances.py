"""The solitaire's win chances by turn and abdication level, for its ``estimate``: ``python -m
tools.nwsolitaire_chances --games 400 --seed 5001`` plays each scenario from its set-up (seeds SEED
on) by the search's own playout policy (``engine.core.levels.guided``: the scripted Coalition, one
step in eight at random), reads the turn and the abdication level at every step and labels it with
the campaign's end, and prints ``WIN_CHANCE`` for ``engine/nwsolitaire/data/chances.py``: for each
scenario and turn, the share of the positions at each level (0 to 16) that went on to win. A cell seen fewer than
``FEW`` times takes the nearest level's of the same turn. A tool of a minute or two, never a test.
"""

from __future__ import annotations

import argparse
from collections import Counter

from engine.core.levels import guided
from engine.core.rng import Rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.data.scenarios import SCENARIOS
from engine.nwsolitaire.data.track import ABDICATION_WIN, LAST_TURN
from engine.nwsolitaire.policy import SEAT

FEW = 20  # positions a cell needs to stand on its own


Cell = tuple[str, int, int]  # scenario, turn, abdication level


def tally(games: int, seed: int) -> tuple[Counter[Cell], Counter[Cell]]:
    """Positions seen and positions won, by scenario, turn and abdication level."""
    game = NapoleonicWars()
    policy = guided(game)
    assert policy is not None
    seen: Counter[Cell] = Counter()
    won: Counter[Cell] = Counter()
    for scenario in game.scenarios:
        for n in range(games):
            state = game.setup(seed + n, scenario)
            state.quiet = True
            pick = Rng(seed + n)
            cells = []
            while game.result(state) is None:
                cells.append((scenario, state.turn, state.abdication))
                prompt = game.prompt(state, SEAT)
                actions = prompt.actions
                action = actions[0] if len(actions) == 1 else policy(game, state, SEAT, prompt, pick)
                game.apply(state, SEAT, action, observe=False, legal=True)
            result = game.result(state)
            assert result is not None
            seen.update(cells)
            if result.winners:
                won.update(cells)
    return seen, won


def chances(seen: Counter[Cell], won: Counter[Cell], scenario: str) -> dict[int, tuple[float, ...]]:
    """Each turn's chance of winning at each level in ``scenario``; a thin cell takes its nearest
    level's."""
    table: dict[int, tuple[float, ...]] = {}
    for turn in range(SCENARIOS[scenario].turn, LAST_TURN + 1):
        known = {
            lv: won[scenario, turn, lv] / seen[scenario, turn, lv]
            for lv in range(ABDICATION_WIN + 1)
            if seen[scenario, turn, lv] >= FEW
        }
        if not known:
            known = {ABDICATION_WIN: 1.0, 0: 0.0}
        row = []
        for level in range(ABDICATION_WIN + 1):
            nearest = min(known, key=lambda lv: (abs(lv - level), -lv))
            row.append(round(known[nearest], 3))
        table[turn] = tuple(row)
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.nwsolitaire_chances", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=400, help="games a scenario")
    parser.add_argument("--seed", type=int, default=5001)
    args = parser.parse_args(argv)
    seen, won = tally(args.games, args.seed)
    print("# fmt: off")
    print("WIN_CHANCE: dict[str, dict[int, tuple[float, ...]]] = {")
    for scenario in SCENARIOS:
        print(f'    "{scenario}": {{')
        for turn, row in chances(seen, won, scenario).items():
            print(f"        {turn}: ({', '.join(f'{p:g}' for p in row)}),")
        print("    },")
    print("}")
    print("# fmt: on")
    print(f"# {sum(seen.values())} positions, {args.games} games a scenario from seed {args.seed}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
