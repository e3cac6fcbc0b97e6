"""Sides and seats: who plays with whom, who must consent, and the owner's settings for a game's life.

A *side* is the seats that play together, as the engine says (``Game.side``: in most games each seat
is a side of its own; in the coalition games every seat but France's is one Allied side). Sides decide
two things:

* a member may hold seats of one side only in a hidden-information game (they would read both sides'
  secrets otherwise); in a no-secrets game the owner may allow it (``Life.cross_sides``), and before
  the start anyone may sit anywhere at the same table only where nothing is hidden;
* every consent (an undo, a side's concession) counts every seat of the other sides, seated or not.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from bot.service.control import DEFAULT_LEVEL
from bot.service.news import News, private_part, view_hash
from bot.service.records import GameInfo, HandView
from bot.service.tables import Tables
from bot.storage import LIVE_STATUSES, Setting
from engine import find_game

DEADLINE_CHOICES = (0, 24, 48, 72)  # hours; 0: no deadline
ON_DEADLINE = ("remind", "pass", "owner", "ai")  # what happens when a turn deadline passes


@dataclass(frozen=True, slots=True)
class Life:
    """The owner's settings for a game's life, stored as ``games.settings`` (defaults where unset)."""

    deadline_hours: int = 0  # turn deadline (0: none)
    # remind only; also pass leak-safe reaction windows; also ask the owner; also seat the AI instead
    on_deadline: str = "remind"
    away_days: int = 14  # the longest absence a member may declare (0: none)
    cross_sides: bool = False  # no-secrets games: one member may take seats of several sides
    lobby_hours: int = 168  # a lobby nobody starts expires after this long (0: never)
    bot_seats: tuple[str, ...] = ()  # seats played by the bot's stand-in while nobody holds them
    ai_level: str = DEFAULT_LEVEL  # the stand-in's level where a seat has none of its own
    ai_levels: tuple[str, ...] = ()  # ``seat=level``: the level of the AI on each of its seats
    open_seat: str = ""  # a seat the owner holds and opened to friends ("" none): ``bot.service.friends``
    open_to: tuple[str, ...] = ()  # the friends: member ids, or ``*`` for every member of the channel

    @classmethod
    def of(cls, settings: dict[str, Setting]) -> Life:
        known = {f.name for f in fields(cls)}
        values: dict[str, object] = {k: v for k, v in settings.items() if k in known}
        for name in ("bot_seats", "ai_levels", "open_to"):
            if isinstance(listed := values.get(name), list):
                values[name] = tuple(listed)
        return cls(**values)  # type: ignore[arg-type]  # the values are those ``to_settings`` wrote

    def with_ai(self, seat: str, level: str | None) -> Life:
        """The AI given ``seat`` at ``level`` (None: taken off it)."""
        bots = tuple(s for s in self.bot_seats if s != seat) + ((seat,) if level is not None else ())
        levels = tuple(x for x in self.ai_levels if x.split("=", 1)[0] != seat)
        return replace(self, bot_seats=bots, ai_levels=levels + ((f"{seat}={level}",) if level else ()))

    def to_settings(self) -> dict[str, Setting]:
        data: dict[str, Setting] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


def side(game: str, seat: str) -> str:
    """The side ``seat`` plays for, as its game says."""
    return find_game(game).side(seat)


def sides_of(info: GameInfo, user_id: int) -> set[str]:
    return {side(info.key, s) for s in info.seats_of(user_id)}


def side_seats(info: GameInfo, of_side: str) -> list[str]:
    return [s for s in info.seats if side(info.key, s) == of_side]


def other_seats(info: GameInfo, user_id: int) -> list[str]:
    """Every seat of the sides ``user_id`` does not play, seated or vacant."""
    mine = sides_of(info, user_id)
    return [s for s in info.seats if side(info.key, s) not in mine]


def partners(info: GameInfo, user_id: int) -> tuple[int, ...]:
    """The other members holding seats of ``user_id``'s sides."""
    mine = sides_of(info, user_id)
    return tuple(sorted({u for s, u in info.players.items() if u != user_id and side(info.key, s) in mine}))


def crosses_sides(info: GameInfo, user_id: int, seat: str) -> bool:
    """Would taking ``seat`` give ``user_id`` seats of two sides?"""
    mine = sides_of(info, user_id)
    return bool(mine) and side(info.key, seat) not in mine


class Seats:
    """Seats changing hands, and a member's games."""

    def __init__(self, tables: Tables, news: News) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.news = news

    async def takeover(self, game_id: int, user_id: int, seat: str) -> HandView | None:
        """Everything a seat's new holder must know at once: its private view, its recent private
        entries and, on its turn, its prompt (None where nothing is hidden or the game is not in play)."""
        table = await self.tables.get(game_id)
        if not table.game.private_views or table.state is None or table.row.status != "active":
            return None
        hands = await self.news.hand(game_id, user_id)
        return next(h for h in hands if h.seat == seat)

    async def seat_delivered(self, game_id: int, seat: str) -> None:
        """The seat's whole private view reached its new holder: later DMs tell only what changes."""
        table = await self.tables.get(game_id)
        assert table.state is not None
        public = table.game.view(table.state, None)
        digest = view_hash(private_part(table.game.view(table.state, seat), public))
        await self.storage.set_view_hash(game_id, seat, digest)

    async def owner_serial(self, guild_id: int, owner_id: int) -> int:
        """The number of the next game this member opens on this server (keeps thread names unique)."""
        rows = await self.storage.find_games(guild_id=guild_id)
        return 1 + sum(1 for r in rows if r.owner_id == owner_id)

    async def my_games(self, user_id: int, guild_id: int | None) -> list[MyGame]:
        """The member's games being set up or played (on one server, or all), those waiting for
        them first, each with the time it has been waiting since."""
        found = []
        for row in await self.storage.games_of(user_id, LIVE_STATUSES):
            if guild_id is not None and row.guild_id != guild_id:
                continue
            table = await self.tables.get(row.id)
            info = table.info()
            acting = (
                table.game.to_act(table.state) if table.state is not None and info.status == "active" else []
            )
            waiting = any(s in acting for s in info.seats_of(user_id))
            reminder = await self.storage.get_reminder(row.id)
            since = reminder.waiting_since if reminder is not None else row.updated_at
            found.append(MyGame(info, waiting, since))
        return sorted(found, key=lambda g: (not g.waiting, g.since))


@dataclass(frozen=True, slots=True)
class MyGame:
    info: GameInfo
    waiting: bool  # one of the member's seats must act now
    since: float  # when the game began waiting for the seats that must act (or last changed)
