"""The shared engine contract, checked on the template game ``duel`` and on small frames made here."""

from __future__ import annotations

import json
import pickle
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

import pytest

from engine import example, find_game
from engine.core import (
    DONE,
    NEXT,
    WAIT,
    Action,
    ActionKind,
    Flow,
    Frame,
    GameOverError,
    GameState,
    IllegalActionError,
    InvalidActionError,
    Machine,
    Msg,
    NotYourTurnError,
    Prompt,
    Ref,
    Result,
    SetupError,
    UndoPolicy,
    Window,
    parse_options,
    plain,
    push,
    rng,
)
from engine.examples.duel.game import Duel, DuelState
from i18n import MissingText, translator

EN = translator("en", strict=True)


@pytest.fixture
def duel() -> Duel:
    game = example("duel")
    assert isinstance(game, Duel)
    return game


# --- actions --------------------------------------------------------------------------------------


def test_action_notation_round_trips_with_typed_arguments() -> None:
    action = Action("march", ("rhine", "u", 1), Msg("x"))
    assert action.notation() == "march rhine u 1"
    assert Action.parse("march rhine u 1") == action
    assert Action.parse("  pass ") == Action("pass")
    assert Action.parse("count -2").args == (-2,)
    for bad in ("Move it!", "", "go to:paris", "9lives"):
        with pytest.raises(InvalidActionError):
            Action.parse(bad)


def test_label_kind_and_public_form_are_not_part_of_identity() -> None:
    plain_roll = Action("roll")
    dressed = Action("roll", (), Msg("duel-action-roll"), ActionKind.DONE, Msg("secret"))
    assert plain_roll == dressed
    assert dressed.public_form == Msg("secret")
    assert Action("roll", (), Msg("duel-action-roll")).public_form == Msg("duel-action-roll")


def test_options_parse_from_a_field_or_pairs() -> None:
    assert parse_options("a=1, b=2") == {"a": "1", "b": "2"}
    assert parse_options(["Allies=3"]) == {"allies": "3"}
    with pytest.raises(SetupError) as caught:
        parse_options("nelson")
    assert caught.value.msg.key == "core-error-option-pair"


# --- apply ----------------------------------------------------------------------------------------


def test_illegal_actions_leave_the_state_untouched(duel: Duel) -> None:
    state = duel.setup(7)
    before = state.to_json()
    with pytest.raises(IllegalActionError) as illegal:
        duel.apply(state, "red", Action("play", (6,)))
    assert EN(illegal.value.msg).startswith("“play 6” is not possible now.")
    with pytest.raises(NotYourTurnError) as not_yours:
        duel.apply(state, "blue", Action("roll"))
    assert EN(not_yours.value.msg) == "It is not Blue’s turn: waiting for Red."
    with pytest.raises(NotYourTurnError) as no_seat:
        duel.apply(state, "green", Action("roll"))
    assert no_seat.value.msg.key == "core-error-no-seat"
    assert state.to_json() == before


def test_unknown_setup_values_are_refused(duel: Duel) -> None:
    for scenario, options, key in (
        ("nope", None, "core-error-no-scenario"),
        (None, {"target": "99"}, "core-error-option-value"),
        (None, {"colour": "red"}, "core-error-no-option"),
    ):
        with pytest.raises(SetupError) as caught:
            duel.setup(1, scenario, options)
        assert caught.value.msg.key == key
        EN(caught.value.msg)


def test_scripted_dice_are_used_and_shown_with_the_entry(duel: Duel) -> None:
    state = duel.setup(7)
    rng.script(state, [5])
    step = duel.apply(state, "red", Action("roll"))
    assert state.scores["red"] == 5
    assert [e["dice"] for e in step.entries] == [[5]]
    assert EN.entry(step.entries[0]) == "Red rolls a die and scores it. [5]"


def test_same_seed_and_actions_give_the_same_state_and_log(duel: Duel) -> None:
    actions = [("red", Action("draw")), ("blue", Action("roll")), ("red", Action("roll"))]
    first = duel.replay(11, None, None, actions)
    assert first.to_json() == duel.replay(11, None, None, actions).to_json()
    assert duel.replay(12, None, None, actions).to_json() != first.to_json()


def test_search_applies_a_legal_action_without_building_the_prompt_again(duel: Duel) -> None:
    checked, trusted = duel.setup(5), duel.setup(5)
    for _ in range(6):
        seat = duel.to_act(checked)[0]
        action = duel.legal_actions(checked, seat)[-1]
        assert duel.apply(checked, seat, action) == duel.apply(
            trusted, seat, duel.legal_actions(trusted, seat)[-1], legal=True
        )
        assert checked.to_json() == trusted.to_json()
    with pytest.raises(IllegalActionError):  # without the promise, apply checks
        duel.apply(checked, duel.to_act(checked)[0], Action("fly"))


