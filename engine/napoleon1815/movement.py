"""Movement (p.10-11): movement points, marching road by road, what entering an area does, and
the fatigue of the move.

The operating stack's working data is ``OpFields`` (run by ``operation.Op``): ``group`` (tokens),
``here``, ``path``, ``card``, ``mp`` (after MOV-1 A, C, D and Rain), ``mod`` (green cards),
``used`` (MP spent), ``roads``, ``forced`` (Forced march), ``bru`` (Defend Brussels!: 0 none,
1 available, 2 used), ``barred`` (General advance), ``start_engaged``, ``end_engaged``,
``extra_fat`` (Fatigue event), ``stop`` (the move is over for a reason all can see) and ``halted``
(the stack reached another friendly stack: no more roads, a fact its owner alone may know, so the
mover still ends the move himself).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.core import DONE, Action, Flow, Msg, Prompt, find, log
from engine.napoleon1815 import board, refs, victory
from engine.napoleon1815.allocation import composition_public, may_be_corps, spread_fatigue
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.seats import armies_of
from engine.napoleon1815.state import (
    ALLIED,
    ARMY,
    ARMY_SIDE,
    COMMANDER,
    CORPS,
    FRENCH,
    KIND,
    MACHINE,
    SCOUT,
    SIDE,
    Arrow,
    N1815Frame,
    N1815State,
    corps_tokens,
    has_corps,
    other,
    pieces_in,
)

WALLED = data_map.Terrain.WALLED_CITY


class Stage(StrEnum):
    BUILD = "build"
    ACTIVATE = "activate"
    BATTLE = "battle"
    PREFLIP = "preflip"
    FLIP = "flip"
    POSTFLIP = "postflip"
    MOVE = "move"
    ENDMOVE = "endmove"
    FATIGUE = "fatigue"
    ENGAGE = "engage"
    END = "end"
    COMBINED = "combined"
    OVER = "over"


@dataclass(slots=True, kw_only=True)
class OpFields(N1815Frame):
    """One operation (OPS-4..7): ``seat`` activates ``group`` from ``area``."""

    seat: str
    side: str
    area: str
    group: list[str] = field(default_factory=list)
    action: str = ""  # move | attack, once activated
    scouts: bool = False
    coop: bool = False  # EVT-30 Allied cooperation played
    shown: list[str] = field(default_factory=list)  # 3P Grognard: the partner's blocks shown for EVT-30
    card: int | None = None  # the MP card's value
    mp: int = 0
    mod: int = 0
    used: int = 0
    roads: int = 0
    here: str = ""
    path: list[str] = field(default_factory=list)
    forced: bool = False
    bru: int = 0
    barred: list[str] = field(default_factory=list)
    start_engaged: bool = False
    end_engaged: bool = False
    extra_fat: int = 0
    stop: bool = False
    halted: bool = False
    reflipped: bool = False
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    BUILD, ACTIVATE, BATTLE, PREFLIP = Stage.BUILD, Stage.ACTIVATE, Stage.BATTLE, Stage.PREFLIP
    FLIP, POSTFLIP, MOVE, ENDMOVE = Stage.FLIP, Stage.POSTFLIP, Stage.MOVE, Stage.ENDMOVE
    FATIGUE, ENGAGE, END, COMBINED, OVER = Stage.FATIGUE, Stage.ENGAGE, Stage.END, Stage.COMBINED, Stage.OVER
    at: Stage = Stage.BUILD


def current(s: N1815State) -> OpFields:
    """The operation under way (there is one)."""
    op = find(s, OpFields)
    assert op is not None
    return op


def shown_to(s: N1815State, seat: str | None) -> list[str]:
    """The partner's blocks whose faces ``seat`` sees for the cooperating stack it operates (EVT-30)."""
    op = find(s, OpFields)
    return op.shown if op is not None and op.seat == seat else []


