"""The turn record track (2.2, M-5): years, But country, event chits to draw and historical events
of each of the 16 turns, and the points track's bounds (M-17)."""

from __future__ import annotations

from typing import NamedTuple

from engine.nwsolitaire.data.map import AUSTRIA, FRANCE, GERMANY, ITALY, SPAIN

LAST_TURN = 16  # rulebook §1.0
VETERAN_LAST_TURN = 15  # rulebook §12.4
POINTS_MAX = 16  # rulebook §4.2.2: each pool carries over at most £16; §11.1 abdication 16 wins
FERVOUR_MIN, FERVOUR_MAX = 0, 16  # reconstructed: the points track's ends (values 2-16 are seen, A-21)
ABDICATION_MIN, ABDICATION_WIN = 0, 16  # rulebook §3.3 I/W (starts at 0), §11.1 (16 wins)


class Turn(NamedTuple):
    number: int
    years: str  # a notation, the same in every language
    but: str  # the But country (4.3)
    chits: int  # event chits drawn in 4.5 (0-3)
    events: tuple[str, ...]  # historical events (4.4), keys of HISTORICAL_EVENTS
    src: str


TURNS: dict[int, Turn] = {
    t.number: t
    for t in (
        Turn(
            1,
            "1792-94",
            FRANCE,
            2,
            ("valmy",),
            "rulebook §2.10, §4.3, §4.4, §4.5; rulebook example §13.0 turn 1",
        ),
        Turn(2, "1795-96", GERMANY, 2, ("vendemiaire",), "rulebook §4.3; rulebook example §13.0 turn 2"),
        Turn(
            3,
            "1797-98",
            ITALY,
            2,
            ("campo_formio",),
            "rulebook §4.3 (But Italy); reconstructed: years, chits, event",
        ),
        Turn(
            4,
            "1799",
            GERMANY,
            2,
            ("brumaire",),
            "rulebook §4.6 example (1799); reconstructed: But, chits, event",
        ),
        Turn(
            5,
            "1800-04",
            AUSTRIA,
            2,
            ("coronation",),
            "rulebook §7.4 example (But Austria); reconstructed: years, chits, event",
        ),
        Turn(
            6,
            "1805",
            AUSTRIA,
            3,
            ("third_coalition",),
            "rulebook scenario 2 (1805, But Austria); reconstructed: chits, event",
        ),
        Turn(7, "1806", GERMANY, 2, (), "reconstructed: Jena"),
        Turn(8, "1807-08", GERMANY, 2, ("tilsit",), "reconstructed: Friedland and Tilsit"),
        Turn(9, "1808-09", SPAIN, 2, (), "reconstructed: Napoleon in Spain"),
        Turn(
            10,
            "1809",
            AUSTRIA,
            2,
            (),
            "rulebook §4.1.1 and §9.0 examples (late 1809, But Austria); reconstructed: chits",
        ),
        Turn(11, "1810-12", SPAIN, 2, (), "reconstructed: the Peninsular War"),
        Turn(12, "1813", GERMANY, 1, (), "rulebook scenario 3 (1813, But Germany); reconstructed: chits"),
        Turn(13, "1813", GERMANY, 1, (), "rulebook §2.2 (late 1813); reconstructed: But Leipzig, chits"),
        Turn(
            14, "1814", FRANCE, 1, (), "rulebook §9.10 example (1814); reconstructed: the campaign of France"
        ),
        Turn(
            15,
            "1815-17",
            FRANCE,
            0,
            (),
            "rulebook §12.4 (the historical abdication); reconstructed: But, chits",
        ),
        Turn(16, "1818-21", FRANCE, 0, (), "rulebook §2.10 (1818-21); reconstructed: But, chits"),
    )
}


class HistoricalEvent(NamedTuple):
    """A historical event (4.4): chits added to the event cup, scrolls placed, Napoleon's moves."""

    id: str
    chits: tuple[str, ...] = ()  # event chits put into the cup
    satellites: int = 0  # random satellite chits put into the cup
    scrolls: tuple[tuple[str, str], ...] = ()  # (power, scroll) placed on a status box
    napoleon: str = ""  # a Napoleon unit put in the Bedroom, with Josephine ("B")
    src: str = ""


HISTORICAL_EVENTS: dict[str, HistoricalEvent] = {
    e.id: e
    for e in (
        HistoricalEvent(
            "valmy",
            chits=("war_switzerland", "war_cape"),
            satellites=1,
            scrolls=(("russia", "russian_nobility"),),
            src="rulebook example §13.0 turn 1 A4",
        ),
        HistoricalEvent(
            "vendemiaire",
            chits=("war_haiti", "war_egypt"),
            satellites=1,
            napoleon="B",
            src="rulebook example §13.0 turn 2 A4",
        ),
        HistoricalEvent(
            "campo_formio",
            chits=("war_malta", "war_mysore"),
            satellites=1,
            scrolls=(("prussia", "peace_of_basel"),),
            src="reconstructed: Malta and India follow Egypt; the Peace of Basel (1795) kept Prussia out; "
            "scenario 2 K removes the Peace of Basel, so it is on the map by 1805",
        ),
        HistoricalEvent(
            "brumaire",
            chits=("war_senegal", "war_corfu"),
            satellites=2,
            src="reconstructed: Brumaire; scenario 2 D puts Senegal and Corfu in the cup (not yet drawn in 1805)",
        ),
        HistoricalEvent(
            "coronation",
            chits=("coronation", "war_denmark", "war_america", "trafalgar", "spanish_ulcer"),
            satellites=2,
            src="reconstructed: scenario 2 removes the Coronation chit and finds Denmark, America, Trafalgar and the "
            "Spanish Ulcer in the cup in 1805, with 7 of the 9 satellites already out of storage",
        ),
        HistoricalEvent(
            "third_coalition",
            chits=("war_finland", "war_caucasus", "war_balkans"),
            satellites=1,
            src="reconstructed: the Russian wars of 1806-12 (not in the 1805 cup of scenario 2)",
        ),
        HistoricalEvent(
            "tilsit",
            chits=("duchy_warsaw",),
            scrolls=(("russia", "tilsit"),),
            src="reconstructed: the Tilsit Treaty scroll (removed by 4.10 and scenario 3 K) and the Duchy of "
            "Warsaw (1807; in Germany in scenario 3)",
        ),
    )
}
