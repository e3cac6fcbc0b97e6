"""The AI's levels, for any game: ``easy`` is the game's best scripted agent (random for a game with
none), ``normal`` and ``hard`` search (``engine.core.search``) for about 2 and 10 seconds a decision.

The engine has no clock: a level's time budget is a ``stop`` test made here, for each decision, from
the monotonic clock. ``BEST`` names the strongest scripted strategy of each game and seat (from the
series in each game's DATA.md); ``python -m tools.matchup GAME --ai`` measures the search against it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from engine.core import Action, GameState
from engine.core.agent import RANDOM, Agent, AnyGame, Scripted
from engine.core.rng import Rng
from engine.core.search import Policy, Search

# seconds a decision: about 2 and 10, the last playout and the answer fitting within them
LEVELS: dict[str, float | None] = {"easy": None, "normal": 1.9, "hard": 9.5}
MAX_PLAYOUTS = 1_000_000  # a timed level stops on the clock, never on this

# The strongest scripted player of each game, by seat (every other seat of a side plays as its first).
BEST: dict[str, dict[str, str]] = {
    "napoleon21": {"france": "aggressive", "*": "counter"},  # DATA.md: France 50.7% v counter, 50.0% v turtle
    "napoleon1815": {
        "france": "aggressive",
        "*": "hold",
    },  # DATA.md: France 59.7% v hold, 62.3% v concentrate
    "gustav": {"*": "greedy"},
    "nwsolitaire": {"*": "coalition"},  # the one scripted Coalition (DATA.md)
    "ageofnapoleon": {"*": "general"},  # DATA.md §16: the general against the cautious player
}


def timed(seconds: float) -> Callable[[], Callable[[], bool]]:
    """A search's ``until``: each decision stops once ``seconds`` have passed since it began."""

    def until() -> Callable[[], bool]:
        deadline = time.monotonic() + seconds

        def stop() -> bool:
            return time.monotonic() >= deadline

        return stop

    return until


def best_scripted(key: str, seat: str) -> Agent:
    """The game's best scripted agent for ``seat`` (the random player for a game without any)."""
    from tools.matchup import MODULES, strategies_of  # the harness imports every game's strategies

    if key not in MODULES:
        return RANDOM
    names = BEST[key]
    return strategies_of(key)[seat][names.get(seat, names["*"])]


def scripted_playouts(key: str) -> Policy | None:
    """A playout policy made of the game's best scripted players, each reading its seat's view of
    the state drawn (None for a game without scripted players: the game's own policy)."""
    from tools.matchup import MODULES

    if key not in MODULES:
        return None
    players: dict[str, Agent] = {}

    def policy(game: AnyGame, state: GameState, seat: str, actions: list[Action], pick: Rng) -> Action:
        player = players.get(seat) or players.setdefault(seat, best_scripted(key, seat))
        if isinstance(player, Scripted) and pick.below(4):  # one step in four at random
            return player.decide(game.view(state, seat), game.prompt(state, seat), pick)
        return game.playout_action(state, seat, actions, pick)

    return policy


def agent(key: str, seat: str, level: str, depth: int = 20) -> Agent:
    """The agent of a level for a seat of a game."""
    seconds = LEVELS[level]
    if seconds is None:
        return best_scripted(key, seat)
    return Search(playouts=MAX_PLAYOUTS, depth=depth, until=timed(seconds), policy=scripted_playouts(key))
