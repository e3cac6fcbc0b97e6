"""ナポレオン戦争 (N: The Napoleonic Wars), the solitaire of seed 001: the player is the Coalition, the
rules run France, Napoleon and the events.

Not registered in ``engine.TITLES`` yet: the Random Events Table is known only for the two rows the
example of play shows (1d6 = 4 and 6), so the events it names elsewhere (marriage and divorce,
Josephine's tour, the Royalist rising, the Émigrés, the Hundred Days, religion effects...) do not
happen, and there is no board picture (images/). Everything else of the turn A-J is played by the
rules; ``DATA.md`` lists the reconstructed component data.
"""

from engine.nwsolitaire.game import NapoleonicWars

__all__ = ["NapoleonicWars"]
