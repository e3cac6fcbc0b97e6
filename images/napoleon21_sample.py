"""A busy hand-made Napoleon 2.1 view: every country, facing, war state and marker at once.

The renderer draws it once to choose the board's 256-colour palette (so every colour a board can
show is in the palette); tests and development use it as a view that does not need the engine.
"""

from __future__ import annotations

from typing import Any

from engine.napoleon21 import data

# area -> country -> (up, down, routed up, routed down)
_ARMIES: dict[str, dict[str, tuple[int, int, int, int]]] = {
    "france": {"france": (5, 2, 0, 0)},
    "rhine": {"france": (3, 1, 0, 0), "austria": (1, 1, 0, 0)},
    "austria": {"austria": (4, 2, 0, 0), "russia": (2, 0, 0, 0)},
    "prussia": {"prussia": (4, 1, 0, 0)},
    "warsaw": {"prussia": (1, 0, 0, 0), "russia": (0, 1, 0, 0), "france": (1, 0, 0, 0)},
    "west_russia": {"russia": (1, 1, 0, 0)},
    "russia": {"russia": (4, 1, 0, 0)},
    "spain": {"spain": (3, 1, 0, 0), "france": (1, 1, 0, 0), "britain": (1, 0, 0, 0)},
    "britain": {"britain": (2, 0, 0, 0)},
    "atlantic": {"britain": (1, 1, 0, 0)},
    "italy": {"france": (2, 0, 0, 0), "austria": (0, 0, 1, 2), "britain": (0, 0, 0, 1)},
    "south_france": {"france": (0, 0, 1, 1), "spain": (0, 0, 1, 1), "prussia": (0, 0, 1, 1)},
}
_WAR = {"prussia": "peace", "austria": "war", "russia": "war", "spain": "armistice", "britain": "war"}


def sample_view(over: bool = False) -> dict[str, Any]:
    """A view with armies everywhere, a battle in Italy and Nelson's Offensive; ``over`` adds a result."""
    areas = {area: {"units": _units(_ARMIES.get(area, {}))} for area in data.AREAS}
    view: dict[str, Any] = {
        "game": "napoleon21",
        "status": "Turn 3, activity phase: Austria to act (combat in Italy)",
        "turn": 3,
        "phase": "activity",
        "step": "combat in Italy",
        "order": data.activity_order(2),
        "order_roll": 2,
        "acting": "austria",
        "done": ["prussia", "france"],
        "morale": 14,
        "vp": 5,
        "nelson_blocks_sea": True,
        "countries": {c: _country(c) for c in data.COUNTRIES},
        "areas": areas,
        "combat": {"area": "italy", "step": "french attack"},
        "seats": {"france": ["france"], "allies": list(data.ALLIES)},
        "to_act": ["allies"],
        "options": {"allies": "1", "nelson": "on"},
        "last_log": [{"text": "Austria attacks in Italy: 2 hits", "dice": [1, 2, 5, 6], "to": None}],
        "result": None,
    }
    if over:
        view |= {"phase": "over", "acting": None, "done": list(view["order"]), "combat": None}
        view["status"] = "Game over: France declares victory with 12 VP"
        view["result"] = {
            "winners": ["france"],
            "draw": False,
            "summary": "France declares victory with 12 VP",
            "title": data.TITLES[1][1],
        }
    return view


def _units(armies: dict[str, tuple[int, int, int, int]]) -> dict[str, dict[str, int]]:
    keys = ("up", "down", "routed_up", "routed_down")
    return {country: dict(zip(keys, counts, strict=True)) for country, counts in armies.items()}


def _country(country: str) -> dict[str, Any]:
    chart = data.CHART[country]
    on_map = sum(sum(armies.get(country, (0,))) for armies in _ARMIES.values())
    stage = next((i for i, s in enumerate(chart.stages) if s.max_strength >= on_map), len(chart.stages) - 1)
    box = max(0, chart.stages[stage].max_strength - on_map)
    return {
        "war": _WAR.get(country),
        "stage": stage,
        "stages": [{"reinforcement": s.reinforcement, "max_strength": s.max_strength} for s in chart.stages],
        "in_use": on_map + box,
        "box": box,
        "on_map": on_map,
        "vp": chart.vp,
        "garrison": chart.garrison,
        "capital": chart.capital,
    }
