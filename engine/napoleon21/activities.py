"""The activity choice (6.0) and three of the four activities: Declaration of War (7.0),
Reinforcement (8.0) and Mobilization/Reform (9.0). Move/Combat lives in movement.py and combat.py.
"""

from __future__ import annotations

from engine.core import Action, Prompt, log, rng
from engine.napoleon21 import flow, movement
from engine.napoleon21.data import (
    ALLIES,
    AREAS,
    BONUS_AREAS,
    BONUS_VALUE,
    BRITAIN,
    CHART,
    COUNTRY_NAMES,
    DECLARE_SUCCESS,
    FRANCE,
    FRENCH_MOBILIZE_SUCCESS,
    MOBILIZE_SUCCESS,
    WAR_STATES,
    french_base_reinforcement,
)
from engine.napoleon21.state import (
    DOWN,
    N21State,
    add,
    area_name,
    countries_in,
    is_at_war,
    total_count,
)

# --- the activity choice (6.0) -----------------------------------------------------------------


def declare_targets(s: N21State, country: str) -> list[str]:
    """7.0: allies not at War that ``country`` may declare for.

    An ally declares for itself; France for any one ally; Britain for itself or another ally.
    """
    if country == FRANCE:
        candidates: tuple[str, ...] = ALLIES
    elif country == BRITAIN:
        candidates = (BRITAIN, *[c for c in ALLIES if c != BRITAIN])
    else:
        candidates = (country,)
    return [c for c in candidates if s.war[c] != "war"]


def can_mobilize(s: N21State, country: str) -> bool:
    """9.0: a stage to the right is left; optional 14.0 rule: not for allies at War."""
    if s.posture[country] + 1 >= len(CHART[country].stages):
        return False
    return not (country != FRANCE and s.options["allied_mobilization"] == "on" and s.war[country] == "war")


def can_reinforce(s: N21State, country: str) -> bool:
    """8.0 would do something: a unit to place or a face-down unit to flip (and points to spend)."""
    if reinforcement_points(s, country) <= 0:
        return False
    return s.box[country] > 0 or any(st[DOWN] for st in _stacks_of(s, country))


def has_choice(s: N21State, country: str) -> bool:
    """Whether the country has any activity besides doing nothing."""
    return bool(activity_prompt(s, country).actions[1:])


def activity_prompt(s: N21State, country: str) -> Prompt:
    """6.0: one of the four activities, or none; 3.21: no Move/Combat at Peace or Armistice."""
    name = COUNTRY_NAMES[country]
    p = Prompt(f"Turn {s.turn}: {name} chooses its activity.")
    p.add("pass", label=f"{name} does nothing this turn")
    if is_at_war(s, country):
        p.add("campaign", label=f"{name}: Move/Combat")
    if can_reinforce(s, country):
        points = reinforcement_points(s, country)
        p.add("reinforce", label=f"{name}: Reinforcement ({points} point{'s' if points > 1 else ''})")
    if can_mobilize(s, country):
        odds = "" if country == FRANCE and s.options["french_mobilization"] == "off" else " (roll)"
        p.add("mobilize", label=f"{name}: Mobilization/Reform{odds}")
    for target in declare_targets(s, country):
        to = WAR_STATES[WAR_STATES.index(s.war[target]) + 1]
        faces = "1-3" if len(DECLARE_SUCCESS[target]) == 3 else "1-2"
        p.add("declare", target, f"Declare war: {COUNTRY_NAMES[target]} toward {to} (success on {faces})")
    return p


def choose_activity(s: N21State, action: Action) -> None:
    """Carry out the chosen activity."""
    country = s.order[s.slot]
    if action.verb == "pass":
        log(s, f"{COUNTRY_NAMES[country]} does nothing")
        flow.end_activity(s)
    elif action.verb == "declare":
        declare_war(s, country, action.arg)
        flow.end_activity(s)
    elif action.verb == "mobilize":
        mobilize(s, country)
        flow.end_activity(s)
    elif action.verb == "reinforce":
        start_reinforcement(s, country, then_new_turn=False)
    else:
        movement.start_campaign(s, country)


# --- 7.0 Declaration of War --------------------------------------------------------------------


def declare_war(s: N21State, country: str, target: str) -> None:
    """7.0: one roll with the target's numbers; success moves it one step toward War."""
    who = COUNTRY_NAMES[country]
    aim = "" if target == country else f" on behalf of {COUNTRY_NAMES[target]}"
    if country == FRANCE:
        aim = f" against {COUNTRY_NAMES[target]}"
    if rng.roll(s) in DECLARE_SUCCESS[target]:
        s.war[target] = WAR_STATES[WAR_STATES.index(s.war[target]) + 1]
        log(s, f"{who} declares war{aim}: {COUNTRY_NAMES[target]} is now at {s.war[target]}")
    else:
        log(s, f"{who} declares war{aim}: no change")


# --- 9.0 Mobilization/Reform -------------------------------------------------------------------


