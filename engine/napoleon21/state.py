"""The Napoleon 2.1 game state and the small board operations every rule uses.

Units of one country are identical apart from facing (1.31, 3.1), so the board is a count per
area, country, facing and rout marker: ``units[area][country] == [up, down, routed_up, routed_down]``
(only non-empty stacks are stored).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine.core import GameState
from engine.napoleon21.data import (
    ADJECTIVES,
    ALLIES,
    AREA_SHORT,
    CHART,
    COUNTRIES,
    FRANCE,
    IS_SEA,
    MORALE_START,
)
from engine.napoleon21.options import owner_table

UP, DOWN, ROUTED_UP, ROUTED_DOWN = range(4)


@dataclass(slots=True, kw_only=True)
class N21State(GameState):
    turn: int = 0
    phase: str = "activity"  # activity | adjustment | victory | over
    order: list[str] = field(default_factory=list)  # this turn's activity order (5.0)
    order_roll: int | None = None
    slot: int = 0  # index in ``order`` of the country acting now
    morale: int = MORALE_START
    morale_was: int = MORALE_START  # morale before the last action (checked: it never rises)
    war: dict[str, str] = field(default_factory=dict)  # ally -> peace | armistice | war
    posture: dict[str, int] = field(default_factory=dict)  # country -> stage index
    box: dict[str, int] = field(default_factory=dict)  # country -> units in its chart box (3.4)
    units: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    task: str = "activity"  # the decision asked now (see game.TASKS)
    decider: str | None = None  # the country whose owner decides it
    act: dict[str, Any] = field(default_factory=dict)  # working data of the current activity
    french_surrender: bool = False  # 10.33: France surrendered this turn
    paris_fallen: bool = False  # Road to Paris: France surrendered with morale already 0
    outcome: dict[str, Any] | None = None  # winners, draw, summary, title once the game ends


def new_board() -> dict[str, dict[str, list[int]]]:
    """2.2: each country's initial strength face-up in its home area."""
    return {c: {c: [CHART[c].initial_strength, 0, 0, 0]} for c in COUNTRIES}


# --- reading the board -------------------------------------------------------------------------


def stack(s: N21State, area: str, country: str) -> list[int]:
    """The [up, down, routed_up, routed_down] counts (a fresh zero list when empty)."""
    return s.units.get(area, {}).get(country) or [0, 0, 0, 0]


def active_count(s: N21State, area: str, country: str) -> int:
    """Units without a Rout marker (facing does not matter, 3.1)."""
    st = stack(s, area, country)
    return st[UP] + st[DOWN]


def total_count(s: N21State, area: str, country: str) -> int:
    """All units, routed ones included."""
    return sum(stack(s, area, country))


def on_map(s: N21State, country: str) -> int:
    """Units of ``country`` anywhere on the map."""
    return sum(sum(stacks[country]) for stacks in s.units.values() if country in stacks)


def countries_in(s: N21State, area: str) -> list[str]:
    """Countries with any unit in ``area``, France first then allied order."""
    here = s.units.get(area, {})
    return [c for c in COUNTRIES if c in here]


def is_at_war(s: N21State, country: str) -> bool:
    """France is always at war; an ally only in the War state (3.2)."""
    return country == FRANCE or s.war[country] == "war"


def hostile(s: N21State, a: str, b: str) -> bool:
    """Whether two countries fight each other: France against allies at War (10.2)."""
    return (a == FRANCE) != (b == FRANCE) and is_at_war(s, a) and is_at_war(s, b)


def enemies_for_france_move(s: N21State, area: str) -> int:
    """10.12: allied units at War in ``area``; British units at sea do not count."""
    if IS_SEA[area]:
        return 0
    return sum(active_count(s, area, c) for c in ALLIES if s.war[c] == "war")


def owner_of(s: N21State, country: str) -> str:
    """The seat deciding for ``country``."""
    return _owners(s.options.get("allies", "1"))[country]


@cache
def _owners(allies: str) -> dict[str, str]:
    return owner_table({"allies": allies})


# --- changing the board ------------------------------------------------------------------------


def add(s: N21State, area: str, country: str, counts: list[int]) -> None:
    """Add (or, with negative numbers, take away) units; empty stacks disappear."""
    stacks = s.units.setdefault(area, {})
    st = stacks.setdefault(country, [0, 0, 0, 0])
    for i, n in enumerate(counts):
        st[i] += n
    if not any(st):
        del stacks[country]
        if not stacks:
            del s.units[area]


def damage(s: N21State, area: str, country: str, face_up: bool, routed: bool = False) -> str:
    """3.1: one damage to one unit of the given facing; returns what happened, for the log."""
    up, down = (ROUTED_UP, ROUTED_DOWN) if routed else (UP, DOWN)
    delta = [0, 0, 0, 0]
    if face_up:
        delta[up], delta[down] = -1, 1
        add(s, area, country, delta)
        return "flipped"
    delta[down] = -1
    add(s, area, country, delta)
    remove_to_box(s, country, 1)
    return "removed"


def remove_to_box(s: N21State, country: str, n: int) -> None:
    """3.4: removed units go back to the country's box; 12.0 a: France loses 1 morale each."""
    s.box[country] += n
    if country == FRANCE:
        lose_morale(s, n)


def lose_morale(s: N21State, n: int) -> None:
    """12.0: morale only falls, and never below 0 (A-9)."""
    s.morale = max(0, s.morale - n)


def move_units(s: N21State, origin: str, dest: str, country: str, counts: list[int]) -> None:
    """Move units between areas, keeping their facing and rout markers."""
    add(s, origin, country, [-n for n in counts])
    add(s, dest, country, counts)


def clear_rout_markers(s: N21State) -> None:
    """10.3: rout markers come off at the end of the surrender check."""
    for stacks in s.units.values():
        for country, st in stacks.items():
            if st[ROUTED_UP] or st[ROUTED_DOWN]:
                stacks[country] = [st[UP] + st[ROUTED_UP], st[DOWN] + st[ROUTED_DOWN], 0, 0]


def send_home(s: N21State, country: str) -> int:
    """10.32, 10.33: every unit of ``country`` away from home goes home, facing kept."""
    moved = 0
    for area in [a for a in s.units if a != country and country in s.units[a]]:
        counts = list(s.units[area][country])
        moved += sum(counts)
        move_units(s, area, country, country, counts)
    return moved


# --- words -------------------------------------------------------------------------------------


def units_text(n: int, country: str, facing: str = "") -> str:
    """``units_text(2, "france", "face-up")`` -> ``"2 face-up French units"``."""
    words = [str(n), facing, ADJECTIVES[country], "unit" if n == 1 else "units"]
    return " ".join(w for w in words if w)


def area_name(area: str) -> str:
    """Short display name of an area, for labels and the log."""
    return AREA_SHORT[area]
