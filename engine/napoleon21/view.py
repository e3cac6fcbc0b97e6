"""What everyone sees (there is no hidden information), the status line and the final scores."""

from __future__ import annotations

from typing import Any

from engine.napoleon21.adjustment import french_vp
from engine.napoleon21.data import (
    ADJACENT,
    AREA_SHORT,
    AREAS,
    CHART,
    COUNTRIES,
    COUNTRY_NAMES,
    FRANCE,
    SOUTH_FRANCE,
)
from engine.napoleon21.movement import nelson_blocks_sea
from engine.napoleon21.options import allied_seats, starting_vp
from engine.napoleon21.state import DOWN, ROUTED_DOWN, ROUTED_UP, UP, N21State, on_map

_STEPS = {
    "activity": "choose activity",
    "reinforce": "reinforcement",
    "march": "forced march",
    "march_count": "forced march",
    "move": "move",
    "move_to": "move",
    "move_count": "move",
    "battle": "choose battle",
    "victory": "victory declaration",
    "adjustment": "adjustment",
    "over": "game over",
}
# 14.0 multi-player end VP: 2 per unit in France, 1 in South France, 1 next to either.
_NEXT_TO_FRANCE = frozenset(ADJACENT[FRANCE] + ADJACENT[SOUTH_FRANCE]) - {FRANCE, SOUTH_FRANCE}


def step_label(s: N21State) -> str:
    """A short label for the sub-step, e.g. ``"combat in Austria"``."""
    battle = s.act.get("battle")
    if s.task in ("rout", "rout_count") and battle:
        return f"rout from {AREA_SHORT[battle['area']]}"
    if s.task in ("assign", "assign_count", "hits") and battle:
        return f"combat in {AREA_SHORT[battle['area']]}"
    return _STEPS.get(s.task, s.task)


def status(s: N21State) -> str:
    """One line: turn, phase and who decides what."""
    if s.outcome:
        return f"Game over: {s.outcome['summary']}"
    who = COUNTRY_NAMES[s.decider] if s.decider else "nobody"
    return f"Turn {s.turn}, {s.phase} phase: {who} to act ({step_label(s)})"


def build(s: N21State, to_act: list[str]) -> dict[str, Any]:
    """The view dict (the same for every seat and the public)."""
    battle = s.act.get("battle")
    acting = s.order[s.slot] if s.phase == "activity" and s.slot < len(s.order) else None
    return {
        "game": "napoleon21",
        "status": status(s),
        "turn": s.turn,
        "phase": s.phase,
        "step": step_label(s),
        "order": list(s.order),
        "order_roll": s.order_roll,
        "acting": acting,
        "done": list(s.order[: s.slot]) if s.phase == "activity" else list(s.order),
        "morale": s.morale,
        "vp": french_vp(s),
        "nelson_blocks_sea": nelson_blocks_sea(s),
        "countries": {c: _country(s, c) for c in COUNTRIES},
        "areas": {a: {"units": _units(s, a)} for a in AREAS},
        "combat": {"area": battle["area"], "step": battle["step"]} if battle else None,
        "seats": seat_countries(s),
        "to_act": to_act,
        "options": dict(s.options),
        "last_log": [dict(e) for e in s.log],
        "result": dict(s.outcome) if s.outcome else None,
    }


def _country(s: N21State, country: str) -> dict[str, Any]:
    chart = CHART[country]
    placed = on_map(s, country)
    return {
        "war": s.war.get(country),
        "stage": s.posture[country],
        "stages": [
            {"reinforcement": st.reinforcement, "max_strength": st.max_strength} for st in chart.stages
        ],
        "in_use": placed + s.box[country],
        "box": s.box[country],
        "on_map": placed,
        "vp": chart.vp,
        "garrison": chart.garrison,
        "capital": chart.capital,
    }


def _units(s: N21State, area: str) -> dict[str, dict[str, int]]:
    stacks = s.units.get(area, {})
    return {
        c: {
            "up": stacks[c][UP],
            "down": stacks[c][DOWN],
            "routed_up": stacks[c][ROUTED_UP],
            "routed_down": stacks[c][ROUTED_DOWN],
        }
        for c in COUNTRIES
        if c in stacks
    }


def seat_countries(s: N21State) -> dict[str, list[str]]:
    """Seat -> the countries it decides for."""
    return {FRANCE: [FRANCE]} | {seat: list(cs) for seat, cs in allied_seats(s.options).items()}


def scores(s: N21State) -> dict[str, int]:
    """France's VP; with several allied players, each one's starting VP plus end VP (14.0)."""
    out = {FRANCE: french_vp(s)}
    seats = allied_seats(s.options)
    if len(seats) == 1:
        return out
    start = starting_vp(s.options)
    for seat, countries in seats.items():
        out[seat] = start[seat] + sum(_end_vp(s, c) for c in countries)
    return out


def _end_vp(s: N21State, country: str) -> int:
    total = 0
    for area, stacks in s.units.items():
        n = sum(stacks.get(country, ()))
        if area == FRANCE:
            total += 2 * n
        elif area == SOUTH_FRANCE or area in _NEXT_TO_FRANCE:
            total += n
    return total


def allied_winners(s: N21State) -> tuple[str, ...]:
    """The allied seats that win when the allies win: the best total (ties share)."""
    seats = list(allied_seats(s.options))
    if len(seats) == 1:
        return tuple(seats)
    totals = scores(s)
    best = max(totals[seat] for seat in seats)
    return tuple(seat for seat in seats if totals[seat] == best)
