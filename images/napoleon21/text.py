"""Napoleon 2.1's board as lines (there is no hidden information: every view shows the same).

The status line; at the end, Napoleon's rank and who won; this turn (the activity order, French
morale, the VP France would score, Nelson, the battle or the move under way); each country's war
state and posture with its units on the map and in the box; who plays which country; then every area
with units, country by country, counted by facing, and the areas left empty; the last moves.
"""

from __future__ import annotations

from engine.core import Arg, Ref
from engine.napoleon21 import data
from engine.napoleon21.options import seat_ref
from engine.napoleon21.view import N21Country, N21Units, N21View
from images.boardtext import Writer


def area_ref(area: str) -> Ref:
    return Ref("napoleon21-area", area)


def country_ref(country: str) -> Ref:
    return Ref("napoleon21-country", country)


def write(view: N21View, out: Writer) -> None:
    opening = out.opening(view["status"])
    result = view["result"]
    if result is not None:
        opening.append(out.text("n21-rank", rank=Ref("napoleon21-rank", result["rank"])))
        if result["draw"] or not result["winners"]:
            opening.append(out.text("n21-no-winner"))
        else:
            opening.append(out.text("n21-winners", seats=tuple(map(seat_ref, result["winners"]))))
    _this_turn(view, out)
    countries = out.section("n21-countries")
    countries.extend(_country(out, country, info) for country, info in view["countries"].items())
    seats = out.section("n21-seats")
    for seat, played in view["seats"].items():
        seats.append(out.text("n21-seat", seat=seat_ref(seat), countries=tuple(map(country_ref, played))))
    _map(view, out)
    out.last_moves(view["log"])


def _this_turn(view: N21View, out: Writer) -> None:
    lines = out.section("n21-turn", turn=view["turn"])
    order = out.join(
        out.text("n21-order-item", country=country_ref(c), state=_progress(view, c)) for c in view["order"]
    )
    if order:
        roll = view["order_roll"]
        lines.append(out.text("n21-order", order=order, roll=roll if roll is not None else 0))
    road = view["options"].get("road_to_paris") == "on"
    reinforcement = data.french_base_reinforcement(view["morale"], road)
    lines.append(out.text("n21-morale", morale=view["morale"], reinforcement=reinforcement))
    lines.append(out.text("n21-vp", vp=view["vp"], goal=data.VICTORY_VP))
    if view["nelson_blocks_sea"]:
        lines.append(out.text("n21-nelson"))
    combat = view["combat"]
    if combat is not None:
        step = Ref("napoleon21-battle-step", combat["step"])
        lines.append(out.text("n21-battle", area=area_ref(combat["area"]), step=step))
    moving = view["movement"]
    if moving is not None:
        country = country_ref(moving["country"])
        chosen = moving["chosen"]
        if chosen is None:
            lines.append(out.text("n21-moving-choose", country=country))
        else:
            lines.append(
                out.text(
                    "n21-moving",
                    country=country,
                    count=chosen["count"],
                    facing=chosen["facing"],
                    area=area_ref(chosen["area"]),
                    left=chosen["left"],
                )
            )
            if moving["dest"] is not None:
                lines.append(out.text("n21-moving-to", area=area_ref(moving["dest"])))


def _progress(view: N21View, country: str) -> str:
    """Where a country stands in the activity order: acting now, done, or still to come."""
    if country == view["acting"]:
        return "now"
    return "done" if country in view["done"] else "later"


def _country(out: Writer, country: str, info: N21Country) -> str:
    """8.0, 3.2: the war state, the posture stage with its limits, where the units are (3.4)."""
    stage = info["stages"][info["stage"]]
    common: dict[str, Arg] = {
        "country": country_ref(country),
        "stage": info["stage"] + 1,
        "stages": len(info["stages"]),
        "cap": stage["max_strength"],
        "on_map": info["on_map"],
        "box": info["box"],
        "in_use": info["in_use"],
        "capital": Ref("napoleon21-capital", country),
        "garrison": info["garrison"],
    }
    if info["war"] is None or stage["reinforcement"] is None:  # France: reinforced by morale (12.0)
        return out.text("n21-france", **common)
    war = Ref("napoleon21-war", info["war"])
    return out.text("n21-ally", war=war, reinforcement=stage["reinforcement"], vp=info["vp"], **common)


def _map(view: N21View, out: Writer) -> None:
    """Every area with units: each country's units counted by facing; then the empty areas."""
    lines = out.section("n21-map")
    empty: list[Ref] = []
    for area, info in view["areas"].items():
        armies = [_army(out, country, units) for country, units in info["units"].items()]
        armies = [army for army in armies if army]
        if armies:
            lines.append(out.text("n21-area", area=area_ref(area), armies=out.join(armies)))
        else:
            empty.append(area_ref(area))
    if empty:
        lines.append(out.text("n21-empty", areas=tuple(empty)))


def _army(out: Writer, country: str, units: N21Units) -> str:
    counted = (
        ("up", units["up"]),
        ("down", units["down"]),
        ("routed_up", units["routed_up"]),
        ("routed_down", units["routed_down"]),
    )
    counts = [out.text("n21-count", count=n, facing=facing) for facing, n in counted if n]
    return out.text("n21-army", country=country_ref(country), units=out.join(counts)) if counts else ""
