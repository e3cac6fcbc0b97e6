"""The map (2.1): the five major countries and their green boxes, Portugal, the brown boxes of the
small wars, and the status boxes. Sources beside each value (inventory items M-1…M-4)."""

from __future__ import annotations

from typing import NamedTuple

SEAT = "coalition"

FRANCE, GERMANY, AUSTRIA, ITALY, SPAIN = "france", "germany", "austria", "italy", "spain"
PORTUGAL = "portugal"
# rulebook §2.1.1: the five major countries; §7.3 gives this order (France, Germany, Austria, Italy, Spain)
MAJORS: tuple[str, ...] = (FRANCE, GERMANY, AUSTRIA, ITALY, SPAIN)

# The die icon of each green box: a random country (4.6, 5.1, 8.5.1, 12.1). 6 is the But country (4.3).
# rulebook §5.1: 1 France, 2 Germany, 6 But; 3 Austria, 4 Italy, 5 Spain: rulebook example §13.0 turn 2
# (diplomats 2 -> Germany, 3 -> Austria; strategic surprise 3 -> Austria), turn 1 (5, 5 -> Spain), §4.6 (4 -> Italy)
RANDOM_COUNTRY: dict[int, str] = {1: FRANCE, 2: GERMANY, 3: AUSTRIA, 4: ITALY, 5: SPAIN}
BUT_FACE = 6

# The dotted lines (2.1.1). reconstructed: the retreat routes of §9.8.1 (Germany -> Austria, Austria ->
# Germany or Italy, Italy -> Austria, France -> Italy, Germany or Spain, Spain -> France or Portugal) and
# the example of §9.8.2 (Austria's neighbours are Germany and Italy). Germany-Italy and Austria-France are
# not joined: no retreat of §9.8.1 uses them.
ADJACENT: dict[str, tuple[str, ...]] = {
    FRANCE: (GERMANY, ITALY, SPAIN),
    GERMANY: (FRANCE, AUSTRIA),
    AUSTRIA: (GERMANY, ITALY),
    ITALY: (FRANCE, AUSTRIA),
    SPAIN: (FRANCE, PORTUGAL),
    PORTUGAL: (SPAIN,),
}

# Nationalities and where each may be placed (8.2, the squares beside the green-box die). rulebook §8.2.
BRITISH, PRUSSIAN, AUSTRIAN, RUSSIAN, SPANISH, SWEDISH = (
    "british",
    "prussian",
    "austrian",
    "russian",
    "spanish",
    "swedish",
)
MINOR, ROYALIST, FRENCH, FRENCH_ALLY = "minor", "royalist", "french", "french_ally"
PLACEABLE: dict[str, tuple[str, ...]] = {
    AUSTRIAN: (GERMANY, AUSTRIA, ITALY),
    BRITISH: (GERMANY, SPAIN, ITALY),
    PRUSSIAN: (GERMANY, AUSTRIA),
    RUSSIAN: (GERMANY, AUSTRIA, ITALY),
    SPANISH: (SPAIN,),
    SWEDISH: (GERMANY, AUSTRIA, ITALY),  # rulebook §8.2: as the Russians
    MINOR: (GERMANY, AUSTRIA, ITALY, SPAIN),  # rulebook §8.2: neutral or surrendered countries too
    ROYALIST: (),  # the Royalists and Émigrés are placed by the set-up and by events only
}

# The countries with a status box (2.1.3) and their capital-country on the map (10.1, 6.2.1).
PRUSSIA, RUSSIA, SWEDEN = "prussia", "russia", "sweden"
POWERS: tuple[str, ...] = (SPAIN, SWEDEN, PRUSSIA, AUSTRIA, RUSSIA)
COALITION, NEUTRAL, SURRENDERED, PRO_FRENCH = "coalition", "neutral", "surrendered", "pro_french"
NATION_OF_POWER: dict[str, str] = {
    SPAIN: SPANISH,
    SWEDEN: SWEDISH,
    PRUSSIA: PRUSSIAN,
    AUSTRIA: AUSTRIAN,
    RUSSIA: RUSSIAN,
}
# 6.2.1 3): whose fervour falls when a power surrenders. rulebook §6.2.1 (A-5: Russia, one roll for both).
SURRENDER_FERVOUR: dict[str, tuple[str, ...]] = {
    PRUSSIA: (GERMANY,),
    AUSTRIA: (AUSTRIA,),
    RUSSIA: (GERMANY, AUSTRIA),
}


