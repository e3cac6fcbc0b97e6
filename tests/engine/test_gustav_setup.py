"""Gustav, ゲーム準備: the secret and simultaneous army build (S-6, A-4, A-5) and card cull (S-7), the
draw pile stacked by its owner or shuffled (A-3), the reveal, alternate deployment in one's own
territory (S-8, T-5) and the first player by unit count (S-9, A-17).

IDs are those of ../shared/rules/003-tactical-hex.md. Imperial = Player A, Swedish = Player B.
"""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalActionError, is_visible
from engine.gustav.data.board import NEUTRAL_ROW, territory
from engine.gustav.data.cards import DECKS
from engine.gustav.data.units import BUDGET, COUNTERS, army_cost
from engine.gustav.state import GustavState
from tests.engine.test_gustav_helpers import (
    EN,
    GAME,
    IMP,
    SWE,
    act,
    deploy_anywhere,
    notations,
    prepare,
    public_lines,
)


def seen_by(s: GustavState, seat: str | None) -> object:
    """All that ``seat`` observes of the game: view, status, who acts and is asked what, its log."""
    acting = GAME.to_act(s)
    asked = [(GAME.prompt(s, x).key, GAME.prompt(s, x).forced) for x in acting]
    seen: list[object] = [
        GAME.view(s, seat),
        GAME.status(s).to_json(),
        acting,
        asked,
        [e for e in s.log if is_visible(e, seat)],
    ]
    if seat is not None:
        seen.append(
            [[a.notation(), a.label.to_json() if a.label else None] for a in GAME.prompt(s, seat).actions]
        )
    return json.loads(json.dumps(seen, default=str))


# --- S-6, A-4: the army ------------------------------------------------------------------------------


def test_the_hq_is_always_in_and_counts_toward_the_twelve_points() -> None:
    s = GAME.setup(1)
    assert GAME.to_act(s) == [IMP, SWE]  # both at once
    assert GAME.view(s, IMP)["own"]["army"] == ["hq"]
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-build" and not [n for n in notations(prompt) if "hq" in n]
    assert "army cavalry cavalry cavalry" in notations(prompt)  # 3 + 3 x 3 = 12
    assert "army pike cavalry cavalry cavalry" not in notations(prompt)
    with pytest.raises(IllegalActionError):
        act(s, IMP, "army pike cavalry cavalry cavalry")
    act(s, IMP, "army cavalry cavalry cavalry")
    assert army_cost(s.armies[IMP]) == BUDGET == 12


def test_an_army_has_no_more_counters_of_a_type_than_its_side_owns() -> None:
    s = GAME.setup(1)
    assert COUNTERS[SWE].counts["cavalry"] == 2
    assert "army cavalry cavalry" in notations(GAME.prompt(s, SWE))
    assert "army cavalry cavalry cavalry" not in notations(GAME.prompt(s, SWE))


def test_the_army_menu_offers_each_counter_and_makes_one_decision() -> None:
    """Issue 21: the menu's picks are the side's counters (the HQ aside); the units chosen make one
    ``army`` action, whatever they are."""
    s = GAME.setup(1)
    prompt = GAME.prompt(s, IMP)
    gather = prompt.gather
    assert gather is not None and gather.whole
    assert [p.args[0] for p in gather.picks] == ["pike"] * 4 + ["shot"] * 2 + ["cavalry"] * 3 + ["artillery"]
    army = gather.compose(gather.finish[0], [0, 1, 6])
    assert army.notation() == "army pike pike cavalry" and army in prompt.actions


# --- S-7: the cull --------------------------------------------------------------------------------


