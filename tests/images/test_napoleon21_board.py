"""The Napoleon 2.1 board: valid PNGs within bounds from engine and hand-made views, every word from
the catalogs in the reader's language, every drawn text with its glyphs and inside its room, and the
drawn map faithful to the rules' map. The renderer reads the typed ``N21View`` (mypy checks it)."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from PIL import Image

from engine.core import Ref
from engine.napoleon21 import Napoleon21, data
from engine.napoleon21.state import N21State
from engine.napoleon21.view import N21View
from i18n import LANGUAGES, translator
from images import napoleon21, render_board
from images.draw import Canvas, counter, wrap
from images.napoleon21 import layout as geo
from images.napoleon21 import style as napoleon21_style
from images.napoleon21.sample import sample_view
from images.render import play_random
from images.text import text_width
from tests.images.textcheck import Drawn, drawn_text, tofu

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 500_000
# languages whose catalogs have the board's words
LANGS = [lang for lang in LANGUAGES if translator(lang).has("napoleon21-board-title")]
GAME = Napoleon21()


def check_png(png: bytes) -> Image.Image:
    assert png[:8] == PNG_SIGNATURE
    assert len(png) <= MAX_BYTES, f"{len(png)} bytes"
    image = Image.open(io.BytesIO(png))
    image.load()
    assert (
        image.width == napoleon21_style.WIDTH and image.height > napoleon21_style.HEIGHT
    )  # the header band reads on a phone
    return image


def random_state(seed: int, steps: int, options: dict[str, str] | None = None) -> N21State:
    state, _ = play_random(GAME, seed, steps, options=options)
    assert isinstance(state, N21State)
    return state


def finished(seed: int, options: dict[str, str] | None = None) -> N21View:
    state = random_state(seed, 5000, options)
    assert GAME.result(state) is not None, "random play should finish a game within 5000 steps"
    return GAME.view(state, None)


def played(seed: int, steps: int, options: dict[str, str] | None = None) -> N21View:
    return GAME.view(random_state(seed, steps, options), None)


# --- valid pictures, the same view to the same bytes -------------------------------------------------


@pytest.mark.parametrize(
    ("seed", "steps", "options"),
    [
        (1, 0, {}),
        (2, 25, {}),
        (3, 40, {}),
        (4, 150, {"nelson": "on"}),
        (5, 300, {"allies": "3"}),
        (6, 120, {"allies": "prussia+austria/russia+spain+britain", "road_to_paris": "on"}),
    ],
)
def test_random_states_render_valid_pngs(seed: int, steps: int, options: dict[str, str]) -> None:
    state = random_state(seed, steps, options)
    for seat in (None, *state.seats):
        for lang in LANGS:
            check_png(render_board(GAME.view(state, seat), lang))


@pytest.mark.parametrize(("seed", "options"), [(7, {}), (8, {"allies": "3"})])
@pytest.mark.parametrize("lang", LANGS)
def test_finished_games_render_valid_pngs(seed: int, options: dict[str, str], lang: str) -> None:
    view = finished(seed, options)
    assert view["result"] is not None
    check_png(render_board(view, lang))


@pytest.mark.parametrize("lang", LANGS)
def test_sample_views_render(lang: str) -> None:
    for over in (False, True):
        check_png(render_board(sample_view(over), lang))


def test_same_view_same_png_and_a_change_shows() -> None:
    assert napoleon21.board(sample_view()) == napoleon21.board(sample_view())
    later = sample_view()
    later["morale"] = 9
    assert napoleon21.board(later) != napoleon21.board(sample_view())


def test_each_language_draws_its_own_words() -> None:
    if len(LANGS) < 2:
        pytest.skip("one language has the board's words")
    pngs = {napoleon21.board(sample_view(), lang) for lang in LANGS}
    assert len(pngs) == len(LANGS)


# --- every word from the catalogs, with its glyphs, inside its room ----------------------------------


@pytest.fixture
def strict_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The renderer reads the catalogs through a strict translator (a missing key, name or attribute
    raises), with every cached picture dropped before and after."""

    def clear() -> None:
        napoleon21._base.cache_clear()
        napoleon21._palette.cache_clear()

    def strict(lang: str) -> object:
        return translator(lang, strict=True)

    monkeypatch.setattr(napoleon21_style, "translator", strict)
    clear()
    yield
    clear()


