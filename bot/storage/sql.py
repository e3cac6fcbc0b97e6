"""The queries both databases share, over three primitives each implements in one round trip.

All SQL of the bot lives in ``bot/storage``; nothing else in ``bot/`` knows SQL. Statements are
written once with ``?`` parameters in the SQL both SQLite and PostgreSQL read (``ON CONFLICT`` for
upserts, ``RETURNING`` for rows written); ``PostgresStorage`` numbers the parameters.

What is stored is structure, never prose: an action is its verb and JSON arguments with the label
and public form as messages, a log entry is the engine's ``LogEntry`` (message JSON, dice, reader),
a result is the engine's ``Result`` as JSON, and the bot's own notes are ``bot-…`` messages.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, cast

from bot.rows import (
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
from bot.storage.shards import EVERY, Shards
from engine.core import Action, ActionArg, LogEntry, Msg, Result, StandingOrders, UndoPolicy, plain

Params = Sequence[Any]
Statement = tuple[str, Params]


class Row(Protocol):
    """A result row, read by column name or position (``sqlite3.Row``, ``asyncpg.Record``)."""

    def __getitem__(self, key: str | int, /) -> Any: ...


class SqlStorage:
    """The ``Storage`` methods that are the same SQL on both databases. A subclass supplies the
    primitives (each one round trip, counted in ``round_trips``), ``commit`` and the migrations."""

    round_trips: int = 0
    round_trip_seconds: float = 0.0
    shards: Shards = EVERY  # the guilds whose games this process lists (``find_games``, the round's)

    async def _all(self, sql: str, params: Params = ()) -> list[Row]:
        """The rows of one statement, in its own transaction."""
        raise NotImplementedError

    async def _write(self, sql: str, params: Params = ()) -> None:
        """One statement, in its own transaction."""
        raise NotImplementedError

    async def _batch(self, statements: list[Statement]) -> None:
        """Several statements in one transaction."""
        raise NotImplementedError

    async def _one(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def commit(self, change: Change) -> GameRow:
        """Write one change atomically (one round trip); return the game's row after it. Raises
        ``VersionConflict`` (and writes nothing) when the game is not at ``expected_version``."""
        return await self._commit(change)

    async def _commit(self, change: Change) -> GameRow:
        raise NotImplementedError

    # --- games and seats ----------------------------------------------------------------------

    async def create_game(self, new: NewGame) -> GameRow:
        rows = await self._all(
            "INSERT INTO games (guild_id, channel_id, parent_channel_id, game_key, scenario, options,"
            " seed, status, owner_id, created_at, updated_at, language, salt, name, settings)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?) RETURNING *",
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
        return game_row(rows[0])

    async def get_game(self, game_id: int) -> GameRow | None:
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        return game_row(row) if row else None

    async def find_games(
        self, *, channel_id: int | None = None, guild_id: int | None = None, statuses: Sequence[str] = ()
    ) -> list[GameRow]:
        held, held_params = self.shards.where()
        where: list[str] = [held]
        params: list[Any] = list(held_params)
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
        return [game_row(r) for r in rows]

    async def unannounced_games(self) -> list[GameRow]:
        held, params = self.shards.where()
        rows = await self._all(
            f"SELECT * FROM games WHERE announced_version < version AND {held} ORDER BY id", params
        )
        return [game_row(r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all("SELECT seat, user_id, view_hash FROM seats WHERE game_id = ?", (game_id,))
        return [SeatRow(r["seat"], r["user_id"], r["view_hash"]) for r in rows]

    async def set_seat(self, game_id: int, seat: str, user_id: int) -> None:
        await self._write(
            "INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)", (game_id, seat, user_id)
        )

    async def free_seats(self, game_id: int, seats: Iterable[str]) -> None:
        await self._batch([("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, s)) for s in seats])

    async def assign_seats(self, game_id: int, seats: dict[str, int]) -> None:
        await self._batch(
            [
                ("DELETE FROM seats WHERE game_id = ?", (game_id,)),
                *(
                    ("INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)", (game_id, seat, user))
                    for seat, user in seats.items()
                ),
            ]
        )

    async def set_view_hash(self, game_id: int, seat: str, view_hash: str) -> None:
        await self._write(
            "UPDATE seats SET view_hash = ? WHERE game_id = ? AND seat = ?", (view_hash, game_id, seat)
        )

    # --- the action log and snapshots ---------------------------------------------------------

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
        return [entry_row(r) for r in rows]

    async def last_play(self, game_id: int) -> Entry | None:
        row = await self._one(
            "SELECT * FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0 ORDER BY seq DESC LIMIT 1",
            (game_id,),
        )
        return entry_row(row) if row else None

    async def last_decision(self, game_id: int) -> list[Entry]:
        """The last play a player chose, then the plays the bot gave for players after it, oldest
        first (empty: no play stands that a player chose)."""
        rows = await self._all(
            "SELECT * FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0 AND seq >="
            " (SELECT MAX(seq) FROM actions WHERE game_id = ? AND kind = 'play' AND undone = 0"
            " AND auto IS NULL) ORDER BY seq",
            (game_id, game_id),
        )
        return [entry_row(r) for r in rows]

    async def entries(
        self, game_id: int, *, after_seq: int = 0, before_seq: int | None = None, limit: int | None = None
    ) -> list[Entry]:
        """Log entries with after_seq < seq < before_seq, oldest first; ``limit`` keeps the newest."""
        rows = await self._all(
            "SELECT * FROM (SELECT * FROM actions WHERE game_id = ? AND seq > ? AND seq < ?"
            " ORDER BY seq DESC LIMIT ?) AS recent ORDER BY seq",
            (game_id, after_seq, before_seq if before_seq is not None else 2**62, limit if limit else 2**62),
        )
        return [entry_row(r) for r in rows]

    async def mark_announced(self, game_id: int, version: int) -> None:
        await self._write(
            "UPDATE games SET announced_version = ? WHERE id = ? AND announced_version < ?",
            (version, game_id, version),
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
        await self.set_messages(game_id, {kind: ref})

    async def set_messages(self, game_id: int, refs: Mapping[str, MessageRef]) -> None:
        """Several ``set_message`` in one statement, one round trip (a hand-off post's prompt, post
        and board)."""
        values = ", ".join("(?, ?, ?, ?, ?)" for _ in refs)
        await self._write(
            f"INSERT INTO messages (game_id, kind, channel_id, message_id, version) VALUES {values}"
            " ON CONFLICT (game_id, kind) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, version = excluded.version",
            [x for kind, r in refs.items() for x in (game_id, kind, r.channel_id, r.message_id, r.version)],
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
            " ON CONFLICT (user_id) DO UPDATE SET channel_id = COALESCE(excluded.channel_id, dm_status.channel_id),"
            " blocked = excluded.blocked, updated_at = excluded.updated_at",
            (user_id, channel_id, int(blocked), now),
        )

    async def members(self) -> list[MemberRow]:
        rows = await self._all("SELECT user_id, locale, language, layout FROM members")
        return [MemberRow(r["user_id"], r["locale"], r["language"], r["layout"]) for r in rows]

    async def set_member(self, member: MemberRow, now: float) -> None:
        await self._write(
            "INSERT INTO members (user_id, locale, language, layout, updated_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, language = excluded.language,"
            " layout = excluded.layout, updated_at = excluded.updated_at",
            (member.user_id, member.locale, member.language, member.layout, now),
        )

    async def due_reminders(self, now: float) -> list[ReminderRow]:
        held, params = self.shards.where()
        of_held = "" if self.shards.every else f" AND game_id IN (SELECT id FROM games WHERE {held})"
        rows = await self._all(
            f"SELECT * FROM reminders WHERE due_at <= ?{of_held} ORDER BY due_at", (now, *params)
        )
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
            "INSERT INTO undo_requests (game_id, version, requested_by, voters, approvals, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
            " requested_by = excluded.requested_by, voters = excluded.voters,"
            " approvals = excluded.approvals, created_at = excluded.created_at",
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
        await self._write(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

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
        return [game_row(r) for r in rows]

    async def absences(self, game_id: int) -> list[Absence]:
        rows = await self._all("SELECT * FROM absences WHERE game_id = ?", (game_id,))
        return [Absence(r["game_id"], r["user_id"], r["since"], r["until"]) for r in rows]

    async def set_absence(self, absence: Absence) -> None:
        await self._write(
            "INSERT INTO absences (game_id, user_id, since, until) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, user_id) DO UPDATE SET since = excluded.since, until = excluded.until",
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
            "INSERT INTO side_votes (game_id, version, requested_by, seats, voters, approvals, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
            " requested_by = excluded.requested_by, seats = excluded.seats, voters = excluded.voters,"
            " approvals = excluded.approvals, created_at = excluded.created_at",
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


def game_row(r: Row) -> GameRow:
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


def result_json(result: Result | None) -> str | None:
    return json.dumps(plain.to_plain(result), ensure_ascii=False) if result is not None else None


def _msg_json(msg: Msg | None) -> str | None:
    return json.dumps(msg.to_json(), ensure_ascii=False) if msg is not None else None


def _msg(text: str | None) -> Msg | None:
    return Msg.from_json(json.loads(text)) if text else None


def entry_columns(entry: Entry) -> tuple[object, ...]:
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


def entry_row(r: Row) -> Entry:
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


def commit_writes(change: Change, snapshot_every: int) -> list[Statement]:
    """What ``commit`` writes after the game row, in order: the log entry, the plays an undo takes
    back, the state snapshot, the reminder, and the end of any undo vote."""
    game, entry = change.game_id, change.entry
    writes: list[Statement] = [
        (
            "INSERT INTO actions (game_id, seq, kind, step, seat, verb, args, label, public, user_id, log,"
            " created_at, to_act, handoff, public_changed, undo, auto)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, change.expected_version + 1, *entry_columns(entry)),
        )
    ]
    if change.undo_seq is not None:  # the play and the answers the bot gave after it
        writes.append(
            (
                "UPDATE actions SET undone = 1 WHERE game_id = ? AND kind = 'play' AND seq >= ?",
                (game, change.undo_seq),
            )
        )
    if change.state is not None:
        # Keep the latest state, a checkpoint every `snapshot_every` steps and the game's base (the
        # earliest state it can be rebuilt from); an undo drops later ones.
        writes += [
            (
                "DELETE FROM snapshots WHERE game_id = ? AND step != ? AND (step > ? OR step % ? != 0)"
                " AND step != (SELECT base_step FROM games WHERE id = ?)",
                (game, entry.step, entry.step, snapshot_every, game),
            ),
            (
                "INSERT INTO snapshots (game_id, step, state) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id, step) DO UPDATE SET state = excluded.state",
                (game, entry.step, change.state),
            ),
        ]
    if change.reminder_due is None:
        writes.append(("DELETE FROM reminders WHERE game_id = ?", (game,)))
    else:
        writes.append(
            (
                "INSERT INTO reminders (game_id, due_at, sent, waiting_since) VALUES (?, ?, 0, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at, sent = 0,"
                " waiting_since = excluded.waiting_since",
                (game, change.reminder_due, entry.created_at),
            )
        )
    writes.append(("DELETE FROM undo_requests WHERE game_id = ?", (game,)))
    return writes


def version_update(change: Change) -> Statement:
    """The game row's new version, status and result, only if it is still at the expected version."""
    return (
        "UPDATE games SET version = ?, status = ?, result = COALESCE(?, result), updated_at = ?"
        " WHERE id = ? AND version = ? RETURNING *",
        (
            change.expected_version + 1,
            change.status,
            result_json(change.result),
            change.entry.created_at,
            change.game_id,
            change.expected_version,
        ),
    )
