"""The countries of the map, the chart row each one uses, and the diplomatic situation of the scenarios.

Facts of the public rules (§3 diplomatic situation) and scenario book (§17): six major countries and
thirteen minor ones; Austria's Dalmatien and Tirol and Prussia's Polen and Sachsen are detachable areas.
Names are the board's (mostly native); ids are their ASCII forms.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.ageofnapoleon.data.charts import Row
from engine.ageofnapoleon.data.sources import Source, errata, ours, public


class Side(StrEnum):
    FRENCH = "french"
    COALITION = "coalition"


class Status(StrEnum):
    """The scenario book's status codes; NEUTRAL has no marker."""

    DOMINION = "fd"  # French dominion
    ALLY = "fa"  # French ally
    MEMBER = "cm"  # Coalition member
    INSURRECTION = "ic"  # in insurrection (against the French side)
    NEUTRAL = "neutral"


# plain names for a hot path (engine/README.md, "Enum members on a hot path")
FRENCH, COALITION = Side.FRENCH, Side.COALITION
DOMINION, ALLY, MEMBER = Status.DOMINION, Status.ALLY, Status.MEMBER
INSURRECTION, NEUTRAL = Status.INSURRECTION, Status.NEUTRAL

# Which side a status puts a country on. Insurrection counts for the Coalition (it draws cards from it, cut
# by the strategy chart's "*"): reconstructed, the aid's note on revolts speaks of the Coalition only.
STATUS_SIDE: Final[dict[Status, Side | None]] = {
    Status.DOMINION: Side.FRENCH,
    Status.ALLY: Side.FRENCH,
    Status.MEMBER: Side.COALITION,
    Status.INSURRECTION: Side.COALITION,
    Status.NEUTRAL: None,
}


class Country(NamedTuple):
    id: str
    major: bool
    row: Row  # its line on the strategy and reinforcement charts (unreformed)
    source: Source


_MAJOR = public("3.0")
_MINOR = public("3.0")

COUNTRIES: Final[dict[str, Country]] = {
    c.id: c
    for c in (
        Country("france", True, Row.FRANCE, _MAJOR),
        Country("britain", True, Row.BRITAIN, _MAJOR),
        Country("oesterreich", True, Row.AUSTRIA, _MAJOR),
        Country("preussen", True, Row.PRUSSIA, _MAJOR),
        Country("russia", True, Row.RUSSIA, _MAJOR),
        Country("spain", True, Row.SPAIN, _MAJOR),
        Country("bayern", False, Row.MINORS, _MINOR),
        Country("danmark", False, Row.MINORS, _MINOR),
        Country("italia", False, Row.MINORS, _MINOR),
        Country("hannover", False, Row.MINORS, _MINOR),
        Country("schweiz", False, Row.MINORS, _MINOR),
        Country("chiesa", False, Row.MINORS, _MINOR),  # Lo stato della Chiesa
        Country("napoli", False, Row.MINORS, _MINOR),
        Country("portugal", False, Row.MINORS, _MINOR),
        Country("pommern", False, Row.MINORS, _MINOR),
        Country("sverige", False, Row.MINORS, _MINOR),
        Country("westfalen", False, Row.MINORS, _MINOR),
        Country("holland", False, Row.MINORS, _MINOR),
        Country("wuerttemberg", False, Row.MINORS, _MINOR),
    )
}

# Only these may be reformed, moving them to the "Ref." line of the charts (the strategy chart has no
# reformed Austria line: reformed Austria draws as Austria).
REFORMED_ROW: Final[dict[str, tuple[Row, Row]]] = {  # country -> (strategy row, reinforcement row)
    "oesterreich": (Row.AUSTRIA, Row.REFORMED_AUSTRIA),
    "preussen": (Row.REFORMED_PRUSSIA, Row.REFORMED_PRUSSIA),
}

# Detachable areas and their original ruler (public rules §3.2; errata §3.2 names the original rulers).
DETACHABLE: Final[dict[str, str]] = {
    "dalmatien": "oesterreich",
    "tirol": "oesterreich",
    "polen": "preussen",
    "sachsen": "preussen",
}
DETACHABLE_SOURCE: Final = errata("3.2")


