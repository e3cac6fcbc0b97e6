"""Random self-play in every mode: no crash, no dead end, determinism, JSON round trip, invariants and
no leak (``determinize`` must change the state, so the check is not vacuous).

A few games per mode, each checked at every step, to stay within a CI budget: the conformance suite
(``tests/engine/test_conformance.py``) plays more, and ``tools/selfplay.py napoleon1815 --games N``
plays hundreds when a change needs them."""

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


@pytest.mark.parametrize(
    ("options", "games"),
    [(TWO_CONSCRIPT, 3), (TWO_GROGNARD, 3), (THREE_GROGNARD, 3), (THREE_CONSCRIPT, 2)],
    ids=["2p-conscript", "2p-grognard", "3p-grognard", "3p-conscript"],
)
def test_selfplay(options: dict[str, str], games: int) -> None:
    check(selfplay.run("napoleon1815", games, 1, options=options))


@pytest.mark.parametrize("players", ["2", "3"])
def test_selfplay_dice(players: str) -> None:
    check(
        selfplay.run(
            "napoleon1815", 1, 1, options={"players": players, "combat": "dice", "rules": "grognard"}
        )
    )


@pytest.mark.parametrize("scenario", ["waterloo", "campaign"])
def test_selfplay_longer_scenarios(scenario: str) -> None:
    """The first 150 actions of the longer scenarios (the conformance suite plays Waterloo whole)."""
    check(
        selfplay.run("napoleon1815", 1, 1, max_steps=150, scenario=scenario, options=THREE_GROGNARD),
        complete=False,
    )
    check(
        selfplay.run("napoleon1815", 1, 50, max_steps=150, scenario=scenario, options=TWO_CONSCRIPT),
        complete=False,
    )
