"""Every change that may leave the table something to hear is one call down and one outcome back, as a
play is (``tests/bot/test_play_path.py``): a seat taken, the start, new standing orders, the AI given a
seat and its plays, an abandon, the owner's answer to a passed deadline, the clocks' steps (windows
passed, a lobby closed) and what a crash left unannounced. Each enters the service once for the change
and never again to find out what it did: what the table is told comes back with the change, read under
the game's lock.

Before (main at 585c01f) each of them acted, then asked the service what had happened
(``delivery.announce`` → ``news.announcement``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable
from typing import TypeVar

import pytest

from bot.service import GameService
from bot.service.thinking import InProcess
from engine.examples.duel import Duel
from fakediscord import User
from fakediscord.waiting import eventually
from tests.bot.conftest import EN
from tests.bot.e2e import Table, button_ids, text_of
from tests.bot.test_e2e_clocks import HOUR, N1815_SEED, bot_of, clocked, duel_here, round_, script_to_window
from tests.bot.test_e2e_gustav import stand_in_board, stand_in_sheets
from tests.bot.test_play_path import count_entries
from tests.bot.test_stand_in import FirstChoice

__all__ = ["clocked"]  # the fixture

T = TypeVar("T")
ASKED = "news.announcement"  # what the Discord side asked to learn what a change did


class Entries:
    """The service's parts as the Discord side sees them, each entry counted over the whole test (a
    change's post may still be under way when the next step begins: nothing is cleared)."""

    def __init__(self, service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
        self.service = service
        self.counts: Counter[str] = Counter()
        count_entries(service, self.counts, monkeypatch)

    async def once(self, change: str, step: Awaitable[T]) -> T:
        """``step`` enters the service once for ``change``; nothing, then or since, asks what a
        change did. Waits until every change is told (the table is told after the answer)."""
        before = self.counts[change]
        done = await step
        await eventually(self._told, what="every change told")
        assert self.counts[change] - before == 1, self.counts
        assert ASKED not in self.counts, self.counts
        return done

    async def _told(self) -> bool:
        return not await self.service.tables.unannounced()


async def test_seats_the_start_orders_the_ai_and_an_abandon_are_told_from_their_outcome(
    clocked: Table, duel: Duel, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A duel: bob joins, alice starts, bob sets his standing orders, leaves, the owner gives the AI his
    seat (its plays told once the turn is back), carol takes the seat in play, alice abandons."""
    table, alice, bob, carol = clocked, clocked.alice, clocked.bob, clocked.players[2]
    service = bot_of(table).service
    service.answers.stand_in = InProcess(FirstChoice())  # the duel is registered in this process only
    entries = Entries(service, monkeypatch)
    await table.slash(alice, "game new", game="duel", seat="red", where="channel")

    async def join(user: User, **seat: str) -> str:
        return text_of(await table.slash(user, "game join", **seat))

    assert "takes **Blue**" in await entries.once("lobby.join", join(bob))
    before = len(table.messages())
    started = await entries.once("lobby.start", table.slash(alice, "game start"))
    assert "has started" in text_of(started)
    await table.wait_message(r"your turn as \*\*Red", after=before)

    panel = await table.slash(bob, "orders")
    assert panel.original is not None
    toggled = await entries.once("orders.set", table.click(bob, panel.original, "mg:of:1:y"))
    assert "are taken for you" in text_of(toggled)

    await table.slash(alice, "play", action="roll")
    await table.wait_message(r"your turn as \*\*Blue")
    await table.slash(bob, "game leave")
    before = len(table.messages())
    seated = await entries.once("orders.mark_bot_seat", table.slash(alice, "game ai", seat="blue"))
    assert "now plays **Blue**" in text_of(seated), text_of(seated)
    await service.answers.idle()
    await table.wait_message(r"your turn as \*\*Red", after=before)  # the AI's plays, told

    assert "leaves the seat to them" in await entries.once("lobby.join", join(carol, seat="blue"))
    before = len(table.messages())
    abandoned = await entries.once("lobby.abandon", table.slash(alice, "game abandon"))
    assert "is abandoned" in text_of(abandoned), text_of(abandoned)
    await table.wait_message(r"is over", after=before)
    assert (await service.tables.info(1)).status == "abandoned"


async def test_the_owners_answer_to_a_deadline_is_told_from_its_outcome(
    clocked: Table, duel: Duel, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The owner ends the game with the late player's side conceding: the end is told from the answer."""
    table, alice = clocked, clocked.alice
    await duel_here(table, deadline_hours=24, on_deadline="owner", reminder_hours=1.0)
    await table.slash(alice, "play", action="roll")
    await table.wait_message(r"your turn as \*\*Blue")
    before = len(table.messages())
    table.clock.advance(24 * HOUR + 1)
    await round_(table)
    table.clock.advance(HOUR + 1)
    await round_(table)
    asked = await table.wait_message(r"let the turn deadline of", after=before)
    entries = Entries(bot_of(table).service, monkeypatch)
    concede = button_ids(asked)[1]
    await entries.once("clocks.owner_choice", table.click(alice, asked, concede))
    ending = await table.wait_message(r"is over", after=before)
    assert "Blue conceded" in ending.content


async def test_the_rounds_steps_are_told_from_what_they_did(
    clocked: Table, duel: Duel, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The background round: a lobby closed, what a crash left unannounced, and (Napoleon 1815, set
    to pass windows at the deadline) the late player's windows passed, each told from what the step
    returned; the round enters each part once."""
    table, alice, bob = clocked, clocked.alice, clocked.bob
    service = bot_of(table).service
    monkeypatch.setattr(service.tables, "_seed", lambda: N1815_SEED)  # before its parts are counted
    monkeypatch.setattr(bot_of(table).delivery, "_render_board", stand_in_board)  # pictures at once
    monkeypatch.setattr(bot_of(table).delivery, "_render_sheets", stand_in_sheets)
    entries = Entries(service, monkeypatch)

    # a lobby nobody starts closes
    await table.slash(alice, "game new", game="duel", seat="red")
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    await table.slash(alice, "game settings", thread, lobby_hours=2)
    table.clock.advance(HOUR)
    await round_(table)
    table.clock.advance(2 * HOUR)
    await entries.once("clocks.due_lobbies", round_(table))
    await table.wait_message(r"Nobody started this game within 2 hours", thread)

    # Napoleon 1815 played to the Allies' first window by the service alone, as if the bot had
    # crashed before telling anyone: the round tells it
    await table.slash(alice, "game new", game="napoleon1815", seat="france", where="channel")
    game_id = (await service.tables.game_in(table.chan.id)).id
    await table.slash(bob, "game join", seat="allies")
    await table.slash(alice, "game settings", deadline_hours=24, on_deadline="pass", reminder_hours=2.0)
    await table.slash(alice, "game start", followups=1)
    script, window_seat = script_to_window(N1815_SEED)
    assert window_seat == "allies"
    players = {"france": alice.id, "allies": bob.id}
    for seat, action in script:
        await service.play.act(game_id, players[seat], action.notation(), EN, seat=seat)
    assert await service.tables.unannounced() == [game_id]
    dms = len(table.fake.dm_messages(bob))
    await entries.once("news.owed", round_(table))
    # the Allies' window is asked by DM alone (issue 21 §4)
    await table.fake.wait_until(lambda: len(table.fake.dm_messages(bob)) > dms, 15, "the Allies asked")

    # the deadline passes: a last reminder, then the windows are passed for the Allies
    table.clock.advance(24 * HOUR + 1)
    await round_(table)
    table.clock.advance(2 * HOUR + 1)
    before = len(table.messages())
    await entries.once("clocks.due_deadlines", round_(table))
    await table.wait_message(r"so I passed", after=before)
