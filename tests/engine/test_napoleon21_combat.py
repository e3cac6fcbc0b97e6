"""Napoleon 2.1 combat: where battles happen (10.2), the French attack (10.21) and the allied
attack (10.23). Dice are scripted; a die hits on 1-2 (Combat Table, reconstructed)."""

from __future__ import annotations

from engine.core import LogEntry
from engine.napoleon21.data import COMBAT_HITS, War
from tests.engine.napoleon21_helpers import (
    EN,
    GAME,
    args,
    asked,
    dice,
    fight,
    keys,
    new_state,
    place,
    play,
    texts,
    turn_to,
    units,
)


def _attack_dice(log: list[LogEntry], who: str) -> list[int]:
    """The dice of the first attack whose English line starts with ``who``."""
    entry = next(e for e in log if EN.entry(e).startswith(who))
    return list(entry["dice"])


def test_combat_table_hits_on_1_and_2() -> None:
    """M-8 (reconstructed): 1-2 hit; 10.21 implies a 2 can normally hit."""
    assert sorted(COMBAT_HITS) == [1, 2]


def test_10_2_1_battles_wherever_the_active_country_meets_enemies() -> None:
    """10.2-1: Rhine and Italy (units that did not move fight too); Warsaw has no French units."""
    s = new_state()
    place(
        s,
        {
            "rhine": {"france": 1, "austria": 1},
            "italy": {"france": 1, "austria": 1},
            "warsaw": {"austria": 1},
            "france": {"france": 1},
        },
    )
    fight(s, "france")
    assert asked(s) == "battle" and args(s, "battle") == ["rhine", "italy"]
    assert EN(GAME.prompt(s, "france").text) == "France: choose the next battle."


def test_10_2_2_no_battle_with_allies_at_peace() -> None:
    """10.2-2."""
    s = new_state()
    place(s, {"prussia": {"france": 2, "prussia": 4}, "france": {"france": 1}})
    log = fight(s, "france")
    assert "napoleon21-log-battle" not in keys(log) and units(s, "prussia", "prussia") == [4, 0, 0, 0]


def test_10_2_3_peace_and_routed_units_stay_out_of_the_battle() -> None:
    """10.2-3: Prussians at Peace and already-routed Austrians can neither attack nor be hit."""
    s = new_state()
    place(s, {"rhine": {"france": 2, "austria": [1, 0, 2, 0], "prussia": 3}, "france": {"france": 1}})
    log = fight(s, "france", 1, 1, 1, 1)
    # only the one active unit took the hits; the two routed ones lost their markers afterwards
    assert units(s, "rhine", "austria") == [2, 0, 0, 0]
    assert units(s, "rhine", "prussia") == [3, 0, 0, 0]
    assert "Austria takes the hits: 1 flipped, 1 removed, 2 lost." in texts(log)


def test_10_2_4_the_active_player_orders_the_battles() -> None:
    """10.2-4: Italy first if France says so, each battle finished before the next."""
    s = new_state()
    place(
        s,
        {"rhine": {"france": 1, "austria": 1}, "italy": {"france": 1, "austria": 1}, "france": {"france": 1}},
    )
    fight(s, "france")
    dice(s, *[6] * 6)
    log = texts(play(s, "battle", "italy"))
    assert log.index("Battle in Italy.") < log.index("Battle in Rhine.")


def test_10_2_5_france_always_attacks_first() -> None:
    """10.2-5: even in Austria's activity the French roll first, then the allies."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 2}})
    log = fight(s, "austria", 6, 6, 6, 6, 6, 6)
    text = texts(log)
    assert text.index("France attacks") < text.index("The allies attack")


def test_10_21_1_france_assigns_its_units_to_the_allied_armies() -> None:
    """10.21-1, A-11: with Austrians and Russians in Rhine, France splits its units first."""
    s = new_state()
    place(s, {"rhine": {"france": [2, 1], "austria": 2, "russia": 2}, "france": {"france": 1}})
    fight(s, "france")
    assert asked(s) == "assign" and GAME.to_act(s) == ["france"]
    assert set(args(s, "assign")) == {f"{c}:{k}" for c in ("austria", "russia") for k in ("u", "d", "all")}
    play(s, "assign", "austria:u")
    assert EN(GAME.prompt(s, "france").text) == "How many face-up French units attack the Austrian army?"
    play(s, "count", "2")
    dice(s, 6, 6, 6, 6, 6, *[6] * 8)
    log = play(s, "assign", "russia:all")
    assert texts(log[:1]) == "France sends 1 unit against the Russian army."
    assert _attack_dice(log, "France attacks the Austrian army with 4 dice: no hits") == [6, 6, 6, 6]
    assert _attack_dice(log, "France attacks the Russian army with 1 die") == [6]


def test_10_21_2_two_dice_per_face_up_one_per_face_down() -> None:
    """10.21-2: 2 face-up + 1 face-down French units roll 5 dice."""
    s = new_state()
    place(s, {"rhine": {"france": [2, 1], "austria": 3}, "france": {"france": 1}})
    log = fight(s, "france", *[6] * 11)
    assert len(_attack_dice(log, "France attacks")) == 5


def test_10_21_3_hits_from_the_combat_table_go_to_that_army() -> None:
    """10.21-3: faces 1 and 2 hit, 3-6 miss; the Austrians take the hits (two removed, the last
    one routs home)."""
    s = new_state()
    place(s, {"rhine": {"france": 3, "austria": [0, 3]}, "france": {"france": 1}})
    fight(s, "france", 1, 2, 3, 4, 5, 6)
    assert units(s, "austria", "austria") == [0, 1, 0, 0] and s.script == []


def test_10_21_4_the_owner_applies_hits_and_surplus_is_lost() -> None:
    """10.21-4: the allied player chooses flip-or-remove; hits beyond the army's steps vanish."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 2}, "france": {"france": 1}})
    fight(s, "france", 1, 1)
    assert asked(s) == "hits" and GAME.to_act(s) == ["allies"]
    assert args(s, "take") == ["1", "2"]
    prompt = GAME.prompt(s, "allies")
    assert EN(prompt.text) == "Austria: apply 2 hits in Rhine."
    assert EN(prompt.actions[0].label) == "Flip 1 and remove 1 (1 face-up, 0 face-down left)"  # type: ignore[arg-type]
    dice(s, 6, 6)
    play(s, "take", "1")  # flip one, remove one: one face-up unit left, no rout
    assert units(s, "rhine", "austria") == [1, 0, 0, 0]
    s2 = new_state()
    place(s2, {"rhine": {"france": 2, "austria": [0, 1]}, "france": {"france": 1}})
    log = fight(s2, "france", 1, 1, 1, 1)
    assert "napoleon21-log-hits-lost" in keys(log) and units(s2, "rhine", "austria") == [0, 0, 0, 0]
    assert "Austria takes the hits: 0 flipped, 1 removed, 3 lost." in texts(log)


