"""The table's picture (issue 21, §5): what the public board tells at a glance, on a phone too.

* The header of a desktop board (whose turn, what is asked) reads at least ``MIN_TEXT`` px tall when
  a phone shows the whole board ``PHONE_WIDTH`` px wide.
* Napoleon 2.1 marks what moved (an arrow from where it came) and where battles were fought, from
  the view's log; a stack of ten or more keeps its ``×``.
* Napoleon 1815: the final banner stands apart from the map (Hal, Waterloo, Wavre show whole), the
  battle ring leaves its area's name whole, and trays keep a margin around a name (Ligny).
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from engine.core import LogEntry, Msg, Ref
from engine.core.messages import Arg
from engine.napoleon21.view import N21View
from i18n import LANGUAGES, translator
from images import napoleon21, render_board
from images.draw import WHITE, Canvas, counter, to_png
from images.napoleon21 import layout as napoleon21_layout
from images.napoleon21 import panel as napoleon21_panel
from images.napoleon21 import sample as napoleon21_sample
from images.napoleon21 import style as napoleon21_style
from images.napoleon1815 import basemap as n1815_basemap
from images.napoleon1815 import layout as n1815_geo
from images.napoleon1815 import sample as n1815_sample
from images.napoleon1815 import stacks as n1815_stacks
from images.napoleon1815.board import palette as n1815_palette
from images.napoleon1815.board import picture as n1815_picture
from images.napoleon1815.board import stack_trays as n1815_trays
from images.phone import MIN_TEXT, PHONE_WIDTH
from images.render import load_game, play_random
from tests.images.textcheck import drawn_text


def opened(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def squeezed(text: str) -> str:
    return "".join(text.split())


def status_drawn(key: str, status: object, lang: str) -> str:
    """The status line as the game's header shows it (Napoleon 2.1's without its turn number)."""
    if key == "napoleon21":
        return napoleon21_panel.status_line(napoleon21_style.Pen(lang), status)  # type: ignore[arg-type]
    return translator(lang)(Msg.from_json(status))  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("key", "seed", "steps"), [("napoleon21", 3, 60), ("napoleon1815", 2, 90), ("gustav", 3, 90)]
)
def test_the_header_of_a_public_board_reads_on_a_phone(key: str, seed: int, steps: int, lang: str) -> None:
    game = load_game(key)
    state, _ = play_random(game, seed, steps)
    view = game.view(state, None)
    with drawn_text() as drawn:
        png = render_board(view, lang)
    width = opened(png).width
    legible = squeezed("".join(text for text, face in drawn if face.size * PHONE_WIDTH / width >= MIN_TEXT))
    status = squeezed(status_drawn(key, view["status"], lang))
    assert status and status in legible, (status, legible[:300])


# --- Napoleon 2.1: what moved and fought, and stacks of ten or more ------------------------------------


def log_entry(key: str, **args: Arg) -> LogEntry:
    return {"msg": Msg(key, **args).to_json(), "dice": [], "to": None}


def n21_view(log: list[LogEntry]) -> N21View:
    view = napoleon21_sample.sample_view()
    return {**view, "combat": None, "log": log}


def test_napoleon21_marks_a_move_with_an_arrow_from_where_it_came() -> None:
    move = log_entry(
        "napoleon21-log-move",
        count=3,
        army=Ref("napoleon21-adjective", "austria"),
        origin=Ref("napoleon21-area", "austria"),
        area=Ref("napoleon21-area", "italy"),
    )
    plain, marked = napoleon21.picture(n21_view([])), napoleon21.picture(n21_view([move]))
    (ax, ay), (bx, by) = napoleon21.arrow_ends("austria", "italy")
    middle = (round((ax + bx) / 2), round((ay + by) / 2))
    assert marked.getpixel(middle) == napoleon21_style.COLOURS["austria"] != plain.getpixel(middle)
    on_map = (0, 0, napoleon21_layout.MAP_W, napoleon21_style.HEIGHT)  # the panel lists the move too
    changed = ImageChops.difference(plain.crop(on_map), marked.crop(on_map)).getbbox()
    assert changed is not None
    # nothing else on the map changed: only what lies about the arrow
    assert changed[0] >= min(ax, bx) - 20 and changed[2] <= max(ax, bx) + 20
    assert changed[1] >= min(ay, by) - 20 and changed[3] <= max(ay, by) + 20


def test_napoleon21_marks_a_battle_fought_since_the_last_board() -> None:
    battle = log_entry("napoleon21-log-battle", area=Ref("napoleon21-area", "prussia"))
    rout = log_entry(
        "napoleon21-log-rout-move",
        count=2,
        army=Ref("napoleon21-adjective", "prussia"),
        area=Ref("napoleon21-area", "warsaw"),
    )
    assert napoleon21.last_moves([battle, rout]) == ([("prussia", "prussia", "warsaw")], ["prussia"])
    plain, marked = napoleon21.picture(n21_view([])), napoleon21.picture(n21_view([battle]))
    cx, cy = napoleon21.swords_at(napoleon21_style.Pen("en"), "prussia")
    edge = (round(cx - 14), round(cy))  # inside the disc, clear of the swords
    assert marked.getpixel(edge) == napoleon21_style.COMBAT != plain.getpixel(edge)


@pytest.mark.parametrize("size", [44, 40, 36, 32, 28])
@pytest.mark.parametrize("count", [7, 12, 20])
def test_a_stack_keeps_its_times_sign_whatever_its_count(size: int, count: int) -> None:
    image = Image.new("RGB", (size + 20, size + 20), WHITE)
    with drawn_text() as drawn:
        counter(Canvas(image), (10, 10, 10 + size, 10 + size), napoleon21_style.COLOURS["france"], count)
    texts = [text for text, _ in drawn]
    assert "×" in texts and str(count) in texts, texts
    digits = next(face for text, face in drawn if text == str(count))
    assert digits.size == round(size * 0.6)  # the digits no smaller for two of them


# --- Napoleon 1815: the result's banner, the battle ring, the trays by a name --------------------------


def test_napoleon1815_final_banner_hides_nothing_of_the_map() -> None:
    view = n1815_sample.sample_view("over")
    assert view["result"] is not None
    with drawn_text() as drawn:
        final = opened(render_board(view)).convert("RGB")
    assert any("Victory" in text for text, _ in drawn)  # the banner is there...
    alone = n1815_picture(view, "en").crop((0, n1815_geo.HEADER_H, n1815_geo.WIDTH, n1815_geo.HEIGHT))
    expected = opened(to_png(alone, n1815_palette())).convert("RGB")
    below = final.crop((0, final.height - expected.height, final.width, final.height))
    assert (
        ImageChops.difference(below, expected).getbbox() is None
    )  # ...and covers no name (Hal, Waterloo, Wavre)


def ink(image: Image.Image, box: tuple[float, float, float, float]) -> set[tuple[int, int]]:
    """The dark pixels of ``box``: the letters of a name."""
    x0, y0, x1, y1 = (round(v) for v in box)
    return {
        (x, y)
        for x in range(x0, x1)
        for y in range(y0, y1)
        if sum(image.getpixel((x, y))) < 200  # type: ignore[arg-type]
    }


def test_napoleon1815_battle_ring_leaves_its_areas_name_whole() -> None:
    view, ringed = n1815_sample.sample_view("battle"), n1815_sample.sample_view("battle")
    assert view["battle"] is not None and ringed["battle"] is not None
    view["battle"] = None
    ringed["battle"]["area"] = "fleurus"
    box = n1815_basemap.name_box("fleurus", "en")
    plain, marked = n1815_picture(view, "en"), n1815_picture(ringed, "en")
    letters = ink(plain, box)
    assert letters and letters <= ink(marked, box)  # the F of Fleurus too


def test_napoleon1815_trays_keep_clear_of_ligny() -> None:
    game = load_game("napoleon1815")
    state, _ = play_random(game, 4, 60)  # three blocks at Ligny, five at Fleurus, two at Sombreffe
    view = game.view(state, None)
    assert sum(b["area"] == "ligny" for b in view["blocks"]) == 3
    x0, y0, x1, y1 = n1815_basemap.name_box("ligny", "en")
    clear = n1815_stacks.NAME_CLEAR / 2
    for tray in n1815_trays(view, "en"):
        a0, b0, a1, b1 = tray.box
        assert a1 < x0 - clear or a0 > x1 + clear or b1 < y0 - clear or b0 > y1 + clear, tray
