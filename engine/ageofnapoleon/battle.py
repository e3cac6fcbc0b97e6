"""A battle, by the procedure printed under the aid's combat results table (戦闘結果表).

1. Every corps in the battle area goes to the battle box; at most the commanding leader's rank take part,
   and a side with more declares which, the attacker first (``check_participants``).
2. Each side's total is the sum of its participants' combat ratings (the leader's own corps included),
   +1 in a home area, -2 straight after sea movement (A-3: each modifies the total of the side concerned,
   before the column is found) (``combat_total``).
3. Battle cards, the attacker first, never two of a kind (``check_battle_cards``).
4. Each side rolls a die on the column of its own total: the number is the loss it inflicts (``resolve``).
   More inflicted wins; a tie is rolled again with each side's TBM added, and a tie then is the defender's.
   The side that lost without the tie-breaker takes one loss more (A-2).
5. Half of a side's losses, rounded up, are permanent, the rest temporary (``split_losses``): permanent
   losses leave the map, the loser's temporary ones go to the prisoner box, the winner's become reserves,
   and every corps left in the battle is reduced (``take_losses``); the owner chooses which corps take
   them (reconstructed, as in winter: WA-3).
6. The winner may discard one card to restore one reduced corps (``winner_restores``).

A-1: the aid also says the side with more surviving corps in the area wins; we read the loss comparison as
the battle's winner (it drives the tie-breaker, the extra loss, prisoners and reserves) and the survivors'
count as who holds the area (``area_holder``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.ageofnapoleon.data.charts import (
    AFTER_SEA_MOVE,
    CRT,
    CRT_BOUNDS,
    HOME_AREA,
    OUTRIGHT_LOSER_EXTRA,
    TBM,
)
from engine.ageofnapoleon.reinforcement import Corps
from engine.core.rng import HasRng, roll


class Role(StrEnum):
    ATTACKER = "attacker"
    DEFENDER = "defender"


def check_participants(rank: int, present: Sequence[str], chosen: Sequence[str]) -> str | None:
    """Why this choice of participants breaks the command limit, or None (aid 戦闘結果表, BT-2/BT-3): all the
    corps present when they fit the rank; otherwise between one and ``rank`` of them, each once."""
    if len(set(chosen)) != len(chosen) or not set(chosen) <= set(present):
        return "unknown"
    if len(present) <= rank:
        return None if len(chosen) == len(present) else "all"
    return None if 1 <= len(chosen) <= rank else "rank"


def combat_total(ratings: Sequence[int], home: bool = False, after_sea: bool = False) -> int:
    """A side's combat total (aid 戦闘結果表, BT-4/BT-5)."""
    return sum(ratings) + (HOME_AREA if home else 0) + (AFTER_SEA_MOVE if after_sea else 0)


def check_battle_cards(cards: Sequence[str]) -> bool:
    """A side may not play two battle cards of the same kind in one battle (aid 戦闘結果表, BT-6)."""
    return len(set(cards)) == len(cards)


def crt_column(total: int) -> int:
    """The CRT column of a combat total: <6, 6-10, …, 31-35, >35 (CRT-1)."""
    for column, bound in enumerate(CRT_BOUNDS):
        if total <= bound:
            return column
    return len(CRT_BOUNDS)


def losses_inflicted(die: int, total: int) -> int:
    """The CRT: the losses a side inflicts with this die on the column of its own total (BT-7)."""
    return CRT[die - 1][crt_column(total)]


def tie_breaker(total: int) -> int:
    """The TBM of a total, the CRT's bottom row (BT-9)."""
    return TBM[crt_column(total)]


def split_losses(losses: int) -> tuple[int, int]:
    """(permanent, temporary): half each, the odd one permanent (aid 戦闘結果表, BT-11)."""
    return losses - losses // 2, losses // 2


