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


@dataclass(frozen=True, slots=True)
class Component:
    """A kind of component: its name is napoleon1815-component-{key}, its source a key of provenance.ftl."""

    key: str
    count: int
    source: str


# fmt: off
COMPONENTS: Final[tuple[Component, ...]] = tuple(
    Component(key, count, source)
    for key, count, source in (
        ("blocks_french", 17, "box"),
        ("blocks_anglo_dutch", 14, "box"),
        ("blocks_prussian", 12, "box"),
        ("blocks_white", 3, "box"),
        ("stickers", 45, "box"),
        ("cubes", 104, "box"),
        ("cards_french", 36, "box"),
        ("cards_allied", 36, "box"),
        ("cards_three_player", 5, "box-three-player"),
        ("cards_invasion", 5, "box-invasion"),
        ("flags_anglo_dutch", 7, "box"),
        ("flags_prussian", 5, "box"),
        ("flags_french", 10, "box"),
        ("dice_blue", 5, "box"),
        ("dice_red", 5, "box"),
        ("dice_grey", 5, "box"),
        ("pawns", 2, "box"),
        ("bridge_markers", 3, "box"),
        ("fatigue_cylinders", 80, "box"),
        ("arrows_blue", 3, "box"),
        ("arrows_black", 2, "box"),
        ("arrows_red", 2, "box"),
        ("entrenchments", 4, "entrenchments"),
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
