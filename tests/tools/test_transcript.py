"""The demo's transcript (``tools/botbench/transcript.py``): a second run leaves nothing of the first."""

from __future__ import annotations

from pathlib import Path

from tools.botbench.transcript import Pictures


def test_pictures_start_from_an_empty_folder(tmp_path: Path) -> None:
    folder = tmp_path / "images"
    folder.mkdir()
    for name in ("0089-record.json", "0088-board.png"):  # an earlier, longer game's last files
        (folder / name).write_text("old")
    pictures = Pictures(folder)
    assert list(folder.iterdir()) == [] and pictures.saved == []
