"""Changing what stands on the map, with the consequences the rules apply at once.

Placing and moving pieces, SP losses and fatigue (REC-6: 0 SP or 9+ fatigue removes a corps
at once), commanders left alone (TRM-4), scouts meeting an enemy stack (GRG-6), retreat
arrows of areas no longer engaged (MOV-13), entrenchments (TRM-16) and control (VIC-4).
"""

from __future__ import annotations

from engine.core import log
from engine.napoleon1815 import victory
from engine.napoleon1815.data import board, components, oob
from engine.napoleon1815.seats import ARMY_NAMES, SIDE_ADJ, cap, decider, grognard, seat_of_block
from engine.napoleon1815.state import (
    AREA,
    ARMY,
    BLOCK,
    CAV,
    COMMANDER,
    CORPS,
    FAT,
    FRENCH,
    INF,
    KIND,
    SCOUT,
    SIDE,
    SPENT,
    TOKEN_PREFIX,
    N1815State,
    has_corps,
    is_engaged,
    other,
    sp,
)

AREA_NAME = {a.id: a.name for a in board.AREAS}
BLOCK_NAME = {b.id: b.name for b in oob.BLOCKS}


def place(s: N1815State, block: str, area: str, infantry: int, cavalry: int, fatigue: int = 0) -> str:
    """Put a block on the map, active, under a fresh token."""
    army = ARMY[block]
    number = s.next_token[army]
    s.next_token[army] = number + 1
    token = f"{TOKEN_PREFIX[army]}{number}"
    s.pieces[token] = [block, area, infantry, cavalry, fatigue, False]
    return token


def is_public(s: N1815State, token: str) -> bool:
    """Whether everyone may see this piece's identity now (Conscript, or face up in a battle)."""
    return not grognard(s) or token in s.face_up


def name(s: N1815State, token: str) -> str:
    """The block's name for a public log line: its identity if public, else its army."""
    block = s.pieces[token][BLOCK]
    if is_public(s, token):
        return BLOCK_NAME[block]
    return f"a {ARMY_NAMES[ARMY[block]]} block"


def names(s: N1815State, tokens: list[str]) -> str:
    """A list of pieces for a public log line ("Ney, d'Erlon and Napoleon" or "3 French blocks")."""
    if not tokens:
        return "nobody"
    if all(is_public(s, t) for t in tokens):
        return _join([BLOCK_NAME[s.pieces[t][BLOCK]] for t in tokens])
    armies = sorted({ARMY[s.pieces[t][BLOCK]] for t in tokens})
    kind = " and ".join(ARMY_NAMES[a] for a in armies)
    return f"{len(tokens)} {kind} block{'s' if len(tokens) > 1 else ''}"


def own_names(s: N1815State, tokens: list[str]) -> str:
    """A list of pieces named for their owner (private log lines)."""
    return _join([BLOCK_NAME[s.pieces[t][BLOCK]] for t in tokens if t in s.pieces])


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def move(s: N1815State, tokens: list[str], area: str) -> None:
    """Put pieces in an area (the callers apply what entering it means)."""
    for t in tokens:
        s.pieces[t][AREA] = area


def spend(s: N1815State, tokens: list[str]) -> None:
    """OPS-7: the blocks become spent (flag side up)."""
    for t in tokens:
        if t in s.pieces:
            s.pieces[t][SPENT] = True


# --- losses -----------------------------------------------------------------------------------


def lose_sp(s: N1815State, token: str, infantry: int, cavalry: int) -> None:
    """VIC-2: each SP lost scores 1 VP for the enemy; a corps at 0 SP is removed (REC-6)."""
    piece = s.pieces[token]
    infantry, cavalry = min(infantry, piece[INF]), min(cavalry, piece[CAV])
    piece[INF] -= infantry
    piece[CAV] -= cavalry
    lost = infantry + cavalry
    victory.gain(s, other(SIDE[piece[BLOCK]]), lost, f"{lost} {ARMY_NAMES[ARMY[piece[BLOCK]]]} SP lost")
    if sp(piece) == 0:
        remove(s, token, "loses its last SP")


def add_fatigue(s: N1815State, token: str, amount: int) -> bool:
    """Fatigue on a corps; more than 8 removes it and its SP go to the enemy (REC-6). True if removed."""
    piece = s.pieces.get(token)
    if piece is None or KIND[piece[BLOCK]] != CORPS or amount <= 0:
        return False
    piece[FAT] += amount
    if piece[FAT] <= components.FATIGUE_LIMIT:
        return False
    lost = sp(piece)
    side = SIDE[piece[BLOCK]]
    army = ARMY[piece[BLOCK]]
    remove(s, token, "collapses from fatigue")
    victory.gain(s, other(side), lost, f"{lost} {ARMY_NAMES[army]} SP lost to fatigue")
    return True


