"""Component data of Napoleon 1815 (seed 004): map, orders of battle, cards and scenarios.

Pure data, built once at import and validated then (a typo fails the import). Every record
carries a provenance string (see ``provenance.py``); :func:`provenance` lists them all in the
shape of ``engine.core.Provenance`` so that the game can show players which values are
reconstructed. README.md beside this file describes the model and its invariants.
"""

from __future__ import annotations

from engine.core import Provenance
from engine.napoleon1815.data import cards, components, oob, scenarios
from engine.napoleon1815.data import map as board

__all__ = ["board", "cards", "components", "oob", "provenance", "reconstructed", "scenarios"]


def _symbols(b: oob.Block) -> str:
    marks = [
        f"+{b.mp_bonus} MP" if b.mp_bonus else "",
        f"-{b.fatigue_reduction} fatigue" if b.fatigue_reduction else "",
        f"+{b.battle_cards} battle card" if b.battle_cards else "",
        "solo-move" if b.solo_move else "",
        "pursuit" if b.pursuit else "",
    ]
    return ", ".join(m for m in marks if m) or "no symbol"


def provenance() -> list[Provenance]:
    """Every component value with its source, in a stable order."""
    out: list[Provenance] = []
    for a in board.AREAS:
        out.append(Provenance(f"area {a.id}", f"{a.terrain}, {a.country}, {a.vp} VP", a.source))
        out.append(Provenance(f"area {a.id} position", f"x {a.x}, y {a.y}", a.position_source))
    for r in board.ROADS:
        out.append(
            Provenance(f"road {r.key}", f"bridge over the {r.bridge}" if r.bridge else "road", r.source)
        )
    for b in oob.BLOCKS:
        out.append(
            Provenance(f"block {b.id}", f"{b.infantry} inf + {b.cavalry} cav; {_symbols(b)}", b.source)
        )
    for cube in oob.CUBES:
        out.append(Provenance(f"cubes {cube.colour}", f"{cube.army} {cube.arm} x{cube.count}", cube.source))
    for e in cards.EVENTS:
        decks = "+".join(sorted(d.value for d in e.decks))
        out.append(
            Provenance(f"event {e.key}", f"{e.colour}, {e.when or 'no timing'}, decks {decks}", e.source)
        )
    for c in cards.CARDS:
        box = f"{c.damage} damage {c.fatigue} fatigue"
        out.append(
            Provenance(
                f"card {c.number}", f"{c.event}, value {c.value}, {box}, recovery {c.recovery}", c.source
            )
        )
    for inv in cards.INVASION_CARDS:
        out.append(
            Provenance(f"invasion card {inv.number}", f"draw {inv.french_draw}/{inv.allied_draw}", inv.source)
        )
    out.append(Provenance("combat dice", f"faces {cards.DICE_FACES}", cards.DICE_SOURCE))
    for s in scenarios.SCENARIOS:
        out.append(Provenance(f"scenario {s.key}", f"{len(s.turns)} turns, VP {s.start_vp}", s.source))
        for rf in s.reinforcements:
            names = ", ".join(a.block for a in rf.arrivals)
            out.append(Provenance(f"scenario {s.key} turn {rf.turn}", f"{names} at {rf.entry[0]}", rf.source))
    for comp in components.COMPONENTS:
        out.append(Provenance(f"component {comp.name}", str(comp.count), comp.source))
    return out


def reconstructed() -> list[Provenance]:
    """Only the values we chose ourselves (what a player asks for with "which values are invented?")."""
    return [p for p in provenance() if p.reconstructed]
