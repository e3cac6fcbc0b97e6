"""Age of Napoleon: the battle procedure of the aid's combat results table (inventory §3 BT, §7 A-1 to A-3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.ageofnapoleon.battle import (
    Role,
    area_holder,
    check_battle_cards,
    check_participants,
    combat_total,
    crt_column,
    loss_counts,
    losses_inflicted,
    resolve,
    split_losses,
    take_losses,
    tie_breaker,
    winner_restores,
)
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.reinforcement import Corps


@dataclass
class Dice:
    script: list[int]
    rng: int = 1
    dice: list[int] = field(default_factory=list)


def test_crt_columns_and_lookups() -> None:
    # CRT-1: <6 is 0-5, >35 is 36 and more
    assert [crt_column(t) for t in (0, 5, 6, 10, 11, 15, 16, 20, 21, 25, 26, 30, 31, 35, 36, 60)] == [
        0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
    ]  # fmt: skip
    assert losses_inflicted(6, 5) == 1 and losses_inflicted(5, 5) == 0
    assert losses_inflicted(1, 21) == 1 and losses_inflicted(2, 36) == 2 and losses_inflicted(6, 36) == 3
    assert losses_inflicted(3, 11) == 1 and losses_inflicted(2, 15) == 0
    assert [tie_breaker(t) for t in (3, 8, 13, 18, 23, 28, 33, 40)] == list(range(8))


def test_command_limit_attacker_declares_first() -> None:
    # BT-2/BT-3: up to the leader's rank take part; all when they fit
    present = ["a", "b", "c", "d"]
    assert check_participants(4, present, present) is None
    assert check_participants(5, present, ["a", "b"]) == "all"
    assert check_participants(3, present, ["a", "b", "c"]) is None
    assert check_participants(3, present, present) == "rank"
    assert check_participants(3, present, ["a", "a"]) == "unknown"
    assert check_participants(3, present, ["z"]) == "unknown"


def test_strength_modifiers_home_and_sea() -> None:
    # BT-4/BT-5: the leader's own corps counts; home +1; straight after sea movement -2
    assert combat_total([4, 3, 3]) == 10
    assert combat_total([4, 3, 3], home=True) == 11  # 6-10 column becomes 11-15
    assert crt_column(combat_total([4, 3, 3], home=True)) == 2
    assert combat_total([4, 3, 3], after_sea=True) == 8
    assert combat_total([4, 3], home=True, after_sea=True) == 6


def test_no_two_battle_cards_of_a_kind() -> None:
    assert check_battle_cards(["a", "b"]) and not check_battle_cards(["a", "a"])  # BT-6


def test_more_losses_inflicted_wins_and_the_outright_loser_takes_one_more() -> None:
    # attacker 21-25 rolls 5 (2 losses), defender 11-15 rolls 3 (1 loss): attacker wins outright
    r = resolve(Dice([5, 3]), 22, 12)
    assert r.inflicted == (2, 1) and r.winner is Role.ATTACKER and r.tie_dice is None
    assert r.losses == (1, 3)  # BT-10: the defender lost without the tie-breaker, +1


def test_tie_is_rolled_again_with_tbm_and_nobody_takes_the_extra_loss() -> None:
    # both inflict 1; tie-break: attacker 2 + TBM 4 (21-25) = 6, defender 5 + TBM 1 (6-10) = 6
    r = resolve(Dice([2, 6, 2, 5]), 22, 8)
    assert r.inflicted == (1, 1) and r.tie_dice == (2, 5)
    assert r.winner is Role.DEFENDER  # a tie again: the defender wins (BT-9)
    assert r.losses == (1, 1)  # a tie-break loser takes no extra loss
    r = resolve(Dice([2, 6, 3, 5]), 22, 8)
    assert r.winner is Role.ATTACKER and r.losses == (1, 1)


def test_loss_split_permanent_first() -> None:
    # BT-11: half permanent, half temporary, the odd one permanent
    assert [split_losses(n) for n in range(6)] == [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2), (3, 2)]


def test_losses_removed_captured_reserves_and_survivors_reduced() -> None:
    # BT-11: 3 losses on five corps: 2 permanent, 1 temporary; the owner names the corps (reconstructed)
    assert loss_counts(3, 5) == (2, 1) and loss_counts(4, 1) == (1, 0) and loss_counts(5, 3) == (3, 0)
    loser = [Corps(f"l{i}", Side.COALITION) for i in range(5)]
    out = take_losses(loser, ["l1", "l3"], ["l4"], won=False)
    assert [c.id for c in out.removed] == ["l1", "l3"]  # BT-12: permanent, off the map
    assert [c.id for c in out.captured] == ["l4"] and out.reserves == ()  # BT-13: to the prisoner box
    assert [c.id for c in out.reduced] == ["l0", "l2"] and all(c.reduced for c in out.reduced)  # BT-14
    winner = [Corps(f"w{i}", Side.FRENCH) for i in range(3)]
    out = take_losses(winner, ["w2"], ["w0"], won=True)
    assert [c.id for c in out.removed] == ["w2"] and [c.id for c in out.reserves] == ["w0"]  # BT-13
    assert out.captured == () and [c.id for c in out.reduced] == ["w1"]


def test_the_winner_restores_one_reduced_corps_and_the_survivors_hold_the_area() -> None:
    corps = Corps("a", Side.FRENCH, reduced=True)
    assert winner_restores(corps) and not corps.reduced and not winner_restores(corps)  # BT-16
    assert area_holder(3, 4, Role.ATTACKER) is Role.DEFENDER  # survivors, non-participants too
    assert area_holder(2, 2, Role.ATTACKER) is Role.ATTACKER
