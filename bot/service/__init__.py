"""The Discord-free heart of the bot: games in channels, seats, actions, undo, concessions, reminders.

The service returns data (records of ``bot.service.records``, engine messages, the bot's own
``Msg``s); it never chooses words: ``bot.words`` does, in the reader's language. It is assembled from
one part per concern, all over the shared core (``core``: cache, locks, rebuilding and committing):
``lobby``, ``play``, ``undo``, ``news`` (announcements and what players may look at), ``reminders``
and ``members`` (each member's language), ``friends`` (a seat opened to friends); ``orders`` (standing
orders, and the AI's turns: ``thinking``) stands on ``play``, and ``control`` decides who answers a seat
(its player, their standing orders, or the AI).
"""

from bot.service.clocks import Clocks
from bot.service.core import HOUR, SEED_LIMIT
from bot.service.ending import Ending
from bot.service.finale import Finales
from bot.service.friends import Friends
from bot.service.history import History
from bot.service.lobby import Lobby
from bot.service.members import Members
from bot.service.orders import Orders
from bot.service.play import choose_action
from bot.service.records import (
    Announcement,
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
from bot.service.reminders import SNOOZE_HOURS, Reminding
from bot.service.seats import Seating
from bot.service.undo import Undo, voters


class GameService(
    Lobby, Orders, Undo, Ending, Reminding, Seating, Members, Clocks, History, Finales, Friends
):
    """Games, seats and turns, over a ``Storage`` and the engines in ``engine.GAMES``."""


__all__ = [
    "HOUR",
    "SEED_LIMIT",
    "SNOOZE_HOURS",
    "Announcement",
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
