"""End-to-end support: the real bot (``MarengoBot``) against the offline fake Discord, with scripted users.

``Table`` is one guild with a ``war-room`` channel and players; ``start_bot`` runs the bot in this
process (so tests can register the toy game and move a fake clock), ``restart`` stops it and starts a
new one on the same database, as a deploy would.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import itertools
import json
import random
import re
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import discord
import pytest
from discord.gateway import DiscordWebSocket

from bot.chat.client import MarengoBot
from bot.config import Settings, apply_endpoints
from bot.service.news import _tells_the_table as tells
from bot.storage import Entry, Facts, storage_for
from bot.timesource import FakeClock
from engine import AnyGame
from engine.core import Action, GameState, LogEntry, UndoPolicy
from fakediscord import Channel, FakeDiscord, Guild, InteractionRecord, Message, Revision, User
from fakediscord.waiting import PATIENCE

PLAYER_NAMES = ("alice", "bob", "carol", "dave")


@dataclass
class Table:
    fake: FakeDiscord
    guild: Guild
    chan: Channel
    players: list[User]
    db_path: str
    clock: FakeClock
    bot: MarengoBot | None = None
    # the games' seeds and the lobby's random picks, fixed so that a failing run plays again alike
    seeds: Iterator[int] = field(default_factory=lambda: itertools.count(7), repr=False)
    picker: random.Random = field(default_factory=lambda: random.Random(3), repr=False)
    _task: asyncio.Task[None] | None = field(default=None, repr=False)

    @property
    def alice(self) -> User:
        return self.players[0]

    @property
    def bob(self) -> User:
        return self.players[1]

    def settings(self, **overrides: Any) -> Settings:
        base = Settings(
            token=self.fake.token,
            database_url=self.db_path,
            api_base=self.fake.api_base,
            gateway_url=self.fake.gateway_url,
            reminder_poll_seconds=0.1,
            draw_workers=0,  # threads: tests swap renderers for local functions (tests/bot/test_drawing.py: the pool)
            ai_pace=0.0,  # the AI's answers at once (tests/bot/test_pacing.py tests the pace)
        )
        return dataclasses.replace(base, **overrides)

    async def start_bot(self, identifies: int = 1, **overrides: Any) -> MarengoBot:
        settings = self.settings(**overrides)
        apply_endpoints(settings)
        self.bot = MarengoBot(
            settings,
            storage_for(self.db_path),
            clock=self.clock,
            seed_source=lambda: next(self.seeds),
            picker=self.picker,
            guild_ready_timeout=0.05,
        )
        self._task = asyncio.create_task(self.bot.start(settings.token))
        try:
            await self.fake.wait_for_bot(identifies=identifies)
            await asyncio.wait_for(self.bot.wait_until_ready(), PATIENCE)
        except BaseException:
            await self._abandon_start()
            raise
        return self.bot

    async def _abandon_start(self) -> None:
        """A start that failed (the bot raised, or the wait for it gave up): its task stopped, then the
        bot closed, its database with it. A fixture that fails in its setup gets no teardown, and the
        open database's thread would keep the test run from exiting."""
        assert self.bot is not None and self._task is not None
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):  # the start's own failure: not ours
            await self._task
        await self.bot.close()
        self.bot = None

    async def stop_bot(self) -> None:
        if self.bot is not None:
            await self.bot.close()
            assert self._task is not None
            await self._task
            self.bot = None

    async def restart(self) -> MarengoBot:
        await self.stop_bot()
        return await self.start_bot(identifies=self.fake.gateway.identifies + 1)

    async def restart_with(self, **overrides: Any) -> MarengoBot:
        """Restart with other settings (a tiny AI budget, say)."""
        await self.stop_bot()
        return await self.start_bot(identifies=self.fake.gateway.identifies + 1, **overrides)

    # --- scripted play ----------------------------------------------------------------------

    async def slash(
        self, user: User, command: str, channel: Channel | None = None, *, followups: int = 0, **options: Any
    ) -> InteractionRecord:
        """Run a slash command and wait until it is answered (deferred answers filled in)."""
        record = await self.fake.slash(user, channel or self.chan, command, **options)
        return await record.done(followups=followups)

    async def click(
        self, user: User, message: Message, custom_id: str, *, followups: int = 0
    ) -> InteractionRecord:
        record = await self.fake.click(user, message, custom_id)
        return await record.done(followups=followups)

    def messages(self, channel: Channel | None = None) -> list[Message]:
        return self.fake.channel_messages(channel or self.chan)

    def last(self, pattern: str, channel: Channel | None = None) -> Message:
        """The newest public message whose content matches ``pattern``."""
        regex = re.compile(pattern)
        for message in reversed(self.messages(channel)):
            if regex.search(message.content):
                return message
        raise AssertionError(
            f"no message matching {pattern!r} in {[m.content[:60] for m in self.messages(channel)]}"
        )

    async def wait_message(self, pattern: str, channel: Channel | None = None, after: int = 0) -> Message:
        """Wait for a public message matching ``pattern`` among those after index ``after``."""
        regex = re.compile(pattern)

        def found() -> Message | None:
            return next((m for m in self.messages(channel)[after:] if regex.search(m.content)), None)

        await self.fake.wait_until(lambda: found() is not None, what=f"a message matching {pattern!r}")
        message = found()
        assert message is not None
        return message


