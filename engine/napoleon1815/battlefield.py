"""Reading the battle under way: the battle frame, its two roles and their blocks.

A battle frame (``combat.py``) holds ``area``, ``att`` (the attacking side), ``attk``/``defk``
(tokens of the attacking stack and of every defending block), ``ma`` (move-attack), ``flags``
(events in force for this battle), ``plus`` (extra battle cards by role), and the results.
"""

from __future__ import annotations

from engine.napoleon1815.data import oob
from engine.napoleon1815.state import BLOCK, Frame, N1815State, alive, find_frame, other


def current(s: N1815State) -> Frame:
    """The battle under way (there is one)."""
    b = find_frame(s, "battle")
    assert b is not None
    return b


def role_of(b: Frame, side: str) -> str:
    """``"att"`` or ``"def"`` for a side in this battle."""
    return "att" if side == b["att"] else "def"


def side_of(b: Frame, role: str) -> str:
    """The side playing a role in this battle."""
    return str(b["att"]) if role == "att" else other(b["att"])


def stack(s: N1815State, b: Frame, role: str) -> list[str]:
    """The blocks of one role still on the map (they may have retreated)."""
    return alive(s, b[f"{role}k"])


def has(s: N1815State, b: Frame, role: str, *blocks: str) -> bool:
    """Whether one of these blocks fights in the role's stack."""
    return any(s.pieces[t][BLOCK] in blocks for t in stack(s, b, role))


def napoleon_fights(s: N1815State, b: Frame) -> bool:
    """VIC-7: whether Napoleon is in the French stack of this battle."""
    return any(s.pieces[t][BLOCK] == oob.NAPOLEON for t in stack(s, b, role_of(b, "french")))
