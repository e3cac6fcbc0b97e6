"""Napoleon 2.1 (seed 000): Napoleon against the coalitions of 1805-1815, for 2-6 players."""

from engine.napoleon21.game import Napoleon21

__all__ = ["Napoleon21"]
