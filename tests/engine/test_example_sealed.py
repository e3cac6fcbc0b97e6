"""Sealed, the simultaneous-orders template: each rule of ``engine/examples/sealed/game.py`` (§1 secret
choices at the same time, §2 the reveal and the round, §3 the result), its secrecy and whole games."""

from __future__ import annotations

import pytest

from engine import example
from engine.core import Action, IllegalActionError, Msg, NotYourTurnError, UndoPolicy, is_visible, rng
from engine.core.rng import Rng
from engine.examples.sealed.data import BEATS, ORDERS, SEATS, strength
from engine.examples.sealed.game import Round, Sealed, SealedState
from i18n import translator
from images import render_board

EN = translator("en", strict=True)


@pytest.fixture
def game() -> Sealed:
    found = example("sealed")
    assert isinstance(found, Sealed)
    return found


def order(game: Sealed, state: SealedState, seat: str, what: str, committed: int = 0) -> list[str]:
    """One seat's order; returns the log lines the channel reads."""
    step = game.apply(state, seat, Action("order", (what, committed)))
    return [EN.entry(e) for e in step.entries if is_visible(e, None)]


def play_round(game: Sealed, state: SealedState, red: tuple[str, int], blue: tuple[str, int]) -> list[str]:
    order(game, state, "red", *red)
    return order(game, state, "blue", *blue)


def test_orders_beat_one_another_in_a_circle() -> None:
    assert set(BEATS) == set(ORDERS) == set(BEATS.values())
    assert strength("attack", 1, "flank") == 3 and strength("flank", 2, "attack") == 2


# --- §1 choosing at the same time -------------------------------------------------------------------


def test_both_seats_are_asked_at_once_with_masked_public_forms(game: Sealed) -> None:
    state = game.setup(1)
    assert game.to_act(state) == ["red", "blue"]
    assert EN(game.status(state)) == "Round 1 of 5: waiting for orders from Red and Blue"
    prompt = game.prompt(state, "red")
    assert prompt.key == "sealed-ask-order" and len(prompt.actions) == 9  # 3 orders x 0, 1 or 2 reserves
    label, masked = prompt.actions[1].label, {a.public_form for a in prompt.actions}
    assert label is not None and EN(label) == "Attack, committing 1 reserve"
    assert masked == {Msg("sealed-public-order", seat=game.seat_ref("red"))}
    assert EN(Msg("sealed-public-order", seat=game.seat_ref("red"))) == "Red has chosen its order."


def test_each_answer_removes_its_seat_and_reveals_nothing(game: Sealed) -> None:
    state = game.setup(1)
    step = game.apply(state, "red", Action("order", ("flank", 2)))
    assert step.to_act == ("blue",) and step.handoff and step.undo is UndoPolicy.CONSENT
    assert [EN.entry(e) for e in step.entries if is_visible(e, None)] == ["Red has chosen its order."]
    assert [EN.entry(e) for e in step.entries if e["to"] == "red"] == [
        "You order: Flank, committing 2 reserves."
    ]
    assert game.view(state, "red")["own"] == {"order": "flank", "committed": 2}
    for seat in ("blue", None):
        view = game.view(state, seat)
        assert "own" not in view and view["chosen"] == ["red"] and view["reserves"]["red"] == 3
    assert EN(game.status(state)) == "Round 1 of 5: waiting for orders from Blue"
    with pytest.raises(NotYourTurnError):
        game.apply(state, "red", Action("order", ("hold", 0)))


def test_what_blue_observes_does_not_depend_on_red_s_choice(game: Sealed) -> None:
    state = game.setup(1)
    order(game, state, "red", "attack", 1)
    twins = [game.determinize(state, "blue", seed) for seed in range(6)]
    twins += game.perturbations(state, "blue", 1)
    assert any(find_round(t).chosen != find_round(state).chosen for t in twins)
    for twin in twins:
        for seat in ("blue", None):
            assert game.view(twin, seat) == game.view(state, seat)
        assert game.status(twin) == game.status(state)
        assert game.prompt(twin, "blue").actions == game.prompt(state, "blue").actions
    # red knows its own choice: only the future is drawn anew, the same for the same seed
    known = game.clone(state)
    rng.reseed(known, 3)
    assert game.determinize(state, "red", 3).to_json() == known.to_json()
    assert game.determinize(state, "red", 3).rng != state.rng
    assert game.determinize(state, "red", 4).rng != known.rng


def find_round(state: SealedState) -> Round:
    top = state.frames[-1]
    assert isinstance(top, Round)
    return top


