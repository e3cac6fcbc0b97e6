"""ナポレオン戦争 (N: The Napoleonic Wars), the solitaire of seed 001 (work in progress, not registered)."""

from engine.nwsolitaire.game import NapoleonicWars

__all__ = ["NapoleonicWars"]
