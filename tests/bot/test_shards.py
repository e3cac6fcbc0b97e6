"""Shards across processes on one PostgreSQL server (a real one, started by the test run): each
process lists and keeps its guilds' games alone, a game another process holds is read afresh when a
DM reaches it, and two processes racing on one game apply a play once (the game's advisory lock in
the commit statement, then its version check)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from functools import partial

import asyncpg
import pytest

from bot.config import ConfigError, load_settings
from bot.service import GameService
from bot.storage import EVERY, Change, NewGame, PostgresStorage, Shards, Storage, VersionConflict, storage_for
from bot.storage.postgres import _GAME_LOCKS
from bot.timesource import FakeClock
from engine.core import RulesError
from engine.examples.duel import Duel
from fakediscord.gateway import Gateway
from fakediscord.waiting import eventually
from tests.bot.conftest import ALICE, BOB, EN
from tests.bot.test_storage import play
from tools.pgserver import PostgresServer

SHARD0_GUILD, SHARD1_GUILD = 4 << 22, 7 << 22  # (guild_id >> 22) % 2: 0 and 1
PG_URL = "postgresql://marengo@/marengo?host=/tmp/x"


# --- configuration ------------------------------------------------------------------------------


def test_several_shards_need_postgresql() -> None:
    with pytest.raises(ConfigError, match="SHARD_COUNT=2 needs PostgreSQL"):
        load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": "marengo.db", "SHARD_COUNT": "2"})
    with pytest.raises(ConfigError, match="SHARD_IDS needs SHARD_COUNT"):
        load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": PG_URL, "SHARD_IDS": "0"})
    with pytest.raises(ConfigError, match="from 0 to 1"):
        load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": PG_URL, "SHARD_COUNT": "2", "SHARD_IDS": "2"})
    assert load_settings({"DISCORD_TOKEN": "t"}).shards is None  # one process, every guild
    settings = load_settings(
        {"DISCORD_TOKEN": "t", "DATABASE_URL": PG_URL, "SHARD_COUNT": "2", "SHARD_IDS": "1"}
    )
    assert settings.shards == Shards((1,), 2) and settings.held.holds(SHARD1_GUILD)
    assert not settings.held.holds(SHARD0_GUILD)
    with pytest.raises(ValueError, match="need PostgreSQL"):
        storage_for("marengo.db", shards=Shards((0,), 2))


def test_shards_split_guilds_as_discord_and_the_fake_do() -> None:
    gateway = Gateway.__new__(Gateway)
    gateway.shard_count = 3
    for guild_id in (SHARD0_GUILD, SHARD1_GUILD, 1_234_567_890_123_456_789, 0):
        shard = (guild_id >> 22) % 3  # discord.py's AutoShardedClient: the same formula
        assert Shards.of(guild_id, 3) == gateway.shard_of(guild_id) == shard
        assert Shards((shard,), 3).holds(guild_id) and not Shards(((shard + 1) % 3,), 3).holds(guild_id)
    assert gateway.shard_of(None) == 0  # direct messages go to shard 0


# --- two processes on one server ----------------------------------------------------------------


@pytest.fixture
async def url(postgres: PostgresServer) -> str:
    return await postgres.new_database()


@pytest.fixture
async def opened() -> AsyncIterator[Callable[[str, Shards], Storage]]:
    """Storages as separate processes would open them (each its own pool and cache)."""
    stores: list[Storage] = []

    def make(url: str, shards: Shards = EVERY) -> Storage:
        store = storage_for(url, shards=shards)
        stores.append(store)
        return store

    yield make
    for store in stores:
        await store.close()


async def active_game(storage: Storage, guild: int = SHARD1_GUILD) -> int:
    row = await storage.create_game(NewGame(guild, guild + 1, None, "duel", "standard", {}, 7, 10, 5.0))
    await storage.commit(Change(row.id, 0, play(1), "active", '{"s": 1}', reminder_due=99.0))
    return row.id


async def test_two_processes_racing_on_one_game_apply_the_play_once(
    url: str, opened: Callable[[str, Shards], Storage]
) -> None:
    """A rolling restart: the old and the new process both hold the game and both commit a play
    against version 1. One is written, the other refused, and the refused one forgets its copy."""
    first, second = opened(url, Shards()), opened(url, Shards())
    await first.open()
    await second.open()
    for _ in range(20):
        game = await active_game(first)
        for store in (first, second):
            row = await store.get_game(game)  # both keep the game at version 1
            assert row is not None and row.version == 1
        trips = first.round_trips + second.round_trips
        results = await asyncio.gather(
            first.commit(Change(game, 1, play(2, "red"), "active", '{"s": 2}')),
            second.commit(Change(game, 1, play(2, "blue"), "active", '{"s": 2}')),
            return_exceptions=True,
        )
        assert first.round_trips + second.round_trips - trips == 2  # one round trip a commit
        assert sorted(type(r).__name__ for r in results) == ["GameRow", "VersionConflict"]
        winner = first if not isinstance(results[0], VersionConflict) else second
        loser = second if winner is first else first
        entries = await loser.entries(game)
        assert [e.seq for e in entries] == [1, 2]  # nothing doubled, nothing lost
        assert entries[1].seat == ("red" if winner is first else "blue")
        row = await loser.get_game(game)  # forgotten on the conflict: read again, version 2
        assert row is not None and row.version == 2
        with pytest.raises(VersionConflict):  # the stale change cannot be applied later either
            await loser.commit(Change(game, 1, play(2), "active", '{"s": 2}'))
        assert (await loser.commit(Change(game, 2, play(3), "active", '{"s": 3}'))).version == 3


async def test_a_commit_waits_for_the_games_advisory_lock(
    url: str, opened: Callable[[str, Shards], Storage]
) -> None:
    store = opened(url, Shards())
    await store.open()
    game = await active_game(store)
    assert isinstance(store, PostgresStorage)
    holder = await asyncpg.connect(url)
    try:
        await holder.execute("SELECT pg_advisory_lock($1)", _GAME_LOCKS + game)  # another process's commit
        commit = asyncio.create_task(store.commit(Change(game, 1, play(2), "active", '{"s": 2}')))
        waiting = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"

        async def blocked() -> bool:
            return bool(await holder.fetchval(waiting))

        await eventually(blocked, "the commit to wait for the other's lock")
        assert await holder.fetchval(waiting) == 1 and not commit.done()
        assert await holder.fetchval("SELECT version FROM games WHERE id = $1", game) == 1
        await holder.execute("SELECT pg_advisory_unlock($1)", _GAME_LOCKS + game)
        row = await commit
        assert row.version == 2
    finally:
        await holder.close()


# --- the service of each process ----------------------------------------------------------------


async def noticed(storage: PostgresStorage, game: int) -> bool:
    """Another process's commit to ``game`` has been heard by ``storage`` (its notice arrived)."""
    return game in storage._moved


