"""Changing what stands on the map, with the consequences the rules apply at once, and naming
pieces in log lines without naming what a reader may not know.

Placing and moving pieces, SP losses and fatigue (REC-6: 0 SP or 9+ fatigue removes a corps at
once), commanders left alone (TRM-4), scouts meeting an enemy stack (GRG-6), retreat arrows of
areas no longer engaged (MOV-13), entrenchments (TRM-16) and control (VIC-4).
"""

from __future__ import annotations

from engine.core import Msg, log
from engine.napoleon1815 import refs, victory
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.seats import decider, grognard, seat_of_block
from engine.napoleon1815.state import (
    ALLIED,
    ARMY,
    COMMANDER,
    CORPS,
    FRENCH,
    KIND,
    SCOUT,
    SIDE,
    Gone,
    N1815State,
    Piece,
    has_corps,
    is_engaged,
    other,
    pieces_in,
    take_token,
)

# --- naming pieces --------------------------------------------------------------------------------


def is_public(s: N1815State, token: str) -> bool:
    """Whether everyone may see this piece's identity now (Conscript, or face up in a battle)."""
    return not grognard(s) or token in s.face_up


def name(s: N1815State, token: str) -> Msg:
    """A piece for a public line: its identity if public, else "a French block"."""
    block = s.pieces[token].block
    if is_public(s, token):
        return Msg("napoleon1815-name-block", block=refs.BLOCK[block])
    return Msg("napoleon1815-name-hidden", army=refs.ARMY[ARMY[block]])


def names(s: N1815State, tokens: list[str]) -> Msg:
    """Pieces for a public line: "Ney, d'Erlon and Napoleon", or "3 French blocks"."""
    tokens = [t for t in tokens if t in s.pieces]
    if all(is_public(s, t) for t in tokens):
        return Msg("napoleon1815-name-blocks", blocks=refs.blocks([s.pieces[t].block for t in tokens]))
    armies = sorted({ARMY[s.pieces[t].block] for t in tokens})
    if len(armies) > 1:
        return Msg("napoleon1815-name-hidden-allied", n=len(tokens))
    return Msg("napoleon1815-name-hidden-many", n=len(tokens), army=refs.ARMY[armies[0]])


def own_names(s: N1815State, tokens: list[str]) -> Msg:
    """Pieces named for their owner (private lines)."""
    return Msg(
        "napoleon1815-name-blocks", blocks=refs.blocks([s.pieces[t].block for t in tokens if t in s.pieces])
    )


# --- placing and moving ---------------------------------------------------------------------------


def place(s: N1815State, block: str, area: str, infantry: int, cavalry: int, fatigue: int = 0) -> str:
    """Put a block on the map, active, under a token whose number was dealt at random (setup.py)."""
    army = ARMY[block]
    token = take_token(s, army)
    s.pieces[token] = Piece(block, area, infantry, cavalry, fatigue, False)
    return token


def move(s: N1815State, tokens: list[str], area: str) -> None:
    """Put pieces in an area (the callers apply what entering it means)."""
    pieces = s.pieces
    for t in tokens:  # a piece written out, not ``_replace``d: three times cheaper, on every step
        block, _, infantry, cavalry, fatigue, spent = pieces[t]
        pieces[t] = Piece(block, area, infantry, cavalry, fatigue, spent)


def spend(s: N1815State, tokens: list[str]) -> None:
    """OPS-7: the blocks become spent (flag side up)."""
    pieces = s.pieces
    for t in tokens:
        p = pieces.get(t)
        if p is not None and not p.spent:
            pieces[t] = Piece(p.block, p.area, p.infantry, p.cavalry, p.fatigue, True)  # (as ``move``)


# --- losses -----------------------------------------------------------------------------------


def lose_sp(s: N1815State, token: str, infantry: int, cavalry: int) -> None:
    """VIC-2: each SP lost scores 1 VP for the enemy; a corps at 0 SP is removed (REC-6)."""
    piece = s.pieces[token]
    infantry, cavalry = min(infantry, piece.infantry), min(cavalry, piece.cavalry)
    piece = s.pieces[token] = piece._replace(
        infantry=piece.infantry - infantry, cavalry=piece.cavalry - cavalry
    )
    lost = infantry + cavalry
    s.disclosed = True  # the VP show the loss
    army = ARMY[piece.block]
    victory.gain(
        s, other(SIDE[piece.block]), lost, Msg("napoleon1815-why-sp-lost", n=lost, army=refs.ARMY[army])
    )
    if piece.sp == 0:
        remove(s, token, "last-sp")


def add_fatigue(s: N1815State, token: str, amount: int) -> bool:
    """Fatigue on a corps; more than 8 removes it and its SP go to the enemy (REC-6). True if removed."""
    piece = s.pieces.get(token)
    if piece is None or KIND[piece.block] != CORPS or amount <= 0:
        return False
    piece = s.pieces[token] = Piece(  # (as ``move``)
        piece.block, piece.area, piece.infantry, piece.cavalry, piece.fatigue + amount, piece.spent
    )
    if piece.fatigue <= components.FATIGUE_LIMIT:
        return False
    army = ARMY[piece.block]
    remove(s, token, "fatigue")
    victory.gain(
        s,
        other(SIDE[piece.block]),
        piece.sp,
        Msg("napoleon1815-why-fatigue-lost", n=piece.sp, army=refs.ARMY[army]),
    )
    return True


