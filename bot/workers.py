"""The bot's worker processes (the drawing pool, the AI's): started clean, and gone with the bot.

A pool's workers wait on a queue whose both ends they hold, so a bot killed with SIGKILL would leave
them waiting for ever. Each worker watches its parent and leaves once the bot is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

WATCH_SECONDS = 1.0  # how often a worker looks for its bot


def worker_pool(workers: int, ready: Callable[[], None] | None = None) -> ProcessPoolExecutor:
    """``workers`` processes, each running ``ready`` (a module-level function) once it starts.
    Spawned, not forked: the bot's own threads (the database's) are not copied into them."""
    context = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(workers, mp_context=context, initializer=_start, initargs=(os.getpid(), ready))


def _start(bot: int, ready: Callable[[], None] | None) -> None:
    threading.Thread(target=_leave_with, args=(bot,), name="leave-with-bot", daemon=True).start()
    if ready is not None:
        ready()


def _leave_with(bot: int) -> None:
    while os.getppid() == bot:
        time.sleep(WATCH_SECONDS)
    os._exit(0)  # the bot is gone: nobody will ever read this worker's answers
