"""Operations (OPS-1..8), the combat rules beyond the example (CMB-1..9) and victory (VIC-1..11)."""

from __future__ import annotations

from engine.core import Msg
from engine.napoleon1815 import board, victory
from engine.napoleon1815.allocation import spread_damage
from engine.napoleon1815.battlefield import Role
from engine.napoleon1815.combat import battle_frame
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.retreat import retreat_frame
from tests.engine.test_napoleon1815_helpers import (
    ALLOCATIONS,
    GAME,
    act,
    apply,
    ask,
    blank,
    give,
    labels,
    new_game,
    notations,
    piece,
    push_frames,
    put,
    stack_deck,
    start_operations,
    take_losses,
    token,
    who,
)

WHY = Msg("napoleon1815-why-flags", flags=7)  # any reason: these tests look at the track only


def test_ops_1_sides_alternate_from_the_initiative() -> None:
    """OPS-1: the initiative side operates first, then the sides alternate."""
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "reille", "gosselies")
    put(s, "picton", "nivelles")
    put(s, "hill", "hal")
    start_operations(s, first="allied")
    assert who(s) == "allies"
    stack_deck(s, "allied", [48])
    act(s, "operate hal")
    act(s, "Add Hill")
    act(s, "move")
    act(s, "stop")
    assert who(s) == "france"


def test_ops_2_a_passed_player_may_still_answer_once_per_operation() -> None:
    """OPS-2 / A-3: after passing France cannot operate but still answers an Allied operation with a card."""
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    put(s, "hill", "hal")
    give(s, "france", [33, 34])  # two Road blocked
    start_operations(s)
    act(s, "pass")
    stack_deck(s, "allied", [48])
    act(s, "operate nivelles")
    act(s, "Add Picton")
    act(s, "move")
    act(s, "No card")  # before the flip
    act(s, "Road blocked (33)")
    assert GAME.view(s, "allies")["mp_left"] == 3
    act(s, "stop")
    assert who(s) == "allies"  # France passed: the Allies go on
    stack_deck(s, "allied", [48])
    act(s, "operate hal")
    act(s, "Add Hill")
    act(s, "move")
    act(s, "No card")
    assert "Road blocked (34)" in " ".join(labels(s))  # one card per enemy operation, again


def test_ops_3_all_corps_spent_must_pass() -> None:
    """OPS-3: a player whose corps are all spent passes (here France: only its scout is active). With
    Grognard rules France is still asked (whether a lone scout may act is hers to know), with only
    "pass" to answer; in Conscript games, where all is known, she passes by herself."""
    s = blank(rules="grognard")
    put(s, "ney", "frasnes", spent=True)
    put(s, "french_scout_1", "frasnes")
    put(s, "picton", "nivelles")
    start_operations(s)
    assert who(s) == "france" and notations(s) == ["pass"]
    act(s, "pass")
    assert "france" in s.passed and who(s) == "allies"
    s = blank()
    put(s, "ney", "frasnes", spent=True)
    put(s, "picton", "nivelles")
    start_operations(s)
    assert "france" in s.passed and who(s) == "allies"


def test_ops_4_and_6_choose_stack_then_move_attack_or_move_attack() -> None:
    """OPS-4: one stack of active corps from one area, any subset; OPS-6: move, attack or move-attack."""
    s = blank()
    put(s, "ney", "quatre_bras")
    put(s, "reille", "quatre_bras")
    put(s, "perponcher", "quatre_bras")
    start_operations(s)
    act(s, "operate quatre_bras")
    act(s, f"add {token(s, 'ney')}")
    assert {"Move this stack (flip a card for its MP)", "Attack the enemy in this area"} <= set(labels(s))


