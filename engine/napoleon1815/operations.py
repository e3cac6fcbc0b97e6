"""The Operations Phase (p.9, p.16): sides alternate, one operation or a pass at a time.

Who is asked is public: a seat with no active block left passes by itself (OPS-3; in Conscript
games, where every block is known, a seat with nothing it could activate); any other seat is
asked, even when the blocks it has left cannot act (it then has only "pass"). With three players
the Allied leader chooses which Allied player operates on each Allied turn (3P-9); a player who
passes is done for the turn (3P-11), and his pass is the Allied side's turn: France goes next, and
the partner operates on the following Allied turns (our reading of p.9 and p.16, DATA.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, push
from engine.napoleon1815 import refs
from engine.napoleon1815.alternation import OpsFields
from engine.napoleon1815.operation import new_operation
from engine.napoleon1815.seats import (
    FRANCE,
    armies_of,
    grognard,
    partner,
    seats_of_side,
    side_of_seat,
    three_players,
)
from engine.napoleon1815.state import (
    ARMY,
    BLOCK_INFO,
    COMMANDER,
    CORPS,
    FRENCH,
    KIND,
    MACHINE,
    SCOUT,
    N1815State,
    Piece,
    other,
)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Ops(OpsFields):
    kind = "ops"

    def run(self, s: N1815State) -> Flow:
        if self.at is self.AFTER:
            again = self.again
            self.again, self.pick, self.again_now, self.at = False, "", again, self.TURN
            if not again:
                self.side = other(self.side)
        if self.at is self.GIVE:
            return self.wait(self.seat, "napoleon1815-ask-give")
        for _ in range(2):
            seats = self._ready(s, self.side)
            if seats:
                break
            self.side = other(self.side)
        else:
            return DONE  # OPS-2: both sides have passed
        if self.again_now and self.side != FRENCH:
            self.again_now = False
        if len(seats) == 2 and not self.pick:
            self.at = self.LEADER
            return self.wait(s.leader or seats[0], "napoleon1815-ask-operator")
        self.at, self.seat = self.CHOOSE, self.pick or seats[0]
        return self.wait(self.seat, "napoleon1815-ask-operate")

    def _ready(self, s: N1815State, side: str) -> list[str]:
        """Seats of a side still in the phase; OPS-3: a seat with nothing left to activate passes."""
        seats = []
        for seat in seats_of_side(s, side):
            if seat in s.passed:
                continue
            if not may_operate(s, seat):
                s.passed.append(seat)
                log(s, Msg("napoleon1815-log-must-pass", seat=refs.SEAT[seat]))
                continue
            seats.append(seat)
        return seats

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        if self.at is self.LEADER:
            p = Prompt(self.ask, Msg("napoleon1815-prompt-operator"))
            for mate in seats_of_side(s, self.side):
                if mate not in s.passed:
                    p.add("operator", mate, label=Msg("napoleon1815-action-operator", seat=refs.SEAT[mate]))
            return p
        mate = partner(seat) or seat
        if self.at is self.GIVE:
            p = Prompt(self.ask, Msg("napoleon1815-prompt-give", seat=refs.SEAT[mate]))
            public = Msg("napoleon1815-public-give", seat=refs.SEAT[mate])
            for c in sorted(set(s.hands[seat])):
                p.add("give", c, label=Msg("napoleon1815-action-give-card", card=refs.CARD[c]), public=public)
            p.add("give", label=Msg("napoleon1815-action-keep-cards"), kind=ActionKind.BACK)
            return p
        p = Prompt(self.ask, _OPERATE_TEXT)
        if s.quiet:  # a search's playout: no labels
            for area, _, _ in operable_stacks(s, seat):
                p.actions.append(_operate_quietly(area))
        else:
            for area, engaged, active in operable_stacks(s, seat):
                p.actions.append(_operate(area, engaged, active))
        if not self.again_now:
            p.actions.append(_PASS)
        if can_give(s, seat):
            p.add("give", label=Msg("napoleon1815-action-give", seat=refs.SEAT[mate]))
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        verb = action.verb
        if verb == "operator":
            self.pick = str(action.args[0])
        elif verb == "give":
            self._give(s, seat, action)
        elif verb == "pass":
            s.passed.append(seat)
            if not s.quiet:
                log(s, Msg("napoleon1815-log-pass", seat=refs.SEAT[seat]))
            self.side = other(self.side)  # the pass was this side's turn (p.9, p.16)
            self.at, self.pick = self.TURN, ""
        else:
            self.at = self.AFTER
            push(s, new_operation(s, seat, side_of_seat(seat), str(action.args[0])))

    def _give(self, s: N1815State, seat: str, action: Action) -> None:
        if self.at is not self.GIVE:
            self.at = self.GIVE
            return
        self.at = self.TURN
        if not action.args:
            return
        card, mate = int(action.args[0]), partner(seat) or seat
        s.hands[seat].remove(card)
        s.hands[mate].append(card)
        s.revealed = True
        log(s, Msg("napoleon1815-log-give", seat=refs.SEAT[seat], to=refs.SEAT[mate]))
        log(s, Msg("napoleon1815-log-give-own", card=refs.CARD[card], to=refs.SEAT[mate]), to=seat)
        log(s, Msg("napoleon1815-log-given", card=refs.CARD[card], seat=refs.SEAT[seat]), to=mate)


_OPERATE_TEXT = Msg("napoleon1815-prompt-operate")  # made once: messages never change
_PASS = Action("pass", label=Msg("napoleon1815-action-pass"), kind=ActionKind.IRREVERSIBLE)
_NAMED = 3  # an area label names at most this many blocks, so that it fits a button


@lru_cache(maxsize=4096)  # an offered action is immutable: built once per area and active blocks
def _operate(area: str, engaged: bool, active: tuple[str, ...]) -> Action:
    """The action operating from ``area``, labelled with the seat's active blocks there."""
    return Action(
        "operate",
        (area,),
        _area_label(area, engaged, active),
        public=Msg("napoleon1815-public-operate", area=refs.AREA[area]),
    )


