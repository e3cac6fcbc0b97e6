"""Movement (p.10-11): movement points, marching road by road, what entering an area does, and
the fatigue of the move.

The operating stack's working data lives in the operation frame (``operations.py``):
``group`` (tokens), ``here``, ``path``, ``card``, ``mp`` (after MOV-1 A, C, D and Rain),
``mod`` (green cards), ``used`` (MP spent), ``roads``, ``forced`` (Forced march),
``bru`` (Defend Brussels!: 0 none, 1 available, 2 used), ``barred`` (General advance),
``start_engaged``, ``end_engaged``, ``extra_fat`` (Fatigue event) and ``stop``.
"""

from __future__ import annotations

from engine.core import log
from engine.napoleon1815 import board, victory
from engine.napoleon1815.allocation import fatigue_frame
from engine.napoleon1815.board import AREA_NAME
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.data import oob
from engine.napoleon1815.seats import armies_of, does
from engine.napoleon1815.state import (
    AREA,
    ARMY,
    BLOCK,
    COMMANDER,
    CORPS,
    FAT,
    FRENCH,
    KIND,
    SCOUT,
    SIDE,
    Frame,
    N1815State,
    corps_at,
    corps_tokens,
    has_corps,
    other,
)
from engine.napoleon1815.victory import ARMY_SIDE

WALLED = data_map.Terrain.WALLED_CITY


def mp_for(s: N1815State, group: list[str], value: int) -> int:
    """MOV-1: the stack's MP from a card value (or General advance's 3): A, C, D and Rain (EVT-09)."""
    rain = 1 if "rain" in s.effects else 0
    if all(KIND[s.pieces[t][BLOCK]] == SCOUT for t in group):
        return value + 1 - rain  # GRG-5
    corps = corps_tokens(s, group)
    mp = value - max(0, len(corps) - 1) - rain  # A
    for t in group:
        block = s.pieces[t][BLOCK]
        if KIND[block] == COMMANDER and not _ill(s, block):
            mp += oob.BLOCK[block].mp_bonus  # C
    if len(corps) == 1 and oob.BLOCK[s.pieces[corps[0]][BLOCK]].solo_move:
        mp += 1  # D
    return mp


def _ill(s: N1815State, block: str) -> bool:
    """EVT-12: Napoleon gives no bonus this turn."""
    return block == oob.NAPOLEON and "emperors_ill_health" in s.effects


def left(f: Frame) -> int:
    """MP left to the moving stack."""
    return int(f["mp"]) + int(f["mod"]) - int(f["used"])


def road_cost(s: N1815State, a: str, b: str) -> int:
    """MOV-3: 1 MP a road, 3 across a destroyed bridge."""
    road = data_map.road_between(a, b)
    assert road is not None
    return 3 if road.key in s.broken_bridges else 1


def _closer(f: Frame, area: str) -> bool:
    """EVT-37: fewer roads from Bruxelles than where the move started."""
    dist = data_map.DISTANCE_TO_BRUXELLES
    return dist[area] < dist[f["from"]]


def steps(s: N1815State, f: Frame) -> list[tuple[str, int]]:
    """The roads the stack may take now, with their MP cost."""
    here, side, first = f["here"], f["side"], f["roads"] == 0
    arrow = s.arrows.get(here) if first and f["start_engaged"] else None
    out: list[tuple[str, int]] = []
    for there in data_map.NEIGHBOURS[here]:
        if there in f["barred"]:
            continue
        if arrow is not None:  # MOV-14
            own = ARMY_SIDE[arrow[0]] == side
            if (own and there != arrow[1]) or (not own and there == arrow[1]):
                continue
        if f["scouts"] and _enemy_walled_city(s, there, side):
            continue  # GRG-8
        cost = road_cost(s, here, there)
        if _affordable(f, there, cost, first):
            out.append((there, cost))
    return out


def _affordable(f: Frame, there: str, cost: int, first: bool) -> bool:
    if first and f["forced"]:
        return True  # EVT-05 / A-25: Forced march always allows one road
    if f["bru"] == 2 and not _closer(f, there):
        return False
    if cost <= left(f):
        return True
    return f["bru"] == 1 and cost <= left(f) + 1 and _closer(f, there)


def _enemy_walled_city(s: N1815State, area: str, side: str) -> bool:
    flag = s.control.get(area)
    return data_map.AREA[area].terrain is WALLED and flag is not None and ARMY_SIDE[flag] != side


def march(s: N1815State, f: Frame, there: str) -> list[str]:
    """Take one road. Returns follow-ups for the operation: ``"stop"``, ``"orgsup"``, ``"confusion"``."""
    here, side = f["here"], f["side"]
    if (
        "general_advance" in s.effects
        and side == FRENCH
        and not f["scouts"]
        and has_corps(s, there, "allied")
    ):
        f["barred"].append(there)  # EVT-23 / A-21: the French learn that Allied corps hold it
        s.revealed = True
        log(s, f"General advance: Allied corps bar the way to {AREA_NAME[there]}")
        return []
    cost = road_cost(s, here, there)
    if f["bru"] == 1 and cost > left(f):
        f["bru"], f["mod"] = 2, f["mod"] + 1
    f["used"] += cost
    f["roads"] += 1
    f["path"].append(there)
    f["here"] = there
    group = [t for t in f["group"] if t in s.pieces]
    if any(p[AREA] == there and SIDE[p[BLOCK]] != side for p in s.pieces.values()):
        s.revealed = True  # the mover learns what stands there (GRG-7)
    board.move(s, group, there)
    board.settle(s, here)
    log(s, f"{board.names(s, group)} {'march' if len(group) > 1 else 'marches'} to {AREA_NAME[there]}")
    if f["scouts"]:
        return _scouts_enter(s, f, there)
    return _stack_enters(s, f, here, there)


