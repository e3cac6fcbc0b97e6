"""The 3-player rules (3P-1..15): France against an Anglo-Dutch and a Prussian player."""

from __future__ import annotations

import json

import pytest

from engine.core import Msg
from engine.napoleon1815 import victory
from engine.napoleon1815.operation import Op
from engine.napoleon1815.sequence import Stage
from engine.napoleon1815.state import KIND, SIDE, N1815State, Piece, note_talking
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    apply,
    ask,
    blank,
    change,
    give,
    labels,
    new_game,
    notations,
    operate,
    piece,
    put,
    stack_deck,
    start_operations,
    start_recovery,
    start_turn,
    status,
    token,
    who,
)
from tools.conformance import Report, check_secrets, observation


def three(**options: str) -> N1815State:
    return blank(players="3", **options)


def initiative(s: N1815State) -> None:
    start_turn(s, Stage.INITIATIVE)


def test_3p_1_seats_armies_and_a_shared_victory() -> None:
    """3P-1: France, Anglo-Dutch (Wellington, red) and Prussia (Blücher, black); the Allies win together."""
    s = three()
    assert s.seats == ["france", "anglo_dutch", "prussia"]
    victory.gain(s, "allied", 10, Msg("napoleon1815-why-flags", flags=7))
    assert GAME.result(s) is not None and GAME.result(s).winners == ("anglo_dutch", "prussia")


def test_3p_3_partners_do_not_see_each_others_blocks() -> None:
    """3P-3: the Allied players never see the faces, SP or fatigue of the partner's blocks."""
    s = new_game(players="3", rules="grognard")
    view = GAME.view(s, "anglo_dutch")
    prussian = [b for b in view["blocks"] if b["army"] == "prussian"]
    assert prussian and not any("block" in b for b in prussian)
    assert all(e["block"] not in ("zieten", "blucher") for e in view["oob"])
    c = new_game(players="3")
    assert "zieten" not in json.dumps(GAME.view(c, "anglo_dutch")["oob"])


def test_3p_4_cards_change_hands_only_when_communication_is_allowed() -> None:
    """3P-4: after Aide-de-camp, or with Blücher and Wellington one road apart, a card may be given."""
    s = three()
    put(s, "wellington", "nivelles")
    put(s, "picton", "nivelles")
    put(s, "blucher", "namur")
    put(s, "zieten", "namur")
    put(s, "ney", "frasnes")
    give(s, "anglo_dutch", [48])
    start_operations(s, first="allied", leader="anglo_dutch")
    act(s, "Anglo-Dutch operates")
    assert "give" not in [a.verb for a in GAME.legal_actions(s, "anglo_dutch")]
    assert GAME.view(s, "anglo_dutch")["communication"] is False
    s.effects.append("aide_de_camp")
    note_talking(s)  # the machine does it after each step; the test edits the state directly
    assert GAME.view(s, "anglo_dutch")["communication"] is True
    act(s, "Give a card to Prussia")
    act(s, "Give Square (48)")
    assert s.hands["prussia"] == [48] and s.hands["anglo_dutch"] == []
    s.effects.remove("aide_de_camp")
    change(s, "blucher", area="quatre_bras")
    change(s, "zieten", area="quatre_bras")
    note_talking(s)
    assert GAME.view(s, "prussia")["communication"] is True  # Quatre-Bras is one road from Nivelles


def test_3p_5_shared_deck_own_hands() -> None:
    """3P-5: the Allies draw from one deck and discard to one pile, each into his own hand."""
    s = new_game(players="3")
    assert set(s.decks) == {"french", "allied"}
    assert all(c > 36 for c in s.hands["anglo_dutch"] + s.hands["prussia"])
    assert GAME.view(s, "prussia")["hand"] == sorted(s.hands["prussia"])


def test_3p_6_blue_order_france_prussia_anglo_dutch() -> None:
    """3P-6: blue cards in the order France, Prussia, Anglo-Dutch."""
    s = three()
    for seat, card in (("france", 6), ("prussia", 41), ("anglo_dutch", 46)):
        give(s, seat, [card])
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    put(s, "zieten", "namur")
    initiative(s)
    order = []
    while ask(s) == "napoleon1815-ask-blue":
        order.append(who(s))
        act(s, "No blue card")
    assert order == ["france", "prussia", "anglo_dutch"]


def test_3p_7_and_8_three_flips_give_initiative_and_leader() -> None:
    """3P-7/8: each flips; the highest side goes first (ties to France); the higher Allied flip leads
    (ties to Anglo-Dutch). With Intuition only the Allies flip, for the leader."""
    s = three()
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    put(s, "zieten", "namur")
    stack_deck(s, "french", [33])  # 4
    stack_deck(s, "allied", [48, 49])  # Anglo-Dutch flips 4 (first), Prussia 4
    initiative(s)
    assert s.initiative == "french" and s.leader == "anglo_dutch"
    s.hands = {seat: [] for seat in s.seats}
    give(s, "prussia", [40])
    stack_deck(s, "allied", [66, 68])  # Anglo-Dutch 1, Prussia 4
    initiative(s)
    act(s, "Intuition")
    assert s.initiative == "allied" and s.leader == "prussia"


