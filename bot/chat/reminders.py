"""The background task: turn reminders and stall notices when due, announcements still owed, and the
turn deadlines and lobby expiry of ``bot.chat.clocks``.

Due times live in the database, so reminders survive restarts; the clock is the service's
(injectable), so tests call ``run_once`` after advancing a fake clock instead of waiting.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

import discord

from bot.chat import clocks
from bot.chat.delivery import TRANSIENT, Delivery
from bot.service import GameInfo, GameService, ReminderDue
from bot.service.clocks import DeadlineDue, LobbyDue

log = logging.getLogger(__name__)


class Posting(Protocol):
    @property
    def info(self) -> GameInfo: ...


Due = TypeVar("Due", bound=Posting)


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
        await self.service.answers.resume()  # AI turns a restart cut short
        for owed in await self.service.news.owed():
            await self.delivery.tell(owed)
        posted = await self._post(await self.service.reminders.due(), self._remind, "reminder")
        posted += await self._post(await self.service.clocks.due_deadlines(), self._deadline, "deadline post")
        return posted + await self._post(await self.service.clocks.due_lobbies(), self._lobby, "lobby notice")

    async def _post(self, items: Sequence[Due], post: Callable[[Due], Awaitable[None]], what: str) -> int:
        """Post each item, going on past one Discord refuses for now; returns how many were posted."""
        posted = 0
        for item in items:
            try:
                await post(item)
            except TRANSIENT as e:
                log.warning("%s for game %s failed: %s", what, item.info.id, e)
                continue
            posted += 1
        return posted

    async def _remind(self, due: ReminderDue) -> None:
        await self.delivery.remind(due)
        await self.service.reminders.reminded(due)

    async def _deadline(self, due: DeadlineDue) -> None:
        await clocks.post_deadline(self.delivery, due)

    async def _lobby(self, due: LobbyDue) -> None:
        await clocks.post_lobby(self.delivery, due)

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
