"""Shared fixtures. The template game ``duel`` (``engine/examples/duel``) is registered for tests of
the shared contract, the bot and the tools, as a game players could choose."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine.examples.duel import Duel


@pytest.fixture
def duel() -> Iterator[Duel]:
    game = Duel()
    engine.GAMES[game.key] = game
    yield game
    del engine.GAMES[game.key]
