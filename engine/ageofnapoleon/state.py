"""The state of a game of Age of Napoleon: the year, round and phase; every country's status; the corps on
the map and their sides; the prisoner boxes; the corps set aside and those out of the game; the cards; the
frame stack of the turn machine (``engine.core.flow``); and the one generator all chance comes from
(``GameState.rng``).

What is secret, and from whom (the views and ``determinize`` follow this): each hand from the other player
and from the channel; the deck's order from both. Everything else is public: the map, the statuses, the
discards, the number of cards in each hand and in the deck, the prisoner boxes and the battle cards once
revealed. Sets of corps are kept as sorted lists so the state has one plain JSON form. The map (``location``)
and the statuses are read-only mappings, changed only by ``place``, ``lift`` and ``set_statuses``, which put
new ones in their place: copies share them, and ``board`` knows an unchanged map by its identity.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from engine.ageofnapoleon.data.cards import DECK
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import DETACHABLE, MINORS, STATUS_SIDE, Scenario, Side, Status
from engine.ageofnapoleon.deck import Deck, new_deck
from engine.ageofnapoleon.sequence import YearPhase
from engine.core import Frame, GameState, Machine
from engine.core.rng import seed_state

GAME = "ageofnapoleon"
SEATS: tuple[str, ...] = (Side.FRENCH.value, Side.COALITION.value)
RUSSIA_INVADED = "russia_invaded"  # errata §2.2.1: once set, the Invasion corps stay available


class MoveTrace(NamedTuple):
    """A move of this round, for the picture and the log: whose, the path, and how (land or sea)."""

    side: str
    path: tuple[str, ...]
    sea: bool


class BattleTrace(NamedTuple):
    """The last battle: where, who attacked, the totals, dice, losses and who won."""

    area: str
    attacker: str
    winner: str
    totals: tuple[int, ...]
    losses: tuple[int, ...]
    cards: tuple[str, ...]  # the battle cards revealed, attacker's first


@dataclass(slots=True, kw_only=True)
class AonState(GameState):
    year: int
    round: int
    phase: YearPhase
    statuses: Mapping[str, Status]  # never changed in place (``set_statuses``): see ``board``
    deck: Deck
    reformed: list[str] = field(default_factory=list)
    location: Mapping[str, str] = field(default_factory=dict)  # corps on the map -> area; as ``statuses``
    reduced: list[str] = field(default_factory=list)
    prisoners: dict[str, list[str]] = field(default_factory=lambda: {side: [] for side in SEATS})  # by captor
    pool: list[str] = field(default_factory=list)  # set aside, may come in as reinforcements
    out: list[str] = field(default_factory=list)  # permanently lost
    lasting: list[str] = field(default_factory=list)  # lasting events: cards in force, "russia_invaded"
    yearly: list[str] = field(default_factory=list)  # events in force until the end of this year
    surrendered: bool = False  # a major power surrendered this year (aid 戦略チャート: reshuffle next)
    rounds_played: int = 0  # campaign rounds begun since the scenario's start: the turn number
    moves: list[MoveTrace] = field(default_factory=list)  # this round's moves
    battle: BattleTrace | None = None
    frames: list[AonFrame] = field(default_factory=list)


MACHINE: Machine[AonState] = Machine(GAME)


@dataclass(slots=True, kw_only=True)
class AonFrame(Frame[AonState]):
    machine = MACHINE


def put(items: list[str], item: str) -> None:
    """Add ``item`` to a sorted list of ids (a set kept in one order)."""
    if item not in items:
        items.append(item)
        items.sort()


def take(items: list[str], item: str) -> None:
    """Remove ``item`` from a list of ids if it is there."""
    if item in items:
        items.remove(item)


def new_state(seed: int, scenario: Scenario, cards: Sequence[str] = DECK) -> AonState:
    """A state at a scenario's start: its statuses and corps, every other corps set aside (scenario book
    §17.0), the cards shuffled with the game's generator."""
    state = AonState(
        game=GAME,
        scenario=scenario.key,
        options={},
        seats=list(SEATS),
        seed=seed,
        rng=seed_state(seed),
        year=scenario.year,
        round=scenario.round,
        phase=YearPhase.CAMPAIGN,
        statuses=dict(scenario.statuses),
        deck=Deck([]),
    )
    state.lasting = sorted(free_move(side) for side in Side)  # §17.0: a free opening move or interception
    state.lasting += list(scenario.lasting)
    state.pool = sorted(set(ROSTER) - set(scenario.deployment) - set(scenario.out))
    state.out = sorted(scenario.out)
    state.reformed = sorted(scenario.reformed)
    state.location = dict(scenario.deployment)
    deck = list(cards)
    for card in scenario.aside:  # one copy each (§17.2: English Gold and one Insurrection card)
        if card in deck:
            deck.remove(card)
    state.deck = new_deck(state, deck)
    return state