def mobilize(s: N21State, country: str) -> None:
    """9.0: allies succeed on 1-2, France always (optional rule: 1-4); the box gains the new units."""
    if country == FRANCE and s.options["french_mobilization"] == "off":
        success = True
    else:
        faces = FRENCH_MOBILIZE_SUCCESS if country == FRANCE else MOBILIZE_SUCCESS
        success = rng.roll(s) in faces
    name = COUNTRY_NAMES[country]
    if not success:
        log(s, f"{name} fails to mobilize")
        return
    stages = CHART[country].stages
    before = stages[s.posture[country]].max_strength
    s.posture[country] += 1
    gain = stages[s.posture[country]].max_strength - before
    s.box[country] += gain  # 3.4: units from the unused pool join the box
    log(s, f"{name} mobilizes: stage {s.posture[country] + 1}, max strength {before + gain}")


# --- 8.0 Reinforcement -------------------------------------------------------------------------


def reinforcement_points(s: N21State, country: str) -> int:
    """8.0: the stage's value (France: from morale, 12.0) + 1 per bonus area it leads outright."""
    if country == FRANCE:
        base = french_base_reinforcement(s.morale, s.options["road_to_paris"] == "on")
    else:
        base = CHART[country].stages[s.posture[country]].reinforcement or 0
    return base + BONUS_VALUE * sum(leads_area(s, country, area) for area in BONUS_AREAS)


def leads_area(s: N21State, country: str, area: str) -> bool:
    """8.0: strictly more units there than each other army, facing ignored (A-4: all armies count)."""
    mine = total_count(s, area, country)
    return mine > 0 and all(total_count(s, area, c) < mine for c in countries_in(s, area) if c != country)


def start_reinforcement(s: N21State, country: str, then_new_turn: bool) -> None:
    """Begin spending reinforcement points (also France's one reinforcement after 10.33)."""
    points = reinforcement_points(s, country)
    log(s, f"{COUNTRY_NAMES[country]} reinforces with {points} point{'s' if points != 1 else ''}")
    s.decider = country
    s.act = {"kind": "reinforce", "points": points, "spare": 0, "then": "turn" if then_new_turn else ""}
    s.task = "reinforce"
    _settle_reinforcement(s)


def reinforce_prompt(s: N21State) -> Prompt:
    """8.0: place a unit at home (1 point) or flip face-down units (1 point per 2)."""
    country, act = s.decider or FRANCE, s.act
    spare = "1 free flip left" if act["spare"] else "no free flip"
    left = act["points"]
    p = Prompt(
        f"{COUNTRY_NAMES[country]} reinforcement: {left} point{'s' if left != 1 else ''} left, {spare}."
    )
    p.add("done", label="Finish reinforcing (unspent points are lost)")
    if act["points"] and s.box[country]:
        home = area_name(country)
        p.add("place", label=f"Place 1 unit face-up in {home} (1 point; {s.box[country]} in the box)")
    cost = "free: second flip of a point" if act["spare"] else "1 point, flips up to 2"
    for area in _areas_with_face_down(s, country):
        p.add("flip", area, f"Flip 1 face-down unit in {area_name(area)} face-up ({cost})")
    return p


def reinforce(s: N21State, action: Action) -> None:
    """Spend one reinforcement step, or finish."""
    country, act = s.decider or FRANCE, s.act
    if action.verb == "done":
        _finish_reinforcement(s)
        return
    if action.verb == "place":
        act["points"] -= 1
        s.box[country] -= 1
        add(s, country, country, [1, 0, 0, 0])
        log(s, f"{COUNTRY_NAMES[country]} places a unit in {area_name(country)}")
    else:
        # one point flips up to two units; the second flip of a point is free.
        if act["spare"]:
            act["spare"] = 0
        else:
            act["points"] -= 1
            act["spare"] = 1
        add(s, action.arg, country, [1, -1, 0, 0])
        log(s, f"{COUNTRY_NAMES[country]} flips a unit face-up in {area_name(action.arg)}")
    _settle_reinforcement(s)


def _settle_reinforcement(s: N21State) -> None:
    """End the activity by itself once nothing more can be done."""
    country, act = s.decider or FRANCE, s.act
    can_place = act["points"] > 0 and s.box[country] > 0
    can_flip = (act["points"] > 0 or act["spare"]) and bool(_areas_with_face_down(s, country))
    if not (can_place or can_flip):
        _finish_reinforcement(s)


def _finish_reinforcement(s: N21State) -> None:
    if s.act.get("then") == "turn":
        flow.start_turn(s)
    else:
        flow.end_activity(s)


def _stacks_of(s: N21State, country: str) -> list[list[int]]:
    return [stacks[country] for stacks in s.units.values() if country in stacks]


def _areas_with_face_down(s: N21State, country: str) -> list[str]:
    return [a for a in AREAS if country in s.units.get(a, {}) and s.units[a][country][DOWN]]
