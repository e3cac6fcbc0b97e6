"""Our engines beside Rally the Troops' Hammer of the Scots rules (December 2023), for ``make bench``.

Issue 19's yardstick: per random action, each of our games costs at most what RTT's Hammer of the
Scots costs, measured side by side on this machine. RTT's code is not part of this repository:
``RTT_HAMMER_RULES`` names its ``rules.js`` (``data.js`` beside it), and ``node`` runs
``tools/rtt_hammer.js`` over it. Without either, the figures are not printed and a line says why.

Both sides play random games, seeds alike, up to ``MAX_STEPS`` actions each, in rounds that take
turns so that the load of the machine weighs on both alike. A round plays RTT, our game and our
quiet game, in an order that turns by one each round, so that what a turn pays for following another
(cold caches, the other process's load) falls on the three alike. A step is the seats to act, one
seat's legal actions and ``apply`` of one of them on the fast path (RTT: the active roles,
``view(...).actions``, ``action``); the random picks are not timed. Per game:
``<game>.step_over_rtt``, our mean microseconds per action over RTT's;
``<game>.quiet_step_over_rtt``, the same for a quiet state (``GameState.quiet``: no log, no labels),
as a search's playouts play; and ``<game>.copy_over_rtt``, our median ``clone`` over the median of
RTT's undo copy.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

from engine.core import Game
from engine.core.rng import Rng

AnyGame = Game[Any, Any]
RULES = "RTT_HAMMER_RULES"
HARNESS = Path(__file__).with_name("rtt_hammer.js")
ROUNDS = 6  # a multiple of the three orders a round can take
SEEDS_PER_ROUND = 5
MAX_STEPS = 600


class Side:
    """Actions played, microseconds spent on them, and the copies timed, over the rounds."""

    def __init__(self) -> None:
        self.actions = 0
        self.step_us = 0.0
        self.copy_us: list[float] = []

    def add(self, actions: int, step_us: float, copy_us: list[float]) -> None:
        self.actions += actions
        self.step_us += step_us
        self.copy_us.extend(copy_us)

    @property
    def per_action(self) -> float:
        return self.step_us / max(1, self.actions)


def unavailable() -> str | None:
    """Why the comparison cannot run here (None: it can)."""
    rules = os.environ.get(RULES)
    if not rules:
        return f"{RULES} is not set (the path of Hammer of the Scots' rules.js)"
    if not Path(rules).is_file():
        return f"{RULES}={rules} is not a file"
    if shutil.which("node") is None:
        return "node is not installed"
    return None


def play_ours(game: AnyGame, seeds: range, out: Side, *, quiet: bool = False) -> None:
    """Random games of ``game``, timed like the harness times RTT (``quiet``: as a search's playouts)."""
    clock = time.perf_counter
    for seed in seeds:
        state, picker = game.setup(seed), Rng(seed)
        state.quiet = quiet
        actions, spent, copies = 0, 0.0, []
        for n in range(MAX_STEPS):
            started = clock()
            acting = game.to_act(state)
            asked = clock()
            if not acting:
                break
            seat = acting[picker.below(len(acting))]
            chosen = clock()
            legal = game.legal_actions(state, seat)
            listed = clock()
            action = legal[picker.below(len(legal))]
            applying = clock()
            game.apply(state, seat, action, observe=False, legal=True)
            spent += asked - started + listed - chosen + clock() - applying
            actions += 1
            if n % 3 == 0:
                copying = clock()
                game.clone(state)
                copies.append((clock() - copying) * 1e6)
        out.add(actions, spent * 1e6, copies)


def compare(games: dict[str, AnyGame]) -> dict[str, tuple[float, float, float, float, float]]:
    """Each game's step over RTT's and copy over RTT's, then RTT's step (mean) and copy (median)
    in microseconds, then the game's quiet step over RTT's, played in alternating rounds."""
    rules = os.environ[RULES]
    node = subprocess.Popen(
        ["node", str(HARNESS)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, RULES: str(Path(rules).resolve())},
    )
    assert node.stdin is not None and node.stdout is not None
    rtt, ours, quiet = Side(), {key: Side() for key in games}, {key: Side() for key in games}

    def ask_rtt(seeds: range, into: Side | None) -> None:
        assert node.stdin is not None and node.stdout is not None
        node.stdin.write(json.dumps({"seeds": list(seeds), "max_steps": MAX_STEPS}) + "\n")
        node.stdin.flush()
        answer = json.loads(node.stdout.readline())
        if into is not None:
            into.add(answer["actions"], answer["step_us"], answer["copy_us"])

    try:
        ask_rtt(range(100, 100 + SEEDS_PER_ROUND), None)  # warm up: the JIT, and our caches
        for game in games.values():
            play_ours(game, range(100, 101), Side())
        for n in range(ROUNDS):
            seeds = range(1 + n * SEEDS_PER_ROUND, 1 + (n + 1) * SEEDS_PER_ROUND)
            for key, game in games.items():
                for turn in range(3):
                    match (n + turn) % 3:
                        case 0:
                            ask_rtt(seeds, rtt)
                        case 1:
                            play_ours(game, seeds, ours[key])
                        case _:
                            play_ours(game, seeds, quiet[key], quiet=True)
    finally:
        node.stdin.close()
        node.wait(timeout=30)
    copy = statistics.median(rtt.copy_us)
    return {
        key: (
            side.per_action / rtt.per_action,
            statistics.median(side.copy_us) / copy,
            rtt.per_action,
            copy,
            quiet[key].per_action / rtt.per_action,
        )
        for key, side in ours.items()
    }
