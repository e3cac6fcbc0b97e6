"""Age of Napoleon: the aid's charts are held exactly as printed (seed 002), every value sourced."""

from __future__ import annotations

from engine.ageofnapoleon.data import cards, charts, countries
from engine.ageofnapoleon.data.charts import REINFORCEMENT, STRATEGY, Row
from engine.ageofnapoleon.data.sources import Origin


def test_strategy_chart_as_printed() -> None:
    # aid 戦略チャート: (French, Coalition), "-" as None
    assert {row: (d.french, d.coalition) for row, d in STRATEGY.items()} == {
        Row.FRANCE: (5, None),
        Row.BRITAIN: (None, 4),
        Row.AUSTRIA: (2, 3),
        Row.RUSSIA: (2, 3),
        Row.REFORMED_PRUSSIA: (2, 3),
        Row.PRUSSIA: (1, 2),
        Row.SPAIN: (2, 2),
    }
    assert {row for row, d in STRATEGY.items() if d.revolt_cut} == {
        Row.AUSTRIA,
        Row.RUSSIA,
        Row.REFORMED_PRUSSIA,
        Row.PRUSSIA,
        Row.SPAIN,
    }
    assert charts.MINORS_PER_CARD == 3 and charts.RESHUFFLE_BELOW == 20


def test_reinforcement_chart_as_printed() -> None:
    # aid 増援チャート: (mobilization, appearance, "*" on each)
    assert {row: tuple(limits[:4]) for row, limits in REINFORCEMENT.items()} == {
        Row.AUSTRIA: (6, 3, True, True),
        Row.REFORMED_AUSTRIA: (8, 4, True, True),
        Row.BRITAIN: (2, 1, False, False),
        Row.FRANCE: (10, 5, False, False),
        Row.PRUSSIA: (4, 2, True, True),
        Row.REFORMED_PRUSSIA: (6, 3, True, True),
        Row.RUSSIA: (8, 4, True, True),
        Row.SPAIN: (4, 2, False, True),
    }
    assert tuple(charts.COALITION_MINORS[:2]) == (2, 1)
    assert (charts.FRENCH_MINORS_PER_MOBILIZATION, charts.FRENCH_MINORS_PER_APPEARANCE) == (2, 3)


def test_crt_and_tbm_as_printed() -> None:
    assert charts.CRT_LABELS == ("<6", "6-10", "11-15", "16-20", "21-25", "26-30", "31-35", ">35")
    assert [sum(row) for row in charts.CRT] == [4, 6, 8, 9, 12, 15]
    assert charts.CRT[0] == (0, 0, 0, 0, 1, 1, 1, 1) and charts.CRT[5] == (1, 1, 1, 2, 2, 2, 3, 3)
    assert charts.TBM == (0, 1, 2, 3, 4, 5, 6, 7)
    # a higher die never inflicts fewer losses, a larger total never fewer
    for row in charts.CRT:
        assert list(row) == sorted(row)
    for column in range(8):
        assert [charts.CRT[d][column] for d in range(6)] == sorted(charts.CRT[d][column] for d in range(6))


def test_attrition_tables_as_printed() -> None:
    assert charts.MARCH_SIZES == (1, 2, 3, 4, 5, 6, 7, 8)
    assert charts.WINTER_SIZES == (3, 4, 5, 6, 7, 8, 9, 10)
    assert charts.ATTRITION[0] == (1, 1, 1, 2, 2, 2, 3, 3) and charts.ATTRITION[5] == (0, 0, 0, 0, 1, 1, 1, 1)
    # a higher die never costs more corps
    for column in range(8):
        assert [charts.ATTRITION[d][column] for d in range(6)] == sorted(
            (charts.ATTRITION[d][column] for d in range(6)), reverse=True
        )
    assert {m.value: v for m, v in charts.ATTRITION_MODIFIERS.items()} == {
        "depot": 2,
        "friendly": 2,
        "capital": 1,
        "neutral": 1,
        "scorched_earth": -2,
        "revolt": -2,
        "barren": -2,
    }


def test_movement_and_battle_modifiers_as_printed() -> None:
    assert (charts.MOVE_TO_ATTACK, charts.WINTER_ROUND, charts.FORCED_MARCH, charts.MUD) == (-1, -1, 1, -1)
    assert (charts.HOME_AREA, charts.AFTER_SEA_MOVE, charts.OUTRIGHT_LOSER_EXTRA) == (1, -2, 1)


def test_every_chart_value_names_the_aid() -> None:
    sources = [d.source for d in STRATEGY.values()] + [limits.source for limits in REINFORCEMENT.values()]
    sources += [charts.CRT_SOURCE, charts.MARCH_SOURCE, charts.WINTER_SOURCE, charts.RECOVERY_SOURCE]
    assert all(s.origin is Origin.AID for s in sources)
    assert charts.RECOVERY_SOURCE.ref == "9.6" and charts.PRISONERS_SOURCE.ref == "9.7"


def test_countries_and_known_cards_carry_sources() -> None:
    majors = {c.id for c in countries.COUNTRIES.values() if c.major}
    assert majors == {"france", "britain", "oesterreich", "preussen", "russia", "spain"}
    assert len(countries.COUNTRIES) == 19  # public rules §3.0: six major and thirteen minor countries
    assert set(countries.DETACHABLE) == {"dalmatien", "tirol", "polen", "sachsen"}
    assert sum(card.copies for card in cards.CARDS.values()) == cards.DECK_SIZE == 55
    named = {c.id for c in cards.CARDS.values() if not c.source.reconstructed}
    assert named == {
        "forced_march", "mud", "depot", "scorched_earth", "veteran", "english_gold", "insurrection",
        "britannia", "napoleonic_dynasty", "russo_ottoman_war", "pitt",
    }  # fmt: skip
    assert cards.CARDS["insurrection"].copies == 2  # scenario book §17.2: one of the two set aside
    assert cards.CARDS["veteran"].phase_source.reconstructed
    for phase in cards.Phase:  # every phase has cards, and each player has events of their own
        assert any(c.phase is phase for c in cards.CARDS.values())
    for side in countries.Side:
        assert any(c.side is side for c in cards.CARDS.values())


def test_1805_situation_from_the_scenario_book() -> None:
    s = countries.SCENARIO_1805
    assert (s.year, s.round) == (1805, 3)
    french = {c for c, st in s.statuses.items() if countries.side_of(st) is countries.Side.FRENCH}
    coalition = {c for c, st in s.statuses.items() if countries.side_of(st) is countries.Side.COALITION}
    assert french == {
        "france",
        "italia",
        "bayern",
        "hannover",
        "holland",
        "chiesa",
        "spain",
        "schweiz",
        "westfalen",
        "wuerttemberg",
    }
    assert coalition == {
        "britain",
        "oesterreich",
        "dalmatien",
        "tirol",
        "napoli",
        "pommern",
        "russia",
        "sverige",
    }
    assert {c for c, st in s.statuses.items() if st is countries.Status.NEUTRAL} == {
        "danmark",
        "portugal",
        "preussen",
        "polen",
        "sachsen",
    }