def remove_fatigue(s: N1815State, token: str, amount: int) -> None:
    """Recovery and events: fatigue off a corps, never below 0."""
    piece = s.pieces.get(token)
    if piece is not None:
        piece[FAT] = max(0, piece[FAT] - amount)


def remove(s: N1815State, token: str, why: str) -> None:
    """Take a piece off the map for good; commanders left alone die with it (TRM-4)."""
    piece = s.pieces[token]
    block, area = piece[BLOCK], piece[AREA]
    s.revealed = True  # its SP show in the VP, its identity perhaps
    shown = is_public(s, token) or KIND[block] != CORPS
    log(s, f"{BLOCK_NAME[block] if shown else cap(name(s, token))} at {AREA_NAME[area]} {why}")
    if not shown:
        log(s, f"{BLOCK_NAME[block]} {why}", to=seat_of_block(s, block))
    del s.pieces[token]
    if token in s.face_up:
        s.face_up.remove(token)
    s.eliminated.append([block, shown])
    if KIND[block] == COMMANDER:
        _commander_lost(s, block)
    check_commanders(s, area)


def _commander_lost(s: N1815State, block: str) -> None:
    if block == oob.NAPOLEON:
        victory.end(s, "allied", "Napoleon is killed or captured")  # VIC-11
    else:
        victory.gain(s, FRENCH, 2, f"{BLOCK_NAME[block]} is removed")  # VIC-8


def check_commanders(s: N1815State, area: str) -> None:
    """TRM-4: a commander without a corps of his side in his area is killed or captured."""
    for token, piece in list(s.pieces.items()):
        if (
            token in s.pieces  # removing one commander may already have removed another (recursion)
            and piece[AREA] == area
            and KIND[piece[BLOCK]] == COMMANDER
            and not has_corps(s, area, SIDE[piece[BLOCK]])
        ):
            remove(s, token, "is left without troops and is killed or captured")


# --- scouts, arrows, entrenchments, control ---------------------------------------------------


def destroy_scouts(s: N1815State, area: str, side: str) -> int:
    """GRG-6: remove one side's scouts from an area; returns how many."""
    scouts = [
        t
        for t, p in s.pieces.items()
        if p[AREA] == area and SIDE[p[BLOCK]] == side and KIND[p[BLOCK]] == SCOUT
    ]
    for t in scouts:
        s.eliminated.append([s.pieces.pop(t)[BLOCK], True])
    if scouts:
        s.revealed = True
        plural = "s" if len(scouts) > 1 else ""
        log(s, f"{len(scouts)} {SIDE_ADJ[side]} scout{plural} destroyed at {AREA_NAME[area]}")
    return len(scouts)


def clash(s: N1815State, area: str) -> None:
    """GRG-6: scouts in the same area as an enemy stack are destroyed at once."""
    for side in (FRENCH, "allied"):
        if has_corps(s, area, side):
            destroy_scouts(s, area, other(side))


def settle(s: N1815State, area: str) -> None:
    """After blocks arrive in or leave an area: scouts, commanders, arrows, entrenchments, control."""
    clash(s, area)
    check_commanders(s, area)
    if area in s.arrows and not is_engaged(s, area):
        del s.arrows[area]  # MOV-13
    if area in s.entrenchments and has_corps(s, area, FRENCH) and not has_corps(s, area, "allied"):
        s.entrenchments.remove(area)  # TRM-16
        log(s, f"The entrenchment at {AREA_NAME[area]} is removed")
    holder = sole_army(s, area)
    if holder is not None:
        victory.claim(s, area, holder)  # VIC-4: staying in a non-engaged area


def sole_army(s: N1815State, area: str) -> str | None:
    """The army that takes control when only one side has blocks in an area (its corps first)."""
    here = [p for p in s.pieces.values() if p[AREA] == area]
    sides = {SIDE[p[BLOCK]] for p in here}
    if len(sides) != 1:
        return None
    corps = [p for p in here if KIND[p[BLOCK]] == CORPS]
    return str(ARMY[(corps or here)[0][BLOCK]])


def owner(s: N1815State, tokens: list[str]) -> str:
    """Who decides for these pieces: their seat, or the Allied leader for a mixed stack (3P-12)."""
    return decider(s, [seat_of_block(s, s.pieces[t][BLOCK]) for t in tokens if t in s.pieces])