async def started(service: GameService, guild: int) -> int:
    info = await service.lobby.create(
        guild_id=guild,
        channel_id=guild + 1,
        parent_channel_id=None,
        owner_id=ALICE,
        key="duel",
        scenario=None,
        options_text=None,
        seat="red",
    )
    await service.lobby.join(info.id, BOB, "blue")
    await service.lobby.start(info.id, ALICE, False)
    return info.id


async def test_each_process_lists_and_runs_the_round_for_its_guilds_only(
    url: str,
    opened: Callable[[str, Shards], Storage],
    make_service: Callable[[Storage], GameService],
    clock: FakeClock,
    duel: Duel,
) -> None:
    one = opened(url, Shards())
    await one.open()
    games = {guild: await started(make_service(one), guild) for guild in (SHARD0_GUILD, SHARD1_GUILD)}
    await one.close()
    services = {}
    for shard in (0, 1):
        store = opened(url, Shards((shard,), 2))
        await store.open()
        services[shard] = make_service(store)
        assert await services[shard].tables.load_all() == 1
    clock.advance(7 * 24 * 3600.0)  # every reminder is due
    for shard, guild in ((0, SHARD0_GUILD), (1, SHARD1_GUILD)):
        service = services[shard]
        assert [d.info.id for d in await service.reminders.due()] == [games[guild]]
        assert await service.tables.unannounced() == [games[guild]]  # the round re-announces its own alone
        assert [g.id for g in await service.tables.list_games(guild)] == [games[guild]]
        assert {r.id for r in await service.storage.find_games(statuses=("active",))} == {games[guild]}
        # the member's games, asked in a DM (shard 0), are every guild's
        assert {g.info.id for g in await service.seats.my_games(ALICE, None)} == set(games.values())


