"""Every card event of p.17-19 (EVT-01..47), with its timing limits."""

from __future__ import annotations

import pytest

from engine.core import UndoPolicy
from engine.napoleon1815.battlefield import Role, current
from engine.napoleon1815.sequence import Stage
from engine.napoleon1815.state import Arrow, N1815State
from tests.engine.test_napoleon1815_helpers import (
    EN,
    GAME,
    act,
    apply,
    ask,
    blank,
    eliminated,
    empty_hands,
    give,
    labels,
    logged,
    new_game,
    notations,
    piece,
    put,
    stack_deck,
    start_operations,
    start_turn,
    status,
    take_losses,
    token,
    who,
)
from tests.engine.test_napoleon1815_helpers import operate as choose_operation
from tools.conformance import observation


def operate(s: N1815State, area: str, *blocks: str, kind: str = "move") -> list[str]:
    return choose_operation(s, area, *blocks, verb=kind)


def initiative(s: N1815State) -> None:
    start_turn(s, Stage.INITIATIVE)


def until(s: N1815State, wanted: str) -> list[str]:
    """Decline cards (or take the first choice) until an action labelled with ``wanted`` is offered."""
    logs: list[str] = []
    for _ in range(40):
        if any(wanted in label for label in labels(s)):
            return logs
        logs += act(s, "No card") if "No card" in labels(s) else act(s, labels(s)[0])
    raise AssertionError(f"{wanted!r} never offered")


def cards_counted(logs: list[str]) -> str:
    return next(text for text in logs if text.startswith("Battle cards"))


def battle_position(
    *french: str, allied: tuple[str, ...] = ("picton",), area: str = "quatre_bras"
) -> N1815State:
    s = blank()
    for b in french:
        put(s, b, area)
    for b in allied:
        put(s, b, area)
    put(s, "hill", "hal")
    return s


# --- battle events -------------------------------------------------------------------------------


@pytest.mark.parametrize(("flip", "ney_fatigue", "extra"), [(13, 2, 0), (33, 0, 1)])
def test_evt_01_red_haired_ney(flip: int, ney_fatigue: int, extra: int) -> None:
    """EVT-01: with Ney in the battle, France flips: 1-3 Ney takes 2 fatigue, 4-5 one more card."""
    s = battle_position("ney")
    give(s, "france", [10])
    stack_deck(s, "french", [flip])
    start_operations(s)
    operate(s, "quatre_bras", kind="attack")
    logs = act(s, "Red-haired Ney")
    assert piece(s, "ney").fatigue == ney_fatigue or "ney" in eliminated(s)
    assert cards_counted(logs).startswith(f"Battle cards: France {1 + extra},")


def test_evt_02_fighting_spirit_only_when_france_attacks() -> None:
    """EVT-02: an attacking French stack flips one more card (not offered to a French defender)."""
    s = battle_position("ney")
    give(s, "france", [11])
    start_operations(s)
    operate(s, "quatre_bras", kind="attack")
    assert cards_counted(act(s, "Fighting spirit")).startswith("Battle cards: France 2,")
    s2 = battle_position("ney")
    give(s2, "france", [11])
    start_operations(s2, first="allied")
    operate(s2, "quatre_bras", kind="attack")
    assert who(s2) == "france" and labels(s2) == ["No card"]  # France defends: not playable


def test_evt_03_cambronne_and_evt_21_orderly_retreat_stop_the_pursuit() -> None:
    """EVT-03 / EVT-21: a beaten stack is not pursued."""
    for card, seat_card in ((21, "Cambronne"), (22, "Orderly retreat")):
        s = battle_position("drouot", allied=("uxbridge",), area="frasnes")
        give(s, "france", [card])
        stack_deck(s, "french", [4, 13])  # 0+1 damage
        stack_deck(s, "allied", [41, 46, 47, 48, 49, 50])  # 3 damage ... pursuit cards follow
        start_operations(s, first="allied")
        operate(s, "frasnes", kind="attack")
        until(s, seat_card)
        act(s, seat_card)
        while "retreat road" in status(s) or "SP are lost" in status(s):
            act(s, labels(s)[0])
        assert not any("Pursuit" in line for line in logged(s)), seat_card


