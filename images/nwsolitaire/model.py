"""What the board shows, read from a view in a reader's language: each place as a titled area holding
chips (a counter or a marker: its words and its colours). The desktop board and the phone pages lay
the same areas out, each at its own size."""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Msg, Ref
from engine.nwsolitaire.data.chits import SATELLITES
from engine.nwsolitaire.data.map import BROWN_BOXES, POWERS, RUSSIA_BOX
from engine.nwsolitaire.data.units import FRENCH_SIDE, UNITS
from engine.nwsolitaire.state import FIELDS
from engine.nwsolitaire.view import SolitaireView
from i18n import Translator
from images.draw import RGB, ink_on, mix
from images.nwsolitaire.style import (
    BOX,
    BROWN_PALE,
    GOLD,
    GREEN_BOX,
    GUARD_COLOUR,
    INK,
    LAND,
    LOST,
    MARKER,
    NATION,
    SEA,
    WON,
)


class Chip(NamedTuple):
    text: str
    fill: RGB
    ink: RGB


class Area(NamedTuple):
    title: str
    note: str  # beside the title (fervour, a count)
    fill: RGB
    chips: list[Chip]
    lines: list[str]  # words under the chips (SP totals, a box's difficulty)


POOLS: tuple[str, ...] = ("coalition_pool", "neutral_pool", "delayed", "casualty", "royalist_box")


def chip(text: str, fill: RGB) -> Chip:
    return Chip(text, fill, ink_on(fill))


def marker(text: str) -> Chip:
    return Chip(text, MARKER, INK)


def unit_chip(tr: Translator, uid: str) -> Chip:
    u = UNITS[uid]
    colour = GUARD_COLOUR if uid == "guard" else NATION[u.nation]
    name = tr.name(Ref("nwsolitaire-unit", uid), "short")
    return chip(tr(Msg("nwsolitaire-board-unit", unit=name, sp=u.sp)), colour)


def french_side(view: SolitaireView, uid: str) -> bool:
    nation = UNITS[uid].nation
    if nation == "spanish":
        return view["powers"].get("spain") == "pro_french"
    return nation in FRENCH_SIDE


def country(view: SolitaireView, tr: Translator, place: str) -> Area:
    """A major country (or Portugal): the markers in its box and green box, then its units."""
    units = view["units"].get(place, [])
    chips: list[Chip] = []
    if view["but"] == place:
        chips.append(chip(tr.text("nwsolitaire-board-but"), GOLD))
    nap = view["napoleon"]
    if nap["at"] == place and nap["unit"]:
        chips.append(chip(tr(Msg("nwsolitaire-board-napoleon", unit=str(nap["unit"]))), GUARD_COLOUR))
    if nap["josephine"] == place:
        chips.append(marker(tr.text("nwsolitaire-board-josephine")))
    markers = view["markers"]
    flags = {
        "france": [("terror", "nwsolitaire-board-terror"), ("paris", "nwsolitaire-board-paris")],
        "italy": [("pope", "nwsolitaire-board-pope"), ("fra_diavolo", "nwsolitaire-board-fra-diavolo")],
        "spain": [("spanish_ulcer", "nwsolitaire-board-ulcer")],
        "germany": [("warsaw", "nwsolitaire-board-warsaw")],
    }
    for flag, key in flags.get(place, []):
        if markers.get(flag):
            chips.append(marker(tr.text(key)))
    if place == "spain" and markers.get("ildefonso") == "spain":
        chips.append(marker(tr.text("nwsolitaire-board-ildefonso")))
    sat = view["satellites"].get(place)
    if sat:
        li = SATELLITES[sat].li
        value = "X" if li is None else f"{li:+d}"
        chips.append(chip(tr(Msg("nwsolitaire-board-satellite", value=value)), GREEN_BOX))
    for icon, at in sorted(view["icons"].items()):
        if at == place:
            chips.append(chip(tr.name(Ref("nwsolitaire-icon", icon)), GOLD))
    for dip, at in sorted(view["french_diplomats"].items()):
        if at == place:
            chips.append(chip(tr.name(Ref("nwsolitaire-diplomat", dip)), NATION["french"]))
    for dip, at in sorted(view["coalition_diplomats"].items()):
        if at == place:
            chips.append(chip(tr.name(Ref("nwsolitaire-diplomat", dip)), NATION["british"]))
    french = [u for u in units if french_side(view, u)]
    coalition = [u for u in units if not french_side(view, u)]
    chips += [unit_chip(tr, u) for u in sorted(french, key=lambda u: -UNITS[u].sp)]
    down = view.get("face_down", {}).get(place, 0)  # 7.6 fog of war: counters seen from the back
    chips += [chip(tr.text("nwsolitaire-board-face-down"), NATION["french"]) for _ in range(down)]
    chips += [unit_chip(tr, u) for u in sorted(coalition, key=lambda u: -UNITS[u].sp)]
    lines = []
    if units and not down:
        fr, co = sum(UNITS[u].sp for u in french), sum(UNITS[u].sp for u in coalition)
        lines.append(tr(Msg("nwsolitaire-board-sp", french=fr, coalition=co)))
    elif down:
        co = sum(UNITS[u].sp for u in coalition)
        lines.append(tr(Msg("nwsolitaire-board-sp-hidden", n=down, coalition=co)))
    note = ""
    if place in view["fervour"]:
        note = tr(Msg("nwsolitaire-board-fervour", n=view["fervour"][place]))
    return Area(tr.name(Ref("nwsolitaire-country", place)), note, LAND[place], chips, lines)


