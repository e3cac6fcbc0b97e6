"""Retreat after a lost battle (CMB-8): as many roads as the damage difference, road by road.

The first road is the loser's own retreat arrow if it has one there, and never the enemy's;
then any road not used yet in this retreat, never back into the battle area (A-11). Entering an
area with enemy corps, or an engaged one, stops the stack with 2 fatigue per enemy corps there;
entering an area with friendly corps stops it; a destroyed bridge costs 2 fatigue. The fatigue
is summed and spread at the end. Enemy scouts in the way are destroyed (GRG-6).
"""

from __future__ import annotations

from engine.core import Action, Prompt, log
from engine.napoleon1815 import board, victory
from engine.napoleon1815.allocation import fatigue_frame
from engine.napoleon1815.board import AREA_NAME
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.flow.frames import DONE, NEXT, Task, ask, frame, push
from engine.napoleon1815.state import (
    AREA,
    ARMY,
    BLOCK,
    CORPS,
    KIND,
    SIDE,
    Frame,
    N1815State,
    alive,
    corps_at,
    corps_tokens,
    find_frame,
    other,
)
from engine.napoleon1815.victory import ARMY_SIDE


def retreat_frame(s: N1815State, tokens: list[str], side: str, roads: int) -> Frame:
    """A retreat of ``roads`` roads from the area the tokens stand in."""
    origin = s.pieces[tokens[0]][AREA]
    return frame(
        "retreat",
        tokens=list(tokens),
        side=side,
        origin=origin,
        here=origin,
        left=roads,
        used=[],
        fat=0,
        who=board.owner(s, tokens),
    )


def options(s: N1815State, f: Frame) -> list[str]:
    """The roads the retreating stack may take now (their far ends)."""
    here, origin = f["here"], f["origin"]
    if here == origin and not f["used"]:
        arrow = s.arrows.get(origin)
        if arrow is None:
            return list(data_map.NEIGHBOURS[here])
        if ARMY_SIDE[arrow[0]] == f["side"]:
            return [arrow[1]]  # its own arrow first
        return [a for a in data_map.NEIGHBOURS[here] if a != arrow[1]]  # never the enemy's
    return [a for a in data_map.NEIGHBOURS[here] if a != origin and _road(here, a) not in f["used"]]


def _road(a: str, b: str) -> str:
    road = data_map.road_between(a, b)
    assert road is not None
    return road.key


def _run(s: N1815State, f: Frame) -> str:
    if f["at"] == "fatigue":
        return DONE
    while corps_tokens(s, f["tokens"]) and f["left"] > 0:
        roads = options(s, f)
        if not roads:
            _cornered(s, f)
            break
        if len(roads) > 1:
            return ask(f, f["who"], "choose the retreat road")
        _step(s, f, roads[0])
    return _finish(s, f)


def _prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"Retreat from {AREA_NAME[f['here']]}: {f['left']} road(s) to go.")
    for there in options(s, f):
        p.add("retreat", there, f"Retreat to {AREA_NAME[there]}")
    return p


def _answer(s: N1815State, f: Frame, action: Action) -> None:
    _step(s, f, action.arg)


def _step(s: N1815State, f: Frame, there: str) -> None:
    here, side = f["here"], f["side"]
    road = _road(here, there)
    f["used"].append(road)
    f["left"] -= 1
    f["here"] = there
    if road in s.broken_bridges:
        f["fat"] += 2
    tokens = alive(s, f["tokens"])
    board.move(s, tokens, there)
    log(s, f"{board.names(s, tokens)} {'retreat' if len(tokens) > 1 else 'retreats'} to {AREA_NAME[there]}")
    board.destroy_scouts(s, there, other(side))
    board.settle(s, here)
    enemies = corps_at(s, there, other(side))
    if enemies:
        f["fat"] += 2 * len(enemies)
        f["left"] = 0
        log(s, f"The retreat ends among enemy corps at {AREA_NAME[there]}")
        return
    if any(
        p[AREA] == there and SIDE[p[BLOCK]] == side and KIND[p[BLOCK]] == CORPS and t not in tokens
        for t, p in s.pieces.items()
    ):
        f["left"] = 0
        return
    corps = corps_tokens(s, tokens)
    victory.claim(s, there, str(ARMY[s.pieces[(corps or tokens)[0]][BLOCK]]))


def _cornered(s: N1815State, f: Frame) -> None:
    """No road out of the battle area at all: the stack is destroyed (our reading; it cannot happen
    on our map, where every area has at least two roads)."""
    if f["here"] != f["origin"]:
        return
    for t in alive(s, f["tokens"]):
        if t in s.pieces and KIND[s.pieces[t][BLOCK]] == CORPS:
            board.add_fatigue(s, t, 9)


def _finish(s: N1815State, f: Frame) -> str:
    board.settle(s, f["here"])
    battle = find_frame(s, "battle")
    if battle is not None:
        battle["retreat"] = {key: f[key] for key in ("tokens", "side", "origin", "here", "used", "who")}
        battle["retreated"] = battle.get("retreated", False) or bool(f["used"])
    f["at"] = "fatigue"
    if f["fat"] and corps_tokens(s, f["tokens"]):
        return push(s, fatigue_frame(s, f["tokens"], f["fat"], f["who"]))
    return NEXT


TASKS = {"retreat": Task(_run, _prompt, _answer)}