def test_a_step_says_whether_the_turn_passed_and_the_board_changed(duel: Duel) -> None:
    state = duel.setup(3)
    flag = duel.apply(state, "red", Action("flag"))
    assert (flag.to_act, flag.handoff, flag.public_changed) == (("red",), False, True)
    roll = duel.apply(state, "red", Action("roll"))
    assert (roll.to_act, roll.handoff) == (("blue",), True)
    quiet = duel.apply(duel.setup(3), "red", Action("flag"), observe=False)
    assert not quiet.public_changed


def test_undo_policy_free_only_without_chance_reveal_or_handoff(duel: Duel) -> None:
    state = duel.setup(3)
    assert duel.apply(state, "red", Action("flag")).undo is UndoPolicy.FREE
    assert duel.apply(state, "red", Action("roll")).undo is UndoPolicy.CONSENT  # a die was rolled
    assert duel.apply(state, "blue", Action("draw")).undo is UndoPolicy.CONSENT  # a card was seen
    assert state.undo is UndoPolicy.CONSENT


def test_private_log_entries_name_their_seat(duel: Duel) -> None:
    state = duel.setup(3)
    step = duel.apply(state, "red", Action("draw"))
    assert [e["to"] for e in step.entries] == [None, "red"]
    assert all(e["to"] is None for e in duel.view(state, "blue")["log"])


def test_views_hide_what_a_seat_cannot_see(duel: Duel) -> None:
    state = duel.setup(5)
    duel.apply(state, "red", Action("draw"))
    public = duel.view(state, None)
    assert "hand" not in public
    assert "deck" not in json.dumps(public).replace("deck_size", "")
    assert duel.view(state, "red")["hand"] == state.hands["red"]


def test_a_finished_game_refuses_actions(duel: Duel) -> None:
    state = duel.setup(5)
    state.result = Result(("red",), "target", Msg("duel-result-target", seat=duel.seat_ref("red"), score=12))
    with pytest.raises(GameOverError):
        duel.apply(state, "red", Action("roll"))
    assert duel.to_act(state) == []
    assert EN(duel.status(state)) == "Game over: Red reaches 12 points."


def test_state_json_and_copy_are_exact_and_independent(duel: Duel) -> None:
    state = duel.setup(9)
    duel.apply(state, "red", Action("draw"))
    again = duel.load(json.loads(state.to_json()))
    assert again == state and isinstance(again.frames[0], type(state.frames[0]))
    copy = duel.clone(state)
    copy.hands["red"].append(99)
    copy.frames[-1].who.append("blue")
    assert 99 not in state.hands["red"] and state.frames[-1].who == ["blue"]


# --- typed records, frames and windows ------------------------------------------------------------


class Stage(StrEnum):
    START = "start"
    ASKED = "asked"


class Piece(NamedTuple):
    block: str
    strength: int


TOY = Machine["ToyState"]("toy")


@dataclass(slots=True, kw_only=True)
class ToyState(GameState):
    pieces: dict[str, Piece] = field(default_factory=dict)
    hands: dict[str, list[int]] = field(default_factory=dict)
    played: list[int] = field(default_factory=list)
    frames: list[ToyFrame] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class ToyFrame(Frame[ToyState]):
    machine = TOY


@TOY.frame
@dataclass(slots=True, kw_only=True)
class Round(ToyFrame):
    kind = "round"
    at: Stage = Stage.START

    def run(self, s: ToyState) -> Flow:
        if self.at is Stage.START:
            self.at = Stage.ASKED
            return push(s, Reply(window="answer", seats=["b", "c"]))
        return DONE


@TOY.frame
@dataclass(slots=True, kw_only=True)
class Reply(Window[ToyState], ToyFrame):
    kind = "reply"

    def may_answer(self, s: ToyState, seat: str) -> bool:
        return bool(s.hands[seat])

    def answers(self, s: ToyState, seat: str) -> list[Action]:
        return [Action("play", (c,), Msg("duel-action-play", card=c)) for c in s.hands[seat] if c > 2]

    def play(self, s: ToyState, seat: str, action: Action) -> None:
        card = int(action.args[0])
        s.hands[seat].remove(card)
        s.played.append(card)


def _toy(hands: dict[str, list[int]]) -> ToyState:
    s = ToyState(game="toy", scenario="x", options={}, seats=["a", "b", "c"], seed=1, rng=1, hands=hands)
    s.pieces = {"t1": Piece("ney", 3)}
    push(s, Round())
    TOY.advance(s)
    return s


def test_typed_records_round_trip_through_plain_json() -> None:
    s = _toy({"a": [], "b": [1], "c": [5]})
    data = json.loads(json.dumps(plain.to_plain(s)))
    assert data["pieces"] == {"t1": ["ney", 3]} and data["frames"][0]["kind"] == "round"
    back = plain.from_plain(ToyState, data)
    assert back == s and back.frames[0].at is Stage.ASKED and isinstance(back.pieces["t1"], Piece)
    copy = s.copy()
    assert copy == s and copy.pieces is not s.pieces and copy.pieces["t1"] is s.pieces["t1"]