def mp_for(s: N1815State, group: list[str], value: int) -> int:
    """MOV-1: the stack's MP from a card value (or General advance's 3): A, C, D and Rain (EVT-09)."""
    rain = 1 if "rain" in s.effects else 0
    pieces = [s.pieces[t] for t in group]
    if pieces and all(KIND[p.block] == SCOUT for p in pieces):
        return value + 1 - rain  # GRG-5
    corps = [p for p in pieces if KIND[p.block] == CORPS]
    mp = value - max(0, len(corps) - 1) - rain  # A
    for p in pieces:
        if KIND[p.block] == COMMANDER and not ill(s, p.block):
            mp += oob.BLOCK[p.block].mp_bonus  # C
    if len(corps) == 1 and oob.BLOCK[corps[0].block].solo_move:
        mp += 1  # D
    return mp


def ill(s: N1815State, block: str) -> bool:
    """EVT-12: Napoleon gives no bonus this turn."""
    return block == oob.NAPOLEON and "emperors_ill_health" in s.effects


def left(op: OpFields) -> int:
    """MP left to the moving stack."""
    return op.mp + op.mod - op.used


def road_cost(s: N1815State, a: str, b: str) -> int:
    """MOV-3: 1 MP a road, 3 across a destroyed bridge."""
    if not s.broken_bridges:  # asked for every road of every step of a move
        return 1
    road = data_map.road_between(a, b)
    assert road is not None
    return 3 if road.key in s.broken_bridges else 1


def _closer(op: OpFields, area: str) -> bool:
    """EVT-37: fewer roads from Bruxelles than where the move started."""
    dist = data_map.DISTANCE_TO_BRUXELLES
    return dist[area] < dist[op.area]


def steps(s: N1815State, op: OpFields) -> list[tuple[str, int]]:
    """The roads the stack may take now, with their MP cost."""
    if op.stop or op.halted or not (op.scouts or corps_tokens(s, op.group)):
        return []  # TRM-3: commanders left without their corps never move alone
    here, side, first = op.here, op.side, op.roads == 0
    arrow = s.arrows.get(here) if first and op.start_engaged else None
    advance = "general_advance" in s.effects and side == FRENCH and not op.scouts
    out: list[tuple[str, int]] = []
    for there in data_map.NEIGHBOURS[here]:
        if there in op.barred or (advance and _visible_allied_corps(s, there)):
            continue  # EVT-23: never into Allied corps the French can see
        if arrow is not None:  # MOV-14
            own = ARMY_SIDE[arrow.army] == side
            if (own and there != arrow.toward) or (not own and there == arrow.toward):
                continue
        if op.scouts and _enemy_walled_city(s, there, side):
            continue  # GRG-8
        cost = road_cost(s, here, there)
        if _affordable(op, there, cost, first):
            out.append((there, cost))
    return out


def _visible_allied_corps(s: N1815State, area: str) -> bool:
    """Allied corps France knows to be there (Conscript, or face up)."""
    return any(
        SIDE[p.block] == ALLIED and KIND[p.block] == CORPS and board.is_public(s, t)
        for t, p in pieces_in(s, area)
    )


def _affordable(op: OpFields, there: str, cost: int, first: bool) -> bool:
    if first and op.forced:
        return True  # EVT-05 / A-25: Forced march always allows one road
    if op.bru == 2 and not _closer(op, there):
        return False
    if cost <= left(op):
        return True
    return op.bru == 1 and cost <= left(op) + 1 and _closer(op, there)


def _enemy_walled_city(s: N1815State, area: str, side: str) -> bool:
    flag = s.control.get(area)
    return data_map.AREA[area].terrain is WALLED and flag is not None and ARMY_SIDE[flag] != side


def bridges_to_destroy(s: N1815State, op: OpFields) -> list[str]:
    """Areas across an intact bridge from an Allied stack in a free area (EVT-06, at most 3 markers)."""
    here = op.here
    if op.scouts or op.side != ALLIED or has_corps(s, here, FRENCH):
        return []
    if len(s.broken_bridges) >= components.DESTROYED_BRIDGE_MARKERS:
        return []
    if left(op) <= 0 and op.roads > 0:
        return []
    out = []
    for there in data_map.NEIGHBOURS[here]:
        road = data_map.road_between(here, there)
        if road is not None and road.bridge is not None and road.key not in s.broken_bridges:
            out.append(there)
    return out


