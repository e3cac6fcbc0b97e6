"""Where the bot draws its pictures: in a pool of processes, or in threads.

Drawing a board is pure Python for the most part, so a thread drawing it holds the interpreter lock
that the event loop needs to answer clicks: under load every answer waits behind the boards. A pool
of processes (``DRAW_WORKERS``, one by default) draws with its own interpreters instead, on another
core, and the event loop only waits for the bytes. ``workers=0`` draws in threads (tests that swap a
renderer for a local function use it: a pool can only run module-level functions).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import TypeVar

import images
from bot.workers import worker_pool

log = logging.getLogger(__name__)

T = TypeVar("T")


def _ready() -> None:
    """Run once in each new worker: the renderers' fonts and maps are loaded before the first board."""
    images.warm()


def _up() -> None:
    """A task that ends once a worker has started (its ``_ready`` runs before any task)."""


@dataclass
class Drawing:
    """Runs a renderer off the event loop: in ``workers`` processes, or in threads when there are
    none or while the pool starts (a bot just restarted posts its boards without waiting for it)."""

    workers: int = 1
    _pool: ProcessPoolExecutor | None = field(default=None, init=False, repr=False)
    _started: Future[None] | None = field(default=None, init=False, repr=False)

    def start(self) -> None:
        """Start the pool (at the bot's start, so its workers' imports overlap the bot's own)."""
        if self.workers and self._pool is None:
            self._pool = worker_pool(self.workers, _ready)
            self._started = self._pool.submit(_up)

    async def ready(self) -> None:
        """Wait until the pool draws (tests); at once without workers."""
        self.start()
        if self._started is not None:
            await asyncio.wrap_future(self._started)

    async def run(self, render: Callable[[images.View, str], T], view: images.View, lang: str) -> T:
        """``render(view, lang)``, drawn off the event loop. A pool whose worker died is started
        again, a thread drawing meanwhile."""
        self.start()
        if self._pool is None or self._started is None or not self._started.done():
            return await asyncio.to_thread(render, view, lang)
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, render, view, lang)
        except BrokenProcessPool:
            log.warning("a drawing process died; the pool starts again")
            self.close()
            return await asyncio.to_thread(render, view, lang)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = self._started = None
