"""Grognard rules (GRG-1..10) and hidden information: views, reveals, tokens, determinize."""

from __future__ import annotations

import json

from engine.core import Action, Msg, Result, UndoPolicy
from engine.napoleon1815.retreat import retreat_frame
from engine.napoleon1815.state import Arrow, N1815State
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    apply,
    ask,
    blank,
    eliminated,
    give,
    labels,
    new_game,
    operate,
    piece,
    push_frames,
    put,
    stack_deck,
    start_operations,
    status,
    token,
    who,
)


def fog(**options: str) -> N1815State:
    return blank(rules="grognard", **options)


def test_grg_1_and_3_the_enemy_sees_army_and_orientation_only() -> None:
    """GRG-1: blocks stand up, identities hidden from the enemy; GRG-3: active/spent still shows."""
    s = fog()
    put(s, "ney", "frasnes", spent=True)
    put(s, "picton", "nivelles")
    seen = GAME.view(s, "allies")["blocks"]
    ney = next(b for b in seen if b["area"] == "frasnes")
    assert ney == {"token": token(s, "ney"), "army": "french", "area": "frasnes", "spent": True}
    assert "ney" not in json.dumps(GAME.view(s, "allies")) and "ney" not in json.dumps(GAME.view(s, None))


def test_tokens_do_not_encode_identity() -> None:
    """Tokens are dealt at random: the same block gets different tokens in different games."""
    tokens = {token(new_game(seed, rules="grognard"), "napoleon") for seed in range(12)}
    assert len(tokens) > 3


def test_grg_2_a_battle_lays_the_area_face_up_until_it_ends() -> None:
    """GRG-2: starting a battle reveals both sides' blocks in the area to everyone, before cards are
    played; afterwards they stand up again."""
    s = fog()
    put(s, "ney", "quatre_bras")
    put(s, "reille", "quatre_bras")
    put(s, "perponcher", "quatre_bras")
    put(s, "hill", "nivelles")
    give(s, "allies", [48])
    start_operations(s)
    act(s, "operate quatre_bras")
    act(s, f"add {token(s, 'ney')}")
    act(s, "attack")
    assert who(s) == "allies" and "battle card" in status(s)
    public = {b["token"]: b.get("block") for b in GAME.view(s, None)["blocks"]}
    assert public[token(s, "ney")] == "ney" and public[token(s, "reille")] == "reille"
    assert public[token(s, "perponcher")] == "perponcher" and public[token(s, "hill")] is None
    act(s, "No card")
    while "retreat" in status(s) or "point" in status(s) or "SP are lost" in status(s):
        act(s, labels(s)[0])
    assert s.face_up == []
    assert all("block" not in b for b in GAME.view(s, None)["blocks"])


def test_grg_4_scouts_are_placed_after_the_corps() -> None:
    """GRG-4: each player places the scenario's scouts in areas holding its corps (Ligny: 2/1/1)."""
    s = new_game(rules="grognard")
    assert who(s) == "france" and ask(s) == "napoleon1815-ask-scout"
    choices = labels(s)
    assert all(label.startswith("Place a scout at") for label in choices)
    act(s, choices[0])
    act(s, labels(s)[0])
    assert who(s) == "allies"
    act(s, labels(s)[0])
    act(s, labels(s)[0])
    assert sum(1 for p in s.pieces.values() if "scout" in p.block) == 4
    assert "scout" not in json.dumps([p for p in s.pieces.values() if p.block == "x"])
    c = new_game()
    assert not any("scout" in p.block for p in c.pieces.values())  # Conscript: no scouts


def test_grg_5_scouts_move_alone_at_card_plus_one_without_fatigue() -> None:
    """GRG-5: scouts move only with scouts, at the flipped value + 1, and take no fatigue."""
    s = fog()
    put(s, "ney", "frasnes")
    put(s, "french_scout_1", "frasnes")
    put(s, "picton", "bruxelles")
    stack_deck(s, "french", [33])  # 4
    start_operations(s)
    act(s, "operate frasnes")
    act(s, f"add {token(s, 'french_scout_1')}")
    assert f"add {token(s, 'ney')}" not in [a.notation() for a in GAME.legal_actions(s, "france")]
    act(s, "move")
    assert GAME.view(s, "france")["mp_left"] == 5
    for area in ("gosselies", "fleurus", "ligny", "sombreffe"):
        apply(s, "road", area)
    assert piece(s, "french_scout_1").area == "sombreffe"


