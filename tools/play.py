"""Terminal hot-seat play: the prompt and numbered legal actions for the seat to act, the board PNG
written after every move, so a person can play a whole game without Discord.

Type the number of an action (or its notation, e.g. ``move france:up:rhine``), ``u`` to take back the
last action, ``l`` to show the whole log, ``q`` to quit.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine import GAMES, find_game
from engine.core import Action, Game, GameState, RulesError, format_entry, is_visible
from images import render_board
from tools.options import parse_option_pairs


class HotSeat:
    """One game played at the terminal; the action list is kept so any move can be taken back."""

    def __init__(
        self, game: Game[Any], seed: int, scenario: str | None, options: dict[str, str], board: Path
    ):
        self.game = game
        self.seed, self.scenario, self.options = seed, scenario, options
        self.board = board
        self.history: list[tuple[str, Action]] = []
        self.lines: list[str] = []
        self.state: GameState = game.setup(seed, scenario, options)
        self._record(self.state.log)

    def _record(self, entries: list[Any]) -> None:
        for entry in entries:
            if is_visible(entry, None):
                line = format_entry(entry)
                self.lines.append(line)
                print(f"  · {line}")
            else:
                self.lines.append(f"[{entry['to']}] {format_entry(entry)}")
                print(f"  · (to {entry['to']}) {format_entry(entry)}")

    def draw(self) -> None:
        self.board.write_bytes(render_board(self.game.view(self.state, None)))

    def undo(self) -> None:
        if not self.history:
            print("Nothing to take back.")
            return
        self.history.pop()
        self.state = self.game.replay(self.seed, self.scenario, self.options, self.history)
        print("Took back the last action.")

    def turn(self) -> bool:
        """Ask the seat to act for one action; False once the game is over or the player quits."""
        result = self.game.result(self.state)
        if result is not None:
            print(f"\nGame over: {result.summary}")
            return False
        seat = next(s for s in self.game.to_act(self.state) if self.game.legal_actions(self.state, s))
        prompt = self.game.prompt(self.state, seat)
        print(f"\n{self.game.status(self.state)}\n{self.game.seat_label(seat)}: {prompt.text}")
        for number, action in enumerate(prompt.actions, 1):
            print(f"  {number:>2}. {action.label}")
        answer = input("> ").strip()
        if answer == "q":
            return False
        if answer == "u":
            self.undo()
        elif answer == "l":
            print("\n".join(self.lines))
        else:
            self._act(seat, prompt.actions, answer)
        return True

    def _act(self, seat: str, actions: list[Action], answer: str) -> None:
        if answer.isdigit() and not 1 <= int(answer) <= len(actions):
            print(f"Pick a number from 1 to {len(actions)}.")
            return
        try:
            action = actions[int(answer) - 1] if answer.isdigit() else Action.parse(answer)
            self._record(self.game.apply(self.state, seat, action))
        except RulesError as error:
            print(f"Not allowed: {error}")
            return
        self.history.append((seat, action))
        self.draw()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.play", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--board", type=Path, default=Path("board.png"), help="where to write the board")
    args = parser.parse_args(argv)
    table = HotSeat(
        find_game(args.game), args.seed, args.scenario, parse_option_pairs(args.option), args.board
    )
    table.draw()
    print(f"The board is in {args.board}; it is redrawn after every move.")
    try:
        while table.turn():
            pass
    except (EOFError, KeyboardInterrupt):
        print()
    return 0
