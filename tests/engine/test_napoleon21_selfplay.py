"""Napoleon 2.1 random self-play: 300 seeded games in chunks (each its own test, for pytest-xdist).

Every game checks: no exception, no dead end, JSON round trip after every step, replay
determinism, and the game's invariants (units in use within max strength, morale within 0-20
and never rising, countries at Peace or Armistice never fighting).
"""

from __future__ import annotations

from typing import Any

import pytest

from tools.selfplay import run

GAMES_PER_CHUNK = 50
MAX_STEPS = 400  # about 8 turns of random play; some games end sooner
CHUNKS: list[tuple[int, dict[str, str]]] = [
    (1, {}),
    (1001, {}),
    (2001, {"allies": "5", "road_to_paris": "on"}),
    (3001, {"allies": "2", "nelson": "on", "french_mobilization": "on"}),
    (4001, {"allies": "prussia+austria/russia+spain+britain", "allied_mobilization": "on"}),
    (5001, {"road_to_paris": "on", "nelson": "on", "french_mobilization": "on", "allied_mobilization": "on"}),
]


def _assert_clean(summary: dict[str, Any], games: int) -> None:
    assert summary["first_failures"] == []
    for key in ("errors", "dead_ends", "replay_mismatches", "roundtrip_mismatches", "invariant_violations"):
        assert summary[key] == 0, key
    assert summary["completed"] + summary["capped"] == summary["games"] == games


@pytest.mark.parametrize(("seed", "options"), CHUNKS, ids=[f"seeds{seed}" for seed, _ in CHUNKS])
def test_random_selfplay_chunk(seed: int, options: dict[str, str]) -> None:
    """No exception, dead end, replay or round-trip mismatch, or broken invariant."""
    _assert_clean(
        run("napoleon21", GAMES_PER_CHUNK, seed, max_steps=MAX_STEPS, options=options), GAMES_PER_CHUNK
    )


def test_random_selfplay_finishes_games() -> None:
    """Some random games reach a result within the step budget (here: longer games, fewer)."""
    summary = run("napoleon21", 10, 7001, max_steps=3000)
    _assert_clean(summary, 10)
    assert summary["completed"] >= 8
