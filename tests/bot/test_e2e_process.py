"""``python -m bot`` as a real process: configuration errors, SIGTERM, and SIGKILL in the middle of play."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

from fakediscord import BotProcess, FakeDiscord, Faults
from fakediscord.waiting import eventually
from tests.bot.e2e import Table, button_ids, finish_turn, make_table, pinged, take_turn, text_of


def bot_process(fake: FakeDiscord, db_path: str) -> BotProcess:
    return BotProcess(env=fake.bot_env() | {"DATABASE_PATH": db_path, "REMINDER_POLL_SECONDS": "0.2"})


def db_row(db_path: str, sql: str) -> tuple[int, ...]:
    with sqlite3.connect(db_path) as db:
        return tuple(db.execute(sql).fetchone())


async def test_missing_token_fails_fast(tmp_path: Path) -> None:
    process = BotProcess(cmd=(sys.executable, "-m", "bot"), env={}, cwd=tmp_path)
    await process.start()
    assert await process.wait_exit() == 2
    assert "DISCORD_TOKEN is not set" in process.logs


async def test_sigterm_closes_cleanly(fake: FakeDiscord, tmp_path: Path) -> None:
    table = make_table(fake, tmp_path)
    async with bot_process(fake, table.db_path) as process:
        await fake.wait_for_bot()
        await process.wait_for_log(r"connected as")
        process.terminate()
        assert await process.wait_exit() == 0
    assert "received SIGTERM" in process.logs and "stopped" in process.logs
    assert "Traceback" not in process.logs and fake.token not in process.logs


async def test_debug_logs_hold_no_token(fake: FakeDiscord, tmp_path: Path) -> None:
    table = make_table(fake, tmp_path)
    env = fake.bot_env() | {"DATABASE_PATH": table.db_path, "LOG_LEVEL": "DEBUG"}
    async with BotProcess(env=env) as process:
        await fake.wait_for_bot()
        played = await table.slash(table.alice, "help")
        assert "/game new" in text_of(played)
        await process.wait_for_log(r"/interactions/\d+/\[redacted\]/callback")
        process.terminate()
        assert await process.wait_exit() == 0
    assert fake.token not in process.logs and "aW50ZXJhY3Rpb246" not in process.logs


async def test_sigkill_mid_play_loses_and_doubles_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    table = make_table(fake, tmp_path)
    process = bot_process(fake, table.db_path)
    async with process:
        await fake.wait_for_bot()
        await table.slash(table.alice, "game new", game="napoleon21", seat="france", where="channel")
        await table.slash(table.bob, "game join")
        await table.slash(table.alice, "game start")
        await table.wait_message(r"your turn as")
        for _ in range(3):
            await take_turn(table)
        # a second game, in a thread, must come back as well
        await table.slash(table.bob, "game new", game="napoleon21", seat="allies")
        (thread,) = [c for c in table.guild.channels if c.is_thread]
        await table.slash(table.alice, "game join", thread)
        await table.slash(table.bob, "game start", thread)
        await table.wait_message(r"your turn as", thread)
        await take_turn(table, channel=thread)

        # 1. killed between commit and post: Discord refuses the post, then the process dies
        fake.faults.server_error(r"POST /channels/\d+/messages", times=1000, status=503)
        version = await kill_after_commit(table)
        process.kill()
        await process.wait_exit()
        fake.faults = Faults()  # Discord is back
        before = len(table.messages())
        await process.start()
        await fake.wait_for_bot(identifies=2)
        reposted = await table.wait_message(r"your turn as", after=before)
        assert f"mg:a:1:{version}:" in " ".join(button_ids(reposted))

        # 2. killed while an interaction is in flight: it happened once, or not at all
        ping = table.last(r"your turn as")
        user = pinged(table, ping)
        record = await fake.click(user, ping, next(i for i in button_ids(ping) if i.startswith("mg:a:")))
        await fake.wait_until(lambda: record.response is not None, 10, "the answer")
        process.kill()
        await process.wait_exit()
        await process.start()
        await fake.wait_for_bot(identifies=3)
        await wait_announced(table.db_path)

        await take_turn(table, channel=thread)  # the other game goes on too
        await take_turn(table, channel=thread, via="slash")
        turns = await play_out(table)
        assert turns > 20  # hand-offs: a turn may take several decisions
    for game_id, status in ((1, "finished"), (2, "active")):
        plays, last_seq, entries, version, announced = db_row(
            table.db_path,
            f"SELECT (SELECT COUNT(*) FROM actions WHERE game_id = {game_id} AND kind = 'play' AND undone = 0),"
            f" (SELECT MAX(seq) FROM actions WHERE game_id = {game_id}),"
            f" (SELECT COUNT(*) FROM actions WHERE game_id = {game_id}), version, announced_version"
            f" FROM games WHERE id = {game_id}",
        )
        assert last_seq == entries == version == announced  # no gap, nothing doubled, everything posted
        saved_status, step = db_row(
            table.db_path,
            f"SELECT status, json_extract(state, '$.step') FROM games JOIN snapshots ON game_id = id"
            f" WHERE id = {game_id} ORDER BY step DESC LIMIT 1",
        )
        assert (saved_status, step) == (status, plays)


async def kill_after_commit(table: Table) -> int:
    """The pinged player passes; the move is committed but cannot be posted. Returns the new version."""
    click = await finish_turn(table)
    assert "could not post the update" in text_of(click)
    return int(db_row(table.db_path, "SELECT version FROM games ORDER BY id LIMIT 1")[0])


async def wait_announced(db_path: str) -> None:
    """Until the restarted bot posted what was committed."""

    async def posted() -> bool:
        version, announced = db_row(db_path, "SELECT version, announced_version FROM games")
        return bool(version == announced)

    await eventually(posted, "the restarted bot to announce the game")


async def play_out(table: Table) -> int:
    for turn in range(400):
        if any("is over" in m.content for m in table.messages()):
            return turn
        await take_turn(table, via="slash" if turn % 4 == 0 else "click")
    raise AssertionError("no end in 400 turns")
