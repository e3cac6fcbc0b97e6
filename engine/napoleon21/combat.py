"""Move/Combat, part 2: combat (10.2) in every area where the active country meets its enemies.

Each battle is ``act["battle"]``: the area, the step reached, the hits still to be applied
(``[country, hits]``, applied by the owner) and the routed armies still to move
(``[country, face_up, face_down]``, moved by the owner). ``resume`` runs everything that needs no
decision and stops at the next one.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Prompt, log, rng
from engine.napoleon21 import surrender
from engine.napoleon21.data import (
    ADJACENT,
    ADJECTIVES,
    ALLIES,
    ATLANTIC,
    BRITAIN,
    COASTS,
    COMBAT_HITS,
    COUNTRY_NAMES,
    DISTANCE,
    FRANCE,
    IS_SEA,
    LAND_AREAS,
    LAND_DISTANCE,
    PRUSSIA,
    SPAIN,
    SPAIN_MISS,
)
from engine.napoleon21.state import (
    DOWN,
    ROUTED_DOWN,
    ROUTED_UP,
    UP,
    N21State,
    active_count,
    add,
    area_name,
    countries_in,
    hostile,
    move_units,
    remove_to_box,
    stack,
    units_text,
)

FRENCH_ATTACK, ROUT_CHECK_1, ALLIED_ATTACK, ROUT_CHECK_2, OVER = (
    "french attack",
    "rout check 1",
    "allied attack",
    "rout check 2",
    "over",
)


def start_combat(s: N21State, country: str) -> None:
    """10.2: battles wherever the active country's units share an area with its enemies."""
    pending = [area for area in LAND_AREAS if has_battle(s, country, area)]
    s.act = {"kind": "campaign", "active": country, "pending": pending, "battle": None}
    if pending:
        log(s, f"Combat in {', '.join(area_name(a) for a in pending)}")
    resume(s)


def has_battle(s: N21State, country: str, area: str) -> bool:
    """The active country has units there, and so does a country it fights (routed units ignored)."""
    if not active_count(s, area, country):
        return False
    return any(hostile(s, country, c) and active_count(s, area, c) for c in countries_in(s, area))


def resume(s: N21State) -> None:
    """Run the combat procedure until someone must decide or all battles are over."""
    while True:
        b = s.act["battle"]
        if b is None:
            if not _start_next_battle(s):
                return
        elif b["hits"]:
            if not _settle_hits(s, b):
                return
        elif b["routs"]:
            if not _settle_rout(s, b):
                return
        elif not _advance(s, b):
            return


def _start_next_battle(s: N21State) -> bool:
    """10.2-4: the active player picks the order; False when a choice is asked or combat is done."""
    active = s.act["active"]
    s.act["pending"] = [a for a in s.act["pending"] if has_battle(s, active, a)]
    pending = s.act["pending"]
    if not pending:
        surrender.check(s)
        return False
    if len(pending) > 1:
        s.task, s.decider = "battle", active
        return False
    _open_battle(s, pending[0])
    return True


def _open_battle(s: N21State, area: str) -> None:
    s.act["pending"].remove(area)
    s.act["battle"] = {"area": area, "step": FRENCH_ATTACK, "hits": [], "routs": []}
    log(s, f"Battle in {area_name(area)}")


def battle_prompt(s: N21State) -> Prompt:
    """Which battle to fight next."""
    p = Prompt(f"{COUNTRY_NAMES[s.act['active']]}: choose the next battle.")
    for area in s.act["pending"]:
        p.add("battle", area, f"Fight the battle in {area_name(area)}")
    return p


def choose_battle(s: N21State, action: Action) -> None:
    """Open the chosen battle."""
    _open_battle(s, action.arg)
    resume(s)


def _advance(s: N21State, b: dict[str, Any]) -> bool:
    """Carry out the battle's current step; False when France must assign its attackers."""
    step, area = b["step"], b["area"]
    if step == FRENCH_ATTACK:
        armies = allied_armies(s, area)
        if len(armies) > 1:
            b["assign"] = {c: [0, 0] for c in armies}
            s.task, s.decider = "assign", FRANCE
            return False
        st = stack(s, area, FRANCE)
        _french_attack(s, b, {armies[0]: [st[UP], st[DOWN]]})
    elif step in (ROUT_CHECK_1, ROUT_CHECK_2):
        for country in _routed_armies(s, area):
            _rout(s, b, country)
        b["step"] = ALLIED_ATTACK if step == ROUT_CHECK_1 else OVER
    elif step == ALLIED_ATTACK:
        if active_count(s, area, FRANCE) and allied_armies(s, area):
            _allied_attack(s, b)
        else:
            b["step"] = OVER
    else:
        s.act["battle"] = None
    return True