def remove_fatigue(s: N1815State, token: str, amount: int) -> None:
    """Recovery and events: fatigue off a corps, never below 0."""
    piece = s.pieces.get(token)
    if piece is not None and piece.fatigue:
        s.pieces[token] = piece._replace(fatigue=max(0, piece.fatigue - amount))


def remove(s: N1815State, token: str, why: str) -> None:
    """Take a piece off the map for good (``why``: last-sp, fatigue, alone); commanders left alone
    die with it (TRM-4). A hidden corps removed outside a battle stays anonymous (README)."""
    piece = s.pieces[token]
    block, area = piece.block, piece.area
    s.disclosed = True  # everyone sees it go, and its SP in the VP
    shown = is_public(s, token) or KIND[block] != CORPS
    who = name(s, token) if not shown else Msg("napoleon1815-name-block", block=refs.BLOCK[block])
    log(s, Msg(f"napoleon1815-log-removed-{why}", who=who, area=refs.AREA[area]))
    if not shown:
        own = Msg("napoleon1815-name-block", block=refs.BLOCK[block])
        log(
            s,
            Msg(f"napoleon1815-log-removed-{why}", who=own, area=refs.AREA[area]),
            to=seat_of_block(s, block),
        )
    del s.pieces[token]
    if token in s.face_up:
        s.face_up.remove(token)
    s.eliminated.append(Gone(block, shown))
    if KIND[block] == COMMANDER:
        _commander_lost(s, block)
    check_commanders(s, area)


def _commander_lost(s: N1815State, block: str) -> None:
    if block == oob.NAPOLEON:
        victory.end(s, ALLIED, "napoleon", Msg("napoleon1815-why-napoleon"))  # VIC-11
    else:
        victory.gain(s, FRENCH, 2, Msg("napoleon1815-why-commander", block=refs.BLOCK[block]))  # VIC-8


def check_commanders(s: N1815State, area: str) -> None:
    """TRM-4: a commander without a corps of his side in his area is killed or captured."""
    for token, piece in pieces_in(s, area):
        if (
            token in s.pieces  # removing one commander may already have removed another (recursion)
            and KIND[piece.block] == COMMANDER
            and not has_corps(s, area, SIDE[piece.block])
        ):
            remove(s, token, "alone")


# --- scouts, arrows, entrenchments, control ---------------------------------------------------


def destroy_scouts(s: N1815State, area: str, side: str) -> int:
    """GRG-6: remove one side's scouts from an area; returns how many."""
    scouts = [t for t, p in pieces_in(s, area) if SIDE[p.block] == side and KIND[p.block] == SCOUT]
    for t in scouts:
        s.eliminated.append(Gone(s.pieces.pop(t).block, True))
    if scouts:
        s.disclosed = True
        log(
            s,
            Msg(
                "napoleon1815-log-scouts-destroyed", side=refs.SIDE[side], n=len(scouts), area=refs.AREA[area]
            ),
        )
    return len(scouts)


def clash(s: N1815State, area: str) -> None:
    """GRG-6: scouts in the same area as an enemy stack are destroyed at once."""
    for side in (FRENCH, ALLIED):
        if has_corps(s, area, side):
            destroy_scouts(s, area, other(side))


def settle(s: N1815State, area: str) -> None:
    """After blocks arrive in or leave an area: scouts, commanders, arrows, entrenchments, control."""
    here = [p for _, p in pieces_in(s, area)]
    if any(KIND[p.block] != CORPS for p in here):  # corps alone: no scout nor commander to remove
        clash(s, area)
        check_commanders(s, area)
        here = [p for _, p in pieces_in(s, area)]
    if area in s.arrows and not is_engaged(s, area):
        del s.arrows[area]  # MOV-13
    if area in s.entrenchments and has_corps(s, area, FRENCH) and not has_corps(s, area, ALLIED):
        s.entrenchments.remove(area)  # TRM-16
        log(s, Msg("napoleon1815-log-entrenchment-removed", area=refs.AREA[area]))
    holder = sole_army(here)
    if holder is not None:
        victory.claim(s, area, holder)  # VIC-4: staying in a non-engaged area


def sole_army(here: list[Piece]) -> str | None:
    """The army that takes control when only one side has blocks in an area (its corps first),
    from the pieces ``here``."""
    sides = {SIDE[p.block] for p in here}
    if len(sides) != 1:
        return None
    corps = [p for p in here if KIND[p.block] == CORPS]
    return ARMY[(corps or here)[0].block]


def owner(s: N1815State, tokens: list[str]) -> str:
    """Who decides for these pieces: their seat, or the Allied leader for a mixed stack (3P-12)."""
    return decider(s, [seat_of_block(s, s.pieces[t].block) for t in tokens if t in s.pieces])
