"""``make bench``'s figures say which engine they were measured on."""

from __future__ import annotations

import json

import pytest

from tools import bench


def test_the_first_figure_names_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["duel", "--no-bot", "--no-images", "--ai-decisions", "0"])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0]["name"] == "engine"
    # the tests run the sources (the compiled build's test checks its own line)
    assert lines[0]["value"] == "pure Python"
    assert {line["name"] for line in lines[1:]} >= {"duel.step", "duel.copy", "duel.playouts_s"}
