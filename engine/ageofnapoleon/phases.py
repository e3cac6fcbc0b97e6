"""The strategy, reinforcement and winter attrition phases on the state, built on the aid's rules.

Reconstructed where the aid is silent (DATA.md §6): reinforcements appear in areas of their own country that
hold no enemy corps; a side's minor countries add their chart allowance to their patron (France for the French
side, Britain for the Coalition: the minors' troops serve under those counters); a corps comes only while its
country's side is the player's and, for reformed or Invasion corps, once that has happened.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Final, NamedTuple

from engine.ageofnapoleon import log
from engine.ageofnapoleon.attrition import check_winter
from engine.ageofnapoleon.data import charts
from engine.ageofnapoleon.data.board import AREAS, BARREN, areas_of
from engine.ageofnapoleon.data.charts import WINTER_MIN_SIZE, AttritionModifier
from engine.ageofnapoleon.data.corps import INVASION, REFORMED, ROSTER, Availability, CorpsCounter
from engine.ageofnapoleon.data.countries import (
    COALITION,
    DETACHABLE,
    FRENCH,
    INSURRECTION,
    NEUTRAL,
    Side,
    Status,
    side_of,
)
from engine.ageofnapoleon.deck import discard, strategy_draw
from engine.ageofnapoleon.diplomacy import Play, resolve
from engine.ageofnapoleon.events import raise_of, russian_cut, winter_extra
from engine.ageofnapoleon.reinforcement import Limit, check_mobilization, minors_limits, power_limits
from engine.ageofnapoleon.sea import sea_reinforcement_areas
from engine.ageofnapoleon.state import (
    RUSSIA_INVADED,
    AonState,
    Sides,
    board,
    enemy,
    lift,
    place,
    put,
    side_of_corps,
    take,
)
from engine.ageofnapoleon.strategy import cards_drawn
from engine.core import Msg

PATRON = {FRENCH: "france", COALITION: "britain"}
_SIDES: Final = tuple(Side)  # French first (an enum's iteration costs as much as a look-up of the map)


def strategy_phase(state: AonState, major_surrendered_last_turn: bool = False) -> list[Msg]:
    """Reshuffle when the aid says so, then each player draws by the strategy chart (aid 戦略チャート)."""
    counts = {side: cards_drawn(side, state.statuses, frozenset(state.reformed)) for side in _SIDES}
    said = [log.reshuffle()] if strategy_draw(state, state.deck, counts, major_surrendered_last_turn) else []
    return said + [log.draw(side, counts[side]) for side in _SIDES]


def limits(state: AonState, side: Side, power: str, sides: Sides | None = None) -> Limit:
    """A controlled major power's limits this reinforcement phase, with the minors' allowance on the patron
    (``sides``: the corps' sides under the state's statuses, if read already)."""
    minors = more = cut = 0
    if power == PATRON[side]:
        minors = (sides or board(state).sides).minors[side]
        more = raise_of(state, side)  # Conscription, Landwehr (events.py)
    if power == "russia":
        cut = russian_cut(state)  # Russo-Ottoman War
    return _limits(side, power, state.statuses[power], power in state.reformed, minors, more, cut)


@cache  # a chart look-up: one per power, status, reform, minors held and the year's rise and cut
def _limits(
    side: Side, power: str, status: Status, reformed: bool, minors: int, more: int, cut: int
) -> Limit:
    """``limits`` from what it reads of the state: the patron's minors and rise, Russia's cut."""
    limit = power_limits(power, status, reformed)
    if power == PATRON[side]:
        extra = minors_limits(side, minors)
        limit = Limit(limit.mobilization + extra.mobilization + more, limit.appearance + extra.appearance)
    if power == "russia":
        limit = Limit(max(limit.mobilization - cut, 0), limit.appearance)
    return limit


def available(state: AonState, side: Side, corps: str) -> bool:
    """Whether a corps set aside may come in now for ``side``."""
    return corps in state.pool and side_of_corps(state, corps) is side and _ready(state, ROSTER[corps])


def available_corps(state: AonState, side: Side) -> list[str]:
    """The corps set aside that may come in now for ``side`` (``available`` for each), in order."""
    return _available(state, side, board(state).sides)


def _available(state: AonState, side: Side, sides: Sides) -> list[str]:
    """``available_corps``, with the sides the corps fight for under the state's statuses."""
    mine = list(filter(sides.members[side].__contains__, state.pool))  # the pool is kept sorted (state.put)
    if not _WAITING.intersection(mine):
        return mine
    return [corps for corps in mine if corps not in _WAITING or _ready(state, ROSTER[corps])]


