"""Leaving a battle area. The aid counts retreats (後退) and withdrawals (撤退) for march attrition in mountain,
marsh and winter (行軍損耗表); the public rules have retreats (§13.4.2, with coastal areas for retreats by sea).
The procedure is reconstructed (DATA.md §11): the side that does not hold the area after a battle moves all its
corps there to one adjacent area without enemy corps, the owner choosing; with no such area they are taken
prisoner by the holder. Retreats by sea are not yet built."""

from __future__ import annotations

from engine.ageofnapoleon.data.board import NEIGHBOURS
from engine.ageofnapoleon.data.countries import COALITION, FRENCH, Side
from engine.ageofnapoleon.state import AonState, areas_held, lift, place, side_of_corps, take


def _enemy_of(side: Side) -> Side:
    return COALITION if side is FRENCH else FRENCH


def retreat_options(state: AonState, area: str, side: Side) -> list[str]:
    """The adjacent areas ``side`` may retreat to from ``area``, in name order."""
    return sorted(NEIGHBOURS[area] - areas_held(state, _enemy_of(side)))


def retreat(state: AonState, area: str, side: Side, to: str | None) -> list[str]:
    """Move every corps of ``side`` in ``area`` to ``to`` (one of ``retreat_options``), or, with nowhere to go
    (``to`` None and no option), hand them to the enemy's prisoner box; returns the corps captured."""
    corps = [c for c, a in state.location.items() if a == area and side_of_corps(state, c) is side]
    options = retreat_options(state, area, side)
    if to is not None and to not in options:
        raise ValueError(f"{side.value} cannot retreat from {area} to {to}")
    if to is None and options:
        raise ValueError(f"{side.value} must choose where to retreat from {area}")
    if to is not None:
        place(state, corps, to)
        return []
    lift(state, corps)
    for c in corps:
        take(state.reduced, c)
        state.prisoners[_enemy_of(side)].append(c)
    return corps
