"""Where each component value comes from: the rulebook, a public source, or our reconstruction (with
its reason). Players list these with /rules; DATA.md explains the reconstructions at length.

Every item, value and source is a message; reasons shared by several values are one catalog entry
(``napoleon21-source-<reason>``).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Msg, Provenance
from engine.napoleon21.data import (
    ALLIED_MP,
    AREAS,
    AUSTRIA,
    BONUS_AREAS,
    BONUS_VALUE,
    BRITAIN,
    CHART,
    COAST_MARKS,
    COASTS,
    COMBAT_HITS,
    COUNTRIES,
    COUNTRY_COLOURS,
    DECLARE_SUCCESS,
    FORCED_MARCH_DAMAGE,
    FRANCE,
    FRENCH_MOBILIZE_SUCCESS,
    FRENCH_MP,
    FRENCH_STOP_AT,
    IS_SEA,
    ITALY,
    LAND_BORDERS,
    MOBILIZE_SUCCESS,
    MORALE_START,
    RANKS,
    RUSSIAN_ATTRITION,
    SEA_ATTRITION_DAMAGE,
    SEA_LINKS,
    SPAIN,
    SPAIN_MISS,
    SPANISH_ATTRITION,
    WARSAW,
)
from engine.napoleon21.names import AREA, CAPITAL, COUNTRY, WAR_STATE


class Source(NamedTuple):
    msg: Msg
    reconstructed: bool


def rulebook(section: str) -> Source:
    return Source(Msg("napoleon21-source-rulebook", section=section), False)


def public(what: str) -> Source:
    """The designer's published Q&A (``qa-map``: Q&A.01, ``qa-order``: Q&A.02)."""
    return Source(Msg(f"napoleon21-source-{what}"), False)


def reconstructed(reason: str) -> Source:
    return Source(Msg(f"napoleon21-source-{reason}"), True)


def _row(item: Msg, value: Msg, source: Source) -> Provenance:
    return Provenance(item, value, source.msg, source.reconstructed)


def _number(n: int) -> Msg:
    return Msg("napoleon21-prov-number", n=n)


def _faces(key: str, faces: frozenset[int]) -> Msg:
    return Msg(key, low=min(faces), high=max(faces))


def provenance() -> list[Provenance]:
    return _map() + _chart() + _tables()


def _map() -> list[Provenance]:
    borders = reconstructed("borders")
    rows = [
        _row(
            Msg("napoleon21-prov-area", area=AREA[a]),
            Msg("napoleon21-prov-sea" if IS_SEA[a] else "napoleon21-prov-land"),
            rulebook("1.1"),
        )
        for a in AREAS
    ]
    adjacent = Msg("napoleon21-prov-adjacent")
    rows += [
        _row(Msg("napoleon21-prov-link", a=AREA[a], b=AREA[b]), adjacent, rulebook("1.1"))
        for a, b in SEA_LINKS
    ]
    rows += [
        _row(
            Msg("napoleon21-prov-coast", sea=AREA[sea]),
            Msg("napoleon21-prov-areas", areas=tuple(AREA[a] for a in lands)),
            public("qa-map"),
        )
        for sea, lands in COASTS.items()
    ]
    rows += [
        _row(
            Msg("napoleon21-prov-coast-mark", sea=AREA[sea]),
            Msg("napoleon21-prov-text", text=mark),
            rulebook("1.1"),
        )
        for sea, mark in COAST_MARKS.items()
    ]
    rows += [
        _row(Msg("napoleon21-prov-link", a=AREA[a], b=AREA[b]), adjacent, borders) for a, b in LAND_BORDERS
    ]
    apart = Msg("napoleon21-prov-not-adjacent")
    rows += [
        _row(Msg("napoleon21-prov-link", a=AREA[FRANCE], b=AREA[ITALY]), apart, rulebook("1.1")),
        _row(Msg("napoleon21-prov-link", a=AREA[FRANCE], b=AREA[SPAIN]), apart, reconstructed("pyrenees")),
        _row(
            Msg("napoleon21-prov-land-borders", area=AREA[BRITAIN]),
            Msg("napoleon21-prov-none"),
            public("qa-map"),
        ),
        _row(
            Msg("napoleon21-prov-coast-of", area=AREA[WARSAW]), Msg("napoleon21-prov-none"), public("qa-map")
        ),
        _row(
            Msg("napoleon21-prov-bonus"),
            Msg("napoleon21-prov-bonus-value", areas=tuple(AREA[a] for a in BONUS_AREAS), n=BONUS_VALUE),
            rulebook("1.1, 8.0"),
        ),
    ]
    rows += [
        _row(
            Msg("napoleon21-prov-colour", country=COUNTRY[c]),
            Msg("napoleon21-prov-text", text=COUNTRY_COLOURS[c]),
            rulebook("1.31"),
        )
        for c in COUNTRIES
    ]
    return rows


