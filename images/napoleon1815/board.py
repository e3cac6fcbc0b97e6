"""The board picture: the map with every block and marker, and the panel of tracks and words.

The part that never changes (the map, its names, the keys, the empty tracks' titles) is drawn once
per language (``base``); each board is a copy with the state painted on top, in this order: the
header; the trays of blocks are placed (clear of names, symbols, markers and roads) and their
leader lines drawn; then destroyed bridges, the operation's path, the battle ring, entrenchments,
control flags, retreat arrows and the trays on top; then the panel.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from engine.napoleon1815.view import N1815View
from images.draw import Canvas, to_png
from images.napoleon1815 import basemap, legend, markers, panel, stacks, tracks
from images.napoleon1815 import layout as geo
from images.napoleon1815.blocks import items
from images.napoleon1815.layout import HEADER_H, HEIGHT, PANEL_TOP, WIDTH
from images.napoleon1815.sample import sample_view
from images.napoleon1815.style import HEADER, INK, PAPER
from images.phone import header_size, stacked, under_band

BANNER_ROOM = 400  # px: the strip the result's banner is drawn on, then cut under it


def board_png(view: N1815View, lang: str) -> bytes:
    """The board: the header band, whose words read on a phone (``images.phone.header_size``), over
    the map and the panel."""
    band = panel.band(view, lang, WIDTH, header_size(WIDTH))
    top = stacked([band, *_banner(view, lang)], PAPER)
    return to_png(under_band(top, picture(view, lang), HEADER_H), palette())


def _banner(view: N1815View, lang: str) -> list[Image.Image]:
    """At the end, the result's banner on a strip of its own between the header and the map, where
    it hides no name of the map."""
    if view["result"] is None:
        return []
    strip = Image.new("RGB", (WIDTH, BANNER_ROOM), PAPER)
    bottom = panel.result(Canvas(strip), view, lang)
    return [strip.crop((0, 0, WIDTH, round(bottom) + 12))]


def picture(view: N1815View, lang: str, whole: bool = True) -> Image.Image:
    """The board as an RGB image under an empty header bar (``board_png`` and the phone put a band
    there); not ``whole``, only the map is drawn on (the phone draws the result and the panel again
    for its narrow pages)."""
    image = base(lang).copy()
    draw = Canvas(image)
    operation, battle = view["operation"], view["battle"]
    battle_area = battle["area"] if battle is not None else None
    arrows = _arrows(view)
    paths = _paths(view)
    trays = stack_trays(view, lang)
    stacks.draw_leaders(draw, trays)
    markers.destroyed_bridges(draw, view["destroyed_bridges"])
    if operation is not None:
        markers.operation_path(draw, operation["from"], operation["path"])
        basemap.draw_name(draw, operation["from"], lang)  # over its ring
    if battle_area is not None:
        markers.battle_ring(draw, battle_area)
        basemap.draw_name(draw, battle_area, lang)  # over its ring, which would hide its first letter
    markers.entrenchments(draw, view["entrenchments"])
    markers.flags(draw, view["control"])
    markers.arrows(draw, arrows)
    crossed = [*markers.arrow_boxes(arrows), *(box for path in paths for box in stacks.segment_boxes(path))]
    stacks.draw_trays(draw, trays, crossed, battle_area, lang)
    if whole:
        _panel(draw, view, lang)
    return image


def _panel(draw: Canvas, view: N1815View, lang: str) -> None:
    """Below the map: the tracks, the turn's state, the event and the last moves."""
    tracks.vp_track(draw, view["vp"], view["french_win_max_vp"], lang)
    tracks.turn_track(draw, view["scenario"], view["turn"], lang)
    panel.this_turn(draw, view, lang)
    panel.cards(draw, view, lang)
    panel.off_map(draw, view, lang)
    panel.events(draw, view, lang)
    panel.log(draw, view, lang)


def _arrows(view: N1815View) -> dict[str, tuple[str, str]]:
    return {area: (a["army"], a["toward"]) for area, a in view["arrows"].items()}


def _paths(view: N1815View) -> list[list[tuple[float, float]]]:
    operation = view["operation"]
    return [[geo.node(area) for area in operation["path"]]] if operation is not None else []


def stack_trays(view: N1815View, lang: str) -> list[stacks.Tray]:
    """The trays of blocks as the board draws them: clear of the flags, the retreat arrows, the
    battle ring and the operation's path."""
    marks = [basemap.flag_box(area) for area in view["control"]] + markers.arrow_boxes(_arrows(view))
    if view["battle"] is not None:
        marks.append(markers.battle_box(view["battle"]["area"]))
    return stacks.place(stacks.order(items(view, lang)), marks, _paths(view), lang)


@cache
def base(lang: str) -> Image.Image:
    """The map, its names and keys, and the panel's titles."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = Canvas(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 1), fill=HEADER)
    basemap.draw_map(image, draw, lang)
    draw.line((0, PANEL_TOP, WIDTH, PANEL_TOP), fill=INK, width=3)
    legend.block_legend(draw, lang)
    legend.terrain_legend(draw, lang)
    for caption in tracks.vp_titles(lang):
        caption.draw(draw)
    panel.column_titles(draw, lang)
    return image


@cache
def palette() -> Image.Image:
    """The fixed 256-colour palette, chosen once from the static picture and busy sample boards."""
    samples = [base("en"), *(picture(sample_view(kind), "en") for kind in ("battle", "seat", "over"))]
    strip = Image.new("RGB", (WIDTH, HEIGHT * len(samples)))
    for i, sample in enumerate(samples):
        strip.paste(sample, (0, HEIGHT * i))
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