@lru_cache(maxsize=256)  # a search's playout: no labels
def _operate_quietly(area: str) -> Action:
    return Action("operate", (area,))


def _area_label(area: str, engaged: bool, blocks: tuple[str, ...]) -> Msg:
    """The area and its active blocks of the seat (the first two and a count when there are many)."""
    active = refs.blocks(blocks)
    key = "napoleon1815-action-operate-engaged" if engaged else "napoleon1815-action-operate"
    if len(active) > _NAMED:
        return Msg(
            f"{key}-many", area=refs.AREA[area], blocks=active[: _NAMED - 1], more=len(active) + 1 - _NAMED
        )
    return Msg(key, area=refs.AREA[area], blocks=active)


def can_give(s: N1815State, seat: str) -> bool:
    """3P-4: an Allied player may give his partner a card after Aide-de-camp, or while Blücher and
    Wellington stand in the same area or in areas one road apart (never France)."""
    return seat != FRANCE and three_players(s) and bool(s.hands[seat]) and s.talking


# --- which stacks may act ---------------------------------------------------------------------


def may_operate(s: N1815State, seat: str) -> bool:
    """Whether the seat is asked to operate (public): in Grognard games, any active block of its own
    on the map (which of them are corps is its secret); in Conscript games, an operable area."""
    if grognard(s):
        armies = armies_of(seat)
        return any(ARMY[p.block] in armies and not p.spent for p in s.pieces.values())
    return bool(operable_stacks(s, seat))


class Stack(NamedTuple):
    """An area from which a player can activate a stack: whether it is engaged (TRM-15), and the
    player's active blocks there, in piece order."""

    area: str
    engaged: bool
    active: tuple[str, ...]


def operable_stacks(s: N1815State, seat: str) -> tuple[Stack, ...]:
    """The areas from which the seat can activate a stack (OPS-3, OPS-4), in area order."""
    armies, pieces = armies_of(seat), tuple(s.pieces.values())
    last = _LAST.get(armies)
    # The same map as last asked, piece for piece: comparing the pieces (the same objects, unless
    # one changed) costs far less than hashing them for the cache below.
    if last is not None and last[0] == pieces:
        return last[1]
    stacks = _operable_stacks(armies, pieces)
    _LAST[armies] = pieces, stacks
    return stacks


# By armies: the pieces on the map ``operable_stacks`` was last asked about, and its answer.
_LAST: dict[tuple[str, ...], tuple[tuple[Piece, ...], tuple[Stack, ...]]] = {}


@lru_cache(maxsize=1024)  # made once per map: a player is asked again and again on the same one
def _operable_stacks(armies: tuple[str, ...], pieces: tuple[Piece, ...]) -> tuple[Stack, ...]:
    """``operable_stacks`` of a player of ``armies`` among the pieces on the map."""
    mine: dict[str, list[Piece]] = {}  # the player's pieces by area, in piece order
    active_corps = False  # whether the player has a corps not yet spent
    french_corps, allied_corps = set[str](), set[str]()
    for p in pieces:
        block, area, _, _, _, spent = p
        kind, side, army = BLOCK_INFO[block]
        if kind == CORPS:
            (french_corps if side == FRENCH else allied_corps).add(area)
            active_corps = active_corps or (not spent and army in armies)
        if army in armies:
            if area in mine:
                mine[area].append(p)
            else:
                mine[area] = [p]
    if not active_corps:
        return ()  # OPS-3: all corps spent, the player must pass
    engaged = french_corps & allied_corps  # the areas holding corps of both sides (TRM-15)
    stacks = []
    for area in sorted(mine):
        here, clash = mine[area], area in engaged
        if _operable(here, clash):
            stacks.append(Stack(area, clash, tuple([p.block for p in here if not p.spent])))
    return tuple(stacks)


def _operable(pieces: list[Piece], engaged: bool) -> bool:
    """Whether one of the player's ``pieces`` in an area (``engaged`` or not) can act: a scout, a
    corps in an engaged area, or a corps that may march away, i.e. unless one of the player's
    commanders would be left without a corps of his and cannot follow (TRM-3; with three players
    only his own blocks count, operation.py)."""
    if len(pieces) == 1:  # a lone block: any but a commander, if active
        lone = pieces[0]
        return not lone.spent and KIND[lone.block] != COMMANDER
    corps = -1  # the player's corps in the area, counted when first needed
    for p in pieces:
        if p.spent:
            continue
        kind = KIND[p.block]
        if kind == COMMANDER:
            continue
        if kind == SCOUT or engaged:
            return True
        if corps < 0:
            corps = [KIND[c.block] for c in pieces].count(CORPS)
        if corps - (kind == CORPS) > 0:  # another corps stays with the commanders
            return True
        army = ARMY[p.block]
        if all(not c.spent and ARMY[c.block] == army for c in pieces if KIND[c.block] == COMMANDER):
            return True
    return False