@dataclass(frozen=True, slots=True)
class Resolution:
    dice: tuple[int, int]  # attacker's, defender's
    inflicted: tuple[int, int]  # on the defender by the attacker, on the attacker by the defender
    tie_dice: tuple[int, int] | None  # the tie-break's raw dice, when there was a tie
    winner: Role
    losses: tuple[int, int]  # the attacker's losses, the defender's losses (extra loss included)

    @property
    def loser(self) -> Role:
        return Role.DEFENDER if self.winner is Role.ATTACKER else Role.ATTACKER


def resolve(
    s: HasRng, attacker_total: int, defender_total: int, better_of_two: tuple[bool, bool] = (False, False)
) -> Resolution:
    """Roll the battle (aid 戦闘結果表, BT-7 to BT-10); a side with ``better_of_two`` (the card Fortune of War,
    reconstructed) rolls two battle dice and keeps the higher."""
    first = max(roll(s), roll(s)) if better_of_two[0] else roll(s)
    second = max(roll(s), roll(s)) if better_of_two[1] else roll(s)
    dice = (first, second)
    on_defender = losses_inflicted(dice[0], attacker_total)
    on_attacker = losses_inflicted(dice[1], defender_total)
    tie_dice: tuple[int, int] | None = None
    if on_defender != on_attacker:
        winner = Role.ATTACKER if on_defender > on_attacker else Role.DEFENDER
        extra = OUTRIGHT_LOSER_EXTRA  # lost without the tie-breaker: one loss more
    else:
        tie_dice = (roll(s), roll(s))
        attacker = tie_dice[0] + tie_breaker(attacker_total)
        defender = tie_dice[1] + tie_breaker(defender_total)
        winner = Role.ATTACKER if attacker > defender else Role.DEFENDER  # a tie again: the defender's
        extra = 0
    losses = (
        on_attacker + (extra if winner is Role.DEFENDER else 0),
        on_defender + (extra if winner is Role.ATTACKER else 0),
    )
    return Resolution(dice, (on_defender, on_attacker), tie_dice, winner, losses)


@dataclass(frozen=True, slots=True)
class Casualties:
    removed: tuple[Corps, ...]  # permanent losses: off the map
    captured: tuple[Corps, ...]  # the loser's temporary losses: to the prisoner box
    reserves: tuple[Corps, ...]  # the winner's temporary losses: reserves
    reduced: tuple[Corps, ...]  # the survivors of the battle, now reduced


def loss_counts(losses: int, fought: int) -> tuple[int, int]:
    """(permanent, temporary) losses a side that fought with ``fought`` corps takes (BT-11); losses beyond its
    participants are lost (reconstructed: a side cannot lose more corps than it fought with)."""
    permanent, temporary = split_losses(losses)
    permanent = min(permanent, fought)
    return permanent, min(temporary, fought - permanent)


def take_losses(
    participants: Sequence[Corps], permanent: Collection[str], temporary: Collection[str], won: bool
) -> Casualties:
    """Apply one side's losses to its participants: the corps its owner chose for the permanent and the
    temporary losses (reconstructed: the aid does not say who takes them; the owner chooses, as he does in
    winter, WA-3), and reduce the rest (aid 戦闘結果表, BT-12 to BT-14)."""
    removed = tuple(c for c in participants if c.id in permanent)
    hit = tuple(c for c in participants if c.id in temporary and c.id not in permanent)
    survivors = tuple(c for c in participants if c.id not in permanent and c.id not in temporary)
    for corps in survivors:
        corps.reduced = True
    return Casualties(removed, () if won else hit, hit if won else (), survivors)


def winner_restores(corps: Corps) -> bool:
    """The winner discards one unplayed card to bring one reduced corps back to full strength (BT-16);
    False when that corps was not reduced."""
    if not corps.reduced:
        return False
    corps.reduced = False
    return True


def area_holder(attacker_left: int, defender_left: int, winner: Role) -> Role:
    """Who holds the battle area: the side with more corps left there, non-participants included (BT-15,
    A-1); equal numbers: the battle's winner (reconstructed)."""
    if attacker_left != defender_left:
        return Role.ATTACKER if attacker_left > defender_left else Role.DEFENDER
    return winner
