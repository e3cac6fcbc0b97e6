"""Gustav's reconstructed data (DATA.md): the shapes the seed fixes (8 cards a side with two effects
each, morale 0-7, 9 rounds, a neutral centre line, red-framed rear hexes, a 12-point build with the
HQ) and the properties our reconstruction claims (a ring rising and falling, fair tie letters,
counters for any build, a source on every value)."""

from __future__ import annotations

from engine.gustav import data
from engine.gustav.data.board import HEXES, NEIGHBOURS, neutral_line, red_frame, territory
from engine.gustav.data.cards import CARDS, DECKS, HALVES, Kind
from engine.gustav.data.tracks import (
    LETTERS,
    MORALE_MAX,
    MORALE_MIN,
    MORALE_START,
    RING,
    ROUNDS,
    VOLTAGE_START,
)
from engine.gustav.data.units import BUDGET, COUNTERS, KINDS, army_cost
from i18n import translator
from tests.engine.test_gustav_helpers import IMP, SWE


def test_each_side_has_eight_cards_of_two_effects_with_action_values() -> None:
    assert {side: len(deck) for side, deck in DECKS.items()} == {IMP: 8, SWE: 8}
    for card in CARDS.values():
        for half in HALVES:
            effect = card.effect(half)
            assert 1 <= effect.value <= 4 and effect.steps
        assert card.top.value > card.bottom.value  # a strong, slow top; a weak, fast bottom


def test_the_decks_are_equal_in_total_tempo_and_share_one_morale_card() -> None:
    totals = {side: sum(CARDS[c].top.value + CARDS[c].bottom.value for c in DECKS[side]) for side in DECKS}
    assert abs(totals[IMP] - totals[SWE]) <= 1
    hymn, word = CARDS["feste_burg"], CARDS["jesus_maria"]
    assert (hymn.top, hymn.bottom) == (word.top, word.bottom) and hymn.top.steps[0].kind is Kind.RALLY


def test_the_ring_rises_to_six_and_falls_back_and_its_tie_letters_alternate() -> None:
    numbers = [s.number for s in RING]
    assert numbers == [1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1] and VOLTAGE_START == 0
    ends = [RING[(VOLTAGE_START + 2 * r) % len(RING)].letter for r in range(1, ROUNDS)]
    assert ends == ["A", "B"] * 4  # where the marker stands at the end of rounds 1-8
    assert set(LETTERS) == {"A", "B"} and LETTERS["A"] == IMP


def test_morale_and_rounds_follow_the_seed() -> None:
    assert (MORALE_MIN, MORALE_MAX, ROUNDS) == (0, 7, 9) and MORALE_MIN < MORALE_START < MORALE_MAX


def test_the_board_has_a_neutral_line_two_territories_and_red_rear_rows() -> None:
    assert len(territory(IMP)) == len(territory(SWE)) == 24 and len(neutral_line()) == 8
    assert {HEXES[h].row for h in red_frame(IMP)} == {1} and {HEXES[h].row for h in red_frame(SWE)} == {7}
    assert all(len(n) <= 6 for n in NEIGHBOURS.values())
    assert all(b in NEIGHBOURS[a] for a, near in NEIGHBOURS.items() for b in near)


def test_the_counters_give_each_army_its_character_and_room_for_a_full_build() -> None:
    assert KINDS[0] == "hq" and all(c.counts["hq"] == 1 for c in COUNTERS.values())
    imperial, swedish = COUNTERS[IMP].counts, COUNTERS[SWE].counts
    assert imperial["pike"] > swedish["pike"] and imperial["cavalry"] > swedish["cavalry"]
    assert swedish["shot"] > imperial["shot"] and swedish["artillery"] > imperial["artillery"]
    for counts in (imperial, swedish):  # 12 points can always be spent: HQ + pike/shot pairs
        assert army_cost(["hq"]) + 2 * (counts["pike"] + counts["shot"]) >= BUDGET


def test_every_value_has_a_source_and_reconstructed_ones_say_so() -> None:
    items = data.provenance()
    keys = {item.source.key for item in items}
    assert "gustav-source-budget" in keys and "gustav-source-ring" in keys
    assert all(item.reconstructed == (item.source.key.split("-", 2)[2] not in SEEDED) for item in items)
    en = translator("en", strict=True)
    assert all(en(item.source).startswith("reconstructed:") == item.reconstructed for item in items)


# values the seed states (the rest are ours)
SEEDED = {
    "budget",
    "hq-mandatory",
    "no-melee-artillery",
    "no-fire-pike-cavalry",
    "morale-range",
    "rounds",
    "hand",
    "cull",
    "board-neutral",
    "board-territory",
}