def views() -> list[N21View]:
    """Hand-made and engine views: a battle, Nelson, a result of each kind the seeds reach."""
    return [
        sample_view(),
        sample_view(over=True),
        played(4, 150, {"nelson": "on"}),
        played(5, 300, {"allies": "3"}),
        finished(7),
        finished(8, {"allies": "3"}),
        finished(9, {"road_to_paris": "on"}),
    ]


def drawn_boards(lang: str) -> Drawn:
    with drawn_text() as drawn:
        for view in views():
            napoleon21.board(view, lang)
    return drawn


@pytest.mark.usefixtures("strict_words")
@pytest.mark.parametrize("lang", LANGS)
def test_every_word_drawn_is_in_the_catalogs_and_has_its_glyphs(lang: str) -> None:
    drawn = drawn_boards(lang)
    texts = {text for text, _ in drawn}
    tr = translator(lang)
    assert tr.text("napoleon21-board-title") in texts
    assert tr.name(Ref("napoleon21-capital", "russia")) in texts
    assert tofu(drawn) == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_is_cut_to_fit(lang: str) -> None:
    """Every label fits the room it is given: nothing is shortened with an ellipsis (but a log line,
    the last of the panel, when a long entry runs out of rows)."""
    cut = [text for text, _ in drawn_boards(lang) if "…" in text and not text.startswith("›")]
    assert cut == []


Box = tuple[float, float, float, float]


def map_words(lang: str) -> Iterator[tuple[str, Box]]:
    """Each line of an area's name and each capital line (castle and name) as drawn, with its box,
    named by the area it belongs to (``rhine``, ``russia capital``)."""
    pen = napoleon21_style.Pen(lang)
    small = pen.font(18, bold=True)
    for area in data.AREAS:
        place = geo.PLACES[area]
        x, y = geo.px(place.label)
        x -= napoleon21_style.INLINE_SHIFT if place.inline else 0
        lines = pen.map_lines(area)
        for i, line in enumerate(lines):
            marks = data.AREA_MARKS[area] if i == len(lines) - 1 and not data.IS_SEA[area] else ""
            half = napoleon21._name_width(pen, line, marks) / 2
            yield (
                area,
                (x - half, y + napoleon21_style.ROW * i - 11, x + half, y + napoleon21_style.ROW * i + 11),
            )
        if area in data.COUNTRIES:
            name = pen.capital(area)
            wide = 31 + text_width(name, small)
            if place.capital is None:
                cy = y + napoleon21_style.ROW * len(lines)
                yield f"{area} capital", (x - wide / 2, cy - 13, x + wide / 2, cy + 12)
            else:
                cx, cy = geo.px(place.capital)
                yield f"{area} capital", (cx - 13, cy - 13, cx - 13 + wide, cy + 12)


