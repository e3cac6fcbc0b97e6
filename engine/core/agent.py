"""The one contract for every player the engine knows that is not a person: ``Agent.choose(info)``.

An agent is handed an ``Info``: the game, the seat it plays, that seat's view and prompt, a
generator of its own, and ``sample(seed)``, a state consistent with everything the seat has seen
(the game's ``determinize`` of the real state for that seat). It is never handed the real state.
A scripted player deciding from the view alone (``Scripted``) and a search (``engine.core.search``)
are agents alike, so a harness, a benchmark or the bot seats either the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core.actions import Action, Prompt
from engine.core.game import Game
from engine.core.rng import Rng, derive
from engine.core.state import GameState

AnyGame = Game[Any, Any]
Decide = Callable[[Mapping[str, Any], Prompt, Rng], Action]  # a decision from the view and prompt alone


@dataclass(frozen=True, slots=True)
class Info:
    """What an agent may know when its seat must act; ``sample`` hides the real state behind it."""

    game: AnyGame
    seat: str
    view: Mapping[str, Any]
    prompt: Prompt
    pick: Rng  # the agent's own generator (never the game's)
    _sample: Callable[[int], GameState]

    def sample(self, seed: int) -> GameState:
        """A fresh state the seat cannot tell from the real one: what it cannot see, the future
        included, is drawn from ``seed``; two states the seat cannot tell apart give the same one."""
        return self._sample(seed)


def info_for(game: AnyGame, state: GameState, seat: str, pick: Rng) -> Info:
    """The ``Info`` of ``seat`` at ``state``: its view, its prompt and samples for it alone."""
    hidden = game.clone(state)  # later play on ``state`` does not change what was sampled from

    def sample(seed: int) -> GameState:
        drawn: GameState = game.determinize(hidden, seat, seed)
        return drawn

    return Info(game, seat, game.view(state, seat), game.prompt(state, seat), pick, sample)


class Agent(Protocol):
    """A player for one seat: one of ``info.prompt.actions``, from ``info`` alone."""

    def choose(self, info: Info) -> Action: ...


@dataclass(frozen=True, slots=True)
class Scripted:
    """An agent made of a scripted decision that reads only the seat's view and prompt."""

    name: str
    decide: Decide

    def choose(self, info: Info) -> Action:
        return self.decide(info.view, info.prompt, info.pick)


def uniform(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
    """Any legal action, uniformly."""
    return pick.choice(prompt.actions)


RANDOM = Scripted("random", uniform)


def play(
    game: AnyGame,
    agents: Mapping[str, Agent],
    state: GameState,
    seed: int,
    max_steps: int = 50_000,
    watch: Callable[[GameState, int], None] | None = None,
) -> int:
    """Play ``state`` on to its end (or ``max_steps`` actions), each seat by its agent, each agent
    with a generator of its own seeded from ``seed``, ``watch`` shown the state and the step number
    before each action; returns the number of actions taken."""
    picks = {seat: Rng(derive(seed, i)) for i, seat in enumerate(state.seats)}
    for step in range(max_steps):
        acting = game.to_act(state)
        if not acting:
            return step
        if watch is not None:
            watch(state, step)
        seat = acting[0]
        action = agents[seat].choose(info_for(game, state, seat, picks[seat]))
        game.apply(state, seat, action, observe=False)
    return max_steps
