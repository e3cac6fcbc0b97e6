"""``python -m tools.migrate``: a SQLite database the bot played on, copied to a real PostgreSQL
server of this run and verified (row counts, and every game replayed on PostgreSQL to its stored
state); the bot then goes on there as it would have on SQLite."""

from __future__ import annotations

import io
import sqlite3
from collections.abc import Callable

import pytest

from bot.service import GameService
from bot.storage import NewGame, PostgresStorage, SqliteStorage, Storage
from engine.examples.duel import Duel
from tests.bot.conftest import ALICE, BOB, EN, started_duel
from tools import migrate
from tools.pgserver import PostgresServer


async def played(service: GameService) -> int:
    game = await started_duel(service)
    await service.play.act(game, ALICE, "flag", EN)
    await service.play.act(game, ALICE, "draw", EN)
    await service.play.act(game, BOB, "roll", EN)
    return game


async def test_a_played_database_moves_to_postgresql_and_play_goes_on(
    db_path: str,
    postgres: PostgresServer,
    make_service: Callable[[Storage], GameService],
    duel: Duel,
) -> None:
    source = SqliteStorage(db_path)
    await source.open()
    game = await played(make_service(source))
    entries = await source.entries(game)
    await source.close()
    url = await postgres.new_database(migrated=False)
    out = io.StringIO()
    await migrate.migrate(db_path, url, out)
    assert f"actions: {len(entries)} rows" in out.getvalue() and "1 games replayed" in out.getvalue()
    target = PostgresStorage(url)
    await target.open()
    try:
        assert await target.entries(game) == entries
        service = make_service(target)
        await service.tables.load_all()
        await service.play.act(game, ALICE, service.play.choices(game, ALICE)[0].notation(), EN)  # it goes on
        assert (await service.tables.info(game)).version == entries[-1].seq + 1
        second = await target.create_game(NewGame(1, 2, None, "duel", "standard", {}, 7, 10, 0.0))
        assert second.id > game  # new games number on from the copied ones
    finally:
        await target.close()


async def test_a_database_that_already_holds_games_is_refused(
    db_path: str, postgres: PostgresServer, make_service: Callable[[Storage], GameService], duel: Duel
) -> None:
    source = SqliteStorage(db_path)
    await source.open()
    await played(make_service(source))
    await source.close()
    url = await postgres.new_database(migrated=False)
    await migrate.migrate(db_path, url, io.StringIO())
    with pytest.raises(migrate.MigrationFailed, match="already holds games"):
        await migrate.migrate(db_path, url, io.StringIO())


async def test_a_game_whose_replay_differs_from_its_stored_state_fails_the_check(
    db_path: str, postgres: PostgresServer, make_service: Callable[[Storage], GameService], duel: Duel
) -> None:
    source = SqliteStorage(db_path)
    await source.open()
    game = await played(make_service(source))
    await source.close()
    with sqlite3.connect(db_path) as db:  # the latest state says what no play led to
        db.execute("UPDATE actions SET args = '[]', verb = 'flag' WHERE game_id = ? AND seq = 4", (game,))
    with pytest.raises(migrate.MigrationFailed, match=f"game {game}: its replay"):
        await migrate.migrate(db_path, await postgres.new_database(migrated=False), io.StringIO())
