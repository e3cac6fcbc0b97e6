"""The lobby: opening a game, taking and leaving seats, starting, settings, abandoning."""

from __future__ import annotations

from collections.abc import Sequence

from bot import limits, notes
from bot.errors import LobbyError, NotSeated
from bot.service.answers import Answers
from bot.service.control import AI_LEVELS, DEFAULT_LEVEL
from bot.service.news import News
from bot.service.records import GameInfo, Outcome
from bot.service.seats import Life, crosses_sides
from bot.service.table import AnyGame, Table
from bot.service.tables import Tables, require_admin
from bot.storage import LIVE_STATUSES, Entry, MessageRef, NewGame
from engine import find_game
from engine.core import Msg, SetupError, parse_options
from engine.core.commitment import commitment


class Lobby:
    """A game's lobby: opened, joined and left, started, set, abandoned."""

    def __init__(self, tables: Tables, answers: Answers, news: News) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.answers = answers
        self.news = news

    def check_new(
        self, key: str, scenario: str | None, options_text: str | None, seat: str | None = None
    ) -> tuple[AnyGame, str, dict[str, str]]:
        """The game, scenario and resolved options of a ``/game new``; raises SetupError naming the fault."""
        game = find_game(key)
        scenario = game.check_scenario(scenario)
        options = game.resolve_options(parse_options(options_text or ""))
        seats = game.seats(options)
        if seat is not None and seat not in seats:
            raise SetupError(
                Msg(
                    "bot-error-no-seat",
                    game=game.title,
                    seat=limits.excerpt(seat),
                    seats=tuple(f"`{s}`" for s in seats),
                )
            )
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
        language: str = "en",
        name: str | None = None,
        ai: Sequence[str] = (),
        ai_level: str = DEFAULT_LEVEL,
    ) -> GameInfo:
        """A new game in the lobby, owned by ``owner_id`` (who takes ``seat`` when one is given), the
        AI playing the seats ``ai`` (``*``: every seat but the owner's) at ``ai_level``."""
        game, scenario, options = self.check_new(key, scenario, options_text, seat)
        life = Life()
        for ai_seat in self.check_ai_seats(game, options, seat, ai, ai_level):
            life = life.with_ai(ai_seat, ai_level)
        async with self.tables.channel_lock(channel_id):  # checked and opened together: one game a channel
            await self.check_channel_free(channel_id)
            new = NewGame(
                guild_id,
                channel_id,
                parent_channel_id,
                key,
                scenario,
                options,
                self.tables.seed(),
                owner_id,
                self.clock.now(),
                language,
                self.tables.salt(),
                name=name,
            )
            row = await self.storage.create_game(new)
        if life.bot_seats:
            await self.storage.set_life(row.id, life.to_settings())
        if seat is not None:
            await self.storage.set_seat(row.id, seat, owner_id)
        table = await self.tables.load(row)
        self.tables.add(table)
        await self.tables.refresh(table)  # the settings just written (the AI's seats)
        return table.info()

    @staticmethod
    def check_ai_seats(
        game: AnyGame, options: dict[str, str], seat: str | None, ai: Sequence[str], level: str
    ) -> tuple[str, ...]:
        """The seats of ``/game new``'s ``ai:`` (``*``: every seat but the owner's); raises naming the
        fault (an unknown seat or level, the owner's own seat, or no seat left for a person)."""
        seats = game.seats(options)
        if not ai:
            return ()
        if level not in AI_LEVELS:
            raise SetupError(Msg("bot-error-ai-level", level=limits.excerpt(level), levels=AI_LEVELS))
        chosen = [s for s in seats if s != seat] if "*" in ai else list(dict.fromkeys(ai))
        for found in chosen:
            if found not in seats:
                listed = tuple(f"`{s}`" for s in seats)
                raise SetupError(
                    Msg("bot-error-no-seat", game=game.title, seat=limits.excerpt(found), seats=listed)
                )
        if seat in chosen or len(chosen) >= len(seats):
            raise SetupError(Msg("bot-error-ai-every-seat"))
        return tuple(s for s in seats if s in chosen)

    async def check_channel_free(self, channel_id: int) -> None:
        """Raise unless a new game may be played in this channel (one unfinished game per channel)."""
        if await self.storage.find_games(channel_id=channel_id, statuses=LIVE_STATUSES):
            raise LobbyError(Msg("bot-error-channel-busy"))

    async def check_join(self, game_id: int, user_id: int, seat: str | None) -> None:
        """Raise as ``join`` would, from the game as last loaded, without waiting for its lock: what
        refuses a join privately before the interaction is acknowledged (``join`` checks again)."""
        self._check_join(await self.tables.get(game_id), user_id, seat)

    def _check_join(self, table: Table, user_id: int, seat: str | None) -> None:
        info = table.info()
        if info.status not in LIVE_STATUSES:
            raise LobbyError(
                Msg("bot-error-join-closed", game=info.name, status=Msg(f"bot-status-{info.status}"))
            )
        if seat is None and info.seats_of(user_id):  # a second seat only by name (a join sent twice)
            raise LobbyError(Msg("bot-guard-join-seated", seats=info.seat_refs(info.seats_of(user_id))))
        if seat is None:
            if not info.free_seats():
                raise LobbyError(Msg("bot-error-seats-full", game=info.name))
            return
        if seat not in info.seats:
            seats = tuple(f"`{s}`" for s in info.seats)
            raise LobbyError(
                Msg("bot-error-no-seat", game=table.game.title, seat=limits.excerpt(seat), seats=seats)
            )
        if seat not in info.open_seats():
            raise LobbyError(
                Msg("bot-error-seat-taken", seat=info.seat_ref(seat), player=f"<@{info.players[seat]}>")
            )
        if self._refuses_side(info, user_id, seat):
            theirs = info.seat_refs(info.seats_of(user_id))
            raise LobbyError(Msg("bot-error-other-side", seat=info.seat_ref(seat), yours=theirs))

    async def join(self, game_id: int, user_id: int, seat: str | None) -> Outcome:
        """Seat ``user_id`` (at ``seat``, or a random free one); active games take substitutes. Returns
        what it did: the seat taken (``Outcome.seats``) and what the table is told (in play, the
        answers the new holder's standing orders gave at once), read under the game's lock."""
        async with self.tables.held(game_id) as table:
            info, before = table.info(), table.row.version
            self._check_join(table, user_id, seat)
            if seat is None:
                free = info.free_seats()
                fitting = [s for s in free if not self._refuses_side(info, user_id, s)]
                seat = self.tables.picker.choice(fitting or free)
                self._check_join(table, user_id, seat)  # a seat of the other side only: refused
            if seat in info.ai_seats:  # the AI leaves the moment a person takes its seat
                life = Life.of(info.settings).with_ai(seat, None)
                await self.storage.set_life(game_id, {**info.settings, **life.to_settings()})
            await self.storage.set_seat(game_id, seat, user_id)
            await self.tables.refresh(table)
            if info.status == "active":  # the new holder's standing orders may answer at once
                await self.answers.give(table)
            return await self.news.outcome(table, before, seats=(seat,))

    async def posted(self, game_id: int, kind: str) -> MessageRef | None:
        """Where the bot posted the game's message of ``kind`` (None: nowhere yet)."""
        return await self.storage.get_message(game_id, kind)

    @staticmethod
    def _refuses_side(info: GameInfo, user_id: int, seat: str) -> bool:
        """A member holds seats of one side only: always where something is hidden (they would read
        both sides' secrets); in a no-secrets game in play, unless the owner allows it."""
        if not crosses_sides(info, user_id, seat):
            return False
        return info.hidden or (info.status == "active" and not Life.of(info.settings).cross_sides)

    async def check_leave(self, game_id: int, user_id: int) -> None:
        """Raise as ``leave`` would, from the game as last loaded, without waiting for its lock: what
        refuses a leave privately before the interaction is acknowledged (``leave`` checks again)."""
        self._leaving((await self.tables.get(game_id)).info(), user_id)

    @staticmethod
    def _leaving(info: GameInfo, user_id: int) -> list[str]:
        """The seats ``user_id`` would free by leaving; raises when they may not leave."""
        seats = info.seats_of(user_id)
        if not seats:
            raise NotSeated(Msg("bot-error-not-seated", game=info.name))
        if info.status not in LIVE_STATUSES:
            raise LobbyError(
                Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}"))
            )
        return seats

    async def leave(self, game_id: int, user_id: int) -> list[str]:
        """Free every seat ``user_id`` holds; return them."""
        async with self.tables.held(game_id) as table:
            seats = self._leaving(table.info(), user_id)
            await self.storage.free_seats(game_id, seats)
            await self.tables.refresh(table)
            return seats

    async def check_start(self, game_id: int, user_id: int, is_admin: bool) -> GameInfo:
        """The game, if ``user_id`` may start it now; raises naming what is missing otherwise."""
        info = await self.tables.info(game_id)
        require_admin(info, user_id, is_admin, "bot-error-owner-start")
        if info.status == "active":
            raise LobbyError(Msg("bot-error-already-started", game=info.name))
        if info.status != "lobby":
            raise LobbyError(
                Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}"))
            )
        free = info.free_seats()
        if free:
            raise LobbyError(Msg("bot-error-seats-free", seats=info.seat_refs(free)))
        return info

    async def start(self, game_id: int, user_id: int, is_admin: bool, *, shuffle: bool = False) -> Outcome:
        """Set the game up from its seed and make it active (seats shuffled first when asked); returns
        what the table is told of it (with the answers standing orders gave at once), read under the
        game's lock."""
        async with self.tables.lock(game_id):
            info = await self.check_start(game_id, user_id, is_admin)
            table = await self.tables.get(game_id)
            if shuffle:
                users = [info.players[s] for s in info.seats]
                self.tables.picker.shuffle(users)
                await self.storage.assign_seats(game_id, dict(zip(info.seats, users, strict=True)))
                await self.tables.refresh(table)
                info = table.info()
            state = table.game.setup(table.row.seed, table.row.scenario, table.row.options)
            seating = notes.seating(info.key, info.seats, info.players)
            seating += [notes.ai_seated(info.key, s, level) for s, level in info.ai_seats.items()]
            row = table.row
            promise = [notes.committed(commitment(row.game_key, row.seed, row.salt))] if row.salt else []
            log = [notes.note(notes.begin()), *map(notes.note, [*seating, *promise]), *state.log]
            entry = Entry("start", 0, user_id=user_id, log=log, created_at=self.clock.now())
            before = table.row.version
            await table.commit(entry, "active", state, reminder_due=self.tables.next_reminder(table))
            await self.answers.give(table)
            return await self.news.outcome(table, before)

    async def settings(
        self,
        game_id: int,
        user_id: int,
        is_admin: bool,
        hours: float | None,
        limit: int | None,
        language: str | None = None,
    ) -> GameInfo:
        """Change the reminder delay, the number of reminders before the stall notice, and the
        language of the game's channel posts."""
        async with self.tables.held(game_id) as table:
            info = table.info()
            require_admin(info, user_id, is_admin, "bot-error-owner-settings")
            hours = info.reminder_hours if hours is None else hours
            limit = info.reminder_limit if limit is None else limit
            language = info.language if language is None else language
            await self.storage.update_settings(game_id, hours, limit, language)
            await self.tables.refresh(table)
            reminder = await self.storage.get_reminder(game_id)
            if reminder is not None:
                await self.storage.set_reminder(game_id, self.tables.next_reminder(table), reminder.sent)
            return table.info()

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outcome:
        """End the game without a result (owner or Manage Channels); returns what the table is told
        of it, read under the game's lock."""
        async with self.tables.held(game_id) as table:
            info = table.info()
            require_admin(info, user_id, is_admin, "bot-error-owner-abandon")
            if info.status not in LIVE_STATUSES:
                raise LobbyError(
                    Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}"))
                )
            step = table.state.step if table.state else 0
            note = notes.note(notes.abandoned(user_id))
            entry = Entry("abandon", step, user_id=user_id, log=[note], created_at=self.clock.now())
            before = table.row.version
            await table.commit(entry, "abandoned", None, result=notes.abandonment())
            return await self.news.outcome(table, before)
