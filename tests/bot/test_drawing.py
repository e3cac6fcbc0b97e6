"""The bot draws its boards in a pool of processes (``bot.drawing``): the same pictures as drawn in
the bot's own process, and a worker that dies is replaced."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import images
from bot.drawing import Drawing
from engine import find_game
from fakediscord.waiting import PATIENCE

GAME = find_game("napoleon21")


def a_view() -> images.View:
    return GAME.view(GAME.setup(3), None)


def drawn_where(view: images.View, lang: str) -> int:
    """A renderer that tells which process ran it."""
    return os.getpid()


async def test_a_pool_draws_the_same_board_as_the_bots_own_process() -> None:
    drawing = Drawing(workers=1)
    try:
        await drawing.ready()
        assert await drawing.run(drawn_where, a_view(), "ja") != os.getpid()
        drawn = await drawing.run(images.render_board, a_view(), "ja")
    finally:
        drawing.close()
    assert drawn == images.render_board(a_view(), "ja")


async def test_threads_draw_without_workers_and_while_the_pool_starts() -> None:
    assert await Drawing(workers=0).run(drawn_where, a_view(), "en") == os.getpid()
    drawing = Drawing(workers=1)
    try:
        assert await drawing.run(drawn_where, a_view(), "en") == os.getpid()  # the pool is not up yet
        assert await drawing.run(images.render_phone, a_view(), "en") == images.render_phone(a_view(), "en")
    finally:
        drawing.close()


async def test_a_killed_worker_is_replaced_and_the_boards_still_come() -> None:
    drawing = Drawing(workers=1)
    try:
        await drawing.ready()
        pool = drawing._pool
        assert pool is not None
        (worker,) = pool._processes  # the pool's own record of its workers
        os.kill(worker, signal.SIGKILL)
        while drawing._pool is pool:  # a board drawn meanwhile comes from a thread, or from the old
            # worker before it died; then the broken pool is dropped
            assert await drawing.run(images.render_board, a_view(), "en") == images.render_board(
                a_view(), "en"
            )
        await drawing.ready()
        assert await drawing.run(drawn_where, a_view(), "en") not in (worker, os.getpid())
    finally:
        drawing.close()


def test_the_workers_leave_when_the_bot_is_killed(tmp_path: Path) -> None:
    """A bot killed with SIGKILL leaves no drawing process behind (a pool's workers would wait for it
    for ever)."""
    pids = tmp_path / "workers"
    bot = subprocess.Popen(
        [sys.executable, "-c", KILLED_BOT, str(pids)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        while not pids.exists() or not pids.read_text().endswith("\n"):
            assert bot.poll() is None, bot.stderr.read() if bot.stderr else b""
            time.sleep(0.05)
        (worker,) = (int(line) for line in pids.read_text().split())
        assert alive(worker)
    finally:
        bot.kill()
        bot.wait()
    gone_by = (
        time.monotonic() + PATIENCE
    )  # it notices within a second or so; the guard turns a hang into a failure
    while alive(worker) and time.monotonic() < gone_by:
        time.sleep(0.1)
    assert not alive(worker), "the drawing process outlived its bot"


KILLED_BOT = """
import asyncio, sys
from bot.drawing import Drawing

async def main() -> None:
    drawing = Drawing(workers=1)
    await drawing.ready()
    with open(sys.argv[1], "w") as out:
        out.write("".join(f"{pid}\\n" for pid in drawing._pool._processes))
    await asyncio.sleep(3600)

asyncio.run(main())
"""


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped by init, counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False
