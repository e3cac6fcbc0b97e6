"""Every component value and where it comes from, for players (``Game.provenance``): the units, the
brown boxes, the turn track, the tables, the satellites and the diplomats. The source of each value
is read from the source string beside it in the data: a section of the rulebook, an example of it,
or our reconstruction (DATA.md gives the reasons)."""

from __future__ import annotations

import re

from engine.core import Msg, Provenance, Ref
from engine.nwsolitaire.data.chits import COALITION_DIPLOMATS, FRENCH_DIPLOMATS, SATELLITES
from engine.nwsolitaire.data.map import BROWN_BOXES
from engine.nwsolitaire.data.tables import (
    CRT,
    INVASION_SRC,
    INVASION_TABLE,
    LI_TABLE,
    NAPOLEON_SRC,
    NAPOLEON_TABLE,
)
from engine.nwsolitaire.data.track import TURNS
from engine.nwsolitaire.data.units import UNITS

_SECTION = re.compile(r"§\s?([0-9]+\.[0-9.]*)")
_OURS = "reconstructed: the rest of the table, DATA.md"


def source(src: str) -> tuple[Msg, bool]:
    """The source message of a value and whether any of it is ours."""
    found = _SECTION.search(src)
    ours = "reconstructed" in src
    if found is None:
        return Msg("nwsolitaire-source-ours"), True
    section = found.group(1).rstrip(".")
    if "example" in src:
        key = "nwsolitaire-source-example-partly" if ours else "nwsolitaire-source-example"
    else:
        key = "nwsolitaire-source-rulebook-partly" if ours else "nwsolitaire-source-rulebook"
    return Msg(key, section=section), ours


def _item(item: Msg, value: Msg, src: str) -> Provenance:
    msg, ours = source(src)
    return Provenance(item, value, msg, ours)


def provenance() -> list[Provenance]:
    out: list[Provenance] = []
    for uid, u in UNITS.items():
        value = Msg("nwsolitaire-prov-unit-value", sp=u.sp, arm=Ref("nwsolitaire-arm", u.arm))
        out.append(_item(Msg("nwsolitaire-prov-unit", unit=Ref("nwsolitaire-unit", uid)), value, u.src))
    for box in BROWN_BOXES.values():
        value = Msg(
            "nwsolitaire-prov-box-value",
            kind=Ref("nwsolitaire-war-kind", box.kind),
            difficulty=box.difficulty,
            anchor=int(box.anchor),
            gold=int(box.gold),
        )
        out.append(_item(Msg("nwsolitaire-prov-box", box=Ref("nwsolitaire-box", box.id)), value, box.src))
    for turn in TURNS.values():
        value = Msg(
            "nwsolitaire-prov-turn-value",
            years=turn.years,
            but=Ref("nwsolitaire-country", turn.but),
            chits=turn.chits,
        )
        out.append(_item(Msg("nwsolitaire-prov-turn", turn=turn.number), value, turn.src))
    for row, places in INVASION_TABLE.items():
        (c1, n1), (c2, n2), (c3, n3) = places
        value = Msg(
            "nwsolitaire-prov-invasion-value",
            first=Ref("nwsolitaire-country", c1),
            n1=n1,
            second=Ref("nwsolitaire-country", c2),
            n2=n2,
            third=Ref("nwsolitaire-country", c3),
            n3=n3,
        )
        out.append(_item(Msg("nwsolitaire-prov-invasion", row=row), value, INVASION_SRC.get(row, _OURS)))
    for row, result in NAPOLEON_TABLE.items():
        if result.country:
            value = Msg(
                "nwsolitaire-prov-napoleon-value",
                country=Ref("nwsolitaire-country", result.country),
                n=result.units,
            )
        else:
            value = Msg("nwsolitaire-prov-napoleon-surprise")
        out.append(_item(Msg("nwsolitaire-prov-napoleon", row=row), value, NAPOLEON_SRC.get(row, _OURS)))
    for column in LI_TABLE:
        value = Msg("nwsolitaire-prov-li-value", fd=column.fd, fa=column.fa)
        out.append(_item(Msg("nwsolitaire-prov-li", low=column.low), value, column.src))
    for band in CRT:
        value = Msg("nwsolitaire-prov-crt-value", high=band.high)
        out.append(
            _item(
                Msg("nwsolitaire-prov-crt", result=Msg(f"nwsolitaire-result-{band.result}")), value, band.src
            )
        )
    for sat in SATELLITES.values():
        value = (
            Msg("nwsolitaire-prov-satellite-x")
            if sat.li is None
            else Msg("nwsolitaire-prov-satellite-value", li=sat.li)
        )
        out.append(_item(Msg("nwsolitaire-prov-chit", chit=Ref("nwsolitaire-chit", sat.id)), value, sat.src))
    for dip in (*COALITION_DIPLOMATS.values(), *FRENCH_DIPLOMATS.values()):
        value = Msg("nwsolitaire-prov-diplomat-value", n=dip.value)
        out.append(
            _item(
                Msg("nwsolitaire-prov-diplomat", diplomat=Ref("nwsolitaire-diplomat", dip.id)), value, dip.src
            )
        )
    return out
