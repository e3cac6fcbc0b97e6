"""``python -m tools.selfplay``: the summary line and the exit status other checks rely on, and the
checks failing when a defect is planted."""

from __future__ import annotations

import json

import pytest

from engine.core import find
from engine.examples.duel.game import Duel, DuelState
from engine.examples.sealed.game import Round, Sealed, SealedState, SealedView
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
    "copy_mismatches",
    "step_mismatches",
    "invariant_violations",
    "steps",
    "steps_per_s",
    "outcomes",
    "reasons",
}


def last_json(capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert isinstance(summary, dict)
    return summary


def test_every_registered_game_and_template_can_be_chosen() -> None:
    assert {"duel", "patrol", "sealed"} <= set(selfplay.keys())
    assert selfplay.load_game("patrol").key == "patrol"


@pytest.mark.parametrize(
    ("argv", "hidden"),
    [
        (["duel", "--games", "4", "--seed", "7", "--png-every", "5"], True),
        (["patrol", "--games", "4", "--option", "difficulty=hard", "--step-every", "1"], True),
        (["sealed", "--games", "3", "--option", "rounds=7", "--secret-every", "2"], True),
        (["napoleon21", "--games", "3", "--seed", "7", "--max-steps", "150"], False),
        (["napoleon21", "--games", "1", "--option", "allies=3"], False),
    ],
)
def test_summary_is_one_json_object_on_the_last_line(
    argv: list[str], hidden: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    status = selfplay.main(argv)
    summary = last_json(capsys)
    assert status == 0, summary
    assert summary.keys() >= KEYS
    assert summary["games"] == summary["completed"] + summary["capped"] == int(argv[2])
    assert isinstance(summary["steps_checked"], int) and summary["steps_checked"] > 0
    if hidden:
        assert summary["completed"] == summary["games"]
        assert summary["leaks"] == 0
        assert isinstance(summary["leak_checks"], int) and summary["leak_checks"] > 0


def test_a_capped_game_counts_as_capped(capsys: pytest.CaptureFixture[str]) -> None:
    assert selfplay.main(["sealed", "--games", "2", "--max-steps", "3"]) == 0
    summary = last_json(capsys)
    assert summary["capped"] == 2 and summary["completed"] == 0


def test_exit_status_is_1_when_an_invariant_breaks(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(Duel, "invariant_violations", lambda self, state: ["broken on purpose"])
    assert selfplay.main(["duel", "--games", "1", "--max-steps", "5"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out.strip().splitlines()[-1])["invariant_violations"] == 6  # set-up + 5 steps
    assert "broken on purpose" in captured.err


def _leaky_view(self: Sealed, state: SealedState, seat: str | None) -> SealedView:
    """Shows the other seat's sealed order in every view: a leak the secret check must catch."""
    view = _SEALED_VIEW(self, state, seat)
    now = find(state, Round)
    if now is not None and now.chosen:
        view["chosen"] = [f"{s}:{c.order}" for s, c in now.chosen.items()]
    return view


_SEALED_VIEW = Sealed.view


def test_a_planted_leak_is_caught(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(Sealed, "view", _leaky_view)
    assert selfplay.main(["sealed", "--games", "3"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out.strip().splitlines()[-1])["leaks"] > 0
    assert "depend on what it cannot see" in captured.err


def test_a_planted_dead_end_is_caught(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def stuck(self: Duel, state: DuelState, seat: str) -> list[object]:
        return []

    monkeypatch.setattr(Duel, "legal_actions", stuck)
    assert selfplay.main(["duel", "--games", "2"]) == 1
    assert last_json(capsys)["dead_ends"] == 2


def test_a_step_that_misreports_the_pace_is_caught(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def fingerprint(self: Duel, state: DuelState) -> str:
        return "always the same"  # so apply says the public view never changes

    monkeypatch.setattr(Duel, "public_fingerprint", fingerprint)
    assert selfplay.main(["duel", "--games", "2", "--step-every", "1"]) == 1
    assert last_json(capsys)["step_mismatches"] > 0
