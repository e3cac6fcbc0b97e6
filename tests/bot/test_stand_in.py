"""The hook for a stand-in (an AI player, a later issue): a vacant seat the owner marks as played by
the bot is played by the service's stand-in, an agent given that seat's ``Info`` only (its view, its
prompt, states drawn for it), never the game's state."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from bot.errors import NotAllowed
from bot.rows import STAND_IN
from bot.service import GameService
from engine.core import Action
from engine.core.agent import Info
from tests.bot.conftest import ALICE, BOB, EN, started_duel


class FirstChoice:
    """Takes the first action offered, and notes what it was shown."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, Mapping[str, object]]] = []

    def choose(self, info: Info) -> Action:
        self.seen.append((info.game.key, info.view))
        assert info.game.view(info.sample(1), info.seat) == info.view
        return info.prompt.actions[0]


async def test_a_vacant_seat_marked_for_the_bot_is_played_by_the_stand_in(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    stand_in = FirstChoice()
    monkeypatch.setattr(type(service), "stand_in", stand_in)
    game_id = await started_duel(service)  # Alice red (owner, first to act), Bob blue
    with pytest.raises(NotAllowed):
        await service.mark_bot_seat(game_id, BOB, False, "blue", True)
    await service.leave(game_id, BOB)
    info = await service.mark_bot_seat(game_id, ALICE, False, "blue", True)
    assert "blue" not in info.players
    await service.act(game_id, ALICE, "draw", EN)
    live = service._cache[game_id]
    assert live.state is not None
    plays = [e for e in await service.storage.entries(game_id) if e.kind == "play"]
    assert plays[0].user_id == ALICE and plays[0].auto is None
    answered = [e for e in plays[1:] if e.seat == "blue"]
    assert answered and all(e.auto == STAND_IN and e.user_id is None for e in answered)
    blue = live.game.view(live.state, "blue")
    assert len(stand_in.seen) == len(answered)
    assert all(
        game == "duel" and view["seat"] == "blue" and set(view) == set(blue) for game, view in stand_in.seen
    )


async def test_a_member_who_takes_the_seat_plays_it_again(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    stand_in = FirstChoice()
    monkeypatch.setattr(type(service), "stand_in", stand_in)
    game_id = await started_duel(service)
    await service.leave(game_id, BOB)
    await service.mark_bot_seat(game_id, ALICE, False, "blue", True)
    await service.join(game_id, BOB, "blue")
    before = len(stand_in.seen)
    await service.act(game_id, ALICE, "draw", EN)
    assert len(stand_in.seen) == before  # Bob holds the seat: he is asked, not the stand-in
    info = await service.mark_bot_seat(game_id, ALICE, False, "blue", False)
    assert "bot_seats" in info.settings and info.settings["bot_seats"] == []