def test_ops_4_the_stack_may_be_gathered_in_one_go() -> None:
    """The build prompt lets a client take several blocks at once, then move, or attack where the
    area is engaged (public); each pick stays an ordinary "add" with its own check."""
    s = blank()
    put(s, "ney", "quatre_bras")
    put(s, "reille", "quatre_bras")
    put(s, "perponcher", "quatre_bras")
    start_operations(s)
    act(s, "operate quatre_bras")
    gather = GAME.prompt(s, "france").gather
    assert gather is not None and gather.verb == "add"
    assert [a.notation() for a in gather.finish] == ["move", "attack"]
    act(s, f"add {token(s, 'ney')}")
    act(s, f"add {token(s, 'reille')}")
    assert {"move", "attack"} <= set(notations(s))

    quiet = blank()
    put(quiet, "derlon", "frasnes")
    put(quiet, "ney", "quatre_bras")
    start_operations(quiet)
    act(quiet, "operate frasnes")
    gather = GAME.prompt(quiet, "france").gather
    assert gather is not None and [a.notation() for a in gather.finish] == ["move"]  # not engaged
    act(quiet, f"add {token(quiet, 'derlon')}")
    assert GAME.prompt(quiet, "france").gather is None  # nothing left to add


def test_ops_5_no_mixed_allied_stack() -> None:
    """OPS-5: the Allies may not activate Anglo-Dutch and Prussian corps together."""
    s = blank()
    put(s, "picton", "nivelles")
    put(s, "zieten", "nivelles")
    put(s, "ney", "frasnes")
    start_operations(s, first="allied")
    act(s, "operate nivelles")
    act(s, f"add {token(s, 'picton')}")
    assert f"add {token(s, 'zieten')}" not in [a.notation() for a in GAME.legal_actions(s, "allies")]


def test_ops_7_operating_and_fighting_blocks_become_spent() -> None:
    """OPS-7: the operating blocks are spent even if they did nothing; defenders are spent too."""
    s = blank()
    put(s, "ney", "quatre_bras")
    put(s, "perponcher", "quatre_bras")
    put(s, "reille", "frasnes")
    start_operations(s)
    stack_deck(s, "french", [4, 13, 14])
    stack_deck(s, "allied", [47])
    act(s, "operate quatre_bras")
    act(s, "Add Ney")
    act(s, "attack")  # Ney loses: 1 damage to none
    take_losses(s)
    act(s, "Retreat to Frasnes")
    assert piece(s, "ney").spent and piece(s, "perponcher").spent
    assert not piece(s, "reille").spent


def test_ops_8_and_evt_0_one_green_card_per_side_per_operation() -> None:
    """OPS-8 / EVT-0 example 1: a move-attacker that played a card while moving plays none in the battle."""
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "perponcher", "quatre_bras")
    give(s, "france", [28, 11])  # Forced march, Fighting spirit
    start_operations(s)
    stack_deck(s, "french", [13])
    act(s, "operate frasnes")
    act(s, "Add Ney")
    act(s, "move")
    act(s, "Forced march")
    apply(s, "road", "quatre_bras")
    logs = act(s, "attack")
    assert any(line.startswith("Battle at Quatre-Bras") for line in logs)
    assert not any("Fighting spirit" in line for line in logs)  # France was not asked again
    assert "french" in s.green_used


def test_cmb_2_and_3_terrain_cards_and_the_cancelled_attack() -> None:
    """CMB-2: the defender fights with all its corps; CMB-3: +1 forest, +1 walled city with the
    defender's flag, +1 entrenched Allied farm; an attacker with no card calls the attack off."""
    s = blank()
    put(s, "lobau", "bois_de_bossu", fat=5)
    put(s, "chasse", "bois_de_bossu", spent=True)
    put(s, "alten", "bois_de_bossu")
    stack_deck(s, "allied", [48])
    start_operations(s)
    act(s, "operate bois_de_bossu")
    act(s, "Add Lobau")
    logs = act(s, "attack")
    assert "The attacker has no battle card: the attack is called off" in logs  # 1 - 1 (fatigue) = 0
    assert piece(s, "lobau").spent and not piece(s, "alten").spent
    s2 = blank()
    for area, block in (("namur", "zieten"), ("gemioncourt", "orange"), ("bois_de_bossu", "hill")):
        put(s2, block, area)
        put(s2, "reille", area) if area == "namur" else put(
            s2, "vandamme" if area == "gemioncourt" else "gerard", area
        )
    s2.entrenchments = ["gemioncourt"]
    for area, attacker, expected in (
        ("namur", "reille", 3),
        ("gemioncourt", "vandamme", 2),
        ("bois_de_bossu", "gerard", 2),
    ):
        b = battle_frame(s2, area, "french", [token(s2, attacker)], False)
        assert b.count_cards(s2, Role.DEF) == expected, area


