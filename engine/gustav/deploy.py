"""ゲーム準備: deployment, one unit at a time in turn starting with Player A (S-8), then the first
player of round 1 (S-9)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, rng
from engine.gustav.data.board import territory
from engine.gustav.data.units import KINDS
from engine.gustav.state import (
    MACHINE,
    SEATS,
    GustavFrame,
    GustavState,
    deployed,
    move_unit,
    occupants,
    other,
    seat_ref,
    unit_ref,
    waiting,
)


def kinds_waiting(s: GustavState, seat: str) -> list[str]:
    found = {s.units[uid].kind for uid in waiting(s, seat)}
    return [k for k in KINDS if k in found]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Deploy(GustavFrame):
    """S-8: Player A places a unit, then Player B, and so on; once one side has placed all its units
    the other places the rest one after another. A placement is two choices: which type, then where
    (the type is not asked when only one is left, a public fact)."""

    kind = "deploy"
    seat: str = SEATS[0]
    unit: str = ""  # the type chosen, "" before the choice

    def run(self, s: GustavState) -> Flow:
        kinds = kinds_waiting(s, self.seat)
        if not kinds:
            self.seat = other(self.seat)
            kinds = kinds_waiting(s, self.seat)
        if not kinds:
            choose_first(s)
            return DONE
        if len(kinds) == 1:
            self.unit = kinds[0]
        if not self.unit:
            return self.wait(self.seat, "gustav-ask-deploy-unit")
        return self.wait(self.seat, "gustav-ask-deploy-hex")

    def prompt(self, s: GustavState, seat: str) -> Prompt:
        if not self.unit:
            p = Prompt(self.ask, _DEPLOY_UNIT_TEXT)
            left, quiet = Counter(s.units[uid].kind for uid in waiting(s, seat)), s.quiet  # quiet: no labels
            p.actions = [_pick_type(kind, left[kind], quiet) for kind in KINDS if left[kind]]
            return p
        p = Prompt(self.ask, _deploy_hex_text(self.unit))
        taken, quiet = occupants(s), s.quiet  # quiet: a search's playout, no labels
        p.actions = [place for h, place in _places(self.unit, seat, quiet) if h not in taken]
        if len(kinds_waiting(s, seat)) > 1:
            p.actions.append(_DEPLOY_BACK)
        return p

    def answer(self, s: GustavState, seat: str, action: Action) -> None:
        if action.verb == "unit":
            self.unit = str(action.args[0])
            return
        if action.verb == "back":
            self.unit = ""
            return
        hex_id = str(action.args[0])
        uid = next(u for u in waiting(s, seat) if s.units[u].kind == self.unit)
        move_unit(s, uid, hex_id)
        if not s.quiet:
            log(s, Msg("gustav-log-deploy", seat=seat_ref(seat), unit=unit_ref(self.unit), hex=hex_id))
        self.unit = ""
        if waiting(s, other(seat)):
            self.seat = other(seat)


@cache
def _pick_type(kind: str, left: int, quiet: bool) -> Action:
    """A type of unit to place next, with how many are left (made once per type and count: actions
    never change)."""
    label = None if quiet else Msg("gustav-action-deploy-unit", unit=unit_ref(kind), left=left)
    return Action("unit", (kind,), label)


@cache
def _places(kind: str, seat: str, quiet: bool) -> tuple[tuple[str, Action], ...]:
    """Each hex of the seat's territory with the action placing the chosen type there (made once per
    type, seat and quietness: actions never change)."""
    return tuple(
        (
            h,
            Action(
                "hex", (h,), None if quiet else Msg("gustav-action-deploy-hex", unit=unit_ref(kind), hex=h)
            ),
        )
        for h in territory(seat)
    )


_DEPLOY_BACK = Action("back", (), Msg("gustav-action-deploy-back"), ActionKind.BACK)
_DEPLOY_UNIT_TEXT = Msg("gustav-prompt-deploy-unit")  # made once: messages never change


@cache
def _deploy_hex_text(kind: str) -> Msg:
    """The text of the question where a unit of ``kind`` is placed (made once per type)."""
    return Msg("gustav-prompt-deploy-hex", unit=unit_ref(kind))


def choose_first(s: GustavState) -> None:
    """S-9 (A-17): the side with more units fielded moves first in round 1; equal numbers are
    settled by lot (the seed's rock-paper-scissors)."""
    counts = {seat: len(deployed(s, seat)) for seat in SEATS}
    a, b = SEATS
    if counts[a] != counts[b]:
        s.first = a if counts[a] > counts[b] else b
        log(s, Msg("gustav-log-first-more", seat=seat_ref(s.first), units=counts[s.first]))
    else:
        s.first = SEATS[rng.randbelow(s, 2)]
        log(s, Msg("gustav-log-first-lot", seat=seat_ref(s.first), units=counts[a]))
    s.checkpoint = True