def _ready(state: AonState, counter: CorpsCounter) -> bool:
    """A reformed power's corps come once it has reformed, the Invasion corps once Russia was invaded."""
    if counter.availability is REFORMED:
        return counter.country in state.reformed
    return counter.availability is not INVASION or RUSSIA_INVADED in state.lasting


# the corps ``_ready`` may hold back (reformed and Invasion corps): the others are ready whatever the state
_WAITING: Final = frozenset(cid for cid, c in ROSTER.items() if c.availability is not Availability.START)


class Mobilization:
    """What the reinforcement limits check against, read once from the state: the areas holding enemy corps,
    where British corps may come in, and each power's limits. For checking many placements in one position
    (the state must not change meanwhile)."""

    def __init__(self, state: AonState, side: Side) -> None:
        self.state = state
        self.side = side
        made = board(state)
        self.sides = made.sides
        self.held = made.held[enemy(side)]
        self._sea: list[str] | None = None
        self._limits: dict[str, Limit] = {}

    def available(self) -> list[str]:
        """The corps set aside that may come in now (``available_corps``)."""
        return _available(self.state, self.side, self.sides)

    def allowed(self, power: str) -> Sequence[str]:
        """Where ``power``'s corps may come in."""
        if power != "britain":
            return areas_of(power)
        if self._sea is None:
            self._sea = sea_reinforcement_areas(self.state)
        return self._sea

    def refusal(self, placements: Mapping[str, str]) -> str | None:
        """Why placing these corps (corps -> area, those already brought in this phase included) breaks the
        rules, or None (aid 増援チャート, limits by power)."""
        return self.checked(placements)[0]

    def checked(self, placements: Mapping[str, str]) -> tuple[str | None, dict[str, list[str]]]:
        """``refusal``, with the areas of the placements by power (one entry per corps)."""
        state, side = self.state, self.side
        by_power: dict[str, list[str]] = {}
        for corps, area in placements.items():
            placed = state.location.get(corps) == area  # brought in earlier this phase: counts for the limits
            if not placed and not available(state, side, corps):
                return "unavailable", by_power
            power = ROSTER[corps].country
            if area not in self.allowed(power):
                return "area", by_power
            if area in self.held:
                return "enemy", by_power
            by_power.setdefault(power, []).append(area)
        for power, areas in by_power.items():
            why = check_mobilization(self.limit(power), areas)
            if why is not None:
                return why, by_power
        return None, by_power

    def limit(self, power: str) -> Limit:
        """``power``'s limits this phase (``limits``), read once."""
        found = self._limits.get(power)
        if found is None:
            found = self._limits[power] = limits(self.state, self.side, power, self.sides)
        return found


def mobilization_refusal(state: AonState, side: Side, placements: Mapping[str, str]) -> str | None:
    """Why placing these corps (corps -> area, those already brought in this phase included) breaks the
    rules, or None (aid 増援チャート, limits by power)."""
    return Mobilization(state, side).refusal(placements)


def mobilize(state: AonState, placements: Mapping[str, str]) -> None:
    """Place corps checked by ``mobilization_refusal``, at full strength."""
    for corps, area in placements.items():
        take(state.pool, corps)
        place(state, (corps,), area)