def test_evt_04_cavalry_charge() -> None:
    """EVT-04: one more card only, and the charging corps (owner's choice) takes 1 fatigue."""
    s = battle_position("ney", "grouchy")
    give(s, "france", [17])
    start_operations(s)
    operate(s, "quatre_bras", "ney", "grouchy", kind="attack")
    act(s, "Cavalry charge")
    assert sorted(label.split(" at ")[0] for label in labels(s)) == ["Grouchy", "Ney"]
    act(s, "Grouchy")
    assert piece(s, "grouchy").fatigue == 1 and current(s).plus_att == 1


def test_evt_10_rear_guard() -> None:
    """EVT-10: a lone defending Allied corps retreats 2 roads, loses 1 SP and takes 1 fatigue; no pursuit."""
    s = battle_position("ney", allied=("perponcher",))
    give(s, "allies", [47])
    start_operations(s)
    operate(s, "quatre_bras", kind="attack")
    act(s, "Rear guard")
    assert who(s) == "allies" and ask(s) == "napoleon1815-ask-lose-sp"  # the owner chooses the SP
    act(s, "Perponcher loses an infantry SP")
    act(s, "Genappe")
    act(s, labels(s)[0])
    p = piece(s, "perponcher")
    assert p.area not in ("quatre_bras", "genappe") and p.sp == 2 and p.fatigue == 1 and s.vp == 9
    assert piece(s, "ney").spent and p.spent


def test_evt_11_imperial_guard() -> None:
    """EVT-11: +1 card with Drouot; if France loses, each French corps takes 1 more fatigue."""
    s = battle_position("drouot")
    give(s, "france", [12])
    stack_deck(s, "french", [4, 5, 9, 22])  # 0 damage, 1 fatigue
    stack_deck(s, "allied", [41])  # 1 damage, 1 fatigue
    start_operations(s)
    operate(s, "quatre_bras", kind="attack")
    logs = act(s, "Imperial Guard")
    assert cards_counted(logs).startswith("Battle cards: France 4,")  # 2 + 1 (Drouot) + 1 (event)
    assert "The Allies win the battle" in logs
    act(s, "Drouot loses an infantry SP")
    assert piece(s, "drouot").fatigue == 1 + 1


def test_evt_12_emperors_ill_health() -> None:
    """EVT-12: this turn Napoleon gives no MP, battle card or fatigue bonus."""
    from engine.napoleon1815 import movement

    s = battle_position("napoleon", "vandamme")
    b_before = None
    s.effects.append("emperors_ill_health")
    assert movement.mp_for(s, [token(s, "napoleon"), token(s, "vandamme")], 3) == 3
    from engine.napoleon1815.combat import battle_frame

    b_before = battle_frame(s, "quatre_bras", "french", [token(s, "napoleon"), token(s, "vandamme")], False)
    assert b_before.count_cards(s, Role.ATT) == 2  # Vandamme 5 SP, no +1 for Napoleon


def test_evt_14_valour_and_evt_46_red_line() -> None:
    """EVT-14: Valour cancels the defender's forest card; EVT-46: Red line +1 with Picton defending."""
    s = battle_position("ney", allied=("picton",), area="bois_de_bossu")
    give(s, "france", [13])
    give(s, "allies", [49])
    start_operations(s)
    operate(s, "bois_de_bossu", kind="attack")
    act(s, "Valour")
    logs = act(s, "Red line")
    assert cards_counted(logs).endswith("the Allies 2")  # Picton 1, forest cancelled, Red line +1