class Scenario(NamedTuple):
    key: str
    year: int
    round: int  # the campaign round it starts in
    statuses: dict[str, Status]  # countries and detachable areas; Britain and France are always their side's
    source: Source
    deployment: dict[str, str]  # corps -> area at the start
    deployment_source: Source
    lasting: tuple[str, ...] = ()  # events in force from the start (markers on the map)
    out: tuple[str, ...] = ()  # corps out of the game from the start
    reformed: tuple[str, ...] = ()  # powers already reformed
    aside: tuple[str, ...] = ()  # cards set aside, out of the deck, at the start
    deal: int = 0  # cards dealt to each player at the start (0: drawn by the strategy chart)
    burn: int = 0  # random cards put on the discards at the start


def _with(statuses: dict[str, Status], detached: dict[str, Status] | None = None) -> dict[str, Status]:
    """A country's detachable areas share its status unless named apart."""
    out = dict(statuses)
    for area, ruler in DETACHABLE.items():
        out[area] = (detached or {}).get(area, statuses[ruler])
    return out


# 1805 (scenario book §17.1): the third campaign round of 1805, the start of the Ulm-Austerlitz campaign.
SCENARIO_1805: Final = Scenario(
    "1805",
    1805,
    3,
    _with(
        {
            "france": Status.DOMINION,
            "italia": Status.DOMINION,
            "bayern": Status.ALLY,
            "hannover": Status.ALLY,
            "holland": Status.ALLY,
            "chiesa": Status.ALLY,
            "spain": Status.ALLY,
            "schweiz": Status.ALLY,
            "westfalen": Status.ALLY,
            "wuerttemberg": Status.ALLY,
            "britain": Status.MEMBER,
            "oesterreich": Status.MEMBER,
            "napoli": Status.MEMBER,
            "pommern": Status.MEMBER,
            "russia": Status.MEMBER,
            "sverige": Status.MEMBER,
            "danmark": Status.NEUTRAL,
            "portugal": Status.NEUTRAL,
            "preussen": Status.NEUTRAL,
        }
    ),
    public("17.1.1"),
    {
        # the Grande Armée crossing Germany towards Ulm, Masséna facing Karl in Italy, Bernadotte from Hannover
        "napoleon": "wuerttemberg",
        "murat": "wuerttemberg",
        "lannes": "wuerttemberg",
        "soult": "wuerttemberg",
        "ney": "wuerttemberg",
        "davout": "westfalen",
        "marmont": "westfalen",
        "bernadotte": "hannover",
        "augereau": "bretagne",
        "massena": "italia",
        "st_cyr": "chiesa",
        # Mack's army at Ulm, Karl on the Adige, Johann in Tirol; Kutuzov on the march, Buxhöwden behind him
        "mack": "bayern",
        "ferdinand": "bayern",
        "karl": "dalmatien",
        "johann": "tirol",
        "kutuzov": "galizien",
        "bagration": "galizien",
        "buxhowden": "volhynia",
        "bennigsen": "litva",
        "moore": "britain",
    },
    ours("deployment-1805"),
)

# 1809 (scenario book §17.2): the fragments legible in the public copies are facts (the statuses named, English
# Gold and one Insurrection set aside, 8 cards to each player, 24 random cards discarded, Karl, Buxhöwden in
# Volhynia and Radetzky among the Coalition's corps, St-Cyr in Lo stato della Chiesa, the Russo-Ottoman War
# and Napoleonic Dynasty markers); the statuses and places they do not name are reconstructed from 1809's
# history (``scenario-fragments``). Radetzky is a reformed corps: Austria starts reformed (its 1808 reforms).
SCENARIO_1809: Final = Scenario(
    "1809",
    1809,
    1,
    _with(
        {
            "france": Status.DOMINION,
            "italia": Status.DOMINION,
            "holland": Status.DOMINION,
            "westfalen": Status.DOMINION,
            "preussen": Status.DOMINION,
            "danmark": Status.ALLY,
            "bayern": Status.ALLY,  # reconstructed: the Rheinbund
            "wuerttemberg": Status.ALLY,
            "schweiz": Status.ALLY,
            "hannover": Status.DOMINION,  # reconstructed: part of Westfalen
            "chiesa": Status.DOMINION,  # reconstructed: annexed 1809
            "napoli": Status.DOMINION,  # reconstructed: Murat's kingdom
            "pommern": Status.DOMINION,  # reconstructed: occupied since 1807
            "britain": Status.MEMBER,
            "portugal": Status.MEMBER,
            "russia": Status.MEMBER,
            "sverige": Status.MEMBER,
            "oesterreich": Status.MEMBER,  # reconstructed: the Fifth Coalition's army
            "spain": Status.INSURRECTION,
        },
        {
            "dalmatien": Status.DOMINION,
            "polen": Status.DOMINION,
            "sachsen": Status.ALLY,  # reconstructed: a Rheinbund kingdom
            "tirol": Status.INSURRECTION,
        },
    ),
    public("17.2", "fragments"),
    {
        # the Coalition's eight corps (§17.2, fact: eight, Karl, Buxhöwden in Volhynia and Radetzky among them)
        "karl": "boehmen",
        "radetzky": "niederoesterreich",
        "hiller": "bayern",
        "johann": "italia",
        "bellegarde": "boehmen",
        "kollowrat": "boehmen",
        "buxhowden": "volhynia",
        "st_cyr": "chiesa",
        "napoleon": "bayern",
        "davout": "bayern",
        "lannes": "bayern",
        "massena": "bayern",
        "oudinot": "wuerttemberg",
        "bessieres": "lorraine",
        "eugene": "italia",
        "marmont": "dalmatien",
        "poniatowski": "polen",
        "bernadotte": "sachsen",
        "soult": "galicia",
        "ney": "castilla_la_vieja",
        "victor": "castilla_la_nueva",
        "mortier": "aragon",
        "junot": "cataluna",
        "wellington": "portugal",
    },
    ours("deployment-1809"),
    lasting=("russo_ottoman_war", "napoleonic_dynasty"),
    out=("mack", "ferdinand", "braunschweig", "ruchel"),
    reformed=("oesterreich",),
    aside=("english_gold", "insurrection"),
    deal=8,
    burn=24,
)

