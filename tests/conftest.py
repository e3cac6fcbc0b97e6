"""Shared fixtures. The template game ``duel`` (``engine/examples/duel``) is registered for tests of
the shared contract, the bot and the tools, as a game players could choose."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine.examples.duel import Duel
from tools.pgserver import PostgresServer


@pytest.fixture
def duel() -> Iterator[Duel]:
    game = Duel()
    engine.GAMES[game.key] = game
    yield game
    del engine.GAMES[game.key]


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL server of this test run (each xdist worker starts its own)."""
    server = PostgresServer()
    server.start()
    yield server
    server.stop()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The compiled build's check first (minutes of one core), so that the other tests run beside it."""
    items.sort(key=lambda item: item.path.name != "test_compiled_build.py")