def test_evt_19_hold_at_all_costs() -> None:
    """EVT-19: the beaten Allied stack loses 1 more SP but takes 3 less fatigue and may stay."""
    s = battle_position("drouot", allied=("hill",))
    give(s, "allies", [54])
    stack_deck(s, "french", [11, 17, 5])  # 2 damage, 2 fatigue
    stack_deck(s, "allied", [38])  # 0 damage
    start_operations(s)
    operate(s, "quatre_bras", kind="attack")
    until(s, "Hold at all costs")
    act(s, "Hold at all costs")
    take_losses(s)
    act(s, "Stay")
    p = piece(s, "hill")
    assert p.sp == 4 - 2 - 1 and p.fatigue == 0 and p.area == "quatre_bras"


def test_evt_20_rapid_deployment() -> None:
    """EVT-20: a French move-attack keeps its card."""
    s = battle_position(allied=("picton",))
    put(s, "vandamme", "frasnes")
    give(s, "france", [14])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "frasnes")
    apply(s, "road", "quatre_bras")
    act(s, "attack")
    assert cards_counted(act(s, "Rapid deployment")).startswith("Battle cards: France 2,")


def test_evt_27_grand_battery() -> None:
    """EVT-27: with 3+ French corps: each takes 1 fatigue at once; the Allies lose 1 more SP at the end."""
    s = battle_position("vandamme", "lobau", "gerard", allied=("hill",))
    give(s, "france", [15])
    stack_deck(s, "french", [4, 5, 6, 7, 9])
    stack_deck(s, "allied", [38, 43, 44])
    start_operations(s)
    operate(s, "quatre_bras", "vandamme", "lobau", "gerard", kind="attack")
    act(s, "Grand battery")
    assert all(piece(s, b).fatigue == 1 for b in ("vandamme", "lobau", "gerard"))
    logs: list[str] = []
    while GAME.result(s) is None and ask(s) != "napoleon1815-ask-operate":
        logs += act(s, notations(s)[0])
    lost = [line for line in logs if line.startswith("Hill loses")]
    assert (
        sum(int(line.split()[2]) + int(line.split()[5]) for line in lost) >= 1 + 1
    )  # 1 damage, +1 at the end


def test_evt_39_square() -> None:
    """EVT-39: the Allies take 2 less fatigue if the French stack had cavalry at the start."""
    s = battle_position("drouot", allied=("hill",))
    give(s, "allies", [48])
    stack_deck(s, "french", [13, 16, 18])  # 3 cards? Drouot 2 + 1: 1+0+0 damage, 2+2+2 fatigue
    stack_deck(s, "allied", [38])
    start_operations(s)
    operate(s, "quatre_bras", kind="attack")
    act(s, "Square")
    assert piece(s, "hill").fatigue == 6 - 2


def test_evt_40_sound_of_the_guns() -> None:
    """EVT-40: a corps (with its commander if wanted) from a free area one road away joins the battle."""
    s = battle_position("ney")
    put(s, "perponcher", "genappe")
    put(s, "wellington", "genappe")
    put(s, "brunswick", "genappe")
    give(s, "allies", [52])
    start_operations(s)
    operate(s, "quatre_bras", kind="attack")
    act(s, "Sound of the guns")
    act(s, "Perponcher")
    logs = act(s, "With Wellington")
    assert "Sound of the guns: the Allies bring Perponcher and Wellington into the battle" in logs
    assert cards_counted(logs).endswith("the Allies 3")  # Picton 1, Perponcher 1, Wellington +1


def test_evt_18_skirmish_line_and_evt_42_ambush() -> None:
    """EVT-18 / EVT-42: a stack of the victim's side takes 1 fatigue, its owner choosing."""
    s = battle_position("ney", "reille")
    give(s, "allies", [50])
    start_operations(s)
    operate(s, "quatre_bras", "ney", kind="attack")
    act(s, "Ambush")
    assert who(s) == "france" and sorted(label.split(" at ")[0] for label in labels(s)) == ["Ney", "Reille"]
    act(s, "Reille")
    assert piece(s, "reille").fatigue == 1


