"""Two ``python -m bot`` processes, shards 0 and 1 of 2, on one PostgreSQL server started by the
test, through the offline Discord (which routes each guild's events to its shard and DMs to shard
0): each plays the games of its guild, ``/game mine`` in a DM lists both, a process's background
round leaves the other's games alone, and SIGKILL of one during play loses and doubles nothing."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg

from bot.timesource import FakeClock
from fakediscord import BotProcess, FakeDiscord, Faults, User
from fakediscord.waiting import eventually
from tests.bot.e2e import Table, button_ids, finish_turn, pinged, take_turn, text_of
from tools.pgserver import PostgresServer

SHARDS = 2


def shard_process(fake: FakeDiscord, url: str, shard: int) -> BotProcess:
    env = {"DATABASE_URL": url, "SHARD_COUNT": str(SHARDS), "SHARD_IDS": str(shard)}
    return BotProcess(env=fake.bot_env() | env | {"REMINDER_POLL_SECONDS": "0.2"})


def shard_table(fake: FakeDiscord, url: str, shard: int, players: list[User]) -> Table:
    """A guild whose events Discord sends to ``shard``, with its war-room and both players."""
    guild = fake.create_guild(f"Shard {shard}", shard=(shard, SHARDS))
    chan = fake.create_text_channel(guild, "war-room")
    for user in players:
        fake.add_member(guild, user)
    return Table(fake, guild, chan, players, url, FakeClock())


async def connect(fake: FakeDiscord, process: BotProcess, shard: int) -> None:
    """Start ``process`` and wait until its shard is connected with a new session and it is ready."""
    before = fake.gateway.shards.get(shard)
    await process.start()

    def connected() -> bool:
        session = fake.gateway.shards.get(shard)
        return session is not before and fake.gateway.shard_connected(shard) and any(fake.commands.values())

    await fake.wait_until(connected, 60, f"shard {shard}'s bot")
    await process.wait_for_log(rf"connected as .*shards \[{shard}\] of {SHARDS}")


async def stored(url: str, sql: str) -> list[asyncpg.Record]:
    conn = await asyncpg.connect(url)
    try:
        return list(await conn.fetch(sql))
    finally:
        await conn.close()


async def game_of(url: str, guild_id: int) -> asyncpg.Record:
    (row,) = await stored(
        url, f"SELECT id, version, announced_version FROM games WHERE guild_id = {guild_id}"
    )
    return row


async def all_posted(url: str, guild_id: int) -> bool:
    """What the game's process committed has reached its channel."""
    row = await game_of(url, guild_id)
    return bool(row["version"] == row["announced_version"])


async def open_game(table: Table) -> None:
    await table.slash(table.alice, "game new", game="napoleon21", seat="france", where="channel")
    await table.slash(table.bob, "game join")
    await table.slash(table.alice, "game start")
    await table.wait_message(r"your turn as")


async def mine_in_dm(fake: FakeDiscord, tables: list[Table]) -> None:
    """``/game mine`` in alice's DM (shard 0's) lists her games of both guilds."""
    alice = tables[0].alice
    mine = text_of(await tables[0].slash(alice, "game mine", fake.dm_channel(alice)))
    for table in tables:
        assert f"/channels/{table.guild.id}/{table.chan.id}" in mine, mine


async def test_several_shards_on_sqlite_stop_at_start_with_a_clear_error(tmp_path: Path) -> None:
    env = {"DISCORD_TOKEN": "x.y.z", "DATABASE_URL": str(tmp_path / "marengo.db"), "SHARD_COUNT": "2"}
    process = BotProcess(env=env, cwd=tmp_path)
    await process.start()
    assert await process.wait_exit() == 2  # importing the bot is slow on a busy machine
    assert "SHARD_COUNT=2 needs PostgreSQL" in process.logs and "Traceback" not in process.logs
    assert not (tmp_path / "marengo.db").exists()


async def test_two_shard_processes_on_postgresql_share_nothing_and_survive_sigkill(
    fake: FakeDiscord, postgres: PostgresServer
) -> None:
    url = await postgres.new_database()
    players = [fake.create_user("alice"), fake.create_user("bob")]
    tables = [shard_table(fake, url, shard, players) for shard in range(SHARDS)]
    processes = [shard_process(fake, url, shard) for shard in range(SHARDS)]
    try:
        for shard, process in enumerate(processes):
            await connect(fake, process, shard)
        for shard, table in enumerate(tables):  # each process was sent its own guild alone
            session = fake.gateway.shards[shard]
            assert {e["d"]["id"] for e in session.events if e["t"] == "GUILD_CREATE"} == {str(table.guild.id)}
        for table in tables:
            await open_game(table)
            await take_turn(table)
        await mine_in_dm(fake, tables)
        zero, one = tables

        # 1. shard 1's process commits a move Discord will not post, then dies: shard 0's background
        # round, which re-announces what never reached a channel, leaves that game alone
        fake.faults.server_error(rf"POST /channels/{one.chan.id}/messages", times=1000, status=503)
        click = await finish_turn(one)
        assert "could not post the update" in text_of(click)
        processes[1].kill()
        await processes[1].wait_exit()
        fake.faults = Faults()
        owed = await game_of(url, one.guild.id)
        assert owed["announced_version"] < owed["version"]
        await take_turn(zero)  # shard 0 plays on meanwhile, its rounds every 0.2 s
        await asyncio.sleep(1.0)
        still = await game_of(url, one.guild.id)
        assert (still["version"], still["announced_version"]) == (owed["version"], owed["announced_version"])
        before = len(one.messages())
        await connect(fake, processes[1], 1)
        reposted = await one.wait_message(r"your turn as", after=before)
        assert f"mg:a:{owed['id']}:{owed['version']}:" in " ".join(button_ids(reposted))

        # 2. killed while an interaction is in flight: it happened once, or not at all
        ping = one.last(r"your turn as")
        record = await fake.click(
            pinged(one, ping), ping, next(i for i in button_ids(ping) if i.startswith("mg:a:"))
        )
        await fake.wait_until(lambda: record.response is not None, what="the answer")
        processes[1].kill()
        await processes[1].wait_exit()
        await connect(fake, processes[1], 1)
        await eventually(lambda: all_posted(url, one.guild.id), "the restarted shard to post the move")
        for turn in range(4):
            for table in tables:
                await take_turn(table, via="slash" if turn % 2 else "click")

        # 3. rebalanced: the processes swap shards; DMs now reach the other process
        for process in processes:
            process.terminate()
            assert await process.wait_exit() == 0
        processes = [shard_process(fake, url, shard) for shard in range(SHARDS)]
        for shard in (1, 0):
            await connect(fake, processes[shard], shard)
        await mine_in_dm(fake, tables)
        for table in tables:
            await take_turn(table)
    finally:
        for process in processes:
            if process.returncode is None:
                process.kill()
                await process.wait_exit()
        logs = "\n".join(p.logs for p in processes)

    for table in tables:
        (row,) = await stored(
            url,
            "SELECT (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id AND kind = 'play' AND undone = 0),"
            " (SELECT MAX(seq) FROM actions a WHERE a.game_id = g.id),"
            " (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id), version, announced_version,"
            " (SELECT (state::json->>'step')::bigint FROM snapshots s WHERE s.game_id = g.id"
            f" ORDER BY step DESC LIMIT 1) FROM games g WHERE guild_id = {table.guild.id}",
        )
        plays, last_seq, entries, version, announced, step = row
        assert last_seq == entries == version == announced  # no gap, nothing doubled, everything posted
        assert step == plays
    assert "VersionConflict" not in logs
