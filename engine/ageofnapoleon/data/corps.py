"""The corps counters: one counter is one corps under a named commander, with a combat value (full and reduced
sides), a movement value and a rank; the rank is how many corps may move and fight with him (public rules
§2.2.1 and reviews, fact); Napoleon's rank is 8 (public, fact); a commander's own corps adds its combat value
in battle (aid 戦闘結果表). Some Russian corps marked "Invasion" come once Russia is invaded, and stay (errata
§2.2.1). Minor countries' troops serve under their patron's counters (public: Vasey's review).

The roster and every value but Napoleon's rank are reconstructed from the campaigns' orders of battle
(``reconstructed: history``): a corps' combat value follows its size and quality (3-5 full, half rounded up
reduced), movement 4 for French and cavalry-heavy commands and 3 for the others, rank from the commander's
standing (the best independent commanders 4-6). Reformed Austrian and Prussian corps come with the reform.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.ageofnapoleon.data.sources import Source, ours, public


class Availability(StrEnum):
    START = "start"  # available by the diplomatic rules alone
    REFORMED = "reformed"  # once its country is reformed
    INVASION = "invasion"  # once Russia is invaded (errata §2.2.1)


# plain names for a hot path (engine/README.md, "Enum members on a hot path")
REFORMED, INVASION = Availability.REFORMED, Availability.INVASION


class CorpsCounter(NamedTuple):
    id: str
    country: str
    combat: int
    reduced: int  # combat value on the reduced side
    movement: int
    rank: int
    availability: Availability
    source: Source


_HIST = ours("history")
_S, _R, _INV = Availability.START, Availability.REFORMED, Availability.INVASION


def _c(
    cid: str, country: str, combat: int, movement: int, rank: int, when: Availability = _S
) -> CorpsCounter:
    return CorpsCounter(cid, country, combat, (combat + 1) // 2, movement, rank, when, _HIST)


ROSTER: Final[dict[str, CorpsCounter]] = {
    c.id: c
    for c in (
        CorpsCounter("napoleon", "france", 5, 3, 4, 8, _S, public("2.2.1", "napoleon-rank")),
        _c("davout", "france", 5, 4, 4),
        _c("lannes", "france", 4, 4, 3),
        _c("soult", "france", 5, 4, 4),
        _c("murat", "france", 4, 5, 3),
        _c("ney", "france", 4, 4, 3),
        _c("massena", "france", 4, 4, 4),
        _c("bernadotte", "france", 4, 4, 3),
        _c("augereau", "france", 3, 4, 2),
        _c("marmont", "france", 3, 4, 2),
        _c("mortier", "france", 3, 4, 2),
        _c("st_cyr", "france", 3, 4, 2),
        _c("victor", "france", 3, 4, 2),
        _c("bessieres", "france", 5, 4, 2),  # the Guard
        _c("junot", "france", 3, 4, 2),
        _c("oudinot", "france", 3, 4, 2),
        _c("macdonald", "france", 3, 4, 2),
        _c("eugene", "france", 4, 4, 3),  # the Army of Italy
        _c("poniatowski", "france", 3, 4, 2),  # Polish troops under the French
        _c("jerome", "france", 3, 3, 1),  # Westphalian troops
        _c("wellington", "britain", 5, 3, 5),
        _c("moore", "britain", 4, 3, 3),
        _c("hill", "britain", 3, 3, 2),
        _c("beresford", "britain", 3, 3, 2),  # Portuguese troops under the British
        _c("stuart", "britain", 3, 3, 2),  # Neapolitan and Sicilian troops under the British
        _c("karl", "oesterreich", 5, 3, 5),
        _c("mack", "oesterreich", 4, 3, 3),
        _c("johann", "oesterreich", 3, 3, 3),
        _c("ferdinand", "oesterreich", 3, 3, 2),
        _c("hiller", "oesterreich", 3, 3, 2),
        _c("bellegarde", "oesterreich", 3, 3, 2),
        _c("schwarzenberg", "oesterreich", 4, 3, 5, _R),
        _c("radetzky", "oesterreich", 4, 3, 2, _R),
        _c("kollowrat", "oesterreich", 4, 3, 2, _R),
        _c("kutuzov", "russia", 5, 3, 5),
        _c("bagration", "russia", 4, 4, 3),
        _c("buxhowden", "russia", 4, 3, 3),
        _c("bennigsen", "russia", 4, 3, 4),
        _c("barclay", "russia", 4, 3, 4),
        _c("wittgenstein", "russia", 4, 3, 3),
        _c("tormasov", "russia", 3, 3, 2),
        _c("tchichagov", "russia", 3, 3, 2),
        _c("miloradovich", "russia", 4, 3, 2, _INV),
        _c("platov", "russia", 3, 5, 2, _INV),  # Cossacks
        _c("dokhturov", "russia", 4, 3, 2, _INV),
        _c("braunschweig", "preussen", 4, 3, 4),
        _c("hohenlohe", "preussen", 3, 3, 3),
        _c("ruchel", "preussen", 3, 3, 2),
        _c("lestocq", "preussen", 3, 3, 2),
        _c("bluecher", "preussen", 5, 4, 5, _R),
        _c("yorck", "preussen", 4, 3, 2, _R),
        _c("buelow", "preussen", 4, 3, 2, _R),
        _c("kleist", "preussen", 4, 3, 2, _R),
        _c("castanos", "spain", 3, 3, 2),
        _c("blake", "spain", 3, 3, 2),
        _c("cuesta", "spain", 3, 3, 2),
        _c("la_romana", "spain", 3, 3, 2),
    )
}
