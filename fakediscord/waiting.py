"""Waiting for the fake's state to reach a condition, woken on every change (and polled for the bot's own state)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

POLL_INTERVAL = 0.05


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