def free_move(side: Side) -> str:
    """The lasting mark of a side's free opening move or interception (scenario book §17.0)."""
    return _FREE_MOVE[side]


_FREE_MOVE: Final[dict[Side, str]] = {
    side: f"free_{side.value}" for side in Side
}  # asked at every activation


# each corps' country and, for a detachable area's corps, its ruler ("" for none): looked up once, as
# ``side_of_corps`` is asked for every corps in most searches of the map
_HOME: Final[dict[str, tuple[str, str]]] = {
    cid: (c.country, DETACHABLE.get(c.country, "")) for cid, c in ROSTER.items()
}


def side_of_corps(state: AonState, corps: str) -> Side | None:
    """The side a corps fights for: its country's (a detachable area's corps count with their ruler)."""
    country, ruler = _HOME[corps]
    status = state.statuses.get(country)
    if status is None:
        status = state.statuses.get(ruler, Status.NEUTRAL)
    return STATUS_SIDE[status]


_FRENCH, _COALITION = Side.FRENCH, Side.COALITION


class Sides:
    """The side every corps of the roster fights for under some statuses (``side_of_corps`` for each),
    each side's corps in roster order (and as a set), and how many minor countries each side holds."""

    __slots__ = ("corps", "members", "minors", "of", "statuses")

    def __init__(self, statuses: Mapping[str, Status]) -> None:
        self.statuses = statuses  # never changed in place (``AonState.statuses``)
        self.of: dict[str, Side | None] = {}
        for corps, (country, ruler) in _HOME.items():
            status = statuses.get(country)
            self.of[corps] = STATUS_SIDE[statuses.get(ruler, Status.NEUTRAL) if status is None else status]
        self.corps = {
            side: tuple(c for c, of in self.of.items() if of is side) for side in (_FRENCH, _COALITION)
        }
        self.members = {side: frozenset(corps) for side, corps in self.corps.items()}
        held = [STATUS_SIDE[statuses[c]] for c in MINORS if c in statuses]
        self.minors = {side: held.count(side) for side in (_FRENCH, _COALITION)}


class Board:
    """The map read once: each side's corps area by area (each area's in roster order) and the areas each
    side holds, from where the corps stand and the countries' statuses. ``board`` keeps the last one made
    while both are unchanged, as a step asks the same questions of one position many times."""

    __slots__ = ("held", "held_bits", "location", "named", "sides", "stacks")

    def __init__(self, location: Mapping[str, str], sides: Sides) -> None:
        self.location = location  # never changed in place (``AonState.location``)
        self.sides = sides
        self.stacks: dict[Side, dict[str, list[str]]] = {
            side: _stacks(location, corps) for side, corps in sides.corps.items()
        }  # never changed
        self.held: dict[Side, frozenset[str]] = {side: frozenset(here) for side, here in self.stacks.items()}
        self.held_bits: dict[Side, int] = {}  # ``held`` as bits (landmove.py), made when first asked
        self.named: dict[Side, list[str]] = {}  # ``held`` in name order (``areas``), made when first asked

    def areas(self, side: Side) -> list[str]:
        """The areas where corps of ``side`` stand, in name order (the caller does not change the list)."""
        found = self.named.get(side)
        if found is None:
            found = self.named[side] = sorted(self.stacks[side])
        return found

    def moved(self, location: Mapping[str, str], corps: Collection[str]) -> Board:
        """This board after ``corps`` moved, came onto the map or left it (``location``: the map now): only the
        stacks they left or joined are made again."""
        made = Board.__new__(Board)
        made.location, made.sides = location, self.sides
        made.stacks, made.held, made.held_bits, made.named = self.stacks.copy(), self.held.copy(), {}, {}
        of, before = self.sides.of, self.location
        # the stacks of each side whose corps moved, copied once
        changed: dict[Side, dict[str, list[str]]] = {}
        for c in corps:
            side, was, now = of[c], before.get(c), location.get(c)
            if side is None or was == now:
                continue  # a neutral country's corps stand in no side's stacks
            stacks = changed.get(side)
            if stacks is None:
                stacks = changed[side] = made.stacks[side] = self.stacks[side].copy()
            if was is not None:
                left = stacks[was].copy()  # never changed in place: shared with the board before
                left.remove(c)
                if left:
                    stacks[was] = left
                else:
                    del stacks[was]
            if now is not None:
                here = stacks.get(now)
                stacks[now] = sorted([*here, c], key=_ROSTER_ORDER.__getitem__) if here else [c]
        for side, stacks in changed.items():
            made.held[side] = frozenset(stacks)
        return made


