"""``python -m tools.botbench.coldload DATABASE GAME_ID``: load one game as the bot does on start.

Run in a fresh process each time (no cache, a new connection); prints the milliseconds from opening
the database to the game's state being rebuilt (``GameService`` loading it from its latest snapshot).
"""

from __future__ import annotations

import asyncio
import sys
import time

from bot.service import GameService
from bot.storage import SqliteStorage
from bot.timesource import SystemClock


async def load_once(path: str, game_id: int) -> float:
    started = time.perf_counter()
    storage = SqliteStorage(path)
    await storage.open()
    info = await GameService(storage, SystemClock()).tables.info(game_id)
    elapsed = (time.perf_counter() - started) * 1000
    await storage.close()
    if info.status != "active":
        raise RuntimeError(f"game {game_id} is {info.status}")
    return elapsed


if __name__ == "__main__":
    print(f"{asyncio.run(load_once(sys.argv[1], int(sys.argv[2]))):.3f}")
