"""Napoleon 1815 at the pace of turns (issue 21 §4), at the service: a reaction window, a forced
step or a question private by its kind (the blue-card moment, attrition) is asked privately,
without a post; so is the turn of the seats the last post asked going on
after the others' answers; every other hand-off is a post. Whether a post is made is read from
public facts alone: the same whatever the seats hold."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.service import GameService
from bot.storage import MessageRef, SqliteStorage
from engine import find_game
from i18n import translator
from tests.bot.test_e2e_napoleon1815 import choose

GAME = find_game("napoleon1815")
EN = translator("en", strict=True)
PLAYERS = {"france": 10, "anglo_dutch": 20, "prussia": 30}
DECISIONS = 150


async def test_windows_and_forced_steps_are_asked_privately_and_the_rest_is_posted(
    storage: SqliteStorage, make_service: Callable[[SqliteStorage], GameService]
) -> None:
    service = make_service(storage)
    info = await service.lobby.create(
        guild_id=1,
        channel_id=2,
        parent_channel_id=None,
        owner_id=10,
        key="napoleon1815",
        scenario=None,
        options_text="players=3 rules=grognard",
        seat="france",
    )
    for seat, user in PLAYERS.items():
        if seat != "france":
            await service.lobby.join(info.id, user, seat)
    await service.lobby.start(info.id, 10, False)
    picker = random.Random(5)
    posted_to_act: tuple[str, ...] | None = None  # the start's post: its seats are not "going on"
    privately = posted = windows = kinds = 0
    for _ in range(DECISIONS):
        ann = await service.news.announcement(info.id)
        if ann is not None and ann.handoff:
            acting = tuple(t.seat for t in ann.turns)
            prompts = [t.prompt for t in ann.turns]
            quiet = all(p.window is not None or p.forced or p.private for p in prompts)
            quiet = quiet or acting == posted_to_act
            assert ann.privately == (quiet and bool(acting) and ann.finished is None), (ann.version, acting)
            if any(p.private for p in prompts):
                kinds += 1
                assert ann.privately, "a question private by its kind made a post"
            if any(p.window is not None for p in prompts):
                windows += 1
                assert ann.privately, "a reaction window made a post"
                state = service.tables.loaded(info.id).state
                assert state is not None
                for k in range(3):  # what the others cannot see, drawn again: the same flags
                    for seat in acting:
                        other = GAME.determinize(state, next(s for s in PLAYERS if s != seat), k)
                        again, asked = GAME.prompt(other, seat), GAME.prompt(state, seat)
                        flags = (again.key, again.window, again.forced, again.private)
                        assert flags == (asked.key, asked.window, asked.forced, asked.private)
            if ann.privately:
                privately += 1
            else:
                posted += 1
                posted_to_act = acting
                await service.news.remember_message(
                    info.id, "prompt", MessageRef(2, ann.version, ann.version)
                )
            await service.news.mark_announced(info.id, ann.version)
        state = service.tables.loaded(info.id).state
        assert state is not None
        if GAME.result(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        action = choose(picker, GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        await service.play.act(info.id, PLAYERS[seat], action.notation(), EN, seat=seat)
    assert windows and kinds and privately and posted, (windows, kinds, privately, posted)
