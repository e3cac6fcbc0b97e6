"""The AI's levels, for any game: ``level_agent(game, seat, level)`` is the player the bot seats.

- ``easy``: the game's strongest scripted player for the seat (``Game.scripted``; at random for a
  game without any).
- ``normal`` and ``hard``: the search (``engine.core.search``), its playouts guided by the game's
  scripted players. For a game that has them it compares their choices with ``OTHERS`` other
  actions by paired playouts (the same drawn states, the same draws after) and keeps the strongest
  one's choice unless the playouts show another clearly better (``SECURE``): a few hundred playouts
  a decision are too noisy to overrule it on less. A game without scripted players is searched
  with a tree. Their budget is about 2 and 10 seconds a decision (``SECONDS``), but the engine
  has no clock: the caller passes ``until``, which makes a fresh ``stop`` test for each decision
  (``tools.ai.timed``, the bot's worker); or a fixed ``playouts`` count (benchmarks, tests). With
  neither, a level searches ``PLAYOUTS[level]`` playouts.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.actions import Action, Prompt
from engine.core.agent import RANDOM, Agent, AnyGame, Scripted
from engine.core.rng import Rng
from engine.core.search import Policy, Prior, Search
from engine.core.state import GameState

LEVELS = ("easy", "normal", "hard")
SECONDS: dict[str, float] = {"normal": 2.0, "hard": 10.0}  # the time budget a caller should give
PLAYOUTS: dict[str, int] = {"normal": 60, "hard": 300}  # without a time budget: about what it reaches
MAX_PLAYOUTS = 1_000_000  # a level stopped by ``until`` stops on it, never on this
DEPTH = 20  # playout steps past the tree (or the action compared) before the estimate scores it,
# unless the game asks for more (``Game.playout_depth``)
RANDOM_STEP = 8  # one playout step in this many at random, the others by the scripted players
SECURE = 2.0  # standard errors by which a move must beat the scripted choice to be played instead
OTHERS = 2  # actions at random that a decision compares with the scripted players' choices
# (SECURE and OTHERS unless the game asks for its own: ``Game.search_secure``, ``Game.search_others``)

Until = Callable[[], Callable[[], bool]]  # per decision, a fresh stop test


def playout_depth(game: AnyGame) -> int:
    """The playouts' depth in ``game``: its own (``Game.playout_depth``), or ``DEPTH``."""
    return game.playout_depth or DEPTH


def secure(game: AnyGame) -> float:
    """The standard errors by which a move must beat the scripted choice in ``game``: its own
    (``Game.search_secure``), or ``SECURE``."""
    return SECURE if game.search_secure is None else game.search_secure


def others(game: AnyGame) -> int:
    """The actions at random compared with the scripted choices in ``game``: its own
    (``Game.search_others``), or ``OTHERS``."""
    return OTHERS if game.search_others is None else game.search_others


def best_scripted(game: AnyGame, seat: str) -> Scripted:
    """The game's strongest scripted player for ``seat`` (the random player for a game without any)."""
    players = game.scripted(seat)
    return next(iter(players.values()), RANDOM)


def guided(game: AnyGame) -> Policy | None:
    """A playout policy made of the game's strongest scripted players, each reading its seat's view
    of the state drawn, one step in ``RANDOM_STEP`` at random (None for a game without scripted
    players: the game's own ``playout_action``)."""
    players: dict[str, Scripted | None] = {}

    def player(seat: str) -> Scripted | None:
        if seat not in players:
            found = best_scripted(game, seat)
            players[seat] = None if found is RANDOM else found
        return players[seat]

    if all(player(seat) is None for seat in game.seats(game.resolve_options(None))):
        return None

    def policy(game: AnyGame, state: GameState, seat: str, prompt: Prompt, pick: Rng) -> Action:
        scripted = player(seat)
        if scripted is not None and pick.below(RANDOM_STEP):
            return scripted.decide(game.view(state, seat), prompt, pick)
        return game.playout_action(state, seat, prompt.actions, pick)

    return policy


def preferred(game: AnyGame) -> Prior | None:
    """The search's prior: what each scripted player of the seat would do in the state drawn, the
    strongest first (None for a game without scripted players)."""
    if not any(game.scripted(seat) for seat in game.seats(game.resolve_options(None))):
        return None

    def prior(game: AnyGame, state: GameState, seat: str, pick: Rng) -> list[Action]:
        players = game.scripted(seat)
        if not players:
            return []
        view, prompt = game.view(state, seat), game.prompt(state, seat)
        chosen: list[Action] = []
        for player in players.values():
            action = player.decide(view, prompt, pick)
            if action not in chosen:
                chosen.append(action)
        return chosen

    return prior


def level_agent(
    game: AnyGame, seat: str, level: str, *, playouts: int | None = None, until: Until | None = None
) -> Agent:
    """The agent of ``level`` for ``seat`` of ``game``: ``playouts`` a decision at most, and
    stopping early when the test ``until`` makes for the decision says so."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: one of {LEVELS}")
    if level == "easy":
        return best_scripted(game, seat)
    budget = playouts if playouts is not None else MAX_PLAYOUTS if until is not None else PLAYOUTS[level]
    return Search(
        playouts=budget,
        depth=playout_depth(game),
        until=until,
        policy=guided(game),
        prior=preferred(game),
        others=others(game),
        secure=secure(game),
    )