def test_cmb_5_town_and_entrenchment_reduce_fatigue_and_cmb_7_ties() -> None:
    """CMB-5: a defender in a town takes 1 less fatigue; CMB-7: equal damage, nobody retreats."""
    s = blank()
    put(s, "ney", "nivelles")
    put(s, "picton", "nivelles")
    put(s, "reille", "frasnes")
    stack_deck(s, "french", [13])  # Valour: 1 damage, 2 fatigue
    stack_deck(s, "allied", [47])  # Rear guard: 1 damage, 1 fatigue
    start_operations(s)
    act(s, "operate nivelles")
    act(s, "Add Ney")
    act(s, "attack")
    take_losses(s)
    assert piece(s, "picton").fatigue == 1 and piece(s, "picton").sp == 3  # 2 - 1 (town)
    assert piece(s, "ney").fatigue == 1 and piece(s, "ney").sp == 1
    assert piece(s, "picton").area == "nivelles" and piece(s, "ney").area == "nivelles"


def test_cmb_6_more_than_one_damage_takes_cavalry() -> None:
    """CMB-6: damage spread evenly, remainder by the owner, at least 1 cavalry SP when more than 1."""
    s = blank()
    put(s, "reille", "frasnes")
    put(s, "zieten", "frasnes")
    put(s, "thielmann", "frasnes")
    put(s, "ney", "fleurus")
    push_frames(s, spread_damage(s, [token(s, "zieten"), token(s, "thielmann")], 3))
    assert ask(s) == "napoleon1815-ask-lose-sp"  # one question per SP lost
    act(s, "Zieten loses an infantry SP")  # 3 over 2: 1 each and 1 more
    act(s, "Zieten loses an infantry SP")
    assert labels(s) == ["Thielmann loses a cavalry SP"]  # then Thielmann must lose his cavalry SP
    act(s, "Thielmann loses a cavalry SP")
    assert (piece(s, "zieten").infantry, piece(s, "zieten").cavalry) == (5, 1)
    assert (piece(s, "thielmann").infantry, piece(s, "thielmann").cavalry) == (6, 0)


def test_cmb_8_retreat_rules() -> None:
    """CMB-8: no road twice, never back; entering an enemy area stops it with 2 fatigue per enemy corps;
    a destroyed bridge costs 2 fatigue."""
    s = blank()
    t = put(s, "picton", "quatre_bras")
    put(s, "ney", "genappe")
    put(s, "reille", "genappe")
    put(s, "derlon", "quatre_bras")
    s.broken_bridges = ["genappe|quatre_bras"]
    push_frames(s, retreat_frame(s, [t], "allied", 3))
    assert "Retreat to Quatre-Bras" not in labels(s)
    act(s, "Genappe")
    assert piece(s, "picton").area == "genappe"
    assert piece(s, "picton").fatigue == 2 + 4  # bridge + 2 enemy corps


def test_cmb_8_entrenchment_discarded_instead_of_retreat() -> None:
    """CMB-8 exception: a beaten Allied stack may discard its entrenchment and stay."""
    s = blank()
    put(s, "reille", "gemioncourt")
    put(s, "hill", "gemioncourt")
    s.entrenchments = ["gemioncourt"]
    stack_deck(s, "french", [11, 17])  # 2 damage
    stack_deck(s, "allied", [38, 43])  # none
    start_operations(s)
    act(s, "operate gemioncourt")
    act(s, "Add Reille")
    act(s, "attack")
    take_losses(s)
    act(s, "Discard the entrenchment")
    assert s.entrenchments == [] and piece(s, "hill").area == "gemioncourt" and piece(s, "hill").sp == 2