def _chart() -> list[Provenance]:
    rows: list[Provenance] = []
    for country, p in CHART.items():
        why = reconstructed(f"chart-{country}")
        name = COUNTRY[country]
        for i, stage in enumerate(p.stages):
            item = Msg(
                "napoleon21-prov-stage-start" if i == p.start_stage else "napoleon21-prov-stage",
                country=name,
                stage=i + 1,
            )
            if stage.reinforcement is None:
                value = Msg("napoleon21-prov-strength", strength=stage.max_strength)
            else:
                value = Msg(
                    "napoleon21-prov-strength-reinforcement",
                    strength=stage.max_strength,
                    points=stage.reinforcement,
                )
            rows.append(_row(item, value, why))
        rows += [
            _row(Msg("napoleon21-prov-initial", country=name), _number(p.initial_strength), why),
            _row(
                Msg("napoleon21-prov-capital", country=name),
                Msg("napoleon21-prov-capital-value", capital=CAPITAL[country]),
                reconstructed("capital"),
            ),
            _row(
                Msg("napoleon21-prov-garrison", country=name), _number(p.garrison), reconstructed("garrison")
            ),
            _row(
                Msg("napoleon21-prov-counters", country=name), _number(p.counters), reconstructed("counters")
            ),
        ]
        if p.war is not None:
            rows.append(
                _row(
                    Msg("napoleon21-prov-war", country=name),
                    Msg("napoleon21-prov-war-value", war=WAR_STATE[p.war]),
                    reconstructed(f"war-{country}"),
                )
            )
            vp_source = public("qa-map") if country == BRITAIN else reconstructed("vp")
            rows.append(_row(Msg("napoleon21-prov-vp", country=name), _number(p.vp), vp_source))
    return rows


def _tables() -> list[Provenance]:
    def row(item: str, value: Msg, source: Source) -> Provenance:
        return _row(Msg(f"napoleon21-prov-{item}"), value, source)

    return [
        row("combat-table", _faces("napoleon21-prov-hits-on", COMBAT_HITS), reconstructed("combat-table")),
        row("spain-rule", Msg("napoleon21-prov-spain-rule-value", face=SPAIN_MISS), rulebook("10.21")),
        row(
            "forced-march-table",
            _faces("napoleon21-prov-damage-on", FORCED_MARCH_DAMAGE),
            reconstructed("forced-march-table"),
        ),
        row(
            "sea-attrition-table",
            _faces("napoleon21-prov-damage-on", SEA_ATTRITION_DAMAGE),
            reconstructed("sea-attrition-table"),
        ),
        row("activity-table", Msg("napoleon21-prov-activity-table-value"), public("qa-order")),
        row(
            "declaration",
            Msg(
                "napoleon21-prov-declaration-value",
                high=max(DECLARE_SUCCESS[SPAIN]),
                austria=max(DECLARE_SUCCESS[AUSTRIA]),
            ),
            rulebook("7.0"),
        ),
        row(
            "mobilization",
            Msg(
                "napoleon21-prov-mobilization-value",
                high=max(MOBILIZE_SUCCESS),
                french=max(FRENCH_MOBILIZE_SUCCESS),
            ),
            rulebook("9.0, 14.0"),
        ),
        row("russian-attrition", _faces("napoleon21-prov-damage-on", RUSSIAN_ATTRITION), rulebook("11.2")),
        row("spanish-attrition", _faces("napoleon21-prov-damage-on", SPANISH_ATTRITION), rulebook("11.3")),
        row("morale", Msg("napoleon21-prov-morale-value", start=MORALE_START), rulebook("12.0")),
        row(
            "ranks",
            Msg("napoleon21-prov-ranks-value", emperor=RANKS[2][0], master=RANKS[1][0], hero=RANKS[0][0]),
            rulebook("13.1"),
        ),
        row(
            "movement",
            Msg("napoleon21-prov-movement-value", allies=ALLIED_MP, france=FRENCH_MP),
            rulebook("10.11-10.13"),
        ),
        row("stop-rule", Msg("napoleon21-prov-stop-rule-value", n=FRENCH_STOP_AT), rulebook("10.12")),
    ]
