"""Age of Napoleon 1805-1815 (Renaud Verlaque, Phalanx Games, revised edition), seed 002.

The seed is the game's Japanese player aid: its charts and procedures are the authority (``data.charts``).
The rest of the game comes from public facts of the full rules (``public rules §…``), the designer's
errata, or our reconstruction, each value marked with its source (DATA.md). Not yet registered in
``engine.GAMES``: this package holds the data and the rules of the aid, tested one by one.
"""
