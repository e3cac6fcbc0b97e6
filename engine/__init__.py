"""Marengo's rules engines: pure Python, no Discord, no I/O, no clock.

``TITLES`` is the registry: one line per game, its key and where its ``Game`` lives. ``GAMES``
maps each key to its ``Game`` (imported on first use, so that ``engine.core`` alone stays light);
``find_game`` looks one up by key.
"""

from __future__ import annotations

import importlib
from typing import Any

from engine.core import Game, Msg, SetupError, flow

TITLES: dict[str, str] = {
    "napoleon21": "engine.napoleon21:Napoleon21",
    "napoleon1815": "engine.napoleon1815:Napoleon1815",
    "gustav": "engine.gustav:Gustav",
    "nwsolitaire": "engine.nwsolitaire:NapoleonicWars",
    "ageofnapoleon": "engine.ageofnapoleon:AgeOfNapoleon",
}

# Templates to copy when adding a game: each passes the conformance suite, none is offered to players.
EXAMPLES: dict[str, str] = {
    "duel": "engine.examples.duel:Duel",
    "patrol": "engine.examples.patrol:Patrol",
    "sealed": "engine.examples.sealed:Sealed",
}

AnyGame = Game[Any, Any]


def build() -> str:
    """Which engine this process runs: "pure Python", or "compiled" (``make compiled``'s mypyc build)."""
    return "pure Python" if flow.__file__.endswith(".py") else "compiled"


_games: dict[str, AnyGame] = {}


def _load(key: str) -> AnyGame:
    module, _, name = (TITLES.get(key) or EXAMPLES[key]).partition(":")
    game: AnyGame = getattr(importlib.import_module(module), name)()
    return game


def games() -> dict[str, AnyGame]:
    """Every registered game by key (a shared dict: tests may register a game of their own)."""
    for key in TITLES:
        if key not in _games:
            _games[key] = _load(key)
    return _games


def example(key: str) -> AnyGame:
    """One of the template games."""
    return _load(key)


def find_game(key: str) -> AnyGame:
    """The game registered under ``key``; raises SetupError naming the known keys otherwise."""
    found = _games.get(key) or (_load(key) if key in TITLES else None)
    if found is None:
        raise SetupError(Msg("core-error-no-game", game=key[:40], games=tuple(games())))
    _games[key] = found
    return found


def __getattr__(name: str) -> dict[str, AnyGame]:
    if name == "GAMES":
        return games()
    raise AttributeError(name)
