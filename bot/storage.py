"""All SQL lives here: the ``Storage`` protocol the bot uses, and its SQLite implementation.

A later PostgreSQL backend implements the same protocol in one module; nothing else in ``bot/``
knows SQL. Every method is one short transaction; ``commit`` writes a whole game change (log
entry, game row, snapshot, reminder) atomically and refuses it if the game moved on meanwhile.

What is stored is structure, never prose: an action is its verb and JSON arguments with the label
and public form as messages, a log entry is the engine's ``LogEntry`` (message JSON, dice, reader),
a result is the engine's ``Result`` as JSON, and the bot's own notes are ``bot-…`` messages.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from importlib import resources
from typing import Any, Protocol, cast

import aiosqlite

from bot.rows import (
    ORDERS,
    Absence,
    Change,
    DmStatus,
    Entry,
    Facts,
    GameRow,
    MemberRow,
    MessageRef,
    NewGame,
    ReminderRow,
    SeatRow,
    Setting,
    SideVote,
    UndoRequest,
)
from engine.core import Action, ActionArg, LogEntry, Msg, Result, StandingOrders, UndoPolicy, plain

__all__ = [  # the rows are re-exported: ``from bot.storage import Entry`` keeps working
    "LIVE_STATUSES",
    "ORDERS",
    "STRANDED",
    "Absence",
    "Change",
    "DmStatus",
    "Entry",
    "Facts",
    "GameRow",
    "MemberRow",
    "MessageRef",
    "Migration",
    "NewGame",
    "ReminderRow",
    "SeatRow",
    "Setting",
    "SideVote",
    "SqliteStorage",
    "Storage",
    "UndoRequest",
    "VersionConflict",
    "migrations",
]

log = logging.getLogger(__name__)

LIVE_STATUSES = ("lobby", "active")
# A game the bot carried over from older rules but can neither replay nor load: its log is kept.
STRANDED = "stranded"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
_UPGRADE_NAME = re.compile(r"^upgrade_(\d{4})\.py$")
Upgrade = Callable[[aiosqlite.Connection], Awaitable[None]]


class VersionConflict(Exception):
    """The game changed between loading it and committing a change to it."""


class Storage(Protocol):
    """What the bot needs from a database. All methods are atomic."""

    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def schema_version(self) -> int: ...
    async def create_game(self, new: NewGame) -> GameRow: ...
    async def get_game(self, game_id: int) -> GameRow | None: ...
    async def find_games(
        self, *, channel_id: int | None = None, guild_id: int | None = None, statuses: Sequence[str] = ()
    ) -> list[GameRow]: ...
    async def unannounced_games(self) -> list[GameRow]: ...
    async def seats(self, game_id: int) -> list[SeatRow]: ...
    async def set_seat(self, game_id: int, seat: str, user_id: int) -> None: ...
    async def free_seats(self, game_id: int, seats: Iterable[str]) -> None: ...
    async def assign_seats(self, game_id: int, seats: dict[str, int]) -> None: ...
    async def set_view_hash(self, game_id: int, seat: str, view_hash: str) -> None: ...
    async def commit(self, change: Change) -> int: ...
    async def snapshot(self, game_id: int, at_most_step: int) -> tuple[int, str] | None: ...
    async def plays(self, game_id: int, after_step: int, up_to_step: int | None = None) -> list[Entry]: ...
    async def last_play(self, game_id: int) -> Entry | None: ...
    async def last_decision(self, game_id: int) -> list[Entry]: ...
    async def entries(
        self, game_id: int, *, after_seq: int = 0, before_seq: int | None = None, limit: int | None = None
    ) -> list[Entry]: ...
    async def mark_announced(self, game_id: int, version: int) -> None: ...
    async def update_settings(
        self, game_id: int, reminder_hours: float, reminder_limit: int, language: str
    ) -> None: ...
    async def set_message(self, game_id: int, kind: str, ref: MessageRef) -> None: ...
    async def get_message(self, game_id: int, kind: str) -> MessageRef | None: ...
    async def dm_status(self, user_id: int) -> DmStatus | None: ...
    async def set_dm_status(
        self, user_id: int, channel_id: int | None, blocked: bool, now: float
    ) -> None: ...
    async def members(self) -> list[MemberRow]: ...
    async def set_member(self, member: MemberRow, now: float) -> None: ...
    async def due_reminders(self, now: float) -> list[ReminderRow]: ...
    async def get_reminder(self, game_id: int) -> ReminderRow | None: ...
    async def set_reminder(self, game_id: int, due_at: float | None, sent: int) -> None: ...
    async def get_undo_request(self, game_id: int) -> UndoRequest | None: ...
    async def put_undo_request(self, request: UndoRequest) -> None: ...
    async def delete_undo_request(self, game_id: int) -> None: ...
    async def get_meta(self, key: str) -> str | None: ...
    async def set_meta(self, key: str, value: str) -> None: ...
    async def set_life(self, game_id: int, settings: dict[str, Setting]) -> None: ...
    async def games_of(self, user_id: int, statuses: Sequence[str]) -> list[GameRow]: ...
    async def absences(self, game_id: int) -> list[Absence]: ...
    async def set_absence(self, absence: Absence) -> None: ...
    async def end_absence(self, game_id: int, user_id: int) -> None: ...
    async def get_side_vote(self, game_id: int) -> SideVote | None: ...
    async def put_side_vote(self, vote: SideVote | None, game_id: int) -> None: ...
    async def orders(self, game_id: int) -> dict[int, StandingOrders]: ...
    async def set_orders(self, game_id: int, user_id: int, orders: StandingOrders, now: float) -> None: ...
    async def member_orders(self, game_key: str) -> dict[int, StandingOrders]: ...
    async def set_member_orders(
        self, user_id: int, game_key: str, orders: StandingOrders, now: float
    ) -> None: ...


@dataclass(frozen=True, slots=True)
class Migration:
    """One numbered schema change: its SQL (``NNNN_name.sql``), then, when there is one, a Python step
    (``upgrade_NNNN.py``'s ``upgrade(db)``) that converts the data, both in one transaction."""

    number: int
    sql: str
    upgrade: Upgrade | None = None


def migrations() -> list[Migration]:
    """The numbered migrations shipped in ``bot/migrations``, in order."""
    scripts: dict[int, str] = {}
    steps: dict[int, str] = {}
    for item in resources.files("bot.migrations").iterdir():
        if match := _MIGRATION_NAME.match(item.name):
            scripts[int(match.group(1))] = item.read_text(encoding="utf-8")
        elif match := _UPGRADE_NAME.match(item.name):
            steps[int(match.group(1))] = item.name.removesuffix(".py")
    numbers = sorted(scripts)
    if numbers != list(range(1, len(scripts) + 1)) or not set(steps) <= set(scripts):
        raise RuntimeError(
            f"migrations must be numbered 1..n without gaps, found {numbers} and {sorted(steps)}"
        )
    return [Migration(n, scripts[n], _upgrade(steps[n]) if n in steps else None) for n in numbers]


def _upgrade(module: str) -> Upgrade:
    return cast(Upgrade, importlib.import_module(f"bot.migrations.{module}").upgrade)


class SqliteStorage:
    """``Storage`` on one aiosqlite connection in WAL mode (the embedded default)."""

    def __init__(self, path: str, *, snapshot_every: int = 100) -> None:
        self.path = path
        self.snapshot_every = snapshot_every
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()  # one statement group at a time on the shared connection

    # --- connection ---------------------------------------------------------------------------

    async def open(self, upto: int | None = None) -> None:
        """Connect, switch to WAL and apply the pending migrations (up to ``upto``: tests make
        databases of an older schema with it)."""
        db = await aiosqlite.connect(self.path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        self._db = db
        await self._migrate(upto)

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def _migrate(self, upto: int | None) -> None:
        """Apply the migrations after the database's ``user_version``, up to ``upto`` (None: all)."""
        current = await self.schema_version()
        for migration in migrations():
            if current < migration.number <= (upto or migration.number):
                log.info("applying migration %04d", migration.number)
                await self._apply(migration)

    async def _apply(self, migration: Migration) -> None:
        """SQL, Python step and version in one transaction, with foreign keys checked at the end (they
        are off meanwhile, so that a table can be rebuilt under its children, as SQLite advises)."""
        db = self.db
        await db.execute("PRAGMA foreign_keys=OFF")
        try:
            await db.executescript(f"BEGIN;\n{migration.sql}")  # the transaction stays open
            if migration.upgrade is not None:
                await migration.upgrade(db)
            broken = list(await db.execute_fetchall("PRAGMA foreign_key_check"))
            if broken:
                raise RuntimeError(f"migration {migration.number:04d} broke foreign keys: {broken[:5]}")
            await db.execute(f"PRAGMA user_version = {migration.number}")
            await db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                await db.execute("ROLLBACK")
            raise
        finally:
            await db.execute("PRAGMA foreign_keys=ON")

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("storage is not open")
        return self._db

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement, its own transaction (autocommit): one trip to the database thread, not three."""
        async with self._lock:
            await self.db.execute(sql, params)

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[aiosqlite.Row]:
        """The rows of one query, in one trip to the database thread (execute, fetch and close at once)."""
        async with self._lock:
            return list(await self.db.execute_fetchall(sql, params))

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> aiosqlite.Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def schema_version(self) -> int:
        row = await self._one("PRAGMA user_version")
        return int(row[0]) if row else 0

    # --- games and seats ----------------------------------------------------------------------

    async def create_game(self, new: NewGame) -> GameRow:
        async with self._tx() as db:
            cursor = await db.execute(
                "INSERT INTO games (guild_id, channel_id, parent_channel_id, game_key, scenario, options,"
                " seed, status, owner_id, created_at, updated_at, language, salt, name, settings)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?)",
                (
                    new.guild_id,
                    new.channel_id,
                    new.parent_channel_id,
                    new.game_key,
                    new.scenario,
                    json.dumps(new.options),
                    new.seed,
                    new.owner_id,
                    new.created_at,
                    new.created_at,
                    new.language,
                    new.salt,
                    new.name,
                    json.dumps(new.settings),
                ),
            )
            game_id = cursor.lastrowid
        row = await self.get_game(int(game_id or 0))
        assert row is not None
        return row

    async def get_game(self, game_id: int) -> GameRow | None:
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        return _game_row(row) if row else None

    async def find_games(
        self, *, channel_id: int | None = None, guild_id: int | None = None, statuses: Sequence[str] = ()
    ) -> list[GameRow]:
        where: list[str] = ["1 = 1"]
        params: list[Any] = []
        if channel_id is not None:
            where.append("channel_id = ?")
            params.append(channel_id)
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if statuses:
            where.append(f"status IN ({', '.join('?' * len(statuses))})")
            params.extend(statuses)
        rows = await self._all(f"SELECT * FROM games WHERE {' AND '.join(where)} ORDER BY id", params)
        return [_game_row(r) for r in rows]

    async def unannounced_games(self) -> list[GameRow]:
        rows = await self._all("SELECT * FROM games WHERE announced_version < version ORDER BY id")
        return [_game_row(r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all("SELECT seat, user_id, view_hash FROM seats WHERE game_id = ?", (game_id,))
        return [SeatRow(r["seat"], r["user_id"], r["view_hash"]) for r in rows]

    async def set_seat(self, game_id: int, seat: str, user_id: int) -> None:
        await self._write(
            "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)", (game_id, seat, user_id)
        )

    async def free_seats(self, game_id: int, seats: Iterable[str]) -> None:
        async with self._tx() as db:
            await db.executemany(
                "DELETE FROM seats WHERE game_id = ? AND seat = ?", [(game_id, s) for s in seats]
            )

    async def assign_seats(self, game_id: int, seats: dict[str, int]) -> None:
        async with self._tx() as db:
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                [(game_id, seat, user) for seat, user in seats.items()],
            )

    async def set_view_hash(self, game_id: int, seat: str, view_hash: str) -> None:
        await self._write(
            "UPDATE seats SET view_hash = ? WHERE game_id = ? AND seat = ?", (view_hash, game_id, seat)
        )

    # --- the action log and snapshots ---------------------------------------------------------

    async def commit(self, change: Change) -> int:
        """Write one change atomically; return the new game version.

        Raises ``VersionConflict`` (and writes nothing) when the game is not at ``expected_version``.
        """
        version = change.expected_version + 1
        entry = change.entry
        async with self._tx() as db:
            cursor = await db.execute(
                "UPDATE games SET version = ?, status = ?, result = COALESCE(?, result), updated_at = ?"
                " WHERE id = ? AND version = ?",
                (
                    version,
                    change.status,
                    _result_json(change.result),
                    entry.created_at,
                    change.game_id,
                    change.expected_version,
                ),
            )
            if cursor.rowcount != 1:
                raise VersionConflict(
                    f"game {change.game_id} is no longer at version {change.expected_version}"
                )
            await db.execute(
                "INSERT INTO actions (game_id, seq, kind, step, seat, verb, args, label, public, user_id, log,"
                " created_at, to_act, handoff, public_changed, undo, auto)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (change.game_id, version, *_entry_columns(entry)),
            )
            if change.undo_seq is not None:  # the play and the answers the bot gave after it
                await db.execute(
                    "UPDATE actions SET undone = 1 WHERE game_id = ? AND kind = 'play' AND seq >= ?",
                    (change.game_id, change.undo_seq),
                )
            if change.state is not None:
                await self._write_snapshot(db, change.game_id, entry.step, change.state)
            await self._write_reminder(db, change, entry.created_at)
            await db.execute("DELETE FROM undo_requests WHERE game_id = ?", (change.game_id,))
        return version

    async def _write_snapshot(self, db: aiosqlite.Connection, game_id: int, step: int, state: str) -> None:
        # Keep the latest state, a checkpoint every `snapshot_every` steps and the game's base (the
        # earliest state it can be rebuilt from); an undo drops later ones.
        await db.execute(
            "DELETE FROM snapshots WHERE game_id = ? AND (step > ? OR step % ? != 0)"
            " AND step != (SELECT base_step FROM games WHERE id = ?)",
            (game_id, step, self.snapshot_every, game_id),
        )
        await db.execute(
            "INSERT OR REPLACE INTO snapshots (game_id, step, state) VALUES (?, ?, ?)", (game_id, step, state)
        )

    @staticmethod
    async def _write_reminder(db: aiosqlite.Connection, change: Change, now: float) -> None:
        if change.reminder_due is None:
            await db.execute("DELETE FROM reminders WHERE game_id = ?", (change.game_id,))
            return
        await db.execute(
            "INSERT OR REPLACE INTO reminders (game_id, due_at, sent, waiting_since) VALUES (?, ?, 0, ?)",
            (change.game_id, change.reminder_due, now),
        )

    async def snapshot(self, game_id: int, at_most_step: int) -> tuple[int, str] | None:
        row = await self._one(
            "SELECT step, state FROM snapshots WHERE game_id = ? AND step <= ? ORDER BY step DESC LIMIT 1",
            (game_id, at_most_step),
        )
        return (int(row["step"]), str(row["state"])) if row else None

    async def plays(self, game_id: int, after_step: int, up_to_step: int | None = None) -> list[Entry]:
        rows = await self._all(
            "SELECT * FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0 AND step > ?"
            " AND step <= ? ORDER BY seq",
            (game_id, after_step, up_to_step if up_to_step is not None else 2**62),
        )
        return [_entry(r) for r in rows]

    async def last_play(self, game_id: int) -> Entry | None:
        row = await self._one(
            "SELECT * FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0 ORDER BY seq DESC LIMIT 1",
            (game_id,),
        )
        return _entry(row) if row else None

    async def last_decision(self, game_id: int) -> list[Entry]:
        """The last play a player chose, then the plays the bot gave for players after it, oldest
        first (empty: no play stands that a player chose)."""
        rows = await self._all(
            "SELECT * FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0 AND seq >="
            " (SELECT MAX(seq) FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0"
            " AND auto IS NULL) ORDER BY seq",
            (game_id, game_id),
        )
        return [_entry(r) for r in rows]

    async def entries(
        self, game_id: int, *, after_seq: int = 0, before_seq: int | None = None, limit: int | None = None
    ) -> list[Entry]:
        """Log entries with after_seq < seq < before_seq, oldest first; ``limit`` keeps the newest."""
        rows = await self._all(
            "SELECT * FROM (SELECT * FROM actions WHERE game_id = ? AND seq > ? AND seq < ?"
            " ORDER BY seq DESC LIMIT ?) ORDER BY seq",
            (game_id, after_seq, before_seq if before_seq is not None else 2**62, limit if limit else -1),
        )
        return [_entry(r) for r in rows]

    async def mark_announced(self, game_id: int, version: int) -> None:
        await self._write(
            "UPDATE games SET announced_version = MAX(announced_version, ?) WHERE id = ?",
            (version, game_id),
        )

    async def update_settings(
        self, game_id: int, reminder_hours: float, reminder_limit: int, language: str
    ) -> None:
        await self._write(
            "UPDATE games SET reminder_hours = ?, reminder_limit = ?, language = ? WHERE id = ?",
            (reminder_hours, reminder_limit, language, game_id),
        )

    # --- posted messages, DMs, reminders, undo votes, meta ------------------------------------

    async def set_message(self, game_id: int, kind: str, ref: MessageRef) -> None:
        await self._write(
            "INSERT OR REPLACE INTO messages (game_id, kind, channel_id, message_id, version)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, kind, ref.channel_id, ref.message_id, ref.version),
        )

    async def get_message(self, game_id: int, kind: str) -> MessageRef | None:
        row = await self._one(
            "SELECT channel_id, message_id, version FROM messages WHERE game_id = ? AND kind = ?",
            (game_id, kind),
        )
        return MessageRef(row["channel_id"], row["message_id"], row["version"]) if row else None

    async def dm_status(self, user_id: int) -> DmStatus | None:
        row = await self._one(
            "SELECT user_id, channel_id, blocked FROM dm_status WHERE user_id = ?", (user_id,)
        )
        return DmStatus(row["user_id"], row["channel_id"], bool(row["blocked"])) if row else None

    async def set_dm_status(self, user_id: int, channel_id: int | None, blocked: bool, now: float) -> None:
        await self._write(
            "INSERT INTO dm_status (user_id, channel_id, blocked, updated_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET channel_id = COALESCE(excluded.channel_id, channel_id),"
            " blocked = excluded.blocked, updated_at = excluded.updated_at",
            (user_id, channel_id, int(blocked), now),
        )

    async def members(self) -> list[MemberRow]:
        rows = await self._all("SELECT user_id, locale, language, layout FROM members")
        return [MemberRow(r["user_id"], r["locale"], r["language"], r["layout"]) for r in rows]

    async def set_member(self, member: MemberRow, now: float) -> None:
        await self._write(
            "INSERT OR REPLACE INTO members (user_id, locale, language, layout, updated_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (member.user_id, member.locale, member.language, member.layout, now),
        )

    async def due_reminders(self, now: float) -> list[ReminderRow]:
        rows = await self._all("SELECT * FROM reminders WHERE due_at <= ? ORDER BY due_at", (now,))
        return [ReminderRow(r["game_id"], r["due_at"], r["sent"], r["waiting_since"]) for r in rows]

    async def get_reminder(self, game_id: int) -> ReminderRow | None:
        r = await self._one("SELECT * FROM reminders WHERE game_id = ?", (game_id,))
        return ReminderRow(r["game_id"], r["due_at"], r["sent"], r["waiting_since"]) if r else None

    async def set_reminder(self, game_id: int, due_at: float | None, sent: int) -> None:
        if due_at is None:
            await self._write("DELETE FROM reminders WHERE game_id = ?", (game_id,))
        else:
            await self._write(
                "UPDATE reminders SET due_at = ?, sent = ? WHERE game_id = ?", (due_at, sent, game_id)
            )

    async def get_undo_request(self, game_id: int) -> UndoRequest | None:
        r = await self._one("SELECT * FROM undo_requests WHERE game_id = ?", (game_id,))
        if r is None:
            return None
        return UndoRequest(
            r["game_id"],
            r["version"],
            r["requested_by"],
            tuple(json.loads(r["voters"])),
            tuple(json.loads(r["approvals"])),
            r["created_at"],
        )

    async def put_undo_request(self, request: UndoRequest) -> None:
        await self._write(
            "INSERT OR REPLACE INTO undo_requests (game_id, version, requested_by, voters, approvals, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                request.game_id,
                request.version,
                request.requested_by,
                json.dumps(list(request.voters)),
                json.dumps(list(request.approvals)),
                request.created_at,
            ),
        )

    async def delete_undo_request(self, game_id: int) -> None:
        await self._write("DELETE FROM undo_requests WHERE game_id = ?", (game_id,))

    async def get_meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return str(row["value"]) if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._write("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    # --- a game's life: settings, players' games, absences, side votes -----------------------

    async def set_life(self, game_id: int, settings: dict[str, Setting]) -> None:
        await self._write("UPDATE games SET settings = ? WHERE id = ?", (json.dumps(settings), game_id))

    async def games_of(self, user_id: int, statuses: Sequence[str]) -> list[GameRow]:
        """The games where ``user_id`` holds a seat or is the owner, with one of ``statuses``."""
        marks = ", ".join("?" * len(statuses))
        rows = await self._all(
            f"SELECT * FROM games WHERE status IN ({marks}) AND (owner_id = ? OR id IN"
            " (SELECT game_id FROM seats WHERE user_id = ?)) ORDER BY id",
            (*statuses, user_id, user_id),
        )
        return [_game_row(r) for r in rows]

    async def absences(self, game_id: int) -> list[Absence]:
        rows = await self._all("SELECT * FROM absences WHERE game_id = ?", (game_id,))
        return [Absence(r["game_id"], r["user_id"], r["since"], r["until"]) for r in rows]

    async def set_absence(self, absence: Absence) -> None:
        await self._write(
            "INSERT OR REPLACE INTO absences (game_id, user_id, since, until) VALUES (?, ?, ?, ?)",
            (absence.game_id, absence.user_id, absence.since, absence.until),
        )

    async def end_absence(self, game_id: int, user_id: int) -> None:
        await self._write("DELETE FROM absences WHERE game_id = ? AND user_id = ?", (game_id, user_id))

    async def get_side_vote(self, game_id: int) -> SideVote | None:
        r = await self._one("SELECT * FROM side_votes WHERE game_id = ?", (game_id,))
        if r is None:
            return None
        return SideVote(
            r["game_id"],
            r["version"],
            r["requested_by"],
            tuple(json.loads(r["seats"])),
            tuple(json.loads(r["voters"])),
            tuple(json.loads(r["approvals"])),
            r["created_at"],
        )

    async def put_side_vote(self, vote: SideVote | None, game_id: int) -> None:
        """Open or update a side's vote on conceding (None: close it)."""
        if vote is None:
            await self._write("DELETE FROM side_votes WHERE game_id = ?", (game_id,))
            return
        await self._write(
            "INSERT OR REPLACE INTO side_votes (game_id, version, requested_by, seats, voters, approvals,"
            " created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                vote.game_id,
                vote.version,
                vote.requested_by,
                json.dumps(list(vote.seats)),
                json.dumps(list(vote.voters)),
                json.dumps(list(vote.approvals)),
                vote.created_at,
            ),
        )

    # --- standing orders ----------------------------------------------------------------------

    async def orders(self, game_id: int) -> dict[int, StandingOrders]:
        """Each member's standing orders for a game (members who set none are left out)."""
        rows = await self._all("SELECT user_id, passes, forced FROM orders WHERE game_id = ?", (game_id,))
        return {
            r["user_id"]: StandingOrders(frozenset(json.loads(r["passes"])), bool(r["forced"])) for r in rows
        }

    async def set_orders(self, game_id: int, user_id: int, orders: StandingOrders, now: float) -> None:
        await self._write(
            "INSERT INTO orders (game_id, user_id, passes, forced, updated_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (game_id, user_id) DO UPDATE SET passes = excluded.passes,"
            " forced = excluded.forced, updated_at = excluded.updated_at",
            (game_id, user_id, json.dumps(sorted(orders.passes)), int(orders.forced), now),
        )

    async def member_orders(self, game_key: str) -> dict[int, StandingOrders]:
        """Each member's standing orders for every game of a title (members who set none are left out)."""
        rows = await self._all(
            "SELECT user_id, passes, forced FROM member_orders WHERE game_key = ?", (game_key,)
        )
        return {
            r["user_id"]: StandingOrders(frozenset(json.loads(r["passes"])), bool(r["forced"])) for r in rows
        }

    async def set_member_orders(
        self, user_id: int, game_key: str, orders: StandingOrders, now: float
    ) -> None:
        await self._write(
            "INSERT INTO member_orders (user_id, game_key, passes, forced, updated_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id, game_key) DO UPDATE SET passes = excluded.passes,"
            " forced = excluded.forced, updated_at = excluded.updated_at",
            (user_id, game_key, json.dumps(sorted(orders.passes)), int(orders.forced), now),
        )


def _game_row(r: aiosqlite.Row) -> GameRow:
    return GameRow(
        id=r["id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
        parent_channel_id=r["parent_channel_id"],
        game_key=r["game_key"],
        scenario=r["scenario"],
        options=json.loads(r["options"]),
        seed=r["seed"],
        status=r["status"],
        owner_id=r["owner_id"],
        version=r["version"],
        announced_version=r["announced_version"],
        reminder_hours=r["reminder_hours"],
        reminder_limit=r["reminder_limit"],
        result=plain.from_plain(Result, json.loads(r["result"])) if r["result"] else None,
        created_at=r["created_at"],
        updated_at=r["updated_at"],
        language=r["language"],
        base_step=r["base_step"],
        salt=r["salt"],
        name=r["name"],
        settings=json.loads(r["settings"]),
    )


def _result_json(result: Result | None) -> str | None:
    return json.dumps(plain.to_plain(result), ensure_ascii=False) if result is not None else None


def _msg_json(msg: Msg | None) -> str | None:
    return json.dumps(msg.to_json(), ensure_ascii=False) if msg is not None else None


def _msg(text: str | None) -> Msg | None:
    return Msg.from_json(json.loads(text)) if text else None


def _entry_columns(entry: Entry) -> tuple[object, ...]:
    action, facts = entry.action, entry.facts
    return (
        entry.kind,
        entry.step,
        entry.seat,
        action.verb if action else None,
        json.dumps(list(action.args), ensure_ascii=False) if action else "[]",
        _msg_json(action.label) if action else None,
        _msg_json(entry.public),
        entry.user_id,
        json.dumps(entry.log, ensure_ascii=False),
        entry.created_at,
        json.dumps(list(facts.to_act)) if facts else None,
        int(facts.handoff) if facts else None,
        int(facts.public_changed) if facts else None,
        facts.undo.value if facts else None,
        entry.auto,
    )


def _entry(r: aiosqlite.Row) -> Entry:
    args: list[ActionArg] = json.loads(r["args"])
    facts = None
    if r["undo"] is not None:
        facts = Facts(
            tuple(json.loads(r["to_act"])),
            bool(r["handoff"]),
            bool(r["public_changed"]),
            UndoPolicy(r["undo"]),
        )
    return Entry(
        kind=r["kind"],
        step=r["step"],
        seat=r["seat"],
        action=Action(r["verb"], tuple(args), label=_msg(r["label"])) if r["verb"] else None,
        public=_msg(r["public"]),
        user_id=r["user_id"],
        log=cast(list[LogEntry], json.loads(r["log"])),
        facts=facts,
        created_at=r["created_at"],
        seq=r["seq"],
        undone=bool(r["undone"]),
        auto=r["auto"],
    )
