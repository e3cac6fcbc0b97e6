"""Armies: corps in one area under one commander. The commander is the corps of highest rank, and his rank
caps how many corps move and fight with him (public rules §2.2.1, fact: rank is the number of corps that may
move or fight with a leader); his movement value is the army's (aid 移動). Equal ranks: the higher combat value
commands, then the first named (reconstructed: the owner's choice, fixed so the views agree).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Final

from engine.ageofnapoleon.data.corps import ROSTER

_STANDING: Final = {cid: (c.rank, c.combat) for cid, c in ROSTER.items()}  # who commands: rank, then combat


def commander(corps: Sequence[str]) -> str:
    """The commander of these corps (of equals, ``max`` keeps the first listed)."""
    if len(corps) == 1:
        return corps[0]  # a lone corps, as most armies: no comparison
    if not corps:
        raise ValueError("an army needs a corps")
    best = corps[0]
    top = _STANDING[best]
    for c in corps[1:]:  # written out, not max(key=...): a compiled build's native lookups and comparisons
        standing = _STANDING[c]
        if standing > top:
            best, top = c, standing
    return best


def can_form(corps: Sequence[str]) -> bool:
    """Whether these corps may move together as one army: no more than the commander's rank."""
    return bool(corps) and len(corps) <= ROSTER[commander(corps)].rank


def movement(corps: Sequence[str]) -> int:
    """The army's movement rating, its commander's (aid 移動, MV-1)."""
    return ROSTER[commander(corps)].movement


def combat_ratings(corps: Sequence[str], reduced: Collection[str]) -> list[int]:
    """Each corps' combat value on the side it shows (aid 戦闘結果表, BT-4: the commander's own corps too)."""
    return [ROSTER[c].reduced if c in reduced else ROSTER[c].combat for c in corps]