def counter_rooms() -> Iterator[tuple[str, int, Box]]:
    for area, place in geo.PLACES.items():
        for i, (x, y, w, h) in enumerate(place.slots):
            cx, cy = geo.px((x, y))
            yield area, i, (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


def crossings(lang: str) -> set[tuple[str, str, int]]:
    """(whose word, area, slot) for every map word whose box enters a room kept for counters."""
    found = set()
    for word, box in map_words(lang):
        for area, i, room in counter_rooms():
            if box[0] < room[2] and room[0] < box[2] and box[1] < room[3] and room[1] < box[3]:
                found.add((word, area, i))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_map_words_stay_out_of_the_counters_rooms(lang: str) -> None:
    """Names of areas and capitals enter no room kept for counters but the few the English layout
    already grazes (the map was laid out for it), and stay on the map."""
    assert crossings(lang) <= crossings("en")
    for word, (x0, y0, x1, y1) in map_words(lang):
        assert x0 >= 0 and x1 <= geo.MAP_W and geo.MAP_ORIGIN[1] <= y0 and y1 <= napoleon21_style.HEIGHT, word


# --- the drawn map agrees with the rules' map --------------------------------------------------------


def test_drawn_borders_are_the_engine_adjacency() -> None:
    rules = {frozenset((a, b)) for a, near in data.ADJACENT.items() for b in near}
    assert geo.drawn_adjacency() == rules


def test_every_region_closes_and_every_area_has_a_place() -> None:
    rings = geo.region_rings()
    for area in data.LAND_AREAS:
        assert rings[area], area
    assert set(geo.PLACES) == set(data.AREAS)
    for place in geo.PLACES.values():
        for x, y, w, h in place.slots:
            assert x - w / 2 >= 0 and x + w / 2 <= geo.MAP_W and y - h / 2 >= 0 and y + h / 2 <= geo.MAP_H


@pytest.mark.parametrize("area", data.AREAS)
def test_crowded_area_counters_stay_apart_and_on_the_map(area: str) -> None:
    """Random play puts at most about 6 stacks in a land area and 3 at sea; they must not overlap."""
    faces = [(up, routed) for up in (True, False) for routed in (False, True)]
    countries = ("britain",) if data.IS_SEA[area] else data.COUNTRIES
    stacks = [(c, 3, up, routed) for c in countries for up, routed in faces]
    count = 3 if data.IS_SEA[area] else 6
    boxes = [box for box, _ in napoleon21._layout(geo.PLACES[area].slots, stacks[:count])]
    assert len(boxes) == count
    for i, a in enumerate(boxes):
        assert (
            a[0] >= 0 and a[2] <= geo.MAP_W and a[1] >= geo.MAP_ORIGIN[1] and a[3] <= napoleon21_style.HEIGHT
        )
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


# --- drawing defects of issue 10: counters inside their area and their count inside them, the newest
# move whole -----------------------------------------------------------------------------------------


def _inside(point: tuple[float, float], ring: tuple[tuple[float, float], ...]) -> bool:
    """Whether a map-frame point lies inside a closed ring (even-odd rule)."""
    x, y = point
    found = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            found = not found
    return found


def region_at(point: tuple[float, float]) -> str:
    """The filled region under a board point, or ``sea``."""
    frame = (point[0] - geo.MAP_ORIGIN[0], point[1] - geo.MAP_ORIGIN[1])
    for region, rings in geo.region_rings().items():
        if any(_inside(frame, ring) for ring in rings):
            return region
    return "sea"


def straddling(view: N21View) -> list[tuple[str, str]]:
    """(area, region) for each counter of ``view`` with a corner (of it or of the counter drawn
    behind it) in another region than its area's."""
    found = []
    for area in data.AREAS:
        stacks = napoleon21._stacks(view["areas"][area]["units"])
        for (x0, y0, x1, y1), _ in napoleon21._layout(geo.PLACES[area].slots, stacks) if stacks else []:
            for corner in ((x0, y0 - 4), (x1 + 4, y0 - 4), (x0, y1), (x1 + 4, y1), (x1, y0), (x0, y0)):
                where = region_at(corner)
                if where != ("sea" if data.IS_SEA[area] else area):
                    found.append((area, where))
    return found


@pytest.mark.parametrize(("seed", "options"), [(11, {}), (12, {"allies": "3"}), (13, {"nelson": "on"})])
def test_counters_stay_inside_their_area(seed: int, options: dict[str, str]) -> None:
    """No stack straddles a border (issue 10): every counter of random games lies inside its area."""
    views = [sample_view()] + [played(seed, steps, options) for steps in (40, 120, 260, 500)]
    assert [found for view in views for found in straddling(view)] == []


@pytest.mark.parametrize("count", [1, 9, 10, 14, 20])
@pytest.mark.parametrize("size", napoleon21.COUNTER_SIZES)
def test_counts_stay_inside_their_counters(count: int, size: int) -> None:
    """A two-digit count does not spill from its counter (issue 10): nothing is drawn outside the
    counter and the one behind it."""
    image = Image.new("RGB", (size + 40, size + 40), napoleon21_style.PAPER)
    box = (20.0, 20.0, 20.0 + size, 20.0 + size)
    counter(Canvas(image), box, napoleon21_style.COLOURS["france"], count)
    for x in range(image.width):
        for y in range(image.height):
            inside = box[0] <= x <= box[2] + 4 and box[1] - 4 <= y <= box[3]
            assert inside or image.getpixel((x, y)) == napoleon21_style.PAPER, (x, y)


def test_the_newest_move_is_drawn_whole() -> None:
    """The last move in the side panel is never cut off (issue 10), even under a battle and Nelson's
    Offensive, in either language."""
    for lang in LANGS:
        pen = napoleon21_style.Pen(lang)
        for view in (sample_view(), played(4, 150, {"nelson": "on"}), played(5, 300, {"allies": "3"})):
            with drawn_text() as drawn:
                napoleon21.board(view, lang)
            texts = {text for text, _ in drawn}
            newest = "› " + pen.entry(view["log"][-1])
            lines = wrap(newest, pen.font(18), napoleon21_style.PANEL_W, lang=lang)
            assert set(lines) <= texts, (lines, [t for t in texts if t.startswith("›")])
