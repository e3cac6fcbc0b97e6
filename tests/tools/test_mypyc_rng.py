"""The compiled build's generator (``tools/mypyc_rng.py``, SplitMix64 in 32-bit halves) draws as the
core's does, and the rewrite puts it in the copy's ``rng.py``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from engine.core import rng
from tools import mypyc_core, mypyc_rng

ROOT = Path(__file__).resolve().parents[2]
STATES = [0, 1, (1 << 64) - 1, (1 << 64) - 0x9E3779B97F4A7C15, *(rng.derive(n) for n in range(300))]
BOUNDS = [1, 2, 3, 6, 7, 12, 1000, 65537, (1 << 30) - 1, 1 << 30, (1 << 31) + 11, 1 << 62, 3 << 62]


@dataclass
class Held:
    rng: int
    script: list[int] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)


Draws = tuple[
    Callable[[rng.HasRng, int], int],
    Callable[[rng.HasRng, int, int], list[int]],
    Callable[[rng.HasRng, list[int]], None],
]


def _same_draws(draws: Draws) -> None:
    randbelow, randbelow_many, shuffle = draws
    for state in STATES:
        for n in BOUNDS:
            core, halves = Held(state), Held(state)
            assert (randbelow(halves, n), halves.rng) == (rng.randbelow(core, n), core.rng), (state, n)
        core, halves = Held(state), Held(state)
        assert randbelow_many(halves, 6, 9) == rng.randbelow_many(core, 6, 9)
        assert halves.rng == core.rng
        mine, theirs = list(range(40)), list(range(40))
        shuffle(halves, mine)
        rng.shuffle(core, theirs)
        assert (mine, halves.rng) == (theirs, core.rng)


def test_the_halves_draw_as_the_core_does() -> None:
    _same_draws((mypyc_rng.randbelow, mypyc_rng.randbelow_many, mypyc_rng.shuffle))


@pytest.mark.parametrize("n", [3, 7, 1000, (1 << 30) - 1, 1 << 30, 3 << 62])
def test_the_halves_turn_down_the_draws_the_core_does(n: int) -> None:
    """Rejection sampling, which the draws above seldom meet: the top of the 64-bit range."""
    limit = (1 << 64) - (1 << 64) % n
    for z in [*range((1 << 64) - 3 * n, 1 << 64, max(1, n // 5)), limit - 1, limit, (1 << 64) - 1]:
        taken = mypyc_rng._taken(z >> 32, z & 0xFFFFFFFF, n)
        assert taken == (z % n if z < limit else -1), (z, n)


def test_the_rewrite_puts_the_halves_in_the_copy() -> None:
    source = (ROOT / "engine/core/rng.py").read_text(encoding="utf-8")
    rewritten = mypyc_core.rewrite_rng(source)
    namespace: dict[str, object] = {}
    exec(compile(rewritten, "rng.py", "exec"), namespace)  # the rewritten module, interpreted
    assert "def _mixed(" in rewritten and "from mypy_extensions import i64" in rewritten
    _same_draws((namespace["randbelow"], namespace["randbelow_many"], namespace["shuffle"]))  # type: ignore[arg-type]
    with pytest.raises(AssertionError, match="holds"):
        mypyc_core.rewrite_rng(source.replace("def shuffle(", "def shuffled("))