# 1813 (scenario book §17.3): not in the public copies we could read; reconstructed from the spring of 1813
# (``scenario-unread``): Russia invaded the year before, Preußen reformed and in the Coalition, Österreich
# neutral until the summer, Spain in insurrection with Wellington's army in the peninsula.
SCENARIO_1813: Final = Scenario(
    "1813",
    1813,
    1,
    _with(
        {
            "france": Status.DOMINION,
            "italia": Status.DOMINION,
            "holland": Status.DOMINION,
            "westfalen": Status.DOMINION,
            "hannover": Status.DOMINION,
            "chiesa": Status.DOMINION,
            "napoli": Status.DOMINION,
            "bayern": Status.ALLY,
            "wuerttemberg": Status.ALLY,
            "danmark": Status.ALLY,
            "schweiz": Status.ALLY,
            "pommern": Status.DOMINION,
            "britain": Status.MEMBER,
            "russia": Status.MEMBER,
            "preussen": Status.MEMBER,
            "sverige": Status.MEMBER,
            "portugal": Status.MEMBER,
            "spain": Status.INSURRECTION,
            "oesterreich": Status.NEUTRAL,
        },
        {
            "dalmatien": Status.DOMINION,
            "tirol": Status.ALLY,
            "polen": Status.DOMINION,
            "sachsen": Status.ALLY,
        },
    ),
    ours("scenario-unread"),
    {
        "napoleon": "sachsen",
        "ney": "sachsen",
        "marmont": "sachsen",
        "oudinot": "brandenburg",
        "macdonald": "sachsen",
        "bessieres": "sachsen",
        "davout": "hannover",
        "eugene": "polen",
        "victor": "westfalen",
        "poniatowski": "polen",
        "soult": "castilla_la_vieja",
        "junot": "aragon",
        "st_cyr": "sachsen",
        "bluecher": "schlesien",
        "yorck": "ostpreussen",
        "buelow": "brandenburg",
        "wittgenstein": "ostpreussen",
        "miloradovich": "polen",
        "barclay": "litva",
        "platov": "polen",
        "tormasov": "litva",
        "wellington": "portugal",
        "hill": "castilla_la_nueva",
        "beresford": "portugal",
        "castanos": "andalucia",
        "la_romana": "galicia",
    },
    ours("deployment-1813"),
    lasting=("russia_invaded", "britannia"),
    out=("mack", "ferdinand", "braunschweig", "ruchel", "lannes", "kutuzov", "bagration", "hohenlohe"),
    reformed=("preussen",),
)


MINORS: Final = tuple(cid for cid, country in COUNTRIES.items() if not country.major)


def side_of(status: Status) -> Side | None:
    """The side a status puts a country on (§3.0; insurrection: see ``STATUS_SIDE``)."""
    return STATUS_SIDE[status]


SCENARIOS: Final[dict[str, Scenario]] = {"1805": SCENARIO_1805, "1809": SCENARIO_1809, "1813": SCENARIO_1813}
