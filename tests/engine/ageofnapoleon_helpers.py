"""Shared set-ups for the Age of Napoleon tests."""

from __future__ import annotations

from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import SCENARIO_1805
from engine.ageofnapoleon.state import AonState, new_state

CARDS = [f"c{i:02}" for i in range(55)]


def empty_1805(seed: int) -> AonState:
    """The 1805 diplomatic situation with every corps set aside, for a rule tested on its own."""
    state = new_state(seed, SCENARIO_1805, CARDS)
    state.location.clear()
    state.pool = sorted(ROSTER)
    return state
