"""Blocks as drawn on the board: a chip with the name where the view gives the identity (the seat's
own corps add SP and fatigue from its order of battle), a standing block of the army's colour where
it does not. Alike hidden blocks in one area are drawn once with a count (``×3``)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core import Ref
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.view import N1815View, OobEntry
from i18n import translator
from images.draw import RGB, Canvas, hatch, mix, text_width
from images.napoleon1815.style import DANGER, FATIGUE, GOLD, INK, WHITE, army_colour, face, pale

CHIP_H = 28
COUNT_FACE = 20
NAME_FACE = 18
MARK_FACE = 18


@dataclass(frozen=True, slots=True)
class Item:
    """One block as drawn: a labelled chip when its identity is known, else a standing block."""

    army: str
    spent: bool
    lang: str = "en"
    text: str | None = None  # the block's name; None: hidden
    commander: bool = False
    scout: bool = False
    operating: bool = False
    sp: int | None = None  # own corps only (seat views)
    fatigue: int | None = None
    count: int = 1  # hidden blocks alike (army, facing, operating) are drawn once with a count

    @property
    def width(self) -> float:
        if self.text is None:
            if self.count == 1:
                return CHIP_H
            return CHIP_H + 4 + text_width(f"×{self.count}", face(COUNT_FACE, "en", bold=True))
        width = text_width(self.text, face(NAME_FACE, self.lang, bold=True, condensed=True)) + 14
        if self.commander:
            width += text_width("★", face(MARK_FACE, "en", bold=True)) + 3
        if self.scout:
            width += text_width("♞", face(MARK_FACE, "en", bold=True)) + 3
        if self.sp is not None:
            width += sp_width(self.sp) + 4
        if self.fatigue:
            width += 26
        return width


def sp_width(sp: int) -> float:
    return max(20.0, text_width(str(sp), face(18, "en", bold=True)) + 10)


def sp_box(draw: Canvas, at: tuple[float, float], sp: int) -> float:
    """A white box with the SP, top-left at ``at``; returns its width."""
    x, y = at
    w = sp_width(sp)
    draw.rounded_rectangle((x, y + 4, x + w, y + CHIP_H - 4), radius=4, fill=WHITE, outline=INK, width=1)
    draw.label((x + w / 2, y + CHIP_H / 2 + 1), str(sp), face(18, "en", bold=True), INK)
    return w


def fatigue_disc(draw: Canvas, at: tuple[float, float], fatigue: int) -> float:
    """An orange disc with the fatigue (red in the printed track's SP-loss band); returns its width."""
    x, y = at
    r = 11
    fill = DANGER if fatigue >= components.ATTRITION_FATIGUE else FATIGUE
    cx, cy = x + r + 1, y + CHIP_H / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=WHITE, width=2)
    draw.label((cx, cy + 1), str(fatigue), face(18, "en", bold=True), WHITE)
    return 2 * r + 2


def chip(draw: Canvas, at: tuple[float, float], item: Item) -> float:
    """Draw ``item`` with its top-left at ``at``; returns its width."""
    if item.text is None:
        hidden_block(draw, at, army_colour(item.army), item.spent, item.operating)
        if item.count > 1:
            draw.label(
                (at[0] + CHIP_H + 3, at[1] + CHIP_H / 2 + 1),
                f"×{item.count}",
                face(COUNT_FACE, "en", bold=True),
                INK,
                anchor="lm",
            )
        return item.width
    x, y = at
    colour = army_colour(item.army)
    fill = pale(colour) if item.spent else colour
    ink = INK if item.spent else WHITE
    width = item.width
    edge = GOLD if item.operating else mix(colour, INK, 0.5)
    draw.rounded_rectangle(
        (x, y, x + width, y + CHIP_H), radius=5, fill=fill, outline=edge, width=3 if item.operating else 2
    )
    if item.spent:  # spent blocks lie flag side up: a stripe of the army colour on the left
        draw.rectangle((x + 3, y + 4, x + 6, y + CHIP_H - 4), fill=colour)
    tx = x + 8
    mark = face(MARK_FACE, "en", bold=True)
    if item.commander:
        draw.label((tx, y + CHIP_H / 2 + 1), "★", mark, GOLD if not item.spent else INK, anchor="lm")
        tx += text_width("★", mark) + 3
    if item.scout:
        draw.label((tx, y + CHIP_H / 2), "♞", mark, ink, anchor="lm")
        tx += text_width("♞", mark) + 3
    name = face(NAME_FACE, item.lang, bold=True, condensed=True)
    draw.label((tx, y + CHIP_H / 2), item.text, name, ink, anchor="lm")
    tx += text_width(item.text, name) + 5
    if item.sp is not None:
        tx += sp_box(draw, (tx, y), item.sp) + 2
    if item.fatigue:
        fatigue_disc(draw, (tx, y), item.fatigue)
    return width