def test_evt_32_panic() -> None:
    """EVT-32: a beaten French stack retreats one road more and takes 2 fatigue."""
    s = battle_position("reille", allied=("hill", "picton"))
    give(s, "allies", [55])
    stack_deck(s, "french", [4, 5])
    stack_deck(s, "allied", [41, 46, 37])
    start_operations(s, first="allied")
    operate(s, "quatre_bras", "hill", "picton", kind="attack")
    while "Panic" not in " ".join(labels(s)):
        act(s, labels(s)[0])
    before = piece(s, "reille").fatigue
    act(s, "Panic")
    where = piece(s, "reille").area
    act(s, labels(s)[0])
    assert piece(s, "reille").area != where
    assert piece(s, "reille").fatigue >= before + 2


# --- movement events -------------------------------------------------------------------------------


def move_position() -> N1815State:
    s = blank()
    put(s, "vandamme", "fleurus")
    put(s, "lobau", "fleurus")
    put(s, "picton", "nivelles")
    put(s, "hill", "hal")
    return s


def test_evt_05_forced_march_moves_one_road_even_without_mp() -> None:
    """EVT-05 / A-25: +1 MP, and the stack can always move one road, across a destroyed bridge too."""
    s = blank()
    put(s, "vandamme", "quatre_bras")
    put(s, "lobau", "quatre_bras")
    put(s, "gerard", "quatre_bras")
    put(s, "picton", "nivelles")
    s.broken_bridges = ["genappe|quatre_bras"]
    give(s, "france", [29])
    stack_deck(s, "french", [13])  # 1 - 2 = -1 MP
    start_operations(s)
    operate(s, "quatre_bras", "vandamme", "lobau", "gerard")
    assert not any(label.startswith("March") for label in labels(s))
    act(s, "Forced march")
    assert "March to Genappe (3 MP)" in labels(s)
    apply(s, "road", "genappe")
    assert piece(s, "vandamme").area == "genappe"


def test_evt_31_road_blocked_and_forced_march_still_one_road() -> None:
    """EVT-31: right after the MP flip the stack loses 1 MP; with Forced march it still moves one road."""
    s = move_position()
    give(s, "allies", [62])
    give(s, "france", [28])
    stack_deck(s, "french", [13])  # 1 - 1 = 0 MP
    start_operations(s)
    operate(s, "fleurus", "vandamme", "lobau")
    act(s, "No card")  # before the flip
    act(s, "Road blocked")
    act(s, "Forced march")
    assert GAME.view(s, "france")["mp_left"] == 0
    assert any(label.startswith("March") for label in labels(s))


def test_evt_06_bridge_demolition() -> None:
    """EVT-06: an Allied stack in a free area spends 1 MP to destroy a bridge on one of its roads, even
    with no MP (then it is spent); Genappe-Quatre-Bras then costs 3 MP."""
    s = blank()
    put(s, "picton", "genappe")
    put(s, "ney", "frasnes")
    give(s, "allies", [65])
    stack_deck(s, "allied", [48])  # 4 MP
    start_operations(s, first="allied")
    operate(s, "genappe")
    act(s, "Bridge demolition")
    assert s.broken_bridges == ["genappe|quatre_bras"]
    assert GAME.view(s, "allies")["mp_left"] == 3
    assert "March to Quatre-Bras (3 MP)" in labels(s)


def test_evt_07_grouchy_flips_again() -> None:
    """EVT-07: after the MP flip for a stack with Grouchy, discard it and flip again."""
    s = blank()
    put(s, "grouchy", "fleurus")
    put(s, "picton", "nivelles")
    give(s, "france", [23])
    stack_deck(s, "french", [13, 15])  # 1, then 5
    start_operations(s)
    operate(s, "fleurus")
    assert GAME.view(s, "france")["mp_left"] == 2
    act(s, "Grouchy")
    assert GAME.view(s, "france")["mp_left"] == 6


