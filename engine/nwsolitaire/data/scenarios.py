"""The three scenarios (3.2, 3.3 and the scenario pages): what each places where. rulebook §3.3
(scenario 1, "Bonaparte 1792": A-1 reads the header's 1782 as 1792), scenario 2 "Napoleon 1805",
scenario 3 "The End 1813". Random parts (satellites, icons) are drawn at set-up by the rules."""

from __future__ import annotations

from typing import NamedTuple

from engine.nwsolitaire.data.map import (
    AUSTRIA,
    COALITION,
    FRANCE,
    GERMANY,
    ITALY,
    NEUTRAL,
    PRO_FRENCH,
    PRUSSIA,
    RUSSIA,
    SPAIN,
    SWEDEN,
)


class Scenario(NamedTuple):
    id: str
    turn: int
    but: str
    abdication: int
    pools: int  # treasury, Small War Fund and Naval Budget (I)
    fervour: dict[str, int]  # V
    status: dict[str, str]  # K
    letters: dict[
        str, str
    ]  # counter letter -> pool (P, Q, R, S, T): "coalition_pool", "neutral_pool", "french_cup"
    napoleon: str  # A, B: the Napoleon unit in the Bedroom ("" none yet)
    josephine: bool  # Josephine in the Bedroom
    marriage: str  # a marriage marker on this power
    icons: dict[str, str]  # C: placed icons (the rest face down in storage)
    cup: tuple[str, ...]  # D: event chits in the cup
    wars_up: tuple[str, ...]  # D: small-war chits face up in their boxes
    wars_down: tuple[str, ...]
    removed_french: tuple[str, ...]  # E: French corps out of the game
    allies_in_cup: tuple[str, ...]  # H: French allies in the French cup
    russian_wars: dict[str, str]  # G: brown box -> "box" (in it) or "up" (in the Russian War box)
    satellites_removed: int  # J
    satellites_cup: int
    satellites_placed: tuple[str, ...]
    religion: str  # N
    royalists_on_map: bool  # O
    london_four: bool  # U
    emancipation: bool  # W
    pope: bool
    terror: bool
    nelson: bool
    continental_system: bool
    fra_diavolo: bool
    spanish_ulcer: bool
    ildefonso: str
    warsaw: bool
    ottoman: str
    swedish_in_pool: bool
    scrolls: dict[str, tuple[str, ...]]
    invasion_first: bool  # scenario 3: the Russian invasion before step A


_POOLS_1 = {
    "P": "coalition_pool",
    "Q": "neutral_pool",
    "R": "coalition_pool",
    "S": "coalition_pool",
    "T": "coalition_pool",
}
_POOLS_2 = {
    "P": "neutral_pool",
    "Q": "coalition_pool",
    "R": "coalition_pool",
    "S": "french_cup",
    "T": "coalition_pool",
}
_POOLS_3 = {
    "P": "neutral_pool",
    "Q": "coalition_pool",
    "R": "neutral_pool",
    "S": "coalition_pool",
    "T": "coalition_pool",
}
_RW = ("finland", "caucasus", "balkans", "corfu")

SCENARIOS: dict[str, Scenario] = {
    "bonaparte1792": Scenario(
        id="bonaparte1792",
        turn=1,
        but=FRANCE,
        abdication=0,
        pools=0,
        fervour={FRANCE: 16, GERMANY: 14, ITALY: 14, AUSTRIA: 12, SPAIN: 12},
        status={SPAIN: COALITION, PRUSSIA: COALITION, AUSTRIA: COALITION, SWEDEN: NEUTRAL, RUSSIA: NEUTRAL},
        letters=_POOLS_1,
        napoleon="",
        josephine=False,
        marriage="",
        icons={},
        cup=("no_war1", "no_war2", "san_ildefonso"),
        wars_up=(),
        wars_down=(),
        removed_french=(),
        allies_in_cup=(),
        russian_wars={box: "box" for box in _RW},
        satellites_removed=0,
        satellites_cup=0,
        satellites_placed=(),
        religion="atheism",
        royalists_on_map=True,
        london_four=True,
        emancipation=False,
        pope=True,
        terror=True,
        nelson=True,
        continental_system=False,
        fra_diavolo=False,
        spanish_ulcer=False,
        ildefonso="",
        warsaw=False,
        ottoman="",
        swedish_in_pool=False,
        scrolls={},
        invasion_first=False,
    ),
    "napoleon1805": Scenario(
        id="napoleon1805",
        turn=6,
        but=AUSTRIA,
        abdication=4,
        pools=4,
        fervour={FRANCE: 14, GERMANY: 10, ITALY: 8, AUSTRIA: 6, SPAIN: 10},
        status={AUSTRIA: COALITION, RUSSIA: COALITION, PRUSSIA: NEUTRAL, SWEDEN: NEUTRAL, SPAIN: PRO_FRENCH},
        letters=_POOLS_2,
        napoleon="N",
        josephine=True,
        marriage="",
        icons={"beethoven": "london", "goya": SPAIN},
        cup=(
            "war_senegal",
            "war_america",
            "war_mysore",
            "war_malta",
            "war_corfu",
            "war_denmark",
            "spanish_ulcer",
            "trafalgar",
        ),
        wars_up=("haiti", "ireland", "cape", "egypt"),
        wars_down=("switzerland",),
        removed_french=("moreau",),
        allies_in_cup=("bavaria",),
        russian_wars={"corfu": "up", "finland": "box", "caucasus": "box", "balkans": "box"},
        satellites_removed=3,
        satellites_cup=2,
        satellites_placed=(GERMANY, ITALY),
        religion="catholic",
        royalists_on_map=False,
        london_four=True,
        emancipation=False,
        pope=False,
        terror=False,
        nelson=True,
        continental_system=False,
        fra_diavolo=False,
        spanish_ulcer=False,
        ildefonso=SPAIN,
        warsaw=False,
        ottoman="",
        swedish_in_pool=False,
        scrolls={},
        invasion_first=False,
    ),
    "end1813": Scenario(
        id="end1813",
        turn=12,
        but=GERMANY,
        abdication=9,
        pools=5,
        fervour={FRANCE: 11, GERMANY: 8, ITALY: 5, AUSTRIA: 2, SPAIN: 3},
        status={AUSTRIA: NEUTRAL, PRUSSIA: NEUTRAL, SWEDEN: NEUTRAL, RUSSIA: COALITION, SPAIN: COALITION},
        letters=_POOLS_3,
        napoleon="N",
        josephine=False,
        marriage=AUSTRIA,
        icons={"beethoven": "london", "goya": "london"},
        cup=(),
        wars_up=(),
        wars_down=(),
        removed_french=("moreau", "dupont", "lannes", "murat", "bernadotte"),
        allies_in_cup=("poniatowski", "naples", "bavaria"),
        russian_wars={box: "up" for box in _RW},
        satellites_removed=8,
        satellites_cup=0,
        satellites_placed=(ITALY,),
        religion="usurper",
        royalists_on_map=False,
        london_four=False,
        emancipation=True,
        pope=False,
        terror=False,
        nelson=False,
        continental_system=False,
        fra_diavolo=True,
        spanish_ulcer=True,
        ildefonso="",
        warsaw=True,
        ottoman="balkans",
        swedish_in_pool=True,
        scrolls={},
        invasion_first=True,
    ),
}
