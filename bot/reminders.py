"""The background task: turn reminders and stall notices when due, announcements still owed, and the
turn deadlines and lobby expiry of ``bot.clocks``.

Due times live in the database, so reminders survive restarts; the clock is the service's
(injectable), so tests call ``run_once`` after advancing a fake clock instead of waiting.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

import discord

from bot import clocks
from bot.delivery import TRANSIENT, Delivery
from bot.service import GameService

log = logging.getLogger(__name__)


class Reminders:
    """Every ``poll_seconds``: re-announce what never reached its channel, then send due reminders,
    then take the steps of passed deadlines and expiring lobbies."""

    def __init__(self, service: GameService, delivery: Delivery, *, poll_seconds: float = 60.0) -> None:
        self.service = service
        self.delivery = delivery
        self.poll_seconds = poll_seconds
        self._task: asyncio.Task[None] | None = None

    async def run_once(self) -> int:
        """One round; returns how many reminders, notices and deadline posts were made."""
        for game_id in await self.service.unannounced():
            await self.delivery.announce(game_id)
        posted = 0
        for due in await self.service.due_reminders():
            try:
                await self.delivery.remind(due)
            except TRANSIENT as e:
                log.warning("reminder for game %s failed, will retry: %s", due.info.id, e)
                continue
            await self.service.reminded(due)
            posted += 1
        return posted + await self._clocks()

    async def _clocks(self) -> int:
        posted = 0
        for deadline in await self.service.due_deadlines():
            try:
                await clocks.post_deadline(self.delivery, deadline)
            except TRANSIENT as e:
                log.warning("deadline post for game %s failed: %s", deadline.info.id, e)
                continue
            posted += 1
        for lobby in await self.service.due_lobbies():
            try:
                await clocks.post_lobby(self.delivery, lobby)
            except TRANSIENT as e:
                log.warning("lobby notice for game %s failed: %s", lobby.info.id, e)
                continue
            posted += 1
        return posted

    def start(self, client: discord.Client) -> None:
        """Run rounds forever, from the moment ``client`` is ready."""
        self._task = asyncio.create_task(self._loop(client), name="marengo-reminders")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _loop(self, client: discord.Client) -> None:
        await client.wait_until_ready()
        while True:
            try:
                await self.run_once()
            except Exception:  # one bad round must not end reminders for every game
                log.exception("reminder round failed")
            await asyncio.sleep(self.poll_seconds)
