"""Verifiable dice (issue 11): the commitment to a seed, and the replay that confirms every roll and draw.

Games are played by a seeded random picker on the template duel (dice and hidden draws) and on
Napoleon 2.1 (dice at set-up and in battle); a true record verifies, and a tampered seed, action,
die, draw or result fails, naming where.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

import pytest

import engine
from engine.core import Game, Msg
from engine.core.commitment import Played, Record, RecordError, commitment, commitment_text, verify
from engine.core.rng import Rng
from i18n import translator

AnyGame = Game[Any, Any]
SALT = "0123456789abcdef" * 2
EN, JA = translator("en", strict=True), translator("ja", strict=True)


def play(game: AnyGame, seed: int, picker: int, limit: int = 10_000) -> Record:
    """A record of a game played by random picks (at most ``limit`` actions), as the bot would export it."""
    state = game.setup(seed)
    opening = list(state.log)
    pick = Rng(picker)
    played: list[Played] = []
    while state.result is None and len(played) < limit:
        seat = game.to_act(state)[0]
        action = pick.choice(game.legal_actions(state, seat))
        step = game.apply(state, seat, action)
        played.append(Played.of(seat, action, step.entries))
    return Record.build(game.key, state.scenario, state.options, seed, SALT, played, opening, state.result)


@pytest.fixture(scope="module")
def duel() -> AnyGame:
    return engine.example("duel")


@pytest.fixture(scope="module")
def duel_record(duel: AnyGame) -> Record:
    record = play(duel, seed=42, picker=3)
    assert any(p.dice for p in record.actions) and any(p.action == "draw" for p in record.actions)
    return record


@pytest.fixture(scope="module")
def n21() -> AnyGame:
    return engine.find_game("napoleon21")


@pytest.fixture(scope="module")
def n21_record(n21: AnyGame) -> Record:
    return play(n21, seed=7, picker=5, limit=250)


def replace_action(record: Record, n: int, **changes: Any) -> Record:
    """The record with its n-th action (1-based) changed."""
    actions = list(record.actions)
    actions[n - 1] = dataclasses.replace(actions[n - 1], **changes)
    return dataclasses.replace(record, actions=tuple(actions))


def first(record: Record, verb: str) -> int:
    """The 1-based index of the first action with dice whose notation starts with ``verb``."""
    return next(n for n, p in enumerate(record.actions, 1) if p.action.startswith(verb) and p.dice)


def at(problem: Msg | None) -> int:
    """The action number a problem names."""
    assert problem is not None
    where = problem.args["where"]
    assert isinstance(where, Msg) and where.key == "core-verify-where"
    n = where.args["n"]
    assert isinstance(n, int)
    return n


# --- the commitment ------------------------------------------------------------------------------


def test_the_commitment_is_the_sha256_of_the_documented_text() -> None:
    text = "marengo-dice/1:duel:42:" + SALT
    assert commitment_text("duel", 42, SALT) == text
    assert commitment("duel", 42, SALT) == hashlib.sha256(text.encode()).hexdigest()


def test_seed_salt_and_game_each_change_the_commitment() -> None:
    base = commitment("duel", 42, SALT)
    assert commitment("duel", 43, SALT) != base
    assert commitment("duel", 42, "f" + SALT[1:]) != base
    assert commitment("napoleon21", 42, SALT) != base


@pytest.mark.parametrize("salt", ["", "abc", "0123456789ABCDEF" * 2, "g" * 32, SALT + ":1"])
def test_a_salt_too_short_or_not_lower_case_hex_is_refused(salt: str) -> None:
    with pytest.raises(RecordError) as refused:
        commitment("duel", 42, salt)
    assert refused.value.msg == Msg("core-verify-field", field="salt")


def test_a_game_key_that_could_hide_a_separator_is_refused() -> None:
    with pytest.raises(RecordError):
        commitment("duel:42", 1, SALT)


# --- true records --------------------------------------------------------------------------------


def test_a_true_duel_record_verifies(duel: AnyGame, duel_record: Record) -> None:
    verdict = verify(duel, duel_record)
    assert verdict.ok and verdict.problem is None
    assert verdict.actions == len(duel_record.actions)
    assert verdict.dice == sum(len(p.dice) for p in duel_record.actions) > 0
    assert verdict.result is not None and verdict.result.reason == "target"
    assert [m.key for m in verdict.messages()] == ["core-verify-commitment-ok", "core-verify-replay-ok"]


def test_a_true_napoleon21_record_verifies(n21: AnyGame, n21_record: Record) -> None:
    assert n21_record.opening is not None and n21_record.opening.dice  # set-up rolls dice
    verdict = verify(n21, n21_record)
    assert verdict.ok, verdict.problem
    assert verdict.actions == 250 and verdict.dice > len(n21_record.opening.dice)


def test_a_record_survives_its_json_form(duel: AnyGame, duel_record: Record) -> None:
    text = json.dumps(duel_record.to_json(), ensure_ascii=False)
    again = Record.from_json(json.loads(text))
    assert again == duel_record
    assert verify(duel, again).ok


def test_a_record_with_dice_only_still_verifies(duel: AnyGame, duel_record: Record) -> None:
    bare = dataclasses.replace(
        duel_record,
        actions=tuple(dataclasses.replace(p, log=None) for p in duel_record.actions),
        opening=None,
    )
    assert "log" not in bare.to_json()["actions"][0]  # type: ignore[index,operator]
    assert verify(duel, bare).ok


# --- tampering -----------------------------------------------------------------------------------


def test_another_seed_fails_the_commitment_and_the_replay(n21: AnyGame, n21_record: Record) -> None:
    verdict = verify(n21, dataclasses.replace(n21_record, seed=n21_record.seed + 1))
    assert not verdict.commitment_ok and not verdict.ok
    assert verdict.messages()[0].key == "core-verify-commitment-wrong"
    assert verdict.problem is not None and verdict.problem.key == "core-verify-dice"
    assert verdict.problem.args["where"] == Msg("core-verify-opening")  # set-up already rolls otherwise


def test_another_seed_with_its_own_commitment_still_fails_the_published_one(
    duel: AnyGame, duel_record: Record
) -> None:
    """A host who changes the seed cannot change what was posted when the game began."""
    cheat = dataclasses.replace(duel_record, seed=duel_record.seed + 1)
    verdict = verify(duel, cheat)
    assert verdict.digest == commitment("duel", cheat.seed, SALT) != verdict.published
    assert not verdict.ok


def test_a_changed_die_is_named_with_its_action(duel: AnyGame, duel_record: Record) -> None:
    n = first(duel_record, "roll")
    shown = duel_record.actions[n - 1].dice
    forged = tuple((d % 6) + 1 for d in shown)
    verdict = verify(duel, replace_action(duel_record, n, dice=forged))
    assert verdict.commitment_ok and not verdict.ok
    assert verdict.problem is not None and verdict.problem.key == "core-verify-dice"
    assert at(verdict.problem) == n and verdict.actions == n - 1
    line = EN(verdict.problem)
    assert f"Action {n} (Red: “roll”)" in line or f"Action {n} (Blue: “roll”)" in line
    assert f"the record shows the dice [{forged[0]}], but the seed gives [{shown[0]}]" in line


def test_a_changed_die_in_napoleon21(n21: AnyGame, n21_record: Record) -> None:
    n = next(n for n, p in enumerate(n21_record.actions, 1) if p.dice)
    dice = list(n21_record.actions[n - 1].dice)
    dice[-1] = dice[-1] % 6 + 1
    verdict = verify(n21, replace_action(n21_record, n, dice=tuple(dice), log=None))
    assert (
        verdict.problem is not None and verdict.problem.key == "core-verify-dice" and at(verdict.problem) == n
    )


def test_a_changed_action_is_named(duel: AnyGame, duel_record: Record) -> None:
    n = first(duel_record, "roll")
    verdict = verify(duel, replace_action(duel_record, n, action="flag"))
    assert not verdict.ok and at(verdict.problem) == n


def test_an_impossible_action_is_refused_with_the_rules_reason(duel: AnyGame, duel_record: Record) -> None:
    verdict = verify(duel, replace_action(duel_record, 2, action="fly away"))
    assert (
        verdict.problem is not None
        and verdict.problem.key == "core-verify-refused"
        and at(verdict.problem) == 2
    )
    reason = verdict.problem.args["reason"]
    assert isinstance(reason, Msg) and reason.key == "core-error-illegal"


def test_an_action_by_the_wrong_seat_is_refused(duel: AnyGame, duel_record: Record) -> None:
    seat = duel_record.actions[0].seat
    other = "blue" if seat == "red" else "red"
    verdict = verify(duel, replace_action(duel_record, 1, seat=other))
    assert verdict.problem is not None and verdict.problem.key == "core-verify-refused"
    reason = verdict.problem.args["reason"]
    assert isinstance(reason, Msg) and reason.key == "core-error-not-your-turn"


def test_a_changed_draw_fails_the_log(duel: AnyGame, duel_record: Record) -> None:
    n = next(n for n, p in enumerate(duel_record.actions, 1) if p.action == "draw")
    log = json.loads(json.dumps(duel_record.actions[n - 1].log))
    private = next(e for e in log if e["to"] is not None)
    private["msg"]["args"]["card"] = private["msg"]["args"]["card"] % 6 + 1
    verdict = verify(duel, replace_action(duel_record, n, log=tuple(log)))
    assert (
        verdict.problem is not None and verdict.problem.key == "core-verify-log" and at(verdict.problem) == n
    )


def test_a_removed_action_shifts_the_replay(duel: AnyGame, duel_record: Record) -> None:
    n = first(duel_record, "roll")
    shorter = dataclasses.replace(duel_record, actions=duel_record.actions[: n - 1] + duel_record.actions[n:])
    assert not verify(duel, shorter).ok


def test_a_changed_result_is_caught(duel: AnyGame, duel_record: Record) -> None:
    assert duel_record.winners is not None
    loser = "blue" if duel_record.winners == ("red",) else "red"
    verdict = verify(duel, dataclasses.replace(duel_record, winners=(loser,)))
    assert verdict.problem is not None and verdict.problem.key == "core-verify-result"


def test_a_concession_before_the_end_is_not_a_result_mismatch(duel: AnyGame, duel_record: Record) -> None:
    """The bot ends a conceded game outside the rules: the replay is then simply not over."""
    conceded = dataclasses.replace(
        duel_record, actions=duel_record.actions[:3], winners=("red",), reason="concession"
    )
    verdict = verify(duel, conceded)
    assert verdict.ok and verdict.result is None


def test_an_unknown_scenario_is_a_setup_problem(duel: AnyGame, duel_record: Record) -> None:
    verdict = verify(duel, dataclasses.replace(duel_record, scenario="nowhere"))
    assert verdict.problem is not None and verdict.problem.key == "core-verify-setup"


# --- reading records -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.pop("seed"), "seed"),
        (lambda d: d.update(seed="42"), "seed"),
        (lambda d: d.update(seed=True), "seed"),
        (lambda d: d.pop("salt"), "salt"),
        (lambda d: d.update(actions={}), "actions"),
        (lambda d: d["actions"][0].pop("seat"), "actions[1].seat"),
        (lambda d: d["actions"][1].update(dice=["six"]), "actions[2].dice"),
        (lambda d: d.update(options={"target": 12}), "target"),
    ],
)
def test_a_malformed_record_names_its_field(duel_record: Record, change: Any, field: str) -> None:
    data = json.loads(json.dumps(duel_record.to_json()))
    change(data)
    with pytest.raises(RecordError) as refused:
        Record.from_json(data)
    assert refused.value.msg == Msg("core-verify-field", field=field)


def test_a_file_of_another_kind_is_refused(duel_record: Record) -> None:
    with pytest.raises(RecordError) as refused:
        Record.from_json({"format": "something-else"})
    assert refused.value.msg.key == "core-verify-format"


def test_a_malformed_commitment_is_refused(duel: AnyGame, duel_record: Record) -> None:
    with pytest.raises(RecordError):
        verify(duel, dataclasses.replace(duel_record, commitment="not-a-digest"))


# --- words -------------------------------------------------------------------------------------


def test_every_verdict_reads_in_english_and_japanese(duel: AnyGame, duel_record: Record) -> None:
    n = first(duel_record, "roll")
    verdicts = [
        verify(duel, duel_record),
        verify(duel, dataclasses.replace(duel_record, seed=1)),
        verify(duel, replace_action(duel_record, n, dice=(7,))),
        verify(duel, replace_action(duel_record, 2, action="fly")),
        verify(duel, dataclasses.replace(duel_record, winners=("nobody",))),
        verify(duel, dataclasses.replace(duel_record, scenario="nowhere")),
    ]
    for verdict in verdicts:
        for msg in verdict.messages():
            assert EN(msg) and JA(msg)
    assert "SHA-256" in EN(verdicts[0].messages()[0]) and "一致します" in JA(verdicts[0].messages()[0])