def test_grg_6_and_7_scout_meets_corps_and_stack_sweeps_scouts() -> None:
    """GRG-6/7: a scout entering an enemy stack's area is destroyed (its owner learns corps were there);
    a stack entering an area with only enemy scouts destroys them and may go on without fatigue."""
    s = fog()
    put(s, "ney", "frasnes")
    put(s, "french_scout_1", "gosselies")
    put(s, "picton", "quatre_bras")
    put(s, "anglo_dutch_scout_1", "gemioncourt")
    stack_deck(s, "french", [13])  # 1 + 1 = 2 MP for the scout
    start_operations(s)
    operate(s, "gosselies")
    logs = apply(s, "road", "frasnes") + apply(s, "road", "quatre_bras")
    assert any("found enemy corps at Quatre-Bras" in t for t in logs)
    assert "french_scout_1" in eliminated(s)
    s2 = fog()
    put(s2, "ney", "frasnes")
    put(s2, "picton", "bruxelles")
    put(s2, "anglo_dutch_scout_1", "gemioncourt")
    stack_deck(s2, "french", [33])
    start_operations(s2)
    operate(s2, "frasnes")
    logs = apply(s2, "road", "gemioncourt")
    assert "At Gémioncourt, an Allied scout is destroyed" in logs
    assert "March to Quatre-Bras (1 MP)" in labels(s2)  # free area: the move goes on


def test_grg_6_scouts_ending_together_destroy_each_other() -> None:
    """GRG-6: friendly and enemy scouts ending a move in the same area destroy each other."""
    s = fog()
    put(s, "ney", "frasnes")
    put(s, "french_scout_1", "gosselies")
    put(s, "picton", "bruxelles")
    put(s, "anglo_dutch_scout_1", "fleurus")
    stack_deck(s, "french", [13])
    start_operations(s)
    operate(s, "gosselies")
    apply(s, "road", "fleurus")
    act(s, "stop")
    assert not any("scout" in p.block for p in s.pieces.values())


def test_grg_6_a_retreat_sweeps_scouts() -> None:
    """GRG-6: a stack retreating into enemy scouts destroys them and goes on as required."""
    s = fog()
    t = put(s, "picton", "genappe")
    put(s, "ney", "frasnes")
    put(s, "french_scout_1", "la_belle_alliance")
    push_frames(s, retreat_frame(s, [t], "allied", 2))
    act(s, "Retreat to La Belle Alliance")
    assert "french_scout_1" in eliminated(s)
    assert ask(s) == "napoleon1815-ask-retreat"


def test_grg_8_scouts_take_towns_but_not_enemy_walled_cities() -> None:
    """GRG-8: scouts take towns and farms with an enemy flag, never enter an enemy walled city."""
    s = fog()
    put(s, "ney", "frasnes")
    put(s, "french_scout_1", "temploux")
    put(s, "picton", "bruxelles")
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "temploux")
    assert "March to Namur (1 MP)" not in labels(s)
    apply(s, "road", "sombreffe")
    apply(s, "road", "gembloux")
    assert s.control["gembloux"] == "french"


def test_grg_9_own_scouts_never_block_own_stacks() -> None:
    """GRG-9: a stack passes through an area holding only its own scouts."""
    s = fog()
    put(s, "ney", "frasnes")
    put(s, "french_scout_1", "gosselies")
    put(s, "picton", "bruxelles")
    stack_deck(s, "french", [33])
    start_operations(s)
    operate(s, "frasnes")
    apply(s, "road", "gosselies")
    assert "March to Fleurus (1 MP)" in labels(s)


