"""A busy board that needs no game: every unit type of both armies, a move, a hit by fire, cards
played and discarded. The renderer draws it once to choose its palette; tests use it too."""

from __future__ import annotations

from engine.gustav.data.units import KINDS
from engine.gustav.view import GustavView, SideView

_PLACES = {
    "imperial": ("b2", "c3", "d3", "e2", "f3"),
    "swedish": ("b5", "c5", "d6", "e5", "f6"),
}


def _side(cards: tuple[str, ...], morale: int) -> SideView:
    return {
        "morale": morale,
        "prep": "ready",
        "points": 3,
        "hand": 1,
        "pile": 2,
        "recycled": True,
        "pile_cards": list(cards[2:4]),
        "known": [cards[4]],
        "discards": list(cards[:2]),
        "played": [{"card": cards[5], "half": "top", "value": 3}],
        "lost": ["pike"],
    }


def sample_view() -> GustavView:
    units = [
        {"id": f"{side[0]}{n}", "side": side, "kind": kind, "hex": hex_id}
        for side, places in _PLACES.items()
        for n, (kind, hex_id) in enumerate(zip(KINDS, places, strict=True), start=1)
    ]
    return {
        "game": "gustav",
        "seat": None,
        "to_act": ["swedish"],
        "status": {"key": "gustav-board-none", "args": {}},
        "log": [],
        "phase": "battle",
        "round": 4,
        "rounds": 9,
        "voltage": 7,
        "first": "imperial",
        "sides": {
            "imperial": _side(("tercio", "croats", "tilly", "wallenstein", "great_guns", "pappenheim"), 3),
            "swedish": _side(("salvo", "fog", "brigade", "the_king", "feste_burg", "leather_guns"), 6),
        },
        "units": units,  # type: ignore[typeddict-item]  # literal dicts of UnitView's shape
        "last_move": {"side": "imperial", "kind": "pike", "start": "c2", "end": "c3", "hit": False},
        "last_fire": {"side": "swedish", "kind": "shot", "start": "e5", "end": "d3", "hit": True},
        "effect": {"seat": "swedish", "card": "salvo", "half": "top", "step": 0, "unit": "e5"},
        "combat": None,
    }
