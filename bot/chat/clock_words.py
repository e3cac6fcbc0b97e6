"""The words of turn clocks, absences and lobby expiry: a deadline or return date under a turn's ping
or a reminder, and a game's clock settings. Times are Discord timestamps made by
``discord.utils.format_dt``, so each reader sees them in their own time zone and language.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

import discord

from bot import text
from bot.chat.words import Words
from bot.service.clocks import SeatClock
from bot.service.records import GameInfo
from bot.service.seats import Life

TimeStyle = Literal["R", "D"]


def when(timestamp: float, style: TimeStyle = "R") -> str:
    """A Discord timestamp: ``R`` relative ("in 2 days"), ``D`` a date."""
    return discord.utils.format_dt(datetime.fromtimestamp(timestamp, UTC), style)


def due(say: Words, clock: SeatClock | None) -> str:
    """What a turn ping adds about its seat's clock: the deadline, or the player's return date."""
    if clock is None:
        return ""
    if clock.deadline is None:
        assert clock.away_until is not None
        return say.say("bot-clock-ping-away", until=when(clock.away_until, "D"))
    return say.say("bot-clock-ping-due", deadline=when(clock.deadline))


def reminder_due(say: Words, info: GameInfo, clocks: dict[str, SeatClock]) -> str:
    """The lines a reminder adds: each waiting seat's deadline (or return date)."""
    return "".join(
        "\n"
        + say.say(
            "bot-clock-reminder-due",
            player=text.mention(c.user_id),
            seat=info.seat_ref(c.seat),
            due=due(say, c),
        )
        for c in clocks.values()
    )


def settings_line(say: Words, info: GameInfo) -> str:
    """The clock settings of a game, for ``/game settings`` and ``/game status``."""
    life = Life.of(info.settings)
    return say.say(
        "bot-clock-settings",
        deadline=life.deadline_hours,
        on_deadline=life.on_deadline,
        away=life.away_days,
        lobby=life.lobby_hours,
    )
