"""The shared engine contract, checked on the toy game ``duel``."""

from __future__ import annotations

import json

import pytest

from engine.core import (
    Action,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    SetupError,
    format_entry,
    rng,
)
from tests.toygame import Duel
from tools import selfplay


def test_action_notation_round_trips() -> None:
    action = Action("move", "u3:austria", "Move a unit to Austria")
    assert Action.parse(action.notation()) == action
    assert Action.parse("pass") == Action("pass")
    with pytest.raises(InvalidActionError):
        Action.parse("Move it!")


def test_label_is_not_part_of_identity() -> None:
    assert Action("roll", "", "Roll a die") == Action("roll")


def test_illegal_action_leaves_state_untouched(duel: Duel) -> None:
    state = duel.setup(7)
    before = state.to_json()
    with pytest.raises(IllegalActionError, match="not possible now"):
        duel.apply(state, "red", Action("play", "6"))
    with pytest.raises(NotYourTurnError, match="waiting for Red"):
        duel.apply(state, "blue", Action("roll"))
    with pytest.raises(NotYourTurnError, match="no seat"):
        duel.apply(state, "green", Action("roll"))
    assert state.to_json() == before


def test_unknown_setup_values_are_refused(duel: Duel) -> None:
    with pytest.raises(SetupError, match="no scenario"):
        duel.setup(1, "nope")
    with pytest.raises(SetupError, match="must be one of"):
        duel.setup(1, None, {"target": "99"})
    with pytest.raises(SetupError, match="no option"):
        duel.setup(1, None, {"colour": "red"})


def test_scripted_dice_are_used_and_shown_in_the_log(duel: Duel) -> None:
    state = duel.setup(7)
    rng.script(state, [5])
    entries = duel.apply(state, "red", Action("roll"))
    assert state.scores["red"] == 5
    assert entries == [{"text": "red rolls", "dice": [5], "to": None}]
    assert format_entry(entries[0]) == "red rolls [5]"


def test_same_seed_and_actions_give_the_same_state_and_log(duel: Duel) -> None:
    actions = [("red", Action("draw")), ("blue", Action("roll")), ("red", Action("roll"))]
    first = duel.replay(11, None, None, actions)
    second = duel.replay(11, None, None, actions)
    assert first.to_json() == second.to_json()
    assert duel.replay(12, None, None, actions).to_json() != first.to_json()


def test_undo_is_free_only_without_dice_reveal_or_seat_change(duel: Duel) -> None:
    state = duel.setup(3)
    duel.apply(state, "red", Action("flag"))
    assert state.undoable  # no die, nothing shown, red still to act
    duel.apply(state, "red", Action("roll"))
    assert not state.undoable  # a die was rolled
    duel.apply(state, "blue", Action("draw"))
    assert not state.undoable  # a card was seen


def test_private_log_entries_name_their_seat(duel: Duel) -> None:
    state = duel.setup(3)
    entries = duel.apply(state, "red", Action("draw"))
    private = [e for e in entries if e["to"] is not None]
    assert private and private[0]["to"] == "red"
    assert all(e["to"] is None for e in duel.view(state, "blue")["log"])


def test_views_hide_what_a_seat_cannot_see(duel: Duel) -> None:
    state = duel.setup(5)
    duel.apply(state, "red", Action("draw"))
    public = duel.view(state, None)
    assert "hand" not in public
    assert "deck" not in json.dumps(public).replace("deck_size", "")
    assert duel.view(state, "red")["hand"] == state.hands["red"]


def test_game_over_refuses_actions(duel: Duel) -> None:
    state = duel.setup(5)
    state.winner = "red"
    with pytest.raises(GameOverError):
        duel.apply(state, "blue", Action("roll"))
    assert duel.to_act(state) == []


def test_selfplay_finds_no_fault_in_the_toy_game(duel: Duel) -> None:
    summary = selfplay.run("duel", games=30, seed=1, png_every=5)
    assert summary["games"] == 30
    assert summary["completed"] == 30
    assert summary["errors"] == summary["dead_ends"] == summary["leaks"] == 0
    assert summary["replay_mismatches"] == summary["roundtrip_mismatches"] == 0
    assert summary["leak_checks"] > 0 and summary["determinized_changed"] > 0
    assert summary["png_checks"] > 0


def test_selfplay_catches_a_leaking_view(duel: Duel, monkeypatch: pytest.MonkeyPatch) -> None:
    original = Duel.view

    def leaky(self: Duel, state, seat):  # type: ignore[no-untyped-def]
        v = original(self, state, seat)
        v["deck"] = list(state.deck)
        return v

    monkeypatch.setattr(Duel, "view", leaky)
    assert selfplay.run("duel", games=5, seed=1)["leaks"] > 0
