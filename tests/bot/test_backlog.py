"""A burst of clicks (issue 20): each is acknowledged at once, while the work it asks for waits for a
place in the bot's backlog behind the moves before it; a click whose acknowledgement came too late
is a warning, not a bug. The order of things is asserted, not a time, so a busy machine cannot fail
it."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.chat.backlog import Backlog
from engine.examples.duel import Duel
from fakediscord import Message
from tests.bot.e2e import Table, button_ids


async def red_to_play(table: Table) -> tuple[Message, str, int]:
    """A duel in the channel, Red to act: Red's question in a DM, its first action's custom id, and
    the channel's posts so far."""
    await table.slash(table.alice, "game new", game="duel", seat="red", where="channel")
    await table.slash(table.bob, "game join")
    await table.slash(table.alice, "game start")
    await table.wait_message(r"your turn as \*\*Red")
    prompt = table.fake.dm_messages(table.alice)[-1]
    action = next(b for b in button_ids(prompt) if b.startswith("mg:a:"))
    return prompt, action, len(table.messages())


async def test_places_are_taken_in_the_order_asked_for() -> None:
    backlog, began = Backlog(1), []
    release = asyncio.Event()

    async def work(name: str) -> None:
        async with backlog.turn():
            began.append(name)
            await release.wait()

    first = asyncio.create_task(work("first"))
    await asyncio.sleep(0)
    others = [asyncio.create_task(work(n)) for n in ("second", "third")]
    await asyncio.sleep(0)
    assert began == ["first"] and backlog.waiting == 2
    release.set()
    await asyncio.gather(first, *others)
    assert began == ["first", "second", "third"] and backlog.waiting == 0


async def test_a_click_is_acknowledged_while_the_moves_before_it_are_carried_out(
    table: Table, duel: Duel
) -> None:
    prompt, action, posts = await red_to_play(table)
    assert table.bot is not None
    backlog = table.bot.delivery.backlog = Backlog(1)
    async with backlog.turn():  # the one place, taken by the work of the clicks before this one
        click = await table.fake.click(table.alice, prompt, action)
        await table.fake.wait_until(lambda: backlog.waiting == 1, 15, "the click to wait for its place")
        assert click.answered_at is not None and click.late_at is None and click.errors == []
        assert not click.is_done()  # acknowledged, not yet carried out: nothing posted for it
        assert len(table.messages()) == posts
    await click.done()
    panel = table.fake.dm_messages(table.alice)[-1]
    assert panel.id == prompt.id and "✅" in panel.content and click.errors == []  # edited in place
    assert table.fake.violations == []


async def test_a_click_answered_too_late_is_a_warning_not_a_bug(
    table: Table, duel: Duel, caplog: pytest.LogCaptureFixture
) -> None:
    prompt, action, posts = await red_to_play(table)
    table.fake.interaction_deadline = -1.0  # every answer now comes after Discord gave up on it
    with caplog.at_level(logging.WARNING, logger="bot.chat.tree"):
        click = await table.fake.click(table.alice, prompt, action)

        def logged() -> bool:
            return any("came too late" in r.getMessage() for r in caplog.records)

        await table.fake.wait_until(logged, 15, "the late click to be logged")
    assert click.late_at is not None and click.answered_at is None
    assert click.errors == ["10062 Unknown interaction"]  # no apology tried on an expired interaction
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert len(table.messages()) == posts  # the move was not carried out: the player saw it fail