def test_cmb_9_no_pursuit_in_a_forest() -> None:
    """CMB-9: pursuit needs more cavalry than the loser and not a forest or walled city."""
    s = blank()
    put(s, "grouchy", "bois_de_bossu")
    put(s, "chasse", "bois_de_bossu")
    put(s, "ney", "frasnes")
    stack_deck(s, "french", [11, 17, 15, 18])
    stack_deck(s, "allied", [38, 43])
    start_operations(s)
    act(s, "operate bois_de_bossu")
    act(s, "Add Grouchy")
    logs = act(s, "attack")
    while ask(s) in (*ALLOCATIONS, "napoleon1815-ask-retreat"):
        logs += act(s, notations(s)[0])
    assert "France wins the battle" in logs
    assert any(line.startswith("Retreat to") for line in logs)
    assert not any("Pursuit" in line for line in logs)


def test_vic_1_2_3_4_vp_track_losses_and_flags() -> None:
    """VIC-1..4: French gains lower the marker, Allied gains raise it; 1 VP per SP lost; placing a flag
    scores the site (A-6), recapturing swings it back."""
    s = blank()
    victory.gain(s, "french", 2, WHY)
    assert s.vp == 8
    victory.gain(s, "allied", 3, WHY)
    assert s.vp == 11
    assert victory.claim(s, "bruxelles", "french") and s.vp == 9
    assert victory.claim(s, "bruxelles", "anglo_dutch") and s.vp == 11
    assert not victory.claim(s, "bruxelles", "prussian")  # same side: nothing changes
    assert not victory.claim(s, "ligny", "french")  # plains take no flag


def test_vic_5_6_seven_flags_and_the_end_of_scenario() -> None:
    """VIC-6: 7+ Allied flags at the end of a turn: +1 Allied VP (campaign only); VIC-10: the scenario's
    threshold decides after the last turn, no draws."""
    s = new_game(scenario="campaign")
    flags = sum(1 for a in s.control.values() if a != "french")
    assert flags >= 7
    before = s.vp
    victory.seven_markers(s)
    assert s.vp == before + 1
    s2 = new_game()
    victory.seven_markers(s2)
    assert s2.vp == 10  # Ligny and Quatre-Bras: no seven-marker income
    threshold = scenarios.scenario(s2.scenario).french_win_max_vp
    s2.vp = threshold
    victory.scenario_end(s2)
    assert s2.result is not None and s2.result.winners == ("france",) and s2.result.reason == "scenario_end"
    s3 = new_game()
    s3.vp = threshold + 1
    victory.scenario_end(s3)
    assert s3.result is not None and s3.result.winners == ("allies",)


def test_vic_7_france_beaten_with_napoleon() -> None:
    """VIC-7 / A-22: France losing a battle with Napoleon gives the Allies 3 VP."""
    s = blank()
    put(s, "napoleon", "ligny")
    put(s, "vandamme", "ligny")
    put(s, "pirch", "ligny")
    stack_deck(s, "french", [4, 14])  # 0+1 damage
    stack_deck(s, "allied", [41, 46, 47])  # 3 damage
    start_operations(s)
    act(s, "operate ligny")
    act(s, f"add {token(s, 'vandamme')}")
    act(s, f"add {token(s, 'napoleon')}")
    logs = act(s, "attack")
    assert "The Allies win the battle" in logs
    logs += take_losses(s)
    assert "The Allies gain 3 VP (France loses a battle with Napoleon): VP 14" in logs


def test_vic_8_9_11_immediate_ends() -> None:
    """VIC-9: 20 Allied win, 0 French win; VIC-11: Napoleon removed is an Allied win; VIC-8 +2 French."""
    s = blank()
    victory.gain(s, "allied", 15, WHY)
    result = GAME.result(s)
    assert result is not None and result.winners == ("allies",) and result.reason == "vp_twenty"
    assert result.scores == {"france": 0, "allies": 20}
    s = blank()
    victory.gain(s, "french", 12, WHY)
    assert s.result is not None and s.result.winners == ("france",) and s.result.reason == "vp_zero"
    s = blank()
    put(s, "napoleon", "fleurus")
    t = put(s, "lobau", "fleurus", inf=1)
    put(s, "picton", "nivelles")
    board.lose_sp(s, t, 1, 0)
    assert s.result is not None and s.result.winners == ("allies",) and s.result.reason == "napoleon"
    assert GAME.to_act(s) == []
