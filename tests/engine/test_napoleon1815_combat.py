"""Combat (p.12-13): CMB-1..9, with the rulebook's example (Drouot against Perponcher and Picton,
then the pursuit) replayed exactly."""

from __future__ import annotations

from engine.core import rng
from engine.napoleon1815.battlefield import current
from engine.napoleon1815.combat import count_cards
from engine.napoleon1815.state import AREA, CAV, FAT, INF, SPENT, N1815State
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
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
    s.arrows["quatre_bras"] = ["french", "marbais"]
    return s


def test_combat_example_p13() -> None:
    """The combat example (p.12-13), every number as printed: CMB-1..9, EVT-18 Skirmish line."""
    s = quatre_bras()
    give(s, "france", [16])  # Skirmish line
    stack_deck(s, "french", [11, 17, 4, 18])  # 2 damage + 3 fatigue; then the pursuit card: 2 fatigue
    stack_deck(s, "allied", [38, 43])  # 0 damage + 4 fatigue
    start_operations(s)
    act(s, "operate quatre_bras")
    assert labels(s)[:1] == ["Add Drouot"] or "Attack the enemy in this area" in labels(s)
    act(s, "attack")  # CMB-1: Drouot starts a battle from the engaged area
    act(s, "Skirmish line")  # the attacker plays a card first (CMB-3)
    assert who(s) == "allies"
    act(s, "Picton")  # on Perponcher it would cost a battle card; the Allies choose Picton (6 -> 7)
    assert piece(s, "picton")[FAT] == 7
    b = current(s)
    assert (count_cards(s, b, "att"), count_cards(s, b, "def")) == (3, 2)
    b["ma"] = True
    assert count_cards(s, b, "att") == 2  # the note: a move-attack would flip one card less
    b["ma"] = False
    logs = act(s, "No card") if who(s) == "allies" and "play a battle card" in GAME.status(s) else []
    assert "place a point of fatigue" in GAME.status(s)  # 3 fatigue over two corps: 1 each, 1 left
    act(s, "Perponcher takes")
    assert (piece(s, "perponcher")[FAT], piece(s, "picton")[FAT]) == (6, 8)
    assert (piece(s, "perponcher")[INF], piece(s, "perponcher")[CAV]) == (2, 0)  # CMB-6: 1 cavalry SP
    assert (piece(s, "picton")[INF], piece(s, "picton")[CAV]) == (2, 0)
    assert piece(s, "drouot")[FAT] == 4
    assert "choose the retreat road" in GAME.status(s)  # France won: 2 roads, not towards Marbais
    assert not any("Marbais" in label for label in labels(s))
    act(s, "Genappe")
    act(s, "La Belle Alliance")
    # Pursuit: Allied cavalry 0 < Drouot's 1, a plain: 1 card, 2 fatigue, 1 each: Picton 9, eliminated.
    assert "picton" in [b for b, _ in s.eliminated]
    assert piece(s, "perponcher")[FAT] == 7 and piece(s, "perponcher")[AREA] == "la_belle_alliance"
    assert s.vp == 6  # 10 - 2 (damage) - 2 (Picton's last 2 SP)
    assert piece(s, "drouot")[SPENT] and piece(s, "perponcher")[SPENT] and piece(s, "wellington")[SPENT]
    assert not logs


def test_combat_example_with_dice() -> None:
    """SET-3 / A-24: with dice the same battle rolls as many dice as it would flip cards, and the pursuit
    rolls too. Faces 5 = (1,1), 2 = (0,1), 3 = (0,2)."""
    s = quatre_bras("dice")
    give(s, "france", [16])
    start_operations(s)
    act(s, "operate quatre_bras")
    act(s, "attack")
    act(s, "Skirmish line")
    rng.script(s, [5, 5, 2, 3, 3, 3])  # France 3 dice: 2 damage 3 fatigue; Allies 2: 4 fatigue; pursuit 1
    act(s, "Picton")
    act(s, "Perponcher takes")
    assert piece(s, "drouot")[FAT] == 4
    act(s, "Genappe")
    act(s, "La Belle Alliance")
    assert "picton" in [b for b, _ in s.eliminated] and s.vp == 6
    assert s.script == []
