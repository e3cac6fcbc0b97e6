"""ナポレオン戦争 (N: The Napoleonic Wars), the solitaire of seed 001: the player is the Coalition, the
rules run France, Napoleon and the events.

The Random Events Table is printed for two rows only (1d6 = 4 and 6); the rest is reconstructed
(``DATA.md``), each row marked with its source.
"""

from engine.nwsolitaire.game import NapoleonicWars

__all__ = ["NapoleonicWars"]
