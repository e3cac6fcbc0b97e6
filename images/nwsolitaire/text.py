"""The Napoleonic Wars solitaire's board as lines, from a view: the tracks (turn, years, But country,
chits, abdication, money, fervour), each country with its markers and units, the boxes off the map,
the brown boxes with their chits, the pools, the cups, and the last moves. The same areas as the
pictures (``images.nwsolitaire.model``), each a section: its title, then its chips and lines."""

from __future__ import annotations

from engine.core import Msg, Ref
from engine.nwsolitaire.data.track import TURNS
from engine.nwsolitaire.view import SolitaireView
from images.boardtext import Writer
from images.nwsolitaire import model
from images.nwsolitaire.model import Area


def write(view: SolitaireView, out: Writer) -> None:
    tr = out.tr
    out.opening(view["status"])
    lines = out.section("nwsolitaire-tracks")
    t = TURNS.get(view["turn"])
    lines.append(
        out.text(
            "nwsolitaire-turn",
            turn=view["turn"],
            years=view["years"],
            but=Ref("nwsolitaire-country", view["but"]),
            chits=t.chits if t is not None else 0,
        )
    )
    lines.append(out.text("nwsolitaire-abdication", level=view["abdication"]))
    lines.append(model.money(view, tr))
    fervour = [
        tr(Msg("nwsolitaire-board-fervour-of", country=Ref("nwsolitaire-country", c), n=n))
        for c, n in view["fervour"].items()
    ]
    lines.append(
        out.text("nwsolitaire-line", title=tr.text("nwsolitaire-board-fervours"), items=out.join(fervour))
    )
    areas = [
        *model.countries(view, tr).values(),
        model.powers(view, tr),
        model.london(view, tr),
        model.hotel(view, tr),
        model.bedroom(view, tr),
        model.high_seas(view, tr),
        model.policies(view, tr),
        model.russian_war_box(view, tr),
    ]
    for area in areas:
        _area(out, area)
    wars = out.section("nwsolitaire-wars")
    for area in model.brown_boxes(view, tr):
        wars.append(_line(out, area))
    for place in model.POOLS:
        _area(out, model.pool(view, tr, place))
    _area(out, model.cups(view, tr))
    out.last_moves(view["log"])


def _line(out: Writer, area: Area) -> str:
    """A brown box on one line: its name and difficulty, then what lies in it."""
    key, args = _titled(area)
    title = out.text(key, **args)
    if not area.chips:
        return title
    return out.text("nwsolitaire-line", title=title, items=out.join(c.text for c in area.chips))


def _area(out: Writer, area: Area) -> None:
    """A section: the area's title (and note), its chips on one line, then its lines."""
    key, args = _titled(area)
    lines = out.section(key, **args)
    if area.chips:
        lines.append(out.join(c.text for c in area.chips))
    lines.extend(area.lines)
    if not lines:
        lines.append(out.text("nwsolitaire-empty"))


def _titled(area: Area) -> tuple[str, dict[str, str]]:
    if area.note:
        return "nwsolitaire-area-note", {"title": area.title, "note": area.note}
    return "nwsolitaire-area", {"title": area.title}
