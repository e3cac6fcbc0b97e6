"""Every component value with its source, for players (``/rules`` provenance, ``Game.provenance``): the
corps counters, the cards, the areas, the borders and the scenarios' set-ups (DATA.md lists the same, line by line)."""

from __future__ import annotations

from engine.ageofnapoleon.data.board import AREAS, BORDERS
from engine.ageofnapoleon.data.cards import CARDS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import SCENARIOS
from engine.ageofnapoleon.data.sources import SECTION, Origin, Source
from engine.core import Msg, Provenance, Ref

G = "ageofnapoleon"


def source_msg(source: Source) -> Msg:
    """A source in words: the aid's section or chart, a public section or report, the errata, or the
    reconstruction's reason; then the fact it gives, if it names one. Every word comes from the catalogs."""
    if source.origin is Origin.RECONSTRUCTED:
        return Msg(f"{G}-source-{source.ref}")
    if SECTION.fullmatch(source.ref):
        where = Msg(f"{G}-source-{source.origin.value}", section=source.ref)
    elif source.origin is Origin.AID:
        where = Msg(f"{G}-source-aid", section=Ref(f"{G}-aidpart", source.ref))
    else:
        where = Msg(f"{G}-source-report", report=Ref(f"{G}-report", source.ref))
    if not source.fact:
        return where
    return Msg(f"{G}-source-fact", source=where, fact=Ref(f"{G}-fact", source.fact))


def _item(item: Msg, value: Msg, source: Source) -> Provenance:
    return Provenance(item, value, source_msg(source), source.reconstructed)


def provenance() -> list[Provenance]:
    """Every component value with its source, in a stable order."""
    out = [
        _item(
            Msg(f"{G}-prov-corps", corps=Ref(f"{G}-corps", c.id)),
            Msg(
                f"{G}-prov-corps-value", combat=c.combat, reduced=c.reduced, movement=c.movement, rank=c.rank
            ),
            c.source,
        )
        for c in ROSTER.values()
    ]
    out += [
        _item(
            Msg(f"{G}-prov-card", card=Ref(f"{G}-card", c.id)),
            Msg(f"{G}-prov-card-value", copies=c.copies, phase=Ref(f"{G}-cardphase", c.phase.value)),
            c.source,
        )
        for c in CARDS.values()
    ]
    out += [
        _item(
            Msg(f"{G}-prov-area", area=Ref(f"{G}-area", a.id)),
            Msg(f"{G}-prov-area-value", terrain=Ref(f"{G}-terrain", a.terrain.value)),
            a.source,
        )
        for a in AREAS.values()
    ]
    out += [
        _item(
            Msg(f"{G}-prov-border", a=Ref(f"{G}-area", a), b=Ref(f"{G}-area", b)),
            Msg(f"{G}-prov-border-value"),
            source,
        )
        for a, b, source in BORDERS
    ]
    for scenario in SCENARIOS.values():
        name = Ref(f"{G}-scenario", scenario.key)
        out.append(_item(Msg(f"{G}-prov-statuses", scenario=name), Msg(f"{G}-prov-set-up"), scenario.source))
        out.append(
            _item(
                Msg(f"{G}-prov-deployment", scenario=name),
                Msg(f"{G}-prov-set-up"),
                scenario.deployment_source,
            )
        )
    return out
