"""The service's shared core: the cache of live games, their locks, rebuilding a state from the
database, and committing a change.

Every change takes the same path: take the game's lock, work on a copy of the cached state, write
the change to storage in one transaction, then replace the cached state. Nothing is posted here:
the caller then asks ``Delivery`` to announce the game, which reads ``announcement()`` (everything
committed but not yet announced) and calls ``mark_announced``. A crash between commit and post thus
leaves the announcement pending, and it is made again on start-up.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import engine
from bot.errors import LobbyError, NoGameHere, NotAllowed
from bot.service.records import GameInfo
from bot.storage import LIVE_STATUSES, STRANDED, Change, Entry, GameRow, MemberRow, Storage, VersionConflict
from bot.timesource import Clock
from engine.core import Game, GameState, Msg, Result, RulesError

log = logging.getLogger(__name__)

HOUR = 3600.0
SEED_LIMIT = 2**53  # seeds stay exact in JSON
SALT_BYTES = 16  # 128 random bits: nobody finds the seed from the commitment by trying seeds
AnyGame = Game[Any, Any]


@dataclass
class Live:
    """A game in the cache: its row, its engine, who sits where, and its state (None in the lobby,
    or when it cannot be rebuilt)."""

    row: GameRow
    game: AnyGame
    players: dict[str, int]
    state: GameState | None


class ServiceCore:
    """Games over a ``Storage`` and the engines in ``engine.GAMES``: loading, caching, committing."""

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
        self._seed = seed_source or (lambda: secrets.randbelow(SEED_LIMIT))
        self._salt: Callable[[], str] = lambda: secrets.token_hex(SALT_BYTES)
        self._picker = picker or secrets.SystemRandom()
        self._cache: dict[int, Live] = {}
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._channel_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)  # opening games
        self._claims: set[tuple[str, int]] = set()  # interactions under way that must not run twice
        self._members: dict[int, MemberRow] = {}  # members' languages (``Members``)
        self._thinking: dict[int, asyncio.Task[None]] = {}  # per game: its stand-in at work (``Orders``)
        self._live_in: dict[int, int] = {}  # channel -> the live game found there (``game_in``)

    # --- loading ------------------------------------------------------------------------------

    async def load_all(self) -> int:
        """Rebuild every lobby and active game from the database; return how many.

        A game that cannot be rebuilt (its engine fails to load) is logged and left out: the others
        go on, and that one's commands answer with an error until it is fixed.
        """
        loaded = 0
        for row in await self.storage.find_games(statuses=LIVE_STATUSES):
            try:
                self._cache[row.id] = await self._load(row)
            except Exception:
                log.exception("game %s (%s) could not be loaded", row.id, row.game_key)
                continue
            loaded += 1
        return loaded

    async def unannounced(self) -> list[int]:
        """Games with committed changes that never reached their channel."""
        return [row.id for row in await self.storage.unannounced_games()]

    async def _load(self, row: GameRow) -> Live:
        game = engine.find_game(row.game_key)
        players = {s.seat: s.user_id for s in await self.storage.seats(row.id)}
        live = Live(row, game, players, None)
        if row.status not in ("lobby", STRANDED):
            live.state = await self._rebuild(live, None)
        return live

    async def _rebuild(self, live: Live, step: int | None) -> GameState | None:
        """The state after ``step`` actions (None: all of them): nearest snapshot, then the plays after
        it. None when no snapshot reaches back that far (before a game's ``base_step``)."""
        snap = await self.storage.snapshot(live.row.id, step if step is not None else 2**62)
        if snap is None:
            return None
        snap_step, state_json = snap
        state: GameState = live.game.load(json.loads(state_json))
        for play in await self.storage.plays(live.row.id, snap_step, step):
            assert play.action is not None and play.seat is not None
            live.game.apply(state, play.seat, play.action, observe=False, stored=True)
        return state

    async def _live(self, game_id: int) -> Live:
        live = self._cache.get(game_id)
        if live is None:
            row = await self.storage.get_game(game_id)
            if row is None:
                raise NoGameHere(Msg("bot-error-no-game-id", number=str(game_id)))
            live = self._cache[game_id] = await self._load(row)
        return live

    async def _refresh(self, live: Live) -> None:
        row = await self.storage.get_game(live.row.id)
        assert row is not None
        live.row = row
        live.players = {s.seat: s.user_id for s in await self.storage.seats(row.id)}

    def _info(self, live: Live) -> GameInfo:
        row, game = live.row, live.game
        return GameInfo(
            id=row.id,
            key=row.game_key,
            scenario=row.scenario,
            options=dict(row.options),
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            parent_channel_id=row.parent_channel_id,
            status=row.status,
            owner_id=row.owner_id,
            hidden=game.private_views,
            version=row.version,
            result=row.result,
            seats=tuple(game.seats(row.options)),
            players=dict(live.players),
            reminder_hours=row.reminder_hours,
            reminder_limit=row.reminder_limit,
            language=row.language,
            given_name=row.name,
            settings=dict(row.settings),
        )

    def _active_state(self, live: Live) -> GameState:
        """The state of a game in play; raises naming why there is none."""
        info = self._info(live)
        if live.state is not None and info.status == "active":
            return live.state
        if info.status == "lobby":
            raise LobbyError(Msg("bot-error-not-started", game=info.name))
        if info.status == STRANDED:
            raise LobbyError(Msg("bot-error-stranded", game=info.name))
        raise LobbyError(Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}")))

    @contextmanager
    def claim(self, what: str, key: int, refusal: Msg) -> Iterator[None]:
        """Hold ``(what, key)`` while an interaction that must not run twice at once is under way
        (opening a game in a channel, starting one, opening a rematch): a second one meanwhile is
        refused at once with ``refusal``, before it answers anyone or changes anything."""
        if (what, key) in self._claims:
            raise LobbyError(refusal)
        self._claims.add((what, key))
        try:
            yield
        finally:
            self._claims.discard((what, key))

    # --- finding games ------------------------------------------------------------------------

    async def info(self, game_id: int) -> GameInfo:
        return self._info(await self._live(game_id))

    def version_in(self, channel_id: int) -> int | None:
        """The version of the game in play or in the lobby in this channel, read from the cache
        without waiting (None: none there): what a command that just arrived was sent against."""
        found = [
            live.row
            for live in self._cache.values()
            if live.row.channel_id == channel_id and live.row.status in LIVE_STATUSES
        ]
        return max(found, key=lambda row: row.id).version if found else None

    async def game_in(self, channel_id: int, *, include_ended: bool = False) -> GameInfo:
        """The game played in this channel or thread (the latest one when ended games count too)."""
        known = None if include_ended else self._live_in.get(channel_id)
        if known is not None:  # a channel holds one live game at a time: while it lives, it is the one
            row = await self.storage.get_game(known)
            if row is not None and row.status in LIVE_STATUSES and row.channel_id == channel_id:
                return await self.info(known)
        statuses = () if include_ended else LIVE_STATUSES
        rows = await self.storage.find_games(channel_id=channel_id, statuses=statuses)
        if rows:
            if not include_ended:
                self._live_in[channel_id] = rows[-1].id
            return await self.info(rows[-1].id)
        raise NoGameHere(await self._no_game_message(channel_id))

    async def _no_game_message(self, channel_id: int) -> Msg:
        rows = [
            r
            for r in await self.storage.find_games(statuses=LIVE_STATUSES)
            if r.parent_channel_id == channel_id
        ]
        if rows:
            links = tuple(f"<#{r.channel_id}>" for r in rows[:10])
            return Msg("bot-error-threads-only", threads=links)
        return Msg("bot-error-no-game-here")

    async def list_games(self, guild_id: int) -> list[GameInfo]:
        """The games being set up or played on a server, and those stranded by older rules."""
        rows = await self.storage.find_games(guild_id=guild_id, statuses=(*LIVE_STATUSES, STRANDED))
        return [await self.info(r.id) for r in rows]

    def rules(self, key: str) -> AnyGame:
        return engine.find_game(key)

    # --- committing ---------------------------------------------------------------------------

    async def _commit(
        self,
        live: Live,
        entry: Entry,
        status: str,
        state: GameState | None,
        *,
        result: Result | None = None,
        undo_seq: int | None = None,
        reminder_due: float | None = None,
    ) -> None:
        change = Change(
            game_id=live.row.id,
            expected_version=live.row.version,
            entry=entry,
            status=status,
            state=state.to_json() if state is not None else None,
            result=result,
            undo_seq=undo_seq,
            reminder_due=reminder_due,
        )
        try:
            live.row = await self.storage.commit(change)  # seats are not changed by a commit
        except VersionConflict:
            self._cache.pop(live.row.id, None)
            raise RulesError(Msg("bot-error-conflict")) from None
        if state is not None:
            live.state = state

    async def _answer_for_players(self, live: Live) -> None:
        """After a change that leaves seats to act, under the game's lock: the answers the bot gives
        for players without asking them (``bot.service.orders.Orders`` gives them; here, none)."""

    def _next_reminder(self, live: Live) -> float:
        return self.clock.now() + live.row.reminder_hours * HOUR

    @staticmethod
    def _require_admin(info: GameInfo, user_id: int, is_admin: bool, error: str) -> None:
        """Only the owner or a member with Manage Channels; ``error`` names what they may do."""
        if user_id != info.owner_id and not is_admin:
            raise NotAllowed(Msg(error, owner=f"<@{info.owner_id}>"))
