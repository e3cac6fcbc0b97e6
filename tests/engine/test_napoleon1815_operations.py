"""Operations (OPS-1..8), the combat rules beyond the example (CMB-1..9) and victory (VIC-1..11)."""

from __future__ import annotations

from engine.napoleon1815 import board, victory
from engine.napoleon1815.combat import count_cards
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.state import AREA, CAV, FAT, INF, SPENT, sp
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    apply,
    blank,
    give,
    labels,
    new_game,
    piece,
    put,
    stack_deck,
    start_operations,
    token,
    who,
)


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
    act(s, "No card")  # before the flip
    act(s, "Road blocked (33)")
    assert GAME.view(s, "allies")["mp_left"] == 3
    act(s, "stop")
    assert who(s) == "allies"  # France passed: the Allies go on
    stack_deck(s, "allied", [48])
    act(s, "operate hal")
    act(s, "No card")
    assert "Road blocked (34)" in " ".join(labels(s))  # one card per enemy operation, again


def test_ops_3_all_corps_spent_must_pass() -> None:
    """OPS-3: a player whose corps are all spent passes (here France: only its scout is active)."""
    s = blank(rules="grognard")
    put(s, "ney", "frasnes", spent=True)
    put(s, "french_scout_1", "frasnes")
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
    act(s, "attack")  # Ney loses: 1 damage to none
    act(s, "Retreat to Frasnes")
    assert piece(s, "ney")[SPENT] and piece(s, "perponcher")[SPENT]
    assert not piece(s, "reille")[SPENT]


def test_ops_8_and_evt_0_one_green_card_per_side_per_operation() -> None:
    """OPS-8 / EVT-0 example 1: a move-attacker that played a card while moving plays none in the battle."""
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "perponcher", "quatre_bras")
    give(s, "france", [28, 11])  # Forced march, Fighting spirit
    start_operations(s)
    stack_deck(s, "french", [13])
    act(s, "operate frasnes")
    act(s, "Forced march")
    apply(s, "road", "quatre_bras")
    act(s, "attack")
    assert any(e["text"].startswith("Battle at Quatre-Bras") for e in s.log)
    assert not any("Fighting spirit" in e["text"] for e in s.log)  # France was not asked again
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
    logs = act(s, "attack")
    assert "The attacker has no battle card: the attack is called off" in logs  # 1 - 1 (fatigue) = 0
    assert piece(s, "lobau")[SPENT] and not piece(s, "alten")[SPENT]
    s2 = blank()
    for area, block in (("namur", "zieten"), ("gemioncourt", "orange"), ("bois_de_bossu", "hill")):
        put(s2, block, area)
        put(s2, "reille", area) if area == "namur" else put(
            s2, "vandamme" if area == "gemioncourt" else "gerard", area
        )
    s2.entrenchments = ["gemioncourt"]
    from engine.napoleon1815.combat import battle_frame

    for area, attacker, expected in (
        ("namur", "reille", 3),
        ("gemioncourt", "vandamme", 2),
        ("bois_de_bossu", "gerard", 2),
    ):
        b = battle_frame(s2, area, "french", [token(s2, attacker)], False)
        assert count_cards(s2, b, "def") == expected, area


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
    act(s, "attack")
    assert piece(s, "picton")[FAT] == 1 and sp(piece(s, "picton")) == 3  # 2 - 1 (town)
    assert piece(s, "ney")[FAT] == 1 and sp(piece(s, "ney")) == 1
    assert piece(s, "picton")[AREA] == "nivelles" and piece(s, "ney")[AREA] == "nivelles"


