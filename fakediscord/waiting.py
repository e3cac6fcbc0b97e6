"""Waiting for the fake's state to reach a condition, woken on every change (and polled for the bot's own state).

Tests assert what happens and in what order, never how fast: every wait here gives up only after
``PATIENCE``, a guard that turns a hang into a failure with a description of what was awaited, far past
what the slowest step takes on a machine at any load. Speed is measured by the benchmarks.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

POLL_INTERVAL = 0.05
PATIENCE = 600.0  # seconds: a hang guard, not a time limit (see above)


class Notifier:
    """Wakes every waiter whenever :meth:`changed` is called, and every 50 ms for outside state (the bot's)."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def changed(self) -> None:
        """Something the tests may be waiting for has happened."""
        self._event.set()
        self._event = asyncio.Event()

    async def wait_until(
        self, predicate: Callable[[], bool], timeout: float, describe: Callable[[], str]
    ) -> None:
        """Return once ``predicate()`` holds; after ``timeout`` seconds raise ``TimeoutError(describe())``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(describe())
            try:
                await asyncio.wait_for(self._event.wait(), min(remaining, POLL_INTERVAL))
            except TimeoutError:
                continue


async def eventually(check: Callable[[], Awaitable[bool]], what: str, timeout: float = PATIENCE) -> None:
    """Poll an async check of state the fake does not see (a database, another process) until it holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not await check():
        if loop.time() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        await asyncio.sleep(POLL_INTERVAL)
