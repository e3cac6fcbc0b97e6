"""The work an interaction leaves once acknowledged, done a few interactions at a time.

Discord drops an interaction not answered within 3 seconds, whatever else the bot is busy with, and
the event loop serves whatever is ready in turn: a thousand moves being carried out at once (each
one's commit, post, board and panel) would make a new click's acknowledgement wait behind all of
them. So an interaction is acknowledged at once, and what it then asks for (the move, its post, its
panel) waits for one of the backlog's few places, in the order the interactions came. Under a burst
the posts and panels come later, while every click is still acknowledged in time.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

AT_ONCE = 32  # interactions whose work goes on at the same time (burst of 2,000 games: 8 starved the posts)


class Backlog:
    """At most ``at_once`` interactions' work at a time; the others wait in the order they came."""

    def __init__(self, at_once: int = AT_ONCE) -> None:
        self.at_once = at_once
        self._places = asyncio.Semaphore(at_once)
        self.waiting = 0  # interactions acknowledged whose work has not begun

    @contextlib.asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """Wait for a place, then hold it while the caller works."""
        self.waiting += 1
        try:
            await self._places.acquire()
        finally:
            self.waiting -= 1
        try:
            yield
        finally:
            self._places.release()
