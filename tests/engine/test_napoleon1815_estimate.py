"""Napoleon 1815's estimates for search: the Allies' fitted one (``estimate.py``: weights over the marker,
par, cards, material, open sites and the seven-flag clock) and France's hand-set one in VP
(``estimate_vp.py``: the marker against par, material worn by fatigue, open sites, the clock)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.napoleon1815 import estimate, estimate_vp
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.data.estimate_weights import WEIGHTS
from engine.napoleon1815.data.map import VP_SITES
from engine.napoleon1815.game import Napoleon1815
from engine.napoleon1815.state import ALLIED, CORPS_SIDE, FRENCH, N1815State

GAME = Napoleon1815()
Margin = Callable[[N1815State], float]
MARGINS = pytest.mark.parametrize(
    "margin", [estimate.french_margin, estimate_vp.french_margin], ids=["fitted", "vp"]
)


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


@pytest.mark.parametrize("scenario", GAME.scenarios)
def test_france_s_search_starts_near_even_at_par(scenario: str) -> None:
    state = fresh(scenario)
    assert GAME.estimate(state, "france") == estimate_vp.french_chance(state)
    assert 0.4 < GAME.estimate(state, "france") < 0.6


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


def test_in_vp_a_lead_at_set_up_is_worth_less_than_the_marker_on_the_last_turn() -> None:
    scenario = scenarios.scenario("campaign")
    early, late, lost = fresh("campaign"), fresh("campaign"), fresh("campaign")
    early.vp -= 1  # a VP ahead of par at set-up: a little better than even
    late.turn = lost.turn = scenario.last_turn
    late.vp, lost.vp = scenario.french_win_max_vp, scenario.french_win_max_vp + 2
    chance = estimate_vp.french_chance
    assert chance(late) > chance(early) > 0.5 > chance(lost)


@MARGINS
@pytest.mark.parametrize("side", [FRENCH, ALLIED])
def test_strength_and_fatigue_lost_lower_a_side_s_chances(margin: Margin, side: str) -> None:
    state, weaker, tired = fresh("ligny_quatre_bras"), fresh("ligny_quatre_bras"), fresh("ligny_quatre_bras")
    token = corps_of(state, side)
    piece = state.pieces[token]
    weaker.pieces[token] = piece._replace(infantry=max(0, piece.infantry - 2), cavalry=0)
    tired.pieces[token] = piece._replace(fatigue=8)
    sign = 1 if side == FRENCH else -1
    assert sign * (margin(weaker) - margin(state)) < 0
    assert sign * (margin(tired) - margin(state)) < 0


def open_allied_site() -> tuple[N1815State, str]:
    """Ligny with an Allied VP site emptied of its corps, and the site."""
    state = fresh("ligny_quatre_bras")
    site = next(a for a, army in sorted(state.control.items()) if army != FRENCH and a in VP_SITES)
    for token, piece in list(state.pieces.items()):
        if piece.area == site:
            del state.pieces[token]
    return state, site


@MARGINS
def test_an_allied_site_left_open_to_a_french_corps_counts_partly_lost(margin: Margin) -> None:
    state, site = open_allied_site()
    before = margin(state)
    token = corps_of(state, FRENCH)
    state.pieces[token] = state.pieces[token]._replace(area=site)
    assert margin(state) > before


def test_in_vp_an_open_site_counts_half_its_vp() -> None:
    state, site = open_allied_site()
    before = estimate_vp.french_margin(state)
    token = corps_of(state, FRENCH)
    state.pieces[token] = state.pieces[token]._replace(area=site)
    assert estimate_vp.french_margin(state) - before == pytest.approx(0.5 * VP_SITES[site])


@MARGINS
def test_losing_the_seventh_allied_flag_stops_the_allied_clock(margin: Margin) -> None:
    state = fresh("campaign")
    before = margin(state)
    allied = [a for a, army in sorted(state.control.items()) if army != FRENCH]
    assert len(allied) >= 7
    for area in allied[6:]:
        del state.control[area]  # six Allied flags left: no VP a turn for them (VIC-6)
    assert margin(state) > before
    if margin is estimate_vp.french_margin:  # in VP: a VP for each turn left, less the rest's change
        assert margin(state) - before > scenarios.scenario("campaign").last_turn - state.turn - 2
