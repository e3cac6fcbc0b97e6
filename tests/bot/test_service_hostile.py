"""A hostile member against the service: forged answers, doubled requests, menus with values nobody
offered. Each is refused with a message, and nothing changes (issue 21 §2)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from bot.errors import LobbyError, NotAllowed, StaleBoard, UndoRefused
from bot.service import GameInfo, GameService, Outcome
from bot.service.clocks import ClockChoice, OwnerChoice
from bot.service.finale import swapped
from bot.service.seats import side
from bot.storage import SqliteStorage
from bot.timesource import FakeClock
from engine.core import IllegalActionError, RulesError
from tests.bot.conftest import ALICE, BOB, CAROL, CHANNEL, EN, GUILD, OWNER, started_duel


def said(error: pytest.ExceptionInfo[RulesError]) -> str:
    return EN(error.value.msg)


async def plays(storage: SqliteStorage, game_id: int) -> list[str]:
    return [f"{e.kind} {e.seat}" for e in await storage.entries(game_id)]


# --- forged custom ids: each answer only where the question was asked -------------------------------


async def test_an_owner_cannot_open_a_player_s_seats_while_nobody_is_late(
    service: GameService, clock: FakeClock
) -> None:
    game = await started_duel(service)
    await service.clocks.choose(game, ALICE, False, ClockChoice(deadline_hours=24, on_deadline="owner"))
    version = (await service.tables.info(game)).version
    for choice in (OwnerChoice.OPEN, OwnerChoice.CONCEDE):
        with pytest.raises(StaleBoard) as forged:  # mg:dl:…:o / :c, nobody late, nobody asked
            await service.clocks.owner_choice(game, ALICE, False, version, BOB, choice)
        assert "nothing to decide" in said(forged)
    info = await service.tables.info(game)
    assert info.players == {"red": ALICE, "blue": BOB} and info.status == "active"

    clock.advance(25 * 3600)  # the deadline passes: a last reminder, then the owner is asked
    await service.clocks.due_deadlines()
    clock.advance(25 * 3600)
    (due,) = await service.clocks.due_deadlines()
    assert [c.user_id for c in due.late] == [ALICE]
    with pytest.raises(StaleBoard):  # asked about alice, not about bob
        await service.clocks.owner_choice(game, ALICE, False, version, BOB, OwnerChoice.OPEN)
    opened = await service.clocks.owner_choice(game, ALICE, False, version, ALICE, OwnerChoice.OPEN)
    assert opened.seats == ("red",) and "red" not in opened.info.players
    with pytest.raises(StaleBoard):  # answered once
        await service.clocks.owner_choice(game, ALICE, False, version, ALICE, OwnerChoice.OPEN)


async def test_a_concession_counts_only_when_its_player_asked_for_it(
    service: GameService, storage: SqliteStorage
) -> None:
    game = await started_duel(service)
    version = (await service.tables.info(game)).version
    with pytest.raises(NotAllowed) as forged:  # a confirm button nobody was shown
        await service.ending.concede(game, BOB, version)
    assert "game concede" in said(forged)
    await service.ending.ask(game, ALICE)
    with pytest.raises(NotAllowed):  # alice asked; bob did not
        await service.ending.concede(game, BOB, version)
    assert (await service.tables.info(game)).status == "active"
    assert (await service.ending.concede(game, ALICE, version)).info.status == "finished"


async def test_back_takes_back_only_the_clicker_s_own_free_decision(
    service: GameService, storage: SqliteStorage
) -> None:
    game = await started_duel(service)
    await service.play.act(game, ALICE, "flag", EN)  # free: alice may take it back alone
    version = (await service.tables.info(game)).version
    with pytest.raises(UndoRefused) as forged:  # bob's forged Back: no vote in his name
        await service.undo.take_back(game, BOB, version)
    assert "not yours" in said(forged)
    assert await storage.get_undo_request(game) is None
    await service.play.act(game, ALICE, "roll", EN)  # dice: only a vote may take it back
    with pytest.raises(UndoRefused) as rolled:
        await service.undo.take_back(game, ALICE, version + 1)
    assert "undo" in said(rolled) and await storage.get_undo_request(game) is None
    assert (await service.tables.info(game)).version == version + 1


async def test_back_pressed_twice_at_once_takes_back_one_decision(
    service: GameService, storage: SqliteStorage
) -> None:
    game = await started_duel(service)
    await service.play.act(game, ALICE, "roll", EN)
    await service.play.act(game, BOB, "flag", EN)
    version = (await service.tables.info(game)).version
    first, second = await asyncio.gather(
        service.undo.take_back(game, BOB, version),
        service.undo.take_back(game, BOB, version),
        return_exceptions=True,
    )
    assert not isinstance(first, BaseException) and isinstance(second, StaleBoard)
    assert await storage.get_undo_request(game) is None  # no vote on alice's roll
    assert (await service.tables.info(game)).version == version + 1


# --- doubled requests: checked and changed under one lock -------------------------------------------


async def test_two_plays_sent_at_one_version_apply_once(service: GameService) -> None:
    game = await started_duel(service)
    seen = service.tables.version_in(CHANNEL)
    assert seen == (await service.tables.info(game)).version
    results = await asyncio.gather(
        service.play.act(game, ALICE, "flag", EN, version=seen),
        service.play.act(game, ALICE, "flag", EN, version=seen),
        return_exceptions=True,
    )
    assert [type(r).__name__ for r in results] == ["Outcome", "StaleBoard"]
    assert (await service.tables.info(game)).version == seen + 1


async def test_two_joins_without_a_seat_seat_a_member_once(
    storage: SqliteStorage, make_service: Callable[[SqliteStorage], GameService]
) -> None:
    service = make_service(storage)
    info = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=OWNER,
        key="napoleon1815",
        scenario=None,
        options_text="players=3",
        seat="france",
    )
    results = await asyncio.gather(
        service.lobby.join(info.id, BOB, None), service.lobby.join(info.id, BOB, None), return_exceptions=True
    )
    assert isinstance(results[0], Outcome) and isinstance(results[1], LobbyError)
    assert "already sit" in EN(results[1].msg)
    assert len((await service.tables.info(info.id)).seats_of(BOB)) == 1
    # naming a second seat of the same side stays possible
    other = next(s for s in ("anglo_dutch", "prussia") if s not in results[0].seats)
    assert (await service.lobby.join(info.id, BOB, other)).seats == (other,)


async def test_two_games_opened_at_once_in_one_channel(service: GameService) -> None:
    def new() -> Coroutine[Any, Any, GameInfo]:
        return service.lobby.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            parent_channel_id=None,
            owner_id=OWNER,
            key="duel",
            scenario=None,
            options_text=None,
        )

    results = await asyncio.gather(new(), new(), return_exceptions=True)
    assert sum(isinstance(r, LobbyError) for r in results) == 1
    assert len(await service.tables.list_games(GUILD)) == 1


async def test_a_claim_refuses_a_second_one_meanwhile(service: GameService) -> None:
    from engine.core import Msg

    with service.tables.claim("start", 1, Msg("bot-guard-starting", game="Duel")):
        with (
            pytest.raises(LobbyError) as twice,
            service.tables.claim("start", 1, Msg("bot-guard-starting", game="x")),
        ):
            pass
        assert "being started" in said(twice)
        with service.tables.claim("start", 2, Msg("bot-guard-starting", game="Duel")):
            pass
    with service.tables.claim("start", 1, Msg("bot-guard-starting", game="Duel")):
        pass  # released


# --- a menu's values: the ones it offered, each once, or nothing -----------------------------------


@pytest.fixture
def at_fleurus(storage: SqliteStorage, clock: FakeClock) -> GameService:
    return GameService(storage, clock, seed_source=lambda: 1, picker=random.Random(3))


async def seated_napoleon1815(service: GameService) -> GameInfo:
    """A two-player Conscript Napoleon 1815 in CHANNEL: alice France, bob the Allies, not started."""
    info = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=ALICE,
        key="napoleon1815",
        scenario=None,
        options_text="players=2 rules=conscript",
        seat="france",
    )
    await service.lobby.join(info.id, BOB, "allies")
    return info


async def test_a_gathering_with_values_nobody_offered_changes_nothing(at_fleurus: GameService) -> None:
    service = at_fleurus
    info = await seated_napoleon1815(service)
    await service.lobby.start(info.id, ALICE, False)
    for user, action in ((ALICE, "none"), (BOB, "none"), (ALICE, "operate fleurus")):
        await service.play.act(info.id, user, action, EN)
    version = (await service.tables.info(info.id)).version
    forged = {
        "a block that is not there": ["add f2", "add f99"],
        "the opponent's block": ["add f2", "add p1"],
        "a block twice": ["add f2", "add f2"],
        "the same block by notation and index": ["add f2", "#2"],
        "more values than offered": ["add f12", "add f17", "add f2", "add f4", "add f5", "add f5"],
        "another verb": ["add f2", "back"],
        "a label instead of a value": ["Vandamme"],
        "nothing": [],
    }
    for what, picks in forged.items():
        with pytest.raises(IllegalActionError):
            await service.play.gather(info.id, ALICE, picks, "move", version=version)
        assert (await service.tables.info(info.id)).version == version, what
    outcome = await service.play.gather(info.id, ALICE, ["add f5", "#2"], "move", version=version)
    assert [a.notation() for a in outcome.taken] == ["add f2", "add f5", "move"]


# --- lifecycle ------------------------------------------------------------------------------------


async def test_a_three_player_rematch_with_sides_swapped_seats_everyone(service: GameService) -> None:
    seats = ("france", "anglo_dutch", "prussia")
    sides = [side("napoleon1815", s) for s in seats]
    lobby = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=ALICE,
        key="napoleon1815",
        scenario=None,
        options_text="players=3",
        seat="france",
    )
    await service.lobby.join(lobby.id, BOB, "anglo_dutch")
    await service.lobby.join(lobby.id, CAROL, "prussia")
    info = await service.tables.info(lobby.id)
    for clicker in (ALICE, BOB, CAROL):
        plan = swapped(info, sides, clicker)
        assert set(plan) == set(seats), plan  # no seat left empty
        assert set(plan.values()) == {ALICE, BOB, CAROL}, plan  # nobody left out
        assert plan["france"] != ALICE and ALICE in (plan["anglo_dutch"], plan["prussia"])
        if clicker != ALICE:  # the clicker crosses over to France
            assert plan["france"] == clicker
    await service.lobby.leave(lobby.id, CAROL)
    await service.lobby.join(lobby.id, BOB, "prussia")  # one player holds both Allied seats
    plan = swapped(await service.tables.info(lobby.id), sides, ALICE)
    assert plan == {"france": BOB, "anglo_dutch": ALICE, "prussia": ALICE}


async def test_two_changes_to_standing_orders_sent_at_once_both_hold(at_fleurus: GameService) -> None:
    """The orders panel's menu and its button pressed at once: each change is made to the orders as
    they stand under the game's lock, so neither undoes the other."""
    service = at_fleurus
    info = await seated_napoleon1815(service)
    kinds = (await service.orders.of(info.id, BOB)).kinds
    await asyncio.gather(
        service.orders.set(info.id, BOB, passes=frozenset(kinds[:1])),
        service.orders.set(info.id, BOB, forced=True),
    )
    held = (await service.orders.of(info.id, BOB)).orders
    assert held.passes == frozenset(kinds[:1]) and held.forced