def test_a_frame_kind_registered_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="registered twice"):

        @TOY.frame
        @dataclass(slots=True, kw_only=True)
        class Again(ToyFrame):
            kind = "round"


@TOY.frame
@dataclass(slots=True, kw_only=True)
class Spin(ToyFrame):
    kind = "spin"

    def run(self, s: ToyState) -> Flow:
        return NEXT  # a bug: neither waits, nor pushes, nor ends


def test_a_flow_that_never_reaches_a_decision_fails_loudly() -> None:
    s = ToyState(game="toy", scenario="x", options={}, seats=["a"], seed=1, rng=1)
    push(s, Spin())
    with pytest.raises(RuntimeError, match="did not reach a decision"):
        TOY.advance(s)


def test_a_wait_asks_one_seat_or_several() -> None:
    one, several = Spin(), Spin()
    assert one.wait("a", "toy-q") is WAIT and one.who == ["a"] and one.ask == "toy-q"
    seats = ["a", "b"]
    several.wait(seats, "toy-q")
    assert several.who == seats and several.who is not seats


def test_refs_are_values() -> None:
    ref = Ref("toy-seat", "a")
    assert ref == Ref("toy-seat", "a") and ref != Ref("toy-seat", "b") and ref != Ref("toy-area", "a")
    assert {ref: 1}[Ref("toy-seat", "a")] == 1 and hash(ref) == hash(("toy-seat", "a"))
    assert pickle.loads(pickle.dumps(ref)) == ref and ref.key == "toy-seat-a"


def test_a_window_asks_in_turn_hands_on_and_declines() -> None:
    s = _toy({"a": [], "b": [1], "c": [5]})
    assert TOY.to_act(s) == ["b"]
    asked = TOY.prompt(s, "b")
    assert asked.key == "toy-window-answer" and asked.window == "answer"
    assert [a.verb for a in asked.actions] == ["hand_on", "decline"]  # b's 1 cannot answer
    assert asked.decline == Action("decline")
    TOY.answer(s, "b", Action("hand_on"))
    assert TOY.to_act(s) == ["c"]
    assert [a.notation() for a in TOY.prompt(s, "c").actions] == ["play 5", "decline"]
    TOY.answer(s, "c", Action("play", (5,)))
    assert s.played == [5] and TOY.to_act(s) == []


def test_a_window_nobody_could_answer_does_not_open() -> None:
    s = _toy({"a": [], "b": [], "c": []})
    assert TOY.to_act(s) == [] and s.frames == []


def test_a_window_prompt_does_not_depend_on_the_hand_beyond_the_answers() -> None:
    poor, rich = _toy({"a": [], "b": [1], "c": [5]}), _toy({"a": [], "b": [4], "c": [5]})
    p, r = TOY.prompt(poor, "b"), TOY.prompt(rich, "b")
    assert (p.key, p.window, p.decline, p.text) == (r.key, r.window, r.decline, r.text)


# --- words ----------------------------------------------------------------------------------------


def test_messages_render_names_plurals_lists_and_clauses() -> None:
    red = Ref("duel-seat", "red")
    assert EN(Msg("duel-board-deck", n=1)) == "Deck: 1 card"
    assert EN(Msg("duel-board-deck", n=3)) == "Deck: 3 cards"
    assert EN(Msg("core-error-not-your-turn", seat=red, waiting=(red, Ref("duel-seat", "blue")))) == (
        "It is not Red’s turn: waiting for Red and Blue."
    )
    nested = Msg("duel-status-over", result=Msg("duel-result-target", seat=red, score=12))
    assert EN(nested) == "Game over: Red reaches 12 points."
    assert Msg.from_json(json.loads(json.dumps(nested.to_json()))) == nested


def test_a_strict_translator_refuses_what_the_catalog_lacks() -> None:
    with pytest.raises(MissingText):
        EN(Msg("duel-no-such-key"))
    with pytest.raises(MissingText):
        EN(Msg("duel-board-deck"))  # the argument is missing
    assert translator("en")(Msg("duel-no-such-key")) == "duel-no-such-key"


def test_prompts_of_the_duel_are_whole_messages(duel: Duel) -> None:
    state: DuelState = duel.setup(2)
    prompt: Prompt = duel.prompt(state, "red")
    assert prompt.key == "duel-ask-turn"
    assert [EN(a.label) for a in prompt.actions if a.label] == [
        "Raise your flag",
        "Roll a die",
        "Draw a card",
    ]
    assert EN(duel.prompt(state, "blue").text) == "Waiting: Red to act"


def test_sides_come_from_the_game(duel: Duel) -> None:
    assert [duel.side(s) for s in duel.seats({})] == ["red", "blue"]  # each seat a side of its own
    for key, options in (("napoleon21", {"allies": "3"}), ("napoleon1815", {"players": "3"})):
        game = find_game(key)
        seats = game.seats(game.resolve_options(options))
        assert len(seats) == 4 if key == "napoleon21" else len(seats) == 3
        assert [game.side(s) for s in seats] == ["france", *["allies"] * (len(seats) - 1)]