def _stack_enters(s: N1815State, f: Frame, here: str, there: str) -> list[str]:
    side, enemy = f["side"], other(f["side"])
    board.destroy_scouts(s, there, enemy)  # GRG-6: the stack may go on if only scouts were there
    if has_corps(s, there, enemy):
        group = set(f["group"])
        engaged_before = any(
            p[AREA] == there and SIDE[p[BLOCK]] == side and KIND[p[BLOCK]] == CORPS and t not in group
            for t, p in s.pieces.items()
        )
        if not engaged_before:
            s.arrows[there] = [_army(s, f), here]  # MOV-9: on the road it entered by
        else:
            enter_against_arrow(s, there, here, side)  # MOV-12
        f["end_engaged"] = True
        return ["stop"]
    follow: list[str] = []
    if data_map.AREA[there].terrain is WALLED and _enemy_or_unmarked(s, there, side):
        _capture_walled_city(s, f, there)  # MOV-6 / A-5
        follow.append("stop")
    else:
        victory.claim(s, there, _army(s, f))
    if _friendly_stack(s, f, there) and "stop" not in follow:
        follow.append("orgsup" if side == FRENCH else "stop")
    if f["roads"] >= 3:
        follow.append("confusion")  # EVT-16: after 3+ roads, entering a free area
    return follow


def _enemy_or_unmarked(s: N1815State, area: str, side: str) -> bool:
    flag = s.control.get(area)
    return flag is None or ARMY_SIDE[flag] != side


def _capture_walled_city(s: N1815State, f: Frame, area: str) -> None:
    """MOV-6: taking a walled city stops the stack with 1 fatigue; no flag if that eliminates a corps.

    The point goes to the least tired corps (the owner's only sensible choice)."""
    corps = corps_tokens(s, f["group"])
    if not corps:
        return
    tired = min(corps, key=lambda t: (s.pieces[t][FAT], t))
    if not board.add_fatigue(s, tired, 1):
        victory.claim(s, area, _army(s, f))


def _friendly_stack(s: N1815State, f: Frame, area: str) -> bool:
    """MOV-5: another friendly stack stops the move; the mover's own scouts never do (GRG-9)."""
    group, side = set(f["group"]), f["side"]
    own = armies_of(s, f["who"])
    return any(
        p[AREA] == area
        and t not in group
        and SIDE[p[BLOCK]] == side
        and not (KIND[p[BLOCK]] == SCOUT and ARMY[p[BLOCK]] in own)
        for t, p in s.pieces.items()
    )


def _scouts_enter(s: N1815State, f: Frame, there: str) -> list[str]:
    """GRG-6/7/8: scouts entering an enemy stack's area are destroyed; they take towns and farms."""
    side = f["side"]
    if has_corps(s, there, other(side)):
        board.destroy_scouts(s, there, side)
        log(s, f"The scouts found enemy corps at {AREA_NAME[there]}")
        return ["stop"]
    if victory.claim(s, there, _army(s, f)) and data_map.AREA[there].terrain is WALLED:
        return ["stop"]
    return []


def scouts_stop(s: N1815State, f: Frame) -> None:
    """GRG-6: scouts of both sides ending a move in the same area destroy each other."""
    here, enemy = f["here"], other(f["side"])
    if any(t in s.pieces for t in f["group"]) and board.destroy_scouts(s, here, enemy):
        board.destroy_scouts(s, here, f["side"])


def enter_against_arrow(s: N1815State, area: str, came_from: str, side: str) -> None:
    """MOV-12: entering along the enemy's retreat arrow gives the enemy stacks there 2 fatigue,
    once per area per turn (A-17)."""
    arrow = s.arrows.get(area)
    if arrow is None or ARMY_SIDE[arrow[0]] == side or arrow[1] != came_from or area in s.arrow_fatigue:
        return
    s.arrow_fatigue.append(area)
    victims = corps_at(s, area, other(side))
    log(
        s,
        f"{does(side, 'come')} in along the enemy's retreat road: 2 fatigue for the stacks at {AREA_NAME[area]}",
    )
    s.frames.append(fatigue_frame(s, victims, 2))


def fatigue_of_move(s: N1815State, f: Frame) -> int:
    """MOV-7: A 4+ MP used, B started engaged, C ended engaged, D cards, E Napoleon or Wellington."""
    corps = corps_tokens(s, f["group"])
    if not corps or (f["roads"] == 0 and f["used"] == 0):
        return 0
    total = len(corps) if f["used"] > 3 else 0
    total += int(f["start_engaged"]) + int(f["end_engaged"]) + int(f["extra_fat"])
    if any(
        oob.BLOCK[s.pieces[t][BLOCK]].fatigue_reduction and not _ill(s, s.pieces[t][BLOCK])
        for t in f["group"]
        if t in s.pieces
    ):
        total -= 1  # E, once per move, never below 0
    return max(0, total)


def _army(s: N1815State, f: Frame) -> str:
    """The army whose flag and arrow the moving stack uses (its first corps, else its first block)."""
    group = [t for t in f["group"] if t in s.pieces]
    corps = corps_tokens(s, group)
    return str(ARMY[s.pieces[(corps or group)[0]][BLOCK]])