async def test_a_dm_reaching_another_process_plays_on_the_latest_state(
    url: str,
    opened: Callable[[str, Shards], Storage],
    make_service: Callable[[Storage], GameService],
    duel: Duel,
) -> None:
    """Shard 0 receives the DMs: its plays on a game of shard 1's guild read that game afresh, and
    its commits tell shard 1's process, which reloads the game before its next play; when both play
    at once, one play is written and the other refused."""
    stores = {shard: opened(url, Shards((shard,), 2)) for shard in (0, 1)}
    for store in stores.values():
        await store.open()
    dm_side, owner = make_service(stores[0]), make_service(stores[1])
    game = await started(owner, SHARD1_GUILD)
    await owner.play.act(game, ALICE, "flag", EN)
    assert (await dm_side.tables.info(game)).version == 2
    await owner.play.act(game, ALICE, "flag", EN)  # the DM side's copy is now one behind
    trips = stores[0].round_trips
    await dm_side.play.act(game, ALICE, "flag", EN, version=3)  # not refused as stale: read afresh
    assert stores[0].round_trips > trips
    heard = stores[1]
    assert isinstance(heard, PostgresStorage)
    await eventually(lambda: noticed(heard, game), "the commit's notice to reach the owner")
    await owner.play.act(game, ALICE, "flag", EN, version=4)  # reloaded: the button of version 4 works
    trips = stores[1].round_trips
    await owner.play.act(game, ALICE, "flag", EN, version=5)
    assert stores[1].round_trips - trips == 1  # the owner's play: its commit alone, lock included
    assert owner.tables.version_in(SHARD1_GUILD + 1) == 6
    await dm_side.play.act(game, ALICE, "flag", EN, version=6)
    await eventually(lambda: noticed(heard, game), "the commit's notice to reach the owner")
    seen = owner.tables.version_in(SHARD1_GUILD + 1)  # a /play typed in the channel: not refused as stale
    assert seen is None
    await owner.play.act(game, ALICE, "flag", EN, version=seen)

    async def both_at(version: int) -> bool:
        return (await owner.tables.info(game)).version == (await dm_side.tables.info(game)).version == version

    for _ in range(10):  # both at once, from the same version: once
        version = (await dm_side.tables.info(game)).version
        results = await asyncio.gather(
            owner.play.act(game, ALICE, "flag", EN, version=version),
            dm_side.play.act(game, ALICE, "flag", EN, version=version),
            return_exceptions=True,
        )
        assert sum(not isinstance(r, BaseException) for r in results) == 1, results
        assert all(isinstance(r, RulesError) for r in results if isinstance(r, BaseException))
        await eventually(partial(both_at, version + 1), "the winner's notice to reach the other side")
    entries = await stores[0].entries(game)
    assert [e.seq for e in entries] == list(range(1, 19))  # nothing doubled, nothing lost
    assert (await owner.tables.info(game)).version == (await dm_side.tables.info(game)).version == 18
