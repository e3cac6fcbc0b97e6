"""Age of Napoleon 1805-1815 (Renaud Verlaque, Phalanx Games, revised edition), seed 002.

The seed is the game's Japanese player aid: its charts and procedures are the authority (``data.charts``).
The rest of the game comes from public facts of the full rules (``public rules §…``), the designer's
errata, or our reconstruction, each value marked with its source (DATA.md). The game on the engine
contract is ``AgeOfNapoleon`` (game.py), registered in ``engine.TITLES``.
"""

from engine.ageofnapoleon.game import AgeOfNapoleon

__all__ = ["AgeOfNapoleon"]