def allied_armies(s: N21State, area: str) -> list[str]:
    """Allies at War with units (not routed) in the area; Peace and Armistice units stay out."""
    return [c for c in ALLIES if s.war[c] == "war" and active_count(s, area, c)]


# --- attacks (10.21, 10.23) --------------------------------------------------------------------


def roll_hits(s: N21State, dice: int, area: str) -> int:
    """Roll on the Combat Table; in Spain a 2 always misses (10.21)."""
    hits = 0
    for _ in range(dice):
        face = rng.roll(s)
        if face in COMBAT_HITS and not (area == SPAIN and face == SPAIN_MISS):
            hits += 1
    return hits


def _french_attack(s: N21State, b: dict[str, Any], assignment: dict[str, list[int]]) -> None:
    """10.21: 2 dice per face-up French unit, 1 per face-down, against the army each was given."""
    area = b["area"]
    for country, (up, down) in assignment.items():
        dice = 2 * up + down
        if not dice:
            continue
        hits = roll_hits(s, dice, area)
        log(s, f"France attacks the {ADJECTIVES[country]} army with {dice} dice: {_hits(hits)}")
        if hits:
            b["hits"].append([country, hits])
    b.pop("assign", None)
    b["step"] = ROUT_CHECK_1


def _allied_attack(s: N21State, b: dict[str, Any]) -> None:
    """10.23: allies at War attack together; in an ally's activity the others roll 1 die per face-up unit."""
    area, active = b["area"], s.act["active"]
    dice = 0
    for country in allied_armies(s, area):
        st = stack(s, area, country)
        full = active in (FRANCE, country)
        dice += 2 * st[UP] + st[DOWN] if full else st[UP]
    hits = roll_hits(s, dice, area) if dice else 0
    log(s, f"The allies attack with {dice} dice: {_hits(hits)}")
    if hits:
        b["hits"].append([FRANCE, hits])
    b["step"] = ROUT_CHECK_2


def _hits(n: int) -> str:
    return "1 hit" if n == 1 else f"{n} hits"


def assign_prompt(s: N21State) -> Prompt:
    """10.21: France shares its units among the allied armies before rolling (A-11)."""
    b = s.act["battle"]
    up, down = _unassigned(s, b)
    p = Prompt(f"France: assign your units in {area_name(b['area'])} ({up} face-up, {down} face-down left).")
    for country in b["assign"]:
        army = f"the {ADJECTIVES[country]} army"
        if up and (down or up > 1):
            p.add("assign", f"{country}:u", f"Face-up units (2 dice each) attack {army}")
        if down and (up or down > 1):
            p.add("assign", f"{country}:d", f"Face-down units (1 die each) attack {army}")
        p.add("assign", f"{country}:all", f"All {up + down} remaining units attack {army}")
    return p


def _unassigned(s: N21State, b: dict[str, Any]) -> tuple[int, int]:
    st = stack(s, b["area"], FRANCE)
    given = b["assign"].values()
    return st[UP] - sum(g[0] for g in given), st[DOWN] - sum(g[1] for g in given)


def assign(s: N21State, action: Action) -> None:
    """Give units to an army (asking how many when there is a choice)."""
    b = s.act["battle"]
    country, _, facing = action.arg.partition(":")
    up, down = _unassigned(s, b)
    if facing == "all":
        _give(s, b, country, up, down)
        return
    n = up if facing == "u" else down
    if n == 1:
        _give(s, b, country, n if facing == "u" else 0, n if facing == "d" else 0)
        return
    b["pick"] = action.arg
    s.task = "assign_count"


def assign_count_prompt(s: N21State) -> Prompt:
    """How many units of the chosen facing attack the chosen army."""
    b = s.act["battle"]
    country, _, facing = b["pick"].partition(":")
    up, down = _unassigned(s, b)
    n = up if facing == "u" else down
    kind = "face-up" if facing == "u" else "face-down"
    p = Prompt(f"How many {kind} French units attack the {ADJECTIVES[country]} army?")
    p.add("back", label="Back")
    for k in range(1, n + 1):
        p.add("count", str(k), f"{k} of {n}")
    return p


