"""The Discord-free heart of the bot: games in channels, seats, actions, undo, concessions, reminders.

The service returns data (records of ``bot.service.records``, engine messages, the bot's own
``Msg``s); it never chooses words: ``bot.chat.words`` does, in the reader's language. It is one
registry of live tables (``tables``: one ``Table`` each, their locks, loading) and one small part per
use case over it, each given what it stands on when it is made (no part inherits from another):
``news`` (what the table is told, what players may look at), ``answers`` (the answers given for
players without asking them: standing orders at once, the AI in the background; ``control`` decides
who answers a seat), ``play`` (a decision carried out and told as one ``Outcome``), ``undo``,
``ending`` (a side's concession), ``lobby``, ``orders`` (members' standing orders, the AI's seats),
``seats``, ``members`` (languages, layouts, direct messages), ``reminders``, ``clocks`` (deadlines,
absences, lobby expiry), ``history``, ``finales`` (the final post, the replay, a rematch) and
``friends`` (a seat opened to friends). ``GameService`` holds them together.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.service.answers import Answers
from bot.service.clocks import Clocks
from bot.service.ending import Ending
from bot.service.finale import Finales
from bot.service.friends import Friends
from bot.service.history import History
from bot.service.lobby import Lobby
from bot.service.members import Members
from bot.service.news import News
from bot.service.orders import Orders
from bot.service.play import Play, choose_action
from bot.service.records import (
    Announcement,
    ConcedeKind,
    ConcedeOutcome,
    GameInfo,
    HandView,
    LogPage,
    Outcome,
    Panel,
    PrivateUpdate,
    PublicView,
    ReminderDue,
    SeatTurn,
    UndoKind,
    UndoOutcome,
    View,
)
from bot.service.reminders import SNOOZE_HOURS, Reminders
from bot.service.seats import Seats
from bot.service.table import HOUR
from bot.service.tables import SEED_LIMIT, Tables
from bot.service.undo import Undo, voters
from bot.storage import Storage
from bot.timesource import Clock


class GameService:
    """Games, seats and turns, over a ``Storage`` and the engines in ``engine.GAMES``: the registry
    of live tables and the use cases over it, each an attribute (``service.play.act``,
    ``service.undo.request``, ``service.lobby.join``…)."""

    def __init__(
        self,
        storage: Storage,
        clock: Clock,
        *,
        seed_source: Callable[[], int] | None = None,
        picker: random.Random | None = None,
    ) -> None:
        self.storage = storage
        self.clock = clock
        self.tables = Tables(storage, clock, seed_source=seed_source, picker=picker)
        self.news = News(self.tables)
        self.answers = Answers(self.tables, self.news)
        self.play = Play(self.tables, self.news, self.answers)
        self.undo = Undo(self.tables, self.play, self.answers)
        self.ending = Ending(self.tables, self.news)
        self.lobby = Lobby(self.tables, self.answers, self.news)
        self.orders = Orders(self.tables, self.answers, self.news)
        self.seats = Seats(self.tables, self.news)
        self.members = Members(self.tables)
        self.reminders = Reminders(self.tables)
        self.clocks = Clocks(self.tables, self.answers, self.news)
        self.history = History(self.tables)
        self.finales = Finales(self.tables)
        self.friends = Friends(self.tables)


__all__ = [
    "HOUR",
    "SEED_LIMIT",
    "SNOOZE_HOURS",
    "Announcement",
    "ConcedeKind",
    "ConcedeOutcome",
    "GameInfo",
    "GameService",
    "HandView",
    "LogPage",
    "Outcome",
    "Panel",
    "PrivateUpdate",
    "PublicView",
    "ReminderDue",
    "SeatTurn",
    "UndoKind",
    "UndoOutcome",
    "View",
    "choose_action",
    "voters",
]