def test_evt_08_light_cavalry() -> None:
    """EVT-08: one card of the enemy hand, at random, is discarded; its owner is told which."""
    s = move_position()
    give(s, "france", [30])
    give(s, "allies", [41, 44])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "fleurus", "vandamme")
    act(s, "No card")
    act(s, "No card")
    act(s, "Light cavalry")
    logs = act(s, "No card")  # the Allies could have cancelled it with Counter-order
    assert len(s.hands["allies"]) == 1 and "Light cavalry: the Allies discard a card at random" in logs


def test_evt_09_rain_tires_activated_stacks_but_not_defenders() -> None:
    """EVT-09 / A-13: every activated stack takes 1 fatigue (its owner chooses the corps); not defenders."""
    s = move_position()
    put(s, "ney", "nivelles")
    s.effects.append("rain")
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "fleurus", "vandamme", "lobau")
    act(s, "Lobau")
    assert piece(s, "lobau").fatigue == 1 and GAME.view(s, "france")["mp_left"] == 4 - 1 - 1


def test_evt_13_vive_lempereur() -> None:
    """EVT-13: each corps with Napoleon loses 1 fatigue."""
    s = blank()
    put(s, "napoleon", "fleurus")
    put(s, "vandamme", "fleurus", fat=3)
    put(s, "lobau", "fleurus", fat=0)
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    give(s, "france", [24])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "frasnes")
    act(s, "Vive l'Empereur")
    assert piece(s, "vandamme").fatigue == 2 and piece(s, "lobau").fatigue == 0


def test_evt_15_insubordination_conscript_and_grognard() -> None:
    """EVT-15: Conscript, a one-corps French stack without Drouot or Napoleon becomes spent; Grognard,
    any French block: Drouot is revealed and stays active, a scout is removed."""
    s = move_position()
    put(s, "ney", "frasnes")
    put(s, "drouot", "ligny")
    give(s, "allies", [57])
    start_operations(s)
    operate(s, "fleurus", "vandamme")
    assert who(s) == "allies"
    act(s, "Insubordination")
    assert labels(s) == ["Ney at Frasnes"]
    act(s, "Ney")
    assert piece(s, "ney").spent
    g = blank(rules="grognard")
    put(g, "vandamme", "fleurus")
    put(g, "drouot", "ligny")
    put(g, "french_scout_1", "ligny")
    put(g, "picton", "nivelles")
    give(g, "allies", [57])
    start_operations(g)
    operate(g, "fleurus")
    act(g, "Insubordination")
    assert all(label.startswith("the French block f") for label in labels(g))  # tokens, no names
    logs = apply(g, "refuse", token(g, "drouot"))
    assert any("the block is Drouot: it is revealed and not spent" in t for t in logs)
    assert not piece(g, "drouot").spent


def test_evt_16_confusion() -> None:
    """EVT-16: after 3+ roads, entering a free area, the enemy stops the stack and it is spent."""
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "picton", "bruxelles")
    give(s, "allies", [59])
    stack_deck(s, "french", [15])  # 5 + 1
    start_operations(s)
    operate(s, "frasnes")
    act(s, "No card")
    act(s, "No card")
    for area in ("gosselies", "fleurus"):
        apply(s, "road", area)
    apply(s, "road", "ligny")
    act(s, "Confusion")
    assert piece(s, "ney").area == "ligny" and piece(s, "ney").spent


def test_evt_17_last_effort() -> None:
    """EVT-17: before the French MP flip a spent Allied stack moves one road, 2 fatigue per corps; along
    the French arrow the French stack takes 2 fatigue."""
    s = blank()
    put(s, "ney", "quatre_bras")
    put(s, "perponcher", "quatre_bras")
    s.arrows["quatre_bras"] = Arrow("french", "marbais")
    put(s, "picton", "marbais", spent=True)
    put(s, "vandamme", "fleurus")
    give(s, "allies", [58])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "fleurus")
    act(s, "Last effort")
    act(s, "Move the stack at Marbais")
    act(s, "Add Picton")
    act(s, "go")
    act(s, "Move it to Quatre-Bras")
    assert piece(s, "picton").area == "quatre_bras" and piece(s, "picton").fatigue == 2
    assert piece(s, "ney").fatigue == 2


