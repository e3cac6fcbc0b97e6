"""Shared fixtures. The toy game ``duel`` is registered for tests of the shared contract."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
import images
from tests.toygame import Duel


@pytest.fixture
def duel() -> Iterator[Duel]:
    game = Duel()
    engine.GAMES[game.key] = game
    images.RENDERERS.setdefault(game.key, "tests.toyrender")
    yield game
    del engine.GAMES[game.key]
