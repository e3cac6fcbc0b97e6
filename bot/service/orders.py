"""Standing orders: each member's answers, per game, to the prompts the bot may answer without them.

A member may order, for one game, that reaction windows of some kinds are always passed and that
forced steps (one public action) are taken; or order the same for every game of a title they play
(``everywhere``), which the bot follows in each such game where they gave none of the game's own. After every change that leaves seats to act (a play, the
start, an undo, a seat taken over, new orders), while a seat to act is held by a member whose orders
answer its prompt, the bot carries that answer out at once, under the same lock, before anything is
announced: the table hears of the turn where somebody is really asked.

The answer comes from ``engine.core.standing_answer`` alone, which reads the prompt's public flags
(``window``, ``decline``, ``forced``) and never the hand, so an answer given by standing order is the
same whatever the player holds. Such a play is stored with ``auto = ORDERS`` under its holder's id;
an undo takes it back together with the decision it followed (``bot.service.undo``).

Timing (issue 21 §4, noted, not done): an answer by standing order is given at once, while a
player's own answer takes them a while. Since a window is asked by DM alone and the table hears of
it with the next post, the others see only when play came back to them: at once tells that orders
answered (they are the same whatever the hand, so no card is told), and a player's own slow or quick
answer may still tell something of their hand. Passing a window after a delay drawn like the
player's own answers (or holding every window answer to one shape of delay) would hide both; it
needs a timer that survives restarts (``bot.chat.clocks``) and is left for later.

The answers are given by ``bot.service.answers`` (``Answers.give``, the play path's last step); here,
the members' commands: their orders, and the owner's choice of the seats the AI plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot import limits
from bot.errors import LobbyError, NotSeated
from bot.service.answers import Answers, orders_for
from bot.service.control import AI_LEVELS
from bot.service.news import News
from bot.service.records import GameInfo, Outcome
from bot.service.seats import Life
from bot.service.table import Table
from bot.service.tables import Tables, require_admin
from bot.storage import LIVE_STATUSES
from engine.core import Msg, RulesError, StandingOrders


@dataclass(frozen=True, slots=True)
class OrdersView:
    """A member's standing orders for a game, with the kinds of window the game has."""

    info: GameInfo
    orders: StandingOrders
    kinds: tuple[str, ...]  # ``Game.window_kinds``, in the game's order
    everywhere: bool = False  # the member's orders for every game of the title, not this game's
    # after a change: what it did in each game that follows the orders, read under that game's lock
    # (the answers given at once, told as any change is)
    answered: tuple[Outcome, ...] = ()