def test_3p_9_10_11_the_leader_picks_who_operates_and_a_pass_is_final() -> None:
    """3P-9: the leader chooses the Allied player who operates; 3P-10: only his own blocks; 3P-11: a
    player who passes is done for the turn, his partner goes on. The pass is the Allied turn: France
    operates next (p.9 and p.16 alternate the sides one operation at a time; issue 8 §8)."""
    s = three()
    put(s, "picton", "nivelles")
    put(s, "zieten", "nivelles")
    put(s, "thielmann", "namur")
    put(s, "ney", "frasnes")
    start_operations(s, first="allied", leader="prussia")
    assert who(s) == "prussia" and set(labels(s)) == {"Anglo-Dutch operates", "Prussia operates"}
    act(s, "Anglo-Dutch operates")
    assert who(s) == "anglo_dutch"
    act(s, "pass")
    assert who(s) == "france"
    act(s, "pass")
    assert who(s) == "prussia" and ask(s) == "napoleon1815-ask-operate"  # no choice left for the leader
    assert "anglo_dutch" in s.passed
    act(s, "operate nivelles")
    assert f"add {token(s, 'picton')}" not in notations(s)  # 3P-10: Picton is the partner's
    act(s, f"add {token(s, 'zieten')}")
    act(s, "move")
    assert GAME.view(s, None)["operation"]["tokens"] == [token(s, "zieten")]


def test_3p_12_the_leader_decides_for_a_mixed_stack() -> None:
    """3P-12: the leader chooses the retreat of a beaten Anglo-Dutch and Prussian stack."""
    s = three()
    put(s, "picton", "quatre_bras")
    put(s, "zieten", "quatre_bras")
    put(s, "drouot", "quatre_bras")
    put(s, "napoleon", "quatre_bras")
    stack_deck(s, "french", [11, 17, 15, 21, 28])
    stack_deck(s, "allied", [38, 43, 51])
    start_operations(s, leader="prussia")
    act(s, "operate quatre_bras")
    act(s, f"add {token(s, 'drouot')}")
    act(s, "attack")
    while "retreat road" not in status(s):
        act(s, labels(s)[0])
    assert who(s) == "prussia"


def test_3p_13_one_allied_event_per_operation_the_leader_first() -> None:
    """3P-13 / A-19: the leader answers first and may let his partner answer; one card for both."""
    s = three()
    put(s, "vandamme", "fleurus")
    put(s, "picton", "nivelles")
    put(s, "zieten", "namur")
    give(s, "anglo_dutch", [61])
    give(s, "prussia", [62])
    stack_deck(s, "french", [33])
    start_operations(s, leader="anglo_dutch")
    operate(s, "fleurus")
    assert ask(s) == "napoleon1815-window-preflip"
    assert who(s) == "anglo_dutch" and labels(s) == ["Let Prussia answer", "No card"]
    act(s, "Let Prussia answer")
    assert who(s) == "prussia"
    act(s, "No card")
    assert who(s) == "anglo_dutch"  # after the flip: the leader again
    act(s, "Let Prussia answer")
    act(s, "Road blocked")
    apply(s, "road", "ligny")
    act(s, "stop")
    # The Allies played their one card: no window at the end of the move; the leader picks who operates.
    assert "allied" in s.green_used and ask(s) == "napoleon1815-ask-operator"


def test_3p_14_and_15_events_touch_only_the_playing_players_corps() -> None:
    """3P-14/15: Reinforcement and recovery cards only for the player's own corps; only the
    Anglo-Dutch player may play Frederick."""
    s = three()
    put(s, "picton", "nivelles", inf=2, spent=True, fat=3)
    put(s, "zieten", "namur", inf=2, spent=True, fat=3)
    put(s, "ney", "frasnes")
    give(s, "prussia", [41, 45])
    initiative(s)
    act(s, "No blue card") if who(s) == "france" else None
    assert who(s) == "prussia" and "Play Frederick (45)" not in labels(s)
    act(s, "Reinforcement")
    assert labels(s) == ["Zieten at Namur (3 SP)"]
    act(s, "Zieten")
    assert piece(s, "zieten").infantry == 3 and piece(s, "picton").infantry == 2  # Zieten had 2 + 1 cavalry
    r = three()
    put(r, "picton", "nivelles", spent=True, fat=3)
    put(r, "zieten", "namur", spent=True, fat=3)
    put(r, "ney", "frasnes")
    give(r, "anglo_dutch", [54])
    start_recovery(r)
    assert who(r) == "anglo_dutch" and not any("Zieten" in label for label in labels(r))
    act(r, "Picton")
    act(r, "Hold at all costs")
    assert piece(r, "picton").fatigue == 2 and piece(r, "zieten").fatigue == 3


