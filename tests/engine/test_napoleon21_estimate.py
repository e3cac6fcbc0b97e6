"""Napoleon 2.1's estimate for search: a logistic of morale, VP, the turn and both sides' armies."""

from __future__ import annotations

import pytest

from engine.napoleon21 import estimate
from engine.napoleon21.data import AUSTRIA, FRANCE, War
from engine.napoleon21.state import N21State, damage
from tests.engine.napoleon21_helpers import GAME, new_state


def test_set_up_is_undecided_and_the_seats_estimates_add_up() -> None:
    s = new_state()
    france, allies = GAME.estimate(s, FRANCE), GAME.estimate(s, "allies")
    assert 0.4 < france < 0.7  # scripted France wins a little over half its games (DATA.md)
    assert france + allies == pytest.approx(1.0)


def test_morale_lost_lowers_france_s_chance() -> None:
    s, low = new_state(), new_state()
    low.morale = 5
    assert estimate.french_chance(low) < estimate.french_chance(s) - 0.1


def lose_a_unit(s: N21State, country: str) -> None:
    """One unit of ``country`` in its home area takes two damage: flipped, then removed to the box."""
    assert damage(s, country, country, face_up=True)
    assert not damage(s, country, country, face_up=False)


def test_a_french_unit_lost_lowers_france_s_chance_an_allied_one_raises_it() -> None:
    s, french, allied = new_state(), new_state(), new_state()
    lose_a_unit(french, FRANCE)
    lose_a_unit(allied, AUSTRIA)
    assert french.morale == s.morale - 1  # 12.0 a
    chance = estimate.french_chance
    assert chance(french) < chance(s) < chance(allied)


def test_an_ally_out_of_the_war_raises_france_s_chance() -> None:
    s, peace = new_state(), new_state()
    peace.war[AUSTRIA] = War.PEACE
    assert estimate.features(peace)["vp"] > estimate.features(s)["vp"]
    assert estimate.french_chance(peace) > estimate.french_chance(s) + 0.05


def test_every_feature_has_its_weight() -> None:
    assert set(estimate.WEIGHTS) == {"bias", *estimate.features(new_state())}
