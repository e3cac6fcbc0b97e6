"""Terminal hot-seat play: the status, the prompt and the numbered legal actions of the seat to act,
the log as it is written, and the board PNG redrawn after every move, so a person can play a whole
game without Discord. Every word comes from the catalogs, in the language of ``--lang``.

Type the number of an action or its notation (e.g. ``move ford bridge``), ``+`` and the numbers of
several parts of one decision (an army: ``+ 1 2 5``), ``u`` to take back the
last action, ``l`` to show the whole log, ``t`` to read the board as text (the seat to act's own view,
as a screen reader would), ``q`` to quit.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.core import Action, Arg, Game, GameState, Gather, LogEntry, Msg, RulesError, parse_options
from i18n import LANGUAGES, translator
from images import render_board
from images.boardtext import board_text
from tools.selfplay import keys, load_game


class HotSeat:
    """One game played at the terminal; the action list is kept so any move can be taken back."""

    def __init__(
        self,
        game: Game[Any, Any],
        seed: int,
        scenario: str | None,
        options: dict[str, str],
        board: Path,
        lang: str = "en",
    ) -> None:
        self.game = game
        self.seed, self.scenario, self.options = seed, scenario, options
        self.board = board
        self.lang = lang
        self.tr = translator(lang)
        self.history: list[tuple[str, Action]] = []
        self.lines: list[str] = []
        self.marks: list[int] = []  # log lines written before each action of the history
        self.state: GameState = game.setup(seed, scenario, options)
        self._record(self.state.log)

    def say(self, key: str, **args: Arg) -> None:
        print(self.tr(Msg(key, **args)))

    def _record(self, entries: list[LogEntry]) -> None:
        for entry in entries:
            line = self.tr.entry(entry)
            if entry["to"] is not None:  # hot seat: everyone sees the screen, so say whom it is for
                line = self.tr(Msg("tools-play-private", seat=self.game.seat_ref(entry["to"]), line=line))
            self.lines.append(line)
            print(f"  · {line}")

    def draw(self) -> None:
        self.board.write_bytes(render_board(self.game.view(self.state, None), self.lang))

    def undo(self) -> None:
        if not self.history:
            self.say("tools-play-nothing-to-undo")
            return
        self.history.pop()
        del self.lines[self.marks.pop() :]
        self.state = self.game.replay(self.seed, self.scenario, self.options, self.history)
        self.say("tools-play-undone")

    def turn(self) -> bool:
        """Ask the seat to act for one action; False once the game is over or the player quits."""
        result = self.game.result(self.state)
        if result is not None:
            print()
            self.say("tools-play-over", result=result.summary)
            return False
        seat = next(s for s in self.game.to_act(self.state) if self.game.legal_actions(self.state, s))
        prompt = self.game.prompt(self.state, seat)
        print()
        print(self.tr(self.game.status(self.state)))
        self.say("tools-play-asks", seat=self.game.seat_ref(seat), question=prompt.text)
        gather = prompt.gather if prompt.gather is not None and prompt.gather.whole else None
        listed = [a for a in prompt.actions if gather is None or not gather.composes(a)]
        for number, action in enumerate(listed, 1):
            label = self.tr(action.label) if action.label is not None else action.notation()
            print(f"  {number:>2}. {label}   [{action.notation()}]")
        if gather is not None:  # one decision of several parts: its picks, sent together
            self.say("tools-play-whole", finish=gather.finish[0].label or gather.finish[0].notation())
            for number, pick in enumerate(gather.picks, 1):
                print(f"  +{number:>2}. {self.tr(pick.label) if pick.label else pick.notation()}")
        answer = input("> ").strip()
        if answer == "q":
            return False
        if answer == "u":
            self.undo()
        elif answer == "l":
            print("\n".join(self.lines))
        elif answer == "t":
            print("\n".join(board_text(self.game.view(self.state, seat), self.lang)))
        elif answer.startswith("+") and gather is not None:
            self._act_whole(seat, gather, answer[1:].split())
        else:
            self._act(seat, listed, answer)
        return True

    def _act_whole(self, seat: str, gather: Gather, numbers: list[str]) -> None:
        """The picks numbered ``numbers`` (from 1), made one decision with the gathering's finish."""
        if not all(n.isdigit() and 1 <= int(n) <= len(gather.picks) for n in numbers):
            self.say("tools-play-pick", n=len(gather.picks))
            return
        action = gather.compose(gather.finish[0], [int(n) - 1 for n in numbers])
        self._act(seat, [], action.notation())

    def _act(self, seat: str, actions: list[Action], answer: str) -> None:
        if answer.isdigit() and not 1 <= int(answer) <= len(actions):
            self.say("tools-play-pick", n=len(actions))
            return
        try:
            action = actions[int(answer) - 1] if answer.isdigit() else Action.parse(answer)
            step = self.game.apply(self.state, seat, action)
        except RulesError as error:
            self.say("tools-play-refused", reason=error.msg)
            return
        self.marks.append(len(self.lines))
        self._record(step.entries)
        self.history.append((seat, action))
        self.draw()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.play", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=keys())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the language of every word shown")
    parser.add_argument("--board", type=Path, default=Path("board.png"), help="where to write the board")
    args = parser.parse_args(argv)
    table = HotSeat(
        load_game(args.game), args.seed, args.scenario, parse_options(args.option), args.board, args.lang
    )
    table.draw()
    table.say("tools-play-board", path=str(args.board))
    table.say("tools-play-keys")
    try:
        while table.turn():
            pass
    except (EOFError, KeyboardInterrupt):
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
