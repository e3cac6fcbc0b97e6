"""The Discord-free heart of the bot: games in channels, seats, actions, undo, concessions, reminders.

Every change takes the same path: take the game's lock, work on a copy of the cached state, write
the change to storage in one transaction, then replace the cached state. Nothing is posted here:
the caller then asks ``Delivery`` to announce the game, which reads ``announcement()`` (everything
committed but not yet announced) and calls ``mark_announced``. A crash between commit and post thus
leaves the announcement pending, and it is made again on start-up.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import secrets
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import engine
from bot.clock import Clock
from bot.errors import LobbyError, NoGameHere, NotAllowed, NotSeated, StaleBoard
from bot.storage import (
    LIVE_STATUSES,
    Change,
    Entry,
    GameRow,
    MessageRef,
    NewGame,
    Storage,
    UndoRequest,
    VersionConflict,
)
from engine.core import (
    Action,
    Game,
    GameState,
    InvalidActionError,
    LogEntry,
    NotYourTurnError,
    Prompt,
    Result,
    RulesError,
    SetupError,
    View,
    format_entry,
    is_visible,
)

HOUR = 3600.0
SNOOZE_HOURS = 2.0
SEED_LIMIT = 2**53  # seeds stay exact in JSON


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the Discord side needs to know about a game."""

    id: int
    key: str
    title: str
    scenario: str
    options: dict[str, str]
    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    status: str
    owner_id: int
    hidden: bool
    version: int
    result: str | None
    seats: tuple[str, ...]
    players: dict[str, int]
    labels: dict[str, str]
    reminder_hours: float
    reminder_limit: int

    @property
    def name(self) -> str:
        return f"{self.title} #{self.id}"

    def seats_of(self, user_id: int) -> list[str]:
        return [seat for seat in self.seats if self.players.get(seat) == user_id]

    def free_seats(self) -> list[str]:
        return [seat for seat in self.seats if seat not in self.players]

    def users(self) -> list[int]:
        return sorted(set(self.players.values()))


@dataclass(frozen=True, slots=True)
class SeatTurn:
    """A seat that must act now, its player (None: the seat is free) and its prompt."""

    seat: str
    label: str
    user_id: int | None
    prompt: Prompt


@dataclass(frozen=True, slots=True)
class PrivateUpdate:
    """What changed for one seat of a hidden-information game since its last delivery."""

    seat: str
    label: str
    user_id: int
    lines: list[str]
    view: View
    view_hash: str


@dataclass(frozen=True, slots=True)
class Announcement:
    """Everything committed since the last announcement of a game."""

    info: GameInfo
    version: int
    lines: list[str]
    turns: list[SeatTurn]
    status: str
    public_view: View | None
    private: list[PrivateUpdate]
    finished: str | None


@dataclass(frozen=True, slots=True)
class UndoOutcome:
    """``done`` (taken back), ``vote`` (a new request), ``pending`` (a vote counted) or ``refused``."""

    kind: str
    info: GameInfo
    label: str
    requested_by: int
    voters: tuple[int, ...] = ()
    waiting: tuple[int, ...] = ()
    by: int | None = None


@dataclass(frozen=True, slots=True)
class LogPage:
    lines: list[str]
    end: int  # the newest entry shown
    count: int
    older: bool
    newer: bool


@dataclass(frozen=True, slots=True)
class HandView:
    """A seat's private view for /hand: the view, its recent private log lines, its prompt if it must act."""

    seat: str
    label: str
    view: View
    lines: list[str]
    turn: SeatTurn | None


@dataclass(frozen=True, slots=True)
class ReminderDue:
    info: GameInfo
    turns: list[SeatTurn]
    waiting_since: float
    sent: int
    stalled: bool  # the reminders are used up: tell the table instead


@dataclass
class _Live:
    row: GameRow
    game: Game[Any]
    players: dict[str, int]
    state: GameState | None


