"""The database side: appending one action to a busy database, and the cold load of a long game.

The database holds ``GAMES`` games of Napoleon 2.1 with ``HISTORY`` actions each, written the way
the bot writes them (``SqliteStorage.commit``: log entry, game row, state snapshot and reminder in
one transaction), plus one game of ``LONG_GAME`` actions played through ``GameService`` as the bot
plays it. Each append sample is one such commit, timed alone on an otherwise idle event loop.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from bot.service import HOUR, GameService
from bot.storage import Change, Entry, Facts, NewGame, SqliteStorage
from bot.timesource import SystemClock
from engine import find_game
from engine.core.agent import uniform as random_player
from engine.core.rng import Rng
from engine.napoleon21.game import Napoleon21
from engine.napoleon21.policy import turtle_allies
from engine.napoleon21.state import N21State
from i18n import translator

GAMES, HISTORY = 200, 25
LONG_GAME = 5000
# Random France against allies that hold their capitals, playing on after French morale 0: a game
# that lasts (found with engine/napoleon21/policy.py; without Road to Paris it ends in ~300-2000).
LONG_OPTIONS = {"allies": "1", "road_to_paris": "on"}
FRANCE, ALLIES = 1, 2  # user ids of the two players
GAME: Napoleon21 = find_game("napoleon21")  # type: ignore[assignment]
ENGLISH = translator("en")  # how typed actions are read


def moves(state: N21State, pick: Rng) -> Iterator[tuple[str, str]]:
    """(seat, notation) of each action of a long game, applied to ``state`` as they are taken."""
    while GAME.result(state) is None:
        seat = GAME.to_act(state)[0]
        strategy = random_player if seat == "france" else turtle_allies
        action = strategy(GAME.view(state, seat), GAME.prompt(state, seat), pick)
        GAME.apply(state, seat, action)
        yield seat, action.notation()


async def append_samples(path: Path, samples: int, seed: int = 1) -> list[float]:
    """Milliseconds per ``commit`` of one action, over ``samples`` commits spread on every game."""
    storage = SqliteStorage(str(path))
    await storage.open()
    try:
        games = [await _new_game(storage, seed + n) for n in range(GAMES)]
        for _ in range(HISTORY):
            for game in games:
                await storage.commit(_next_change(*game))
        times = []
        for n in range(samples):
            change = _next_change(*games[n % GAMES])
            started = time.perf_counter()
            await storage.commit(change)
            times.append((time.perf_counter() - started) * 1000)
        return times
    finally:
        await storage.close()


async def _new_game(storage: SqliteStorage, seed: int) -> tuple[int, N21State, Rng]:
    now = time.time()
    row = await storage.create_game(
        NewGame(1, 1000 + seed, 1, GAME.key, "1805", {"allies": "1"}, seed, FRANCE, now)
    )
    await storage.assign_seats(row.id, {"france": FRANCE, "allies": ALLIES})
    state = GAME.setup(seed, None, {"allies": "1"})
    start = Entry("start", 0, user_id=FRANCE, log=list(state.log), created_at=now)
    await storage.commit(Change(row.id, 0, start, "active", state.to_json(), reminder_due=now + 24 * HOUR))
    return row.id, state, Rng(seed)


def _next_change(game_id: int, state: N21State, pick: Rng) -> Change:
    """Random play's next action in a game, as the bot commits a move."""
    seat = GAME.to_act(state)[0]
    action = pick.choice(GAME.legal_actions(state, seat))
    step = GAME.apply(state, seat, action)
    now = time.time()
    facts = Facts(step.to_act, step.handoff, step.public_changed, step.undo)
    entry = Entry(
        "play", state.step, seat, action, action.public_form, FRANCE, step.entries, facts, created_at=now
    )
    version = state.step  # the start entry, then one entry per action
    return Change(game_id, version, entry, "active", state.to_json(), reminder_due=now + 24 * HOUR)


async def long_game(path: Path, seed: int = 1) -> int:
    """A game of ``LONG_GAME`` actions played through ``GameService``; returns its id."""
    storage = SqliteStorage(str(path))
    await storage.open()
    try:
        service = GameService(storage, SystemClock(), seed_source=lambda: seed)
        options = " ".join(f"{k}={v}" for k, v in LONG_OPTIONS.items())
        info = await service.lobby.create(
            guild_id=1,
            channel_id=1,
            parent_channel_id=None,
            owner_id=FRANCE,
            key=GAME.key,
            scenario=None,
            options_text=options,
            seat="france",
        )
        await service.lobby.join(info.id, ALLIES, "allies")
        await service.lobby.start(info.id, FRANCE, False)
        shadow = GAME.setup(seed, None, LONG_OPTIONS)  # the same game, to choose the moves
        for count, (seat, notation) in enumerate(moves(shadow, Rng(seed)), start=1):
            user = FRANCE if seat == "france" else ALLIES
            await service.play.act(info.id, user, notation, ENGLISH, seat=seat)
            if count == LONG_GAME:
                return info.id
        raise RuntimeError(f"the long game ended before {LONG_GAME} actions")
    finally:
        await storage.close()


def cold_loads(path: Path, game_id: int, runs: int) -> list[float]:
    """Milliseconds to load the game in a new process each time (see ``tools.botbench.coldload``)."""
    return [
        float(
            subprocess.run(
                [sys.executable, "-m", "tools.botbench.coldload", str(path), str(game_id)],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        )
        for _ in range(runs)
    ]


def run(path: Path, samples: int, cold_runs: int) -> tuple[list[float], list[float]]:
    """Append samples and cold-load times on one database at ``path``."""
    appends = asyncio.run(append_samples(path, samples))
    game_id = asyncio.run(long_game(path))
    return appends, cold_loads(path, game_id, cold_runs)
