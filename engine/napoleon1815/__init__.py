"""Napoleon 1815 (seed 004): the rules engine. ``Napoleon1815`` is the ``Game``; data in ``data/``;
the typed view renderers draw in ``view.py`` (importing it does not load the rules)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.napoleon1815.game import Napoleon1815

__all__ = ["Napoleon1815"]


def __getattr__(name: str) -> object:
    if name == "Napoleon1815":
        from engine.napoleon1815.game import Napoleon1815

        return Napoleon1815
    raise AttributeError(name)
