"""Age of Napoleon on the engine contract: the three set-ups (scenario book §17), the turn machine from set-up
to a result, the secret battle cards as one decision each, and illegal actions refused."""

from __future__ import annotations

import pytest

from engine.ageofnapoleon.data.countries import SCENARIO_1809, Side, Status
from engine.ageofnapoleon.game import AgeOfNapoleon
from engine.ageofnapoleon.sequence import YearPhase
from engine.core import Action, IllegalActionError, NotYourTurnError
from engine.core.rng import Rng

GAME = AgeOfNapoleon()


def test_1805_starts_in_the_third_campaign_round_with_the_chart_s_cards() -> None:
    state = GAME.setup(1, "1805")  # §17.1: round 3 of 1805; France 9 cards, the Coalition 11 (DATA.md §2)
    assert (state.year, state.round, state.phase) == (1805, 3, YearPhase.CAMPAIGN)
    assert [len(state.deck.hands[side]) for side in Side] == [9, 11]
    assert GAME.to_act(state) == ["french"] and GAME.turn(state) == 1
    assert Action("army", ("free", "wuerttemberg")) in GAME.legal_actions(state, "french")  # §17.0


def test_1809_deals_eight_each_discards_24_and_sets_two_cards_aside() -> None:
    state = GAME.setup(2, "1809")  # §17.2 (facts)
    assert [len(state.deck.hands[side]) for side in Side] == [8, 8] and len(state.deck.discard) == 24
    every = state.deck.pile + state.deck.discard + [c for side in Side for c in state.deck.hands[side]]
    assert every.count("english_gold") == 0 and every.count("insurrection") == 1
    assert state.statuses["spain"] is Status.INSURRECTION and state.statuses["tirol"] is Status.INSURRECTION
    coalition = [c for c in SCENARIO_1809.deployment if c in ("karl", "radetzky", "buxhowden")]
    assert len(coalition) == 3 and state.location["buxhowden"] == "volhynia"
    assert "oesterreich" in state.reformed and "russo_ottoman_war" in state.lasting


def test_1813_starts_with_russia_invaded_and_prussia_reformed() -> None:
    state = GAME.setup(3, "1813")
    assert "russia_invaded" in state.lasting and "preussen" in state.reformed
    assert state.statuses["oesterreich"] is Status.NEUTRAL


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    state = GAME.setup(1)
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        GAME.apply(state, "french", Action("army", ("free", "moskva")))
    with pytest.raises(NotYourTurnError):
        GAME.apply(state, "coalition", Action("pass"))
    assert state.to_json() == before


def test_a_whole_game_reaches_a_result_and_battle_cards_are_one_secret_decision_each() -> None:
    seen_battle = False
    for seed in range(1, 6):
        state = GAME.setup(seed)
        pick = Rng(seed)
        while GAME.result(state) is None:
            acting = GAME.to_act(state)
            if len(acting) == 2:  # the simultaneous battle-card choice
                seen_battle = True
                for seat in acting:
                    prompt = GAME.prompt(state, seat)
                    assert prompt.key == "ageofnapoleon-ask-battle-cards" and prompt.private
                    assert all(a.verb == "commit" and a.public_form != a.label for a in prompt.actions)
                hands = {s: len(state.deck.hands[s]) for s in Side}
                GAME.apply(state, acting[0], pick.choice(GAME.legal_actions(state, acting[0])))
                assert {s: len(state.deck.hands[s]) for s in Side} == hands  # nothing shown before both
                assert GAME.to_act(state) == acting[1:]
                continue
            seat = acting[0]
            GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)), observe=False)
        result = GAME.result(state)
        assert result is not None and result.reason in ("abdication", "domination", "time")
    assert seen_battle
