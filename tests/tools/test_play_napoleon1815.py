"""Napoleon 1815 at the terminal (``tools.play``): whole games in both languages, answered by reading
the notation printed beside each numbered action.

Always answering 1 does not end this game (adding a block to a stack puts "Leave it behind" first,
and so on round), so the player reads the notations printed for each prompt and picks with a seeded
picker: mostly the quiet answers (no card, end the move, pass, done), sometimes anything.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import find_game
from engine.core import Arg, Msg
from i18n import translator
from tools import play

ACTION = re.compile(r"^\s+(\d+)\. .*\[(.+)\]$")
QUIET = {"none", "decline", "stop", "pass", "hold", "end", "done", "give"}  # "give" alone keeps the cards


class Reader:
    """Answers ``input()`` from what the game printed since the last answer."""

    def __init__(self, capsys: pytest.CaptureFixture[str], seed: int, first: list[str]) -> None:
        self.capsys = capsys
        self.picker = random.Random(seed)
        self.first = iter(first)
        self.printed: list[str] = []
        self.answers = 0

    def __call__(self, prompt: str = "") -> str:
        out = self.capsys.readouterr().out
        self.printed.append(out)
        self.answers += 1
        if self.answers > 3000:
            raise EOFError  # a policy that never ends the game: the test then fails on the result
        scripted = next(self.first, None)
        if scripted is not None:
            return scripted
        offered = [(m[1], m[2]) for line in out.splitlines() if (m := ACTION.match(line))]
        assert offered, f"no numbered actions in {out[-500:]!r}"
        quiet = [n for n, notation in offered if notation in QUIET or notation.split()[0] in QUIET - {"give"}]
        if quiet and self.picker.random() < 0.7:
            return self.picker.choice(quiet)
        return self.picker.choice(offered)[0]

    def output(self) -> str:
        return "".join(self.printed) + self.capsys.readouterr().out


def phrase(lang: str, key: str, **args: Arg) -> str:
    """A tools message with empty arguments: the words around them, to look for in the output."""
    return translator(lang, strict=True)(Msg(key, **args)).strip()


@pytest.mark.parametrize(
    ("options", "lang"),
    [
        ({"players": "2", "rules": "conscript"}, "en"),
        ({"players": "3", "rules": "grognard"}, "en"),
        ({"players": "2", "rules": "grognard", "combat": "dice"}, "ja"),
        ({"players": "3", "rules": "conscript"}, "ja"),
    ],
)
def test_a_whole_game_at_the_terminal(
    options: dict[str, str],
    lang: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # a good answer, then: take it back, show the log, a number out of range, an action not offered
    reader = Reader(capsys, seed=len(options) + len(lang), first=["1", "u", "l", "0", "attack nowhere"])
    monkeypatch.setattr("builtins.input", reader)
    board = tmp_path / "board.png"
    table = play.HotSeat(find_game("napoleon1815"), 4, None, options, board, lang)
    while table.turn():
        pass
    out = reader.output()
    game = table.game

    result = game.result(table.state)
    assert result is not None, out[-2000:]
    assert out.rstrip().endswith(translator(lang, strict=True)(Msg("tools-play-over", result=result.summary)))
    # the taken-back action is out of the history: replaying it gives the same game
    assert game.replay(4, None, options, table.history).to_json() == table.state.to_json()
    assert phrase(lang, "tools-play-undone") in out
    assert phrase(lang, "tools-play-pick", n=9).split("9")[0] in out
    assert phrase(lang, "tools-play-refused", reason="") in out
    for seat in table.state.seats:  # every seat was asked, by its name in the reader's language
        assert "\n" + phrase(lang, "tools-play-asks", seat=game.seat_ref(seat), question="") in out
    # a hot seat shows the private lines, marked as such
    assert phrase(lang, "tools-play-private", seat=game.seat_ref("france"), line="") in out
    assert "napoleon1815-" not in out and "{" not in out  # no raw key or placeholder
    assert board.read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_prompt_of_a_grognard_setup(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Waterloo under fog of war: France first places its scout with one of its corps."""
    answers: Iterator[str] = iter(["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    board = tmp_path / "b.png"
    argv = ["napoleon1815", "--option", "rules=grognard", "--scenario", "waterloo", "--lang", lang]
    assert play.main([*argv, "--board", str(board)]) == 0
    out = capsys.readouterr().out
    france = find_game("napoleon1815").seat_ref("france")
    assert "\n" + phrase(lang, "tools-play-asks", seat=france, question="") in out
    offered = {m[2] for line in out.splitlines() if (m := ACTION.match(line))}
    assert offered == {"place la_belle_alliance", "place plancenoit", "place walhain"}
    assert board.exists()
