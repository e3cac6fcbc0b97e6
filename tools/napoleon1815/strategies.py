"""Scripted players for Napoleon 1815, to measure the balance of the reconstructed scenarios:
``python -m tools.matchup napoleon1815 --scenario waterloo --games 300`` plays the matchups below
(win rates, reasons, lengths); ``python -m tools.napoleon1815.strategies --games 300`` prints the
balance figures of DATA.md (win rates, the VP at the end, how games end) for every scenario.

A strategy sees only what its seat may know: it is called with ``game.view(state, seat)``, the
prompt's key and its structured actions (never the state, never a word of English), and reads the
static data (map, orders of battle, cards, the scenario's public set-up).

- ``random``: any legal action, uniformly.
- France ``aggressive``: attacks from engaged areas and strikes (move-attack) whenever the
  expected VP of the battle is positive, Napoleon's +3 VP risk included; cavalry and scouts raid
  undefended VP sites; everything else marches on the best target.
- France ``methodical``: attacks only with a clear card advantage, marches the other corps to
  join Napoleon first, and rests tired corps (an unused corps loses all its fatigue).
- Allies ``hold``: stay on their posts (VP sites, farms, towns), march reinforcements to the
  threatened posts, retake lost sites, counter-attack weak French stacks.
- Allies ``concentrate``: Wellington's and Blücher's armies march to a rally point between them
  (the nearest defensible area both can reach), then fight as one; the same counter-attacks.

In three-player games both Allied seats play the same strategy. Every strategy plays its cards
the same simple way: battle, retreat and move-answering events whenever they apply, blue cards
that add strength or cards, recovery cards on tired spent corps.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine import find_game
from engine.core import Action, Prompt, parse_options
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.view import N1815View
from tools.matchup import Strategy, random_player
from tools.matchup import play as play_game
from tools.napoleon1815.decisions import decide
from tools.napoleon1815.knowledge import Know
from tools.napoleon1815.plans import AGGRESSIVE, CONCENTRATE, HOLD, METHODICAL, Style, clear_cache

ALLIED_SEATS = ("allies", "anglo_dutch", "prussia")


def scripted(style: Style) -> Scripted:
    def play(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
        seen: N1815View = view  # type: ignore[assignment]  # the harness passes this game's view
        return decide(Know(seen), prompt, style) or prompt.actions[0]

    return Scripted(style.name, play)


FRANCE_PLAYERS: dict[str, Scripted] = {"aggressive": scripted(AGGRESSIVE), "methodical": scripted(METHODICAL)}
ALLIED_PLAYERS: dict[str, Scripted] = {"hold": scripted(HOLD), "concentrate": scripted(CONCENTRATE)}
STRATEGIES: dict[str, dict[str, Strategy]] = {
    "france": {**FRANCE_PLAYERS},
    **{seat: {**ALLIED_PLAYERS} for seat in ALLIED_SEATS},
}


def pairing(france: str, allies: str) -> dict[str, str]:
    """A matchup for two or three players: every Allied seat plays the same strategy."""
    return {"france": france, **{seat: allies for seat in ALLIED_SEATS}}


PAIRS = [
    ("random", "random"),
    ("random", "hold"),
    ("aggressive", "random"),
    ("aggressive", "hold"),
    ("aggressive", "concentrate"),
    ("methodical", "hold"),
    ("methodical", "concentrate"),
]
MATCHUPS: list[dict[str, str]] = [pairing(f, a) for f, a in PAIRS]


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
