"""Names as message arguments: each thing of the game is a ``Ref`` the catalog names
(``napoleon1815-area-ligny``, ``napoleon1815-block-ney``, ``napoleon1815-card-28``...).

The refs are built once per id, so that prompts and log lines cost no more than a lookup.
"""

from __future__ import annotations

from typing import Final

from engine.core import Ref
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as data_map

GAME: Final = "napoleon1815"

AREA: Final[dict[str, Ref]] = {a.id: Ref(f"{GAME}-area", a.id) for a in data_map.AREAS}
BLOCK: Final[dict[str, Ref]] = {b.id: Ref(f"{GAME}-block", b.id) for b in oob.BLOCKS}
CARD: Final[dict[int, Ref]] = {c.number: Ref(f"{GAME}-card", str(c.number)) for c in cards.CARDS}
EVENT: Final[dict[str, Ref]] = {e.key: Ref(f"{GAME}-event", e.key) for e in cards.EVENTS}
ARMY: Final[dict[str, Ref]] = {a: Ref(f"{GAME}-army", a) for a in ("french", "anglo_dutch", "prussian")}
SIDE: Final[dict[str, Ref]] = {s: Ref(f"{GAME}-side", s) for s in ("french", "allied")}
SEAT: Final[dict[str, Ref]] = {
    s: Ref(f"{GAME}-seat", s) for s in ("france", "allies", "anglo_dutch", "prussia")
}
PHASE: Final[dict[str, Ref]] = {
    p: Ref(f"{GAME}-phase", p) for p in ("setup", "draw", "initiative", "operations", "recovery", "over")
}
TIMING: Final[dict[str, Ref]] = {
    t: Ref(f"{GAME}-timing", t) for t in ("blue", "battle", "retreat", "french_move", "allied_move")
}


def areas(ids: list[str] | tuple[str, ...]) -> tuple[Ref, ...]:
    return tuple(AREA[a] for a in ids)


def blocks(ids: list[str] | tuple[str, ...]) -> tuple[Ref, ...]:
    return tuple(BLOCK[b] for b in ids)


def cards_of(numbers: list[int] | tuple[int, ...]) -> tuple[Ref, ...]:
    return tuple(CARD[c] for c in numbers)
