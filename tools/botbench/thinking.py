"""How long the players of one game think before each decision, with or without bursts.

Without sittings, each think time is drawn uniformly from ``think``. The asynchronous pace adds
bursts as *sittings*: after any decision, with ``Sittings.chance``, both players of that game happen
to be online together and play the next ``Sittings.decisions`` decisions live, ``Sittings.think``
seconds each, before going back to their slow pace. Sittings start independently in each game, so
at any moment a few of the games are being played live while the rest move every few minutes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Sittings:
    chance: float = 0.05  # after any decision, of a sitting starting with the next one
    decisions: int = 10  # played live in a sitting
    think: tuple[float, float] = (2.0, 20.0)  # seconds, as in the live benchmark


class Thinker:
    """One game's think times; ``staggered`` spreads the games' first decisions over a whole think
    time (a player caught part-way through thinking) so that they do not all fall due together."""

    def __init__(
        self,
        pick: random.Random,
        think: tuple[float, float],
        sittings: Sittings | None = None,
        staggered: bool = False,
    ) -> None:
        self.pick, self.think, self.sittings = pick, think, sittings
        self.first = staggered
        self.live = 0  # decisions left in the current sitting
        self.started = 0  # sittings started so far

    def next(self) -> float:
        """The think time before the next decision, in seconds."""
        seconds = self._draw()
        if self.first:
            self.first = False
            return self.pick.uniform(0.0, seconds)
        return seconds

    def _draw(self) -> float:
        if self.live > 0:
            self.live -= 1
            return self._live()
        if self.sittings is not None and self.pick.random() < self.sittings.chance:
            self.live = self.sittings.decisions - 1
            self.started += 1
            return self._live()
        return self.pick.uniform(*self.think)

    def _live(self) -> float:
        assert self.sittings is not None
        return self.pick.uniform(*self.sittings.think)
