"""Component data of Gustav (seed 003): board, spec cards and counters, action cards, voltage ring
and tracks. Pure data; every value carries a ``Source`` (``sources.py``) and ``provenance`` lists
them all for players, reconstructed ones marked. DATA.md explains the reconstruction."""

from __future__ import annotations

from engine.core import Msg, Provenance, Ref
from engine.gustav.data import board, cards, tracks, units
from engine.gustav.data.sources import Source

__all__ = ["board", "cards", "provenance", "tracks", "units"]


def _source(src: Source) -> Msg:
    return Msg(f"gustav-source-{src.key}")


def _item(item: Msg, value: Msg, src: Source) -> Provenance:
    return Provenance(item, value, _source(src), src.reconstructed)


def _range(spec: units.Spec) -> Msg:
    if spec.range is None:
        return Msg("gustav-prov-range-none")
    lo, hi = spec.range
    return (
        Msg("gustav-prov-range-exact", n=lo) if lo == hi else Msg("gustav-prov-range-span", low=lo, high=hi)
    )


def _units() -> list[Provenance]:
    out = [_item(Msg("gustav-prov-budget"), Msg("gustav-prov-points", n=units.BUDGET), units.BUDGET_SOURCE)]
    for spec in units.SPECS.values():
        value = Msg(
            "gustav-prov-spec-value",
            cost=spec.cost,
            hits="/".join(map(str, spec.hits)),
            range=_range(spec),
            move=spec.move,
        )
        out.append(_item(Msg("gustav-prov-spec", unit=Ref("gustav-unit", spec.kind)), value, spec.source))
    for rule, src in units.RULE_SOURCES.items():
        out.append(_item(Msg(f"gustav-prov-rule-{rule}"), Msg(f"gustav-prov-rule-{rule}-value"), src))
    for counters in units.COUNTERS.values():
        for kind, n in counters.counts.items():
            item = Msg(
                "gustav-prov-counters", seat=Ref("gustav-seat", counters.side), unit=Ref("gustav-unit", kind)
            )
            out.append(_item(item, Msg("gustav-prov-count", n=n), counters.source))
    return out


def _cards() -> list[Provenance]:
    out = []
    for card in cards.CARDS.values():
        for half in cards.HALVES:
            item = Msg("gustav-prov-effect", card=Ref("gustav-card", card.id), half=Ref("gustav-half", half))
            value = Msg(
                "gustav-prov-effect-value",
                effect=Ref("gustav-effect", f"{card.id}-{half}"),
                value=card.effect(half).value,
            )
            out.append(_item(item, value, card.source))
    return out


def _tracks() -> list[Provenance]:
    src = tracks.SOURCES
    out = []
    for n, space in enumerate(tracks.RING, start=1):
        value = Msg("gustav-prov-space-value", number=space.number, letter=space.letter)
        out.append(_item(Msg("gustav-prov-space", n=n), value, src["ring"]))
    out += [
        _item(Msg("gustav-prov-letters"), Msg("gustav-prov-letters-value"), src["letters"]),
        _item(
            Msg("gustav-prov-voltage-start"),
            Msg("gustav-prov-space-n", n=tracks.VOLTAGE_START + 1),
            src["voltage-start"],
        ),
        _item(
            Msg("gustav-prov-morale-range"),
            Msg("gustav-prov-span", low=tracks.MORALE_MIN, high=tracks.MORALE_MAX),
            src["morale-range"],
        ),
        _item(
            Msg("gustav-prov-morale-start"),
            Msg("gustav-prov-number", n=tracks.MORALE_START),
            src["morale-start"],
        ),
        _item(Msg("gustav-prov-rounds"), Msg("gustav-prov-number", n=tracks.ROUNDS), src["rounds"]),
        _item(Msg("gustav-prov-hand"), Msg("gustav-prov-cards", n=tracks.HAND), src["hand"]),
        _item(Msg("gustav-prov-cull"), Msg("gustav-prov-cards", n=tracks.CULL), src["cull"]),
    ]
    return out


def _board() -> list[Provenance]:
    src = board.SOURCES
    return [
        _item(
            Msg("gustav-prov-grid"),
            Msg("gustav-prov-grid-value", columns=len(board.COLUMNS), rows=board.ROWS),
            src["grid"],
        ),
        _item(Msg("gustav-prov-neutral"), Msg("gustav-prov-row", row=board.NEUTRAL_ROW), src["neutral"]),
        *(
            _item(
                Msg("gustav-prov-territory", seat=Ref("gustav-seat", side)),
                Msg("gustav-prov-rows", low=min(rows), high=max(rows)),
                src["territory"],
            )
            for side, rows in board.TERRITORY_ROWS.items()
        ),
        *(
            _item(
                Msg("gustav-prov-red", seat=Ref("gustav-seat", side)),
                Msg("gustav-prov-row", row=row),
                src["red"],
            )
            for side, row in board.RED_ROW.items()
        ),
        _item(Msg("gustav-prov-terrain"), Msg("gustav-prov-terrain-value"), src["terrain"]),
    ]


def provenance() -> list[Provenance]:
    """Every component value with its source, in a stable order."""
    return [*_units(), *_cards(), *_tracks(), *_board()]
