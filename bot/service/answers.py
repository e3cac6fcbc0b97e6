"""Who answers for players without asking them, after every change that leaves seats to act: their
standing orders at once, under the game's lock, and the AI in the background.

``give`` is the play path's last step after any change (a play, the start, an undo, a seat taken
over, new orders): while a seat to act is held by a member whose standing orders answer its prompt
(``engine.core.standing_answer``, from the prompt's public flags alone), that answer is carried out
at once, stored with ``auto = ORDERS`` under its holder's id (an undo takes it back with the
decision it followed, ``bot.service.undo``); then, where the AI plays a seat to act
(``bot.service.control`` decides who answers a seat), it is set thinking.

The AI's thinking takes seconds, so it is not done under the lock: one background task per game
asks the ``stand_in`` (``bot.service.thinking``), then takes the lock, checks that the game is still
at the version it thought about (else it thinks again on what the game now is: nothing is played
twice, nor on a stale state), and plays through ``carry_out`` like any play, stored with
``auto = STAND_IN`` and no member; the players' standing orders follow as after any play, and
``on_stand_in`` (the delivery's ``tell``) tells the table the ``Outcome`` of its last play, read under
the lock it was played under, like any decision's (``News.outcome``). A restart in the middle of the AI's
turn loses only the thinking: ``resume`` (each background round) asks again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from functools import partial

from bot.rows import ORDERS, STAND_IN
from bot.service.control import ByAI, ByOrders, Controller, ai_seats, controller
from bot.service.news import News
from bot.service.records import Outcome
from bot.service.table import Table, carry_out
from bot.service.tables import Tables
from bot.service.thinking import StandIn
from bot.storage import Storage
from engine.core import Action, StandingOrders

log = logging.getLogger(__name__)

MAX_ANSWERS = 10_000  # a guard: no game asks this many questions in a row that orders answer


def followed(
    seated: set[int], own: dict[int, StandingOrders], everywhere: dict[int, StandingOrders]
) -> dict[int, StandingOrders]:
    """The orders the bot follows in a game for its seated members: the game's own, else the
    member's for every game of the title."""
    return {u: own[u] if u in own else everywhere[u] for u in seated if u in own or u in everywhere}


async def orders_for(
    storage: Storage, table: Table, *, everywhere: bool = False
) -> dict[int, StandingOrders]:
    """The orders followed in the game for each seated member (``everywhere``: their orders for
    every game of the title, whether or not the game's own come first)."""
    seated = set(table.players.values())
    titled = await storage.member_orders(table.row.game_key)
    if everywhere:
        return {u: o for u, o in titled.items() if u in seated}
    return followed(seated, await storage.orders(table.row.id), titled)


class Answers:
    """The answers the bot gives for players: by their standing orders, and by the AI."""

    def __init__(self, tables: Tables, news: News) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.news = news
        self.stand_in: StandIn | None = None  # the AI (``bot.service.thinking``); None: its seats wait
        # after the AI played in a game: what its plays did, to tell the table
        self.on_stand_in: Callable[[Outcome], Awaitable[object]] | None = None
        self._thinking: dict[int, asyncio.Task[None]] = {}  # per game: its stand-in at work

    async def give(self, table: Table) -> None:
        """The play path after every change: while a seat to act is answered by its holder's standing
        orders, carry that answer out (under the game's lock, which the caller holds); then, if the AI
        answers a seat to act, set it thinking (``bot.service.control`` decides who answers)."""
        orders = await orders_for(self.storage, table)
        for _ in range(MAX_ANSWERS):
            found = self._standing_answer(table, orders)
            if found is None:
                break
            seat, user_id, action = found
            await carry_out(table, self.clock.now(), seat, action, user_id, auto=ORDERS)
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
        the lock only if the game did not move meanwhile (else think again); once the AI hands on,
        tell what its plays did, read under the lock of the last (cut short by an error, the
        background round tells it: ``News.owed``)."""
        played: Outcome | None = None
        before: int | None = None
        try:
            for _ in range(MAX_ANSWERS):
                if self.stand_in is None:
                    break
                table = await self.tables.get(game_id)
                found = self._stand_in_seat(table)
                if found is None or table.state is None:
                    break
                (seat, level), version = found, table.row.version
                notation = await self.stand_in.think(
                    table.row.game_key, game_id, table.state.to_json(), seat, level
                )
                async with self.tables.held(game_id) as table:
                    if table.row.version != version or self._stand_in_seat(table) != found:
                        continue  # the game moved while the AI thought: its answer is dropped
                    assert table.state is not None
                    legal = table.game.legal_actions(table.state, seat)
                    action = next(a for a in legal if a.notation() == notation)
                    before = version if before is None else before
                    await carry_out(table, self.clock.now(), seat, action, None, auto=STAND_IN)
                    await self.give(table)  # others' orders; this task goes on
                    if self._stand_in_seat(table) is None:  # the AI hands on: what its plays did
                        played = await self.news.outcome(table, before)
        except Exception:  # the next background round asks again
            log.exception("the stand-in of game %s failed", game_id)
        finally:
            if self._thinking.get(game_id) is asyncio.current_task():
                del self._thinking[game_id]
        if played is not None and self.on_stand_in is not None:
            try:
                await self.on_stand_in(played)
            except Exception:  # the reminders' round announces what is left
                log.exception("announcing the stand-in's plays in game %s failed", game_id)

    async def resume(self) -> int:
        """Set thinking every active game whose bot seat must act and that nobody thinks for (after
        a restart); returns how many."""
        started = 0
        for row in await self.storage.find_games(statuses=("active",)):
            task = self._thinking.get(row.id)
            if (task is None or task.done()) and self._stand_in_seat(
                await self.tables.get(row.id)
            ) is not None:
                self._start_thinking(row.id)
                started += 1
        return started

    async def stop(self) -> None:
        """Stop every stand-in's thinking (shutdown): what it thought is lost, and asked again after
        the restart (``resume``)."""
        tasks = [t for t in self._thinking.values() if not t.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def idle(self) -> None:
        """Wait until no stand-in is thinking (tests; shutdown)."""
        while tasks := [t for t in self._thinking.values() if not t.done()]:
            await asyncio.gather(*tasks, return_exceptions=True)
