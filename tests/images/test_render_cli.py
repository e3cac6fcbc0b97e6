"""``python -m images.render``: set up, play random steps, write the board; for every registered game
and template, in the language asked for."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from images import render


def read_png(path: Path) -> Image.Image:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_templates_are_offered_beside_the_titles() -> None:
    assert {"duel", "patrol", "sealed", "napoleon21", "napoleon1815"} <= set(render.game_keys())


@pytest.mark.parametrize("key", ["duel", "patrol", "sealed"])
def test_a_template_after_some_steps(key: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / f"{key}.png"
    assert render.main([key, "--seed", "3", "--steps", "6", "--out", str(out)]) == 0
    assert read_png(out).width >= 400
    assert "after 6 steps" in capsys.readouterr().out


def test_seat_and_options(tmp_path: Path) -> None:
    seat, channel = tmp_path / "seat.png", tmp_path / "channel.png"
    argv = ["sealed", "--seed", "5", "--steps", "1", "--option", "rounds=7"]
    assert render.main([*argv, "--seat", "blue", "--out", str(seat)]) == 0  # blue chose first
    assert render.main([*argv, "--out", str(channel)]) == 0
    assert seat.read_bytes() != channel.read_bytes()  # its own sealed order, drawn for it alone


def test_stops_when_the_game_ends(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "end.png"
    assert render.main(["patrol", "--seed", "3", "--steps", "100000", "--out", str(out)]) == 0
    assert "Game over" in capsys.readouterr().out
    read_png(out)


def test_same_seed_same_picture(tmp_path: Path) -> None:
    a, b = tmp_path / "a.png", tmp_path / "b.png"
    for path in (a, b):
        render.main(["patrol", "--seed", "9", "--steps", "12", "--out", str(path)])
    assert a.read_bytes() == b.read_bytes()


def test_words_in_the_language_asked_for(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    en, ja = tmp_path / "en.png", tmp_path / "ja.png"
    render.main(["duel", "--seed", "2", "--steps", "3", "--out", str(en)])
    assert render.main(["duel", "--seed", "2", "--steps", "3", "--lang", "ja", "--out", str(ja)]) == 0
    assert en.read_bytes() != ja.read_bytes()
    assert "Blue" not in capsys.readouterr().out.splitlines()[-1]


def test_unknown_seat_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        render.main(["patrol", "--seat", "nobody", "--out", str(tmp_path / "x.png")])
