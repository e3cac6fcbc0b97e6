"""Move/Combat, part 1: movement (10.1). Forced-march declarations, moves one area at a time, then
the forced-march and sea-attrition checks.

While a country moves, ``act["mv"]`` lists its units on the map as groups
``[area, face_up, forced, moves_left, crossed_sea, count]``: units in one group are interchangeable.
"""

from __future__ import annotations

from engine.core import Action, Prompt, log, rng
from engine.napoleon21 import combat
from engine.napoleon21.data import (
    ADJACENT,
    ALLIED_MP,
    AREAS,
    BRITAIN,
    COUNTRY_NAMES,
    FORCED_MARCH_DAMAGE,
    FRANCE,
    FRENCH_MP,
    FRENCH_STOP_AT,
    IS_SEA,
    SEA_ATTRITION_DAMAGE,
    SPAIN,
)
from engine.napoleon21.state import (
    DOWN,
    UP,
    N21State,
    active_count,
    area_name,
    damage,
    enemies_for_france_move,
    move_units,
    units_text,
)

AREA, FACE_UP, FORCED, LEFT, SEA, COUNT = range(6)
Group = list[str | int]


def start_campaign(s: N21State, country: str) -> None:
    """10.0: movement first (Spain never moves, 10.11), then combat."""
    log(s, f"{COUNTRY_NAMES[country]} takes the Move/Combat activity")
    s.act = {"kind": "campaign", "mv": _groups_at_start(s, country)}
    if country == SPAIN or not s.act["mv"]:
        _end_movement(s)
    else:
        _to_march(s)


def nelson_blocks_sea(s: N21State) -> bool:
    """14.0 Nelson's Offensive: on an even activity-order roll, French units stay off the seas."""
    return s.options["nelson"] == "on" and s.order_roll is not None and s.order_roll % 2 == 0


def _groups_at_start(s: N21State, country: str) -> list[Group]:
    mp = FRENCH_MP if country == FRANCE else ALLIED_MP
    groups: list[Group] = []
    for area in AREAS:
        st = s.units.get(area, {}).get(country)
        if st:
            groups += [[area, 1, 0, mp, 0, st[UP]], [area, 0, 0, mp, 0, st[DOWN]]]
    return _tidy(groups)


def _tidy(groups: list[Group]) -> list[Group]:
    """Merge identical groups, drop empty ones, keep map order."""
    merged: dict[tuple[str | int, ...], int] = {}
    for g in groups:
        key = tuple(g[:COUNT])
        merged[key] = merged.get(key, 0) + int(g[COUNT])
    out = [[*key, n] for key, n in merged.items() if n]
    out.sort(key=lambda g: (AREAS.index(str(g[AREA])), -int(g[FACE_UP]), -int(g[LEFT]), int(g[FORCED])))
    return out


def group_key(g: Group) -> str:
    """A short stable name: ``france:u:2`` (face-up, 2 areas left), ``rhine:d:1fs`` (forced, crossed sea)."""
    flags = ("f" if g[FORCED] else "") + ("s" if g[SEA] else "")
    return f"{g[AREA]}:{'u' if g[FACE_UP] else 'd'}:{g[LEFT]}{flags}"


def _find(s: N21State, key: str) -> Group:
    return next(g for g in s.act["mv"] if group_key(g) == key)


def _describe(s: N21State, g: Group, n: int | None = None) -> str:
    facing = "face-up" if g[FACE_UP] else "face-down"
    what = units_text(int(g[COUNT]) if n is None else n, s.decider or FRANCE, facing)
    extra = ", forced march" if g[FORCED] else ""
    areas = "area" if g[LEFT] == 1 else "areas"
    return f"{what} in {area_name(str(g[AREA]))} ({g[LEFT]} {areas} left{extra})"


# --- (1) forced-march declarations (10.13) -----------------------------------------------------


def march_prompt(s: N21State) -> Prompt:
    """Declare forced marches before any unit moves: +1 area each, then a Forced March roll."""
    p = Prompt(f"{COUNTRY_NAMES[s.decider or FRANCE]}: declare forced marches, then start moving.")
    p.add("begin", label="Start moving (no more forced marches)")
    for g in s.act["mv"]:
        if not g[FORCED]:
            area, facing = area_name(str(g[AREA])), "face-up" if g[FACE_UP] else "face-down"
            p.add("march", group_key(g), f"Forced march for {facing} units in {area} ({g[COUNT]} there)")
    return p


