"""Retreat after a lost battle (CMB-8): as many roads as the damage difference, road by road.

The first road is the loser's own retreat arrow if it has one there, and never the enemy's;
then any road not used yet in this retreat, never back into the battle area (A-11). Entering an
area with enemy corps, or an engaged one, stops the stack with 2 fatigue per enemy corps there;
entering an area with friendly corps stops it; a destroyed bridge costs 2 fatigue. The fatigue
is summed and spread at the end. Enemy scouts in the way are destroyed (GRG-6), one's own never stop
the stack (GRG-9). The roads open to the stack are public, so a single one is taken without asking.
Entering an area with blocks whose identity is hidden shows everyone, by stopping or going on,
whether they are corps: like contact in a move, that step is disclosed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.core import DONE, NEXT, Action, Flow, Msg, Prompt, find, log, push
from engine.napoleon1815 import board, refs, victory
from engine.napoleon1815.allocation import spread_fatigue
from engine.napoleon1815.battlefield import BattleFields, RetreatRecord
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.seats import grognard
from engine.napoleon1815.state import (
    ARMY,
    ARMY_SIDE,
    CORPS,
    KIND,
    MACHINE,
    SIDE,
    N1815Frame,
    N1815State,
    alive,
    corps_at,
    corps_tokens,
    in_area,
    other,
    pieces_in,
)


class Stage(StrEnum):
    ROADS = "roads"
    FATIGUE = "fatigue"


def retreat_frame(s: N1815State, tokens: list[str], side: str, roads: int) -> Retreat:
    """A retreat of ``roads`` roads from the area the tokens stand in."""
    origin = s.pieces[tokens[0]].area
    return Retreat(
        tokens=list(tokens), side=side, origin=origin, here=origin, left=roads, seat=board.owner(s, tokens)
    )


def road_key(a: str, b: str) -> str:
    road = data_map.road_between(a, b)
    assert road is not None
    return road.key


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Retreat(N1815Frame):
    kind = "retreat"
    tokens: list[str]
    side: str
    origin: str
    here: str
    left: int
    seat: str
    used: list[str] = field(default_factory=list)  # road keys taken in this retreat
    fat: int = 0
    at: Stage = Stage.ROADS

    def options(self, s: N1815State) -> list[str]:
        """The roads the retreating stack may take now (their far ends)."""
        here, origin = self.here, self.origin
        if here == origin and not self.used:
            arrow = s.arrows.get(origin)
            if arrow is None:
                return list(data_map.NEIGHBOURS[here])
            if ARMY_SIDE[arrow.army] == self.side:
                return [arrow.toward]  # its own arrow first
            return [a for a in data_map.NEIGHBOURS[here] if a != arrow.toward]  # never the enemy's
        return [a for a in data_map.NEIGHBOURS[here] if a != origin and road_key(here, a) not in self.used]

    def run(self, s: N1815State) -> Flow:
        if self.at is Stage.FATIGUE:
            return DONE
        while corps_tokens(s, self.tokens) and self.left > 0:
            roads = self.options(s)
            if not roads:
                self._cornered(s)
                break
            if len(roads) > 1:
                return self.wait(self.seat, "napoleon1815-ask-retreat")
            self._step(s, roads[0])
        return self._finish(s)

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-retreat", area=refs.AREA[self.here], n=self.left))
        for there in self.options(s):
            p.add("retreat", there, label=Msg("napoleon1815-action-retreat", area=refs.AREA[there]))
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self._step(s, str(action.args[0]))

    def _step(self, s: N1815State, there: str) -> None:
        here, side = self.here, self.side
        road = road_key(here, there)
        self.used.append(road)
        self.left -= 1
        self.here = there
        if road in s.broken_bridges:
            self.fat += 2
        tokens = alive(s, self.tokens)
        board.move(s, tokens, there)
        log(s, Msg("napoleon1815-log-retreat", who=board.names(s, tokens), area=refs.AREA[there]))
        if any(t not in tokens and not board.is_public(s, t) for t in in_area(s, there)):
            s.disclosed = True  # whether the stack stops there shows whether those blocks are corps (GRG-6/9)
        board.destroy_scouts(s, there, other(side))
        board.settle(s, here)
        enemies = corps_at(s, there, other(side))
        if enemies:
            self.fat += 2 * len(enemies)
            self.left = 0
            log(s, Msg("napoleon1815-log-retreat-among-enemies", area=refs.AREA[there]))
            return
        if any(
            SIDE[p.block] == side and KIND[p.block] == CORPS and t not in tokens
            for t, p in pieces_in(s, there)
        ):
            self.left = 0
            return
        corps = corps_tokens(s, tokens)
        victory.claim(s, there, ARMY[s.pieces[(corps or tokens)[0]].block])

    def _cornered(self, s: N1815State) -> None:
        """No road out of the battle area at all: the stack is destroyed (our reading; it cannot happen
        on our map, where every area has at least two roads)."""
        if self.here != self.origin:
            return
        for t in corps_tokens(s, self.tokens):
            board.add_fatigue(s, t, 9)

    def _finish(self, s: N1815State) -> Flow:
        board.settle(s, self.here)
        battle = find(s, BattleFields)
        if battle is not None:
            battle.retreat = RetreatRecord(
                tuple(self.tokens), self.side, self.origin, self.here, tuple(self.used), self.seat
            )
            battle.retreated = battle.retreated or bool(self.used)
        self.at = Stage.FATIGUE
        if corps_tokens(s, self.tokens):
            amount_public = not grognard(s)
            return push(
                s, spread_fatigue(s, self.tokens, self.fat, amount_public=amount_public, seat=self.seat)
            )
        return NEXT
