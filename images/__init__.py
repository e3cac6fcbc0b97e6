"""Board images, drawn by our own code from a view (never from a full state).

Each game has a module here with ``board(view) -> bytes`` (a PNG) and, for hidden-information games,
``sheets(view) -> list[tuple[str, bytes]]`` (a seat's private pictures: its hand, its order of battle).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

RENDERERS: dict[str, str] = {"napoleon21": "images.napoleon21", "napoleon1815": "images.napoleon1815"}


def _module(view: dict[str, Any]) -> ModuleType:
    key = view["game"]
    if key not in RENDERERS:
        raise KeyError(f"no renderer for game {key!r}")
    return importlib.import_module(RENDERERS[key])


def render_board(view: dict[str, Any]) -> bytes:
    """The board PNG for a view (public or a seat's)."""
    png: bytes = _module(view).board(view)
    return png


def render_sheets(view: dict[str, Any]) -> list[tuple[str, bytes]]:
    """A seat's private pictures as (file name, PNG); none for games without hidden information."""
    module = _module(view)
    sheets: list[tuple[str, bytes]] = module.sheets(view) if hasattr(module, "sheets") else []
    return sheets