def assign_count(s: N21State, action: Action) -> None:
    """Give that many units."""
    b = s.act["battle"]
    country, _, facing = b.pop("pick").partition(":")
    if action.verb == "back":
        s.task = "assign"
        return
    k = int(action.arg)
    _give(s, b, country, k if facing == "u" else 0, k if facing == "d" else 0)


def _give(s: N21State, b: dict[str, Any], country: str, up: int, down: int) -> None:
    b["assign"][country][0] += up
    b["assign"][country][1] += down
    log(s, f"France sends {up + down} units against the {ADJECTIVES[country]} army")
    if _unassigned(s, b) == (0, 0):
        _french_attack(s, b, b["assign"])
        resume(s)
    else:
        s.task = "assign"


# --- applying hits (10.21, 10.23) --------------------------------------------------------------


def hit_options(s: N21State, area: str, country: str, hits: int) -> tuple[int, list[int]]:
    """The hits that can be applied and the possible numbers of flips (the rest remove units).

    Each hit flips a face-up unit or removes a face-down one; hits beyond that are lost.
    """
    st = stack(s, area, country)
    up, down = st[UP], st[DOWN]
    usable = min(hits, 2 * up + down)
    low = max(0, (usable - down + 1) // 2)
    return usable, list(range(low, min(up, usable) + 1))


def _settle_hits(s: N21State, b: dict[str, Any]) -> bool:
    country, hits = b["hits"][0]
    usable, flips = hit_options(s, b["area"], country, hits)
    if len(flips) > 1:
        s.task, s.decider = "hits", country
        return False
    _apply_hits(s, b, flips[0] if usable else 0)
    return True


def hits_prompt(s: N21State) -> Prompt:
    """The owner chooses how its units absorb the hits."""
    b = s.act["battle"]
    country, hits = b["hits"][0]
    usable, flips = hit_options(s, b["area"], country, hits)
    st = stack(s, b["area"], country)
    p = Prompt(f"{COUNTRY_NAMES[country]}: apply {_hits(hits)} in {area_name(b['area'])}.")
    for f in flips:
        r = usable - f
        left = f"{st[UP] - f} face-up, {st[DOWN] + f - r} face-down left"
        p.add("take", str(f), f"Flip {f} and remove {r} ({left})")
    return p


def take_hits(s: N21State, action: Action) -> None:
    """Apply the hits the chosen way."""
    _apply_hits(s, s.act["battle"], int(action.arg))
    resume(s)


def _apply_hits(s: N21State, b: dict[str, Any], flips: int) -> None:
    country, hits = b["hits"].pop(0)
    usable, _ = hit_options(s, b["area"], country, hits)
    removals = usable - flips
    add(s, b["area"], country, [-flips, flips - removals, 0, 0])
    if removals:
        remove_to_box(s, country, removals)
    lost = f", {hits - usable} lost" if hits > usable else ""
    log(s, f"{COUNTRY_NAMES[country]}: {flips} flipped, {removals} removed{lost}")


# --- rout (10.22, 10.24, 10.25) ----------------------------------------------------------------


def _routed_armies(s: N21State, area: str) -> list[str]:
    """An army with only face-down units facing face-up enemies routs (checked per country)."""
    here = [
        c for c in countries_in(s, area) if active_count(s, area, c) and (c == FRANCE or s.war[c] == "war")
    ]
    routed = []
    for country in here:
        st = stack(s, area, country)
        facing_up_enemy = any(hostile(s, country, c) and stack(s, area, c)[UP] for c in here)
        if st[UP] == 0 and facing_up_enemy:
            routed.append(country)
    return routed


def _rout(s: N21State, b: dict[str, Any], country: str) -> None:
    """Rout markers, then Reorganization (half face-up; Prussia all), then Rout Movement later."""
    area = b["area"]
    n = stack(s, area, country)[DOWN]
    home = area == country
    no_reorg = home or (area == BRITAIN and country != BRITAIN)
    up = 0 if no_reorg else n if country == PRUSSIA else n // 2
    add(s, area, country, [0, -n, up, n - up])
    where = "at home: it stays" if home else f"{up} reorganized"
    log(s, f"The {ADJECTIVES[country]} army in {area_name(area)} routs ({where})")
    if not home:
        b["routs"].append([country, up, n - up])


def rout_destinations(country: str, area: str) -> list[str]:
    """10.25: one land area closer to home (British units may use the seas).

    Non-British units routing out of Britain cross the Atlantic to a land area closer to home.
    Nelson's Offensive limits movement (10.1), not rout, so it does not stop that crossing.
    """
    if country == BRITAIN:
        return [a for a in ADJACENT[area] if DISTANCE[a][BRITAIN] < DISTANCE[area][BRITAIN]]
    if area == BRITAIN:
        limit = DISTANCE[BRITAIN][country]
        return [a for a in COASTS[ATLANTIC] if a != BRITAIN and DISTANCE[a][country] < limit]
    here = LAND_DISTANCE[area][country]
    return [a for a in ADJACENT[area] if not IS_SEA[a] and LAND_DISTANCE[a][country] < here]


def _settle_rout(s: N21State, b: dict[str, Any]) -> bool:
    country = b["routs"][0][0]
    dests = rout_destinations(country, b["area"])
    if len(dests) == 1:
        _rout_move(s, b, dests[0], "all")
        return True
    s.task, s.decider = "rout", country
    return False


def rout_prompt(s: N21State) -> Prompt:
    """The owner moves the routed units, splitting them if it likes."""
    b = s.act["battle"]
    country, up, down = b["routs"][0]
    p = Prompt(
        f"{COUNTRY_NAMES[country]}: rout {up} face-up and {down} face-down units "
        f"from {area_name(b['area'])} toward home."
    )
    for dest in rout_destinations(country, b["area"]):
        name = area_name(dest)
        p.add("rout", f"{dest}:all", f"Rout all {up + down} remaining units to {name}")
        if up and (down or up > 1):  # 10.25-6: the army may split
            p.add("rout", f"{dest}:u", f"Rout some face-up units to {name}")
        if down and (up or down > 1):
            p.add("rout", f"{dest}:d", f"Rout some face-down units to {name}")
    return p


def rout(s: N21State, action: Action) -> None:
    """Move routed units to the chosen area (asking how many when there is a choice)."""
    b = s.act["battle"]
    dest, _, facing = action.arg.partition(":")
    _, up, down = b["routs"][0]
    n = up if facing == "u" else down
    if facing == "all" or n == 1:
        _rout_move(s, b, dest, facing)
        resume(s)
        return
    b["pick"] = action.arg
    s.task = "rout_count"


def rout_count_prompt(s: N21State) -> Prompt:
    """How many routed units of the chosen facing go there."""
    b = s.act["battle"]
    dest, _, facing = b["pick"].partition(":")
    _, up, down = b["routs"][0]
    n = up if facing == "u" else down
    kind = "face-up" if facing == "u" else "face-down"
    p = Prompt(f"How many {kind} routed units go to {area_name(dest)}?")
    p.add("back", label="Back")
    for k in range(1, n + 1):
        p.add("count", str(k), f"{k} of {n}")
    return p


def rout_count(s: N21State, action: Action) -> None:
    """Move that many routed units."""
    b = s.act["battle"]
    dest, _, facing = b.pop("pick").partition(":")
    if action.verb == "back":
        s.task = "rout"
        return
    _rout_move(s, b, dest, facing, int(action.arg))
    resume(s)


def _rout_move(s: N21State, b: dict[str, Any], dest: str, facing: str, k: int = 0) -> None:
    head = b["routs"][0]
    country, up, down = head
    if facing == "all":
        up_moved, down_moved = up, down
    elif facing == "u":
        up_moved, down_moved = k or up, 0
    else:
        up_moved, down_moved = 0, k or down
    counts = [0, 0, 0, 0]
    counts[ROUTED_UP], counts[ROUTED_DOWN] = up_moved, down_moved
    move_units(s, b["area"], dest, country, counts)
    head[1], head[2] = up - up_moved, down - down_moved
    via = " across the Atlantic" if b["area"] == BRITAIN and country != BRITAIN else ""
    n = up_moved + down_moved
    log(s, f"{units_text(n, country)} rout{'s' if n == 1 else ''}{via} to {area_name(dest)}")
    if not head[1] and not head[2]:
        b["routs"].pop(0)
