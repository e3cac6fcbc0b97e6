"""Age of Napoleon: the year's phases (aid ゲームの流れ) and the diplomacy phase's cancelling plays
(errata §6.2)."""

from __future__ import annotations

import pytest

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.data.countries import Status as S
from engine.ageofnapoleon.diplomacy import Play, resolve
from engine.ageofnapoleon.sequence import YEAR, YearPhase, next_phase


def test_the_eight_phases_in_the_aids_order() -> None:
    assert [p.value for p in YEAR] == [
        "diplomacy", "insurrection", "strategy", "reinforcement", "campaign", "surrender", "winter", "victory",
    ]  # fmt: skip
    assert next_phase(1805, YearPhase.CAMPAIGN) == (1805, YearPhase.SURRENDER)
    assert next_phase(1805, YearPhase.VICTORY) == (1806, YearPhase.DIPLOMACY)
    assert next_phase(1815, YearPhase.VICTORY) is None


def test_diplomatic_plays_on_one_country_by_both_sides_cancel() -> None:
    before = {"russia": S.NEUTRAL, "preussen": S.NEUTRAL}
    plays = [
        Play(Side.FRENCH, "alliance", "russia", S.ALLY),
        Play(Side.COALITION, "english_gold", "russia", S.NEUTRAL),
        Play(Side.COALITION, "english_gold", "preussen", S.MEMBER),
    ]
    after = resolve(plays, before)
    assert after == {"russia": S.NEUTRAL, "preussen": S.MEMBER}
    assert before == {"russia": S.NEUTRAL, "preussen": S.NEUTRAL}
    with pytest.raises(ValueError):
        resolve([Play(Side.FRENCH, "x", "britain", S.ALLY)], before)
