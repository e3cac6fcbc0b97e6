"""Reaction windows: moments when seats that are not deciding anything else may answer the play.

A window is a frame that asks its seats in turn: each may answer (play a card, say), hand the
question on to the next seat, or decline for everyone left. A game subclasses ``Window`` into its
frame family and says what an answer is.

Why being asked leaks nothing: whether a window opens, and which seat is asked, must follow from
facts every seat can see (the rules allow an answer at this moment; the seat holds at least one
card, hand sizes being public). The game's ``may_answer`` is that public test, and the prompt is
the same whatever the seat holds: its key, the ``window`` flag and the ``decline`` action never
change; only the answers it may really give, which only it sees, come from its hidden hand. So a
standing order ("always pass this kind of window") answered by a client reveals nothing either.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.actions import Action, ActionKind, Prompt
from engine.core.flow import DONE, Flow, Frame, S, finish
from engine.core.messages import Msg, Ref

HAND_ON = "hand_on"
DECLINE = "decline"


def seat_ref(game: str, seat: str) -> Ref:
    """A seat as a message argument: named by the catalog entry ``{game}-seat-{seat}``."""
    return Ref(f"{game}-seat", seat)


@dataclass(slots=True, kw_only=True)
class Window(Frame[S]):
    """Seats in ``seats`` are asked in turn whether they answer; ``window`` names the moment."""

    window: str  # the game's kind of window: prompt key ``{game}-window-{window}``, standing orders
    seats: list[str] = field(default_factory=list)
    i: int = 0  # the seat asked now

    # --- what the game says -------------------------------------------------------------------

    def may_answer(self, s: S, seat: str) -> bool:
        """Public test: could this seat answer at all (e.g. it holds a card)? Never a secret."""
        raise NotImplementedError

    def answers(self, s: S, seat: str) -> list[Action]:
        """The answers the seat may really give now (it alone sees them)."""
        raise NotImplementedError

    def play(self, s: S, seat: str, action: Action) -> None:
        """Carry out an answer; the window is already closed."""
        raise NotImplementedError

    # --- the machine --------------------------------------------------------------------------

    def run(self, s: S) -> Flow:
        while self.i < len(self.seats):
            if any(self.may_answer(s, seat) for seat in self.seats[self.i :]):
                return self.wait(self.seats[self.i], f"{self.machine.game}-window-{self.window}")
            self.i = len(self.seats)
        return DONE

    def prompt(self, s: S, seat: str) -> Prompt:
        game = self.machine.game
        p = Prompt(self.ask, Msg(f"{game}-window-{self.window}"), self.answers(s, seat), window=self.window)
        later = self.seats[self.i + 1 :]
        if later and any(self.may_answer(s, other) for other in later):
            p.add(HAND_ON, label=Msg("core-window-hand-on", seat=seat_ref(game, later[0])))
        p.decline = p.add(DECLINE, label=Msg("core-window-decline"), kind=ActionKind.DONE)
        return p

    def answer(self, s: S, seat: str, action: Action) -> None:
        if action.verb == HAND_ON:
            self.i += 1
            return
        finish(s, self)
        if action.verb != DECLINE:
            self.play(s, seat, action)