def test_evt_25_organisational_superiority() -> None:
    """EVT-25: a French stack entering another, non-engaged, French stack's area may keep moving."""
    s = move_position()
    put(s, "ney", "ligny")
    give(s, "france", [26])
    stack_deck(s, "french", [15])
    start_operations(s)
    operate(s, "ligny")
    apply(s, "road", "fleurus")
    assert ask(s) == "napoleon1815-ask-move" and "March to Charleroi (1 MP)" not in labels(s)
    act(s, "Organisational superiority")
    assert "March to Charleroi (1 MP)" in labels(s)


def test_evt_26_reaction_move() -> None:
    """EVT-26: before the enemy's MP flip, one friendly stack moves from a free area to a free one."""
    s = move_position()
    give(s, "allies", [60])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "fleurus", "vandamme")
    act(s, "Reaction move")
    act(s, "Move the stack at Nivelles")
    act(s, "Add Picton")
    act(s, "go")
    act(s, "Move it to Braine-le-Comte")
    assert piece(s, "picton").area == "braine_le_comte"


def _reaction_move_beside(block: str) -> N1815State:
    """Grognard: Picton at Nivelles may react toward Genappe, where one hidden French block stands."""
    s = blank(rules="grognard")
    put(s, "vandamme", "fleurus")
    put(s, "picton", "nivelles")
    put(s, block, "genappe")
    give(s, "allies", [60])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "fleurus", "vandamme")
    act(s, "Reaction move")
    act(s, "Move the stack at Nivelles")
    act(s, "Add Picton")
    act(s, "go")
    return s


def test_evt_26_reaction_move_toward_a_hidden_block_asks_the_same() -> None:
    """EVT-26 with GRG-1: the Allies cannot tell a French scout from a corps, so Genappe is offered
    either way; a scout there is destroyed (GRG-6), corps bar the way in everyone's sight (as A-21)
    and the Allies choose again."""
    corps, scout = _reaction_move_beside("ney"), _reaction_move_beside("french_scout_1")
    for seat in (None, "allies"):
        assert observation(GAME, corps, seat, pictures=False) == observation(
            GAME, scout, seat, pictures=False
        )
    act(scout, "Move it to Genappe")
    assert piece(scout, "picton").area == "genappe" and "french_scout_1" in eliminated(scout)
    act(corps, "Move it to Genappe")
    assert corps.disclosed and "Reaction move: enemy corps bar the way to Genappe" in logged(corps)
    assert piece(corps, "picton").area == "nivelles" and ask(corps) == "napoleon1815-ask-one-road"
    assert "Move it to Genappe" not in labels(corps)


def test_evt_30_allied_cooperation() -> None:
    """EVT-30: one Allied stack mixing Anglo-Dutch and Prussian corps may operate."""
    s = blank()
    put(s, "picton", "nivelles")
    put(s, "zieten", "nivelles")
    put(s, "ney", "frasnes")
    give(s, "allies", [69])
    start_operations(s, first="allied")
    act(s, "operate nivelles")
    act(s, "Allied cooperation")
    act(s, f"add {token(s, 'picton')}")
    act(s, f"add {token(s, 'zieten')}")
    assert "Move this stack (flip a card for its MP)" in labels(s)


def test_evt_33_fatigue_has_no_effect_on_scouts() -> None:
    """EVT-33: the moving stack takes 1 more fatigue (tested in MOV-7 D); scouts take none."""
    s = blank(rules="grognard")
    put(s, "french_scout_1", "fleurus")
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    give(s, "allies", [61])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "fleurus")
    act(s, "No card")
    act(s, "No card")
    apply(s, "road", "ligny")
    act(s, "stop")
    assert piece(s, "french_scout_1").area == "ligny"