def parse_options(text: str | None) -> dict[str, str]:
    """``"allies=3 target=20"`` -> ``{"allies": "3", "target": "20"}``; raises SetupError otherwise."""
    options: dict[str, str] = {}
    for pair in (text or "").replace(",", " ").split():
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise SetupError(f"options are written key=value, separated by spaces; {pair!r} is not")
        options[key.strip().lower()] = value.strip()
    return options


def result_text(game: Game[Any], result: Result) -> str:
    """A game result in words, naming the winning seats."""
    if result.draw or not result.winners:
        return f"Draw: {result.summary}"
    winners = ", ".join(game.seat_label(s) for s in result.winners)
    return f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {winners} — {result.summary}"


def private_part(seat_view: View, public_view: View) -> View:
    """The parts of a seat's view the public does not see (the log aside: it is delivered as lines)."""
    return {k: v for k, v in seat_view.items() if k != "log" and public_view.get(k) != v}


def view_hash(part: View) -> str:
    return hashlib.sha256(json.dumps(part, sort_keys=True, default=str).encode()).hexdigest()[:32]


def public_lines(entries: list[LogEntry]) -> list[str]:
    return [format_entry(e) for e in entries if is_visible(e, None)]


def seat_lines(entries: list[LogEntry], seat: str) -> list[str]:
    return [format_entry(e) for e in entries if e["to"] == seat]


def _public_action(game: Game[Any], entry: Entry, *, bold: bool = False) -> str:
    """An action as the channel may read it: "France: Move/Combat", or only whose action it was.

    In hidden-information games a label can name a card in hand or a hidden block, so the channel
    sees only the seat (the engine's public log lines say what became public).
    """
    seat = game.seat_label(str(entry.seat))
    seat = f"**{seat}**" if bold else seat
    if game.hidden_information:
        return f"{seat}'s action"
    return f"{seat}: “{entry.label}”"


def _note(text: str) -> LogEntry:
    return {"text": text, "dice": [], "to": None}


def choose_action(actions: list[Action], text: str) -> Action:
    """The legal action a player meant: its notation, ``#index``, its label, or one unique match."""
    text = text.strip()
    if text.startswith("#") and text[1:].isdigit() and int(text[1:]) < len(actions):
        return actions[int(text[1:])]
    for action in actions:
        if action.notation() == text:
            return action
    lowered = text.lower()
    matches = [a for a in actions if a.label.lower() == lowered] or [
        a for a in actions if lowered in a.label.lower() or lowered in a.notation().lower()
    ]
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        names = "; ".join(a.label for a in matches[:5])
        raise InvalidActionError(f"{text!r} could mean several actions ({names}); pick one from the list")
    return Action.parse(text)  # the engine explains why it is not possible now


