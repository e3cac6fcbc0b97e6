"""The AI that stands in for a seat, thinking off the event loop in a bounded pool of processes.

A stand-in answers "what does ``seat`` play in this game now?" with the notation of one legal
action. ``PoolStandIn`` sends the game's key, its state (JSON) and the seat to a worker process
(``concurrent.futures.ProcessPoolExecutor``, at most ``workers`` of them), which searches there
(``engine.core.search``, ISMCTS) and sends the notation back; the event loop only waits.

What the AI may know: the state goes to the worker for one purpose, to build that seat's ``Info``
with ``engine.core.agent.info_for`` (its view, its prompt, and states drawn consistent with what the
seat has seen); the search is handed that ``Info`` alone, never the state, as the agent contract
intends. (``Info`` holds a closure and cannot be pickled, so it is built in the worker.)

Levels (``engine.core.levels.level_agent``): ``easy`` is the game's strongest scripted player;
``normal`` thinks about 2 s a decision, ``hard`` about 10 s, searching with playouts guided by the
scripted players (the engine has no clock: the worker makes the ``stop`` test from the monotonic
clock); ``playouts`` caps the playouts too, which tests set tiny (``AI_PLAYOUTS``) so a decision
takes milliseconds.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Protocol

from bot.workers import worker_pool
from engine import find_game
from engine.core import Action, GameState
from engine.core.agent import Agent, info_for
from engine.core.levels import MAX_PLAYOUTS, SECONDS, level_agent
from engine.core.rng import Rng, derive

__all__ = ["MAX_PLAYOUTS", "Answer", "Answering", "InProcess", "PoolStandIn", "StandIn", "answer", "think"]

# seconds a searching level thinks a decision, its answer included (a little under ``SECONDS``)
AI_SECONDS: dict[str, float] = {level: seconds * 0.95 for level, seconds in SECONDS.items()}
REMEMBERED = 256  # agents a worker keeps (a search remembers its seat's last views, ``Search.onward``)

_agents: dict[tuple[str, int, str, str], Agent] = {}  # a worker's agents: (game, id, seat, level)


class StandIn(Protocol):
    """Whatever plays a seat for the bot: the notation of the action ``seat`` plays at the state."""

    async def think(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> str: ...


@dataclass(frozen=True, slots=True)
class Answer:
    """A stand-in's answer, and whether the rules make the decision forced and say so in public
    (``Prompt.forced``): read from the state where it is thought about, so the event loop never
    loads the state to pace the answer (``bot.service.control.Paced``)."""

    notation: str
    forced: bool


class Answering(Protocol):
    """A stand-in that also tells whether the decision it answered was forced in public."""

    async def answer(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> Answer: ...


def pick_for(game_id: int, step: int) -> Rng:
    """The agent's own generator for a decision (never the game's)."""
    return Rng(derive(game_id, step))


def _until(seconds: float) -> Callable[[], Callable[[], bool]]:
    def until() -> Callable[[], bool]:
        deadline = time.monotonic() + seconds
        return lambda: time.monotonic() >= deadline

    return until


def think(game_key: str, game_id: int, state_json: str, seat: str, level: str, playouts: int) -> str:
    """In a worker: the seat's ``Info`` built from the state, and the level's answer from it alone."""
    return answer(game_key, game_id, state_json, seat, level, playouts).notation


def answer(game_key: str, game_id: int, state_json: str, seat: str, level: str, playouts: int) -> Answer:
    """``think``, and whether the decision is forced in public, from one load of the state."""
    game = find_game(game_key)
    state: GameState = game.load(json.loads(state_json))
    forced = game.prompt(state, seat).forced
    info = info_for(game, state, seat, pick_for(game_id, state.step))
    del state  # from here on the search knows what the seat knows
    key = (game_key, game_id, seat, level)
    agent = _agents.get(key)
    if agent is None:
        if len(_agents) >= REMEMBERED:
            _agents.pop(next(iter(_agents)))
        until = _until(AI_SECONDS[level]) if level in AI_SECONDS else None
        agent = _agents[key] = level_agent(game, seat, level, playouts=playouts, until=until)
    action: Action = agent.choose(info)
    return Answer(action.notation(), forced)


@dataclass
class PoolStandIn:
    """The AI in a bounded process pool (started on first use, ``close`` at shutdown)."""

    workers: int = 1
    playouts: int = MAX_PLAYOUTS
    _pool: ProcessPoolExecutor | None = None

    async def think(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> str:
        return (await self.answer(game_key, game_id, state_json, seat, level)).notation

    async def answer(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> Answer:
        if self._pool is None:
            self._pool = worker_pool(self.workers)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._pool, answer, game_key, game_id, state_json, seat, level, self.playouts
        )

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


@dataclass
class InProcess:
    """An agent standing in within the bot's own process, from the seat's ``Info`` alone (tests)."""

    agent: Agent

    async def think(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> str:
        return (await self.answer(game_key, game_id, state_json, seat, level)).notation

    async def answer(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> Answer:
        game = find_game(game_key)
        state: GameState = game.load(json.loads(state_json))
        forced = game.prompt(state, seat).forced
        info = info_for(game, state, seat, pick_for(game_id, state.step))
        return Answer(self.agent.choose(info).notation(), forced)
