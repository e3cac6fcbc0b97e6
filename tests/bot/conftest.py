"""Fixtures for the bot's tests: a temporary SQLite database, a fake clock, the service, the offline
Discord. Every word the bot shows is looked up strictly: a key missing from a catalog fails the test."""

from __future__ import annotations

import itertools
import random
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.chat import words
from bot.service import GameService, Outcome, UndoOutcome
from bot.storage import Storage, storage_for
from bot.timesource import FakeClock
from engine.examples.duel import Duel
from fakediscord import FakeDiscord
from i18n import translator
from tests.bot.e2e import Table, make_table, restore_endpoints
from tools.pgserver import PostgresServer

GUILD, CHANNEL, THREAD = 100, 200, 201
OWNER, ALICE, BOB, CAROL = 1, 11, 12, 13
EN = translator("en", strict=True)


@pytest.fixture(autouse=True)
def strict_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(words, "STRICT", True)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "marengo.db")


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The database the test runs on: SQLite, unless its module asks for both (``BOTH_BACKENDS``)."""
    return str(getattr(request, "param", "sqlite"))


# ``pytestmark = BOTH_BACKENDS``: every test of the module on SQLite and on a real PostgreSQL server.
BOTH_BACKENDS = pytest.mark.parametrize("backend", ["sqlite", "postgres"], indirect=True)


@pytest.fixture
async def database(backend: str, db_path: str, request: pytest.FixtureRequest) -> str:
    """The ``DATABASE_URL`` of a fresh database of ``backend``: a SQLite file, or a PostgreSQL
    database of this run's server, migrated to the current schema."""
    if backend == "sqlite":
        return db_path
    server: PostgresServer = request.getfixturevalue("postgres")
    return await server.new_database()


@pytest.fixture
async def storage(database: str) -> AsyncIterator[Storage]:
    store = storage_for(database, snapshot_every=100)
    await store.open()
    yield store
    await store.close()


@pytest.fixture
def make_service(clock: FakeClock) -> Callable[[Storage], GameService]:
    seeds = itertools.count(7)

    def make(store: Storage) -> GameService:
        return GameService(store, clock, seed_source=lambda: next(seeds), picker=random.Random(3))

    return make


@pytest.fixture
def service(storage: Storage, make_service: Callable[[Storage], GameService], duel: Duel) -> GameService:
    return make_service(storage)


def undone(outcome: Outcome) -> UndoOutcome:
    """What became of an undo, from its outcome."""
    assert outcome.undone is not None
    return outcome.undone


async def started_duel(service: GameService, *, red: int = ALICE, blue: int = BOB) -> int:
    """A duel in CHANNEL with red and blue seated and started; returns its id."""
    info = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=red,
        key="duel",
        scenario=None,
        options_text=None,
        seat="red",
    )
    await service.lobby.join(info.id, blue, "blue")
    await service.lobby.start(info.id, red, False)
    return info.id


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """The offline Discord; every end-to-end test must end without a limit or schema violation."""
    async with FakeDiscord(heartbeat_interval_ms=1000) as server:
        yield server
        assert server.violations == [], server.violations


@pytest.fixture
async def table(
    fake: FakeDiscord, tmp_path: Path, database: str, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[Table]:
    """A guild with two players and the bot running in this process (see ``tests/bot/e2e.py``), on
    the test's ``database``."""
    restore_endpoints(monkeypatch)
    scene = make_table(fake, tmp_path, players=4, database=database)
    await scene.start_bot()
    try:
        yield scene
    finally:
        await scene.stop_bot()
