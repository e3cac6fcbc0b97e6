"""Discord misbehaving: rate limits, server errors, a dropped gateway, restarts. No game loses an action."""

from __future__ import annotations

import gc
import re
import warnings
from pathlib import Path

import pytest

from bot.chat.client import MarengoBot
from bot.storage.sqlite import SqliteStorage
from fakediscord import Channel, FakeDiscord
from fakediscord.waiting import eventually
from tests.bot.e2e import (
    Table,
    button_ids,
    finish_turn,
    make_table,
    restore_endpoints,
    take_turn,
    text_of,
)

MESSAGES = r"POST /channels/\d+/messages"


async def napoleon_in_channel(table: Table) -> Channel:
    """alice (France) against bob (Allies), played in the war-room channel itself."""
    await table.slash(table.alice, "game new", game="napoleon21", seat="france", where="channel")
    await table.slash(table.bob, "game join")
    await table.slash(table.alice, "game start")
    await table.wait_message(r"your turn as")
    return table.chan


async def test_rate_limits_and_server_errors_are_retried(table: Table) -> None:
    fake = table.fake
    await napoleon_in_channel(table)
    fake.faults.rate_limit(MESSAGES, times=1, retry_after=0.3)
    fake.faults.rate_limit(r"POST /interactions/", times=1, retry_after=0.2)
    await take_turn(table, via="slash")
    fake.faults.server_error(MESSAGES, times=1, status=502)  # discord.py retries 502 after a second
    await take_turn(table)
    statuses = [r.status for r in fake.requests]
    assert statuses.count(429) == 2 and statuses.count(502) == 1
    assert fake.violations == []


async def test_announcement_that_fails_is_posted_later_once(table: Table) -> None:
    fake = table.fake
    await napoleon_in_channel(table)
    fake.faults.server_error(MESSAGES, times=2, status=503)  # not retried by discord.py: the post fails
    click = await finish_turn(table)  # the turn passes on at its last decision
    assert "could not post the update" in text_of(click) and click.ephemeral
    assert table.bot is not None
    version = (await table.bot.service.tables.info(1)).version

    def reposted() -> int:  # the background loop posts it once Discord recovers
        return sum(any(i.startswith(f"mg:a:1:{version}:") for i in button_ids(m)) for m in table.messages())

    await fake.wait_until(lambda: reposted() == 1, 10, f"the announcement of version {version}")
    assert "does nothing" in table.messages()[-1].content and reposted() == 1
    bot = table.bot
    assert bot is not None
    await eventually(lambda: _none_unannounced(bot), what="the announcement to be marked")
    assert fake.violations == []


async def _none_unannounced(bot: MarengoBot) -> bool:
    return await bot.service.tables.unannounced() == []


async def test_gateway_drop_resumes_and_play_goes_on(table: Table) -> None:
    fake = table.fake
    await napoleon_in_channel(table)
    await fake.drop_gateway(resumable=True)
    await fake.wait_until(lambda: fake.gateway.resumes == 1 and fake.gateway.connected, 15, "a RESUME")
    await take_turn(table)
    await fake.drop_gateway(resumable=False)  # the session is gone: a fresh IDENTIFY
    await fake.wait_until(
        lambda: fake.gateway.identifies == 2 and fake.gateway.connected, 15, "a new IDENTIFY"
    )
    await take_turn(table, via="slash")
    assert fake.violations == []


async def test_a_shutdown_during_the_wait_for_guilds_leaves_no_event_behind(table: Table) -> None:
    """After a READY discord.py waits for the guilds before it dispatches ``ready``, and ``close()``
    leaves that wait running. When it ends after the bot closed, no ``on_ready`` may be made for a
    loop the client no longer has (under load: an error in the wait's task and a
    ``Client._run_event was never awaited`` warning in a later test)."""
    bot = table.bot
    assert bot is not None
    state = bot._connection
    state.guild_ready_timeout = 3600.0  # the next READY's wait ends when this test gives the last guild
    await table.fake.drop_gateway(resumable=False)  # the session is gone: a fresh IDENTIFY and READY
    await table.fake.wait_until(lambda: state._ready_task is not None, 15, "the wait for guilds")
    waiting = state._ready_task
    assert waiting is not None
    await table.stop_bot()
    state.guild_ready_timeout = 0.0
    state._ready_state.put_nowait(bot.guilds[0])  # a last guild: the wait ends, ``ready`` is due
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        await waiting
        gc.collect()
    assert [str(w.message) for w in caught if "_run_event" in str(w.message)] == []


async def test_a_start_that_fails_closes_the_bot_and_its_database(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start that fails (here: the wait for the bot gives up as soon as its database is open) leaves no bot
    running: the table fixture, failing in its setup, gets no teardown, and the database's thread
    would keep the test run from exiting."""
    restore_endpoints(monkeypatch)
    scene = make_table(fake, tmp_path)
    started: list[MarengoBot] = []

    async def slow_machine(*, identifies: int = 1) -> None:
        bot = scene.bot
        assert bot is not None
        started.append(bot)
        await fake.wait_until(lambda: storage_open(bot), what="the bot's database")
        raise TimeoutError("the bot did not connect in time")

    monkeypatch.setattr(fake, "wait_for_bot", slow_machine)
    with pytest.raises(TimeoutError):
        await scene.start_bot()
    [bot] = started
    assert scene.bot is None
    assert bot.is_closed()
    assert not storage_open(bot)


def storage_open(bot: MarengoBot) -> bool:
    storage = bot.storage
    assert isinstance(storage, SqliteStorage)
    return storage._db is not None


async def test_restart_keeps_games_buttons_and_commands(table: Table) -> None:
    fake = table.fake
    await napoleon_in_channel(table)
    await take_turn(table)
    ping = table.last(r"your turn as")
    version = int(re.search(r"mg:a:1:(\d+):", button_ids(ping)[0]).group(1))  # type: ignore[union-attr]
    await table.restart()
    assert fake.command_syncs == 1  # the payload hash did not change: no second sync
    await take_turn(table)  # a button posted before the restart still works
    assert table.bot is not None
    later = (await table.bot.service.tables.info(1)).version
    assert later > version
    log = await table.slash(table.bob, "log")
    assert f"`#{later}`" in text_of(log) and fake.violations == []
