"""An event-loop lag monitor for benchmarks, on only when ``LOOP_LAG_FILE`` is set.

Every 0.1 s it sleeps and notes by how much the wake-up came late: a slow callback or a long
computation on the loop shows up as lag. Each sample is one line ``<monotonic seconds> <lag ms>``
appended to the file, so a benchmark on the same machine can pick the samples of its own time window;
given counters (the storage's round trips and their time), their values so far end each line.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

INTERVAL = 0.1


async def watch_loop_lag(path: str, counters: Callable[[], Sequence[float]] | None = None) -> None:
    """Append one sample per ``INTERVAL`` to ``path`` until cancelled."""
    loop = asyncio.get_running_loop()
    with open(path, "a", buffering=1, encoding="ascii") as out:
        while True:
            asleep = loop.time()
            await asyncio.sleep(INTERVAL)
            woke = loop.time()
            count = "".join(f" {c:g}" for c in counters()) if counters is not None else ""
            out.write(f"{woke:.3f} {(woke - asleep - INTERVAL) * 1000:.2f}{count}\n")
