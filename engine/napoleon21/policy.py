"""Scripted players for Napoleon 2.1, deciding from their seat's view only (``N21View``), the
prompt's key and its structured actions: ``python -m tools.matchup napoleon21 --games 200``.

- France ``aggressive``: builds up, then marches on the allied capital at War that is best value for
  the effort, keeps a unit at home when allies are near, and declares victory as soon as it may.
- Allies ``turtle``: stay at home, reinforce and mobilize, fight only French units in their own home
  area, and bring Prussia and Spain into the war (Britain declares for them).
- Allies ``counter``: as ``turtle``, but also strike into an ill-guarded France and at weak French
  stacks next door.
(``random``, any legal action, comes with the harness.) The strongest of each seat comes first in
``STRATEGIES``: the ``easy`` AI and the guide of the search's playouts (``engine.core.levels``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from engine.core import Action, ActionArg, Prompt
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.napoleon21.data import (
    ADJACENT,
    ALLIES,
    AREAS,
    BRITAIN,
    CHART,
    DISTANCE,
    FRANCE,
    IS_SEA,
    LAND_AREAS,
    LAND_DISTANCE,
    RUSSIA,
    SPAIN,
)
from engine.napoleon21.options import every_seat
from engine.napoleon21.view import N21Group, N21View


def _first(actions: list[Action], verb: str, *args: ActionArg) -> Action | None:
    return next((a for a in actions if a.verb == verb and a.args[: len(args)] == args), None)


def _one_of(actions: list[Action], *verbs: str) -> Action:
    return next((a for v in verbs for a in actions if a.verb == v), actions[0])


def _count(a: Action) -> int:
    return int(a.args[0])


# --- what the view says ---------------------------------------------------------------------------


def _active(v: N21View, area: str, country: str) -> int:
    """Units without a Rout marker (facing does not matter, 3.1)."""
    units = v["areas"][area]["units"].get(country)
    return units["up"] + units["down"] if units else 0


def _at_war(v: N21View, country: str) -> bool:
    return v["countries"][country]["war"] == "war"


def _french_units(v: N21View) -> int:
    return sum(_active(v, area, FRANCE) for area in v["areas"])


def _group_args(g: N21Group) -> tuple[ActionArg, ...]:
    """How an action names a group (the engine's ``Group.args``)."""
    flags = ("f" if g["forced"] else "") + ("s" if g["sea"] else "")
    return (g["area"], g["facing"], f"{g['left']}{flags}" if flags else g["left"])


def _group(v: N21View, action: Action) -> N21Group:
    movement = v["movement"]
    assert movement is not None, "a unit is chosen only while moving"
    return next(g for g in movement["groups"] if _group_args(g) == action.args)


def _steps_to(area: str, goal: str, by_sea: bool) -> int:
    if by_sea or area == BRITAIN or goal == BRITAIN or IS_SEA[area]:
        return DISTANCE[area][goal]
    return LAND_DISTANCE[area][goal]


# --- shared tactical choices ----------------------------------------------------------------------


def _tactics(v: N21View, prompt: Prompt) -> Action | None:
    """Hits, routs, battle order, French assignments and reinforcement, played sensibly."""
    actions, key = prompt.actions, prompt.key
    if key == "napoleon21-ask-hits":  # flip as many as keep one unit face-up
        combat, country = v["combat"], v["decider"]
        assert combat is not None and country is not None
        up = v["areas"][combat["area"]]["units"][country]["up"]
        keeps_up = [a for a in actions if up - _count(a) >= 1]
        return max(keeps_up or actions, key=_count)
    if key in ("napoleon21-ask-rout", "napoleon21-ask-battle", "napoleon21-ask-victory"):
        return actions[0]
    if key == "napoleon21-ask-assign":  # everything against the biggest army
        combat = v["combat"]
        assert combat is not None
        armies = {str(a.args[0]) for a in actions}
        biggest = max(sorted(armies), key=lambda c: _active(v, combat["area"], c))
        return _first(actions, "assign", biggest, "all") or actions[-1]
    if key in ("napoleon21-ask-assign-count", "napoleon21-ask-rout-count", "napoleon21-ask-march-count"):
        return max((a for a in actions if a.verb == "count"), key=_count)
    if key == "napoleon21-ask-reinforce":
        return _one_of(actions, "place", "flip", "done")
    return None


def _march(v: N21View, prompt: Prompt, goal: str, keep_home: int = 0) -> Action:
    """Force-march what needs it, move every group one step nearer the goal, then finish."""
    actions, key = prompt.actions, prompt.key
    country = v["decider"] or FRANCE
    by_sea = goal == BRITAIN
    reach = 2 if country == FRANCE else 1
    if key == "napoleon21-ask-march":
        for a in actions:
            if a.verb == "march" and _steps_to(str(a.args[0]), goal, by_sea) == reach + 1:
                return a
        return _one_of(actions, "begin")
    if key == "napoleon21-ask-move-to":  # the best step offered, even if no nearer: the group moves on
        dests = [a for a in actions if a.verb == "to"]
        return min(dests, key=lambda a: (_steps_to(str(a.args[0]), goal, by_sea), IS_SEA[str(a.args[0])]))
    movement = v["movement"]
    if key == "napoleon21-ask-move-count" and movement is not None and movement["chosen"] is not None:
        counts = [a for a in actions if a.verb == "count"]
        keep = keep_home if movement["chosen"]["area"] == country else 0
        wanted = max(_count(counts[-1]) - keep, 1)
        return next((a for a in counts if _count(a) == wanted), counts[-1])
    for a in actions:
        if a.verb == "unit" and _worth_moving(v, _group(v, a), country, goal, keep_home):
            return a
    return _one_of(actions, "done", "begin", "back")


def _worth_moving(v: N21View, g: N21Group, country: str, goal: str, keep_home: int) -> bool:
    """A group with moves left next to an area nearer the goal (home keeps its guard)."""
    origin, by_sea = g["area"], goal == BRITAIN
    if origin == country and keep_home and _home_units_left(v, country) <= keep_home:
        return False
    near = [d for d in ADJACENT[origin] if by_sea or IS_SEA[origin] or origin == BRITAIN or not IS_SEA[d]]
    here = _steps_to(origin, goal, by_sea)
    return bool(g["left"] and g["count"]) and any(_steps_to(d, goal, by_sea) < here for d in near)


def _home_units_left(v: N21View, country: str) -> int:
    """Units at home that are not already on their way."""
    movement = v["movement"]
    groups = movement["groups"] if movement is not None else []
    return sum(g["count"] for g in groups if g["area"] == country)


# --- France ---------------------------------------------------------------------------------------


def _main_army(v: N21View) -> str:
    return max(AREAS, key=lambda a: _active(v, a, FRANCE))


def _french_target(v: N21View) -> str | None:
    """The allied capital at War worth most for the effort, if the army can take it."""
    if not _french_units(v):
        return None
    army_area = _main_army(v)
    army = _french_units(v) - (1 if _threat_to_paris(v) else 0)
    best, best_score = None, -1e9
    for ally in ALLIES:
        if not _at_war(v, ally):
            continue
        defenders = _active(v, ally, ally)
        steps = _steps_to(army_area, ally, ally == BRITAIN)
        losses = {BRITAIN: 4, RUSSIA: 3, SPAIN: 3}.get(ally, 0) + max(0, steps - 2) * 2
        there = _active(v, ally, FRANCE)
        if not there and army < 2 * defenders + losses + 1:
            continue  # 10.21: the odds must be good before marching
        score = 3 * CHART[ally].vp - steps - losses + (10 if there else 0)
        if score > best_score:
            best, best_score = ally, score
    return best


def _threat_to_paris(v: N21View) -> int:
    """Allied units at War within two areas of France."""
    return sum(
        _active(v, area, c)
        for area in LAND_AREAS
        if LAND_DISTANCE.get(area, {}).get(FRANCE, 9) <= 2
        for c in ALLIES
        if _at_war(v, c)
    )


def aggressive_france(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
    """Build up to strength, then march on the best allied capital at War."""
    v = cast(N21View, view)
    tactic = _tactics(v, prompt)
    if tactic is not None:
        return tactic
    actions = prompt.actions
    target = _french_target(v)
    if prompt.key == "napoleon21-ask-activity":
        down = sum(units["down"] for area in v["areas"].values() if (units := area["units"].get(FRANCE)))
        if _first(actions, "mobilize") and v["countries"][FRANCE]["box"] == 0:
            return _one_of(actions, "mobilize")
        abroad = _active(v, FRANCE, FRANCE) < _french_units(v)
        if (down >= 4 and _first(actions, "reinforce")) or (not target and not abroad):
            return _one_of(actions, "reinforce", "mobilize", "campaign")
        if target and _first(actions, "campaign"):
            return _one_of(actions, "campaign")
        return _one_of(actions, "reinforce", "mobilize", "pass")
    keep = 1 if _threat_to_paris(v) else 0
    return _march(v, prompt, target or FRANCE, keep)


# --- Allies ---------------------------------------------------------------------------------------


def _allied_activity(v: N21View, actions: list[Action], counter: bool) -> Action:
    country = v["decider"] or ALLIES[0]
    if not _at_war(v, country):
        if v["options"].get("allied_mobilization") == "on" and _first(actions, "mobilize"):
            return _one_of(actions, "mobilize")  # grow while it is still allowed
        return _first(actions, "declare", country) or _one_of(actions, "reinforce", "pass")
    if country == BRITAIN:
        for target in ALLIES:
            declare = _first(actions, "declare", target)
            if declare and v["countries"][target]["war"] == "armistice":
                return declare
        declare = _first(actions, "declare")
        if declare:
            return declare
    if _active(v, country, FRANCE) and _active(v, country, country):
        return _one_of(actions, "campaign")
    if counter and _counter_goal(v, country):
        return _one_of(actions, "campaign")
    return _one_of(actions, "reinforce", "mobilize", "pass")


def _counter_goal(v: N21View, country: str) -> str | None:
    """An ill-guarded France within reach, or a weak French stack next to this ally's units.

    On the Road to Paris, once French morale is 0, every army marches on Paris.
    """
    if country == SPAIN:
        return None
    if v["options"].get("road_to_paris") == "on" and v["morale"] <= 0 and _at_war(v, country):
        return FRANCE
    for area in v["areas"]:
        mine = _active(v, area, country)
        if not mine or (area == country and _active(v, country, FRANCE)):
            continue
        for dest in (area, *ADJACENT[area]):
            if IS_SEA[dest]:
                continue
            french = _active(v, dest, FRANCE)
            if dest == FRANCE and french < mine and mine > CHART[FRANCE].garrison:
                return dest
            if french and mine >= 2 * french and dest != country:
                return dest
    return None


def turtle_allies(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
    """Hold the capitals, build up, and bring the neutrals into the war."""
    return _allies(cast(N21View, view), prompt, counter=False)


def counter_allies(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
    """As turtle, and strike at France or weak French stacks when the odds are good."""
    return _allies(cast(N21View, view), prompt, counter=True)


def _allies(v: N21View, prompt: Prompt, counter: bool) -> Action:
    tactic = _tactics(v, prompt)
    if tactic is not None:
        return tactic
    if prompt.key == "napoleon21-ask-activity":
        return _allied_activity(v, prompt.actions, counter)
    country = v["decider"] or ALLIES[0]
    goal = _counter_goal(v, country) if counter else None
    if goal is None:  # hold: nothing moves
        return _one_of(prompt.actions, "begin", "done", "back")
    return _march(v, prompt, goal)


# the strongest of each seat first (DATA.md: France 50.7% v counter, 50.0% v turtle)
ALLIED: dict[str, Scripted] = {
    "counter": Scripted("counter", counter_allies),
    "turtle": Scripted("turtle", turtle_allies),
}
# every allied seat any ``allies`` option makes (``allies``, ``prussia``, ``prussia+austria``...)
STRATEGIES: dict[str, dict[str, Scripted]] = {
    FRANCE: {"aggressive": Scripted("aggressive", aggressive_france)},
    **{seat: ALLIED for seat in every_seat() if seat != FRANCE},
}
MATCHUPS: list[dict[str, str]] = [
    {"france": "aggressive", "allies": "turtle"},
    {"france": "aggressive", "allies": "counter"},
    {"france": "random", "allies": "counter"},
    {"france": "aggressive", "allies": "random"},
]
