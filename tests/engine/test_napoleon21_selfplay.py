"""Napoleon 2.1 random self-play: 300 seeded games in chunks (each its own test, for pytest-xdist).

Every game checks: no exception, no dead end, JSON round trip and copy after every step, replay
determinism, the game's invariants (units in use within max strength, morale within 0-20 and never
rising, countries at Peace or Armistice never fighting), and that every message it produced reads
in strict English. The conformance suite plays a few more games against the whole contract.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from engine.core import Action, Msg, entry_msg
from engine.core.rng import Rng
from tests.engine.napoleon21_helpers import EN, GAME

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


@dataclass
class Tally:
    completed: int = 0
    failures: list[str] = field(default_factory=list)


def play_random(seed: int, options: dict[str, str], max_steps: int, tally: Tally) -> None:
    """One random game, checked at every step."""
    state = GAME.setup(seed, None, options)
    pick = Rng(seed)
    played: list[tuple[str, Action]] = []
    words: list[Msg] = [entry_msg(e) for e in state.log]
    for step in range(max_steps):
        if GAME.result(state) is not None:
            tally.completed += 1
            break
        acting = GAME.to_act(state)
        actions = GAME.legal_actions(state, acting[0]) if acting else []
        if not actions:
            tally.failures.append(f"seed {seed} step {step}: dead end")
            return
        text = state.to_json()
        if GAME.load(json.loads(text)).to_json() != text or GAME.clone(state).to_json() != text:
            tally.failures.append(f"seed {seed} step {step}: JSON or copy mismatch")
        action = pick.choice(actions)
        played.append((acting[0], action))
        words += [GAME.status(state), *(a.label for a in actions if a.label)]
        words += map(entry_msg, GAME.apply(state, acting[0], action, observe=False).entries)
        tally.failures += [f"seed {seed} step {step}: {v}" for v in GAME.invariant_violations(state)]
    for msg in {repr(msg): msg for msg in words}.values():
        EN(msg)  # raises on any missing key, name or argument
    if GAME.replay(seed, None, options, played).to_json() != state.to_json():
        tally.failures.append(f"seed {seed}: replay mismatch")


@pytest.mark.parametrize(("seed", "options"), CHUNKS, ids=[f"seeds{seed}" for seed, _ in CHUNKS])
def test_random_selfplay_chunk(seed: int, options: dict[str, str]) -> None:
    """No exception, dead end, replay or round-trip mismatch, broken invariant or missing text."""
    tally = Tally()
    for n in range(GAMES_PER_CHUNK):
        play_random(seed + n, options, MAX_STEPS, tally)
    assert tally.failures == []


def test_random_selfplay_finishes_games() -> None:
    """Some random games reach a result within the step budget (here: longer games, fewer)."""
    tally = Tally()
    for n in range(10):
        play_random(7001 + n, {}, 3000, tally)
    assert tally.failures == []
    assert tally.completed >= 8
