"""tools.fitestimate: positions of scripted games, labelled with the result; a logistic fitted to them."""

from __future__ import annotations

import math

import pytest

from engine import find_game
from engine.core.rng import Rng
from engine.napoleon21 import estimate
from tools import fitestimate


def test_the_fit_finds_the_weights_that_made_the_labels() -> None:
    """Labels drawn from a known logistic: the fit comes back near its weights."""
    truth = {"bias": -0.5, "a": 2.0, "b": -1.0}
    pick = Rng(7)
    rows = []
    for _ in range(4000):
        feats = {"a": pick.below(1000) / 500, "b": pick.below(1000) / 250}
        rows.append((feats, float(pick.below(1_000_000) < 1_000_000 * fitestimate.chance(truth, feats))))
    fitted = fitestimate.fit(rows)
    for name, weight in truth.items():
        assert fitted[name] == pytest.approx(weight, abs=0.3)


def test_scripted_positions_carry_the_game_s_features_and_result() -> None:
    found = fitestimate.positions(find_game("napoleon21"), "france", estimate.features, [5001, 5002], 20)
    assert {p.seed for p in found} == {5001, 5002}
    assert all(set(p.features) == set(estimate.WEIGHTS) - {"bias"} for p in found)
    assert {p.label for p in found} <= {0.0, 0.5, 1.0}
    assert all(0.0 < p.estimate < 1.0 for p in found)


def test_the_report_scores_the_fit_on_held_out_games() -> None:
    found = fitestimate.positions(find_game("napoleon21"), "france", estimate.features, range(5001, 5009), 10)
    out = fitestimate.report(found, held_out=0.25)
    assert out["games"] == {"fit": 6, "held_out": 2}
    loss = out["log_loss"]
    assert isinstance(loss, dict) and 0 < loss["fitted"] < 2 and 0 < loss["current"] < 2


def test_log_loss_and_correlation() -> None:
    assert fitestimate.log_loss([0.5, 0.5], [1.0, 0.0]) == pytest.approx(math.log(2))
    assert fitestimate.log_loss([1.0], [0.0]) == pytest.approx(-math.log(fitestimate.LOSS_FLOOR))
    assert fitestimate.correlation([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)
    assert fitestimate.correlation([1, 1, 1], [0, 1, 0]) == 0.0