class GameService:
    """Games, seats and turns, over a ``Storage`` and the engines in ``engine.GAMES``."""

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
        self._picker = picker or secrets.SystemRandom()
        self._cache: dict[int, _Live] = {}
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    # --- loading ------------------------------------------------------------------------------

    async def load_all(self) -> int:
        """Rebuild every lobby and active game from the database; return how many."""
        rows = await self.storage.find_games(statuses=LIVE_STATUSES)
        for row in rows:
            self._cache[row.id] = await self._load(row)
        return len(rows)

    async def unannounced(self) -> list[int]:
        """Games with committed changes that never reached their channel."""
        return [row.id for row in await self.storage.unannounced_games()]

    async def _load(self, row: GameRow) -> _Live:
        game = engine.find_game(row.game_key)
        players = {s.seat: s.user_id for s in await self.storage.seats(row.id)}
        live = _Live(row, game, players, None)
        if row.status != "lobby":
            live.state = await self._rebuild(live, None)
        return live

    async def _rebuild(self, live: _Live, step: int | None) -> GameState | None:
        """The state after ``step`` actions (None: all of them): nearest snapshot, then the plays after it."""
        snap = await self.storage.snapshot(live.row.id, step if step is not None else 2**62)
        if snap is None:
            return None
        snap_step, state_json = snap
        state: GameState = live.game.load(json.loads(state_json))
        for play in await self.storage.plays(live.row.id, snap_step, step):
            live.game.apply(state, str(play.seat), Action(str(play.verb), play.arg or ""))
        return state

    async def _live(self, game_id: int) -> _Live:
        live = self._cache.get(game_id)
        if live is None:
            row = await self.storage.get_game(game_id)
            if row is None:
                raise NoGameHere(f"there is no game #{game_id}")
            live = self._cache[game_id] = await self._load(row)
        return live

    async def _refresh(self, live: _Live) -> None:
        row = await self.storage.get_game(live.row.id)
        assert row is not None
        live.row = row
        live.players = {s.seat: s.user_id for s in await self.storage.seats(row.id)}

    def _info(self, live: _Live) -> GameInfo:
        row, game = live.row, live.game
        seats = tuple(game.seats(row.options))
        return GameInfo(
            id=row.id,
            key=row.game_key,
            title=game.title,
            scenario=row.scenario,
            options=dict(row.options),
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            parent_channel_id=row.parent_channel_id,
            status=row.status,
            owner_id=row.owner_id,
            hidden=game.hidden_information,
            version=row.version,
            result=row.result,
            seats=seats,
            players=dict(live.players),
            labels={s: game.seat_label(s) for s in seats},
            reminder_hours=row.reminder_hours,
            reminder_limit=row.reminder_limit,
        )

    # --- finding games ------------------------------------------------------------------------

    async def info(self, game_id: int) -> GameInfo:
        return self._info(await self._live(game_id))

    async def game_in(self, channel_id: int, *, include_ended: bool = False) -> GameInfo:
        """The game played in this channel or thread (the latest one when ended games count too)."""
        statuses = () if include_ended else LIVE_STATUSES
        rows = await self.storage.find_games(channel_id=channel_id, statuses=statuses)
        if rows:
            return await self.info(rows[-1].id)
        raise NoGameHere(await self._no_game_message(channel_id))

    async def _no_game_message(self, channel_id: int) -> str:
        rows = [
            r
            for r in await self.storage.find_games(statuses=LIVE_STATUSES)
            if r.parent_channel_id == channel_id
        ]
        if rows:
            links = ", ".join(f"<#{r.channel_id}>" for r in rows[:10])
            return f"No game is played in this channel itself; its game threads: {links}."
        return "There is no game in this channel. Start one with `/game new`."

    async def list_games(self, guild_id: int) -> list[GameInfo]:
        rows = await self.storage.find_games(guild_id=guild_id, statuses=LIVE_STATUSES)
        return [await self.info(r.id) for r in rows]

    # --- the lobby ----------------------------------------------------------------------------

    def check_new(
        self, key: str, scenario: str | None, options_text: str | None, seat: str | None = None
    ) -> tuple[Game[Any], str, dict[str, str]]:
        """The game, scenario and resolved options of a ``/game new``; raises SetupError naming the fault."""
        game = engine.find_game(key)
        scenario = scenario or next(iter(game.scenarios))
        if scenario not in game.scenarios:
            raise SetupError(
                f"{game.title} has no scenario {scenario!r} (scenarios: {', '.join(game.scenarios)})"
            )
        options = game.resolve_options(parse_options(options_text))
        seats = game.seats(options)
        if seat is not None and seat not in seats:
            raise SetupError(f"{game.title} has no seat {seat!r} here (seats: {', '.join(seats)})")
        return game, scenario, options

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        parent_channel_id: int | None,
        owner_id: int,
        key: str,
        scenario: str | None,
        options_text: str | None,
        seat: str | None = None,
    ) -> GameInfo:
        """A new game in the lobby, owned by ``owner_id`` (who takes ``seat`` when one is given)."""
        _, scenario, options = self.check_new(key, scenario, options_text, seat)
        await self.check_channel_free(channel_id)
        row = await self.storage.create_game(
            NewGame(
                guild_id,
                channel_id,
                parent_channel_id,
                key,
                scenario,
                options,
                self._seed(),
                owner_id,
                self.clock.now(),
            )
        )
        if seat is not None:
            await self.storage.set_seat(row.id, seat, owner_id)
        self._cache[row.id] = await self._load(row)
        return await self.info(row.id)

    async def check_channel_free(self, channel_id: int) -> None:
        """Raise unless a new game may be played in this channel (one unfinished game per channel)."""
        if await self.storage.find_games(channel_id=channel_id, statuses=LIVE_STATUSES):
            raise LobbyError(
                "This channel already has a game; finish or abandon it, or create one in a thread."
            )

    async def join(self, game_id: int, user_id: int, seat: str | None) -> str:
        """Seat ``user_id`` (at ``seat``, or a random free one); return the seat. Active games take substitutes."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            info = self._info(live)
            if info.status not in LIVE_STATUSES:
                raise LobbyError(f"{info.name} is {info.status}; nobody can join it.")
            free = info.free_seats()
            if seat is None:
                if not free:
                    raise LobbyError(f"Every seat of {info.name} is taken.")
                seat = self._picker.choice(free)
            elif seat not in info.seats:
                raise LobbyError(f"{info.title} has no seat {seat!r} (seats: {', '.join(info.seats)})")
            elif seat not in free:
                raise LobbyError(f"{info.labels[seat]} is already taken by <@{info.players[seat]}>.")
            await self.storage.set_seat(game_id, seat, user_id)
            await self._refresh(live)
            return seat

    async def leave(self, game_id: int, user_id: int) -> list[str]:
        """Free every seat ``user_id`` holds; return them."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            info = self._info(live)
            seats = info.seats_of(user_id)
            if not seats:
                raise NotSeated(f"You hold no seat in {info.name}.")
            if info.status not in LIVE_STATUSES:
                raise LobbyError(f"{info.name} is {info.status}.")
            await self.storage.free_seats(game_id, seats)
            await self._refresh(live)
            return seats

    async def check_start(self, game_id: int, user_id: int, is_admin: bool) -> GameInfo:
        """The game, if ``user_id`` may start it now; raises naming what is missing otherwise."""
        info = await self.info(game_id)
        self._require_admin(info, user_id, is_admin, "start the game")
        if info.status != "lobby":
            raise LobbyError(
                f"{info.name} has already started."
                if info.status == "active"
                else f"{info.name} is {info.status}."
            )
        free = info.free_seats()
        if free:
            names = ", ".join(info.labels[s] for s in free)
            raise LobbyError(
                f"Seats still free: {names}. Players take them with `/game join` (one player may hold several)."
            )
        return info

    async def start(self, game_id: int, user_id: int, is_admin: bool, *, shuffle: bool = False) -> GameInfo:
        """Set the game up from its seed and make it active (seats shuffled first when asked)."""
        async with self._locks[game_id]:
            info = await self.check_start(game_id, user_id, is_admin)
            live = await self._live(game_id)
            if shuffle:
                users = [info.players[s] for s in info.seats]
                self._picker.shuffle(users)
                await self.storage.assign_seats(game_id, dict(zip(info.seats, users, strict=True)))
                await self._refresh(live)
                info = self._info(live)
            state = live.game.setup(live.row.seed, live.row.scenario, live.row.options)
            seating = "; ".join(f"{info.labels[s]}: <@{info.players[s]}>" for s in info.seats)
            now = self.clock.now()
            entry = Entry(
                "start",
                0,
                user_id=user_id,
                log=[_note(f"The game begins. {seating}."), *state.log],
                created_at=now,
            )
            await self._commit(live, entry, "active", state, reminder_due=now + info.reminder_hours * HOUR)
            return self._info(live)

    # --- play ---------------------------------------------------------------------------------

    async def act(
        self, game_id: int, user_id: int, text: str, *, seat: str | None = None, version: int | None = None
    ) -> Action:
        """Carry out ``text`` for the user's seat that must act; return the action taken.

        ``version`` (from a button) must still be the game's version, or ``StaleBoard`` is raised.
        Rules mistakes raise ``RulesError`` subclasses and change nothing.
        """
        async with self._locks[game_id]:
            live = await self._live(game_id)
            if version is not None and version != live.row.version:
                raise StaleBoard(game_id)
            state = self._active_state(live)
            seat = self._acting_seat(live, user_id, seat)
            action = choose_action(live.game.legal_actions(state, seat), text)
            work = live.game.clone(state)
            written = live.game.apply(work, seat, action)
            result = live.game.result(work)
            now = self.clock.now()
            entry = Entry(
                "play",
                work.step,
                seat,
                action.verb,
                action.arg,
                action.label,
                user_id,
                written,
                created_at=now,
            )
            if result is None:
                await self._commit(
                    live, entry, "active", work, reminder_due=now + live.row.reminder_hours * HOUR
                )
            else:
                await self._commit(live, entry, "finished", work, result=result_text(live.game, result))
            return action

    def _active_state(self, live: _Live) -> GameState:
        info = self._info(live)
        if live.state is None or info.status != "active":
            status = {"lobby": "has not started yet (`/game start`)"}.get(info.status, f"is {info.status}")
            raise LobbyError(f"{info.name} {status}.")
        return live.state

    def _acting_seat(self, live: _Live, user_id: int, seat: str | None) -> str:
        info = self._info(live)
        mine = info.seats_of(user_id)
        if not mine:
            raise NotSeated(f"You hold no seat in {info.name}; anyone may watch, only players act.")
        if seat is not None:
            if seat not in mine:
                raise NotSeated(
                    f"You do not hold the seat {seat!r} (yours: {', '.join(info.labels[s] for s in mine)})."
                )
            return seat
        assert live.state is not None
        acting = [s for s in mine if s in live.game.to_act(live.state)]
        if len(acting) == 1:
            return acting[0]
        if acting:
            names = ", ".join(info.labels[s] for s in acting)
            raise NotYourTurnError(
                f"Several of your seats must act ({names}); choose one with the `seat` option."
            )
        waiting = ", ".join(info.labels[s] for s in live.game.to_act(live.state)) or "nobody"
        raise NotYourTurnError(f"It is not your turn in {info.name}: waiting for {waiting}.")

    async def turn(self, game_id: int, user_id: int, seat: str | None = None) -> SeatTurn:
        """The caller's seat that must act now, with its prompt (for /play without an action)."""
        live = await self._live(game_id)
        state = self._active_state(live)
        chosen = self._acting_seat(live, user_id, seat)
        return SeatTurn(chosen, live.game.seat_label(chosen), user_id, live.game.prompt(state, chosen))

    def choices(self, game_id: int, user_id: int, seat: str | None = None) -> list[Action]:
        """The caller's legal actions now, for autocomplete (empty instead of an error)."""
        live = self._cache.get(game_id)
        if live is None or live.state is None or live.row.status != "active":
            return []
        info = self._info(live)
        seats = [seat] if seat in info.seats_of(user_id) else info.seats_of(user_id)
        return [a for s in seats for a in live.game.legal_actions(live.state, s)]

    async def concede(self, game_id: int, user_id: int) -> GameInfo:
        """The caller's seats concede, which ends the game."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            state = self._active_state(live)
            info = self._info(live)
            seats = info.seats_of(user_id)
            if not seats:
                raise NotSeated(f"You hold no seat in {info.name}.")
            names = ", ".join(info.labels[s] for s in seats)
            text = f"{names} (<@{user_id}>) concede{'s' if len(seats) == 1 else ''}. The game is over."
            entry = Entry(
                "concede",
                state.step,
                ",".join(seats),
                user_id=user_id,
                log=[_note(text)],
                created_at=self.clock.now(),
            )
            await self._commit(live, entry, "finished", None, result=f"{names} conceded.")
            return self._info(live)

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> GameInfo:
        """End the game without a result (owner or Manage Channels)."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            info = self._info(live)
            self._require_admin(info, user_id, is_admin, "abandon the game")
            if info.status not in LIVE_STATUSES:
                raise LobbyError(f"{info.name} is already {info.status}.")
            step = live.state.step if live.state else 0
            note = _note(f"<@{user_id}> abandoned the game.")
            entry = Entry("abandon", step, user_id=user_id, log=[note], created_at=self.clock.now())
            await self._commit(live, entry, "abandoned", None, result="Abandoned.")
            return self._info(live)

    async def _commit(
        self,
        live: _Live,
        entry: Entry,
        status: str,
        state: GameState | None,
        *,
        result: str | None = None,
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
            await self.storage.commit(change)
        except VersionConflict:
            self._cache.pop(live.row.id, None)
            raise RulesError(
                "The game changed at the same moment; look at the board and try again."
            ) from None
        if state is not None:
            live.state = state
        await self._refresh(live)

    @staticmethod
    def _require_admin(info: GameInfo, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != info.owner_id and not is_admin:
            raise NotAllowed(
                f"Only the owner (<@{info.owner_id}>) or a member with Manage Channels may {what}."
            )

    # --- undo ---------------------------------------------------------------------------------

    async def request_undo(self, game_id: int, user_id: int) -> UndoOutcome:
        """Take back the last action: at once when the engine allows it, else ask the other players."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            state = self._active_state(live)
            info = self._info(live)
            mine = info.seats_of(user_id)
            if not mine:
                raise NotSeated(f"You hold no seat in {info.name}.")
            last = await self.storage.last_play(game_id)
            if last is None:
                raise RulesError("There is nothing to take back yet.")
            others = tuple(u for u in info.users() if u != user_id)
            label = _public_action(live.game, last)
            if not others or (state.undoable and last.seat in mine):
                await self._undo(live, last, user_id, ())
                return UndoOutcome("done", self._info(live), label, user_id)
            request = UndoRequest(game_id, info.version, user_id, others, (), self.clock.now())
            await self.storage.put_undo_request(request)
            return UndoOutcome("vote", info, label, user_id, others, others)

    async def vote_undo(self, game_id: int, user_id: int, version: int, approve: bool) -> UndoOutcome:
        """Count one player's vote on the open undo request of ``version``."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            request = await self.storage.get_undo_request(game_id)
            if request is None or request.version != version or live.row.version != version:
                raise StaleBoard(
                    game_id, "This undo request is closed: the game moved on, or it was decided."
                )
            last = await self.storage.last_play(game_id)
            assert last is not None
            info = self._info(live)
            label = _public_action(live.game, last)
            if user_id not in request.voters and not (user_id == request.requested_by and not approve):
                raise NotAllowed("Only the other players vote on this undo (the asker may withdraw it).")
            if not approve:
                await self.storage.delete_undo_request(game_id)
                return UndoOutcome("refused", info, label, request.requested_by, request.voters, by=user_id)
            approvals = tuple(sorted({*request.approvals, user_id}))
            waiting = tuple(u for u in request.voters if u not in approvals)
            if waiting:
                await self.storage.put_undo_request(
                    UndoRequest(
                        game_id, version, request.requested_by, request.voters, approvals, request.created_at
                    )
                )
                return UndoOutcome(
                    "pending", info, label, request.requested_by, request.voters, waiting, by=user_id
                )
            await self._undo(live, last, request.requested_by, approvals)
            return UndoOutcome(
                "done", self._info(live), label, request.requested_by, request.voters, by=user_id
            )

    async def _undo(self, live: _Live, last: Entry, user_id: int, approved_by: tuple[int, ...]) -> None:
        state = await self._rebuild(live, last.step - 1)
        assert state is not None
        how = f" (approved by {', '.join(f'<@{u}>' for u in approved_by)})" if approved_by else ""
        note = _note(f"↩ <@{user_id}> took back {_public_action(live.game, last)}{how}.")
        now = self.clock.now()
        entry = Entry("undo", state.step, last.seat, last.verb, last.arg, last.label, user_id, [note], now)
        due = now + live.row.reminder_hours * HOUR
        await self._commit(live, entry, "active", state, undo_seq=last.seq, reminder_due=due)

    # --- announcements ------------------------------------------------------------------------

    async def announcement(self, game_id: int) -> Announcement | None:
        """What happened since the last announcement of the game (None: nothing)."""
        live = await self._live(game_id)
        await self._refresh(live)
        row, game, state = live.row, live.game, live.state
        if row.announced_version >= row.version:
            return None
        entries = await self.storage.entries(game_id, after_seq=row.announced_version)
        written = [e for entry in entries for e in entry.log]
        info = self._info(live)
        public_view = game.view(state, None) if state is not None else None
        return Announcement(
            info=info,
            version=row.version,
            lines=public_lines(written),
            turns=self._turns(live) if row.status == "active" else [],
            status=game.status(state) if state is not None else row.status,
            public_view=public_view,
            private=await self._private_updates(live, written, public_view),
            finished=row.result if row.status in ("finished", "abandoned") else None,
        )

    def _turns(self, live: _Live) -> list[SeatTurn]:
        assert live.state is not None
        return [
            SeatTurn(
                seat, live.game.seat_label(seat), live.players.get(seat), live.game.prompt(live.state, seat)
            )
            for seat in live.game.to_act(live.state)
        ]

    async def _private_updates(
        self, live: _Live, written: list[LogEntry], public_view: View | None
    ) -> list[PrivateUpdate]:
        if not live.game.hidden_information or live.state is None or public_view is None:
            return []
        updates = []
        for row in await self.storage.seats(live.row.id):
            view = live.game.view(live.state, row.seat)
            digest = view_hash(private_part(view, public_view))
            lines = seat_lines(written, row.seat)
            if lines or digest != row.view_hash:
                updates.append(
                    PrivateUpdate(row.seat, live.game.seat_label(row.seat), row.user_id, lines, view, digest)
                )
        return updates

    async def mark_announced(self, game_id: int, version: int) -> None:
        await self.storage.mark_announced(game_id, version)

    async def mark_delivered(self, game_id: int, update: PrivateUpdate) -> None:
        """Record that a seat's private view reached its player (by DM, or a notice to use /hand)."""
        await self.storage.set_view_hash(game_id, update.seat, update.view_hash)

    # --- what players may look at -------------------------------------------------------------

    async def public_view(self, game_id: int) -> tuple[GameInfo, View | None, str]:
        """The public view and status line of a game (view None before the start)."""
        live = await self._live(game_id)
        info = self._info(live)
        if live.state is None:
            return info, None, f"In the lobby: {len(info.players)}/{len(info.seats)} seats taken."
        return info, live.game.view(live.state, None), live.game.status(live.state)

    async def remember_message(self, game_id: int, kind: str, ref: MessageRef) -> None:
        """Note where the bot posted the game's latest ``board``, ``prompt`` or ``undo_vote``."""
        await self.storage.set_message(game_id, kind, ref)

    async def latest_board(self, game_id: int) -> MessageRef | None:
        """Where the game's latest board was posted."""
        return await self.storage.get_message(game_id, "board")

    async def hand(self, game_id: int, user_id: int) -> list[HandView]:
        """Each of the caller's seats: private view, recent private log lines, prompt if it must act."""
        live = await self._live(game_id)
        info = self._info(live)
        seats = info.seats_of(user_id)
        if not seats:
            raise NotSeated(f"You hold no seat in {info.name}.")
        state = live.state
        if state is None:
            raise LobbyError(f"{info.name} has not started yet.")
        entries = await self.storage.entries(game_id, limit=50)
        written = [e for entry in entries if not entry.undone for e in entry.log]
        acting = live.game.to_act(state) if info.status == "active" else []
        return [
            HandView(
                seat,
                info.labels[seat],
                live.game.view(state, seat),
                seat_lines(written, seat)[-10:],
                SeatTurn(seat, info.labels[seat], user_id, live.game.prompt(state, seat))
                if seat in acting
                else None,
            )
            for seat in seats
        ]

    async def log_page(self, game_id: int, end: int | None, count: int) -> LogPage:
        """Entries ``end - count + 1 .. end`` of the game's log (the newest when ``end`` is None), in words."""
        live = await self._live(game_id)
        version = live.row.version
        end = version if end is None else max(min(end, version), min(count, version))
        entries = await self.storage.entries(game_id, after_seq=end - count, before_seq=end + 1)
        lines = [line for entry in entries for line in self._entry_lines(live, entry)]
        return LogPage(lines, end, count, older=end - count > 0, newer=end < version)

    @staticmethod
    def _entry_lines(live: _Live, entry: Entry) -> list[str]:
        shown = public_lines(entry.log)
        if entry.kind != "play":
            return [f"`#{entry.seq}` {line}" for line in shown]
        taken_back = " *(taken back)*" if entry.undone else ""
        head = f"`#{entry.seq}` {_public_action(live.game, entry, bold=True)}{taken_back}"
        return [head, *(f"> {line}" for line in shown)]

    def rules(self, key: str) -> Game[Any]:
        return engine.find_game(key)

    # --- settings, DMs and reminders ----------------------------------------------------------

    async def settings(
        self, game_id: int, user_id: int, is_admin: bool, hours: float | None, limit: int | None
    ) -> GameInfo:
        """Change the reminder delay and the number of reminders before the stall notice."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            info = self._info(live)
            self._require_admin(info, user_id, is_admin, "change the settings")
            hours = info.reminder_hours if hours is None else hours
            limit = info.reminder_limit if limit is None else limit
            await self.storage.update_settings(game_id, hours, limit)
            reminder = await self.storage.get_reminder(game_id)
            if reminder is not None:
                await self.storage.set_reminder(game_id, self.clock.now() + hours * HOUR, reminder.sent)
            await self._refresh(live)
            return self._info(live)

    async def dm_blocked(self, user_id: int) -> bool:
        status = await self.storage.dm_status(user_id)
        return bool(status and status.blocked)

    async def dm_channel(self, user_id: int) -> int | None:
        status = await self.storage.dm_status(user_id)
        return status.channel_id if status else None

    async def set_dm(self, user_id: int, *, channel_id: int | None = None, blocked: bool) -> None:
        await self.storage.set_dm_status(user_id, channel_id, blocked, self.clock.now())

    async def due_reminders(self) -> list[ReminderDue]:
        """Active games whose turn reminder is due now."""
        due = []
        for reminder in await self.storage.due_reminders(self.clock.now()):
            live = await self._live(reminder.game_id)
            if live.row.status != "active":
                await self.storage.set_reminder(reminder.game_id, None, reminder.sent)
                continue
            stalled = reminder.sent >= live.row.reminder_limit
            due.append(
                ReminderDue(
                    self._info(live), self._turns(live), reminder.waiting_since, reminder.sent, stalled
                )
            )
        return due

    async def reminded(self, reminder: ReminderDue) -> None:
        """Count a reminder sent (or retire it after the stall notice)."""
        if reminder.stalled:
            await self.storage.set_reminder(reminder.info.id, None, reminder.sent)
            return
        due = self.clock.now() + reminder.info.reminder_hours * HOUR
        await self.storage.set_reminder(reminder.info.id, due, reminder.sent + 1)

    async def snooze(self, game_id: int, user_id: int, version: int) -> float:
        """Move the next reminder to ``SNOOZE_HOURS`` from now; return its time."""
        async with self._locks[game_id]:
            live = await self._live(game_id)
            if live.row.version != version:
                raise StaleBoard(game_id, "That reminder is out of date: the game has moved on.")
            turn_users = {t.user_id for t in self._turns(live)} if live.state else set()
            if user_id not in turn_users:
                raise NotAllowed("Only a player who must act can put the reminder off.")
            reminder = await self.storage.get_reminder(game_id)
            if reminder is None:
                raise RulesError("There is no reminder to put off.")
            due = self.clock.now() + SNOOZE_HOURS * HOUR
            await self.storage.set_reminder(game_id, due, reminder.sent)
            return due
