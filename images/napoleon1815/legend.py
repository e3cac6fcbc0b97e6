"""The two keys printed on the map: blocks and markers (north of Wavre), area symbols and bridges
(the south-east corner). Both are part of the picture that never changes."""

from __future__ import annotations

from engine.core import Ref
from i18n import translator
from images.draw import Box, Canvas, text_width
from images.napoleon1815.basemap import terrain_symbol, vp_disc
from images.napoleon1815.blocks import CHIP_H, Item, chip, fatigue_disc, hidden_block, sp_box
from images.napoleon1815.layout import BLOCK_LEGEND_BOX, TERRAIN_LEGEND_BOX
from images.napoleon1815.markers import arrow_shape, cross, entrenchment, flag
from images.napoleon1815.style import ARMY_COLOURS, INK, MUTED, WATER, face

TERRAINS = ("plain", "forest", "town", "walled_city", "fortified_farm")


def _frame(draw: Canvas, box: Box) -> None:
    draw.rounded_rectangle(box, radius=8, fill=(252, 250, 244), outline=(120, 100, 80), width=2)


def block_legend(draw: Canvas, lang: str) -> None:
    """The key to blocks and markers."""
    tr = translator(lang)
    x0, y0, _, _ = BLOCK_LEGEND_BOX
    _frame(draw, BLOCK_LEGEND_BOX)
    font = face(18, lang)

    def name(block: str) -> str:
        return tr.name(Ref("napoleon1815-block", block), "short")

    def words(key: str, at: tuple[float, float]) -> float:
        text = tr.text(f"napoleon1815-board-legend-{key}")
        draw.label(at, text, font, INK, anchor="lm")
        return at[0] + text_width(text, font)

    x, y = x0 + 12, y0 + 10
    w = chip(draw, (x, y), Item(army="french", spent=False, lang=lang, text=name("ney")))
    w2 = chip(draw, (x + w + 6, y), Item(army="french", spent=True, lang=lang, text=name("ney")))
    end = words("active-spent", (x + w + w2 + 14, y + CHIP_H / 2))
    hx = end + 18
    hidden_block(draw, (hx, y), ARMY_COLOURS["french"], spent=False)
    hidden_block(draw, (hx + CHIP_H + 6, y), ARMY_COLOURS["french"], spent=True)
    words("hidden", (hx + 2 * CHIP_H + 14, y + CHIP_H / 2))
    y += 36
    star = Item(army="anglo_dutch", spent=False, lang=lang, text=name("wellington"), commander=True)
    w = chip(draw, (x, y), star)
    scout = Item(army="prussian", spent=False, lang=lang, text=name("prussian_scout_1"), scout=True)
    w2 = chip(draw, (x + w + 6, y), scout)
    words("commander-scout", (x + w + w2 + 14, y + CHIP_H / 2))
    y += 36
    flag(draw, (x + 14, y + 24), ARMY_COLOURS["prussian"])
    end = words("control", (x + 24, y + 13))
    ax = end + 16
    arrow_shape(draw, (ax, y + 14), (1.0, 0.0), ARMY_COLOURS["anglo_dutch"], 40)
    end = words("retreat", (ax + 46, y + 13))
    ex = end + 16
    vp_disc(draw, (ex + 8, y + 13), 2)
    words("vp", (ex + 24, y + 13))
    y += 34
    ox = words("own", (x, y + 8)) + 6
    ox += sp_box(draw, (ox, y - 5), 7) + 4
    ox += fatigue_disc(draw, (ox, y - 5), 2) + 8
    words("sp-fatigue", (ox, y + 8))


def terrain_legend(draw: Canvas, lang: str) -> None:
    """The key to area symbols, bridges and entrenchments."""
    tr = translator(lang)
    x0, y0, x1, _ = TERRAIN_LEGEND_BOX
    _frame(draw, TERRAIN_LEGEND_BOX)
    font = face(18, lang, condensed=True)
    entries = [(t, tr.name(Ref("napoleon1815-terrain", t))) for t in TERRAINS]
    entries.append(("entrenched", tr.text("napoleon1815-board-legend-entrenched")))
    for i, (terrain, text) in enumerate(entries):
        row, col = i % 3, i // 3
        x, y = x0 + 24 + col * 120, y0 + 26 + row * 38
        if terrain == "entrenched":
            entrenchment(draw, (x, y))
            terrain = "fortified_farm"
        terrain_symbol(draw, (x, y), terrain)
        draw.label((x + 28, y + 1), text, font, INK, anchor="lm")
    y = y0 + 26 + 3 * 38 - 2
    for i, (key, broken) in enumerate((("bridge", False), ("destroyed", True))):
        x = x0 + 10 + i * 150
        draw.line((x, y, x + 44, y), fill=WATER, width=7)
        cx = x + 22
        draw.rectangle((cx - 7, y - 7, cx + 7, y + 7), fill=(244, 236, 214))
        draw.line((cx - 9, y - 7, cx + 9, y - 7), fill=INK, width=3)
        draw.line((cx - 9, y + 7, cx + 9, y + 7), fill=INK, width=3)
        if broken:
            cross(draw, (cx, y))
        draw.label((x + 50, y + 1), tr.text(f"napoleon1815-board-legend-{key}"), font, INK, anchor="lm")
    y += 34
    draw.label(((x0 + x1) / 2, y), tr.text("napoleon1815-board-legend-roads"), font, MUTED)