def test_exactly_two_cards_are_set_aside_and_never_come_back() -> None:
    s = GAME.setup(1)
    act(s, IMP, "army")
    prompt = GAME.prompt(s, IMP)
    assert prompt.key == "gustav-ask-cull" and "done" not in notations(prompt)
    assert len([n for n in notations(prompt) if n.startswith("cull")]) == 28  # every pair of 8 cards
    for one_or_three in ("cull tercio", "cull tercio tilly croats"):
        with pytest.raises(IllegalActionError):
            act(s, IMP, one_or_three)
    act(s, IMP, "back")
    act(s, IMP, "army pike")
    act(s, IMP, "cull tercio croats")
    assert s.culled[IMP] == ["tercio", "croats"]
    # a whole game later, neither card has been in a hand, a pile or a discard pile
    kept = [c for c in DECKS[IMP] if c not in ("tercio", "croats")]
    for card in kept[:-1]:
        act(s, IMP, f"next {card}")  # the last card goes in by itself
    act(s, IMP, "done")
    prepare(s, SWE)
    assert sorted(s.piles[IMP]) == sorted(c for c in DECKS[IMP] if c not in ("tercio", "croats"))


# --- secret and simultaneous ---------------------------------------------------------------------


def test_the_other_side_sees_nothing_of_a_build_cull_or_stack() -> None:
    games = [GAME.setup(1), GAME.setup(1)]
    plans = [
        (
            ("pike", "shot"),
            ("tercio", "tilly"),
            ("wallenstein", "croats", "pappenheim", "great_guns", "jesus_maria", "push_of_pike"),
        ),
        (
            ("cavalry", "artillery"),
            ("jesus_maria", "great_guns"),
            ("tercio", "tilly", "croats", "pappenheim", "push_of_pike", "wallenstein"),
        ),
    ]
    for s, (army, cull, stack) in zip(games, plans, strict=True):
        prepare(s, IMP, army, cull, stack)
    real, other = games
    assert real.armies[IMP] != other.armies[IMP] and real.culled[IMP] != other.culled[IMP]
    for seat in (SWE, None):
        assert seen_by(real, seat) == seen_by(other, seat)
    assert GAME.view(real, IMP)["own"] != GAME.view(other, IMP)["own"]
    assert "own" not in GAME.view(real, None) and real.units == {}  # nothing out until both are done


def test_every_click_reads_the_same_to_the_others() -> None:
    s = GAME.setup(1)
    assert {EN(a.public_form) for a in GAME.prompt(s, IMP).actions if a.public_form} == {
        "Imperial army is preparing."
    }
    step = act(s, IMP, "army pike")
    assert step.to_act == (IMP, SWE) and not step.handoff
    assert public_lines(step, SWE) == ["The Imperial army has raised its army."]


def test_a_build_and_a_cull_are_one_stored_action_whatever_they_hold() -> None:
    """Issue 21: the other side sees one action (one version move) for the army and one for the
    cull, whatever their size: no parity of the army, no count of the cards set aside."""
    seen = []
    for army, cull in ((("pike",), ("tercio", "tilly")), (("pike", "shot", "cavalry"), ("croats", "tilly"))):
        s = GAME.setup(1)
        steps = [s.step]
        act(s, IMP, " ".join(["army", *army]))
        steps.append(s.step)
        act(s, IMP, " ".join(["cull", *sorted(cull, key=DECKS[IMP].index)]))
        steps.append(s.step)
        assert steps == [0, 1, 2] and GAME.prompt(s, IMP).key == "gustav-ask-stack"
        seen.append(seen_by(s, SWE))
    assert seen[0] == seen[1]


def test_both_armies_are_revealed_together_once_both_are_ready() -> None:
    s = GAME.setup(1)
    prepare(s, IMP, ("pike", "pike"))
    assert GAME.to_act(s) == [SWE] and s.units == {}
    act(s, SWE, "army shot shot shot")
    act(s, SWE, f"cull {DECKS[SWE][0]} {DECKS[SWE][1]}")
    for card in DECKS[SWE][2:7]:
        act(s, SWE, f"next {card}")
    step = act(s, SWE, "done")
    assert s.disclosed and step.handoff
    assert public_lines(step) == [
        "The Swedish army has stacked its draw pile.",
        "The Imperial army takes the field: HQ, pike, and pike (3 units, 7 points).",
        "The Swedish army takes the field: HQ, shot, shot, and shot (4 units, 9 points).",
    ]
    kinds = sorted((u.side, u.kind) for u in s.units.values())
    assert kinds == sorted([(IMP, "hq"), (IMP, "pike"), (IMP, "pike"), (SWE, "hq"), *((SWE, "shot"),) * 3])
    assert s.culled[SWE] == list(DECKS[SWE][:2])  # never shown: not in any log line
    assert all("brigade" not in json.dumps(e) for e in s.log if is_visible(e, IMP))


