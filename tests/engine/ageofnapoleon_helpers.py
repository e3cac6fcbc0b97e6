"""Shared set-ups for the Age of Napoleon tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.ageofnapoleon.battle import Resolution, Role, loss_counts
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import SCENARIO_1805, Side
from engine.ageofnapoleon.fight import holder_after, resolve_battle, take_battle_losses
from engine.ageofnapoleon.state import AonState, new_state

CARDS = [f"c{i:02}" for i in range(55)]


def empty_1805(seed: int) -> AonState:
    """The 1805 diplomatic situation with every corps set aside, for a rule tested on its own."""
    state = new_state(seed, SCENARIO_1805, CARDS)
    state.location = {}
    state.pool = sorted(ROSTER)
    return state


@dataclass(frozen=True, slots=True)
class BattleReport:
    """What a battle played by ``battle`` did."""

    totals: tuple[int, int]  # attacker's, defender's
    resolution: Resolution
    removed: tuple[str, ...]
    captured: tuple[str, ...]
    reserves: tuple[str, ...]
    holder: Side


def battle(
    state: AonState,
    area: str,
    attacker: Side,
    chosen: Mapping[Side, Sequence[str]],
    lost: Mapping[Side, Sequence[str]],
    after_sea: bool = False,
    cards: Mapping[Side, Sequence[str]] | None = None,
) -> BattleReport:
    """A whole battle in the game's three steps (battle_flow.py): the dice (``resolve_battle``), each side's
    losses taken by the corps its owner chose (``lost``: the permanent losses first, then the temporary
    ones, as many as the table gives), and who holds the area (``holder_after``)."""
    defender = Side.COALITION if attacker is Side.FRENCH else Side.FRENCH
    totals, res = resolve_battle(state, area, attacker, chosen, after_sea, cards)
    winner = attacker if res.winner is Role.ATTACKER else defender
    removed: list[str] = []
    captured: list[str] = []
    reserves: list[str] = []
    for side, losses in ((attacker, res.losses[0]), (defender, res.losses[1])):
        permanent, temporary = loss_counts(losses, len(chosen[side]))
        named = list(lost.get(side, ()))
        assert len(named) == permanent + temporary, f"{side} loses {permanent} + {temporary}, named {named}"
        hit = take_battle_losses(state, side, winner, chosen[side], named[:permanent], named[permanent:])
        removed += [c.id for c in hit.removed]
        captured += [c.id for c in hit.captured]
        reserves += [c.id for c in hit.reserves]
    holder = holder_after(state, area, attacker, res.winner)
    return BattleReport(totals, res, tuple(removed), tuple(captured), tuple(reserves), holder)
