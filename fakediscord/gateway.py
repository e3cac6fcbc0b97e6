"""The gateway WebSocket: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME with replay, dispatches.

Sharding as Discord does it: an IDENTIFY may carry ``shard: [id, count]``; that session then gets
the guilds with ``(guild_id >> 22) % count == id`` (in READY and as GUILD_CREATE) and their events,
and shard 0 gets the direct messages (events without a guild). Every shard must use one count; an
id outside it is refused with close code 4010, as Discord does.

Transport compression follows the ``compress`` query parameter discord.py sends: ``zlib-stream`` (one
``zlib.compressobj()`` per connection, every message flushed with ``Z_SYNC_FLUSH``), ``zstd-stream``
(only when the ``zstandard`` package is importable; discord.py asks for it only then), or none.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from fakediscord.objects import guild_create_json, user_json

if TYPE_CHECKING:
    from fakediscord.server import FakeDiscord

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 9, 10, 11
IGNORED_OPS = (3, 4, 8)  # presence update, voice state update, request guild members

GUILDS_INTENT = 1 << 0
GUILD_MEMBERS_INTENT = 1 << 1
GUILD_PRESENCES_INTENT = 1 << 8
GUILD_MESSAGES_INTENT = 1 << 9
DIRECT_MESSAGES_INTENT = 1 << 12
MESSAGE_CONTENT_INTENT = 1 << 15
PRIVILEGED_INTENTS = GUILD_MEMBERS_INTENT | GUILD_PRESENCES_INTENT | MESSAGE_CONTENT_INTENT

Payload = dict[str, Any]
Encoder = Callable[[str], str | bytes]


def make_encoder(compress: str | None) -> Encoder:
    """The per-connection frame encoder for a ``compress`` query value."""
    if compress is None:
        return lambda text: text
    if compress == "zlib-stream":
        zlib_stream = zlib.compressobj()
        return lambda text: zlib_stream.compress(text.encode()) + zlib_stream.flush(zlib.Z_SYNC_FLUSH)
    if compress == "zstd-stream":
        import zstandard  # type: ignore[import-not-found]  # optional, like in discord.py

        zstd_stream = zstandard.ZstdCompressor().compressobj()
        return lambda text: (
            zstd_stream.compress(text.encode()) + zstd_stream.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
        )
    raise ValueError(f"unknown compress={compress!r}")


@dataclass(eq=False)
class Connection:
    """One WebSocket; an ordered send queue keeps replayed and live events in sequence."""

    ws: web.WebSocketResponse
    request: web.Request
    encode: Encoder
    session: Session | None = None
    queue: asyncio.Queue[Payload | None] = field(default_factory=asyncio.Queue)

    def send(self, payload: Payload) -> None:
        self.queue.put_nowait(payload)

    async def write_loop(self) -> None:
        """Send queued payloads until :meth:`stop` (or the socket closes)."""
        while (payload := await self.queue.get()) is not None:
            frame = self.encode(json.dumps(payload))
            try:
                if isinstance(frame, bytes):
                    await self.ws.send_bytes(frame)
                else:
                    await self.ws.send_str(frame)
            except ConnectionError:
                return

    def stop(self) -> None:
        self.queue.put_nowait(None)

    def abort(self) -> None:
        """Cut the TCP connection without a close frame."""
        if self.request.transport is not None:
            self.request.transport.abort()


@dataclass(eq=False)
class Session:
    """A gateway session: its sequence numbers and every event, kept for RESUME."""

    id: str
    intents: int
    seq: int = 0
    events: list[Payload] = field(default_factory=list)
    connection: Connection | None = None
    shard: tuple[int, int] | None = None  # [id, count] from IDENTIFY (None: unsharded)

    def dispatch(self, event: str, data: Payload, intent: int = 0) -> None:
        """Number and keep the event, and send it now if connected (``intent`` 0: always sent)."""
        if intent and not self.intents & intent:
            return
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.events.append(payload)
        if self.connection is not None:
            self.connection.send(payload)

    def attach(self, connection: Connection, after_seq: int) -> int:
        """Replay events after ``after_seq`` and go live on ``connection``, atomically; returns the replay count."""
        missed = [p for p in self.events if p["s"] > after_seq]
        for payload in missed:
            connection.send(payload)
        self.connection = connection
        connection.session = self
        return len(missed)


class Gateway:
    """Accepts bot connections at ``/gateway`` (and ``/gateway/resume``, the ``resume_gateway_url``)."""

    def __init__(self, fake: FakeDiscord, heartbeat_interval_ms: int, privileged_intents: int) -> None:
        self._fake = fake
        self._heartbeat_interval_ms = heartbeat_interval_ms
        self._privileged_intents = privileged_intents
        self.sessions: dict[str, Session] = {}
        self.current: Session | None = None  # the session identified last
        self.shards: dict[int, Session] = {}  # by shard id, when sessions identify with a shard
        self.shard_count: int | None = None
        self.identifies = 0
        self.resumes = 0
        self.heartbeats = 0
        self.log: list[str] = []
        self._connections: set[Connection] = set()

    @property
    def connected(self) -> bool:
        """A session is identified and its connection is open."""
        return self.current is not None and self.current.connection is not None

    def shard_connected(self, shard_id: int) -> bool:
        """Shard ``shard_id`` is identified and its connection is open."""
        session = self.shards.get(shard_id)
        return session is not None and session.connection is not None

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a guild's events go to (0: direct messages, or the bot runs unsharded)."""
        if guild_id is None or self.shard_count is None:
            return 0
        return (guild_id >> 22) % self.shard_count

    def session_for(self, guild_id: int | None) -> Session | None:
        """The session that gets the events of ``guild_id`` (None: a direct message)."""
        if self.shard_count is None:
            return self.current
        return self.shards.get(self.shard_of(guild_id))

    def dispatch(self, event: str, data: Payload, intent: int = 0, *, guild_id: int | None = None) -> None:
        """Send an event of ``guild_id`` (None: of no guild, a DM) to the session of its shard (the
        current one when unsharded); it is kept for replay while that session is disconnected."""
        session = self.session_for(guild_id)
        if session is not None:
            session.dispatch(event, data, intent)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """The WebSocket endpoint."""
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        if request.query.get("encoding", "json") != "json":
            self._fake.unhandled.append(f"gateway encoding={request.query['encoding']} (only json)")
            await ws.close(code=4002, message=b"Decode error")
            return ws
        try:
            encode = make_encoder(request.query.get("compress"))
        except (ImportError, ValueError) as exc:
            self._fake.unhandled.append(f"gateway compress={request.query.get('compress')}: {exc}")
            await ws.close(code=4000, message=b"Unsupported compression")
            return ws
        connection = Connection(ws, request, encode)
        self._connections.add(connection)
        self.log.append(f"connect {request.path}?{request.query_string}")
        writer = asyncio.create_task(connection.write_loop())
        connection.send(
            {"op": HELLO, "d": {"heartbeat_interval": self._heartbeat_interval_ms}, "s": None, "t": None}
        )
        try:
            async for message in ws:
                if message.type in (WSMsgType.TEXT, WSMsgType.BINARY):
                    await self._receive(connection, json.loads(message.data))
        finally:
            self._detach(connection)
            connection.stop()
            await writer
        return ws

    def _detach(self, connection: Connection) -> None:
        self._connections.discard(connection)
        session = connection.session
        if session is not None and session.connection is connection:
            session.connection = None
            self.log.append(f"disconnect session {session.id}")
        self._fake.notifier.changed()

    async def _receive(self, connection: Connection, payload: Payload) -> None:
        op, data = payload.get("op"), payload.get("d") or {}
        if op == HEARTBEAT:
            self.heartbeats += 1
            self._fake.notifier.changed()
            connection.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == IDENTIFY:
            await self._identify(connection, data)
        elif op == RESUME:
            self._resume(connection, data)
        elif op not in IGNORED_OPS:
            self._fake.unhandled.append(f"gateway op {op}")
            await connection.ws.close(code=4001, message=b"Unknown opcode")

    async def _identify(self, connection: Connection, data: Payload) -> None:
        fake = self._fake
        if connection.session is not None:
            await connection.ws.close(code=4005, message=b"Already authenticated")
            return
        if data.get("token") != fake.token:
            fake.errors.append("gateway IDENTIFY with a wrong token (4004)")
            await connection.ws.close(code=4004, message=b"Authentication failed")
            return
        intents = data.get("intents")
        if not isinstance(intents, int):
            await connection.ws.close(code=4013, message=b"Invalid intent(s)")
            return
        if intents & PRIVILEGED_INTENTS & ~self._privileged_intents:
            fake.errors.append(f"gateway IDENTIFY with privileged intents {intents} not enabled (4014)")
            await connection.ws.close(code=4014, message=b"Disallowed intent(s)")
            return
        try:
            shard = self._shard(data.get("shard"))
        except ValueError as exc:
            fake.errors.append(f"gateway IDENTIFY with {exc} (4010)")
            await connection.ws.close(code=4010, message=b"Invalid shard")
            return
        session = Session(uuid.uuid4().hex, intents, shard=shard)
        self.sessions[session.id] = session
        self.current = session
        if shard is not None:
            self.shard_count = shard[1]
            self.shards[shard[0]] = session
        self.identifies += 1
        self.log.append(f"IDENTIFY session {session.id} intents {intents} shard {shard}")
        session.attach(connection, after_seq=0)
        guilds = [g for g in fake.guilds.values() if self._holds(session, g.id)]
        session.dispatch("READY", self._ready(session, [g.id for g in guilds]))
        for guild in guilds:
            session.dispatch("GUILD_CREATE", guild_create_json(guild, fake.bot_user), GUILDS_INTENT)
        fake.notifier.changed()

    def _shard(self, raw: object) -> tuple[int, int] | None:
        """IDENTIFY's ``shard``: (id, count), None when absent; ValueError when Discord would refuse
        it (not two numbers, the id not below the count, or a count other than the other shards')."""
        if raw is None:
            return None
        if not (isinstance(raw, list) and len(raw) == 2 and all(isinstance(n, int) for n in raw)):
            raise ValueError(f"a malformed shard {raw!r}")
        shard_id, count = raw
        if not 0 <= shard_id < count or (self.shards and count != self.shard_count):
            raise ValueError(f"an invalid shard {raw!r} (count so far {self.shard_count})")
        return shard_id, count

    def _holds(self, session: Session, guild_id: int) -> bool:
        return session.shard is None or (guild_id >> 22) % session.shard[1] == session.shard[0]

    def _ready(self, session: Session, guild_ids: list[int]) -> Payload:
        fake = self._fake
        ready: Payload = {
            "v": 10,
            "user": user_json(fake.bot_user) | {"verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g), "unavailable": True} for g in guild_ids],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": fake.resume_gateway_url,
            "application": {"id": str(fake.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
        }
        if session.shard is not None:
            ready["shard"] = list(session.shard)
        return ready

    def _resume(self, connection: Connection, data: Payload) -> None:
        session = self.sessions.get(data.get("session_id", ""))
        if session is None or data.get("token") != self._fake.token:
            self.log.append(f"RESUME of unknown session {data.get('session_id')}: INVALID_SESSION")
            connection.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        if session.connection is not None:
            session.connection.abort()
        replayed = session.attach(connection, after_seq=data.get("seq") or 0)
        session.dispatch("RESUMED", {})
        self.resumes += 1
        self.log.append(f"RESUME session {session.id} via {connection.request.path}, replayed {replayed}")
        self._fake.notifier.changed()

    async def drop(self, *, resumable: bool = True, abrupt: bool = False, shard: int | None = None) -> None:
        """Disconnect the bot (``shard``: that shard's session): close code 4000 (resumable) or 4009
        with the session forgotten, or cut TCP."""
        session = self.current if shard is None else self.shards.get(shard)
        connection = session.connection if session is not None else None
        if session is None or connection is None:
            raise RuntimeError("the bot is not connected to the gateway")
        session.connection = None
        if not resumable:
            del self.sessions[session.id]
        self.log.append(f"drop session {session.id} resumable={resumable} abrupt={abrupt}")
        if abrupt:
            connection.abort()
        else:
            code, reason = (4000, b"Unknown error") if resumable else (4009, b"Session timed out")
            await connection.ws.close(code=code, message=reason)

    async def close(self) -> None:
        """Close every connection (the fake is shutting down)."""
        for connection in list(self._connections):
            with contextlib.suppress(ConnectionError):
                await connection.ws.close(code=1001, message=b"Going away")
