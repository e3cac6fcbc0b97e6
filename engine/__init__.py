"""Marengo's rules engines: pure Python, no Discord, no I/O, no clock.

``GAMES`` maps each game key to its ``Game``; ``find_game`` looks one up by key.
"""

from __future__ import annotations

from typing import Any

from engine.core import Game, SetupError
from engine.napoleon21 import Napoleon21
from engine.napoleon1815 import Napoleon1815

_TITLES: tuple[Game[Any], ...] = (Napoleon21(), Napoleon1815())
GAMES: dict[str, Game[Any]] = {game.key: game for game in _TITLES}


def find_game(key: str) -> Game[Any]:
    """The game registered under ``key``; raises SetupError naming the known keys otherwise."""
    try:
        return GAMES[key]
    except KeyError:
        raise SetupError(f"no game {key!r} (games: {', '.join(GAMES)})") from None