def march(s: N1815State, op: OpFields, there: str) -> bool:
    """Take one road. Returns whether the stack entered a free area after 3+ roads (EVT-16)."""
    here, side = op.here, op.side
    if "general_advance" in s.effects and side == FRENCH and not op.scouts and has_corps(s, there, ALLIED):
        op.barred.append(there)  # EVT-23 / A-21: the French learn that Allied corps hold it
        s.disclosed = True
        log(s, Msg("napoleon1815-log-general-advance-barred", area=refs.AREA[there]))
        return False
    cost = road_cost(s, here, there)
    if op.bru == 1 and cost > left(op):
        op.bru, op.mod = 2, op.mod + 1
    op.used += cost
    op.roads += 1
    op.path.append(there)
    op.here = there
    group = [t for t in op.group if t in s.pieces]
    if any(SIDE[p.block] != side for _, p in pieces_in(s, there)):
        s.disclosed = True  # contact shows everyone whether corps stand there (GRG-6/7)
    board.move(s, group, there)
    board.settle(s, here)
    if not s.quiet:
        log(s, Msg("napoleon1815-log-march", who=board.names(s, group), area=refs.AREA[there]))
    if op.scouts:
        return _scouts_enter(s, op, there)
    return _stack_enters(s, op, here, there)


def _stack_enters(s: N1815State, op: OpFields, here: str, there: str) -> bool:
    side, enemy = op.side, other(op.side)
    board.destroy_scouts(s, there, enemy)  # GRG-6: the stack may go on if only scouts were there
    if has_corps(s, there, enemy):
        group = set(op.group)
        engaged_before = any(
            SIDE[p.block] == side and KIND[p.block] == CORPS and t not in group
            for t, p in pieces_in(s, there)
        )
        if not engaged_before:
            s.arrows[there] = _arrow(s, op, here)  # MOV-9: on the road it entered by
        else:
            enter_against_arrow(s, there, here, side)  # MOV-12
        op.end_engaged = True
        op.stop = True
        return False
    if data_map.AREA[there].terrain is WALLED and _enemy_or_unmarked(s, there, side):
        op.stop = True  # MOV-6 / A-5: the stack stops; its owner says which corps takes the fatigue
        s.frames.append(Capture(area=there, army=army_of_group(s, op), tokens=list(op.group), seat=op.seat))
        return False
    victory.claim(s, there, army_of_group(s, op))
    if _friendly_stack(s, op, there):
        op.halted = True  # MOV-5 (EVT-25 may lift it for the French)
    return op.roads >= 3  # EVT-16: after 3+ roads, entering a free area


def _arrow(s: N1815State, op: OpFields, here: str) -> Arrow:
    return Arrow(army_of_group(s, op), here)


def _enemy_or_unmarked(s: N1815State, area: str, side: str) -> bool:
    flag = s.control.get(area)
    return flag is None or ARMY_SIDE[flag] != side


def _friendly_stack(s: N1815State, op: OpFields, area: str) -> bool:
    """MOV-5: another friendly stack stops the move; the mover's own scouts never do (GRG-9)."""
    group, side = set(op.group), op.side
    own = armies_of(op.seat)
    return any(
        t not in group and SIDE[p.block] == side and not (KIND[p.block] == SCOUT and ARMY[p.block] in own)
        for t, p in pieces_in(s, area)
    )


def _scouts_enter(s: N1815State, op: OpFields, there: str) -> bool:
    """GRG-6/7/8: scouts entering an enemy stack's area are destroyed; they take towns and farms."""
    side = op.side
    if has_corps(s, there, other(side)):
        board.destroy_scouts(s, there, side)
        log(s, Msg("napoleon1815-log-scouts-found-corps", area=refs.AREA[there]))
        op.stop = True
        return False
    if victory.claim(s, there, army_of_group(s, op)) and data_map.AREA[there].terrain is WALLED:
        op.stop = True
    return False


