"""Move/Combat, part 3: the surrender check and its processing (10.3)."""

from __future__ import annotations

from engine.core import log
from engine.napoleon21 import flow
from engine.napoleon21.data import ALLIES, CHART, COUNTRY_NAMES, FRANCE, SURRENDER_MORALE
from engine.napoleon21.state import (
    N21State,
    active_count,
    clear_rout_markers,
    is_at_war,
    lose_morale,
    send_home,
)


def enemies_at_home(s: N21State, country: str) -> int:
    """10.31-2: enemy units in the home area, facing ignored, routed ones left out.

    In France every allied country at War counts together.
    """
    if country == FRANCE:
        return sum(active_count(s, FRANCE, c) for c in ALLIES if s.war[c] == "war")
    return active_count(s, country, FRANCE)


def surrenders(s: N21State, country: str) -> bool:
    """10.31: enemies at home, more of them than the garrison, and none of its own units there."""
    if not is_at_war(s, country):
        return False  # 10.3: Peace and Armistice countries are not checked
    enemies = enemies_at_home(s, country)
    return enemies > CHART[country].garrison and not active_count(s, country, country)


def check(s: N21State) -> None:
    """Check everyone at once; process allied surrenders, then the French one; clear rout markers."""
    allies_out = [c for c in ALLIES if surrenders(s, c)]
    france_out = surrenders(s, FRANCE)
    for country in allies_out:
        surrender_ally(s, country)
    clear_rout_markers(s)
    if france_out:
        surrender_france(s)
    s.act = {}
    flow.end_activity(s)


def surrender_ally(s: N21State, country: str) -> None:
    """10.32: the ally makes peace and its units go home, facing unchanged."""
    s.war[country] = "peace"
    moved = send_home(s, country)
    back = f"; {moved} units return home" if moved else ""
    log(s, f"{COUNTRY_NAMES[country]} surrenders and makes peace with France{back}")


def surrender_france(s: N21State) -> None:
    """10.33: morale -5 at once, and the turn jumps to the victory declaration."""
    if s.options["road_to_paris"] == "on" and s.morale <= 0:
        s.paris_fallen = True  # 14.0 Road to Paris: the first surrender once morale is 0
    lose_morale(s, SURRENDER_MORALE)
    s.french_surrender = True
    log(s, f"France surrenders: morale falls to {s.morale}")