def test_evt_37_defend_brussels() -> None:
    """EVT-37: an Allied stack ending closer to Bruxelles gets 1 more MP."""
    s = blank()
    put(s, "picton", "genappe")
    put(s, "ney", "frasnes")
    s.effects.append("defend_brussels")
    stack_deck(s, "allied", [66])  # 1 MP
    start_operations(s, first="allied")
    operate(s, "genappe")
    apply(s, "road", "la_belle_alliance")
    assert "March to La Haye Sainte (1 MP)" in labels(s)  # closer to Bruxelles: the bonus point
    assert "March to Plancenoit (1 MP)" not in labels(s)


def test_evt_41_supply() -> None:
    """EVT-41: remove 2 fatigue from the corps of one Allied stack."""
    s = blank()
    put(s, "picton", "nivelles", fat=1)
    put(s, "alten", "nivelles", fat=3)
    put(s, "ney", "frasnes")
    give(s, "allies", [68])
    stack_deck(s, "allied", [48])
    start_operations(s, first="allied")
    operate(s, "nivelles", "picton")
    act(s, "Supply")
    assert labels(s) == [
        "Picton at Nivelles: 1 fatigue off",
        "Alten at Nivelles: 2 fatigue off",
        "Picton and Alten at Nivelles: 1 fatigue off each",
    ]
    act(s, "Picton and Alten at Nivelles: 1 fatigue off each")
    assert (piece(s, "picton").fatigue, piece(s, "alten").fatigue) == (0, 2)


def test_evt_43_counter_order_cancels_a_move_event() -> None:
    """EVT-43: right after the enemy plays an event, cancel it (here Forced march)."""
    s = move_position()
    give(s, "france", [28])
    give(s, "allies", [63])
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "fleurus", "vandamme")
    act(s, "No card")
    act(s, "No card")
    act(s, "Forced march")
    logs = act(s, "Counter-order")
    assert "Counter-order: Forced march is cancelled" in logs
    assert GAME.view(s, "france")["mp_left"] == 4


def test_evt_47_combined_operation() -> None:
    """EVT-47: at the end of a French operation, France at once performs another with another stack."""
    s = move_position()
    put(s, "ney", "frasnes")
    give(s, "france", [27])
    stack_deck(s, "french", [33, 33 - 5])
    start_operations(s)
    operate(s, "fleurus", "vandamme")
    act(s, "stop")
    act(s, "Combined operation")
    assert who(s) == "france" and "choose an operation" in status(s)
    assert "Pass for the rest of this Operations Phase" not in labels(s)


# --- blue and red events ------------------------------------------------------------------------


def test_evt_22_foresight() -> None:
    """EVT-22: take any non-red card of your deck into your hand, unseen, then shuffle the deck."""
    s = blank()
    give(s, "france", [9])
    initiative(s)
    act(s, "Foresight")
    act(s, "blue cards")
    act(s, "Lamarque (7)")
    assert 7 in s.hands["france"] and s.undo is UndoPolicy.CONSENT  # the deck was shuffled


def test_evt_23_general_advance() -> None:
    """EVT-23 / A-21: French stacks move with 3 MP without a flip, and may not enter Allied-held areas."""
    s = move_position()
    s.effects.append("general_advance")
    start_operations(s)
    operate(s, "fleurus", "vandamme")
    assert GAME.view(s, "france")["mp_left"] == 3 and GAME.view(s, None)["operation"]["card"] is None
    apply(s, "road", "gosselies")
    # Issue 8 §8: a road into an area with visible Allied corps is not offered at all.
    assert "March to Nivelles (1 MP)" not in labels(s) and "March to Frasnes (1 MP)" in labels(s)
    assert piece(s, "vandamme").area == "gosselies"


