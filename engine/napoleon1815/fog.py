"""Fog of war: what each seat may see (VIEW.md lists every key) and the status line.

Public: the board's markers, the VP, every block's army, area and active/spent state, hand,
deck and discard sizes (never a discard pile's cards, TRM-13), played and flipped cards (in
the log). Conscript rules show block identities; Grognard rules show them only to their owner
and, for everyone, while a battle lays them face up (GRG-1/2). SP and fatigue are behind each
player's screen (SET-4); with three players neither Allied player sees the other's (3P-3).
"""

from __future__ import annotations

from typing import Any

from engine.core import is_visible
from engine.napoleon1815 import movement
from engine.napoleon1815.data import oob, scenarios
from engine.napoleon1815.draw import invasion_card
from engine.napoleon1815.operations import communication
from engine.napoleon1815.seats import FRANCE, armies_of, grognard, label, three_players
from engine.napoleon1815.state import (
    AREA,
    ARMY,
    BLOCK,
    CAV,
    FAT,
    INF,
    KIND,
    SPENT,
    N1815State,
    alive,
    find_frame,
)
from engine.napoleon1815.victory import ARMY_SIDE

# Each army's corps and commanders, in OOB order (scouts only count on the map).
_UNITS = {
    army.value: [b.id for b in oob.blocks_of(army) if b.kind is not oob.BlockKind.SCOUT] for army in oob.Army
}
PHASES = {
    "setup": "Set-up",
    "draw": "Draw Phase",
    "initiative": "Initiative Phase",
    "operations": "Operations Phase",
    "recovery": "Recovery Phase",
    "over": "Game over",
}


def status(s: N1815State) -> str:
    """One line: turn, phase, VP and who decides what (never a secret)."""
    if s.outcome is not None:
        return f"Game over: {s.outcome['summary']}"
    last = scenarios.scenario(s.scenario).last_turn
    head = f"Turn {s.turn}/{last}, {PHASES[s.phase]}, VP {s.vp}"
    if not s.frames:
        return head
    f = s.frames[-1]
    return f"{head}: {label(f['who'])} to {f['q']}"


def build(s: N1815State, seat: str | None, to_act: list[str]) -> dict[str, Any]:
    """The view of ``seat`` (None: the public channel); VIEW.md lists the keys."""
    scenario = scenarios.scenario(s.scenario)
    v: dict[str, Any] = {
        "game": "napoleon1815",
        "scenario": s.scenario,
        "options": dict(s.options),
        "seat": seat,
        "turn": s.turn,
        "last_turn": scenario.last_turn,
        "turn_label": scenario.turns[s.turn - 1].label,
        "invasion_card": invasion_card(s).number,
        "phase": s.phase,
        "vp": s.vp,
        "french_win_max_vp": scenario.french_win_max_vp,
        "status": status(s),
        "to_act": to_act,
        "initiative": s.initiative,
        "leader": s.leader,
        "passed": list(s.passed),
        "effects": list(s.effects),
        "blocks": _blocks(s, seat),
        "control": dict(sorted(s.control.items())),
        "entrenchments": sorted(s.entrenchments),
        "arrows": {
            a: {"army": x[0], "side": ARMY_SIDE[x[0]], "toward": x[1]} for a, x in sorted(s.arrows.items())
        },
        "destroyed_bridges": sorted(s.broken_bridges),
        "hand_sizes": {t: len(h) for t, h in s.hands.items()},
        "deck_sizes": {d: len(p) for d, p in s.decks.items()},
        "discard_sizes": {d: len(p) for d, p in s.discards.items()},
        "eliminated": [_gone(s, seat, block, shown) for block, shown in s.eliminated],
        "reinforcements": [
            {"turn": t, "blocks": [b[0] for b in g], "entry": list(e)} for t, g, e in s.arrivals
        ],
        "operation": _operation(s),
        "battle": _battle(s),
        "log": [dict(e) for e in s.log if is_visible(e, seat)],
        "result": _result(s),
    }
    if seat is not None:
        v |= _private(s, seat)
    return v


def _blocks(s: N1815State, seat: str | None) -> list[dict[str, Any]]:
    out = []
    armies = armies_of(s, seat)
    hidden = grognard(s)
    for token, p in s.pieces.items():
        army = ARMY[p[BLOCK]]
        entry: dict[str, Any] = {"token": token, "army": army, "area": p[AREA], "spent": bool(p[SPENT])}
        if not hidden or army in armies or token in s.face_up:
            entry["block"] = p[BLOCK]
        out.append(entry)
    return sorted(out, key=lambda e: (e["area"], e["army"], e["token"]))


def _gone(s: N1815State, seat: str | None, block: str, shown: bool) -> dict[str, str]:
    entry = {"army": ARMY[block]}
    if shown or ARMY[block] in armies_of(s, seat) or not grognard(s):
        entry["block"] = block
    return entry


def _operation(s: N1815State) -> dict[str, Any] | None:
    op = find_frame(s, "op")
    if op is None:
        return None
    acting = op["kind"] is not None
    return {
        "seat": op["who"],
        "side": op["side"],
        "kind": op["kind"],
        "from": op["from"],
        "tokens": alive(s, op["group"]) if acting else [],
        "path": list(op["path"]),
        "card": op["card"],
    }


def _battle(s: N1815State) -> dict[str, Any] | None:
    b = find_frame(s, "battle")
    if b is None:
        return None
    names = {"att": "attacker", "def": "defender"}
    return {
        "area": b["area"],
        "attacker": b["att"],
        "attackers": alive(s, b["attk"]),
        "defenders": alive(s, b["defk"]),
        "move_attack": b["ma"],
        "cards": {names[r]: n for r, n in b["cards"].items()} if b["cards"] else None,
        "inflicted": {names[r]: dict(x) for r, x in b["inflicted"].items()} if b["inflicted"] else None,
        "winner": b["winner"],
    }


def _result(s: N1815State) -> dict[str, Any] | None:
    if s.outcome is None:
        return None
    return {"winners": list(s.outcome["winners"]), "summary": s.outcome["summary"]}


def _private(s: N1815State, seat: str) -> dict[str, Any]:
    armies = armies_of(s, seat)
    own = sorted((t, p) for t, p in s.pieces.items() if ARMY[p[BLOCK]] in armies)
    on_map = {p[BLOCK] for _, p in own} | {b for b, _ in s.eliminated}
    off_map = [b for army in armies for b in _UNITS[army] if b not in on_map]
    op = find_frame(s, "op")
    moving = op is not None and op["who"] == seat and op["kind"] == "move" and op["at"] in ("move", "orgsup")
    return {
        "hand": sorted(s.hands.get(seat, [])),
        "oob": [
            {
                "block": p[BLOCK],
                "token": t,
                "area": p[AREA],
                "infantry": p[INF],
                "cavalry": p[CAV],
                "fatigue": p[FAT],
                "spent": bool(p[SPENT]),
                "kind": KIND[p[BLOCK]],
            }
            for t, p in own
        ],
        "off_map": off_map,
        "communication": three_players(s) and seat != FRANCE and communication(s),
        "mp_left": movement.left(op) if moving and op is not None else None,
    }
