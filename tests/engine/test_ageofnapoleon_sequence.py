"""Age of Napoleon: the year's phases (aid ゲームの流れ) and the diplomacy phase's cancelling plays
(errata §6.2)."""

from __future__ import annotations

import pytest

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.data.countries import Status as S
from engine.ageofnapoleon.diplomacy import Play, card_status, play_refusal, resolve
from engine.ageofnapoleon.phases import diplomacy_phase
from engine.ageofnapoleon.sequence import YEAR, YearPhase, next_phase
from engine.ageofnapoleon.state import set_statuses
from engine.core import Ref
from tests.engine.ageofnapoleon_helpers import empty_1805


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
        Play(Side.FRENCH, "tsar_alexander", "russia", S.ALLY),
        Play(Side.COALITION, "english_gold", "russia", S.NEUTRAL),
        Play(Side.COALITION, "english_gold", "preussen", S.MEMBER),
    ]
    after = resolve(plays, before)
    assert after == {"russia": S.NEUTRAL, "preussen": S.MEMBER}
    assert before == {"russia": S.NEUTRAL, "preussen": S.NEUTRAL}
    with pytest.raises(ValueError):
        resolve([Play(Side.FRENCH, "x", "britain", S.ALLY)], before)


def test_diplomatic_cards_and_their_targets() -> None:
    assert card_status("english_gold", Side.COALITION, S.ALLY, "russia") is S.NEUTRAL  # errata §6.2
    assert card_status("english_gold", Side.COALITION, S.NEUTRAL, "preussen") is S.MEMBER
    assert card_status("talleyrand", Side.FRENCH, S.MEMBER, "russia") is None
    assert card_status("pitt", Side.COALITION, S.NEUTRAL, "danmark") is None  # a major power only
    assert card_status("tsar_alexander", Side.FRENCH, S.MEMBER, "russia") is S.NEUTRAL
    assert card_status("tsar_alexander", Side.FRENCH, S.NEUTRAL, "russia") is S.ALLY
    assert card_status("napoleonic_dynasty", Side.FRENCH, S.DOMINION, "italia") is S.ALLY
    hand = ["talleyrand", "pitt"]
    assert play_refusal(hand, Play(Side.FRENCH, "talleyrand", "danmark", S.ALLY), S.NEUTRAL) is None
    assert play_refusal(hand, Play(Side.FRENCH, "pitt", "preussen", S.MEMBER), S.NEUTRAL) == "side"
    assert play_refusal(hand, Play(Side.FRENCH, "talleyrand", "danmark", S.MEMBER), S.NEUTRAL) == "target"
    assert play_refusal(hand, Play(Side.FRENCH, "metternich", "bayern", S.NEUTRAL), S.ALLY) == "hand"
    assert play_refusal(["mud"], Play(Side.FRENCH, "mud", "bayern", S.NEUTRAL), S.ALLY) == "phase"


def test_the_diplomacy_phase_on_the_state() -> None:
    state = empty_1805(2)
    state.deck.hands[Side.FRENCH] = ["talleyrand", "marie_louise"]
    state.deck.hands[Side.COALITION] = ["pitt", "english_gold"]
    set_statuses(state, dict.fromkeys(("oesterreich", "dalmatien", "tirol"), S.NEUTRAL))
    plays = [
        Play(Side.FRENCH, "talleyrand", "preussen", S.ALLY),
        Play(Side.COALITION, "pitt", "preussen", S.MEMBER),  # cancels Talleyrand
        Play(Side.FRENCH, "marie_louise", "oesterreich", S.ALLY),
        Play(Side.COALITION, "english_gold", "danmark", S.MEMBER),
    ]
    said = diplomacy_phase(state, plays)
    assert state.statuses["preussen"] is S.NEUTRAL and state.statuses["polen"] is S.NEUTRAL
    assert state.statuses["oesterreich"] is S.ALLY and state.statuses["tirol"] is S.ALLY  # Tirol follows
    assert state.statuses["danmark"] is S.MEMBER
    assert len(state.deck.discard) == 4 and state.deck.hands == {Side.FRENCH: [], Side.COALITION: []}
    assert [m.args["country"] for m in said] == [
        Ref("ageofnapoleon-country", c) for c in ("dalmatien", "danmark", "oesterreich", "tirol")
    ]
