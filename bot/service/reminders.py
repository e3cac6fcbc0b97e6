"""Turn reminders and the stall notice, and putting a reminder off.

Reminders pause while every player who must act is away on a declared absence (``bot.service.clocks``):
the next one is due when the first of them comes back."""

from __future__ import annotations

from bot.errors import NotAllowed, StaleBoard
from bot.service.news import seat_turns
from bot.service.records import ReminderDue
from bot.service.table import HOUR
from bot.service.tables import Tables
from engine.core import Msg, RulesError

SNOOZE_HOURS = 2.0


class Reminders:
    """Turn reminders, the stall notice, and a reminder put off."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock

    async def due(self) -> list[ReminderDue]:
        """Active games whose turn reminder is due now."""
        due = []
        for reminder in await self.storage.due_reminders(self.clock.now()):
            table = await self.tables.get(reminder.game_id)
            if table.row.status != "active":
                await self.storage.set_reminder(reminder.game_id, None, reminder.sent)
                continue
            turns = seat_turns(table)
            back = await self._back_at(reminder.game_id, [t.user_id for t in turns])
            if back is not None:
                await self.storage.set_reminder(reminder.game_id, back, reminder.sent)
                continue
            stalled = reminder.sent >= table.row.reminder_limit
            due.append(ReminderDue(table.info(), turns, reminder.waiting_since, reminder.sent, stalled))
        return due

    async def _back_at(self, game_id: int, user_ids: list[int | None]) -> float | None:
        """When the first of these players comes back, if every one of them is away now (else None)."""
        now = self.clock.now()
        away = {a.user_id: a.until for a in await self.storage.absences(game_id) if a.since <= now < a.until}
        if not user_ids or any(u not in away for u in user_ids if u is not None) or None in user_ids:
            return None
        return min(away[u] for u in user_ids if u is not None)

    async def reminded(self, reminder: ReminderDue) -> None:
        """Count a reminder sent (or retire it after the stall notice)."""
        if reminder.stalled:
            await self.storage.set_reminder(reminder.info.id, None, reminder.sent)
            return
        due = self.clock.now() + reminder.info.reminder_hours * HOUR
        await self.storage.set_reminder(reminder.info.id, due, reminder.sent + 1)

    async def snooze(self, game_id: int, user_id: int, version: int) -> float:
        """Move the next reminder to ``SNOOZE_HOURS`` from now; return its time."""
        async with self.tables.held(game_id) as table:
            if table.row.version != version:
                raise StaleBoard(game_id, Msg("bot-error-reminder-stale"))
            if user_id not in {t.user_id for t in seat_turns(table)}:
                raise NotAllowed(Msg("bot-error-snooze-not-yours"))
            reminder = await self.storage.get_reminder(game_id)
            if reminder is None:
                raise RulesError(Msg("bot-error-no-reminder"))
            due = self.clock.now() + SNOOZE_HOURS * HOUR
            await self.storage.set_reminder(game_id, due, reminder.sent)
            return due