class BrownBox(NamedTuple):
    """A small-war theatre (2.1.2, 4.9): its type, difficulty and icons."""

    id: str
    kind: str  # "russian" (round Russian flag), "economic" (coin), "strategic" (N)
    difficulty: int
    anchor: bool  # sea control counts (4.9.2)
    gold: bool  # a £1 gold marker starts here (3.3 U)
    src: str


RUSSIAN_WAR, ECONOMIC, STRATEGIC = "russian", "economic", "strategic"
_R = "reconstructed: difficulty 11 like the two known coin boxes (Egypt, Cape)"
BROWN_BOXES: dict[str, BrownBox] = {
    b.id: b
    for b in (
        # rulebook §3.3 U: the five boxes with a £1 gold marker; §4.9.2 example: Egypt 11, anchor;
        # rulebook example §13.0 turn 2: Cape of Good Hope 11 with the harbour symbol.
        BrownBox("egypt", ECONOMIC, 11, True, True, "rulebook §4.9.2 example"),
        BrownBox("cape", ECONOMIC, 11, True, True, "rulebook example §13.0 turn 2"),
        BrownBox("ireland", ECONOMIC, 11, True, True, _R + "; anchor: an island"),
        BrownBox("haiti", ECONOMIC, 11, True, True, _R + "; anchor: an island overseas"),
        BrownBox(
            "mysore",
            ECONOMIC,
            12,
            True,
            True,
            "reconstructed: India is far for France; anchor: reached by sea",
        ),
        # rulebook §3.3 G: the four boxes with a Russian War marker; difficulties reconstructed (10: Russia's
        # own wars are easier for the Coalition), Corfu an anchor box (an island)
        BrownBox("finland", RUSSIAN_WAR, 10, False, False, "reconstructed: difficulty of a Russian war"),
        BrownBox("caucasus", RUSSIAN_WAR, 10, False, False, "reconstructed: difficulty of a Russian war"),
        BrownBox("balkans", RUSSIAN_WAR, 10, False, False, "reconstructed: difficulty of a Russian war"),
        BrownBox(
            "corfu",
            RUSSIAN_WAR,
            10,
            True,
            False,
            "reconstructed: difficulty of a Russian war; anchor: an island",
        ),
        # rulebook example §13.0 turn 1: Switzerland 12, its win raised the abdication level (an N box)
        BrownBox("switzerland", STRATEGIC, 12, False, False, "rulebook example §13.0 turn 1"),
        # rulebook scenario 2 D names these chits; type, difficulty and icons reconstructed from history
        BrownBox("malta", STRATEGIC, 11, True, False, "reconstructed: the Mediterranean base, an island"),
        BrownBox("denmark", STRATEGIC, 11, True, False, "reconstructed: the Danish fleet (1807), by sea"),
        BrownBox("senegal", ECONOMIC, 10, True, False, "reconstructed: a trading post without a gold marker"),
        BrownBox(
            "america", ECONOMIC, 11, True, False, "reconstructed: Atlantic trade (1812) without a gold marker"
        ),
    )
}
# 4.10: the Russian invasion is fought as a small war in the Russia brown box; modified 12+ is a French
# defeat. rulebook §4.10.
RUSSIA_BOX = "russia"
INVASION_DIFFICULTY = 12
RUSSIAN_WAR_MARKERS: tuple[str, ...] = ("finland", "caucasus", "balkans", "corfu")  # rulebook §3.3 G
GOLD_BOXES: tuple[str, ...] = tuple(b.id for b in BROWN_BOXES.values() if b.gold)

FUND_MOD = 1  # rulebook §4.9: +1 per £1 of the Small War Fund
SEA_CONTROL_MOD = 2  # rulebook §4.9.2
OTTOMAN_MOD = -2  # rulebook §4.9 3)