def test_evt_24_reinforcement_and_evt_38_frederick() -> None:
    """EVT-24: +1 infantry SP to an Allied corps, no VP; EVT-38: Frederick enters at Alost, then his card
    acts as a Reinforcement."""
    s = blank()
    put(s, "picton", "nivelles", inf=2)
    put(s, "ney", "frasnes")
    give(s, "allies", [41, 45])
    initiative(s)
    act(s, "Reinforcement")
    act(s, "Picton")
    assert piece(s, "picton").infantry == 3 and s.vp == 10
    start_turn(s, Stage.INITIATIVE)
    act(s, "Frederick")
    assert piece(s, "frederick").area == "alost" and not piece(s, "frederick").spent


def test_evt_29_reconnaissance_and_evt_35_aide_de_camp() -> None:
    """EVT-29: France looks at the Allied hand; EVT-35 (2P): the Allies look at the French hand."""
    s = blank()
    give(s, "france", [6, 11])
    give(s, "allies", [43, 48])
    initiative(s)
    act(s, "Reconnaissance")
    seen = [EN.entry(e) for e in s.log if e["to"] == "france"]
    assert seen and "Square (48)" in seen[0]
    act(s, "Aide-de-camp")
    seen = [EN.entry(e) for e in s.log if e["to"] == "allies"]
    assert seen and "Fighting spirit (11)" in seen[0]


def test_evt_34_inertia() -> None:
    """EVT-34: the drawing player chooses one of its areas with corps; everything there becomes spent."""
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "reille", "frasnes")
    put(s, "vandamme", "fleurus")
    put(s, "picton", "nivelles")
    stack_deck(s, "french", [3, 11, 12])
    stack_deck(s, "allied", [48, 49, 50])
    start_turn(s)
    assert who(s) == "france" and "Inertia" in status(s)
    act(s, "Frasnes")
    assert piece(s, "ney").spent and piece(s, "reille").spent and not piece(s, "vandamme").spent


def test_evt_36_delayed_troops() -> None:
    """EVT-36: a Prussian reinforcement of the Allies' choice comes a turn late; with none left the
    Allies play no recovery card this turn."""
    s = new_game(scenario="waterloo")
    empty_hands(s)
    stack_deck(s, "french", [11, 12, 13])
    stack_deck(s, "allied", [39, 48, 49])
    start_turn(s)
    act(s, "Delay Bülow")
    turns = {b[0]: t for t, group, _ in s.arrivals for b in group}
    assert turns["bulow"] == 3 and turns["blucher"] == 3  # Blücher may not arrive alone
    s2 = blank()
    put(s2, "ney", "frasnes")
    put(s2, "picton", "nivelles")
    stack_deck(s2, "french", [11, 12, 13])
    stack_deck(s2, "allied", [39, 48, 49])
    start_turn(s2)
    assert "no_allied_recovery" in s2.effects


def test_evt_44_reserve() -> None:
    """EVT-44: draw 2 cards; a red card drawn so is discarded without effect."""
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    give(s, "france", [8])
    stack_deck(s, "french", [1, 11])
    initiative(s)
    logs = act(s, "Reserve")
    assert s.hands["france"] == [11] and 1 in s.discards["french"] and "rain" not in s.effects
    assert any("discards the red card Rain (1)" in t for t in logs)


def test_evt_45_lamarque() -> None:
    """EVT-45: Lamarque enters active in a town of France or at Maubeuge; once in play the card adds 1
    infantry SP to a French corps other than Drouot."""
    s = blank()
    put(s, "drouot", "fleurus", inf=3)
    put(s, "vandamme", "fleurus", inf=3)
    put(s, "picton", "beaumont")
    give(s, "france", [7])
    initiative(s)
    act(s, "Lamarque")
    assert labels(s) == ["Lamarque enters at Maubeuge", "Lamarque enters at Philippeville"]
    act(s, "Maubeuge")
    assert piece(s, "lamarque").area == "maubeuge"
    give(s, "france", [7])
    start_turn(s, Stage.INITIATIVE)
    act(s, "Lamarque")
    assert not any("Drouot" in label for label in labels(s))
    act(s, "Vandamme")
    assert piece(s, "vandamme").infantry == 4
