"""Terminal hot-seat play (``python -m engine.play``): whole games driven through its prompt."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tools import play


def feed(monkeypatch: pytest.MonkeyPatch, answers: Iterator[str]) -> None:
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))


def always_first_action() -> Iterator[str]:
    """Undo once, show the log once, then always pick action 1 (which is 'pass' or the only choice)."""
    yield "1"
    yield "u"
    yield "l"
    yield "0"  # out of range: refused, asked again
    yield "declare nowhere"  # not a legal action: refused, asked again
    while True:
        yield "1"


@pytest.mark.parametrize("allies", ["1", "3"])
def test_a_whole_game_can_be_played_at_the_terminal(
    allies: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, always_first_action())
    board = tmp_path / "board.png"
    assert (
        play.main(["napoleon21", "--seed", "5", "--option", f"allies={allies}", "--board", str(board)]) == 0
    )
    out = capsys.readouterr().out
    assert "Took back the last action." in out
    assert "Pick a number from 1 to" in out
    assert "Not allowed:" in out
    assert "Game over:" in out
    assert board.read_bytes().startswith(b"\x89PNG")


def test_quitting_leaves_the_board_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, iter(["q"]))
    board = tmp_path / "b.png"
    assert play.main(["napoleon21", "--board", str(board)]) == 0
    assert "France: Turn 1: France chooses its activity." in capsys.readouterr().out
    assert board.exists()
