"""Turn clocks, declared absences and lobby expiry: the owner's clock settings (``Life``) at work.

A game with a turn deadline gives each seat that must act ``deadline_hours`` from the moment the game
began waiting (its latest change), plus the time its player was away on a declared absence overlapping
that wait. When a deadline passes, the reminders loop first posts a last reminder; one reminder
interval later, per ``on_deadline``: ``remind`` leaves it there, ``pass`` answers the late players'
reaction windows by ``engine.core.standing_answer`` alone (leak-safe: the prompt's public flags), and
``owner`` asks the owner to open the late player's seats or to end the game with their side
conceding (only when every player of that side is late). Nothing here reads a hand or a hidden fact:
who must act, the prompt's public flags and the clock decide.

Which step of a wait's deadline was taken is kept per game version in the ``meta`` table
(``clock:<game>``), so a restart neither repeats nor skips a step; any change of the game starts a
new wait.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from bot import notes
from bot.errors import LobbyError, NotSeated, StaleBoard
from bot.service.answers import Answers
from bot.service.ending import concession
from bot.service.news import News
from bot.service.records import GameInfo, Outcome
from bot.service.seats import DEADLINE_CHOICES, ON_DEADLINE, Life, side_seats, sides_of
from bot.service.table import HOUR, Table, carry_out
from bot.service.tables import Tables, require_admin
from bot.storage import LIVE_STATUSES, Absence, Entry
from bot.text import mention
from engine.core import Action, Msg, RulesError, StandingOrders, standing_answer

Due = TypeVar("Due")
log = logging.getLogger(__name__)

DAY = 24 * HOUR
AWAY_LIMIT = 60  # days: the longest absence limit an owner may set
LOBBY_LIMIT = 2160  # hours (90 days): the longest lobby expiry an owner may set
LOBBY_NOTICE = DAY  # the lobby's notice comes this long before it closes (half its time, if shorter)
MAX_PASSES = 50  # windows passed in one round for one game (a guard; the rules end every chain)
STAGE_KEY = "clock:{game}"
LOBBY_KEY = "clock-lobby:{game}"


@dataclass(frozen=True, slots=True)
class ClockChoice:
    """What ``/game settings`` changes of a game's clocks (None keeps a setting)."""

    deadline_hours: int | None = None
    on_deadline: str | None = None
    away_days: int | None = None
    lobby_hours: int | None = None


@dataclass(frozen=True, slots=True)
class SeatClock:
    """The clock of a seat that must act: its deadline, or (``deadline`` None) paused by an absence."""

    seat: str
    user_id: int
    deadline: float | None
    away_until: float | None = None


class DeadlineKind(StrEnum):
    REMIND = "remind"  # the deadline passed: a last reminder
    PASSED = "passed"  # reaction windows were passed for the late players
    OWNER = "owner"  # the owner is asked what to do
    AI = "ai"  # the late players' seats were given to the AI


@dataclass(frozen=True, slots=True)
class DeadlineDue:
    info: GameInfo
    kind: DeadlineKind
    late: tuple[SeatClock, ...]  # the seats past their deadline
    next_step: float = 0.0  # REMIND: when the game's setting acts (``on_deadline``)
    windows: bool = False  # REMIND: a late seat is asked a reaction window (what ``pass`` answers)
    passed: int = 0  # PASSED: how many windows were passed
    concede: tuple[str, ...] = ()  # OWNER: the side's seats that may concede ((): only open seats)
    told: Outcome | None = None  # PASSED: what the passes did, read under the game's lock


@dataclass(frozen=True, slots=True)
class LobbyDue:
    info: GameInfo
    closes: float
    closed: bool  # False: the notice before closing
    told: Outcome | None = None  # closed: what the table is told of it, read under the game's lock


class OwnerChoice(StrEnum):
    OPEN = "o"  # open the late player's seats for a replacement
    CONCEDE = "c"  # end the game, the late player's side conceding
    WAIT = "w"  # keep waiting


def _overlap(absence: Absence, start: float, end: float) -> float:
    return max(0.0, min(absence.until, end) - max(absence.since, start))