# --- the first pile ---------------------------------------------------------------------------


def test_the_owner_stacks_its_pile_and_draws_in_that_order() -> None:
    s = GAME.setup(1)
    order = ("jesus_maria", "tercio", "croats", "great_guns", "pappenheim", "push_of_pike")
    prepare(s, IMP, cull=("wallenstein", "tilly"), stack=order)
    prepare(s, SWE)
    deploy_anywhere(s)
    assert s.hands[IMP] == list(order[:2]) and s.piles[IMP] == list(order[2:])
    assert GAME.view(s, IMP)["own"]["ordered"] and GAME.view(s, IMP)["own"]["pile"] == list(order[2:])
    assert GAME.view(s, SWE)["sides"][IMP]["pile_cards"] == []  # nobody else knows it


def test_with_the_shuffled_option_there_is_no_stacking_and_the_pile_is_dealt_by_the_seed() -> None:
    piles = []
    for seed in range(1, 6):
        s = GAME.setup(seed, options={"pile": "shuffled"})
        prepare(s, IMP)
        assert s.prep[IMP] == "ready"  # no stack step
        prepare(s, SWE)
        piles.append(tuple(s.piles[IMP]))
        assert not GAME.view(s, IMP)["own"]["ordered"]
    assert len(set(piles)) > 1


# --- S-8, T-5: deployment --------------------------------------------------------------------------


def test_deployment_alternates_from_player_a_in_own_territory_then_the_rest_in_a_row() -> None:
    s = GAME.setup(1)
    prepare(s, IMP, ("pike",))  # 2 units
    prepare(s, SWE, ("shot", "shot", "pike"))  # 4 units
    order = []
    while s.round == 0:
        seat = GAME.to_act(s)[0]
        prompt = GAME.prompt(s, seat)
        if prompt.key == "gustav-ask-deploy-unit":
            act(s, seat, prompt.actions[-1].notation())
            continue
        hexes = [str(a.args[0]) for a in prompt.actions if a.verb == "hex"]
        assert set(hexes) <= set(territory(seat)) and all(not h.endswith(str(NEUTRAL_ROW)) for h in hexes)
        act(s, seat, f"hex {hexes[-1]}")
        order.append(seat)
    assert order == [IMP, SWE, IMP, SWE, SWE, SWE]
    assert all(u.hex in territory(u.side) for u in s.units.values())


def test_a_hex_is_never_offered_twice() -> None:
    s = GAME.setup(1)
    prepare(s, IMP, ("pike",))
    prepare(s, SWE, ("pike",))
    act(s, IMP, "unit pike")
    act(s, IMP, "hex a1")
    act(s, SWE, "unit pike")
    act(s, SWE, "hex h7")
    assert "hex a1" not in notations(GAME.prompt(s, IMP))


# --- S-9, A-17: the first player ------------------------------------------------------------------


def test_the_side_with_more_units_goes_first() -> None:
    s = GAME.setup(1)
    prepare(s, IMP, ("pike",))
    prepare(s, SWE, ("shot", "shot", "pike"))
    deploy_anywhere(s)
    assert s.first == SWE and GAME.to_act(s) == [SWE]
    assert "The Swedish army has more units (4) and takes the first turn." in [EN.entry(e) for e in s.log]


def test_equal_numbers_are_settled_by_lot() -> None:
    firsts = set()
    for seed in range(1, 12):
        s = GAME.setup(seed)
        prepare(s, IMP)
        prepare(s, SWE)
        deploy_anywhere(s)
        firsts.add(s.first)
        assert any(e["msg"]["key"] == "gustav-log-first-lot" for e in s.log)
    assert firsts == {IMP, SWE}
