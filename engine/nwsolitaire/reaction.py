"""The optional cavalry reaction (9.1, chosen at set-up, 3.4): when a battle starts, French cavalry
elsewhere rides to it by the rules (9.1.1), coalition cavalry at the player's choice (9.1.2)."""

from __future__ import annotations

from engine.core import Msg, log, rng
from engine.nwsolitaire.common import country_ref, unit_ref
from engine.nwsolitaire.data.map import ADJACENT, MAJORS
from engine.nwsolitaire.data.units import CAV, UNITS
from engine.nwsolitaire.state import SolitaireState, coalition_at, face_down_at, french_at, turn_over

ORDER = {
    uid: n for n, uid in enumerate(UNITS)
}  # among equals, the counter list's order (Murat first, 9.1 example)
REACTION_SUCCESS = 5  # rulebook §9.1.1, §9.1.2: a modified 1-5 succeeds, 6 or more fails


def cavalry(uids: list[str]) -> list[str]:
    return [u for u in uids if UNITS[u].arm == CAV]


def _roll(s: SolitaireState, uid: str, origin: str, battle: str, enemy_here: bool, enemy_there: bool) -> bool:
    """9.1.1-3 / 9.1.2-2: 1d6, +1 enemy cavalry in the battle country, +1 in the origin, +1 when the
    two countries are not adjacent; 1-5 rides to the battle."""
    total = rng.roll(s) + int(enemy_here) + int(enemy_there) + int(battle not in ADJACENT[origin])
    success = total <= REACTION_SUCCESS
    if success:
        s.where[uid] = battle
    log(
        s,
        Msg(
            "nwsolitaire-log-reaction",
            unit=unit_ref(uid),
            origin=country_ref(origin),
            country=country_ref(battle),
            total=total,
            won=int(success),
        ),
    )
    return success


def french_reactors(s: SolitaireState, battle: str) -> list[str]:
    """9.1.1-1, 9.1.1-2 (A-18): every French cavalry unit in another major country, but a lone unit
    stays to hold its country, and where the French are two or more cavalry alone the weakest stays."""
    out: list[str] = []
    for country in MAJORS:
        if country == battle:
            continue
        french = french_at(s, country)
        riders = cavalry(french)
        if not riders or len(french) == 1:
            continue
        if len(riders) == len(french):
            weakest = min(riders, key=lambda u: (UNITS[u].sp, u))
            riders = [u for u in riders if u != weakest]
        out += sorted(riders, key=lambda u: (-UNITS[u].sp, ORDER[u]))
    return out


def french_reaction(s: SolitaireState, battle: str) -> bool:
    """9.1.1: the French side has no choice; returns whether any unit rode in."""
    rode = False
    if any(s.where[u] != battle for u in s.face_down):
        s.disclosed = True  # 7.6 fog of war: whether any French horse rides tells of the face-down units
    for uid in french_reactors(s, battle):
        turn_over(s, [uid])
        origin = s.where[uid]
        here = bool(cavalry(coalition_at(s, battle)))
        there = bool(cavalry(coalition_at(s, origin)))
        rode |= _roll(s, uid, origin, battle, here, there)
    return rode


def coalition_react(s: SolitaireState, uid: str, battle: str) -> bool:
    """9.1.2-2: one coalition cavalry unit tries."""
    origin = s.where[uid]
    if face_down_at(s, origin):
        s.disclosed = True  # 7.6 fog of war: the roll tells whether French horse stands there
    here = bool(cavalry(french_at(s, battle)))
    there = bool(cavalry(french_at(s, origin)))
    return _roll(s, uid, origin, battle, here, there)