def recover_army(state: AonState, side: Side, card: str, area: str) -> int:
    """Aid 9.6: discard an unplayed card to restore every reduced corps of the side's army in one area."""
    discard(state.deck, side, card)
    army = board(state).stacks[side].get(area, ())  # the side's corps there (side_of_corps for each)
    restored = [c for c in army if c in state.reduced]
    for corps in restored:
        take(state.reduced, corps)
    return len(restored)


def return_prisoners(state: AonState) -> None:
    """Aid 9.7: at the end of the reinforcement phase every prisoner goes back to its owner's corps set aside."""
    for held in state.prisoners.values():
        for corps in held:
            put(state.pool, corps)
        held.clear()


def winter_modifiers(state: AonState, area: str, side: Side) -> list[AttritionModifier]:
    """The aid's attrition modifiers that hold in an area for a side, from the map and the statuses (the card
    modifiers, Depot and Scorched Earth, come with the cards)."""
    spot = AREAS[area]
    status = state.statuses.get(spot.country, NEUTRAL)
    found = []
    if side_of(status) is side:
        found.append(charts.FRIENDLY)
    if spot.capital:
        found.append(charts.CAPITAL)
    if status is NEUTRAL:
        found.append(charts.NEUTRAL)
    if status is INSURRECTION and side is FRENCH:
        # the aid's "neutral country in insurrection": read as a country in insurrection (IC), DATA.md §13
        found.append(charts.REVOLT)
    if spot.terrain is BARREN:
        found.append(charts.BARREN)
    return found


class WinterLoss(NamedTuple):
    """An army's winter attrition roll: the area, the side, its corps there and how many it loses."""

    area: str
    side: Side
    army: tuple[str, ...]
    losses: int


def winter_rolls(state: AonState) -> tuple[list[Msg], list[WinterLoss]]:
    """Aid 冬季損耗表: one die per area with an army of three corps or more, area by area, French first;
    returns the log lines and the losses each owner is to take (WA-3: the owner chooses the corps)."""
    said: list[Msg] = []
    due: list[WinterLoss] = []
    stacks = board(state).stacks
    rolling = {a for side in _SIDES for a, army in stacks[side].items() if len(army) >= WINTER_MIN_SIZE}
    for area in sorted(rolling):  # only the areas where an army rolls
        for side in _SIDES:
            army = stacks[side].get(area, ())
            if len(army) < WINTER_MIN_SIZE:
                continue  # no roll (check_winter): the modifiers need not be read
            result = check_winter(
                state, len(army), winter_modifiers(state, area, side), winter_extra(state, side)
            )
            if result is None:
                continue
            said.append(log.winter(side, result))
            if result.losses:
                due.append(WinterLoss(area, side, tuple(army), result.losses))
    return said, due


def lose_in_winter(state: AonState, corps: Sequence[str]) -> None:
    """Winter attrition losses are permanent (aid 冬季損耗表, WA-3); Veteran never brings them back."""
    lift(state, corps)
    for c in corps:
        take(state.reduced, c)
        put(state.out, c)
        put(state.lasting, f"winter_lost:{c}")  # events.py: Veteran skips these


def diplomacy_phase(state: AonState, plays: list[Play]) -> list[Msg]:
    """Carry out the diplomacy phase's plays (each checked by ``diplomacy.play_refusal``): the cards go to the
    discards, plays of both sides on one country cancel (errata §6.2), and a detachable area that shared its
    ruler's status follows it (reconstructed)."""
    for play in plays:
        discard(state.deck, play.side, play.card)
    after = resolve(plays, state.statuses)
    for area, ruler in DETACHABLE.items():
        if state.statuses.get(area) is state.statuses[ruler] and after.get(area) is state.statuses[area]:
            after[area] = after[ruler]
    said = [log.status_change(c, s) for c, s in sorted(after.items()) if state.statuses.get(c) is not s]
    state.statuses = after
    return said
