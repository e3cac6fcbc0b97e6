"""Secrets that leaked through counts and next questions (issue 21 §1). Each test builds twin
positions that differ only in one fact some seats cannot see (one SP, whether a block is a scout or
a corps, where a commander stands) and checks that those seats observe the same thing at every step
(views, status, who is asked what, the log they may read), or that the rules' own revealing step is
marked disclosed, as contact with an enemy stack is."""

from __future__ import annotations

from collections.abc import Callable

from engine.napoleon1815.battlefield import Hit
from engine.napoleon1815.battlefield import Stage as BattleStage
from engine.napoleon1815.combat import Battle
from engine.napoleon1815.retreat import retreat_frame
from engine.napoleon1815.state import N1815State
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    ask,
    blank,
    give,
    labels,
    logged,
    piece,
    push_frames,
    put,
    start_operations,
    who,
)
from tools.conformance import observation


def alike(a: N1815State, b: N1815State, *seats: str | None) -> bool:
    """The seats (and the channel) observe the same in both states."""
    return all(
        observation(GAME, a, seat, pictures=False) == observation(GAME, b, seat, pictures=False)
        for seat in (None, *seats)
    )


def both(twins: tuple[N1815State, N1815State], text: str) -> None:
    for s in twins:
        act(s, text)


def twins(build: Callable[[bool], N1815State]) -> tuple[N1815State, N1815State]:
    return build(True), build(False)


# --- CMB-3: a called-off attack shows the attacker's count only ------------------------------


def _called_off(strong: bool) -> N1815State:
    """Lobau (5 fatigue: 1 - 1 = 0 cards) attacks Zieten in a forest; Zieten has 5 SP (2 cards) or 4
    (1 card), the other SP being Pirch's at Wavre: only the Allies know which."""
    s = blank()
    put(s, "lobau", "bois_de_bossu", fat=5)
    put(s, "zieten", "bois_de_bossu", inf=4 if strong else 3, cav=1)
    put(s, "pirch", "wavre", inf=5 if strong else 6)
    start_operations(s)
    act(s, "operate bois_de_bossu")
    act(s, "Add Lobau")
    return s


def test_cmb_3_a_called_off_attack_does_not_count_the_defenders_cards() -> None:
    """CMB-3 / A-8: the attack is called off on the attacker's count alone; the defender's count (from
    SP and fatigue behind the Allied screen) is never turned, so France and the channel read the same
    whatever the Allied SP."""
    pair = twins(_called_off)
    both(pair, "attack")
    for s in pair:
        assert "The attacker has no battle card: the attack is called off" in logged(s)
        assert not any(line.startswith("Battle cards") for line in logged(s))
        assert s.disclosed  # the call-off itself shows the attacker's count (0 or less) to everyone
    assert alike(*pair, "france")


def test_cmb_3_a_fought_battle_discloses_both_counts() -> None:
    """CMB-3/4: once the battle goes on, both counts are turned (cards or dice) for all to see."""
    s = blank(combat="dice")
    put(s, "reille", "bois_de_bossu")
    put(s, "zieten", "bois_de_bossu")
    start_operations(s)
    act(s, "operate bois_de_bossu")
    act(s, "Add Reille")
    logs = act(s, "attack")
    assert "Battle cards: France 2, the Allies 3" in logs and s.disclosed


# --- EVT-40 Sound of the guns: the commander question is asked whatever stands there ---------------


def _guns(chief: bool) -> N1815State:
    """Grognard: Ney attacks Picton at Quatre-Bras; France plays Sound of the guns for Vandamme at
    Frasnes, beside whom stand Gérard and Napoleon or (hidden from the Allies) another corps, Reille."""
    s = blank(rules="grognard")
    put(s, "ney", "quatre_bras")
    put(s, "picton", "quatre_bras")
    put(s, "vandamme", "frasnes")
    put(s, "gerard", "frasnes")
    put(s, "napoleon" if chief else "reille", "frasnes")
    give(s, "france", [19])
    start_operations(s)
    act(s, "operate quatre_bras")
    act(s, "Add Ney")
    act(s, "attack")
    act(s, "Sound of the guns")
    return s


def test_evt_40_sound_of_the_guns_asks_for_a_commander_whatever_stands_there() -> None:
    """EVT-40 with GRG-1: "a commander stacked with the corps may come too"; the Allies cannot see
    whether one stands beside Vandamme, so France is asked either way (with none, its one answer is
    that the corps comes alone) and the Allies see the same question and the same answer."""
    pair = twins(_guns)
    assert alike(*pair, "allies")
    both(pair, "Vandamme")
    assert alike(*pair, "allies")
    assert all(ask(s) == "napoleon1815-ask-guns" and who(s) == "france" for s in pair)
    chief, lone = pair
    assert labels(chief) == ["With Napoleon", "Without the commander"]
    assert labels(lone) == ["The corps comes alone"]
    both(pair, "chief no")
    assert alike(*pair, "allies")
    assert all(piece(s, "vandamme").area == "quatre_bras" for s in pair)
    assert piece(chief, "napoleon").area == "frasnes"


