"""Things that must hold in every state; self-play and the tests check them after every step.

The violations are for developers (a failing test or self-play run prints them), not players.
"""

from __future__ import annotations

from engine.core import find
from engine.napoleon21.combat import Assignment, Hits, Rout
from engine.napoleon21.data import AREAS, BRITAIN, CHART, COUNTRIES, FRANCE, IS_SEA, MORALE_START, War
from engine.napoleon21.movement import Movement
from engine.napoleon21.state import ROUTED_DOWN, ROUTED_UP, N21State


def violations(s: N21State) -> list[str]:
    """Broken invariants, in words (empty when all is well)."""
    return _strength(s) + _morale(s) + _board(s) + _peace(s)


def _strength(s: N21State) -> list[str]:
    """3.4: units in use (map + box) never exceed the current max strength."""
    placed = dict.fromkeys(COUNTRIES, 0)
    for stacks in s.units.values():
        for c, st in stacks.items():
            placed[c] += sum(st)
    out = []
    for c in COUNTRIES:
        cap = CHART[c].stages[s.posture[c]].max_strength
        if s.box[c] < 0 or placed[c] + s.box[c] > cap:
            out.append(f"{c}: {placed[c]} on map + {s.box[c]} in box exceeds max strength {cap}")
    return out


def _morale(s: N21State) -> list[str]:
    """12.0: morale stays in 0-20 and never rises."""
    out = []
    if not 0 <= s.morale <= MORALE_START:
        out.append(f"morale {s.morale} is outside 0-{MORALE_START}")
    if s.morale > s.morale_was:
        out.append(f"morale rose from {s.morale_was} to {s.morale}")
    return out


def _board(s: N21State) -> list[str]:
    """Counts are positive, areas real, and only British units rest at sea outside movement."""
    out = []
    movement = find(s, Movement) if s.result is None else None
    moving = movement.country if movement is not None else None
    for area, stacks in s.units.items():
        if area not in AREAS:
            out.append(f"unknown area {area}")
            continue
        for c, st in stacks.items():
            if c not in COUNTRIES or len(st) != 4 or min(st) < 0 or not any(st):
                out.append(f"bad stack {c} in {area}: {st}")
            if IS_SEA[area] and c not in (BRITAIN, moving):
                out.append(f"{c} units rest at sea in {area}")
    return out


def _peace(s: N21State) -> list[str]:
    """3.21: countries at Peace or Armistice never fight: no Rout marker, no part in a battle."""
    out = []
    calm = {c for c, w in s.war.items() if w is not War.WAR}
    for area, stacks in s.units.items():
        for c in calm & stacks.keys():
            if stacks[c][ROUTED_UP] or stacks[c][ROUTED_DOWN]:
                out.append(f"{c} is at {s.war[c]} but routed in {area}")
    fighting: list[str] = []
    for frame in s.frames:
        if isinstance(frame, Hits | Rout):
            fighting.append(frame.country)
        elif isinstance(frame, Assignment):
            fighting += list(frame.given)
    out += [f"{c} is at {s.war[c]} but fights" for c in fighting if c != FRANCE and c in calm]
    return out
