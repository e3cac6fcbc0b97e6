"""The bot's one source of time, injectable so tests can advance it."""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Unix time in seconds."""
        ...


class SystemClock:
    """The real wall clock."""

    def now(self) -> float:
        return time.time()


class FakeClock:
    """A clock that only moves when told to (tests)."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.current = start

    def now(self) -> float:
        return self.current

    def advance(self, seconds: float) -> None:
        self.current += seconds
