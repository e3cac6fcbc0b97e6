"""Actions several decisions share: stepping back, and how many units (built once each: actions and
their labels never change, so prompts share them)."""

from __future__ import annotations

from functools import cache

from engine.core import Action, ActionKind, Msg

BACK = Action("back", (), Msg("napoleon21-action-back"), ActionKind.BACK)


@cache
def how_many(n: int, every: bool = False) -> tuple[Action, ...]:
    """Back, then 1..n units, labelled "k of them" (``every``: the last says "all n")."""

    def label(k: int) -> Msg:
        return Msg("napoleon21-action-count-all" if every and k == n else "napoleon21-action-count", n=k)

    return (BACK, *(Action("count", (k,), label(k)) for k in range(1, n + 1)))


@cache
def how_many_of(n: int) -> tuple[Action, ...]:
    """Back, then 1..n units, labelled "k of n"."""
    return (
        BACK,
        *(Action("count", (k,), Msg("napoleon21-action-count-of", n=k, total=n)) for k in range(1, n + 1)),
    )