def hidden_block(
    draw: Canvas, at: tuple[float, float], colour: RGB, spent: bool, operating: bool = False
) -> None:
    """A standing block seen from the enemy side: its colour only; spent ones upside down (pale, hatched)."""
    x, y = at
    s = CHIP_H
    box = (x, y, x + s, y + s)
    edge = GOLD if operating else mix(colour, INK, 0.5)
    if spent:
        draw.rectangle(box, fill=pale(colour, 0.7), outline=edge, width=3 if operating else 2)
        hatch(draw, (x + 2, y + 2, x + s - 2, y + s - 2), pale(colour, 0.3), step=8, width=2)
        draw.polygon([(x + 8, y + 9), (x + s - 8, y + 9), (x + s / 2, y + s - 7)], fill=colour)
    else:
        draw.rectangle(box, fill=colour, outline=edge, width=3 if operating else 2)
        draw.rectangle((x + 3, y + 3, x + s - 3, y + 8), fill=mix(colour, WHITE, 0.35))
        draw.polygon([(x + 8, y + s - 8), (x + s - 8, y + s - 8), (x + s / 2, y + 11)], fill=WHITE)


def chip_name(block: str, lang: str) -> str:
    """A block's name on its chip: the catalog's short form (a scout's number)."""
    return translator(lang).name(Ref("napoleon1815-block", block), "short")


def items(view: N1815View, lang: str) -> dict[str, list[Item]]:
    """area -> the blocks drawn there, in the view's order."""
    own: dict[str, OobEntry] = {}
    if view["seat"] is not None:  # a seat's own order of battle: never read from the public view
        own = {entry["token"]: entry for entry in view.get("oob", [])}
    operation = view["operation"]
    moving = set(operation["tokens"]) if operation is not None else set()
    out: dict[str, list[Item]] = {}
    for block in view["blocks"]:
        token = block["token"]
        item = Item(army=block["army"], spent=block["spent"], lang=lang, operating=token in moving)
        if "block" in block:
            kind = oob.BLOCK[block["block"]].kind.value
            item = replace(
                item,
                text=chip_name(block["block"], lang),
                commander=kind == "commander",
                scout=kind == "scout",
            )
            if token in own and kind == "corps":
                entry = own[token]
                item = replace(item, sp=entry["infantry"] + entry["cavalry"], fatigue=entry["fatigue"])
        out.setdefault(block["area"], []).append(item)
    return {area: grouped(drawn) for area, drawn in out.items()}


def grouped(drawn: list[Item]) -> list[Item]:
    """Hidden blocks that look alike drawn once with a count, where the first of them stands."""
    out: list[Item] = []
    for item in drawn:
        if item.text is None:
            for i, seen in enumerate(out):
                if seen.text is None and (seen.army, seen.spent, seen.operating) == (
                    item.army,
                    item.spent,
                    item.operating,
                ):
                    out[i] = replace(seen, count=seen.count + 1)
                    break
            else:
                out.append(item)
        else:
            out.append(item)
    return out
