"""Age of Napoleon: the map read once (state.board) answers as a scan of the state does, and follows the
state wherever a corps moves or a country changes sides, since it is kept only while both are unchanged
(the same mappings, which are replaced, never changed in place, or equal ones)."""

from __future__ import annotations

import json

import engine
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import Side, Status
from engine.ageofnapoleon.state import (
    AonState,
    areas_held,
    board,
    corps_in,
    lift,
    place,
    set_statuses,
    side_of_corps,
)
from engine.core.rng import Rng

GAME = engine.find_game("ageofnapoleon")


def scanned(state: AonState, side: Side) -> dict[str, list[str]]:
    """Each area's corps of ``side``, in roster order, by a scan of every corps."""
    found: dict[str, list[str]] = {}
    for corps in ROSTER:
        area = state.location.get(corps)
        if area is not None and side_of_corps(state, corps) is side:
            found.setdefault(area, []).append(corps)
    return found


def agrees(state: AonState) -> bool:
    for side in Side:
        stacks = scanned(state, side)
        if areas_held(state, side) != set(stacks):
            return False
        if any(corps_in(state, area, side) != stacks.get(area, []) for area in {*state.location.values()}):
            return False
    return True


def test_the_index_agrees_with_a_scan_through_random_games() -> None:
    checked = 0
    for seed in (1, 2):
        state = GAME.setup(seed)
        pick = Rng(seed)
        for _ in range(300):
            acting = GAME.to_act(state)
            if not acting:
                break
            assert agrees(state)
            checked += 1
            legal = GAME.legal_actions(state, acting[0])
            GAME.apply(state, acting[0], legal[pick.below(len(legal))], observe=False, legal=True)
    assert checked > 100


def test_the_index_follows_every_change_of_the_map_and_the_statuses() -> None:
    state = GAME.setup(3)
    corps, area = next(iter(state.location.items()))
    side = side_of_corps(state, corps)
    assert side is not None and corps in corps_in(state, area, side)
    place(state, [corps], "london" if area != "london" else "paris")  # a move
    assert corps not in corps_in(state, area, side) and agrees(state)
    lift(state, [corps])  # a corps lost
    assert all(corps not in corps_in(state, a, s) for a in state.location.values() for s in Side)
    country = next(c for c, s in state.statuses.items() if s is not Status.NEUTRAL)
    set_statuses(state, {country: Status.NEUTRAL})  # a country leaves the war: its corps count for no side
    assert agrees(state)
    other = GAME.clone(state)  # another state of the same position shares the answers
    assert agrees(other) and board(other) is board(state)
    loaded = GAME.load(json.loads(state.to_json()))  # equal mappings, not the same ones
    assert loaded.location is not state.location and board(loaded) is board(state) and agrees(loaded)
