"""3P-4 in public: whether the Allied players may talk is seen by the whole table, so it is in every
view, and a change that the hidden commanders' places decide is a disclosure."""

from __future__ import annotations

from engine.core import Action, UndoPolicy
from engine.napoleon1815.state import N1815State, may_talk, note_talking
from tests.engine.test_napoleon1815_helpers import GAME, act, blank, put, stack_deck, start_operations, token

SEATS = (None, "france", "anglo_dutch", "prussia")


def grognard() -> N1815State:
    """Wellington at Nivelles; Blücher at Marbais, two roads away (through Quatre-Bras); two Prussian
    corps at Genappe, one road from Nivelles, where a re-deal could put Blücher."""
    s = blank(players="3", rules="grognard")
    for block, area in (
        ("wellington", "nivelles"),
        ("picton", "nivelles"),
        ("blucher", "marbais"),
        ("zieten", "marbais"),
        ("pirch", "genappe"),
        ("thielmann", "genappe"),
        ("napoleon", "beaumont"),
        ("ney", "beaumont"),
    ):
        put(s, block, area)
    note_talking(s)
    return s


def communication(s: N1815State) -> list[bool]:
    return [GAME.view(s, seat)["communication"] for seat in SEATS]


def test_3p_4_every_seat_and_the_channel_see_whether_the_allies_may_talk() -> None:
    s = grognard()
    assert communication(s) == [False] * 4
    s.effects.append("aide_de_camp")
    note_talking(s)
    assert communication(s) == [True] * 4
    assert GAME.view(blank(), None)["communication"] is False  # two players: never


def test_3p_4_twins_never_contradict_the_public_bit() -> None:
    """A re-deal for France or the channel may move Blücher's identity onto another hidden Prussian
    token, but never onto Genappe's, one road from Wellington, while the table sees no talking."""
    s = grognard()
    for seat in SEATS:
        for seed in range(40):
            twins = [GAME.determinize(s, seat, seed), *GAME.perturbations(s, seat, seed)]
            assert all(may_talk(twin) is False and twin.talking is False for twin in twins)
    moved = [GAME.determinize(s, "france", seed) for seed in range(40)]
    assert any(t.pieces[token(s, "blucher")].block != "blucher" for t in moved)  # the re-deal did move him


def moving() -> N1815State:
    """Prussia's operation from Marbais with Blücher and Zieten, 4 MP, ready to take a road."""
    s = grognard()
    start_operations(s, first="allied", leader="prussia")
    stack_deck(s, "allied", [48])  # 4 MP
    act(s, "Prussia operates")
    act(s, "operate marbais")
    act(s, f"add {token(s, 'blucher')}")
    act(s, f"add {token(s, 'zieten')}")
    act(s, "move")
    return s


def test_3p_4_blucher_coming_within_a_road_of_wellington_is_disclosed() -> None:
    """Blücher marches from Marbais to Quatre-Bras, one road from Wellington at Nivelles: from that
    step every view says the Allies may talk, the step is a disclosure (undo needs consent), and the
    Anglo-Dutch player's twins, which agree on everything he could see before, agree on the bit."""
    s = moving()
    assert communication(s) == [False] * 4
    march = Action("road", ("quatre_bras",))
    twins = [GAME.determinize(s, "anglo_dutch", 7), *GAME.perturbations(s, "anglo_dutch", 7)]
    assert len(twins) > 1
    step = GAME.apply(s, "prussia", march)
    assert s.disclosed and step.undo is UndoPolicy.CONSENT
    assert communication(s) == [True] * 4
    for twin in twins:
        GAME.apply(twin, "prussia", march)
        assert twin.disclosed and GAME.view(twin, "anglo_dutch")["communication"] is True


def test_3p_4_a_march_that_keeps_the_commanders_apart_discloses_nothing() -> None:
    s = moving()
    step = GAME.apply(s, "prussia", Action("road", ("tilly",)))
    assert not s.disclosed and step.undo is UndoPolicy.FREE
    assert communication(s) == [False] * 4


def test_3p_4_aide_de_camp_is_no_disclosure_of_where_the_commanders_are() -> None:
    """The card is played in everyone's sight: the bit it sets tells nothing hidden."""
    s = grognard()
    s.effects.append("aide_de_camp")
    s.disclosed = False
    note_talking(s)
    assert s.talking and not s.disclosed
