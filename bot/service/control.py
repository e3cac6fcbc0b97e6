"""Who answers a seat: the one seat-controller notion of the service.

A seat to act is answered by one of three, and by nobody else:

* ``Person``: the member holding it, asked at the next hand-off post (or by DM);
* ``ByOrders``: the same member's standing orders, which answer the prompt at once from its public
  flags alone (``engine.core.standing_answer``);
* ``ByAI``: the AI, on a seat nobody holds that the owner gave it (``bot_seats``, at a level),
  thinking from the seat's ``Info`` alone (``bot.service.thinking``).

A seat nobody holds and the AI does not play is ``None``: it waits for a member to join. Every
answer, whoever gives it, goes through the same play path (``bot.service.table.carry_out``); the table hears of
them together at the next hand-off to a person, never at the grain of the AI's or the orders' steps.
The AI's seats are read from the game's settings here, so every record (``GameInfo``) can name them.

When the AI's answer is shown tells the table nothing it may not know: ``Paced`` holds each answer
until a fixed time after the seat was asked, set by the level alone (``PACE``), whatever the AI
thought and for how long. Without it a lone legal action (a hand holding one card that may be
played), or the easy level's scripted answer, would come at once and a wide choice seconds later.
Only a decision the rules make forced in public (``Prompt.forced``) is answered at once.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field

from bot.rows import STAND_IN, Entry, Setting
from bot.service.thinking import Answering
from engine.core import Action, Prompt, StandingOrders, standing_answer

AI_LEVELS = ("easy", "normal", "hard")  # the levels a seat's AI plays at (``bot.service.thinking``)
DEFAULT_LEVEL = "normal"
# Seconds from the question to the AI's answer shown, by level: above the longest the level thinks
# (``engine.core.levels.SECONDS``: normal 2 s, hard 10 s, easy at once), with room for a busy worker.
PACE: dict[str, float] = {"easy": 2.0, "normal": 3.0, "hard": 12.0}


@dataclass(frozen=True, slots=True)
class Person:
    user_id: int


@dataclass(frozen=True, slots=True)
class ByOrders:
    user_id: int
    action: Action


@dataclass(frozen=True, slots=True)
class ByAI:
    level: str


Controller = Person | ByOrders | ByAI | None


def ai_levels(settings: Mapping[str, Setting]) -> dict[str, str]:
    """Each seat marked as the AI's, with its level (the game's default where none is set)."""
    marked = settings.get("bot_seats", [])
    default = settings.get("ai_level", DEFAULT_LEVEL)
    levels = settings.get("ai_levels", [])
    own = dict(x.split("=", 1) for x in levels if "=" in x) if isinstance(levels, list) else {}
    fallback = default if isinstance(default, str) else DEFAULT_LEVEL
    return {s: own.get(s, fallback) for s in marked} if isinstance(marked, list | tuple) else {}


def ai_seats(settings: Mapping[str, Setting], players: Mapping[str, int]) -> dict[str, str]:
    """The seats the AI plays now: marked as its own and held by nobody, each with its level."""
    return {s: level for s, level in ai_levels(settings).items() if s not in players}


def ai_players(
    settings: Mapping[str, Setting],
    seats: Sequence[str],
    players: Mapping[str, int],
    entries: Sequence[Entry],
) -> dict[str, str]:
    """The seats the AI played (a play of its own kept, or its seat at the end), with its level
    (the seat's own while marked, else the game's)."""
    levels, now = ai_levels(settings), ai_seats(settings, players)
    default = settings.get("ai_level", DEFAULT_LEVEL)
    played = {e.seat for e in entries if e.kind == "play" and e.auto == STAND_IN and not e.undone}
    return {
        s: levels.get(s, default if isinstance(default, str) else DEFAULT_LEVEL)
        for s in seats
        if s in played or s in now
    }


def controller(
    seat: str,
    prompt: Callable[[], Prompt],
    players: Mapping[str, int],
    orders: Mapping[int, StandingOrders],
    ai: Mapping[str, str],
) -> Controller:
    """Who answers ``seat`` now (it must act; ``prompt`` gives what it is asked, read only where
    standing orders may answer it)."""
    holder = players.get(seat)
    if holder is not None:
        answer = standing_answer(prompt(), orders[holder]) if holder in orders else None
        return Person(holder) if answer is None else ByOrders(holder, answer)
    if seat in ai:
        return ByAI(ai[seat])
    return None


@dataclass
class Paced:
    """A stand-in whose answers are shown at the level's public pace: ``scale * PACE[level]``
    seconds after the seat was asked (at once for a decision forced in public, or a scale of 0),
    or later only when the thinking itself took longer. Whether it was forced comes with the
    answer (``Answer.forced``), read where the state was loaded to think, not on the event loop.
    ``clock`` and ``sleep`` are the monotonic clock and ``asyncio.sleep`` (tests pass their own)."""

    inner: Answering
    scale: float = 1.0
    pace: Mapping[str, float] = field(default_factory=lambda: PACE)
    clock: Callable[[], float] = time.monotonic
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    async def think(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> str:
        asked = self.clock()
        answer = await self.inner.answer(game_key, game_id, state_json, seat, level)
        due = asked + self.scale * self.pace.get(level, max(self.pace.values()))
        if self.scale > 0 and not answer.forced:
            left = due - self.clock()
            if left > 0:
                await self.sleep(left)
        return answer.notation