def test_10_21_5_in_spain_a_two_always_misses() -> None:
    """10.21-5: the same dice hit twice in Rhine and once in Spain."""
    s = new_state()
    s.war["spain"] = War.WAR
    place(s, {"spain": {"france": 2, "spain": 3}, "france": {"france": 1}})
    fight(s, "france", 2, 2, 1, 2, *[6] * 6)
    assert units(s, "spain", "spain")[:2] == [2, 1]
    s2 = new_state()
    place(s2, {"rhine": {"france": 2, "austria": 3}, "france": {"france": 1}})
    fight(s2, "france", 2, 2, 1, 2)
    assert asked(s2) == "hits"  # four hits: a choice for the allies


def test_10_23_1_remaining_allies_attack_after_the_active_one_routs() -> None:
    """10.23-1, 10.23-2: Austria (active) routs; the Russians still attack, 1 die per face-up unit."""
    s = new_state()
    place(s, {"rhine": {"france": 2, "austria": 2, "russia": 1}})
    turn_to(s, "austria")
    play(s, "campaign")
    play(s, "begin")
    play(s, "done")
    dice(s, 1, 1, 6, 6)
    play(s, "assign", "austria:all")
    assert asked(s) == "hits"
    dice(s, 6)
    log = play(s, "take", "2")  # both Austrian units face-down: the army routs
    assert "The Austrian army in Rhine routs (1 reorganized)." in texts(log)
    assert _attack_dice(log, "The allies attack") == [6]


def test_10_23_3_in_a_french_activity_every_ally_rolls_in_full() -> None:
    """10.23-3: Austria 1 up + 1 down and Russia 1 up roll 3 + 2 dice (compare 10.23-4)."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": [1, 1], "russia": 1}, "france": {"france": 1}})
    fight(s, "france")
    dice(s, 6, 6, *[6] * 5)
    log = play(s, "assign", "austria:all")
    assert len(_attack_dice(log, "The allies attack")) == 5


def test_10_23_4_in_an_allied_activity_others_roll_one_die_per_face_up_unit() -> None:
    """10.23-4: Austria (active) 1 up + 1 down = 3 dice; Russia 1 up + 1 down = 1 die."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": [1, 1], "russia": [1, 1]}})
    turn_to(s, "austria")
    play(s, "campaign")
    play(s, "begin")
    play(s, "done")
    dice(s, 6, 6, *[6] * 4)
    log = play(s, "assign", "russia:all")
    assert len(_attack_dice(log, "The allies attack")) == 4


def test_10_23_5_allies_at_peace_never_attack() -> None:
    """10.23-5: 3 Prussians at Peace add no dice."""
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 1, "prussia": 3}, "france": {"france": 1}})
    log = fight(s, "france", 6, 6, 6, 6)
    assert len(_attack_dice(log, "The allies attack")) == 2


def test_10_23_6_france_applies_the_allied_hits() -> None:
    """10.23-6: the French player chooses how its units absorb the hits."""
    s = new_state()
    place(s, {"rhine": {"france": 2, "austria": 2}, "france": {"france": 1}})
    fight(s, "france", 6, 6, 6, 6, 1, 1, 6, 6)
    assert asked(s) == "hits" and GAME.to_act(s) == ["france"]
    play(s, "take", "1")
    assert units(s, "rhine", "france") == [1, 0, 0, 0] and s.morale == 19


def test_10_23_7_the_spanish_rule_covers_allied_attacks() -> None:
    """10.23-7: Spanish dice of 2 miss the French in Spain."""
    s = new_state()
    s.war["spain"] = War.WAR
    place(s, {"spain": {"france": 1, "spain": 1}})
    fight(s, "spain", 6, 6, 2, 2)
    assert units(s, "spain", "france") == [1, 0, 0, 0]
