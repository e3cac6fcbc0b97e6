"""Terminal hot-seat play (``python -m tools.play``): whole games driven through its prompt, in the
language asked for."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from engine.core.levels import best_scripted, level_agent
from tools import play


def feed(monkeypatch: pytest.MonkeyPatch, answers: Iterator[str]) -> None:
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))


def mistakes_then(last: str) -> Iterator[str]:
    """Play, undo once, show the log, type an out-of-range number and an illegal action, then keep
    answering ``last`` (the number of an action that is always offered)."""
    yield "1"
    yield "u"
    yield "l"
    yield "0"
    yield "march nowhere"
    while True:
        yield last


@pytest.mark.parametrize(
    ("argv", "last"),
    [
        (["duel", "--seed", "5", "--option", "target=20"], "2"),  # 2: roll, offered every turn
        (["patrol", "--seed", "3", "--option", "difficulty=hard"], "end"),  # by notation
        (["sealed", "--seed", "2"], "1"),  # 1: attack without reserves, offered every round
    ],
)
def test_a_whole_game_can_be_played_at_the_terminal(
    argv: list[str],
    last: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    feed(monkeypatch, mistakes_then(last))
    board = tmp_path / "board.png"
    assert play.main([*argv, "--board", str(board)]) == 0
    out = capsys.readouterr().out
    assert "Took back the last action." in out
    assert "Pick a number from 1 to" in out
    assert "Not allowed: “march nowhere” is not possible now." in out
    assert "Game over:" in out
    assert board.read_bytes().startswith(b"\x89PNG")


def test_private_lines_say_whom_they_are_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, iter(["order hold 1", "q"]))
    assert play.main(["sealed", "--board", str(tmp_path / "b.png")]) == 0
    out = capsys.readouterr().out
    assert "  · Red has chosen its order." in out
    assert "  · (to Red) You order: Hold, committing 1 reserve." in out
    assert "Red: Round 1 of 5: choose your order in secret (3 reserves left)." in out


def test_undo_takes_the_action_out_of_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, iter(["post ford", "u", "l", "u", "q"]))
    assert play.main(["patrol", "--board", str(tmp_path / "b.png")]) == 0
    out = capsys.readouterr().out
    shown_log = out.split("Took back the last action.")[1].split("Turn 1 of 6")[1]
    assert "A reserve joins the pickets at Weiler Ford." not in shown_log
    assert "Turn 1 begins: a reserve arrives." in shown_log
    assert "Nothing to take back." in out


def test_words_in_the_language_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, iter(["0", "q"]))
    assert play.main(["duel", "--lang", "ja", "--board", str(tmp_path / "b.png")]) == 0
    out = capsys.readouterr().out
    assert "一手ごとに描き直します" in out and "1から" in out
    assert "Pick a number" not in out


def test_quitting_leaves_the_board_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, iter(["q"]))
    board = tmp_path / "b.png"
    assert play.main(["patrol", "--board", str(board)]) == 0
    assert "The Allies: Turn 1: 2 orders left, 1 reserve waiting." in capsys.readouterr().out
    assert board.read_bytes().startswith(b"\x89PNG")


def test_the_board_as_text_is_the_seat_to_acts_own_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, iter(["draw", "t", "q"]))
    assert play.main(["duel", "--seed", "4", "--board", str(tmp_path / "b.png")]) == 0
    out = capsys.readouterr().out.split("Blue's turn")[-1]  # after Red drew, Blue reads the board
    assert "Your hand: none." in out
    assert "Red: 0 points, 1 card in hand" in out


def test_a_decision_of_several_parts_is_typed_as_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 21: Gustav's army is one decision; its parts are listed once and typed together."""
    feed(monkeypatch, iter(["+ 1 99", "+ 1 2 7", "q"]))
    assert play.main(["gustav", "--seed", "1", "--board", str(tmp_path / "b.png")]) == 0
    out = capsys.readouterr().out
    assert "Or choose several parts at once (Raise the army: the units chosen and the HQ)" in out
    assert "+ 1. pike (2 points)" in out and "[army pike pike" not in out  # no list of every army
    assert "Pick a number from 1 to 10." in out  # 99: no such part
    assert "The Imperial army has raised its army." in out


def test_an_ai_seat_plays_from_its_view_and_its_own_lines_stay_off_the_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 19 at the terminal: Red is a person, Blue the AI; Blue's sealed orders show only as the
    public log shows them, and the board drawn is Red's own view."""
    feed(monkeypatch, iter(["order hold 1", *["1"] * 20]))
    board = tmp_path / "b.png"
    assert play.main(["sealed", "--seed", "2", "--ai", "blue=easy", "--board", str(board)]) == 0
    out = capsys.readouterr().out
    assert "Blue: the AI is thinking…" in out
    assert "  · (to Red) You order: Hold, committing 1 reserve." in out
    assert "(to Blue)" not in out
    assert "Blue has chosen its order." in out
    assert "Game over:" in out
    assert board.read_bytes().startswith(b"\x89PNG")


def test_undo_takes_back_a_persons_move_with_the_ais_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    feed(monkeypatch, iter(["roll", "u", "u", "q"]))
    table = play.HotSeat(
        engine.example("duel"),
        5,
        None,
        {},
        tmp_path / "b.png",
        ai={"blue": best_scripted(engine.example("duel"), "blue")},
    )
    while table.turn():
        pass
    out = capsys.readouterr().out
    assert "Blue rolls a die" in out or "Blue draws a card" in out  # the AI answered the roll
    assert not table.history
    assert out.count("Took back the last action.") == 1 and "Nothing to take back." in out
    assert table.reader == "red"


def test_the_search_plays_a_seat_in_japanese(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The search itself (``normal``, a tiny budget) answers a person's moves in Napoleon 2.1."""
    game = engine.find_game("napoleon21")
    feed(monkeypatch, iter(["1", "1", "1", "q"]))
    search = level_agent(game, "allies", "normal", playouts=4)
    table = play.HotSeat(game, 3, None, {}, tmp_path / "b.png", "ja", {"allies": search})
    while table.turn():
        pass
    out = capsys.readouterr().out
    assert "AIが考えています" in out
    assert any(seat == "allies" for seat, _ in table.history)


def test_an_unknown_ai_seat_or_level_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        play.main(["duel", "--ai", "green", "--board", str(tmp_path / "b.png")])
    with pytest.raises(SystemExit):
        play.main(["duel", "--ai", "blue=fierce", "--board", str(tmp_path / "b.png")])
