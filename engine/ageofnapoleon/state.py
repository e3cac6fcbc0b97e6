"""The state of a game of Age of Napoleon as far as the rules built so far need it: the year, round and
phase; every country's status; the corps on the map and their sides; the prisoner boxes; the corps set aside
and those out of the game; the cards; and the one generator all chance comes from."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.ageofnapoleon.data.cards import DECK
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import DETACHABLE, Scenario, Side, Status, side_of
from engine.ageofnapoleon.deck import Deck, new_deck
from engine.ageofnapoleon.sequence import YearPhase
from engine.core.rng import seed_state

RUSSIA_INVADED = "russia_invaded"  # errata §2.2.1: once set, the Invasion corps stay available


@dataclass(slots=True)
class AonState:
    rng: int
    year: int
    round: int
    phase: YearPhase
    statuses: dict[str, Status]
    deck: Deck
    reformed: set[str] = field(default_factory=set)
    location: dict[str, str] = field(default_factory=dict)  # corps on the map -> area
    reduced: set[str] = field(default_factory=set)
    prisoners: dict[Side, list[str]] = field(default_factory=lambda: {side: [] for side in Side})  # by captor
    pool: set[str] = field(default_factory=set)  # set aside, may come in as reinforcements
    out: set[str] = field(default_factory=set)  # permanently lost
    lasting: set[str] = field(default_factory=set)  # lasting events: cards in force, "russia_invaded"
    script: list[int] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)


def new_state(seed: int, scenario: Scenario, cards: Sequence[str] = DECK) -> AonState:
    """A state at a scenario's start: its statuses and corps, every other corps set aside (scenario book
    §17.0), the cards shuffled with the game's generator."""
    state = AonState(
        seed_state(seed), scenario.year, scenario.round, YearPhase.CAMPAIGN, dict(scenario.statuses), Deck([])
    )
    state.lasting = {free_move(side) for side in Side}  # §17.0: a free opening move or interception each
    state.pool = set(ROSTER) - set(scenario.deployment)
    state.location = dict(scenario.deployment)
    state.deck = new_deck(state, cards)
    return state


def free_move(side: Side) -> str:
    """The lasting mark of a side's free opening move or interception (scenario book §17.0)."""
    return f"free_{side.value}"


def side_of_corps(state: AonState, corps: str) -> Side | None:
    """The side a corps fights for: its country's (a detachable area's corps count with their ruler)."""
    country = ROSTER[corps].country
    return side_of(
        state.statuses.get(country, state.statuses.get(DETACHABLE.get(country, ""), Status.NEUTRAL))
    )


def corps_in(state: AonState, area: str, side: Side) -> list[str]:
    """The corps of ``side`` in an area, in roster order."""
    return [c for c in ROSTER if state.location.get(c) == area and side_of_corps(state, c) is side]
