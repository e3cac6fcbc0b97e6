"""Render a board after random play: ``python -m images.render GAME --seed S --steps K --out FILE.png``.

Sets the game up with the seed, plays K steps chosen uniformly among every (seat, legal action) pair
with ``Rng(seed)`` (fewer if the game ends first), and writes the board of the public view, or of a
seat's view with ``--seat``, in the language of ``--lang``. Works for every registered game and
template that has a renderer.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import engine
from engine.core import Action, Game, GameState, parse_options
from engine.core.rng import Rng
from i18n import LANGUAGES, translator
from images import render_board

AnyGame = Game[Any, Any]


def game_keys() -> list[str]:
    """The registered games and the templates."""
    return sorted({*engine.TITLES, *engine.EXAMPLES})


def load_game(key: str) -> AnyGame:
    return engine.example(key) if key in engine.EXAMPLES else engine.find_game(key)


def play_random(
    game: AnyGame,
    seed: int,
    steps: int,
    scenario: str | None = None,
    options: Mapping[str, str] | None = None,
) -> tuple[GameState, int]:
    """A state after up to ``steps`` uniformly random legal actions; returns (state, steps played)."""
    state = game.setup(seed, scenario, options)
    picker = Rng(seed)
    for played in range(steps):
        choices = _choices(game, state)
        if not choices:
            return state, played
        seat, action = picker.choice(choices)
        game.apply(state, seat, action, observe=False)
    return state, steps


def _choices(game: AnyGame, state: GameState) -> list[tuple[str, Action]]:
    if game.result(state) is not None:
        return []
    return [(seat, action) for seat in game.to_act(state) for action in game.legal_actions(state, seat)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m images.render", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=game_keys())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=0, help="random legal actions to play first")
    parser.add_argument("--seat", help="render this seat's view instead of the public one")
    parser.add_argument("--scenario")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the language of the words drawn")
    parser.add_argument("--out", required=True, type=Path, help="the PNG file to write")
    args = parser.parse_args(argv)
    game = load_game(args.game)
    state, played = play_random(game, args.seed, args.steps, args.scenario, parse_options(args.option))
    if args.seat is not None and args.seat not in state.seats:
        parser.error(f"no seat {args.seat!r} in this game (seats: {', '.join(state.seats)})")
    png = render_board(game.view(state, args.seat), args.lang)
    args.out.write_bytes(png)
    status = translator(args.lang)(game.status(state))
    print(f"{args.out}: {len(png)} bytes after {played} steps; {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
