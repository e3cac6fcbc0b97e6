"""Move/Combat, part 3: the surrender check and its processing (10.3)."""

from __future__ import annotations

from engine.core import Msg, log
from engine.napoleon21.data import ALLIES, CHART, FRANCE, SURRENDER_MORALE, War
from engine.napoleon21.names import COUNTRY
from engine.napoleon21.state import (
    N21State,
    active_count,
    allies_at_war_in,
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
        return allies_at_war_in(s, FRANCE)
    return active_count(s, country, FRANCE)


def surrenders(s: N21State, country: str) -> bool:
    """10.31: enemies at home, more of them than the garrison, and none of its own units there."""
    home = s.units.get(country)
    if home is None or (len(home) == 1 and country in home):
        return False  # no other army at home (the cheap question first)
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


def surrender_ally(s: N21State, country: str) -> None:
    """10.32: the ally makes peace and its units go home, facing unchanged."""
    s.war[country] = War.PEACE
    moved = send_home(s, country)
    key = "napoleon21-log-surrender-home" if moved else "napoleon21-log-surrender"
    log(s, Msg(key, country=COUNTRY[country], count=moved))


def surrender_france(s: N21State) -> None:
    """10.33: morale -5 at once, and the turn jumps to the victory declaration."""
    if s.options["road_to_paris"] == "on" and s.morale <= 0:
        s.paris_fallen = True  # 14.0 Road to Paris: the first surrender once morale is 0
    lose_morale(s, SURRENDER_MORALE)
    s.french_surrender = True
    log(s, Msg("napoleon21-log-surrender-france", morale=s.morale))
