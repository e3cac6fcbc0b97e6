"""Setting up a scenario (SET-1..5): decks, blocks on the map, markers, reinforcements to come,
and, with the Grognard rules, the scouts each player places after the corps (GRG-4).

Tokens carry no identity: each army's token numbers (one per block of the army) are shuffled into
a pool once, with the state's generator, and every block that comes onto the map, at set-up or
later, takes the next number of its army's pool.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from engine.core import DONE, Action, Flow, Json, Msg, Prompt, log, rng
from engine.napoleon1815 import board, refs
from engine.napoleon1815.data import cards, oob, scenarios
from engine.napoleon1815.seats import grognard, seat_of_army
from engine.napoleon1815.sequence import Turn
from engine.napoleon1815.state import (
    ANGLO_DUTCH,
    ARMIES,
    ARMY,
    CORPS,
    KIND,
    MACHINE,
    Arrival,
    Arriving,
    N1815Frame,
    N1815State,
    Phase,
    Piece,
    may_talk,
    take_token,
)


def new_state(base: dict[str, Json]) -> N1815State:
    """The opening state, before anyone decides anything."""
    s = N1815State.from_dict(base)
    scenario = scenarios.scenario(s.scenario)
    three = s.options["players"] == "3"
    s.vp = scenario.start_vp
    s.decks = {d.value: [c.number for c in cards.deck(d, three_player=three)] for d in cards.Deck}
    for pile in s.decks.values():
        rng.shuffle(s, pile)
    s.discards = {d.value: [] for d in cards.Deck}
    s.hands = {seat: [] for seat in s.seats}
    s.control = {area: army.value for area, army in scenario.control.items()}
    s.entrenchments = list(scenario.entrenchments)
    s.arrivals = [
        Arrival(
            r.turn,
            tuple(
                Arriving(a.block, *_strength(a.block, a.infantry, a.cavalry), a.fatigue) for a in r.arrivals
            ),
            tuple(r.entry),
        )
        for r in scenario.reinforcements
    ]
    for army in ARMIES:
        numbers = list(range(1, oob.BLOCK_COUNTS[oob.Army(army)] + 1))
        rng.shuffle(s, numbers)
        s.tokens_left = {**s.tokens_left, army: tuple(numbers)}
    for p in scenario.setup:
        infantry, cavalry = _strength(p.block, p.infantry, p.cavalry)
        token = board.place(s, p.block, p.area, infantry, cavalry, p.fatigue)
        if p.spent:
            s.pieces[token] = s.pieces[token]._replace(spent=True)
        if oob.BLOCK[p.block].enters_by_event:
            s.entered.append(p.block)  # EVT-38/45: already in play, so the card strengthens instead
    s.frames = [Turn()]
    scouts = _scouts(s, scenario)
    if scouts:
        s.phase = Phase.SETUP
        s.frames.append(Scouts(todo=[Scout(b, take_token(s, ARMY[b])) for b in scouts]))
    s.talking = may_talk(s)  # where the commanders start is in the scenario: nothing disclosed
    return s


def _strength(block: str, infantry: int | None, cavalry: int | None) -> tuple[int, int]:
    b = oob.BLOCK[block]
    return (b.infantry if infantry is None else infantry), (b.cavalry if cavalry is None else cavalry)


def _scouts(s: N1815State, scenario: scenarios.Scenario) -> list[str]:
    """GRG-4: the scenario's number of scouts for each army (Grognard rules only)."""
    if not grognard(s):
        return []
    out: list[str] = []
    for army in oob.Army:
        count = scenario.scouts.get(army, 0)
        out += [b.id for b in oob.blocks_of(army, oob.BlockKind.SCOUT)[:count]]
    return out


# --- GRG-4: placing the scouts ----------------------------------------------------------------


class Scout(NamedTuple):
    block: str
    token: str


def _areas(s: N1815State, army: str) -> list[str]:
    """Areas holding a corps of the army (our convention, data README)."""
    return sorted({p.area for p in s.pieces.values() if ARMY[p.block] == army and KIND[p.block] == CORPS})


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Scouts(N1815Frame):
    """GRG-4: each player places his scouts, one at a time, each in an area holding one of his corps."""

    kind = "scouts"
    todo: list[Scout] = field(default_factory=list)

    def run(self, s: N1815State) -> Flow:
        while self.todo:
            army = ARMY[self.todo[0].block]
            areas = _areas(s, army)
            if len(areas) > 1:
                return self.wait(seat_of_army(s, army), "napoleon1815-ask-scout")
            if areas:
                self._place(s, areas[0])
            else:
                self.todo.pop(0)
        return DONE

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        army = ARMY[self.todo[0].block]
        left = sum(1 for x in self.todo if ARMY[x.block] == army)
        p = Prompt(self.ask, Msg("napoleon1815-prompt-scout", n=left))
        for area in _areas(s, army):
            p.add("place", area, label=Msg("napoleon1815-action-place-scout", area=refs.AREA[area]))
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self._place(s, str(action.args[0]))

    def _place(self, s: N1815State, area: str) -> None:
        block, token = self.todo.pop(0)
        spent = ARMY[block] == ANGLO_DUTCH and any(
            r.key == "french_initiative" for r in scenarios.scenario(s.scenario).special_rules
        )  # Surprise: all Anglo-Dutch blocks start spent
        s.pieces[token] = Piece(block, area, 0, 0, 0, spent)
        seat = seat_of_army(s, ARMY[block])
        log(s, Msg("napoleon1815-log-scout-placed", seat=refs.SEAT[seat], area=refs.AREA[area]))
