"""``python -m engine.selfplay``: the summary line and the exit status other checks rely on."""

from __future__ import annotations

import json

import pytest

from tools import selfplay

KEYS = {
    "game",
    "games",
    "completed",
    "capped",
    "errors",
    "dead_ends",
    "replay_mismatches",
    "roundtrip_mismatches",
    "steps",
    "steps_per_s",
}


def test_summary_is_one_json_object_on_the_last_line(capsys: pytest.CaptureFixture[str]) -> None:
    status = selfplay.main(["napoleon21", "--games", "3", "--seed", "7", "--max-steps", "150"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    summary = json.loads(last)
    assert status == 0
    assert summary.keys() >= KEYS
    assert summary["games"] == 3 and summary["completed"] + summary["capped"] == 3


def test_exit_status_is_1_when_a_check_fails(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    game = selfplay.find_game("napoleon21")
    monkeypatch.setattr(type(game), "invariant_violations", lambda self, state: ["broken on purpose"])
    assert selfplay.main(["napoleon21", "--games", "1", "--max-steps", "5"]) == 1
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["invariant_violations"] > 0