def march(s: N21State, action: Action) -> None:
    """Start moving, or pick a group to declare (asking how many when more than one)."""
    if action.verb == "begin":
        _to_move(s)
        return
    g = _find(s, action.arg)
    if g[COUNT] == 1:
        _declare(s, g, 1)
    else:
        s.act["sel"] = action.arg
        s.task = "march_count"


def march_count_prompt(s: N21State) -> Prompt:
    """How many units of the chosen group force-march."""
    g = _find(s, s.act["sel"])
    p = Prompt(f"How many of the {_describe(s, g)} force-march?")
    p.add("back", label="Back")
    for n in range(1, int(g[COUNT]) + 1):
        p.add("count", str(n), f"{n} of them")
    return p


def march_count(s: N21State, action: Action) -> None:
    """Declare the forced march for that many units."""
    key = s.act.pop("sel")
    if action.verb == "count":
        _declare(s, _find(s, key), int(action.arg))
    _to_march(s)


def _declare(s: N21State, g: Group, n: int) -> None:
    g[COUNT] = int(g[COUNT]) - n
    s.act["mv"] = _tidy([*s.act["mv"], [g[AREA], g[FACE_UP], 1, int(g[LEFT]) + 1, 0, n]])
    verb = "declares" if n == 1 else "declare"
    log(s, f"{units_text(n, s.decider or FRANCE)} in {area_name(str(g[AREA]))} {verb} a forced march")
    _to_march(s)


def _to_march(s: N21State) -> None:
    """Ask for declarations while some units have none; otherwise go on to moving."""
    if any(not g[FORCED] for g in s.act["mv"]):
        s.task = "march"
    else:
        _to_move(s)


# --- (2) moving one area at a time (10.11, 10.12, 10.14) ---------------------------------------


def destinations(s: N21State, country: str, g: Group) -> list[str]:
    """Adjacent areas the group may enter now."""
    origin, left = str(g[AREA]), int(g[LEFT])
    if left <= 0:
        return []
    out = []
    for dest in ADJACENT[origin]:
        if IS_SEA[dest]:
            if country == FRANCE and nelson_blocks_sea(s):
                continue
            if country != BRITAIN and left < 2:  # 10.14: only British units may end a move at sea
                continue
        elif country != FRANCE and _french_in(s, dest) and _french_in(s, origin):
            continue  # 10.11: no straight move from French units to French units
        out.append(dest)
    return out


def _french_in(s: N21State, area: str) -> bool:
    return active_count(s, area, FRANCE) > 0


def _left_after_entering(s: N21State, country: str, dest: str, left: int) -> int:
    """10.11: allies stop on entering French units; 10.12: France stops on entering 5+ enemies."""
    if country == FRANCE:
        return 0 if enemies_for_france_move(s, dest) >= FRENCH_STOP_AT else left - 1
    return 0 if _french_in(s, dest) else left - 1


def must_keep_moving(s: N21State) -> bool:
    """A non-British unit may cross a sea but never stop there (10.14)."""
    return s.decider != BRITAIN and any(IS_SEA[str(g[AREA])] for g in s.act["mv"])


def move_prompt(s: N21State) -> Prompt:
    """Pick a group of units to move one area, or finish moving."""
    country = s.decider or FRANCE
    p = Prompt(f"{COUNTRY_NAMES[country]} movement: pick units to move one area.")
    if must_keep_moving(s):
        p.text += " Units at sea must reach land first."
    else:
        p.add("done", label="Finish moving and go to combat")
    for g in _movable(s):
        p.add("unit", group_key(g), f"Move {_describe(s, g)}")
    return p


def move(s: N21State, action: Action) -> None:
    """Finish movement, or select a group to move."""
    if action.verb == "done":
        _end_movement(s)
        return
    s.act["sel"] = action.arg
    s.task = "move_to"