def test_cmb_6_more_than_one_damage_takes_cavalry() -> None:
    """CMB-6: damage spread evenly, remainder by the owner, at least 1 cavalry SP when more than 1."""
    s = blank()
    put(s, "reille", "frasnes")
    put(s, "zieten", "frasnes")
    put(s, "thielmann", "frasnes")
    put(s, "ney", "fleurus")
    from engine.napoleon1815.allocation import damage_frame
    from engine.napoleon1815.flow.frames import frame
    from engine.napoleon1815.flow.run import advance

    s.frames = [frame("turn", at="recovery"), frame("ops", side="french")]
    s.frames.append(damage_frame(s, [token(s, "zieten"), token(s, "thielmann")], 3))
    advance(s)
    act(s, "Zieten takes")  # 3 over 2: 1 each and 1 more
    assert labels(s) == ["2 infantry and 0 cavalry SP", "1 infantry and 1 cavalry SP"]
    act(s, "2 infantry and 0 cavalry SP")  # then Thielmann must lose his cavalry SP
    assert (piece(s, "zieten")[INF], piece(s, "zieten")[CAV]) == (5, 1)
    assert (piece(s, "thielmann")[INF], piece(s, "thielmann")[CAV]) == (6, 0)


def test_cmb_8_retreat_rules() -> None:
    """CMB-8: no road twice, never back; entering an enemy area stops it with 2 fatigue per enemy corps;
    a destroyed bridge costs 2 fatigue."""
    from engine.napoleon1815.flow.frames import frame
    from engine.napoleon1815.flow.run import advance
    from engine.napoleon1815.retreat import retreat_frame

    s = blank()
    t = put(s, "picton", "quatre_bras")
    put(s, "ney", "genappe")
    put(s, "reille", "genappe")
    put(s, "derlon", "quatre_bras")
    s.broken_bridges = ["genappe|quatre_bras"]
    s.frames = [frame("turn", at="recovery"), frame("ops", side="french"), retreat_frame(s, [t], "allied", 3)]
    advance(s)
    act(s, "Genappe")
    assert piece(s, "picton")[AREA] == "genappe"
    assert piece(s, "picton")[FAT] == 2 + 4  # bridge + 2 enemy corps


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
    act(s, "attack")
    act(s, "Discard the entrenchment")
    assert s.entrenchments == [] and piece(s, "hill")[AREA] == "gemioncourt" and sp(piece(s, "hill")) == 2


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
    act(s, "attack")
    while "retreat road" in GAME.status(s):
        act(s, labels(s)[0])
    assert not any("Pursuit" in e["text"] for e in s.log)


def test_vic_1_2_3_4_vp_track_losses_and_flags() -> None:
    """VIC-1..4: French gains lower the marker, Allied gains raise it; 1 VP per SP lost; placing a flag
    scores the site (A-6), recapturing swings it back."""
    s = blank()
    victory.gain(s, "french", 2, "test")
    assert s.vp == 8
    victory.gain(s, "allied", 3, "test")
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
    assert s2.outcome is not None and s2.outcome["winners"] == ["france"]
    s3 = new_game()
    s3.vp = threshold + 1
    victory.scenario_end(s3)
    assert s3.outcome is not None and s3.outcome["winners"] == ["allies"]


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
    act(s, "attack")
    assert any("France loses a battle with Napoleon" in e["text"] for e in s.log)


def test_vic_8_9_11_immediate_ends() -> None:
    """VIC-9: 20 Allied win, 0 French win; VIC-11: Napoleon removed is an Allied win; VIC-8 +2 French."""
    s = blank()
    victory.gain(s, "allied", 15, "test")
    assert s.outcome is not None and s.outcome["side"] == "allied" and GAME.result(s) is not None
    s = blank()
    victory.gain(s, "french", 12, "test")
    assert s.outcome is not None and s.outcome["side"] == "french"
    s = blank()
    put(s, "napoleon", "fleurus")
    t = put(s, "lobau", "fleurus", inf=1)
    put(s, "picton", "nivelles")
    board.lose_sp(s, t, 1, 0)
    assert s.outcome is not None and s.outcome["winners"] == ["allies"]
    assert GAME.to_act(s) == []
