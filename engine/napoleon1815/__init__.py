"""Napoleon 1815 (seed 004): the rules engine. ``Napoleon1815`` is the ``Game``; data in ``data/``."""

from engine.napoleon1815.game import Napoleon1815

__all__ = ["Napoleon1815"]