def countries(view: SolitaireView, tr: Translator) -> dict[str, Area]:
    return {place: country(view, tr, place) for place in FIELDS}


def brown_box(view: SolitaireView, tr: Translator, box: str) -> Area:
    """A small-war theatre: its chit (won face up, lost face down), gold, Russian War marker, icons."""
    chips: list[Chip] = []
    if box == RUSSIA_BOX:
        diff, anchor = 12, False
    else:
        diff, anchor = BROWN_BOXES[box].difficulty, BROWN_BOXES[box].anchor
    war = view["wars"].get(box)
    if war == "up":
        chips.append(chip(tr.text("nwsolitaire-board-war-won"), WON))
    elif war == "down":
        chips.append(chip(tr.text("nwsolitaire-board-war-lost"), LOST))
    gold = view["gold"].get(box)
    if gold:
        chips.append(chip(tr.text("nwsolitaire-board-gold"), GOLD if gold == "up" else LOST))
    if view["russian_wars"].get(box) == "box":
        chips.append(chip(tr.text("nwsolitaire-board-russian-war"), NATION["russian"]))
    if view["markers"].get("ottoman") == box:
        chips.append(marker(tr.text("nwsolitaire-board-ottoman")))
    if view["napoleon"]["at"] == box:
        chips.append(
            chip(tr(Msg("nwsolitaire-board-napoleon", unit=str(view["napoleon"]["unit"]))), GUARD_COLOUR)
        )
    for dip, at in sorted(view["coalition_diplomats"].items()):
        if at == box:
            chips.append(chip(tr.name(Ref("nwsolitaire-diplomat", dip)), NATION["british"]))
    note = tr(Msg("nwsolitaire-board-difficulty", n=diff, anchor="yes" if anchor else "no"))
    return Area(tr.name(Ref("nwsolitaire-box", box), "short"), note, BROWN_PALE, chips, [])


def brown_boxes(view: SolitaireView, tr: Translator) -> list[Area]:
    return [brown_box(view, tr, b) for b in (*BROWN_BOXES, RUSSIA_BOX)]


def russian_war_box(view: SolitaireView, tr: Translator) -> Area:
    chips = [
        chip(tr.name(Ref("nwsolitaire-box", box), "short"), NATION["russian"] if side == "up" else LOST)
        for box, side in sorted(view["russian_wars"].items())
        if side in ("up", "down")
    ]
    return Area(tr.text("nwsolitaire-board-russian-wars"), "", BROWN_PALE, chips, [])


def powers(view: SolitaireView, tr: Translator) -> Area:
    """The status boxes: each power's standing, its scrolls and the marriage marker."""
    chips: list[Chip] = []
    for power in POWERS:
        standing = view["powers"].get(power, "")
        colour = {"coalition": NATION["british"], "pro_french": NATION["french"]}.get(standing, BOX)
        words = tr(
            Msg(
                "nwsolitaire-board-power",
                power=Ref("nwsolitaire-power", power),
                standing=Ref("nwsolitaire-board-standing", standing or "neutral"),
            )
        )
        chips.append(chip(words, colour))
        for scroll in view["scrolls"].get(power, []):
            chips.append(marker(tr.name(Ref("nwsolitaire-scroll", scroll))))
        if view["marriage"] == power:
            chips.append(chip(tr.text("nwsolitaire-board-marriage"), GOLD))
    return Area(tr.text("nwsolitaire-board-powers"), "", BOX, chips, [])


def london(view: SolitaireView, tr: Translator) -> Area:
    chips = [
        chip(
            tr.name(Ref("nwsolitaire-diplomat", d)),
            LOST if d in view["flipped_diplomats"] else NATION["british"],
        )
        for d, at in sorted(view["coalition_diplomats"].items())
        if at == "london"
    ]
    chips += [
        chip(tr.name(Ref("nwsolitaire-icon", i)), GOLD)
        for i, at in sorted(view["icons"].items())
        if at == "london"
    ]
    if view["london_four"]:
        chips.append(marker(tr.text("nwsolitaire-board-london-four")))
    return Area(tr.text("nwsolitaire-board-london"), "", BOX, chips, [])


