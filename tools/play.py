"""Terminal hot-seat play: the status, the prompt and the numbered legal actions of the seat to act,
the log as it is written, and the board PNG redrawn after every move, so a person can play a whole
game without Discord. Every word comes from the catalogs, in the language of ``--lang``.

``--ai SEAT[=LEVEL]`` seats the AI (``tools.ai``, level ``normal`` unless named) there, as the bot
does: it decides from its seat's view alone, and the screen then belongs to the other seats, so
nothing meant for an AI seat alone is shown and, with one person left, the board is that seat's own.

Type the number of an action or its notation (e.g. ``move ford bridge``), ``+`` and the numbers of
several parts of one decision (an army: ``+ 1 2 5``), ``u`` to take back the
last action, ``l`` to show the whole log, ``t`` to read the board as text (the seat to act's own view,
as a screen reader would), ``q`` to quit.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.core import Action, Arg, Game, GameState, Gather, LogEntry, Msg, RulesError, parse_options
from engine.core.agent import Agent, info_for
from engine.core.levels import LEVELS
from engine.core.rng import Rng, derive
from i18n import LANGUAGES, translator
from images import render_board
from images.boardtext import board_text
from tools import ai
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
        ai: Mapping[str, Agent] | None = None,
    ) -> None:
        self.game = game
        self.seed, self.scenario, self.options = seed, scenario, options
        self.board = board
        self.lang = lang
        self.tr = translator(lang)
        self.ai = dict(ai or {})
        self.history: list[tuple[str, Action]] = []
        self.lines: list[str] = []
        self.marks: list[int] = []  # log lines written before each action of the history
        self.state: GameState = game.setup(seed, scenario, options)
        people = [seat for seat in game.seats(self.state.options) if seat not in self.ai]
        self.reader = people[0] if self.ai and len(people) == 1 else None  # whose board is drawn
        self.thinking = False  # the AI said to be thinking since a person last acted
        self.stale = True  # the board file not yet drawn from this state
        self._record(self.state.log)

    def say(self, key: str, **args: Arg) -> None:
        print(self.tr(Msg(key, **args)))

    def _record(self, entries: list[LogEntry]) -> None:
        for entry in entries:
            if entry["to"] in self.ai:  # the AI's seat reads its own lines; the screen is a person's
                continue
            line = self.tr.entry(entry)
            if entry["to"] is not None:  # hot seat: everyone sees the screen, so say whom it is for
                line = self.tr(Msg("tools-play-private", seat=self.game.seat_ref(entry["to"]), line=line))
            self.lines.append(line)
            print(f"  · {line}")

    def draw(self) -> None:
        self.board.write_bytes(render_board(self.game.view(self.state, self.reader), self.lang))
        self.stale = False

    def undo(self) -> None:
        """Take back the last action of a person, and the AI's answers to it."""
        if all(seat in self.ai for seat, _ in self.history):
            self.say("tools-play-nothing-to-undo")
            return
        while self.history.pop()[0] in self.ai:
            self.marks.pop()
        del self.lines[self.marks.pop() :]
        self.state = self.game.replay(self.seed, self.scenario, self.options, self.history)
        self.stale = True
        self.say("tools-play-undone")

    def turn(self) -> bool:
        """Ask the seat to act for one action; False once the game is over or the player quits."""
        result = self.game.result(self.state)
        seat = next((s for s in self.game.to_act(self.state) if self.game.legal_actions(self.state, s)), "")
        if self.stale and seat not in self.ai:  # redrawn for a person to read, not at each AI step
            self.draw()
        if result is not None:
            print()
            self.say("tools-play-over", result=result.summary)
            return False
        if seat in self.ai:
            self._let_the_ai_play(seat)
            return True
        self.thinking = False
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

    def _let_the_ai_play(self, seat: str) -> None:
        """The AI's decision for ``seat``, from its view alone; what it chose shows only through the
        public log, as at a table."""
        if not self.thinking:
            self.say("tools-play-ai-thinking", seat=self.game.seat_ref(seat))
            self.thinking = True
        pick = Rng(derive(self.seed, len(self.history)))
        self._play(seat, self.ai[seat].choose(info_for(self.game, self.state, seat, pick)))

    def _act_whole(self, seat: str, gather: Gather, numbers: list[str]) -> None:
        """The picks numbered ``numbers`` (from 1), made one decision with the gathering's finish."""
        if not all(n.isdigit() and 1 <= int(n) <= len(gather.picks) for n in numbers):
            self.say("tools-play-pick", n=len(gather.picks))
            return
        self._play(seat, gather.compose(gather.finish[0], [int(n) - 1 for n in numbers]))

    def _act(self, seat: str, actions: list[Action], answer: str) -> None:
        if answer.isdigit() and not 1 <= int(answer) <= len(actions):
            self.say("tools-play-pick", n=len(actions))
            return
        try:
            action = actions[int(answer) - 1] if answer.isdigit() else Action.parse(answer)
        except RulesError as error:
            self.say("tools-play-refused", reason=error.msg)
            return
        self._play(seat, action)

    def _play(self, seat: str, action: Action) -> None:
        try:
            step = self.game.apply(self.state, seat, action)
        except RulesError as error:
            self.say("tools-play-refused", reason=error.msg)
            return
        self.marks.append(len(self.lines))
        self._record(step.entries)
        self.history.append((seat, action))
        self.stale = True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.play", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=keys())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the language of every word shown")
    parser.add_argument("--board", type=Path, default=Path("board.png"), help="where to write the board")
    parser.add_argument(
        "--ai",
        action="append",
        default=[],
        metavar="SEAT[=LEVEL]",
        help=f"an AI seat; levels {', '.join(LEVELS)}",
    )
    args = parser.parse_args(argv)
    game = load_game(args.game)
    options = parse_options(args.option)
    seats = game.seats(game.resolve_options(options))
    agents: dict[str, Agent] = {}
    for given in args.ai:
        seat, _, level = given.partition("=")
        if seat not in seats or (level or "normal") not in LEVELS:
            parser.error(f"--ai {given}: a seat of {', '.join(seats)}, a level of {', '.join(LEVELS)}")
        agents[seat] = ai.agent(args.game, seat, level or "normal")
    table = HotSeat(game, args.seed, args.scenario, options, args.board, args.lang, agents)
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