_ROSTER_ORDER: Final = {corps: n for n, corps in enumerate(_HOME)}


def _stacks(location: Mapping[str, str], corps: tuple[str, ...]) -> dict[str, list[str]]:
    """The areas where any of ``corps`` stand, each with those corps there (in the order given)."""
    stacks: dict[str, list[str]] = {}
    where = location.get
    for c in corps:
        area = where(c)
        if area is None:
            continue
        if area in stacks:
            stacks[area].append(c)
        else:
            stacks[area] = [c]
    return stacks


# the board last asked for, then the one before: a step reads one position many times, a search one position
# at a time, each playout from a copy of the same root (the board before is often the root's)
_LAST: list[Board] = [Board({}, Sides({})), Board({}, Sides({}))]


def board(state: AonState) -> Board:
    """The map of ``state`` read once (the last one made or the one before, while the corps and the statuses
    are unchanged: the same mappings, as they are never changed in place, or equal ones)."""
    last = _LAST[0]
    sides, location = last.sides, state.location
    if location is last.location and state.statuses is sides.statuses:
        return last
    if sides.statuses != state.statuses:
        before = _LAST[1]
        if before.sides.statuses != state.statuses:
            sides = Sides(state.statuses)
        elif before.location == location:  # the board before: known by identity from now on
            before.location, before.sides.statuses = location, state.statuses
            _LAST[0], _LAST[1] = before, last
            return before
        else:
            sides = before.sides
            sides.statuses = state.statuses  # equal: known by identity from now on
    elif last.location == location:
        last.location, sides.statuses = location, state.statuses  # equal: known by identity from now on
        return last
    made = _LAST[0] = Board(location, sides)
    _LAST[1] = last
    return made


# The map and the statuses are never changed in place: each change puts a new mapping in the old one's
# place (copies of the state share them), so ``board`` knows an unchanged map by its identity.


def place(state: AonState, corps: Collection[str], area: str) -> None:
    """Put ``corps`` in ``area`` (on the map or moving there)."""
    if corps:
        location = {**state.location}  # copied at once, then changed: far cheaper than merging two
        for c in corps:
            location[c] = area
        _remap(state, location, corps)


def lift(state: AonState, corps: Collection[str]) -> None:
    """Take ``corps`` off the map."""
    if corps:
        location = {**state.location}  # copied at once (the others keep their order), then changed
        for c in corps:
            location.pop(c, None)
        _remap(state, location, corps)


def _remap(state: AonState, location: Mapping[str, str], corps: Collection[str]) -> None:
    """Put the map ``location``, where only ``corps`` stand elsewhere, in ``state``; the board kept, if it is the
    old map's, follows with only the stacks those corps left or joined made again."""
    last = _LAST[0]
    if last.location is state.location and last.sides.statuses is state.statuses:
        _LAST[0] = last.moved(location, corps)
    state.location = location


def set_statuses(state: AonState, changes: Mapping[str, Status]) -> None:
    """Give countries new statuses."""
    state.statuses = {**state.statuses, **changes}


def corps_in(state: AonState, area: str, side: Side) -> list[str]:
    """The corps of ``side`` in an area, in roster order."""
    return list(board(state).stacks[side].get(area, ()))


def areas_held(state: AonState, side: Side) -> frozenset[str]:
    """The areas where corps of ``side`` stand."""
    return board(state).held[side]


def enemy(side: Side) -> Side:
    return _ENEMY[side]


def seat_side(seat: str) -> Side:
    """The side a seat plays: ``Side(seat)`` by a table (an enum's call costs as much as a step's lookups)."""
    return _SIDE_OF_SEAT[seat]


def seat_of(side: Side) -> str:
    """The seat that plays a side: ``side.value`` by a table (an enum's property costs as much as a lookup
    of the map)."""
    return _SEAT_OF_SIDE[side]


_ENEMY: Final[dict[Side, Side]] = {_FRENCH: _COALITION, _COALITION: _FRENCH}
_SEAT_OF_SIDE: Final[dict[Side, str]] = {side: side.value for side in Side}
_SIDE_OF_SEAT: Final[dict[str, Side]] = {side.value: side for side in Side}