def hotel(view: SolitaireView, tr: Translator) -> Area:
    chips = [
        chip(tr.name(Ref("nwsolitaire-diplomat", d)), NATION["french"])
        for d, at in sorted(view["french_diplomats"].items())
        if at == "hotel"
    ]
    return Area(tr.text("nwsolitaire-board-hotel"), "", BOX, chips, [])


def bedroom(view: SolitaireView, tr: Translator) -> Area:
    nap = view["napoleon"]
    chips = []
    if nap["at"] == "bedroom" and nap["unit"]:
        chips.append(chip(tr(Msg("nwsolitaire-board-napoleon", unit=str(nap["unit"]))), GUARD_COLOUR))
    if nap["josephine"] == "bedroom":
        chips.append(marker(tr.text("nwsolitaire-board-josephine")))
    if view["marriages"]:
        chips.append(chip(tr(Msg("nwsolitaire-board-marriages", n=view["marriages"])), GOLD))
    return Area(tr.text("nwsolitaire-board-bedroom"), "", BOX, chips, [])


def high_seas(view: SolitaireView, tr: Translator) -> Area:
    sea = view["sea"]
    chips = []
    if sea["british_navy"] == "high_seas":
        key = (
            "nwsolitaire-board-british-navy-flipped"
            if sea["british_navy_flipped"]
            else "nwsolitaire-board-british-navy"
        )
        chips.append(chip(tr.text(key), NATION["british"] if not sea["british_navy_flipped"] else LOST))
    if sea["nelson"]:
        chips.append(chip(tr.text("nwsolitaire-board-nelson"), NATION["british"]))
    if sea["french_navy"] == "high_seas":
        chips.append(chip(tr.text("nwsolitaire-board-french-navy"), NATION["french"]))
    if sea["continental_system"]:
        chips.append(marker(tr.text("nwsolitaire-board-continental")))
    return Area(tr.text("nwsolitaire-board-high-seas"), "", SEA, chips, [])


def policies(view: SolitaireView, tr: Translator) -> Area:
    """The French religion policy box, the Jews of Europe box, Napoleon and the Guard off the map."""
    m = view["markers"]
    chips = [
        chip(
            tr(Msg("nwsolitaire-board-religion", religion=Ref("nwsolitaire-religion", str(m["religion"])))),
            GOLD,
        ),
        marker(
            tr.text("nwsolitaire-board-emancipation" if m["emancipation"] else "nwsolitaire-board-ghetto")
        ),
    ]
    if m.get("hundred_days"):
        chips.append(marker(tr.text("nwsolitaire-board-hundred-days")))
    nap = view["napoleon"]
    if nap["busy"]:
        chips.append(marker(tr.text("nwsolitaire-board-busy")))
    guard = nap["guard"]
    if guard in ("storage", "removed"):
        chips.append(
            chip(tr(Msg("nwsolitaire-board-guard-at", at=Ref("nwsolitaire-board-place", str(guard)))), LOST)
        )
    return Area(tr.text("nwsolitaire-board-policies"), "", BOX, chips, [])


def pool(view: SolitaireView, tr: Translator, place: str) -> Area:
    units = sorted(view["units"].get(place, []), key=lambda u: (UNITS[u].nation, -UNITS[u].sp))
    chips = [unit_chip(tr, u) for u in units]
    return Area(tr.text(f"nwsolitaire-board-{place.replace('_', '-')}"), str(len(units)), BOX, chips, [])


def cups(view: SolitaireView, tr: Translator) -> Area:
    chips = [
        chip(
            tr(Msg("nwsolitaire-board-cup", cup=Ref("nwsolitaire-board-cupname", cup), n=n)),
            mix(BOX, INK, 0.15),
        )
        for cup, n in view["cups"].items()
    ]
    drawn = view["drawn_chits"][-3:]
    lines = (
        [tr(Msg("nwsolitaire-board-last-chits", chits=tuple(Ref("nwsolitaire-chit", c) for c in drawn)))]
        if drawn
        else []
    )
    return Area(tr.text("nwsolitaire-board-cups"), "", BOX, chips, lines)


def money(view: SolitaireView, tr: Translator) -> str:
    return tr(
        Msg(
            "nwsolitaire-board-money",
            treasury=view["treasury"],
            fund=view["small_war_fund"],
            naval=view["naval_budget"],
        )
    )