def scouts_stop(s: N1815State, op: OpFields) -> None:
    """GRG-6: scouts of both sides ending a move in the same area destroy each other."""
    here, enemy = op.here, other(op.side)
    if any(t in s.pieces for t in op.group) and board.destroy_scouts(s, here, enemy):
        board.destroy_scouts(s, here, op.side)


def enter_against_arrow(s: N1815State, area: str, came_from: str, side: str) -> None:
    """MOV-12: entering along the enemy's retreat arrow gives the enemy stacks there 2 fatigue,
    once per area per turn (A-17)."""
    arrow = s.arrows.get(area)
    if arrow is None or ARMY_SIDE[arrow.army] == side or arrow.toward != came_from or area in s.arrow_fatigue:
        return
    s.arrow_fatigue.append(area)
    victims = [t for t, p in pieces_in(s, area) if SIDE[p.block] == other(side)]
    log(s, Msg("napoleon1815-log-arrow-fatigue", side=refs.SIDE[side], area=refs.AREA[area]))
    s.frames.append(spread_fatigue(s, sorted(victims), 2))


def fatigue_of_move(s: N1815State, op: OpFields) -> int:
    """MOV-7: A 4+ MP used, B started engaged, C ended engaged, D cards, E Napoleon or Wellington."""
    corps = corps_tokens(s, op.group)
    if not corps or (op.roads == 0 and op.used == 0):
        return 0
    total = len(corps) if op.used > 3 else 0
    total += int(op.start_engaged) + int(op.end_engaged) + op.extra_fat
    if any(
        oob.BLOCK[s.pieces[t].block].fatigue_reduction and not ill(s, s.pieces[t].block)
        for t in op.group
        if t in s.pieces
    ):
        total -= 1  # E, once per move, never below 0
    return max(0, total)


def army_of_group(s: N1815State, op: OpFields) -> str:
    """The army whose flag and arrow the moving stack uses (its first corps, else its first block)."""
    group = [t for t in op.group if t in s.pieces]
    corps = corps_tokens(s, group)
    return ARMY[s.pieces[(corps or group)[0]].block]


# --- MOV-6 / MOV-8: the fatigue of taking a walled city -----------------------------------------


class CaptureStage(StrEnum):
    ASK = "ask"
    DONE = "done"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Capture(N1815Frame):
    """The stack taking a walled city takes 1 fatigue on a corps its owner chooses (MOV-8); if that
    eliminates the corps, no flag is placed (MOV-6)."""

    kind = "capture"
    area: str
    army: str
    tokens: list[str]
    seat: str
    at: CaptureStage = CaptureStage.ASK

    def run(self, s: N1815State) -> Flow:
        corps = corps_tokens(s, self.tokens)
        if self.at is CaptureStage.DONE or not corps:
            return DONE
        if len(corps) == 1 and composition_public(s, self.tokens):
            self._tire(s, corps[0])
            return DONE
        return self.wait(self.seat, "napoleon1815-ask-capture-fatigue")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-capture-fatigue", area=refs.AREA[self.area]))
        public = Msg("napoleon1815-public-capture-fatigue")
        for t in corps_tokens(s, self.tokens):
            piece = s.pieces[t]
            label = Msg("napoleon1815-action-tire", block=refs.BLOCK[piece.block], fatigue=piece.fatigue)
            p.add("tire", t, label=label, public=public)
        # MOV-8: everyone can tell which corps takes it when one block of the stack alone may be a corps.
        p.forced = len(p.actions) == 1 and len(may_be_corps(s, self.tokens)) == 1
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self.at = CaptureStage.DONE
        self._tire(s, str(action.args[0]))

    def _tire(self, s: N1815State, token: str) -> None:
        area = s.pieces[token].area
        if board.add_fatigue(s, token, 1):
            board.settle(s, area)
        else:
            victory.claim(s, self.area, self.army)
