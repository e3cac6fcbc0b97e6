"""What each seat may see (issue 18, hidden information): hands are secret, the deck's order is secret to both,
the discards, the number of cards in each hand and everything on the map are public. ``determinize`` deals the
cards a seat cannot see again, keeping every count, so a search sees nothing it should not."""

from __future__ import annotations

import copy
from typing import TypedDict

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.deck import DeckView
from engine.ageofnapoleon.deck import view as deck_view
from engine.ageofnapoleon.state import AonState
from engine.core.rng import seed_state, shuffle


class AonView(TypedDict):
    year: int
    round: int
    phase: str
    statuses: dict[str, str]
    reformed: list[str]
    location: dict[str, str]
    reduced: list[str]
    prisoners: dict[str, list[str]]
    out: list[str]
    lasting: list[str]  # events in force and the free opening moves left
    cards: DeckView


def view(state: AonState, seat: Side | None) -> AonView:
    """The view of ``seat`` (None: the public channel)."""
    return {
        "year": state.year,
        "round": state.round,
        "phase": state.phase.value,
        "statuses": dict(sorted((c, s.value) for c, s in state.statuses.items())),
        "reformed": sorted(state.reformed),
        "location": dict(sorted(state.location.items())),
        "reduced": sorted(state.reduced),
        "prisoners": {side.value: sorted(held) for side, held in state.prisoners.items()},
        "out": sorted(state.out),
        "lasting": sorted(state.lasting),
        "cards": deck_view(state.deck, seat),
    }


def determinize(state: AonState, seat: Side, seed: int) -> AonState:
    """A copy that agrees with all ``seat`` sees and deals the rest again: the other hand and the deck are
    shuffled together and dealt back in the same numbers; the generator is reseeded."""
    other = Side.COALITION if seat is Side.FRENCH else Side.FRENCH
    out = copy.deepcopy(state)
    out.rng = seed_state(seed)
    unseen = out.deck.hands[other] + out.deck.pile
    shuffle(out, unseen)
    count = len(out.deck.hands[other])
    out.deck.hands[other], out.deck.pile = unseen[:count], unseen[count:]
    return out
