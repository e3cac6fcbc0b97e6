"""Random self-play in every mode: no crash, no dead end, determinism, JSON round trip, invariants and
no leak (``determinize`` must change the state, so the check is not vacuous). 300+ games per main mode,
split so that pytest-xdist spreads them."""

from __future__ import annotations

from typing import Any

import pytest

from tools import selfplay

TWO_CONSCRIPT = {"players": "2", "rules": "conscript"}
TWO_GROGNARD = {"players": "2", "rules": "grognard"}
THREE_GROGNARD = {"players": "3", "rules": "grognard"}
THREE_CONSCRIPT = {"players": "3", "rules": "conscript"}


def check(summary: dict[str, Any], *, complete: bool = True) -> None:
    failures = summary["first_failures"]
    for key in (
        "errors",
        "dead_ends",
        "replay_mismatches",
        "roundtrip_mismatches",
        "invariant_violations",
        "leaks",
    ):
        assert summary[key] == 0, (key, failures)
    assert summary["determinized_changed"] >= 0.9 * summary["leak_checks"] > 0
    if complete:
        assert summary["completed"] == summary["games"]


@pytest.mark.parametrize("start", [1, 101, 201])
def test_selfplay_two_players_conscript(start: int) -> None:
    check(selfplay.run("napoleon1815", 100, start, options=TWO_CONSCRIPT))


@pytest.mark.parametrize("start", [1, 101, 201])
def test_selfplay_two_players_grognard(start: int) -> None:
    check(selfplay.run("napoleon1815", 100, start, options=TWO_GROGNARD))


@pytest.mark.parametrize("start", [1, 101, 201])
def test_selfplay_three_players_grognard(start: int) -> None:
    check(selfplay.run("napoleon1815", 100, start, options=THREE_GROGNARD))


def test_selfplay_three_players_conscript() -> None:
    check(selfplay.run("napoleon1815", 50, 1, options=THREE_CONSCRIPT))


@pytest.mark.parametrize("players", ["2", "3"])
def test_selfplay_dice(players: str) -> None:
    check(
        selfplay.run(
            "napoleon1815", 30, 1, options={"players": players, "combat": "dice", "rules": "grognard"}
        )
    )


@pytest.mark.parametrize("scenario", ["waterloo", "campaign"])
def test_selfplay_longer_scenarios(scenario: str) -> None:
    check(
        selfplay.run("napoleon1815", 6, 1, max_steps=400, scenario=scenario, options=THREE_GROGNARD),
        complete=False,
    )
    check(
        selfplay.run("napoleon1815", 6, 50, max_steps=400, scenario=scenario, options=TWO_CONSCRIPT),
        complete=False,
    )