def test_evt_40_a_commander_who_would_be_left_alone_comes_with_the_corps() -> None:
    """TRM-3: a commander is never left without a corps; with Vandamme gone Napoleon must come."""
    s = blank(rules="grognard")
    put(s, "ney", "quatre_bras")
    put(s, "picton", "quatre_bras")
    put(s, "vandamme", "frasnes")
    put(s, "napoleon", "frasnes")
    give(s, "france", [19])
    start_operations(s)
    act(s, "operate quatre_bras")
    act(s, "Add Ney")
    act(s, "attack")
    act(s, "Sound of the guns")
    act(s, "Vandamme")
    assert labels(s) == ["With Napoleon"]
    logs = act(s, "chief yes")
    assert "Sound of the guns: France brings Vandamme and Napoleon into the battle" in logs


# --- CMB-8 with GRG-9: a retreat going on past one's own scout shows it is a scout ------------------


def _retreat(scout: bool) -> N1815State:
    """Grognard: Zieten retreats 2 roads from Wavre; at Limal stands one hidden Prussian block,
    a scout (which never stops a friendly retreat, GRG-9) or Pirch (a friendly stack: it stops)."""
    s = blank(rules="grognard")
    zieten = put(s, "zieten", "wavre")
    put(s, "prussian_scout_1" if scout else "pirch", "limal")
    put(s, "vandamme", "namur")
    push_frames(s, retreat_frame(s, [zieten], "allied", 2))
    return s


def test_cmb_8_a_retreat_into_hidden_friendly_blocks_is_disclosed() -> None:
    """CMB-8: a retreat stops in an area with friendly corps, and not for one's own scouts (GRG-9):
    France sees which, as a stack entering enemy blocks shows everyone whether they are corps (GRG-7).
    The step is marked disclosed (undone only with consent; the conformance pairs end there)."""
    pair = twins(_retreat)
    assert alike(*pair, "france")
    assert all(ask(s) == "napoleon1815-ask-retreat" for s in pair)
    both(pair, "retreat limal")
    scout, corps = pair
    assert scout.disclosed and corps.disclosed
    assert ask(scout) == "napoleon1815-ask-retreat" and piece(scout, "zieten").area == "limal"
    assert piece(corps, "zieten").area == "limal" and ask(corps) != "napoleon1815-ask-retreat"


def test_cmb_8_a_retreat_among_public_blocks_discloses_nothing() -> None:
    """With the Conscript rules every block is known: entering Pirch's area shows nothing new."""
    s = blank()
    zieten = put(s, "zieten", "wavre")
    put(s, "pirch", "limal")
    put(s, "vandamme", "namur")
    push_frames(s, retreat_frame(s, [zieten], "allied", 2))
    act(s, "retreat limal")
    assert not s.disclosed and piece(s, "zieten").area == "limal"


# --- EVT-17 / EVT-26: the player chooses the blocks of the stack that goes -------------------------


def _reaction(scout: bool) -> N1815State:
    """Grognard: Vandamme's operation starts; the Allies react with the stack at Nivelles: Picton,
    Perponcher, Hill and a fourth hidden block, Alten or a scout (which never moves with corps)."""
    s = blank(rules="grognard")
    put(s, "vandamme", "fleurus")
    for block in ("picton", "perponcher", "hill", "anglo_dutch_scout_1" if scout else "alten"):
        put(s, block, "nivelles")
    give(s, "allies", [60])
    start_operations(s)
    act(s, "operate fleurus")
    act(s, "Add Vandamme")
    act(s, "move")
    act(s, "Reaction move")
    act(s, "Move the stack at Nivelles")
    return s


def test_evt_26_the_blocks_that_react_are_chosen_so_their_count_tells_nothing() -> None:
    """EVT-26 / TRM-5 / OPS-4: a stack is the corps chosen in an area, not every one there; a scout
    never goes with corps (GRG-5). The Allies choose which blocks go, so France reads the same log
    ("with 3 Anglo-Dutch blocks") whether the block left behind is a scout or a corps."""
    pair = twins(_reaction)
    scout, corps = pair
    assert len(labels(scout)) == len(labels(corps)) - 1  # the scout is never offered
    assert not any("scout" in text.lower() for text in labels(scout))
    assert alike(*pair, "france")
    for block in ("picton", "perponcher", "hill"):
        both(pair, f"Add {block.capitalize()}")
        assert alike(*pair, "france")
    both(pair, "go")
    both(pair, "Move it to Braine-le-Comte")
    assert alike(*pair, "france")
    assert "Reaction move: to Braine-le-Comte with 3 Anglo-Dutch blocks" in logged(scout)
    assert piece(corps, "alten").area == "nivelles"


