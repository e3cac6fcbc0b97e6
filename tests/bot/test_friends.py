"""The solitaire at the service: a seat opened to friends (who may act, who may not, what is stored
and told), and ``/undo`` following the engine's policy (nothing chance decided comes back)."""

from __future__ import annotations

import pytest

from bot.errors import NotAllowed, NotSeated, UndoRefused
from bot.service import GameService, UndoKind
from engine.core import RulesError, UndoPolicy
from tests.bot.conftest import ALICE, BOB, CAROL, CHANNEL, EN, GUILD, started_duel, undone

SEAT = "coalition"


def said(error: pytest.ExceptionInfo[RulesError]) -> str:
    return EN(error.value.msg)


async def solitaire(service: GameService) -> int:
    info = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=ALICE,
        key="nwsolitaire",
        scenario="end1813",
        options_text=None,
        seat=SEAT,
    )
    await service.lobby.start(info.id, ALICE, False)
    return info.id


async def act_first(service: GameService, game_id: int, user_id: int) -> None:
    turn = await service.play.turn(game_id, user_id)
    await service.play.act(game_id, user_id, turn.prompt.actions[0].notation(), EN)


async def test_friends_at_an_opened_seat_act_and_are_named(service: GameService) -> None:
    game_id = await solitaire(service)
    with pytest.raises(NotSeated):
        await act_first(service, game_id, BOB)  # a watcher
    with pytest.raises(NotAllowed) as not_owner:
        await service.friends.open_seat(game_id, BOB, everyone=True, members=())
    assert "Only the owner" in said(not_owner)
    info = await service.friends.open_seat(game_id, ALICE, everyone=False, members=(BOB,))
    assert info.acts_for(BOB) == [SEAT] and info.acts_for(CAROL) == [] and info.seats_of(BOB) == []
    await service.news.announcement(game_id)
    await act_first(service, game_id, BOB)
    with pytest.raises(NotSeated):
        await act_first(service, game_id, CAROL)  # not named
    last = await service.storage.last_play(game_id)
    assert last is not None and last.user_id == BOB and last.seat == SEAT  # the member who decided
    await service.friends.open_seat(game_id, ALICE, everyone=True, members=())
    await act_first(service, game_id, CAROL)
    await act_first(service, game_id, ALICE)
    ann = await service.news.announcement(game_id)
    assert ann is not None and ann.deciders == (BOB, CAROL, ALICE)  # the post names them
    closed = await service.friends.open_seat(game_id, ALICE, everyone=False, members=())
    assert closed.acts_for(CAROL) == [] and closed.acts_for(ALICE) == [SEAT]
    with pytest.raises(NotSeated):
        await act_first(service, game_id, CAROL)


async def test_a_seat_with_secrets_of_its_own_is_not_opened(service: GameService) -> None:
    game_id = await started_duel(service)
    with pytest.raises(NotAllowed) as refused:
        await service.friends.open_seat(game_id, ALICE, everyone=True, members=())
    assert "cannot be opened" in said(refused)
    await service.play.act(game_id, ALICE, "roll", EN)
    ann = await service.news.announcement(game_id)
    assert ann is not None and ann.deciders == ()  # each decision its holder's: nobody named


async def test_undo_in_the_solitaire_follows_the_engine(service: GameService) -> None:
    """A decision no die, draw or reveal followed is taken back at once, by a friend too; one that
    chance decided never comes back, whoever asks."""
    game_id = await solitaire(service)
    await service.friends.open_seat(game_id, ALICE, everyone=True, members=())
    seen: set[UndoPolicy] = set()
    for _ in range(400):
        await act_first(service, game_id, BOB)
        last = await service.storage.last_play(game_id)
        assert last is not None and last.facts is not None
        policy = last.facts.undo
        if policy is UndoPolicy.FREE and UndoPolicy.FREE not in seen:
            version = (await service.tables.info(game_id)).version
            outcome = undone(await service.undo.request(game_id, BOB))
            assert (
                outcome.kind is UndoKind.DONE and (await service.tables.info(game_id)).version == version + 1
            )
            await act_first(service, game_id, BOB)
        if policy is UndoPolicy.NEVER:
            for asker in (ALICE, BOB):
                with pytest.raises(UndoRefused) as never:
                    await service.undo.request(game_id, asker)
                assert "cannot be taken back: it drew, rolled or revealed something" in said(never)
        seen.add(policy)
        if {UndoPolicy.FREE, UndoPolicy.NEVER} <= seen:
            break
    assert seen <= {UndoPolicy.FREE, UndoPolicy.NEVER}  # no vote: nobody else to ask
    assert {UndoPolicy.FREE, UndoPolicy.NEVER} <= seen
