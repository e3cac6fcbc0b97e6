"""The compiled build's generator: ``engine/core/rng.py``'s draws with SplitMix64 worked in 32-bit
halves, put in the copy's ``rng.py`` in place of its own (``tools/mypyc_core.py``'s ``rewrite_rng``).

A 64-bit state is past what mypyc holds unboxed (ints under 2**62), so compiled, every step of the
generator's arithmetic makes a Python int: about 8,000 instructions a draw. Here every value, every
product included, stays under 2**62, and each draw leaves the same state and gives the same number as
the core's (``tests/tools/test_mypyc_rng.py``). Interpreted, the halves are slower than the core's
whole ints, so the sources keep those. ``REPLACED`` names the functions that take the place of the
core's; the constants and helpers go before them.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final

from mypy_extensions import i64

from engine.core.rng import HasRng, T

REPLACED: Final = ("randbelow", "randbelow_many", "shuffle")

_M32: Final[i64] = 0xFFFFFFFF
_GOLDEN_HI: Final[i64] = 0x9E3779B9  # the halves of rng._GOLDEN
_GOLDEN_LO: Final[i64] = 0x7F4A7C15
_SMALL: Final = 1 << 30  # below it, a bound's remainders are worked on ints under 2**61


def _low_times(x: i64, c: i64) -> i64:
    """``(x * c) % 2**32`` for ``x``, ``c`` under 2**32, every product under 2**48."""
    return ((x & 0xFFFF) * c + ((((x >> 16) * c) & 0xFFFF) << 16)) & _M32


def _times(h: i64, low: i64, ch: i64, cl: i64) -> tuple[i64, i64]:
    """The halves of ``(h:low) * (ch:cl) % 2**64``."""
    a = low * (cl & 0xFFFF)
    b = low * (cl >> 16)
    t = a + ((b & 0xFFFF) << 16)  # low * cl == t + (b >> 16) * 2**32
    return ((t >> 32) + (b >> 16) + _low_times(h, cl) + _low_times(low, ch)) & _M32, t & _M32


def _mixed(h: i64, low: i64) -> tuple[i64, i64]:
    """``rng._mix`` on the halves of its argument."""
    low ^= ((h << 2) & _M32) | (low >> 30)
    h ^= h >> 30
    h, low = _times(h, low, 0xBF58476D, 0x1CE4E5B9)
    low ^= ((h << 5) & _M32) | (low >> 27)
    h ^= h >> 27
    h, low = _times(h, low, 0x94D049BB, 0x133111EB)
    low ^= ((h << 1) & _M32) | (low >> 31)
    h ^= h >> 31
    return h, low


def _taken(h: i64, low: i64, n: int) -> int:
    """The draw ``z = (h:low)`` as ``randbelow`` takes it: ``z % n``, or -1 where rejection sampling
    turns it down (``z`` at or past the largest multiple of ``n`` that fits in 64 bits)."""
    if n < _SMALL:
        bound: i64 = n
        wrap = (1 << 32) % bound
        rest = wrap * wrap % bound  # 2**64 % n: the draws from 2**64 - rest on are turned down
        if h == _M32 and low >= (1 << 32) - rest:
            return -1
        return int(((h % bound) * wrap + low) % bound)
    z = (int(h) << 32) | int(low)
    return z % n if z < (1 << 64) - (1 << 64) % n else -1


def _draw(h: i64, low: i64, n: int) -> tuple[i64, i64, int]:
    """``randbelow``'s loop on the halves of the state: the state after the draw, and the draw."""
    while True:
        low += _GOLDEN_LO
        h = (h + _GOLDEN_HI + (low >> 32)) & _M32
        low &= _M32
        zh, zl = _mixed(h, low)
        drawn = _taken(zh, zl, n)
        if drawn >= 0:
            return h, low, drawn


def randbelow(s: HasRng, n: int) -> int:
    """A uniform int in 0..n-1 drawn from the state's generator (never from the script)."""
    if n <= 0:
        raise ValueError(f"randbelow needs a positive bound, got {n}")
    rng = s.rng
    h, low, drawn = _draw(rng >> 32, rng & 0xFFFFFFFF, n)  # split on the whole int: no i64 holds it
    s.rng = (int(h) << 32) | int(low)
    return drawn


def randbelow_many(s: HasRng, n: int, count: int) -> list[int]:
    """``count`` uniform ints in 0..n-1, the same as ``count`` calls of ``randbelow(s, n)``."""
    if n <= 0:
        raise ValueError(f"randbelow needs a positive bound, got {n}")
    rng, out = s.rng, []
    h: i64 = rng >> 32
    low: i64 = rng & 0xFFFFFFFF
    for _ in range(count):
        h, low, drawn = _draw(h, low, n)
        out.append(drawn)
    s.rng = (int(h) << 32) | int(low)
    return out


def shuffle(s: HasRng, items: MutableSequence[T]) -> None:
    """Shuffle in place (Fisher-Yates): the draws of ``randbelow(s, i + 1)`` for i from the last
    index down."""
    rng = s.rng
    h: i64 = rng >> 32
    low: i64 = rng & 0xFFFFFFFF
    for i in range(len(items) - 1, 0, -1):
        h, low, j = _draw(h, low, i + 1)
        items[i], items[j] = items[j], items[i]
    s.rng = (int(h) << 32) | int(low)
