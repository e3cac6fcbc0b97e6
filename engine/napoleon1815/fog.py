"""Fog of war: what each seat may see (``view.py`` types it, VIEW.md explains it) and the status line.

Public: the board's markers, the VP, every block's army, area and active/spent state, hand,
deck and discard sizes (never a discard pile's cards, TRM-13), played and flipped cards (in
the log), whether the Allies may talk (3P-4, ``communication``). Conscript rules show block identities; Grognard rules show them only to their owner
and, for everyone, while a battle lays them face up (GRG-1/2). SP and fatigue are behind each
player's screen (SET-4); with three players neither Allied player sees the other's (3P-3).
"""

from __future__ import annotations

from typing import Final

from engine.core import Msg, find, is_visible
from engine.napoleon1815 import refs
from engine.napoleon1815.battlefield import BattleFields, Role, stack
from engine.napoleon1815.data import oob, scenarios
from engine.napoleon1815.draw import invasion_card
from engine.napoleon1815.movement import OpFields, left, shown_to
from engine.napoleon1815.seats import armies_of, grognard
from engine.napoleon1815.state import ARMY, ARMY_SIDE, KIND, N1815State, alive
from engine.napoleon1815.view import (
    BattleView,
    BlockView,
    EliminatedView,
    N1815View,
    OperationView,
    ResultView,
    SeatPrivateView,
)

# Each army's corps and commanders, in OOB order (scouts only count on the map).
_UNITS: Final = {
    army.value: [b.id for b in oob.blocks_of(army) if b.kind is not oob.BlockKind.SCOUT] for army in oob.Army
}


def status(s: N1815State) -> Msg:
    """One line: turn, phase, VP and who decides what (never a secret)."""
    if s.result is not None:
        return Msg("napoleon1815-status-over", result=s.result.summary)
    last = scenarios.scenario(s.scenario).last_turn
    phase = refs.PHASE[s.phase.value]
    if not s.frames or not s.frames[-1].who:
        return Msg("napoleon1815-status", turn=s.turn, last=last, phase=phase, vp=s.vp)
    top = s.frames[-1]
    return Msg(
        "napoleon1815-status-asked",
        turn=s.turn,
        last=last,
        phase=phase,
        vp=s.vp,
        seat=refs.SEAT[top.who[0]],
        asked=Msg(top.ask),
    )


def build(s: N1815State, seat: str | None, to_act: list[str], everything: bool = False) -> N1815View:
    """The view of ``seat`` (None: the public channel); ``everything``: the final view, every
    block named, every seat's own parts under ``seats``, the decks and discards face up."""
    scenario = scenarios.scenario(s.scenario)
    v: N1815View = {
        "game": "napoleon1815",
        "scenario": s.scenario,
        "options": dict(s.options),
        "seat": seat,
        "turn": s.turn,
        "last_turn": scenario.last_turn,
        "turn_label": Msg(f"napoleon1815-turn-{scenario.key}-{s.turn}").to_json(),
        "invasion_card": invasion_card(s).number,
        "phase": s.phase.value,
        "vp": s.vp,
        "french_win_max_vp": scenario.french_win_max_vp,
        "status": status(s).to_json(),
        "to_act": to_act,
        "initiative": s.initiative,
        "leader": s.leader,
        "passed": list(s.passed),
        "effects": list(s.effects),
        "blocks": _blocks(s, seat, everything),
        "control": dict(sorted(s.control.items())),
        "entrenchments": sorted(s.entrenchments),
        "arrows": {
            a: {"army": x.army, "side": ARMY_SIDE[x.army], "toward": x.toward}
            for a, x in sorted(s.arrows.items())
        },
        "destroyed_bridges": sorted(s.broken_bridges),
        "hand_sizes": {t: len(h) for t, h in s.hands.items()},
        "deck_sizes": {d: len(p) for d, p in s.decks.items()},
        "discard_sizes": {d: len(p) for d, p in s.discards.items()},
        "eliminated": [_gone(s, seat, g.block, g.shown or everything) for g in s.eliminated],
        "reinforcements": [
            {"turn": a.turn, "blocks": [x.block for x in a.group], "entry": list(a.entry)} for a in s.arrivals
        ],
        "operation": _operation(s),
        "battle": _battle(s),
        "log": [e for e in s.log if is_visible(e, seat)],
        "result": _result(s),
        "communication": s.talking,
    }
    if seat is not None:
        own = _private(s, seat)
        v["hand"], v["oob"], v["off_map"] = own["hand"], own["oob"], own["off_map"]
        v["mp_left"] = own["mp_left"]
    if everything:
        v["seats"] = {t: _private(s, t) for t in s.seats}
        v["decks"] = {d: list(p) for d, p in s.decks.items()}
        v["discards"] = {d: list(p) for d, p in s.discards.items()}
    return v


