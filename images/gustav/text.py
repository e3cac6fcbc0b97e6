"""Gustav's board as lines, from a view: the round and the voltage, each army's morale, points, cards
and losses (its preparation while the armies are raised), the field row by row with every unit and
its hex, the card being carried out, the last move and the last fire, the seat's own cards in its
view, and the last moves.
"""

from __future__ import annotations

from engine.core import Ref
from engine.gustav.data.board import RED_ROW
from engine.gustav.data.tracks import LETTERS, RING
from engine.gustav.view import GustavView, SideView, TraceView, UnitView
from images.boardtext import Writer


def seat_ref(seat: str) -> Ref:
    return Ref("gustav-seat", seat)


def unit_ref(kind: str) -> Ref:
    return Ref("gustav-unit", kind)


def cards(ids: list[str]) -> tuple[Ref, ...]:
    return tuple(Ref("gustav-card", c) for c in ids)


def write(view: GustavView, out: Writer) -> None:
    out.opening(view["status"])
    _tracks(view, out)
    for side, data in view["sides"].items():
        _side(view, side, data, out)
    _field(view, out)
    _own(view, out)
    out.last_moves(view["log"])


def _tracks(view: GustavView, out: Writer) -> None:
    """The round track, the voltage ring (its number, and who wins ties on its space), the first
    player, then the card being carried out and the last move and fire."""
    lines = out.section("gustav-round", phase=view["phase"], round=view["round"], rounds=view["rounds"])
    space = RING[view["voltage"]]
    tie = seat_ref(LETTERS[space.letter])
    lines.append(
        out.text("gustav-voltage", voltage=space.number, space=view["voltage"] + 1, spaces=len(RING), tie=tie)
    )
    if view["phase"] == "battle" and view["first"]:
        lines.append(out.text("gustav-first", seat=seat_ref(view["first"])))
    effect = view["effect"]
    if effect is not None:
        lines.append(
            out.text(
                "gustav-effect",
                seat=seat_ref(effect["seat"]),
                card=Ref("gustav-card", effect["card"]),
                half=Ref("gustav-half", effect["half"]),
                effect=Ref("gustav-effect", f"{effect['card']}-{effect['half']}"),
            )
        )
        if effect["unit"]:
            lines.append(out.text("gustav-effect-unit", hex=effect["unit"]))
    combat = view["combat"]
    target = combat["defender"] or combat["vacated"] if combat is not None else ""
    if combat is not None and target:
        kind = "melee" if combat["melee"] else "fire"
        lines.append(out.text("gustav-combat", kind=kind, attacker=combat["attacker"], defender=target))
    if view["last_move"] is not None:
        lines.append(_trace(out, view["last_move"], "move"))
    if view["last_fire"] is not None:
        lines.append(_trace(out, view["last_fire"], "hit" if view["last_fire"]["hit"] else "miss"))


def _trace(out: Writer, trace: TraceView, outcome: str) -> str:
    """The last move (``outcome`` move) or the last fire and whether it hit."""
    return out.text(
        "gustav-trace",
        seat=seat_ref(trace["side"]),
        unit=unit_ref(trace["kind"]),
        start=trace["start"],
        end=trace["end"],
        outcome=outcome,
    )


def _side(view: GustavView, side: str, data: SideView, out: Writer) -> None:
    seat = seat_ref(side)
    lines = out.section("gustav-side", seat=seat, letter=out.tr.name(seat, "letter"))
    lines.append(out.text("gustav-morale", morale=data["morale"]))
    if view["phase"] == "prepare":
        lines.append(out.text("gustav-prep", prep=data["prep"]))
        return
    lines.append(out.text("gustav-points", points=data["points"], hand=data["hand"], pile=data["pile"]))
    waiting = tuple(unit_ref(u["kind"]) for u in view["units"] if u["side"] == side and not u["hex"])
    if waiting:
        lines.append(out.text("gustav-waiting", units=waiting))
    for played in data["played"]:
        card, half = Ref("gustav-card", played["card"]), Ref("gustav-half", played["half"])
        lines.append(out.text("gustav-played", card=card, half=half, value=played["value"]))
    if data["discards"]:
        lines.append(out.text("gustav-discards", cards=cards(data["discards"])))
    if data["recycled"] and data["pile_cards"]:
        lines.append(out.text("gustav-pile-known", cards=cards(data["pile_cards"])))
    if data["known"]:
        lines.append(out.text("gustav-known", cards=cards(data["known"])))
    if data["lost"]:
        lines.append(out.text("gustav-lost", units=tuple(map(unit_ref, data["lost"]))))


def _field(view: GustavView, out: Writer) -> None:
    """The units on the field, row by row from the Imperial rear to the Swedish rear, west to east."""
    placed = [u for u in view["units"] if u["hex"]]
    if not placed:
        return
    near, far = sorted(RED_ROW, key=RED_ROW.__getitem__)
    lines = out.section(
        "gustav-field", near=seat_ref(near), first=RED_ROW[near], far=seat_ref(far), last=RED_ROW[far]
    )
    rows: dict[int, list[UnitView]] = {}
    for unit in placed:
        rows.setdefault(int(unit["hex"][1:]), []).append(unit)
    for row in sorted(rows):
        units = out.join(
            out.text(
                "gustav-unit",
                unit=unit_ref(u["kind"]),
                seat=out.tr.name(seat_ref(u["side"]), "short"),
                hex=u["hex"],
            )
            for u in sorted(rows[row], key=lambda u: u["hex"])
        )
        lines.append(out.text("gustav-row", row=row, units=units))


def _own(view: GustavView, out: Writer) -> None:
    """A seat's own cards: its hand, its draw pile (in order when it knows it), the cards it set
    aside, and while preparing the army it is raising and the pile it is stacking."""
    own = view.get("own")
    if own is None:
        return
    lines = out.section("gustav-own")
    hand = out.text("gustav-hand", cards=cards(own["hand"])) if own["hand"] else out.text("gustav-hand-empty")
    lines.append(hand)
    if own["pile"]:
        order = "top" if own["ordered"] else "unknown"
        lines.append(out.text("gustav-pile", order=order, cards=cards(own["pile"])))
    if own["culled"]:
        lines.append(out.text("gustav-culled", cards=cards(own["culled"])))
    if view["phase"] == "prepare":
        lines.append(out.text("gustav-army", units=tuple(map(unit_ref, own["army"]))))
        if own["stack"]:
            lines.append(out.text("gustav-stack", cards=cards(own["stack"])))