def text_of(record: InteractionRecord) -> str:
    """Everything the bot answered to an interaction (original and followups), as one text."""
    parts = [record.original.content] if record.original is not None else []
    parts += [m.content for m in record.followups if m is not record.original]
    return "\n".join(parts)


def button_ids(message: Message) -> list[str]:
    return [
        c["custom_id"] for row in message.components for c in row.get("components", []) if "custom_id" in c
    ]


def revisions(message: Message) -> list[tuple[str, list[str]]]:
    """What a message showed, oldest first: each text with its buttons' ids, up to what it shows now
    (a DM the player's click made their panel, or the bot edited in place with a new question)."""
    shown = [*((r.content, r.components) for r in message.earlier), (message.content, message.components)]
    return [
        (text, [c["custom_id"] for row in rows for c in row.get("components", []) if "custom_id" in c])
        for text, rows in shown
    ]


def mentioned(message: Message) -> set[str]:
    return {u.name for u in message.mentions}


def restore_endpoints(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py's REST base and gateway are module globals: give them back after the test."""
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", DiscordWebSocket.DEFAULT_GATEWAY)


def make_table(fake: FakeDiscord, tmp_path: Path, players: int = 2, database: str | None = None) -> Table:
    """A guild with ``players`` members and its war-room; the bot's database is ``database`` (a
    SQLite path or a PostgreSQL URL; default a SQLite file in ``tmp_path``)."""
    guild = fake.create_guild("Marengo test")
    chan = fake.create_text_channel(guild, "war-room")
    users = [fake.create_user(name) for name in PLAYER_NAMES[:players]]
    for user in users:
        fake.add_member(guild, user)
    return Table(fake, guild, chan, users, database or str(tmp_path / "e2e.db"), FakeClock())


def pinged(table: Table, message: Message) -> User:
    """The player a turn post is for (named first; mentioned unless they had just acted)."""
    found = re.search(r"<@(\d+)>", message.content)
    assert found is not None, message.content
    return next(u for u in table.players if u.id == int(found.group(1)))


def pick(ids: list[str]) -> str:
    """The scripted choice: pass when offered, else the first action."""
    actions = [i for i in ids if i.startswith("mg:a:")]
    return next((i for i in actions if i.endswith(":pass")), actions[0])


async def finish_turn(
    table: Table,
    *,
    via: str = "click",
    channel: Channel | None = None,
    choose: Callable[[list[str]], str] = pick,
    turn: str = r"your turn as",
) -> InteractionRecord:
    """The player of the latest turn post passes (or does the first thing offered), from the post and
    then their private panel, until the panel offers nothing more; returns the last interaction."""
    ping = table.last(turn, channel)
    user = pinged(table, ping)
    choice = choose(button_ids(ping))
    if via == "click":
        record = await table.click(user, ping, choice)
    else:
        record = await table.slash(user, "play", channel, action=choice.split(":", 5)[5])
    for _ in range(100):
        panel = record.original
        assert panel is not None, text_of(record)
        if not any(i.startswith("mg:a:") for i in button_ids(panel)):
            return record
        record = await table.click(user, panel, choose(button_ids(panel)))
    raise AssertionError("the turn never passed on")


async def take_turn(
    table: Table,
    *,
    via: str = "click",
    channel: Channel | None = None,
    choose: Callable[[list[str]], str] = pick,
    turn: str = r"your turn as",
    end: str = r"is over",
) -> Message:
    """``finish_turn``; returns the next turn post or the ending."""
    before = len(table.messages(channel))
    await finish_turn(table, via=via, channel=channel, choose=choose, turn=turn)
    return await table.wait_message(f"{turn}|{end}", channel, after=before)


# --- reading what the bot stored (game 1 of a table) ---------------------------------------------


def stored_game(db_path: str) -> tuple[sqlite3.Row, list[sqlite3.Row], sqlite3.Row]:
    """The game row, its action log and its latest board message, as the bot stored them."""
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    try:
        game = db.execute("SELECT * FROM games WHERE id = 1").fetchone()
        entries = db.execute("SELECT * FROM actions WHERE game_id = 1 ORDER BY seq").fetchall()
        board = db.execute("SELECT * FROM messages WHERE game_id = 1 AND kind = 'board'").fetchone()
    finally:
        db.close()
    return game, entries, board


def asked_privately(game: AnyGame, states: Sequence[GameState], version: int, posted: int) -> bool:
    """The seats to act at ``version`` are asked by DM alone, the last post being at ``posted``
    (``News._asked_privately``, in a game with private views): each is asked a reaction window, a
    forced step or a question private by its kind (``Prompt.private``), or they are those the post
    asked (not the start's), their turn going on after the others' answers."""
    state = states[version]
    acting = game.to_act(state)
    if not acting:
        return False
    if all(p.window is not None or p.forced or p.private for p in (game.prompt(state, s) for s in acting)):
        return True
    return posted > 1 and game.to_act(states[posted]) == acting


def offered_in(components: list[dict[str, Any]], seat: str) -> int | None:
    """The version the seat's options among a message's components were offered at (buttons, a menu
    of actions or of one decision's parts: their ids name it; None: none offered)."""
    ids = [c["custom_id"] for row in components for c in row.get("components", []) if "custom_id" in c]
    found = [int(m[1]) for i in ids if (m := re.match(rf"mg:[asg]:1:(\d+):{seat}(?::|$)", i))]
    return found[0] if found else None


def posted_versions(
    db_path: str, holders: dict[str, int], privately: Callable[[int, int], bool], announced: Sequence[int]
) -> list[int]:
    """The versions a post was made at, when the game was announced after each of ``announced``
    (every decision): the table is told (``bot.service.news``) of everything since the last post,
    unless ``privately(version, posted)`` says its seats to act were asked by DM alone."""
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        rows = db.execute(
            "SELECT seq, kind, seat, to_act, handoff, auto, user_id FROM actions WHERE game_id = 1 ORDER BY seq"
        ).fetchall()
    finally:
        db.close()
    entries = [
        Entry(
            kind,
            seq,
            seat,
            facts=Facts(tuple(json.loads(to_act or "[]")), bool(handoff), True, UndoPolicy.FREE),
            user_id=user_id,
            auto=auto,
            seq=seq,
        )
        for seq, kind, seat, to_act, handoff, auto, user_id in rows
    ]
    posted, versions = entries[0].seq, [entries[0].seq]
    for version in announced:
        since = [e for e in entries if posted < e.seq <= version]
        acting = {holders.get(s) for s in since[-1].facts.to_act} if since and since[-1].facts else set()
        last = version == entries[-1].seq
        if since and (tells(since, acting) or last) and (last or not privately(version, posted)):
            posted = version
            versions.append(version)
    return versions


class Play(Protocol):
    """One decision a test took through the bot."""

    @property
    def seat(self) -> str: ...

    @property
    def action(self) -> Action: ...


def check_database(
    game: AnyGame,
    table: Table,
    place: Channel,
    seated: int,
    played: Sequence[Play],
    states: Sequence[GameState],
) -> list[list[LogEntry]]:
    """Replay the stored seed and actions: the same states as the players'; returns each version's log."""
    row, entries, board = stored_game(table.db_path)
    assert row["status"] == "finished" and row["version"] == row["announced_version"] == len(entries)
    state = game.setup(row["seed"], row["scenario"], json.loads(row["options"]))
    logs: list[list[LogEntry]] = [[]]
    notes = 2 + seated  # the game begins, who plays which seat, the dice commitment
    assert entries[0]["kind"] == "start" and json.loads(entries[0]["log"])[notes:] == state.log
    logs.append(json.loads(entries[0]["log"]))
    for entry, one in zip(entries[1:], played, strict=True):
        action = Action(entry["verb"], tuple(json.loads(entry["args"])))
        assert entry["kind"] == "play" and (entry["seat"], action) == (one.seat, one.action)
        written = game.apply(state, entry["seat"], action).entries
        assert json.loads(entry["log"]) == written
        assert state.to_json() == states[entry["seq"]].to_json()
        logs.append(written)
    assert game.result(state) is not None and row["result"]
    assert board["version"] == len(entries)
    boards = [m for m in table.messages(place) if any(a.filename == "board.png" for a in m.attachments)]
    assert boards[-1].id == board["message_id"]
    return logs


def files_as_sent(message: Message) -> list[tuple[str, bytes]]:
    """A message's files as first sent (a click on a DM's panel draws them again since)."""
    shown = message.earlier[0].attachments if message.earlier else message.attachments
    return [(a.filename, a.data) for a in shown]


def in_finale(message: Message) -> bool:
    """A message of a game's final post (``bot/chat/finale.py``): the reckoning (🏁, with the full board
    where something was hidden), or the sheets it reveals; checked by tests/bot/test_e2e_ending.py."""
    names = {a.filename for a in message.attachments}
    return "final-board.png" in names or message.content.startswith(("🔓", "🏁"))


def by_post(table: Table, place: Channel, name: str) -> tuple[list[Message], list[list[Message]]]:
    """The messages before the start, then every non-ephemeral message under the hand-off post it
    belongs to (a post starts with its pings, or with the news head when nobody is to act). A DM
    comes as each of its deliveries (``deliveries``): a question the bot put into it in place is
    under the post it followed."""
    before: list[Message] = []
    posts: list[list[Message]] = []
    dms = {c.id for c in table.fake.channels.values() if c.recipient is not None}
    shown = [
        (at, part)
        for message in table.fake.messages.values()
        if not (message.ephemeral or message.deleted or in_finale(message))
        for at, part in (
            deliveries(table.fake, message) if message.channel_id in dms else [(message.id, message)]
        )
    ]
    for _, message in sorted(shown, key=lambda item: item[0]):
        head = message.content.startswith(("🎯", f"📜 **{name}**"))
        if message.channel_id == place.id and head and "has started" not in message.content:
            posts.append([])
        (posts[-1] if posts else before).append(message)
    return before, posts


def questions_announced(fake: FakeDiscord, place: Channel, players: Sequence[User]) -> int:
    """Every question the bot put into a player's DM by editing it (an edit notifies nobody) came
    after a post in ``place`` that mentioned that player, since the bot's previous DM to them: no
    question reaches a player silently (issue 21 §4). The players' own clicks edit their DM as an
    interaction's answer, not through this route. Returns how many questions went in by edit."""
    dms = {fake.dm_channel(u).id: u.id for u in players}
    notified: dict[int, bool] = {}
    edits = 0
    for request in fake.requests:
        if request.status >= 300 or not isinstance(request.body, dict):
            continue
        found = re.fullmatch(r"/channels/(\d+)/messages(?:/\d+)?", request.path)
        if found is None:
            continue
        channel = int(found[1])
        if channel == place.id and request.method == "POST":
            allowed = {int(u) for u in (request.body.get("allowed_mentions") or {}).get("users", [])}
            content = request.body.get("content") or ""
            notified |= {u: True for u in allowed if f"<@{u}>" in content}
        elif channel in dms and request.method in ("POST", "PATCH"):
            user = dms[channel]
            if request.method == "PATCH" and request.body.get("components"):
                assert notified.get(user), f"a question edited into {user}'s DM without a mention first"
                edits += 1
            notified[user] = False
    return edits


def deliveries(fake: FakeDiscord, message: Message) -> list[tuple[int, Message]]:
    """A DM as the bot delivered it: as sent, and each question the bot put into it in place since
    (its text opens as every DM of a game does, with 🔒; a click's panel never does), each with the
    moment it began (a snowflake) as a message of its own. Each shows what the DM showed until the
    next delivery, with its text as delivered first in ``earlier`` when a click edited it in between
    or when its pictures stayed from before (then it delivered none: ``files_as_sent`` is empty)."""
    shown: list[Revision] = [
        *message.earlier,
        Revision(message.shown_at or message.id, message.content, message.components, message.attachments),
    ]
    starts = [0, *(i for i, r in enumerate(shown) if i and r.content.startswith("🔒"))]
    patched = fake.count_requests(rf"PATCH /channels/{message.channel_id}/messages/{message.id}$")
    assert len(starts) - 1 <= patched, f"a DM's question came by a click, not from the bot: {message}"
    parts = []
    for first, end in zip(starts, [*starts[1:], len(shown)], strict=True):
        delivered, last = shown[first], shown[end - 1]
        kept = first > 0 and [a.id for a in delivered.attachments] == [
            a.id for a in shown[first - 1].attachments
        ]
        if kept:
            delivered = dataclasses.replace(delivered, attachments=[])
        part = dataclasses.replace(
            message,
            content=last.content,
            components=last.components,
            attachments=last.attachments,
            earlier=[delivered, *shown[first + 1 : end - 1]] if end - 1 > first or kept else [],
            shown_at=None if end - 1 == 0 else last.at,
        )
        parts.append((delivered.at, part))
    return parts
