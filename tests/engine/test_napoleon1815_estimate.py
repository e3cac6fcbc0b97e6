"""Napoleon 1815's estimate for search: fitted weights over the marker, par, cards, material, open sites and
the seven-flag clock."""

from __future__ import annotations

import pytest

from engine.napoleon1815 import estimate
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.data.estimate_weights import WEIGHTS
from engine.napoleon1815.data.map import VP_SITES
from engine.napoleon1815.game import Napoleon1815
from engine.napoleon1815.state import ALLIED, CORPS_SIDE, FRENCH, N1815State

GAME = Napoleon1815()


def fresh(scenario: str) -> N1815State:
    return GAME.setup(1, scenario, None)


def corps_of(state: N1815State, side: str) -> str:
    return next(t for t, p in sorted(state.pieces.items()) if CORPS_SIDE.get(p.block) == side)


@pytest.mark.parametrize("scenario", GAME.scenarios)
def test_a_scenario_starts_open_and_the_allies_search_weighs_the_fitted_chance(scenario: str) -> None:
    state = fresh(scenario)
    france = estimate.french_chance(state)
    assert 0.2 < france < 0.5  # France, attacking, wins under half the search's guided games
    assert GAME.estimate(state, "allies") == 1.0 - france


def test_the_weights_are_the_features() -> None:
    assert set(WEIGHTS) == set(estimate.FEATURES)
    assert len(estimate.features(fresh("ligny_quatre_bras"))) == len(estimate.FEATURES)


def test_on_the_last_turn_the_marker_against_the_threshold_decides() -> None:
    scenario = scenarios.scenario("ligny_quatre_bras")
    early, late, lost = fresh(scenario.key), fresh(scenario.key), fresh(scenario.key)
    early.vp -= 1  # a VP ahead of par at set-up: still under even
    late.turn = lost.turn = scenario.last_turn
    late.vp, lost.vp = scenario.french_win_max_vp, scenario.french_win_max_vp + 2
    assert estimate.french_chance(late) > 0.5 > estimate.french_chance(early) > estimate.french_chance(lost)


@pytest.mark.parametrize("side", [FRENCH, ALLIED])
def test_strength_and_fatigue_lost_lower_a_side_s_chances(side: str) -> None:
    state, weaker, tired = fresh("ligny_quatre_bras"), fresh("ligny_quatre_bras"), fresh("ligny_quatre_bras")
    token = corps_of(state, side)
    piece = state.pieces[token]
    weaker.pieces[token] = piece._replace(infantry=max(0, piece.infantry - 2), cavalry=0)
    tired.pieces[token] = piece._replace(fatigue=8)
    sign = 1 if side == FRENCH else -1
    assert sign * (estimate.french_margin(weaker) - estimate.french_margin(state)) < 0
    assert sign * (estimate.french_margin(tired) - estimate.french_margin(state)) < 0


def test_an_allied_site_left_open_to_a_french_corps_counts_partly_lost() -> None:
    state = fresh("ligny_quatre_bras")
    site = next(a for a, army in sorted(state.control.items()) if army != FRENCH and a in VP_SITES)
    for token, piece in list(state.pieces.items()):
        if piece.area == site:
            del state.pieces[token]
    before = estimate.french_margin(state)
    token = corps_of(state, FRENCH)
    state.pieces[token] = state.pieces[token]._replace(area=site)
    assert estimate.french_margin(state) > before


def test_losing_the_seventh_allied_flag_stops_the_allied_clock() -> None:
    state = fresh("campaign")
    before = estimate.french_margin(state)
    allied = [a for a, army in sorted(state.control.items()) if army != FRENCH]
    assert len(allied) >= 7
    for area in allied[6:]:
        del state.control[area]  # six Allied flags left: no VP a turn for them (VIC-6)
    assert estimate.french_margin(state) > before