def test_reserves_committed_are_limited_by_what_is_left(game: Sealed) -> None:
    state = game.setup(1)
    state.reserves["red"] = 1
    assert {a.args[1] for a in game.legal_actions(state, "red")} == {0, 1}
    with pytest.raises(IllegalActionError):
        game.apply(state, "red", Action("order", ("attack", 2)))


# --- §2 the reveal ----------------------------------------------------------------------------------


def test_both_orders_are_revealed_together_and_the_stronger_wins(game: Sealed) -> None:
    state = game.setup(1)
    lines = play_round(game, state, ("attack", 0), ("flank", 1))
    assert lines[:3] == [
        "Blue has chosen its order.",
        "Red ordered: Attack, without reserves.",
        "Blue ordered: Flank, committing 1 reserve.",
    ]
    assert "Red wins the round with Attack, strength 2 against 1, and scores 2 points." in lines
    assert state.scores == {"red": 2, "blue": 0} and state.reserves == {"red": 3, "blue": 2}
    assert state.disclosed and game.view(state, None)["played"][0]["winner"] == "red"
    assert game.to_act(state) == ["red", "blue"] and state.round == 2


def test_equal_strength_wins_nothing(game: Sealed) -> None:
    state = game.setup(1)
    lines = play_round(game, state, ("attack", 2), ("hold", 0))  # 2 against 0 + 2
    assert "Both orders have strength 2: neither side wins the round." in lines
    assert state.scores == {"red": 0, "blue": 0} and state.reserves == {"red": 1, "blue": 3}


def test_a_winning_hold_recovers_a_reserve_and_a_winning_flank_costs_one(game: Sealed) -> None:
    state = game.setup(1)
    lines = play_round(game, state, ("hold", 1), ("attack", 0))
    assert "Red held its ground and recovers a reserve." in lines
    assert state.reserves["red"] == 3 and state.scores["red"] == 1
    lines = play_round(game, state, ("hold", 0), ("flank", 0))
    assert "Red was outflanked and loses a reserve." in lines
    assert state.reserves == {"red": 2, "blue": 3} and state.scores == {"red": 1, "blue": 1}


# --- §3 the result ----------------------------------------------------------------------------------


def test_the_higher_score_after_the_last_round_wins(game: Sealed) -> None:
    state = game.setup(1)
    for _ in range(5):
        play_round(game, state, ("attack", 0), ("flank", 0))
    result = game.result(state)
    assert result is not None and result.winners == ("red",) and result.reason == "points"
    assert result.scores == {"red": 10, "blue": 0}
    assert EN(game.status(state)) == "Game over: Red wins, 10 points to 0."
    assert game.to_act(state) == []


def test_equal_scores_draw(game: Sealed) -> None:
    state = game.setup(1, None, {"rounds": "7"})
    for _ in range(7):
        play_round(game, state, ("hold", 0), ("hold", 0))
    result = game.result(state)
    assert result is not None and result.draw and result.winners == ()
    assert EN(result.summary) == "A draw: 0 points each."


# --- whole games ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rounds", ["5", "7"])
def test_random_games_end_with_a_result_and_every_word_in_the_catalog(game: Sealed, rounds: str) -> None:
    ends = set()
    for seed in range(30):
        state = game.setup(seed, None, {"rounds": rounds})
        pick = Rng(seed)
        while game.result(state) is None:
            seat = pick.choice(game.to_act(state))
            prompt = game.prompt(state, seat)
            EN(prompt.text)
            action = pick.choice(prompt.actions)
            for entry in game.apply(state, seat, action).entries:
                EN.entry(entry)
            EN(game.status(state))
            assert game.invariant_violations(state) == []
            assert game.load(state.to_dict()).to_json() == state.to_json()
        result = game.result(state)
        assert result is not None and state.round == int(rounds) and len(state.played) == int(rounds)
        ends.add("draw" if result.draw else result.winners[0])
    assert ends == {"red", "blue", "draw"}


def test_help_provenance_and_pictures(game: Sealed) -> None:
    for topic in game.help_topics():
        assert EN.text(f"sealed-help-{topic}", attribute="title")
        EN(Msg(f"sealed-help-{topic}"))
    for item in game.provenance():
        EN(item.item), EN(item.value), EN(item.source)
    state = game.setup(1)
    order(game, state, "red", "hold", 1)
    red, blue = (render_board(game.view(state, seat)) for seat in SEATS)
    assert red.startswith(b"\x89PNG") and red != blue  # red's picture shows its own sealed order
    assert blue == render_board(game.view(game.determinize(state, "blue", 5), "blue"))