def test_evt_17_last_effort_takes_spent_corps_and_a_commander_only_with_his_corps() -> None:
    """EVT-17: a spent stack; TRM-3: a commander goes only with a corps of his army and is never
    left without a corps of his player."""
    s = blank()
    put(s, "ney", "quatre_bras")
    put(s, "perponcher", "quatre_bras")
    put(s, "picton", "marbais", spent=True)
    put(s, "wellington", "marbais", spent=True)
    put(s, "vandamme", "fleurus")
    give(s, "allies", [58])
    start_operations(s)
    act(s, "operate fleurus")
    act(s, "Add Vandamme")
    act(s, "move")
    act(s, "Last effort")
    act(s, "Move the stack at Marbais")
    assert labels(s) == ["Add Picton", "Add Wellington", "Choose another stack"]
    act(s, "Add Wellington")
    assert "Move these blocks" not in labels(s)  # a commander never goes alone
    act(s, "Add Picton")
    act(s, "go")
    logs = act(s, "Move it to Quatre-Bras")
    assert "Last effort: to Quatre-Bras with Picton and Wellington" in logs
    assert piece(s, "picton").fatigue == 2 and piece(s, "wellington").area == "quatre_bras"


# --- CMB-9: whether a pursuit follows compares cavalry SP behind the screens -----------------------


def pursuit_position(cavalry: bool) -> N1815State:
    """Dice: Reille beat Zieten (no cavalry left) at Frasnes, a plain; Zieten retreats 2 roads. Reille
    has his cavalry SP, or (hidden from the Allies) Gérard at Charleroi has it."""
    s = blank(combat="dice")
    reille = put(s, "reille", "frasnes", inf=6, cav=1 if cavalry else 0)
    zieten = put(s, "zieten", "frasnes", inf=7, cav=0)
    put(s, "gerard", "charleroi", inf=4, cav=0 if cavalry else 1)
    s.face_up = [reille, zieten]
    battle = Battle(
        area="frasnes",
        att="french",
        attackers=[reille],
        defenders=[zieten],
        move_attack=False,
        winner="french",
        hit_att=Hit(2, 0),
        hit_def=Hit(0, 0),
        at=BattleStage.PURSUIT,
    )
    push_frames(s, battle, retreat_frame(s, [zieten], "allied", 2))
    return s


def test_cmb_9_the_pursuit_test_is_disclosed() -> None:
    """CMB-9: a pursuit follows if the winner has more cavalry SP than the loser: the comparison
    (of SP behind the screens) shows everyone who had more, so the step is disclosed, pursuit or not."""
    pair = twins(pursuit_position)
    assert alike(*pair, "allies")
    both(pair, "retreat quatre_bras")
    assert alike(*pair, "allies")
    both(pair, "retreat genappe")
    pursued, spared = pair
    assert any(line.startswith("Pursuit: France") for line in logged(pursued))
    assert not any(line.startswith("Pursuit") for line in logged(spared))
    assert pursued.disclosed and spared.disclosed


def _barred(scout: bool) -> N1815State:
    """Grognard: the Allies react with Picton from Gemioncourt, whose two roads lead to hidden French
    blocks (Ney at Frasnes, Reille at Quatre-Bras); at Hal stands a scout or (hidden from France)
    Chassé, who could react instead."""
    s = blank(rules="grognard")
    put(s, "vandamme", "fleurus")
    put(s, "ney", "frasnes")
    put(s, "reille", "quatre_bras")
    put(s, "picton", "gemioncourt")
    put(s, "anglo_dutch_scout_1" if scout else "chasse", "hal")
    give(s, "allies", [60])
    start_operations(s)
    for text in ("operate fleurus", "Add Vandamme", "move", "Reaction move", "origin gemioncourt"):
        act(s, text)
    for text in ("Add Picton", "go", "Move it to Frasnes"):
        act(s, text)
    return s


def test_evt_26_asked_again_after_a_barred_road_whatever_stacks_remain() -> None:
    """EVT-26 / A-21: a road found barred by corps, the player chooses again; whether another of his
    stacks could go depends on which of his blocks are corps, so he is asked again either way
    (with none left, his one answer is to move none)."""
    pair = twins(_barred)
    both(pair, "Move it to Quatre-Bras")
    assert all("Reaction move: enemy corps bar the way to Quatre-Bras" in logged(s) for s in pair)
    assert alike(*pair, "france")
    assert all(who(s) == "allies" and ask(s) == "napoleon1815-ask-one-road" for s in pair)
    scout, corps = pair
    act(scout, "Choose another stack")
    assert labels(scout) == ["No stack can go: move none"]
    assert act(scout, "none")[0] == "Reaction move: no stack moves"
    assert who(scout) == "france"
    act(corps, "Choose another stack")
    assert labels(corps) == ["Move the stack at Hal"]