def test_grg_10_scout_along_the_enemy_arrow_tires_nobody() -> None:
    """GRG-10: a scout entering an engaged area along the enemy's arrow causes no fatigue (it dies)."""
    s = fog()
    put(s, "ney", "quatre_bras")
    put(s, "picton", "quatre_bras")
    s.arrows["quatre_bras"] = Arrow("anglo_dutch", "marbais")
    put(s, "french_scout_1", "marbais")
    stack_deck(s, "french", [13])
    start_operations(s)
    operate(s, "marbais")
    apply(s, "road", "quatre_bras")
    assert piece(s, "picton").fatigue == 0 and s.arrow_fatigue == []


def test_private_log_and_reveals_refuse_undo() -> None:
    """Private entries go to their seat only; the undo policy: an action that hands play to another
    seat, or flips a card, may be taken back only with the others' consent."""
    s = new_game()
    drawn = [e for e in s.log if e["to"] == "france"]
    assert drawn and all(e not in GAME.view(s, "allies")["log"] for e in drawn)
    assert who(s) == "france" and ask(s) == "napoleon1815-ask-blue"
    step = GAME.apply(s, "france", Action("none"))  # no blue card: the Allies are asked next
    assert step.handoff and step.undo is UndoPolicy.CONSENT
    s = blank()
    put(s, "ney", "frasnes")
    put(s, "picton", "nivelles")
    start_operations(s)
    act(s, "operate frasnes")
    step = GAME.apply(s, "france", Action("add", (token(s, "ney"),)))
    assert not step.handoff and step.undo is UndoPolicy.FREE  # choosing a block: France alone
    step = GAME.apply(s, "france", Action("move"))  # the MP card is flipped for everyone
    assert s.disclosed and step.undo is UndoPolicy.CONSENT


def test_determinize_keeps_every_view_equal_and_redraws_the_rest() -> None:
    """determinize: each seat's view is the same; other hands, decks, hidden identities, SP and
    fatigue change."""
    s = new_game(3, rules="grognard", players="3")
    while ask(s) == "napoleon1815-ask-scout":
        act(s, labels(s)[0])
    changed = 0
    for seed in range(20):
        for seat in (None, *s.seats):
            d = GAME.determinize(s, seat, seed)
            assert GAME.view(d, seat) == GAME.view(s, seat)
            assert GAME.invariant_violations(d) == []
            changed += d.to_json() != s.to_json()
            if seat is not None:
                assert d.hands[seat] == s.hands[seat]
    assert changed > 60
    redealt = set()
    for seed in range(10):
        d = GAME.determinize(s, "france", seed)
        redealt |= {t for t, p in s.pieces.items() if p.block != d.pieces[t].block}
        assert all(d.pieces[t] == p for t, p in s.pieces.items() if p.block.startswith(("napoleon", "ney")))
    assert redealt and all(s.pieces[t].block not in ("napoleon", "ney") for t in redealt)


def test_spent_state_survives_determinize() -> None:
    s = fog()
    put(s, "ney", "frasnes", spent=True)
    put(s, "reille", "frasnes")
    put(s, "picton", "nivelles")
    d = GAME.determinize(s, "allies", 1)
    assert [p.spent for p in d.pieces.values()] == [p.spent for p in s.pieces.values()]


def test_view_md_lists_exactly_the_view_keys() -> None:
    """VIEW.md documents every key of the public and the private views (renderers rely on it)."""
    import re
    from pathlib import Path

    import engine.napoleon1815 as package

    text = (Path(package.__file__).parent / "VIEW.md").read_text()
    public_part, rest = text.split("## Keys added to a seat's private view")
    private_part, final_part = rest.split("## The final view")
    rows = re.compile(r"^\| ((?:`[a-z_]+`(?:, )?)+) \|", re.M)

    def keys(part: str) -> set[str]:
        return {k for row in rows.findall(part) for k in re.findall(r"`([a-z_]+)`", row)}

    s = new_game(rules="grognard")
    public = GAME.view(s, None)
    private = GAME.view(s, "france")
    assert set(public) == keys(public_part)
    assert set(private) - set(public) == keys(private_part)
    ended = GAME.load(json.loads(s.to_json()))
    ended.result = Result(("france",), "scenario_end", Msg("napoleon1815-title"))
    assert set(GAME.final_view(ended)) - set(public) == keys(final_part)
