"""Combat (p.12-13): CMB-1..9, with the rulebook's example (Drouot against Perponcher and Picton,
then the pursuit) replayed exactly."""

from __future__ import annotations

from engine.core import rng
from engine.napoleon1815.battlefield import Role, current
from engine.napoleon1815.combat import Battle
from engine.napoleon1815.state import Arrow, N1815State
from tests.engine.test_napoleon1815_helpers import (
    act,
    ask,
    blank,
    give,
    labels,
    piece,
    put,
    stack_deck,
    start_operations,
    who,
)


def quatre_bras(combat: str = "cards") -> N1815State:
    """The example's position: Drouot (5 SP) in Quatre-Bras against Perponcher (3 SP, 1 cavalry, 4 fatigue)
    and the spent Picton (3 SP, 6 fatigue) with Wellington; the French arrow points to Marbais."""
    s = blank(combat=combat)
    put(s, "drouot", "quatre_bras")
    put(s, "perponcher", "quatre_bras", inf=2, cav=1, fat=4)
    put(s, "picton", "quatre_bras", inf=3, cav=0, fat=6, spent=True)
    put(s, "wellington", "quatre_bras")
    put(s, "vandamme", "fleurus")
    s.arrows["quatre_bras"] = Arrow("french", "marbais")
    return s


def test_combat_example_p13() -> None:
    """The combat example (p.12-13), every number as printed: CMB-1..9, EVT-18 Skirmish line."""
    s = quatre_bras()
    give(s, "france", [16])  # Skirmish line
    stack_deck(s, "french", [11, 17, 4, 18])  # 2 damage + 3 fatigue; then the pursuit card: 2 fatigue
    stack_deck(s, "allied", [38, 43])  # 0 damage + 4 fatigue
    start_operations(s)
    act(s, "operate quatre_bras")
    act(s, "Add Drouot")
    assert "Attack the enemy in this area" in labels(s)
    act(s, "attack")  # CMB-1: Drouot starts a battle from the engaged area
    assert ask(s) == "napoleon1815-window-battle"  # CMB-3: the attacker plays a card first
    act(s, "Skirmish line")
    assert who(s) == "allies"
    # On Perponcher it would cost a battle card; the Allies choose Picton (6 -> 7). They hold no card
    # (hand sizes are public): the cards are counted and flipped at once.
    logs = act(s, "Picton")
    assert piece(s, "picton").fatigue == 7
    b = current(s)
    assert isinstance(b, Battle) and (b.cards_att, b.cards_def) == (3, 2)
    assert "Battle cards: France 3, the Allies 2" in logs
    assert (
        "France flips Fighting spirit (11), Cavalry charge (17), and Intuition (4): 2 damage, 3 fatigue"
        in logs
    )
    assert "The Allies flip Inertia (38) and Aide-de-camp (43): 0 damage, 4 fatigue" in logs
    b.move_attack = True
    assert b.count_cards(s, Role.ATT) == 2  # the note: a move-attack would flip one card less
    b.move_attack = False
    assert piece(s, "drouot").fatigue == 4  # 4 fatigue on a lone corps: nothing to choose
    assert ask(s) == "napoleon1815-ask-spread-fatigue"  # 3 fatigue over two corps: 1 each, 1 left
    act(s, "one more for Perponcher")
    assert (piece(s, "perponcher").fatigue, piece(s, "picton").fatigue) == (6, 8)
    assert ask(s) == "napoleon1815-ask-lose-sp"  # CMB-6: more than 1 damage, at least 1 cavalry SP
    assert labels(s) == ["Perponcher loses a cavalry SP", "Picton loses an infantry SP"]
    act(s, "Perponcher loses a cavalry SP")
    act(s, "Picton loses an infantry SP")
    assert (piece(s, "perponcher").infantry, piece(s, "perponcher").cavalry) == (2, 0)
    assert (piece(s, "picton").infantry, piece(s, "picton").cavalry) == (2, 0)
    assert ask(s) == "napoleon1815-ask-retreat"  # France won: 2 roads, not towards Marbais
    assert not any("Marbais" in text for text in labels(s))
    act(s, "Genappe")
    logs = act(s, "La Belle Alliance")
    # Pursuit: Allied cavalry 0 < Drouot's 1, a plain: 1 card, 2 fatigue, 1 each: Picton 9, eliminated.
    assert "Pursuit: France flips 1 card" in logs
    assert "picton" in [g.block for g in s.eliminated]
    assert piece(s, "perponcher").fatigue == 7 and piece(s, "perponcher").area == "la_belle_alliance"
    assert s.vp == 6  # 10 - 2 (damage) - 2 (Picton's last 2 SP)
    assert piece(s, "drouot").spent and piece(s, "perponcher").spent and piece(s, "wellington").spent


def test_combat_example_with_dice() -> None:
    """SET-3 / A-24: with dice the same battle rolls as many dice as it would flip cards, and the pursuit
    rolls too. Faces 5 = (1,1), 2 = (0,1), 3 = (0,2)."""
    s = quatre_bras("dice")
    give(s, "france", [16])
    start_operations(s)
    act(s, "operate quatre_bras")
    act(s, "Add Drouot")
    act(s, "attack")
    act(s, "Skirmish line")
    rng.script(s, [5, 5, 2, 3, 3, 3])  # France 3 dice: 2 damage 3 fatigue; Allies 2: 4 fatigue; pursuit 1
    act(s, "Picton")
    act(s, "one more for Perponcher")
    act(s, "Perponcher loses a cavalry SP")
    act(s, "Picton loses an infantry SP")
    assert piece(s, "drouot").fatigue == 4
    act(s, "Genappe")
    act(s, "La Belle Alliance")
    assert "picton" in [g.block for g in s.eliminated] and s.vp == 6
    assert s.script == []