class Orders:
    """Members' standing orders, and the seats the owner gives the AI; ``answers`` gives at once the
    answers a change makes due."""

    def __init__(self, tables: Tables, answers: Answers, news: News) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.answers = answers
        self.news = news

    async def of(self, game_id: int, user_id: int, *, everywhere: bool = False) -> OrdersView:
        """The orders the bot follows for the member in the game (none set: no orders), or
        (``everywhere``) those for every game of its title; they must hold a seat in it."""
        table = await self.tables.get(game_id)
        info = self._check_orders(table, user_id)
        orders = (await orders_for(self.storage, table, everywhere=everywhere)).get(user_id, StandingOrders())
        return OrdersView(info, orders, tuple(table.game.window_kinds), everywhere)

    async def set(
        self,
        game_id: int,
        user_id: int,
        orders: StandingOrders | None = None,
        *,
        passes: frozenset[str] | None = None,
        forced: bool | None = None,
        everywhere: bool = False,
    ) -> OrdersView:
        """Set the member's orders for the game, or (``everywhere``) for every game of its title they
        play (kinds the title does not have are left out), and give at once the answers they now give
        in each game that follows them. Either ``orders`` whole, or a change of ``passes`` or
        ``forced`` to the orders they hold, read under the game's lock, so two changes sent at once
        both hold. What it answered in each game comes back with it (``OrdersView.answered``)."""
        async with self.tables.held(game_id) as table:
            self._check_orders(table, user_id)
            before = table.row.version
            if orders is None:
                held = await orders_for(self.storage, table, everywhere=everywhere)
                current = held.get(user_id, StandingOrders())
                orders = StandingOrders(
                    passes if passes is not None else current.passes,
                    forced if forced is not None else current.forced,
                )
            kinds = tuple(table.game.window_kinds)
            orders = StandingOrders(orders.passes & frozenset(kinds), orders.forced)
            if everywhere:
                await self.storage.set_member_orders(user_id, table.row.game_key, orders, self.clock.now())
            else:
                await self.storage.set_orders(game_id, user_id, orders, self.clock.now())
            if table.row.status == "active":
                await self.answers.give(table)
            here = await self.news.outcome(table, before)
        others = await self._answer_elsewhere(table, user_id) if everywhere else ()
        return OrdersView(here.info, orders, kinds, everywhere, (here, *others))

    async def _answer_elsewhere(self, done: Table, user_id: int) -> tuple[Outcome, ...]:
        """The member's other active games of the title: the answers their orders for every game of
        it now give there (each under its own lock); returns what they did in each."""
        games = []
        for row in await self.storage.find_games(statuses=("active",)):
            if row.id == done.row.id or row.game_key != done.row.game_key:
                continue
            async with self.tables.held(row.id) as table:
                if user_id in table.players.values() and table.row.status == "active":
                    before = table.row.version
                    await self.answers.give(table)
                    games.append(await self.news.outcome(table, before))
        return tuple(games)

    def _check_orders(self, table: Table, user_id: int) -> GameInfo:
        info = table.info()
        if info.status not in LIVE_STATUSES:
            raise LobbyError(
                Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}"))
            )
        if not info.seats_of(user_id):
            raise NotSeated(Msg("bot-error-not-seated", game=info.name))
        return info

    async def check_bot_seat(
        self, game_id: int, user_id: int, is_admin: bool, seat: str, played: bool, level: str | None = None
    ) -> None:
        """Raise as ``mark_bot_seat`` would, from the game as last loaded, without waiting for its
        lock: what refuses it privately before the interaction is acknowledged (it checks again)."""
        self._bot_seat_level(await self.tables.get(game_id), user_id, is_admin, seat, played, level)

    def _bot_seat_level(
        self, table: Table, user_id: int, is_admin: bool, seat: str, played: bool, level: str | None
    ) -> str:
        """The level the AI would play ``seat`` at; raises when ``user_id`` may not give it or take it off."""
        info = table.info()
        require_admin(info, user_id, is_admin, "bot-error-owner-settings")
        if info.status not in LIVE_STATUSES:
            raise LobbyError(
                Msg("bot-error-game-ended", game=info.name, status=Msg(f"bot-status-{info.status}"))
            )
        if seat not in info.seats:
            seats = tuple(f"`{s}`" for s in info.seats)
            raise RulesError(
                Msg("bot-error-no-seat", game=table.game.title, seat=limits.excerpt(seat), seats=seats)
            )
        if played and seat in info.players:
            raise LobbyError(
                Msg("bot-error-ai-seat-held", seat=info.seat_ref(seat), player=f"<@{info.players[seat]}>")
            )
        level = level or Life.of(info.settings).ai_level
        if level not in AI_LEVELS:
            raise RulesError(Msg("bot-error-ai-level", level=limits.excerpt(level), levels=AI_LEVELS))
        return level

    async def mark_bot_seat(
        self,
        game_id: int,
        user_id: int,
        is_admin: bool,
        seat: str,
        played: bool,
        level: str | None = None,
    ) -> Outcome:
        """Give the AI ``seat`` (at ``level``, else the game's default) or take it off; owner or
        Manage Channels, in the lobby or in play. The seat must have no player: a vacant one, or one
        whose player left or was unseated at a deadline; a member who takes it later sends the AI
        away. The AI plays it at once if it must act. Returns what the change did (what the table is
        told of the answers standing orders gave at once), read under the game's lock."""
        async with self.tables.held(game_id) as table:
            info, before = table.info(), table.row.version
            level = self._bot_seat_level(table, user_id, is_admin, seat, played, level)
            life = Life.of(info.settings).with_ai(seat, level if played else None)
            await self.storage.set_life(game_id, {**info.settings, **life.to_settings()})
            await self.tables.refresh(table)
            if table.row.status == "active":
                await self.answers.give(table)
            return await self.news.outcome(table, before, seats=(seat,))