def _blocks(s: N1815State, seat: str | None, everything: bool) -> list[BlockView]:
    out: list[BlockView] = []
    armies = armies_of(seat)
    hidden = grognard(s) and not everything
    shown = shown_to(s, seat)
    for token, p in s.pieces.items():
        army = ARMY[p.block]
        entry: BlockView = {"token": token, "army": army, "area": p.area, "spent": p.spent}
        if not hidden or army in armies or token in s.face_up or token in shown:
            entry["block"] = p.block
        out.append(entry)
    return sorted(out, key=lambda e: (e["area"], e["army"], e["token"]))


def _gone(s: N1815State, seat: str | None, block: str, shown: bool) -> EliminatedView:
    entry: EliminatedView = {"army": ARMY[block]}
    if shown or ARMY[block] in armies_of(seat) or not grognard(s):
        entry["block"] = block
    return entry


def _operation(s: N1815State) -> OperationView | None:
    op = find(s, OpFields)
    if op is None:
        return None
    return {
        "seat": op.seat,
        "side": op.side,
        "kind": op.action or None,
        "from": op.area,
        "tokens": alive(s, op.group) if op.action else [],
        "path": list(op.path),
        "card": op.card,
    }


def _battle(s: N1815State) -> BattleView | None:
    b = find(s, BattleFields)
    if b is None:
        return None
    return {
        "area": b.area,
        "attacker": b.att,
        "attackers": stack(s, b, Role.ATT),
        "defenders": stack(s, b, Role.DEF),
        "move_attack": b.move_attack,
        "cards": None
        if b.cards_att is None or b.cards_def is None
        else {"attacker": max(0, b.cards_att), "defender": b.cards_def},
        "inflicted": None
        if b.hit_att is None or b.hit_def is None
        else {
            "attacker": {"damage": b.hit_att.damage, "fatigue": b.hit_att.fatigue},
            "defender": {"damage": b.hit_def.damage, "fatigue": b.hit_def.fatigue},
        },
        "winner": b.winner,
    }


def _result(s: N1815State) -> ResultView | None:
    r = s.result
    if r is None:
        return None
    return {
        "winners": list(r.winners),
        "reason": r.reason,
        "summary": r.summary.to_json(),
        "scores": dict(r.scores),
    }


def _private(s: N1815State, seat: str) -> SeatPrivateView:
    armies = armies_of(seat)
    own = sorted((t, p) for t, p in s.pieces.items() if ARMY[p.block] in armies)
    on_map = {p.block for _, p in own} | {g.block for g in s.eliminated}
    op = find(s, OpFields)
    moving = op is not None and op.seat == seat and op.action == "move" and op.at is op.MOVE
    return {
        "hand": sorted(s.hands.get(seat, [])),
        "oob": [
            {
                "block": p.block,
                "token": t,
                "area": p.area,
                "infantry": p.infantry,
                "cavalry": p.cavalry,
                "fatigue": p.fatigue,
                "spent": p.spent,
                "kind": KIND[p.block],
            }
            for t, p in own
        ],
        "off_map": [b for army in armies for b in _UNITS[army] if b not in on_map],
        "mp_left": left(op) if moving and op is not None else None,
    }
