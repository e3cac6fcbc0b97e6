"""The AI's levels on the clock (``engine.core.levels`` builds them; the engine has no clock):
``agent(key, seat, level)`` gives ``normal`` and ``hard`` a ``stop`` test per decision from the
monotonic clock, about 2 and 10 seconds. ``python -m tools.matchup GAME --ai`` measures the search
against the strongest scripted players (``engine.core.levels.best_scripted``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import engine
from engine.core.agent import Agent, AnyGame
from engine.core.levels import SECONDS, level_agent

MARGIN = 0.1  # seconds left for the last playout and the answer to fit within the level's budget


def timed(seconds: float) -> Callable[[], Callable[[], bool]]:
    """A search's ``until``: each decision stops once ``seconds`` have passed since it began."""

    def until() -> Callable[[], bool]:
        deadline = time.monotonic() + seconds

        def stop() -> bool:
            return time.monotonic() >= deadline

        return stop

    return until


def load(key: str) -> AnyGame:
    """A registered game or a template, by key."""
    return engine.example(key) if key in engine.EXAMPLES else engine.find_game(key)


def agent(key: str, seat: str, level: str) -> Agent:
    """The agent of a level for a seat of a game, timed by the clock."""
    if level == "easy":
        return level_agent(load(key), seat, level)
    return level_agent(load(key), seat, level, until=timed(SECONDS[level] - MARGIN))
