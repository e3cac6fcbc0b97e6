"""The Napoleon 2.1 board's measures, colours and words: the picture's size, the right-hand panel's rows,
the map's inks, and ``Pen``, the phrases and faces of one language."""

from __future__ import annotations

from engine.core import LogEntry, Msg, MsgJson, Ref
from engine.core.messages import Arg
from engine.napoleon21 import data
from i18n import Translator, translator
from images.draw import RGB, WHITE, font, rgb
from images.napoleon21 import layout as geo
from images.text import Face

WIDTH, HEIGHT = 1600, 1000
HEADER_H = geo.MAP_ORIGIN[1]
PANEL_X = geo.MAP_W + 12  # the right-hand panel starts here
PANEL_W = WIDTH - PANEL_X - 14
# the panel, top to bottom
ORDER_Y = HEADER_H + 10
TILE_W, TILE_H, TILE_GAP = 80, 56, 8
VP_Y = ORDER_Y + 124
POSTURE_Y = VP_Y + 44
ROW_H = 80  # one country of the war posture chart
STAGE_W, STAGE_GAP = 84, 8  # a box of the posture chart
MORALE_Y = POSTURE_Y + 32 + 6 * ROW_H + 6
MORALE_BOX, MORALE_GAP = 44, 3
NOTES_Y = MORALE_Y + 30 + 2 * (MORALE_BOX + 6) + 8
NOTE_ROW = 24
LEGEND_W, LEGEND_H = 332, 208
LEGEND_FACE_W = 100  # the caption under each counter of the legend

PAPER: RGB = (247, 243, 233)
HEADER: RGB = (29, 39, 64)
WATER: RGB = (174, 204, 228)
DEAD_WATER: RGB = (196, 205, 212)
PARCHMENT: RGB = (243, 230, 196)
HOME_BASE: RGB = (248, 246, 240)
UNUSED: RGB = (229, 228, 223)
BORDER: RGB = (74, 59, 44)
COAST: RGB = (52, 85, 111)
SEA_INK: RGB = (31, 74, 118)
COMBAT: RGB = (214, 32, 46)
MUTED: RGB = (120, 120, 120)
GOLD: RGB = (236, 200, 90)
NAVY: RGB = (20, 40, 90)
VP_AT_WAR: RGB = (225, 222, 214)
WAR_FILLS: dict[str, RGB] = {"war": COMBAT, "armistice": (200, 200, 200), "peace": WHITE}
ROW = 24  # line height of the rows under an area's name
LEGEND_AT = (700, 718)
INLINE_SHIFT = 20  # how far an inline name moves left to make room for its badges
NAME_SIZE = {"en": 21, "ja": 19}  # area names on the map, by language

COLOURS: dict[str, RGB] = {c: rgb(data.COUNTRY_COLOURS[c]) for c in data.COUNTRIES}
# area -> (country whose colour tints it, strength of the tint): home areas, French and Russian territory
TINTS: dict[str, tuple[str, float]] = {c: (c, 0.3) for c in data.COUNTRIES}
TINTS |= {"prussia": ("prussia", 0.42), "south_france": ("france", 0.13), "west_russia": ("russia", 0.13)}


class Pen:
    """The words and faces of one language: ``pen("now")`` is the board phrase ``napoleon21-board-now``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.tr: Translator = translator(lang)

    def font(self, size: int, bold: bool = False, condensed: bool = False) -> Face:
        return font(size, bold=bold, condensed=condensed, lang=self.lang)

    def __call__(self, key: str, **args: Arg) -> str:
        return self.tr(Msg(f"napoleon21-board-{key}", **args))

    def name_face(self) -> Face:
        """The face of area names on the map: Japanese, full-width and without a condensed face, a
        size smaller so that its names take about the room of the English ones."""
        return self.font(NAME_SIZE.get(self.lang, 21), bold=True, condensed=True)

    def say(self, msg: Msg | MsgJson) -> str:
        return self.tr(msg)

    def routed_badge(self) -> str:
        """The one letter on a routed stack's disc (``R``; the Japanese 敗)."""
        return self.tr.text("napoleon21-board-routed", attribute="badge")

    def area(self, area: str, form: str | None = None) -> str:
        return self.tr.name(Ref("napoleon21-area", area), form)

    def country(self, country: str, form: str | None = None) -> str:
        return self.tr.name(Ref("napoleon21-country", country), form)

    def capital(self, country: str) -> str:
        return self.tr.name(Ref("napoleon21-capital", country))

    def war(self, state: str) -> str:
        return self.tr.name(Ref("napoleon21-war", state), "badge")

    def map_lines(self, area: str) -> list[str]:
        """An area's name as the map draws it (the catalog's ``.map`` form), one line each."""
        return self.area(area, "map").split("\n")

    def entry(self, entry: LogEntry) -> str:
        return self.tr.entry(entry)
