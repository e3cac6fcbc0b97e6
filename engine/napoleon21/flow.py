"""The turn sequence (4.0): activity order, each country's activity in turn, then adjustment.

Each function moves the game forward until a player must decide something, doing every step that
involves no choice (dice, forced outcomes) on the way.
"""

from __future__ import annotations

from engine.core import log, rng
from engine.napoleon21 import activities, adjustment
from engine.napoleon21.data import COUNTRY_NAMES, FRANCE, activity_order
from engine.napoleon21.state import N21State


def start_turn(s: N21State) -> None:
    """5.0: France rolls for its slot in the Activity Table; the allies keep their order."""
    s.turn += 1
    s.phase = "activity"
    s.french_surrender = False
    s.order_roll = rng.roll(s)
    s.order = activity_order(s.order_roll)
    log(s, f"Turn {s.turn}: France acts {_ordinal(s.order.index(FRANCE) + 1)}")
    s.slot = 0
    begin_activity(s)


def begin_activity(s: N21State) -> None:
    """6.0: the next country in the order chooses its one activity (or none)."""
    while s.slot < len(s.order):
        country = s.order[s.slot]
        s.decider, s.act = country, {}
        if activities.has_choice(s, country):
            s.task = "activity"
            return
        log(s, f"{COUNTRY_NAMES[country]} has nothing to do")
        s.slot += 1
    adjustment.run(s)


def end_activity(s: N21State) -> None:
    """After an activity: the next country acts, unless France surrendered (10.33)."""
    if s.french_surrender:
        adjustment.declare_victory(s)
        return
    s.slot += 1
    begin_activity(s)


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "last"}[n]
