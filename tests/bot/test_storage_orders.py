"""Standing orders in storage: one row per game and member, replaced on each change, and the log's
marks for the answers the bot gave by them (``last_decision``, and an undo taking them back)."""

from __future__ import annotations

from bot.storage import ORDERS, Change, Entry, Facts, NewGame, Storage
from engine.core import Action, StandingOrders, UndoPolicy
from tests.bot.conftest import BOTH_BACKENDS

pytestmark = BOTH_BACKENDS

FREE, CONSENT = UndoPolicy.FREE, UndoPolicy.CONSENT


async def new_game(storage: Storage) -> int:
    row = await storage.create_game(NewGame(1, 2, None, "duel", "standard", {}, 7, 10, 0.0))
    return row.id


async def play(storage: Storage, game_id: int, version: int, auto: str | None, undo: UndoPolicy) -> int:
    entry = Entry(
        "play",
        version,
        "red",
        Action("roll"),
        user_id=10,
        facts=Facts(("blue",), True, True, undo),
        auto=auto,
    )
    return (await storage.commit(Change(game_id, version - 1, entry, "active"))).version


async def test_orders_are_kept_per_game_and_member_and_replaced(storage: Storage) -> None:
    first, second = await new_game(storage), await new_game(storage)
    assert await storage.orders(first) == {}
    await storage.set_orders(first, 10, StandingOrders(frozenset({"battle", "counter"}), True), 1.0)
    await storage.set_orders(first, 20, StandingOrders(frozenset(), True), 1.0)
    await storage.set_orders(first, 10, StandingOrders(frozenset({"loser"}), False), 2.0)
    assert await storage.orders(first) == {
        10: StandingOrders(frozenset({"loser"}), False),
        20: StandingOrders(frozenset(), True),
    }
    assert await storage.orders(second) == {}


async def test_a_members_orders_for_every_game_of_a_title_are_kept_per_title(storage: Storage) -> None:
    assert await storage.member_orders("napoleon1815") == {}
    await storage.set_member_orders(10, "napoleon1815", StandingOrders(frozenset({"battle"}), True), 1.0)
    await storage.set_member_orders(10, "gustav", StandingOrders(frozenset(), True), 1.0)
    await storage.set_member_orders(20, "napoleon1815", StandingOrders(frozenset({"loser"}), False), 1.0)
    await storage.set_member_orders(10, "napoleon1815", StandingOrders(frozenset({"counter"}), False), 2.0)
    assert await storage.member_orders("napoleon1815") == {
        10: StandingOrders(frozenset({"counter"}), False),
        20: StandingOrders(frozenset({"loser"}), False),
    }
    assert await storage.member_orders("gustav") == {10: StandingOrders(frozenset(), True)}
    game_id = await new_game(storage)
    assert await storage.orders(game_id) == {}  # a game's own orders are apart


async def test_the_last_decision_carries_the_answers_after_it_and_an_undo_takes_them_back(
    storage: Storage,
) -> None:
    game_id = await new_game(storage)
    assert await storage.last_decision(game_id) == []
    await play(storage, game_id, 1, None, FREE)
    chosen = await play(storage, game_id, 2, None, FREE)
    await play(storage, game_id, 3, ORDERS, CONSENT)
    await play(storage, game_id, 4, ORDERS, FREE)
    taken = await storage.last_decision(game_id)
    assert [(e.seq, e.auto) for e in taken] == [(chosen, None), (3, ORDERS), (4, ORDERS)]
    assert [e.facts.undo for e in taken if e.facts] == [FREE, CONSENT, FREE]
    undo = Entry("undo", 1, "red", Action("roll"), user_id=10)
    await storage.commit(Change(game_id, 4, undo, "active", undo_seq=chosen))
    assert [e.seq for e in await storage.plays(game_id, 0)] == [1]
    assert [e.seq for e in await storage.last_decision(game_id)] == [1]
