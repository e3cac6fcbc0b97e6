"""The only source of chance in ``engine/``: a generator whose whole state lives in the game state.

The generator is SplitMix64. Its 64-bit state is an int stored in ``state.rng``, so a game is exactly
its seed plus its action list. Tests (and bug reports) can queue die results in ``state.script``;
``roll`` takes them first, which replays any rulebook situation exactly.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, Protocol, TypeVar

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_FUTURE: Final = 0x3C6EF372FE94F82B  # keeps a re-seeded future apart from the picker seeded alike

T = TypeVar("T")


class HasRng(Protocol):
    rng: int
    script: list[int]
    dice: list[int]


def seed_state(seed: int) -> int:
    """The generator state for a game seed (any int, negative ones included).

    It is linear in the seed, so ``seed_state(n + 1)`` is ``seed_state(n)`` one draw on: kept so, as
    every stored game and every published seed replays by it (the bot draws its seeds at random from
    2**63, where two games a few draws apart never meet). Generators made for one purpose from
    related numbers (the seats of a game, the steps of an AI) take their seeds from ``derive``."""
    return (seed * _GOLDEN + 0x2545F4914F6CDD1D) & _MASK


def _mix(z: int) -> int:
    """SplitMix64's output function: a bijection of 64-bit ints in which every bit moves every other."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def next_u64(rng: int) -> tuple[int, int]:
    """Advance a SplitMix64 state; return (new state, 64-bit output)."""
    rng = (rng + _GOLDEN) & _MASK
    return rng, _mix(rng)


def derive(*keys: int) -> int:
    """One seed mixed from several ints (a game's seed and a seat's number, a game and a step), for a
    generator of its own: ``Rng(derive(n, 0))`` and ``Rng(derive(n, 1))`` share no stretch of their
    streams, where ``Rng(k * n)`` and ``Rng(k * n + 1)`` are one draw apart (``seed_state``)."""
    mixed = 0
    for key in keys:
        mixed = _mix(mixed ^ seed_state(key))
    return mixed


def randbelow(s: HasRng, n: int) -> int:
    """A uniform int in 0..n-1 drawn from the state's generator (never from the script).

    ``next_u64`` written out in the loop: every die, shuffle and playout pick passes here."""
    if n <= 0:
        raise ValueError(f"randbelow needs a positive bound, got {n}")
    limit = _LIMITS.get(n) or _limit(n)
    rng = s.rng
    while True:
        rng = (rng + _GOLDEN) & _MASK
        z = ((rng ^ (rng >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z < limit:
            s.rng = rng
            return z % n


_LIMITS: dict[int, int] = {}  # bound -> the largest multiple of it that fits in 64 bits (rejection sampling)


def _limit(n: int) -> int:
    limit = (1 << 64) - ((1 << 64) % n)
    if len(_LIMITS) < 4096:
        _LIMITS[n] = limit
    return limit


def roll(s: HasRng, sides: int = 6) -> int:
    """Roll one die. Scripted results come first; every result is kept for the next log entry."""
    if s.script:
        value = s.script.pop(0)
        if not 1 <= value <= sides:
            raise ValueError(f"scripted die {value} does not fit a d{sides}")
    else:
        value = randbelow(s, sides) + 1
    s.dice.append(value)
    return value


def roll_many(s: HasRng, count: int, sides: int = 6) -> list[int]:
    """Roll ``count`` dice at once."""
    return [roll(s, sides) for _ in range(count)]


def randbelow_many(s: HasRng, n: int, count: int) -> list[int]:
    """``count`` uniform ints in 0..n-1, the same as ``count`` calls of ``randbelow(s, n)``, with
    ``randbelow`` written out once for them all (a determinize draws dozens at a time)."""
    if n <= 0:
        raise ValueError(f"randbelow needs a positive bound, got {n}")
    limit = _LIMITS.get(n) or _limit(n)
    rng, out = s.rng, []
    for _ in range(count):
        while True:
            rng = (rng + _GOLDEN) & _MASK
            z = ((rng ^ (rng >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                out.append(z % n)
                break
    s.rng = rng
    return out


def shuffle(s: HasRng, items: MutableSequence[T]) -> None:
    """Shuffle in place (Fisher-Yates) with the state's generator: the draws of ``randbelow(s, i + 1)``
    for i from the last index down, with ``randbelow`` written out in the loop."""
    limits, rng = _LIMITS, s.rng
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = limits.get(n) or _limit(n)
        while True:
            rng = (rng + _GOLDEN) & _MASK
            z = ((rng ^ (rng >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        items[i], items[j] = items[j], items[i]
    s.rng = rng


def reseed(s: HasRng, seed: int) -> None:
    """Give the state a future of its own, drawn from ``seed``: a new generator, no scripted dice
    (a determinized state must not foresee the real game's dice and shuffles)."""
    s.rng = seed_state(seed ^ _FUTURE)
    s.script = []


def script(s: HasRng, results: list[int]) -> None:
    """Queue die results for the next rolls (tests, rulebook examples, bug reports)."""
    s.script.extend(results)


class Rng:
    """A stand-alone generator with the same algorithm, for tools that pick actions (self-play, AI)."""

    __slots__ = ("dice", "rng", "script")

    def __init__(self, seed: int) -> None:
        self.rng = seed_state(seed)
        self.script: list[int] = []
        self.dice: list[int] = []

    below = randbelow  # ``self.below(n)`` is ``randbelow(self, n)``, without a call in between

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]
