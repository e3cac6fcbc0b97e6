"""The things of Napoleon 2.1 as message arguments: each ``Ref`` is named by the catalog.

``Ref("napoleon21-area", "rhine")`` reads as the entry ``napoleon21-area-rhine`` (``.short`` and
``.map`` give the board's forms); countries, their adjectives ("French"), war states, facings,
battle steps, phases and Napoleon's ranks likewise. Built once: messages share them.
"""

from __future__ import annotations

from engine.core import Ref
from engine.napoleon21.data import ALLIED_RANK, AREAS, COUNTRIES, RANKS, War

AREA: dict[str, Ref] = {a: Ref("napoleon21-area", a) for a in AREAS}
COUNTRY: dict[str, Ref] = {c: Ref("napoleon21-country", c) for c in COUNTRIES}
ADJECTIVE: dict[str, Ref] = {c: Ref("napoleon21-adjective", c) for c in COUNTRIES}
CAPITAL: dict[str, Ref] = {c: Ref("napoleon21-capital", c) for c in COUNTRIES}
WAR_STATE: dict[War, Ref] = {w: Ref("napoleon21-war", w.value) for w in War}
FACING: dict[str, Ref] = {"u": Ref("napoleon21-facing", "up"), "d": Ref("napoleon21-facing", "down")}
RANK: dict[str, Ref] = {r: Ref("napoleon21-rank", r) for r in (*(rank for _, rank in RANKS), ALLIED_RANK)}


def phase(name: str) -> Ref:
    """A phase of the turn (``activity``, ``adjustment``, ``victory``)."""
    return Ref("napoleon21-phase", name)


def battle_step(name: str) -> Ref:
    """A step of a battle (10.2: ``french_attack``, ``rout_check_1``...)."""
    return Ref("napoleon21-battle-step", name)
