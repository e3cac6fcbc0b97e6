"""The AI's recorded strength (tools/strength.py): what a series records and what ``make bench`` shows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools import bench, matchup, strength


def _seat(seat: str, ai: float, scripted: float, games: int = 100) -> dict[str, object]:
    return {
        "game": "napoleon21",
        "scenario": None,
        "seat": seat,
        "games": games,
        "budget": "10 playouts",
        "scripted_vs_scripted": scripted,
        "ai_vs_scripted": ai,
    }


def test_figures_average_the_seats_and_take_the_smallest_margin(tmp_path: Path) -> None:
    ledger = tmp_path / "strength.jsonl"
    strength.record([_seat("france", 0.80, 0.50), _seat("allies", 0.66, 0.50)], "abc1234", 1.0, ledger)
    named = {f.name: f for f in strength.figures("napoleon21", ledger)}
    average = named["napoleon21.ai_win_rate_vs_scripted"]
    assert average.value == pytest.approx(0.73) and average.ok
    margin = named["napoleon21.ai_margin_over_scripted_min"]
    assert margin.value == pytest.approx(0.16) and not margin.ok  # allies: 16 points, not 20
    assert "allies: 100 games, 10 playouts, abc1234" in average.series
    assert "napoleon21.ai_win_rate_vs_random" not in named  # no series against random recorded


def test_a_later_series_of_a_seat_replaces_the_earlier(tmp_path: Path) -> None:
    ledger = tmp_path / "strength.jsonl"
    strength.record([_seat("france", 0.40, 0.50, games=30)], "old", 1.0, ledger)
    strength.record([_seat("france", 0.90, 0.50)], "new", 1.0, ledger)
    (figure, _) = strength.figures("napoleon21", ledger)
    assert figure.value == pytest.approx(0.90) and "new" in figure.series and "old" not in figure.series
    assert strength.figures("gustav", ledger) == []


def test_the_matchup_records_its_series(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ledger = tmp_path / "strength.jsonl"
    monkeypatch.setattr(strength, "LEDGER", ledger)
    args = ["duel", "--ai", "--games", "2", "--playouts", "2", "--versus", "random", "--record"]
    assert matchup.main(args) == 0
    lines = [json.loads(line) for line in ledger.read_text().splitlines()]
    assert [line["seat"] for line in lines] == ["red", "blue"]
    assert all(line["games"] == 2 and line["budget"] == "2 playouts" and line["commit"] for line in lines)
    assert all(0.0 <= line["ai_vs_random"] <= 1.0 for line in lines)


def test_bench_shows_the_recorded_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ledger = tmp_path / "strength.jsonl"
    strength.record([_seat("france", 0.75, 0.50), _seat("allies", 0.72, 0.50)], "abc1234", 2.0, ledger)
    monkeypatch.setattr(strength, "LEDGER", ledger)
    bench.bench_strength("napoleon21")
    shown = {line["name"]: line for line in map(json.loads, capsys.readouterr().out.splitlines())}
    assert shown["napoleon21.ai_win_rate_vs_scripted"]["ok"] is True
    assert shown["napoleon21.ai_margin_over_scripted_min"]["value"] == pytest.approx(0.22)
    assert "load 2.0" in shown["napoleon21.ai_win_rate_vs_scripted"]["series"]
