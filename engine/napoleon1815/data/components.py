"""Component counts of the box (p.3) and the few rule numbers the data is built around.

The engine needs few of these: component counts are physical limits, not rules, except
where README.md says otherwise (destroyed-bridge markers). They are here so that the data
tests can check the reconstruction against the box, and so that a renderer knows the set.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from engine.napoleon1815.data.oob import Army
from engine.napoleon1815.data.provenance import checked


@dataclass(frozen=True, slots=True)
class Component:
    name: str
    count: int
    source: str


_P3: Final = "rulebook p.3"
# fmt: off
COMPONENTS: Final[tuple[Component, ...]] = tuple(
    Component(name, count, checked(source, name))
    for name, count, source in (
        ("French blocks (blue)", 17, _P3),
        ("Anglo-Dutch blocks (red)", 14, _P3),
        ("Prussian blocks (black)", 12, _P3),
        ("white blocks", 3, _P3),
        ("block stickers", 45, _P3),
        ("SP cubes", 104, _P3),
        ("French cards", 36, _P3),
        ("Allied cards", 36, _P3),
        ("3-player cards (78-82)", 5, "rulebook p.3 and p.16"),
        ("invasion cards (73-77)", 5, "rulebook p.3 and p.5"),
        ("control flags: red (Anglo-Dutch)", 7, _P3),
        ("control flags: black (Prussian)", 5, _P3),
        ("control flags: blue (French)", 10, _P3),
        ("combat dice: blue", 5, _P3),
        ("combat dice: red", 5, _P3),
        ("combat dice: grey", 5, _P3),
        ("pawns (turn and VP markers)", 2, _P3),
        ("destroyed-bridge markers (white cubes)", 3, _P3),
        ("fatigue cylinders", 80, _P3),
        ("retreat arrows: blue", 3, _P3),
        ("retreat arrows: black", 2, _P3),
        ("retreat arrows: red", 2, _P3),
        ("entrenchment markers", 4, "reconstructed: not in the component list, count from the rules; rulebook p.7"),
    )
)
# fmt: on

FLAGS: Final[Mapping[Army, int]] = {Army.FRENCH: 10, Army.ANGLO_DUTCH: 7, Army.PRUSSIAN: 5}
RETREAT_ARROWS: Final[Mapping[Army, int]] = {Army.FRENCH: 3, Army.ANGLO_DUTCH: 2, Army.PRUSSIAN: 2}
DESTROYED_BRIDGE_MARKERS: Final = 3
ENTRENCHMENT_MARKERS: Final = 4

# Rule numbers the data is shaped around (rulebook pages in the comments).
VP_MIN: Final = 0  # p.14: French win at once
VP_MAX: Final = 20  # p.14: Allied win at once
SEVEN_MARKERS: Final = 7  # p.14: Allied control markers for +1 VP a turn
FATIGUE_LIMIT: Final = 8  # p.9: more than 8 fatigue eliminates a corps
ATTRITION_FATIGUE: Final = 5  # p.9: 5-8 fatigue costs 1 SP in the Recovery Phase
TWO_CARD_SP: Final = 5  # p.12: a corps of 5-8 SP gives 2 battle cards, 1-4 SP gives 1
TIRED_FATIGUE: Final = 5  # p.12: a corps with more than 4 fatigue gives 1 battle card less
