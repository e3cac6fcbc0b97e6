"""``python -m images.render``: set up, play random steps, write the board; for any registered game."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from images import render
from tests.toygame import Duel


def read_png(path: Path) -> Image.Image:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_napoleon21_after_40_steps(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.png"
    assert render.main(["napoleon21", "--seed", "3", "--steps", "40", "--out", str(out)]) == 0
    assert read_png(out).width >= 1200
    assert "after 40 steps" in capsys.readouterr().out


def test_seat_scenario_and_options(tmp_path: Path) -> None:
    out = tmp_path / "seat.png"
    argv = ["napoleon21", "--seed", "5", "--steps", "60", "--seat", "france", "--option", "allies=3"]
    assert render.main([*argv, "--option", "nelson=on", "--scenario", "1805", "--out", str(out)]) == 0
    read_png(out)


def test_stops_when_the_game_ends(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "end.png"
    assert render.main(["napoleon21", "--seed", "3", "--steps", "100000", "--out", str(out)]) == 0
    assert "Game over" in capsys.readouterr().out
    read_png(out)


def test_same_seed_same_picture(tmp_path: Path) -> None:
    a, b = tmp_path / "a.png", tmp_path / "b.png"
    for path in (a, b):
        render.main(["napoleon21", "--seed", "9", "--steps", "80", "--out", str(path)])
    assert a.read_bytes() == b.read_bytes()


def test_any_registered_game(duel: Duel, tmp_path: Path) -> None:
    out = tmp_path / "duel.png"
    assert render.main(["duel", "--seed", "1", "--steps", "5", "--seat", "red", "--out", str(out)]) == 0
    read_png(out)


def test_unknown_seat_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        render.main(["napoleon21", "--seat", "nobody", "--out", str(tmp_path / "x.png")])
