"""Napoleon 1815 at the terminal (``tools.play``): whole games, answered by reading the numbered actions.

Always answering 1 does not end this game (adding a block to a stack puts "Leave it behind" first,
and so on round), so the player reads the list printed for each prompt and picks with a seeded
picker: mostly the quiet answers ("No card", "Stop here", passing), sometimes anything.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tools import play

NUMBERED = re.compile(r"^\s+(\d+)\. (.*)$")
QUIET = re.compile(r"^(No |Pass |Stop here|End the operation|Keep your cards|Do not attack)")


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
            raise EOFError  # a policy that never ends the game: the test then fails on "Game over:"
        scripted = next(self.first, None)
        if scripted is not None:
            return scripted
        labels = [m[2] for line in out.splitlines() if (m := NUMBERED.match(line))]
        assert labels, f"no numbered actions in {out[-500:]!r}"
        quiet = [n for n, label in enumerate(labels, 1) if QUIET.match(label)]
        if quiet and self.picker.random() < 0.7:
            return str(self.picker.choice(quiet))
        return str(self.picker.randrange(1, len(labels) + 1))

    def output(self) -> str:
        return "".join(self.printed) + self.capsys.readouterr().out


@pytest.mark.parametrize(
    ("options", "seats"),
    [
        (["players=2", "rules=conscript"], ("France", "Allies")),
        (["players=3", "rules=grognard"], ("France", "Anglo-Dutch", "Prussia")),
        (["players=2", "rules=grognard", "combat=dice"], ("France", "Allies")),
    ],
)
def test_a_whole_game_at_the_terminal(
    options: list[str],
    seats: tuple[str, ...],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # a good answer, then: take it back, show the log, a number out of range, an action not offered
    reader = Reader(capsys, seed=len(options) + len(seats), first=["1", "u", "l", "0", "attack nowhere"])
    monkeypatch.setattr("builtins.input", reader)
    board = tmp_path / "board.png"
    argv = ["napoleon1815", "--seed", "4", "--board", str(board)]
    for option in options:
        argv += ["--option", option]
    assert play.main(argv) == 0
    out = reader.output()
    assert "Game over:" in out, out[-2000:]
    assert "Took back the last action." in out and "Pick a number from 1 to" in out and "Not allowed:" in out
    assert all(f"\n{seat}: " in out for seat in seats)  # every seat was asked
    assert "(to france) You draw" in out  # a hot seat shows the private lines, marked as such
    assert board.read_bytes().startswith(b"\x89PNG")


def test_the_first_prompt_of_each_setup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers: Iterator[str] = iter(["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    board = tmp_path / "b.png"
    argv = ["napoleon1815", "--option", "rules=grognard", "--scenario", "waterloo", "--board", str(board)]
    assert play.main(argv) == 0
    out = capsys.readouterr().out
    assert "France: Place a cavalry scout" in out and re.search(r"^\s+1\. Place a scout at ", out, re.M)
    assert board.exists()
