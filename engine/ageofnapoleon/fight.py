"""A whole battle on the state, by the aid's procedure (``battle``) with the corps' values (``data.corps``).

Reconstructed where the aid is silent (DATA.md): a side's home area is an area of its commander's own
country; the corps hit are taken in the order the owner lists the participants; the winner's temporary losses
(reserves, 予備部隊) are set aside with the corps that may come back as reinforcements; the side that does not
hold the area afterwards must leave it (retreats are not yet built: the caller moves it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.ageofnapoleon.army import combat_ratings, commander
from engine.ageofnapoleon.battle import (
    Resolution,
    Role,
    area_holder,
    check_participants,
    combat_total,
    resolve,
    take_losses,
)
from engine.ageofnapoleon.battle_cards import card_effects
from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.deck import discard
from engine.ageofnapoleon.reinforcement import Corps
from engine.ageofnapoleon.state import AonState, corps_in, put, take


@dataclass(frozen=True, slots=True)
class BattleReport:
    attacker: Side
    totals: tuple[int, int]  # attacker's, defender's
    resolution: Resolution
    removed: tuple[str, ...]
    captured: tuple[str, ...]
    reserves: tuple[str, ...]
    holder: Side


def _other(side: Side) -> Side:
    return Side.COALITION if side is Side.FRENCH else Side.FRENCH


def refusal(state: AonState, area: str, attacker: Side, chosen: Mapping[Side, Sequence[str]]) -> str | None:
    """Why these participants may not fight in this area, or None (BT-2, BT-3)."""
    for side in (attacker, _other(attacker)):
        present = corps_in(state, area, side)
        if not present:
            return "empty"
        why = check_participants(ROSTER[commander(present)].rank, present, chosen[side])
        if why is not None:
            return why
    return None


def fight(
    state: AonState,
    area: str,
    attacker: Side,
    chosen: Mapping[Side, Sequence[str]],
    after_sea: bool = False,
    cards: Mapping[Side, Sequence[str]] | None = None,
) -> BattleReport:
    """Fight a battle with participants and battle cards already checked by ``refusal`` and
    ``card_refusal``; the cards go to the discards; returns what happened."""
    defender = _other(attacker)
    played = {side: list((cards or {}).get(side, ())) for side in (attacker, defender)}
    bonus, better = card_effects(played[attacker], played[defender])
    totals = []
    for side, extra in zip((attacker, defender), bonus, strict=True):
        home = AREAS[area].country == ROSTER[commander(corps_in(state, area, side))].country
        ratings = combat_ratings(chosen[side], state.reduced)
        totals.append(combat_total(ratings, home=home, after_sea=after_sea and side is attacker) + extra)
    for side, hand in played.items():
        for card in hand:
            discard(state.deck, side, card)
    res = resolve(state, totals[0], totals[1], better)
    winner = attacker if res.winner is Role.ATTACKER else defender
    removed: list[str] = []
    captured: list[str] = []
    reserves: list[str] = []
    for side, losses in ((attacker, res.losses[0]), (defender, res.losses[1])):
        pieces = [Corps(c, side, c in state.reduced) for c in chosen[side]]
        hit = take_losses(pieces, losses, won=side is winner)
        for corps in hit.removed:
            put(state.out, corps.id)
            removed.append(corps.id)
        for corps in hit.captured:
            state.prisoners[winner].append(corps.id)
            captured.append(corps.id)
        for corps in hit.reserves:
            put(state.pool, corps.id)
            reserves.append(corps.id)
        for corps in (*hit.removed, *hit.captured, *hit.reserves):
            del state.location[corps.id]
            take(state.reduced, corps.id)
        for corps in hit.reduced:
            put(state.reduced, corps.id)
    left = (len(corps_in(state, area, attacker)), len(corps_in(state, area, defender)))
    held = area_holder(left[0], left[1], res.winner)
    holder = attacker if held is Role.ATTACKER else defender
    return BattleReport(
        attacker, (totals[0], totals[1]), res, tuple(removed), tuple(captured), tuple(reserves), holder
    )
