"""Games stored before issue 21, when a secret choice of several parts took a click per part (Gustav's
army a unit at a time, ``add pike``...), still load, replay and go on: the engine carries out those
stored verbs when it replays them (``Prompt.former``, ``Game.apply(..., stored=True)``), and never
takes them from a player again.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.service import GameService, UndoKind
from bot.storage import SqliteStorage
from engine.core import IllegalActionError
from engine.gustav import prepare
from tests.bot.conftest import ALICE, BOB, CHANNEL, EN, GUILD, undone
from tests.tools.test_conformance_counts import _unit_by_unit


async def test_a_gustav_army_stored_unit_by_unit_replays_and_the_game_goes_on(
    storage: SqliteStorage,
    make_service: Callable[[SqliteStorage], GameService],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the earlier release: the army a unit at a time, each unit a stored play
    monkeypatch.setattr(prepare, "_build_prompt", _unit_by_unit)
    before = make_service(storage)
    info = await before.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=ALICE,
        key="gustav",
        scenario=None,
        options_text=None,
        seat="imperial",
    )
    await before.lobby.join(info.id, BOB, "swedish")
    await before.lobby.start(info.id, ALICE, False)
    for text in ("add pike", "add shot", "add cavalry", "done"):
        await before.play.act(info.id, ALICE, text, EN, seat="imperial")
    monkeypatch.undo()

    # today's release opens the same database
    service = make_service(storage)
    assert await service.tables.load_all() == 1
    assert (await service.tables.info(info.id)).version == 5
    with pytest.raises(IllegalActionError):  # the former clicks are no longer taken from a player
        await service.play.act(info.id, BOB, "add pike", EN, seat="swedish")
    await service.play.act(info.id, BOB, "army shot", EN, seat="swedish")

    # taking bob's army back rebuilds the game from its start: alice's former clicks are replayed
    asked = undone(await service.undo.request(info.id, BOB))
    assert asked.kind is UndoKind.VOTE
    taken_back = undone(
        await service.undo.vote(info.id, ALICE, (await service.tables.info(info.id)).version, True)
    )
    assert taken_back.kind is UndoKind.DONE
    assert (await service.play.turn(info.id, BOB, "swedish")).prompt.key == "gustav-ask-build"
    (alice,) = await service.news.hand(info.id, ALICE)
    assert alice.view is not None and alice.view["own"]["army"] == ["hq", "pike", "shot", "cavalry"]
    assert alice.turn is not None and alice.turn.prompt.key == "gustav-ask-cull"
    await service.play.act(info.id, ALICE, "cull tercio tilly", EN, seat="imperial")
