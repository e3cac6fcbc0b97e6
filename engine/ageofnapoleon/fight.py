"""A battle on the state in three steps, by the aid's procedure (``battle``) with the corps' values
(``data.corps``): the dice (``resolve_battle``), each side's losses (``take_battle_losses``), who holds the
area (``holder_after``); the turn machine (battle_flow.py) asks the questions between them.

Reconstructed where the aid is silent (DATA.md): a side's home area is an area of its commander's own
country; the owner chooses which of his participants take the permanent and the temporary losses (the turn
machine asks, battle_flow.py); the winner's temporary losses (reserves, 予備部隊) are set aside with the
corps that may come back as reinforcements; the side that does not hold the area afterwards must leave it
(the caller moves it: retreat.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.ageofnapoleon.army import combat_ratings, commander
from engine.ageofnapoleon.battle import (
    Casualties,
    Resolution,
    Role,
    area_holder,
    combat_total,
    resolve,
    take_losses,
)
from engine.ageofnapoleon.battle_cards import card_effects
from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import COALITION, FRENCH, Side
from engine.ageofnapoleon.deck import discard
from engine.ageofnapoleon.reinforcement import Corps
from engine.ageofnapoleon.state import AonState, corps_in, lift, put, take


def _other(side: Side) -> Side:
    return COALITION if side is FRENCH else FRENCH


def resolve_battle(
    state: AonState,
    area: str,
    attacker: Side,
    chosen: Mapping[Side, Sequence[str]],
    after_sea: bool = False,
    cards: Mapping[Side, Sequence[str]] | None = None,
) -> tuple[tuple[int, int], Resolution]:
    """The combat totals and the dice of a battle whose participants and battle cards were checked by
    ``refusal`` and ``card_refusal``; the cards go to the discards. No corps is touched yet."""
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
    return (totals[0], totals[1]), resolve(state, totals[0], totals[1], better)


def take_battle_losses(
    state: AonState,
    side: Side,
    winner: Side,
    fought: Sequence[str],
    permanent: Sequence[str],
    temporary: Sequence[str],
) -> Casualties:
    """Take one side's losses on the map: the ``permanent`` corps leave the game, the ``temporary`` ones go
    to the winner's prisoner box (the loser's) or the reserves (the winner's); the others who fought are
    reduced (aid 戦闘結果表, BT-12 to BT-14)."""
    pieces = [Corps(c, side, c in state.reduced) for c in fought]
    hit = take_losses(pieces, permanent, temporary, won=side is winner)
    for corps in hit.removed:
        put(state.out, corps.id)
    for corps in hit.captured:
        state.prisoners[winner].append(corps.id)
    for corps in hit.reserves:
        put(state.pool, corps.id)
    gone = [corps.id for corps in (*hit.removed, *hit.captured, *hit.reserves)]
    lift(state, gone)
    for cid in gone:
        take(state.reduced, cid)
    for corps in hit.reduced:
        put(state.reduced, corps.id)
    return hit


def holder_after(state: AonState, area: str, attacker: Side, winner: Role) -> Side:
    """Who holds the battle area once the losses are taken (BT-15, A-1)."""
    defender = _other(attacker)
    left = (len(corps_in(state, area, attacker)), len(corps_in(state, area, defender)))
    return attacker if area_holder(left[0], left[1], winner) is Role.ATTACKER else defender