def move_to_prompt(s: N21State) -> Prompt:
    """Where the selected group goes."""
    g = _find(s, s.act["sel"])
    p = Prompt(f"Move the {_describe(s, g)} to:")
    if not (must_keep_moving(s) and len(_movable(s)) == 1):
        p.add("back", label="Back")
    for dest in destinations(s, s.decider or FRANCE, g):
        p.add("to", dest, f"{area_name(dest)}")
    return p


def move_to(s: N21State, action: Action) -> None:
    """Choose the destination; ask how many when the group has more than one unit."""
    if action.verb == "back":
        s.act.pop("sel")
        s.task = "move"
        return
    g = _find(s, s.act["sel"])
    if g[COUNT] == 1:
        _step(s, s.act.pop("sel"), action.arg, 1)
        return
    s.act["dest"] = action.arg
    s.task = "move_count"


def move_count_prompt(s: N21State) -> Prompt:
    """How many units of the group make the move."""
    g = _find(s, s.act["sel"])
    p = Prompt(f"How many of the {_describe(s, g)} move to {area_name(s.act['dest'])}?")
    p.add("back", label="Back")
    for n in range(1, int(g[COUNT]) + 1):
        p.add("count", str(n), f"{n} of them" if n < int(g[COUNT]) else f"All {n}")
    return p


def move_count(s: N21State, action: Action) -> None:
    """Move that many units."""
    dest = s.act.pop("dest")
    if action.verb == "back":
        s.task = "move_to"
        return
    _step(s, s.act.pop("sel"), dest, int(action.arg))


def _step(s: N21State, key: str, dest: str, n: int) -> None:
    country = s.decider or FRANCE
    g = _find(s, key)
    origin = str(g[AREA])
    left = _left_after_entering(s, country, dest, int(g[LEFT]))
    crossed = int(g[SEA]) or int(IS_SEA[dest] and country != BRITAIN)
    g[COUNT] = int(g[COUNT]) - n
    s.act["mv"] = _tidy([*s.act["mv"], [dest, g[FACE_UP], g[FORCED], left, crossed, n]])
    counts = [n, 0, 0, 0] if g[FACE_UP] else [0, n, 0, 0]
    move_units(s, origin, dest, country, counts)
    stop = " and must stop" if left == 0 and int(g[LEFT]) > 1 else ""
    verb = "moves" if n == 1 else "move"
    log(s, f"{units_text(n, country)} {verb} from {area_name(origin)} to {area_name(dest)}{stop}")
    _to_move(s)


def _to_move(s: N21State) -> None:
    """Ask for moves while some group can still move; otherwise movement is over.

    When the only thing left to decide is where a lone group at sea lands, it is picked already.
    """
    movable = _movable(s)
    if not movable:
        _end_movement(s)
    elif len(movable) == 1 and must_keep_moving(s):
        s.act["sel"] = group_key(movable[0])
        s.task = "move_to"
    else:
        s.task = "move"


def _movable(s: N21State) -> list[Group]:
    country = s.decider or FRANCE
    return [g for g in s.act["mv"] if destinations(s, country, g)]


# --- (3) forced-march and sea-attrition checks (10.13, 10.14) ----------------------------------


def _end_movement(s: N21State) -> None:
    country = s.decider or FRANCE
    for g in s.act.pop("mv"):
        if g[FORCED] or g[SEA]:
            _check_group(s, country, g)
    s.act.pop("sel", None)
    combat.start_combat(s, country)


def _check_group(s: N21State, country: str, g: Group) -> None:
    """Each unit rolls on the Forced March Table, then (once per move) the Sea Attrition Table."""
    area = str(g[AREA])
    results = {"flipped": 0, "removed": 0}
    for _ in range(int(g[COUNT])):
        face_up = bool(g[FACE_UP])
        tables = ([FORCED_MARCH_DAMAGE] if g[FORCED] else []) + ([SEA_ATTRITION_DAMAGE] if g[SEA] else [])
        for faces in tables:
            if rng.roll(s) in faces:
                results[damage(s, area, country, face_up)] += 1
                if not face_up:
                    break
                face_up = False
    checks = " and ".join(
        name for flag, name in ((g[FORCED], "forced march"), (g[SEA], "sea attrition")) if flag
    )
    log(
        s,
        f"{checks.capitalize()} for {units_text(int(g[COUNT]), country)} in {area_name(area)}: "
        f"{results['flipped']} flipped, {results['removed']} removed",
    )