def _prussia_builds_beside(hidden: str) -> N1815State:
    """Grognard, 3 players: Zieten stands at Nivelles with one hidden Anglo-Dutch block; Prussia
    has chosen Zieten for an operation there."""
    s = three(rules="grognard")
    put(s, "zieten", "nivelles")
    put(s, hidden, "nivelles")
    put(s, "ney", "frasnes")
    start_operations(s, first="allied", leader="prussia")
    act(s, "Prussia operates")
    act(s, "operate nivelles")
    act(s, f"add {token(s, 'zieten')}")
    return s


def test_3p_a_partners_hidden_commander_does_not_change_what_prussia_is_offered() -> None:
    """TRM-3 with 3P-3/3P-10: Prussia cannot see whether the Anglo-Dutch block beside Zieten is
    Wellington or a corps, so he is offered the same moves either way, and everyone (France, the
    channel) reads the same; each player looks after his own commander."""
    commander, corps = _prussia_builds_beside("wellington"), _prussia_builds_beside("picton")
    for seat in (None, "france", "prussia"):
        seen = observation(GAME, commander, seat, pictures=False)
        assert seen == observation(GAME, corps, seat, pictures=False), seat
    assert "move" in notations(commander)
    # Marching off leaves Wellington alone: he is killed or captured, in everyone's sight (TRM-4).
    act(commander, "move")
    while ask(commander) != "napoleon1815-ask-move":
        act(commander, "No card")
    apply(commander, "road", "quatre_bras")
    assert "wellington" in [g.block for g in commander.eliminated]
    assert any(
        e["msg"]["key"] == "napoleon1815-log-removed-alone" and e.get("to") is None for e in commander.log
    )


def test_3p_an_allied_player_keeps_one_of_his_own_corps_with_his_commander() -> None:
    """TRM-3 in 3P: the Anglo-Dutch player may not march his last corps away from Wellington, even
    if Prussian blocks stay (he cannot tell whether they are corps)."""
    s = three(rules="grognard")
    put(s, "wellington", "nivelles")
    put(s, "picton", "nivelles")
    put(s, "zieten", "nivelles")
    put(s, "ney", "frasnes")
    start_operations(s, first="allied", leader="anglo_dutch")
    act(s, "Anglo-Dutch operates")
    act(s, "operate nivelles")
    act(s, f"add {token(s, 'picton')}")
    assert "move" not in notations(s)
    act(s, f"add {token(s, 'wellington')}")
    assert "move" in notations(s)


def test_3p_allied_cooperation_shows_the_operating_player_his_partners_blocks() -> None:
    """EVT-30 with 3P-3 (Grognard): Prussia cannot choose among Anglo-Dutch blocks he cannot see
    without his prompt telling him what they are, so playing Allied cooperation shows him the faces
    of his partner's active blocks there (a reveal to him alone); France still sees only tokens."""
    s = three(rules="grognard")
    zieten = put(s, "zieten", "nivelles")
    orange = put(s, "orange", "nivelles")
    scout = put(s, "anglo_dutch_scout_1", "nivelles")
    put(s, "ney", "frasnes")
    give(s, "prussia", [69])
    start_operations(s, first="allied", leader="prussia")
    act(s, "Prussia operates")
    act(s, "operate nivelles")
    assert GAME.apply(s, "prussia", next(a for a in GAME.legal_actions(s, "prussia") if a.verb == "play"))
    assert s.revealed
    seen = {b["token"]: b.get("block") for b in GAME.view(s, "prussia")["blocks"]}
    assert seen[orange] == "orange" and seen[scout] == "anglo_dutch_scout_1"
    assert not any("block" in b for b in GAME.view(s, "france")["blocks"] if b["army"] == "anglo_dutch")
    assert "Add Orange" in labels(s)
    act(s, f"add {zieten}")
    assert f"add {scout}" not in notations(s)  # GRG-5: scouts move only with scouts
    act(s, f"add {orange}")
    assert "move" in notations(s)


def test_3p_the_suite_swaps_a_hidden_commander_for_a_corps(monkeypatch: pytest.MonkeyPatch) -> None:
    """The conformance suite's perturbations trade a hidden commander for a hidden corps of his
    army, so a prompt that depends on which one it is fails the suite (planted: the old rule, where
    any Allied block left behind counted, lets Wellington stop Prussia's move)."""
    s = _prussia_builds_beside("wellington")
    put(s, "picton", "hal")
    put(s, "chasse", "hal")
    twins = GAME.perturbations(s, "prussia", 1)
    assert any(t.pieces[token(s, "wellington")].block == "picton" for t in twins)
    clean = Report("napoleon1815")
    check_secrets(clean, GAME, s, 1, pictures=False)
    assert clean.failures == []

    def by_side(op: Op, here: list[tuple[str, Piece]]) -> bool:
        stayers = [p for t, p in here if t not in op.group and SIDE[p.block] == op.side]
        return any(KIND[p.block] == "commander" for p in stayers) and not any(
            KIND[p.block] == "corps" for p in stayers
        )

    monkeypatch.setattr(Op, "_leaves_commander_alone", by_side)
    planted = Report("napoleon1815")
    check_secrets(planted, GAME, s, 1, pictures=False)
    assert any("prussia can tell two states apart" in f for f in planted.failures)
