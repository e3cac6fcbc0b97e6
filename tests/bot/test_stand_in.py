"""The stand-in: a vacant seat the owner marks as played by the bot is played by the service's
stand-in from that seat's ``Info`` only, thinking in a background task outside the game's lock; an
answer thought on a version the game has left is dropped, and nothing is played twice."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import pytest

from bot.errors import LobbyError, NotAllowed
from bot.rows import STAND_IN
from bot.service import GameService, Outcome
from bot.service.thinking import InProcess, PoolStandIn, think
from engine.core import Action
from engine.core.agent import Info
from tests.bot.conftest import ALICE, BOB, EN, started_duel


class FirstChoice:
    """Takes the first action offered that ends the turn (not the duel's flag), and notes what it
    was shown."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, Mapping[str, object]]] = []

    def choose(self, info: Info) -> Action:
        self.seen.append((info.game.key, info.view))
        assert info.game.view(info.sample(1), info.seat) == info.view
        return next(a for a in info.prompt.actions if a.verb != "flag")


class Gated:
    """A stand-in that answers only when let go: the game may move while it thinks."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, str]] = []  # (step, seat)
        self.go = asyncio.Event()
        self.inner = InProcess(FirstChoice())

    async def think(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> str:
        self.asked.append((len(self.asked), seat))
        await self.go.wait()
        return await self.inner.think(game_key, game_id, state_json, seat, level)


async def stand_in_plays(service: GameService, game_id: int) -> list[tuple[int, str]]:
    return [(e.seq, e.seat or "") for e in await service.storage.entries(game_id) if e.auto == STAND_IN]


async def test_a_vacant_seat_marked_for_the_bot_is_played_by_the_stand_in(service: GameService) -> None:
    first = FirstChoice()
    service.answers.stand_in = InProcess(first)
    game_id = await started_duel(service)  # Alice red (owner, first to act), Bob blue
    with pytest.raises(NotAllowed):
        await service.orders.mark_bot_seat(game_id, BOB, False, "blue", True)
    await service.lobby.leave(game_id, BOB)
    info = (await service.orders.mark_bot_seat(game_id, ALICE, False, "blue", True)).info
    assert "blue" not in info.players
    await service.play.act(game_id, ALICE, "draw", EN)
    await service.answers.idle()
    live = service.tables.loaded(game_id)
    assert live.state is not None
    plays = [e for e in await service.storage.entries(game_id) if e.kind == "play"]
    assert plays[0].user_id == ALICE and plays[0].auto is None
    answered = [e for e in plays[1:] if e.seat == "blue"]
    assert answered and all(e.auto == STAND_IN and e.user_id is None for e in answered)
    assert "blue" not in live.game.to_act(live.state)  # it played until the turn was Alice's again
    blue = live.game.view(live.state, "blue")
    assert len(first.seen) == len(answered)
    assert all(
        game == "duel" and view["seat"] == "blue" and set(view) == set(blue) for game, view in first.seen
    )


async def test_a_member_who_takes_the_seat_plays_it_again(service: GameService) -> None:
    first = FirstChoice()
    service.answers.stand_in = InProcess(first)
    game_id = await started_duel(service)
    await service.lobby.leave(game_id, BOB)
    await service.orders.mark_bot_seat(game_id, ALICE, False, "blue", True)
    await service.lobby.join(game_id, BOB, "blue")
    before = len(first.seen)
    await service.play.act(game_id, ALICE, "draw", EN)
    await service.answers.idle()
    assert len(first.seen) == before  # Bob holds the seat: he is asked, not the stand-in
    info = await service.tables.info(game_id)
    assert info.settings["bot_seats"] == [] and info.ai_seats == {}  # the AI left as Bob sat down
    with pytest.raises(LobbyError):  # nor can it be put back on a seat a member holds
        await service.orders.mark_bot_seat(game_id, ALICE, False, "blue", True)


async def test_an_answer_thought_on_a_version_the_game_left_is_dropped(service: GameService) -> None:
    gated = Gated()
    service.answers.stand_in = gated
    game_id = await started_duel(service)
    await service.lobby.leave(game_id, BOB)
    await service.orders.mark_bot_seat(game_id, ALICE, False, "blue", True)
    await service.play.act(game_id, ALICE, "draw", EN)
    for _ in range(100):  # the background task asks the stand-in
        if gated.asked:
            break
        await asyncio.sleep(0)
    assert len(gated.asked) == 1
    # while it thinks, Bob comes back (the AI leaves), raises his flag (the turn stays blue's) and
    # leaves again; Alice gives the AI the seat once more
    await service.lobby.join(game_id, BOB, "blue")
    assert "blue" not in (await service.tables.info(game_id)).ai_seats
    await service.play.act(game_id, BOB, "flag", EN)
    await service.lobby.leave(game_id, BOB)
    await service.orders.mark_bot_seat(game_id, ALICE, False, "blue", True)
    moved = service.tables.loaded(game_id).row.version
    gated.go.set()
    await service.answers.idle()
    plays = await stand_in_plays(service, game_id)
    # the first answer was dropped: the stand-in was asked once more than it played
    assert len(gated.asked) == len(plays) + 1
    assert plays and all(seq > moved for seq, _ in plays)
    assert len({seq for seq, _ in plays}) == len(plays)


async def test_a_restart_while_the_stand_in_thinks_asks_it_again_and_plays_once(
    service: GameService, make_service: object
) -> None:
    gated = Gated()
    service.answers.stand_in = gated
    game_id = await started_duel(service)
    await service.lobby.leave(game_id, BOB)
    await service.orders.mark_bot_seat(game_id, ALICE, False, "blue", True)
    await service.play.act(game_id, ALICE, "draw", EN)
    await asyncio.sleep(0)
    for task in list(service.answers._thinking.values()):  # the process dies mid-thought
        task.cancel()
    await asyncio.gather(*service.answers._thinking.values(), return_exceptions=True)
    assert await stand_in_plays(service, game_id) == []
    assert callable(make_service)
    again: GameService = make_service(service.storage)
    again.answers.stand_in = InProcess(FirstChoice())
    await again.tables.load_all()
    assert await again.answers.resume() == 1
    assert await again.answers.resume() == 0  # already thinking: not asked twice
    await again.answers.idle()
    plays = await stand_in_plays(again, game_id)
    assert plays and len({seq for seq, _ in plays}) == len(plays)
    assert await again.answers.resume() == 0  # Alice's turn: nothing to resume


def test_the_worker_answers_from_the_seats_info_within_a_tiny_budget(service: GameService) -> None:
    """What the pool runs, called here directly: a legal action's notation for the seat."""
    from engine import find_game

    game = find_game("duel")
    state = game.setup(5)
    seat = game.to_act(state)[0]
    notation = think("duel", 1, state.to_json(), seat, "normal", 8)
    assert notation in {a.notation() for a in game.legal_actions(state, seat)}


async def test_the_pool_thinks_in_another_process() -> None:
    """A registered game (the worker process knows only those) with a tiny budget."""
    from engine import find_game

    game = find_game("napoleon21")
    state = game.setup(5)
    seat = game.to_act(state)[0]
    pool = PoolStandIn(workers=1, playouts=4)
    try:
        notation = await pool.think("napoleon21", 1, state.to_json(), seat, "normal")
    finally:
        pool.close()
    assert notation in {a.notation() for a in game.legal_actions(state, seat)}


async def test_the_table_is_told_once_when_the_stand_in_hands_the_turn_back(service: GameService) -> None:
    """What the AI's plays did comes with them, read under the lock of its last play: the table is
    told of them once, when the turn is back with a person, from the outcome (nobody asks again)."""
    told: list[Outcome] = []

    async def tell(outcome: Outcome) -> None:
        told.append(outcome)

    service.answers.stand_in = InProcess(FirstChoice())
    service.answers.on_stand_in = tell
    game_id = await started_duel(service)
    await service.lobby.leave(game_id, BOB)
    await service.orders.mark_bot_seat(game_id, ALICE, False, "blue", True)
    assert told == []  # Alice's turn: nothing for the stand-in to do
    played = await service.play.act(game_id, ALICE, "draw", EN)
    await service.answers.idle()
    (outcome,) = told
    version = (await service.tables.info(game_id)).version
    assert outcome.info.id == game_id and outcome.info.version == version
    assert [e.auto for e in outcome.committed] == [STAND_IN] * len(outcome.committed)
    assert outcome.committed and outcome.committed[0].seq == played.info.version + 1
    news = outcome.news
    assert news is not None and news.handoff and news.version == version
    assert [t.seat for t in news.turns] == ["red"]  # Alice's turn again
