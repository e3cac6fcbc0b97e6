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
needs a timer that survives restarts (``bot.clocks``) and is left for later.

The same loop starts the stand-in: a seat the owner marked as played by the bot (``Life.bot_seats``)
is played, while nobody holds it, by the service's ``stand_in`` (``bot.service.thinking``: the AI in
a process pool, or any agent) from that seat's ``Info`` alone. Its thinking takes seconds, so it is
not done under the lock: one background task per game asks the stand-in, then takes the lock, checks
that the game is still at the version it thought about (else it thinks again on what the game now
is: nothing is played twice, nor on a stale state), and plays through ``_carry_out`` like any play,
stored with ``auto = STAND_IN`` and no member; the other players' standing orders follow as after
any play, and ``on_stand_in`` (the delivery's announcement) tells the table. A restart in the middle
of the AI's turn loses only the thinking: ``resume_stand_ins`` (each background round) asks again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import partial

from bot import limits
from bot.errors import LobbyError, NotSeated
from bot.rows import ORDERS, STAND_IN
from bot.service.control import AI_LEVELS, ByAI, ByOrders, Controller, ai_seats, controller
from bot.service.play import Play
from bot.service.records import GameInfo
from bot.service.seats import Life
from bot.service.table import Table
from bot.service.thinking import StandIn
from bot.storage import LIVE_STATUSES
from engine.core import Action, Msg, RulesError, StandingOrders

log = logging.getLogger(__name__)

MAX_ANSWERS = 10_000  # a guard: no game asks this many questions in a row that orders answer


@dataclass(frozen=True, slots=True)
class OrdersView:
    """A member's standing orders for a game, with the kinds of window the game has."""

    info: GameInfo
    orders: StandingOrders
    kinds: tuple[str, ...]  # ``Game.window_kinds``, in the game's order
    everywhere: bool = False  # the member's orders for every game of the title, not this game's
    answered: tuple[int, ...] = ()  # after a change: the games whose answers it may have given


def followed(
    seated: set[int], own: dict[int, StandingOrders], everywhere: dict[int, StandingOrders]
) -> dict[int, StandingOrders]:
    """The orders the bot follows in a game for its seated members: the game's own, else the
    member's for every game of the title."""
    return {u: own[u] if u in own else everywhere[u] for u in seated if u in own or u in everywhere}


class Orders(Play):
    stand_in: StandIn | None = None  # the AI (``bot.service.thinking``); None: bot seats wait
    on_stand_in: Callable[[int], Awaitable[object]] | None = None  # after the stand-in played in a game

    async def standing_orders(self, game_id: int, user_id: int, *, everywhere: bool = False) -> OrdersView:
        """The orders the bot follows for the member in the game (none set: no orders), or
        (``everywhere``) those for every game of its title; they must hold a seat in it."""
        table = await self._table(game_id)
        info = self._check_orders(table, user_id)
        orders = (await self._orders_for(table, everywhere=everywhere)).get(user_id, StandingOrders())
        return OrdersView(info, orders, tuple(table.game.window_kinds), everywhere)

    async def set_standing_orders(
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
        both hold."""
        async with self._held(game_id) as table:
            self._check_orders(table, user_id)
            if orders is None:
                held = await self._orders_for(table, everywhere=everywhere)
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
                await self._answer_for_players(table)
            info = table.info()
        others = await self._answer_elsewhere(table, user_id) if everywhere else ()
        return OrdersView(info, orders, kinds, everywhere, (game_id, *others))

    async def _answer_elsewhere(self, done: Table, user_id: int) -> tuple[int, ...]:
        """The member's other active games of the title: the answers their orders for every game of
        it now give there (each under its own lock); returns those games."""
        games = []
        for row in await self.storage.find_games(statuses=("active",)):
            if row.id == done.row.id or row.game_key != done.row.game_key:
                continue
            async with self._held(row.id) as table:
                if user_id in table.players.values() and table.row.status == "active":
                    await self._answer_for_players(table)
                    games.append(row.id)
        return tuple(games)

    async def _orders_for(self, table: Table, *, everywhere: bool = False) -> dict[int, StandingOrders]:
        """The orders followed in the game for each seated member (``everywhere``: their orders for
        every game of the title, whether or not the game's own come first)."""
        seated = set(table.players.values())
        titled = await self.storage.member_orders(table.row.game_key)
        if everywhere:
            return {u: o for u, o in titled.items() if u in seated}
        return followed(seated, await self.storage.orders(table.row.id), titled)

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
        self._bot_seat_level(await self._table(game_id), user_id, is_admin, seat, played, level)

    def _bot_seat_level(
        self, table: Table, user_id: int, is_admin: bool, seat: str, played: bool, level: str | None
    ) -> str:
        """The level the AI would play ``seat`` at; raises when ``user_id`` may not give it or take it off."""
        info = table.info()
        self._require_admin(info, user_id, is_admin, "bot-error-owner-settings")
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
    ) -> GameInfo:
        """Give the AI ``seat`` (at ``level``, else the game's default) or take it off; owner or
        Manage Channels, in the lobby or in play. The seat must have no player: a vacant one, or one
        whose player left or was unseated at a deadline; a member who takes it later sends the AI
        away. The AI plays it at once if it must act."""
        async with self._held(game_id) as table:
            info = table.info()
            level = self._bot_seat_level(table, user_id, is_admin, seat, played, level)
            life = Life.of(info.settings).with_ai(seat, level if played else None)
            await self.storage.set_life(game_id, {**info.settings, **life.to_settings()})
            await self._refresh(table)
            if table.row.status == "active":
                await self._answer_for_players(table)
            return table.info()

    async def _answer_for_players(self, table: Table) -> None:
        """The play path after every change: while a seat to act is answered by its holder's standing
        orders, carry that answer out (under the game's lock, which the caller holds); then, if the AI
        answers a seat to act, set it thinking (``bot.service.control`` decides who answers)."""
        orders = await self._orders_for(table)
        for _ in range(MAX_ANSWERS):
            found = self._standing_answer(table, orders)
            if found is None:
                break
            seat, user_id, action = found
            await self._carry_out(table, seat, action, user_id, auto=ORDERS)
        if self._stand_in_seat(table) is not None:
            self._start_thinking(table.row.id)

    def _controllers(
        self, table: Table, orders: dict[int, StandingOrders] | None = None
    ) -> list[tuple[str, Controller]]:
        """Each seat to act with whoever answers it now (``orders`` None: none followed)."""
        if table.state is None or table.row.status != "active":
            return []
        state = table.state
        ai = ai_seats(table.row.settings, table.players) if self.stand_in is not None else {}
        return [
            (seat, controller(seat, partial(table.prompt, seat), table.players, orders or {}, ai))
            for seat in table.game.to_act(state)
        ]

    def _standing_answer(
        self, table: Table, orders: dict[int, StandingOrders]
    ) -> tuple[str, int, Action] | None:
        """The first seat to act whose holder's standing orders answer it: seat, holder, answer."""
        if not any(orders.values()):
            return None
        return next(
            (
                (seat, c.user_id, c.action)
                for seat, c in self._controllers(table, orders)
                if isinstance(c, ByOrders)
            ),
            None,
        )

    def _stand_in_seat(self, table: Table) -> tuple[str, str] | None:
        """The first seat to act that the AI plays (when a stand-in is installed), and its level."""
        if not table.row.settings.get("bot_seats"):
            return None
        return next(((seat, c.level) for seat, c in self._controllers(table) if isinstance(c, ByAI)), None)

    def _start_thinking(self, game_id: int) -> None:
        """One background task per game plays its bot seats (none started while one runs)."""
        task = self._thinking.get(game_id)
        if task is None or task.done():
            self._thinking[game_id] = asyncio.create_task(self._stand_in_turns(game_id), name=f"ai-{game_id}")

    async def _stand_in_turns(self, game_id: int) -> None:
        """Think, off the loop and outside the lock, for each bot seat to act; play the answer under
        the lock only if the game did not move meanwhile (else think again)."""
        played = False
        try:
            for _ in range(MAX_ANSWERS):
                if self.stand_in is None:
                    break
                table = await self._table(game_id)
                found = self._stand_in_seat(table)
                if found is None or table.state is None:
                    break
                (seat, level), version = found, table.row.version
                notation = await self.stand_in.think(
                    table.row.game_key, game_id, table.state.to_json(), seat, level
                )
                async with self._held(game_id) as table:
                    if table.row.version != version or self._stand_in_seat(table) != found:
                        continue  # the game moved while the AI thought: its answer is dropped
                    assert table.state is not None
                    legal = table.game.legal_actions(table.state, seat)
                    action = next(a for a in legal if a.notation() == notation)
                    await self._carry_out(table, seat, action, None, auto=STAND_IN)
                    played = True
                    await self._answer_for_players(table)  # others' orders; this task goes on
        except Exception:  # the next background round asks again
            log.exception("the stand-in of game %s failed", game_id)
        finally:
            if self._thinking.get(game_id) is asyncio.current_task():
                del self._thinking[game_id]
        if played and self.on_stand_in is not None:
            try:
                await self.on_stand_in(game_id)
            except Exception:  # the reminders' round announces what is left
                log.exception("announcing the stand-in's plays in game %s failed", game_id)

    async def resume_stand_ins(self) -> int:
        """Set thinking every active game whose bot seat must act and that nobody thinks for (after
        a restart); returns how many."""
        started = 0
        for row in await self.storage.find_games(statuses=("active",)):
            task = self._thinking.get(row.id)
            if (task is None or task.done()) and self._stand_in_seat(await self._table(row.id)) is not None:
                self._start_thinking(row.id)
                started += 1
        return started

    async def stop_stand_ins(self) -> None:
        """Stop every stand-in's thinking (shutdown): what it thought is lost, and asked again after
        the restart (``resume_stand_ins``)."""
        tasks = [t for t in self._thinking.values() if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def stand_ins_idle(self) -> None:
        """Wait until no stand-in is thinking (tests; shutdown)."""
        while tasks := [t for t in self._thinking.values() if not t.done()]:
            await asyncio.gather(*tasks, return_exceptions=True)
