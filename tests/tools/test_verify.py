"""python -m tools.verify record.json: a true record verifies; a tampered seed, action or die does not,
and the output says where; a file that is not a record is refused with exit status 2."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.core import Game
from engine.core.commitment import Played, Record
from engine.core.rng import Rng
from tools.verify import NOT_VERIFIED, UNREADABLE, VERIFIED, main

AnyGame = Game[Any, Any]
SALT = "9f86d081884c7d659a2feaa0c55ad015"
ROOT = Path(__file__).resolve().parents[2]


def record_of(key: str, seed: int, limit: int) -> Record:
    game = engine.example(key) if key in engine.EXAMPLES else engine.find_game(key)
    state = game.setup(seed)
    opening = list(state.log)
    pick = Rng(seed + 1)
    played: list[Played] = []
    while state.result is None and len(played) < limit:
        seat = game.to_act(state)[0]
        action = pick.choice(game.legal_actions(state, seat))
        played.append(Played.of(seat, action, game.apply(state, seat, action).entries))
    return Record.build(key, state.scenario, state.options, seed, SALT, played, opening, state.result)


@pytest.fixture(scope="module")
def duel() -> Record:
    return record_of("duel", 11, 10_000)


@pytest.fixture(scope="module")
def napoleon21() -> Record:
    return record_of("napoleon21", 3, 120)


def write(tmp_path: Path, record: Record) -> Path:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record.to_json(), ensure_ascii=False), encoding="utf-8")
    return path


def first_with_dice(record: Record) -> int:
    return next(n for n, p in enumerate(record.actions, 1) if p.dice)


def test_a_true_duel_record_verifies(
    tmp_path: Path, duel: Record, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(write(tmp_path, duel))]) == VERIFIED
    out = capsys.readouterr().out
    assert f"Duel, seed 11, {len(duel.actions)} actions." in out
    assert f"is {duel.commitment}, the value published" in out
    assert out.rstrip().endswith("Verified: the dice and draws are those the seed committed to at the start.")


def test_a_true_napoleon21_record_verifies_in_japanese(
    tmp_path: Path, napoleon21: Record, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(write(tmp_path, napoleon21)), "--lang", "ja"]) == VERIFIED
    out = capsys.readouterr().out
    assert "コミットメントは一致します" in out and "行動120件" in out and "検証できました" in out


def test_a_tampered_seed_fails(
    tmp_path: Path, napoleon21: Record, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(write(tmp_path, dataclasses.replace(napoleon21, seed=4)))]) == NOT_VERIFIED
    out = capsys.readouterr().out
    assert "The commitment does NOT match" in out and f"but {napoleon21.commitment} was published" in out
    assert "the record shows the dice" in out  # the first roll the other seed gives otherwise
    assert out.rstrip().endswith("NOT verified.")


def test_a_tampered_die_fails_naming_its_action(
    tmp_path: Path, duel: Record, capsys: pytest.CaptureFixture[str]
) -> None:
    n = first_with_dice(duel)
    actions = list(duel.actions)
    shown = actions[n - 1].dice[0]
    actions[n - 1] = dataclasses.replace(actions[n - 1], dice=(shown % 6 + 1,), log=None)
    assert main([str(write(tmp_path, dataclasses.replace(duel, actions=tuple(actions))))]) == NOT_VERIFIED
    out = capsys.readouterr().out
    assert "The commitment matches" in out
    assert (
        f"Action {n} (" in out
        and f"the record shows the dice [{shown % 6 + 1}], but the seed gives [{shown}]" in out
    )


def test_a_tampered_action_fails_naming_it(
    tmp_path: Path, duel: Record, capsys: pytest.CaptureFixture[str]
) -> None:
    actions = list(duel.actions)
    actions[0] = dataclasses.replace(actions[0], action="surrender now")
    assert main([str(write(tmp_path, dataclasses.replace(duel, actions=tuple(actions))))]) == NOT_VERIFIED
    out = capsys.readouterr().out
    assert "Action 1 (" in out and "“surrender now”) cannot be replayed" in out


def test_a_file_that_is_not_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.json"
    path.write_text('{"format": "marengo-record/1",\n  "seed": }', encoding="utf-8")
    assert main([str(path)]) == UNREADABLE
    assert "is not a JSON game record (line 2, column" in capsys.readouterr().err


def test_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "nothing.json")]) == UNREADABLE
    assert "There is no file" in capsys.readouterr().err


def test_a_record_missing_a_field(tmp_path: Path, duel: Record, capsys: pytest.CaptureFixture[str]) -> None:
    data = duel.to_json()
    del data["salt"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main([str(path)]) == UNREADABLE
    assert "The record has no valid “salt”." in capsys.readouterr().err


def test_an_unknown_game(tmp_path: Path, duel: Record, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, dataclasses.replace(duel, game="chess"))
    assert main([str(path)]) == UNREADABLE
    assert "There is no game “chess”" in capsys.readouterr().err


def test_the_documented_command_runs(tmp_path: Path, duel: Record) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tools.verify", str(write(tmp_path, duel))],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == VERIFIED, done.stderr
    assert "Verified" in done.stdout