class Clocks:
    """Turn clocks, absences, deadlines and lobby expiry; ``answers`` gives what a change makes due."""

    def __init__(self, tables: Tables, answers: Answers, news: News) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.answers = answers
        self.news = news

    # --- settings -----------------------------------------------------------------------------

    async def choose(
        self,
        game_id: int,
        user_id: int,
        is_admin: bool,
        choice: ClockChoice,
    ) -> GameInfo:
        """Change the game's clock settings (owner or Manage Channels)."""
        async with self.tables.held(game_id) as table:
            info = table.info()
            self._refuse_choice(info, user_id, is_admin, choice)
            old = Life.of(info.settings)
            life = dataclasses.replace(
                old,
                deadline_hours=old.deadline_hours if choice.deadline_hours is None else choice.deadline_hours,
                on_deadline=old.on_deadline if choice.on_deadline is None else choice.on_deadline,
                away_days=old.away_days if choice.away_days is None else choice.away_days,
                lobby_hours=old.lobby_hours if choice.lobby_hours is None else choice.lobby_hours,
            )
            await self.storage.set_life(game_id, {**info.settings, **life.to_settings()})
            await self.tables.refresh(table)
            return table.info()

    async def check_choice(self, game_id: int, user_id: int, is_admin: bool, choice: ClockChoice) -> None:
        """Raise as ``choose`` would, from the game as last loaded, without waiting for its lock:
        what refuses ``/game settings`` privately before it is acknowledged (``choose`` checks again)."""
        self._refuse_choice((await self.tables.get(game_id)).info(), user_id, is_admin, choice)

    @staticmethod
    def _refuse_choice(info: GameInfo, user_id: int, is_admin: bool, choice: ClockChoice) -> None:
        """Only the owner or an admin, and each setting given among its choices or within its range."""
        require_admin(info, user_id, is_admin, "bot-error-owner-settings")
        if choice.deadline_hours is not None and choice.deadline_hours not in DEADLINE_CHOICES:
            raise RulesError(Msg("bot-clock-error-setting", setting="deadline_hours"))
        if choice.on_deadline is not None and choice.on_deadline not in ON_DEADLINE:
            raise RulesError(Msg("bot-clock-error-setting", setting="on_deadline"))
        if choice.away_days is not None and not 0 <= choice.away_days <= AWAY_LIMIT:
            raise RulesError(Msg("bot-clock-error-setting", setting="away_days"))
        if choice.lobby_hours is not None and not 0 <= choice.lobby_hours <= LOBBY_LIMIT:
            raise RulesError(Msg("bot-clock-error-setting", setting="lobby_hours"))

    # --- clocks -------------------------------------------------------------------------------

    async def of_seats(self, game_id: int) -> dict[str, SeatClock]:
        """The clock of each seated seat that must act now (none without a deadline or out of play)."""
        table = await self.tables.get(game_id)
        return await self._clocks(table)

    async def _clocks(self, table: Table) -> dict[str, SeatClock]:
        life = Life.of(table.row.settings)
        if not life.deadline_hours or table.row.status != "active" or table.state is None:
            return {}
        now = self.clock.now()
        since = await self._waiting_since(table)
        away = {a.user_id: a for a in await self.storage.absences(table.row.id)}
        clocks = {}
        for seat in table.game.to_act(table.state):
            user_id = table.players.get(seat)
            if user_id is None:
                continue
            absence = away.get(user_id)
            if absence is not None and absence.since <= now < absence.until:
                clocks[seat] = SeatClock(seat, user_id, None, absence.until)
                continue
            paused = _overlap(absence, since, now) if absence is not None else 0.0
            clocks[seat] = SeatClock(seat, user_id, since + life.deadline_hours * HOUR + paused)
        return clocks

    async def _late(self, table: Table) -> tuple[SeatClock, ...]:
        """The seats past their deadline now."""
        now = self.clock.now()
        return tuple(
            c for c in (await self._clocks(table)).values() if c.deadline is not None and c.deadline <= now
        )

    async def _waiting_since(self, table: Table) -> float:
        """When the game began waiting for the seats that must act: its latest change, or the moment
        the owner opened a late player's seats since then (a new holder's clock starts afresh)."""
        latest = await self.storage.entries(table.row.id, limit=1)
        changed = latest[-1].created_at if latest else table.row.updated_at
        stage = await self._stage(table)
        return max(changed, float(stage.get("since", changed)))

    async def _stage(self, table: Table) -> dict[str, float | str]:
        """Where the current wait's deadline stands (empty: nothing done since the game last changed)."""
        stage: dict[str, float | str] = json.loads(
            await self.storage.get_meta(STAGE_KEY.format(game=table.row.id)) or "{}"
        )
        return stage if stage.get("version") == table.row.version else {}

    async def _asked(self, table: Table) -> list[int]:
        """The late players the owner was asked about in the current wait, and has not answered for."""
        raw = await self.storage.get_meta(STAGE_KEY.format(game=table.row.id))
        stage = json.loads(raw or "{}")
        if stage.get("version") != table.row.version:
            return []
        return [int(u) for u in stage.get("asked", [])]

    # --- absences -----------------------------------------------------------------------------

    async def check_away(self, game_id: int, user_id: int, days: int) -> None:
        """Raise as ``declare_away`` would, from the game as last loaded, without waiting for its
        lock: what refuses an absence privately before the interaction is acknowledged
        (``declare_away`` checks again)."""
        self._refuse_away((await self.tables.get(game_id)).info(), user_id, days)

    @staticmethod
    def _refuse_away(info: GameInfo, user_id: int, days: int) -> None:
        """Only a seated player of a live game, for ``days`` within the game's ``away_days``."""
        if not info.seats_of(user_id):
            raise NotSeated(Msg("bot-error-not-seated", game=info.name))
        if info.status not in LIVE_STATUSES:
            raise LobbyError(
                Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}"))
            )
        limit = Life.of(info.settings).away_days
        if not limit:
            raise RulesError(Msg("bot-clock-error-no-absences", game=info.name))
        if days < 1 or days > limit:
            raise RulesError(Msg("bot-clock-error-too-long", days=days, limit=limit, game=info.name))

    async def declare_away(self, game_id: int, user_id: int, days: int) -> Absence:
        """A player's absence of ``days`` days from now, within the game's ``away_days``."""
        async with self.tables.held(game_id) as table:
            self._refuse_away(table.info(), user_id, days)
            now = self.clock.now()
            absence = Absence(game_id, user_id, now, now + days * DAY)
            await self.storage.set_absence(absence)
            table.absences[user_id] = absence
            return absence

    async def check_back(self, game_id: int, user_id: int) -> float:
        """Raise as ``come_back`` would, from the absences the table holds, without waiting for its
        lock: what refuses ``/game back`` privately before it is acknowledged. Returns the moment
        checked, which ``come_back`` is given."""
        now = self.clock.now()
        self._running(await self.tables.get(game_id), user_id, now)
        return now

    @staticmethod
    def _running(table: Table, user_id: int, at: float) -> Absence:
        """The member's absence that runs at ``at``; raises when there is none."""
        found = table.absences.get(user_id)
        if found is None or not found.since <= at < found.until:
            raise RulesError(Msg("bot-clock-error-not-away"))
        return found

    async def come_back(self, game_id: int, user_id: int, checked: float | None = None) -> None:
        """End the player's absence now (the time it lasted stays added to their deadline); their
        next reminder is one reminder interval away. ``checked``: the moment ``check_back`` found it
        running (an absence that ran out since then is over all the same: no refusal after that)."""
        async with self.tables.held(game_id) as table:
            now = self.clock.now()
            found = self._running(table, user_id, now if checked is None else checked)
            ended = dataclasses.replace(found, until=min(found.until, now))
            await self.storage.set_absence(ended)
            table.absences[user_id] = ended
            reminder = await self.storage.get_reminder(game_id)
            if reminder is not None:  # reminders paused meanwhile: the next one an interval from now
                await self.storage.set_reminder(game_id, self.tables.next_reminder(table), reminder.sent)

    # --- deadlines ----------------------------------------------------------------------------

    async def due_deadlines(self) -> list[DeadlineDue]:
        """The next step of every passed deadline that is due now (passes are carried out here)."""
        return await self._each("active", lambda life: life.deadline_hours, self._deadline_step, "deadline")

    async def _each(
        self,
        status: str,
        setting: Callable[[Life], int],
        step: Callable[[Table], Awaitable[Due | None]],
        what: str,
    ) -> list[Due]:
        """``step`` for every game of ``status`` whose ``setting`` is on, under its lock; a game that
        fails is logged and left out, so it never holds up the others."""
        due = []
        for row in await self.storage.find_games(statuses=(status,)):
            if not setting(Life.of(row.settings)):
                continue
            try:
                async with self.tables.lock(row.id):
                    found = await step(await self.tables.get(row.id))
            except Exception:
                log.exception("the %s of game %s could not be handled", what, row.id)
                continue
            if found is not None:
                due.append(found)
        return due

    async def _deadline_step(self, table: Table) -> DeadlineDue | None:
        now = self.clock.now()
        late = await self._late(table)
        if not late:
            return None
        life, info = Life.of(table.row.settings), table.info()
        stage = await self._stage(table)
        if stage.get("stage", "opened") == "opened":
            next_step = now + table.row.reminder_hours * HOUR
            await self._set_stage(table, "reminded", next_step, stage.get("since"))
            windows = bool(self._window_answers(table, {c.seat for c in late}))
            return DeadlineDue(info, DeadlineKind.REMIND, late, next_step=next_step, windows=windows)
        if stage["stage"] != "reminded" or now < float(stage["at"]) or life.on_deadline == "remind":
            return None
        asked = sorted({c.user_id for c in late}) if life.on_deadline == "owner" else []
        await self._set_stage(table, "done", now, stage.get("since"), asked)
        if life.on_deadline == "pass":
            before = table.row.version
            passed = await self._pass_windows(table, {c.seat for c in late})
            if not passed:
                return None
            told = await self.news.outcome(table, before)
            return DeadlineDue(info, DeadlineKind.PASSED, late, passed=passed, told=told)
        if life.on_deadline == "ai":
            await self._seat_the_ai(table, [c.seat for c in late])
            return DeadlineDue(info, DeadlineKind.AI, late)
        return DeadlineDue(info, DeadlineKind.OWNER, late, concede=self._conceding(info, late))

    async def _set_stage(
        self,
        table: Table,
        stage: str,
        at: float,
        since: float | str | None = None,
        asked: list[int] | None = None,
    ) -> None:
        """``asked``: the late players the owner was asked about (and may still answer for)."""
        record: dict[str, float | str | list[int]] = {"version": table.row.version, "stage": stage, "at": at}
        if since is not None:
            record["since"] = since
        if asked:
            record["asked"] = asked
        await self.storage.set_meta(STAGE_KEY.format(game=table.row.id), json.dumps(record))

    async def _seat_the_ai(self, table: Table, seats: list[str]) -> None:
        """The late players leave these seats and the AI plays them (at the game's level) until a
        member takes them; it starts at once where they must act."""
        info = table.info()
        life = Life.of(info.settings)
        for seat in seats:
            life = life.with_ai(seat, life.ai_level)
        await self.storage.set_life(table.row.id, {**info.settings, **life.to_settings()})
        await self.storage.free_seats(table.row.id, seats)
        await self.tables.refresh(table)
        await self.answers.give(table)

    async def _pass_windows(self, table: Table, seats: set[str]) -> int:
        """Answer the late seats' reaction windows as an "always pass" standing order would, and
        nothing else (a decision that is not a window keeps waiting); returns how many."""
        passed = 0
        while passed < MAX_PASSES and table.state is not None and table.row.status == "active":
            answers = self._window_answers(table, seats)
            if not answers:
                break
            seat, action = answers[0]
            await carry_out(table, self.clock.now(), seat, action, None)
            await self.answers.give(table)  # the other players' standing orders, as after any play
            passed += 1
        return passed

    @staticmethod
    def _window_answers(table: Table, seats: set[str]) -> list[tuple[str, Action]]:
        """The passes an "always pass" standing order gives now for these seats' reaction windows
        (read from the prompts' public flags alone)."""
        if table.state is None or table.row.status != "active":
            return []
        orders = StandingOrders(frozenset(table.game.window_kinds), forced=False)
        return [
            (seat, action)
            for seat in table.game.to_act(table.state)
            if seat in seats and (action := standing_answer(table.prompt(seat), orders)) is not None
        ]

    @staticmethod
    def _conceding(info: GameInfo, late: tuple[SeatClock, ...]) -> tuple[str, ...]:
        """The seats of the late players' side when every player of that side is late (else ())."""
        late_users = {c.user_id for c in late}
        sides = {s for u in late_users for s in sides_of(info, u)}
        if len(sides) != 1:
            return ()
        (side,) = sides
        seats = tuple(side_seats(info, side))
        players = {info.players[s] for s in seats if s in info.players}
        return seats if players <= late_users else ()

    async def owner_choice(
        self, game_id: int, user_id: int, is_admin: bool, version: int, late_user: int, choice: OwnerChoice
    ) -> Outcome:
        """Carry out the owner's answer about a late player at ``version``; returns what it did: the
        seats opened (OPEN) or conceded (CONCEDE: the game ended, told with it) as ``Outcome.seats``,
        read under the game's lock."""
        async with self.tables.held(game_id) as table:
            info = table.info()
            require_admin(info, user_id, is_admin, "bot-clock-error-owner")
            table.active_state()
            seats = tuple(info.seats_of(late_user))
            asked = await self._asked(table)
            if table.row.version != version or not seats or late_user not in asked:
                raise StaleBoard(game_id, Msg("bot-clock-error-stale"))  # only what the owner was asked
            if choice is OwnerChoice.WAIT:
                return Outcome(info, (), 0, [], None, None)
            side = self._conceding(info, await self._late(table)) if choice is OwnerChoice.CONCEDE else ()
            if not side:  # a partner still plays: the side goes on, the late player's seats open
                await self.storage.free_seats(game_id, seats)
                await self.tables.refresh(table)
                now = self.clock.now()
                await self._set_stage(table, "opened", now, now, [u for u in asked if u != late_user])
                return Outcome(table.info(), (), 0, [], None, None, seats=seats)
            assert table.state is not None
            note = notes.note(
                Msg(
                    "bot-clock-log-conceded",
                    seats=info.seat_refs(list(side)),
                    player=mention(late_user),
                    owner=mention(user_id),
                )
            )
            entry = Entry(
                "concede",
                table.state.step,
                ",".join(side),
                user_id=None,
                log=[note],
                created_at=self.clock.now(),
            )
            await table.commit(entry, "finished", None, result=concession(info, side))
            return await self.news.outcome(table, version, seats=side)

    # --- lobbies ------------------------------------------------------------------------------

    async def due_lobbies(self) -> list[LobbyDue]:
        """Lobbies whose notice is due (once), and lobbies past their time, closed here."""
        return await self._each("lobby", lambda life: life.lobby_hours, self._lobby_step, "lobby")

    async def _lobby_step(self, table: Table) -> LobbyDue | None:
        """The notice comes ``LOBBY_NOTICE`` (or half the lobby's time) before it closes, and the lobby
        never closes sooner than that after its notice (lobbies older than a new setting included)."""
        if table.row.status != "lobby":
            return None
        hours = Life.of(table.row.settings).lobby_hours
        now, lead = self.clock.now(), min(LOBBY_NOTICE, hours * HOUR / 2)
        closes = table.row.created_at + hours * HOUR
        key = LOBBY_KEY.format(game=table.row.id)
        noticed = await self.storage.get_meta(key)
        if noticed is None:
            if now < closes - lead:
                return None
            await self.storage.set_meta(key, str(now))
            return LobbyDue(table.info(), max(closes, now + lead), False)
        if now < max(closes, float(noticed) + lead):
            return None
        note = notes.note(Msg("bot-clock-log-lobby-closed", hours=hours))
        entry = Entry("abandon", 0, log=[note], created_at=now)
        before = table.row.version
        await table.commit(entry, "abandoned", None, result=notes.abandonment())
        told = await self.news.outcome(table, before)
        return LobbyDue(told.info, now, True, told)
