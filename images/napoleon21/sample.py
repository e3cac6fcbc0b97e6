"""A busy hand-made Napoleon 2.1 view: every country, facing, war state and marker at once.

The renderer draws it once to choose the board's 256-colour palette (so every colour a board can
show is in the palette); tests use it as a view that does not need the engine. Its status, log and
result are messages of the catalogs, as the engine writes them.
"""

from __future__ import annotations

from engine.core import LogEntry, Msg
from engine.napoleon21 import data
from engine.napoleon21.names import ADJECTIVE, AREA, COUNTRY, RANK, phase
from engine.napoleon21.view import N21Area, N21Country, N21Result, N21Units, N21View

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


def sample_view(over: bool = False) -> N21View:
    """A view with armies everywhere, a battle in Italy and Nelson's Offensive; ``over`` adds a result."""
    doing = Msg("napoleon21-ask-hits", area=AREA["italy"])
    status = Msg(
        "napoleon21-status", turn=3, phase=phase("activity"), country=COUNTRY["austria"], doing=doing
    )
    attack = Msg("napoleon21-log-allied-attack", dice=4, hits=2)
    moved = Msg(
        "napoleon21-log-move", count=2, army=ADJECTIVE["france"], origin=AREA["france"], area=AREA["italy"]
    )
    log: list[LogEntry] = [
        {"msg": moved.to_json(), "dice": [], "to": None},
        {"msg": attack.to_json(), "dice": [1, 2, 5, 6], "to": None},
    ]
    view: N21View = {
        "game": "napoleon21",
        "seat": None,
        "status": status.to_json(),
        "turn": 3,
        "phase": "activity",
        "question": "napoleon21-ask-hits",
        "order": data.activity_order(2),
        "order_roll": 2,
        "acting": "austria",
        "decider": "france",
        "done": ["prussia", "france"],
        "morale": 14,
        "vp": 5,
        "nelson_blocks_sea": True,
        "countries": {c: _country(c) for c in data.COUNTRIES},
        "areas": {area: _area(_ARMIES.get(area, {})) for area in data.AREAS},
        "combat": {"area": "italy", "step": "allied_attack"},
        "movement": None,
        "seats": {"france": ["france"], "allies": list(data.ALLIES)},
        "to_act": ["france"],
        "options": {"allies": "1", "nelson": "on"},
        "log": log,
        "result": None,
    }
    if over:
        summary = Msg("napoleon21-result-vp", vp=12, rank=RANK["master"])
        result: N21Result = {
            "winners": ["france"],
            "draw": False,
            "reason": "vp",
            "summary": summary.to_json(),
            "rank": "master",
            "scores": {"france": 12, "allies": 0},
        }
        view |= {"phase": "over", "acting": None, "decider": None, "question": None, "combat": None}
        view |= {"done": list(view["order"]), "to_act": [], "result": result}
        view["status"] = Msg("napoleon21-status-over", result=summary).to_json()
    return view


def _area(armies: dict[str, tuple[int, int, int, int]]) -> N21Area:
    units: dict[str, N21Units] = {
        country: {"up": up, "down": down, "routed_up": routed_up, "routed_down": routed_down}
        for country, (up, down, routed_up, routed_down) in armies.items()
    }
    return {"units": units}


def _country(country: str) -> N21Country:
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
    }
