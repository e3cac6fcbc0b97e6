"""The Napoleon 1815 pictures of hand-made views (``images.napoleon1815.sample``): valid PNGs within
bounds, every word from the catalogs, nothing drawn from what the view does not give the seat, the
drawn map faithful to the rules' map, and legible: names, symbols and markers apart, trays of blocks
apart and attached to their towns, the captions of the VP track apart."""

from __future__ import annotations

import importlib
import io
import itertools
import pkgutil
from collections.abc import Iterator

import pytest
from PIL import Image

import images.napoleon1815
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as mapdata
from i18n import LANGUAGES, translator
from images import labels, napoleon1815, render_board, render_sheets
from images.napoleon1815 import basemap, blocks, stacks, tracks
from images.napoleon1815 import layout as geo
from images.napoleon1815.board import stack_trays
from images.napoleon1815.sample import KINDS, sample_view
from images.render import load_game, play_random

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 500_000
# languages whose catalogs have the board's words (Japanese joins when its catalog is written)
LANGS = [lang for lang in LANGUAGES if translator(lang).has("napoleon1815-board-vp-note")]


def check_png(png: bytes, width: int = geo.WIDTH) -> Image.Image:
    assert png[:8] == PNG_SIGNATURE
    assert len(png) <= MAX_BYTES, f"{len(png)} bytes"
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.width == width
    return image


# --- every sample renders, the same view to the same bytes ----------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_sample_views_render_valid_pngs(kind: str) -> None:
    view = sample_view(kind)
    image = check_png(render_board(view))
    assert image.width == geo.WIDTH and image.height > geo.HEIGHT  # the header band reads on a phone
    sheets = render_sheets(view)
    if view["seat"] is None:
        assert sheets == []
    else:
        assert [name for name, _ in sheets] == ["oob.png", "hand.png"]
        for _, png in sheets:
            check_png(png)


@pytest.mark.parametrize("kind", ["grognard", "seat", "three", "conscript", "over"])
def test_same_view_same_png(kind: str) -> None:
    assert napoleon1815.board(sample_view(kind)) == napoleon1815.board(sample_view(kind))
    assert napoleon1815.sheets(sample_view(kind)) == napoleon1815.sheets(sample_view(kind))


def test_different_views_different_pngs() -> None:
    assert napoleon1815.board(sample_view("grognard")) != napoleon1815.board(sample_view("battle"))
    later = sample_view("grognard")
    later["vp"] = 12
    assert napoleon1815.board(later) != napoleon1815.board(sample_view("grognard"))


@pytest.fixture
def strict_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The pictures' modules read the catalogs through a strict translator (a missing key raises),
    with every cached picture and measure dropped before and after."""
    modules = [
        importlib.import_module(f"images.napoleon1815.{m.name}")
        for m in pkgutil.iter_modules(images.napoleon1815.__path__)
    ]

    def clear() -> None:
        for module in modules:
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()

    def strict(lang: str) -> object:
        return translator(lang, strict=True)

    for module in modules:
        if hasattr(module, "translator"):
            monkeypatch.setattr(module, "translator", strict)
    clear()
    yield
    clear()


@pytest.mark.usefixtures("strict_words")
@pytest.mark.parametrize("lang", LANGS)
def test_every_word_drawn_is_in_the_catalogs(lang: str) -> None:
    """Each sample, its sheets and every card face, drawn with a translator that raises on a
    missing key, name or attribute: no word is left to code."""
    for kind in KINDS:
        view = sample_view(kind)
        napoleon1815.board(view, lang)
        if view["seat"] is not None:
            view["hand"] = [card.number for card in cards.CARDS]
            napoleon1815.sheets(view, lang)


# --- what the view gives the seat, and nothing more -------------------------------------------------


def test_public_view_never_reads_private_keys() -> None:
    """Private keys smuggled into a public view are neither read nor drawn."""
    seat, public = sample_view("seat"), sample_view("grognard")
    smuggled = sample_view("grognard")
    smuggled["oob"] = seat["oob"]
    smuggled["hand"] = seat["hand"]
    smuggled["off_map"] = seat["off_map"]
    smuggled["communication"] = True
    smuggled["mp_left"] = 3
    assert napoleon1815.board(smuggled) == napoleon1815.board(public)
    assert napoleon1815.sheets(smuggled) == []


def test_hidden_blocks_show_no_name() -> None:
    """Grognard public view: only the battle area's blocks carry names, and only those are drawn named."""
    drawn = blocks.items(sample_view("grognard"), "en")
    named = {area for area, items in drawn.items() for item in items if item.text is not None}
    assert named == {"la_haye_sainte"}
    assert all(item.sp is None for items in drawn.values() for item in items)
    own = blocks.items(sample_view("seat"), "en")
    assert any(item.sp is not None for items in own.values() for item in items)


def test_seat_labels_come_from_its_own_oob() -> None:
    view = sample_view("seat")
    sp = [e["infantry"] + e["cavalry"] for e in view["oob"] if e["kind"] == "corps"]
    drawn = [item for items in blocks.items(view, "en").values() for item in items if item.sp is not None]
    assert sorted(item.sp for item in drawn if item.sp is not None) == sorted(sp)
    assert all(item.army == "french" for item in drawn)


def test_three_player_seat_sees_only_its_own_army_named() -> None:
    view = sample_view("three")
    named = {
        item.army for items in blocks.items(view, "en").values() for item in items if item.sp is not None
    }
    assert named == {"prussian"}


# --- the drawn map agrees with the rules' map ---------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_every_area_is_drawn_inside_the_map(lang: str) -> None:
    assert set(geo.NODES) == set(mapdata.AREA)
    for area in mapdata.AREA:
        x, y = geo.node(area)
        assert 10 <= x <= geo.MAP_W - 10 and geo.MAP_TOP + 10 <= y <= geo.MAP_BOTTOM - 10, area
        assert labels.inside(basemap.name_box(area, lang), (0, geo.MAP_TOP, geo.MAP_W, geo.MAP_BOTTOM)), area


@pytest.mark.parametrize("river", sorted(geo.RIVERS))
def test_rivers_cross_exactly_their_bridges(river: str) -> None:
    points = geo.to_image(geo.RIVERS[river])
    crossed = {r.key for r in mapdata.ROADS if geo.crossing(geo.node(r.a), geo.node(r.b), points)}
    bridged = {r.key for r in mapdata.ROADS if r.bridge is not None and r.bridge.value == river}
    assert crossed == bridged


@pytest.mark.parametrize("river", sorted(geo.RIVER_LABELS))
def test_a_japanese_river_running_north_is_named_down_a_column(river: str) -> None:
    """縦書き as on a Japanese map: the name of a river steeper than 60° stands in a column of
    upright characters (a tall box); the English name lies along the river as before."""
    x0, y0, x1, y1 = basemap.river_name_box(river, "ja")
    steep = abs(geo.RIVER_LABELS[river][1]) >= basemap.STEEP
    assert ((y1 - y0) > 2 * (x1 - x0)) == steep
    assert basemap.river_name_box(river, "en") != (x0, y0, x1, y1) or not steep


def test_the_long_vowel_mark_turns_in_a_column() -> None:
    """ー runs down the column (taller than wide), not across it."""
    face = basemap.face(18, "ja", bold=True)
    cell = basemap._column("ー", face).getbbox()
    assert cell is not None
    assert cell[3] - cell[1] > cell[2] - cell[0]


def test_border_separates_france() -> None:
    france = {a.id for a in mapdata.AREAS if a.country.value == "france"}
    assert {a for a in geo.NODES if geo.south_of_border(geo.node(a))} == france


@pytest.mark.parametrize("lang", LANGS)
def test_names_symbols_and_markers_do_not_collide(lang: str) -> None:
    names = {a: basemap.name_box(a, lang) for a in mapdata.AREA}
    symbols = {a: basemap.symbol_box(a) for a in mapdata.AREA}
    marks = [basemap.flag_box(a) for a in mapdata.CONTROLLABLE]
    marks += [labels.around(basemap.vp_spot(a), 11) for a in mapdata.VP_SITES]
    for road in mapdata.BRIDGES:  # a destroyed bridge's cross must not hide a name or a symbol either
        cross = labels.around(geo.bridge_point(road), 14)
        marks.append(cross)
        for a, box in symbols.items():
            assert labels.overlap(cross, box) == 0, (road.key, a)
    for a, b in itertools.permutations(mapdata.AREA, 2):
        assert labels.overlap(names[a], names[b]) == 0, (a, b)
        assert labels.overlap(names[a], symbols[b]) == 0, (a, b)
    for mark, (a, box) in itertools.product(marks, names.items()):
        assert labels.overlap(mark, box) == 0, (a, mark)


# --- the VP track: its captions never overlap (issue 10) -------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("french_max", range(0, 20))
def test_vp_captions_stay_apart_and_inside(lang: str, french_max: int) -> None:
    """Wherever the scenario puts the line between a French and an Allied victory, the note under
    it keeps clear of 'French gains' and 'Allied gains', and all three stay on the page."""
    captions = tracks.vp_captions(french_max, lang)
    assert [c.box[0] for c in captions] == sorted(c.box[0] for c in captions)
    for a, b in itertools.pairwise(captions):
        assert a.box[2] + tracks.CAPTION_SPACE <= b.box[0] + 1e-6, (a.text, b.text)
    for caption in captions:
        assert caption.box[0] >= geo.PAD - 1e-6 and caption.box[2] <= geo.WIDTH - geo.PAD + 1e-6
        assert (
            labels.overlap(caption.box, (0, tracks.VP_BOX_TOP, geo.WIDTH, tracks.VP_BOX_TOP + tracks.VP_SIZE))
            == 0
        )
    note = captions[1]
    split = tracks.vp_split(french_max)
    if note.box[0] <= split <= note.box[2]:  # where there is room, the note stands under the split
        middle = (note.box[0] + note.box[2]) / 2
        assert (
            abs(middle - split) < 1
            or captions[0].box[2] + tracks.CAPTION_SPACE >= note.box[0] - 1e-6
            or (note.box[2] + tracks.CAPTION_SPACE >= captions[2].box[0] - 1e-6)
        )


@pytest.mark.parametrize("lang", LANGS)
def test_vp_title_and_ends_stay_apart(lang: str) -> None:
    title, ends = tracks.vp_titles(lang)
    assert title.box[2] + tracks.CAPTION_SPACE <= ends.box[0] + 1e-6
    assert ends.box[2] <= geo.WIDTH - geo.PAD + 1e-6


# --- trays of blocks: apart, off the names, attached to their towns (issue 10) -------------------


def _crowd(count: int, named: bool) -> list[blocks.Item]:
    corps = [b for b in oob.BLOCKS if b.kind.value in ("corps", "commander")]
    return [
        blocks.Item(
            army=b.army.value,
            spent=i % 3 == 2,
            text=b.id.title() if named else None,
            commander=b.kind.value == "commander",
            sp=6 if named and i % 2 else None,
            fatigue=(i % 4) if named and i % 2 else None,
        )
        for i, b in enumerate(corps[:count])
    ]


def _covered(box: labels.Box, own: str | None = None) -> list[str]:
    out = []
    for area in mapdata.AREA:
        if labels.overlap(box, basemap.name_box(area, "en")) > 0:
            out.append(f"name of {area}")
        if area != own and labels.overlap(box, basemap.symbol_box(area, -2)) > 0:
            out.append(f"symbol of {area}")
    return out


def check_attached(trays: list[stacks.Tray]) -> None:
    """Each tray touches its town (its nearest side within reach of the town's symbol, and no other
    town nearer) or a leader line joins the two; no leader line runs through another town."""
    for tray in trays:
        node = geo.node(tray.area)
        if tray.leader is None:
            assert labels.distance(tray.box, node) <= stacks.RULES.attach + 1e-6, tray.area
            nearest = min(mapdata.AREA, key=lambda a: labels.distance(tray.box, geo.node(a)))
            assert labels.distance(tray.box, geo.node(nearest)) >= labels.distance(tray.box, node) - 1e-6, (
                tray.area,
                nearest,
            )
        else:
            assert labels.distance(tray.box, tray.leader) < 1e-6
            for other in mapdata.AREA:
                if other != tray.area:
                    assert not labels.crosses(node, tray.leader, basemap.symbol_box(other, -3)), (
                        tray.area,
                        other,
                    )


@pytest.mark.parametrize("area", sorted(mapdata.AREA))
def test_six_named_blocks_fit_beside_any_area(area: str) -> None:
    trays = stacks.place([(area, _crowd(6, named=True))], [], [], "en")
    assert sum(len(row) for tray in trays for row in tray.rows) == 6
    assert len(trays) <= 3  # fanned out in three trays at most
    for tray in trays:
        assert labels.inside(tray.box, geo.MAP_BOUNDS)
        assert _covered(tray.box) == [], area
    check_attached(trays)


@pytest.mark.parametrize("kind", ["grognard", "seat", "allies", "three", "conscript", "conscript_seat"])
def test_busy_samples_keep_trays_apart_names_clear_and_attached(kind: str) -> None:
    view = sample_view(kind)
    trays = stack_trays(view, "en")
    assert sum(item.count for tray in trays for row in tray.rows for item in row) == len(view["blocks"])
    for a, b in itertools.combinations(trays, 2):
        assert labels.overlap(a.box, b.box) == 0, (a.area, b.area)
    for tray in trays:
        assert labels.inside(tray.box, geo.MAP_BOUNDS)
        assert _covered(tray.box, own=tray.area) == [], (tray.area, tray.box)
    check_attached(trays)


def test_a_tray_beside_its_town_has_no_line_and_a_far_one_has_one() -> None:
    """The defect of issue 10, in miniature: a tray pushed away from its town by what surrounds it
    is joined to it by a line instead of floating over the roads."""
    area = "braine_l_alleud"
    near = stacks.place([(area, _crowd(1, named=False))], [], [], "en")
    assert near[0].leader is None and labels.distance(near[0].box, geo.node(area)) <= stacks.RULES.attach
    x, y = geo.node(area)
    walls = [labels.around((x, y), 60)]  # everything within 60 px is taken by markers
    far = stacks.place([(area, _crowd(1, named=False))], walls, [], "en")
    assert far[0].leader is not None
    check_attached(far)


def ambiguous(trays: list[stacks.Tray]) -> list[str]:
    """The areas of trays without a leader line that stand about as near another area as their own
    (within ``stacks.CLEAR``), where a player would read them as that area's."""
    found = []
    for tray in trays:
        own = labels.distance(tray.box, geo.node(tray.area))
        others = (labels.distance(tray.box, geo.node(a)) for a in mapdata.AREA if a != tray.area)
        if tray.leader is None and min(others) < own + stacks.CLEAR:
            found.append(tray.area)
    return found


def test_trays_in_random_games_read_as_their_own_towns() -> None:
    """Issue 10: stack boxes float over roads away from their town. In random games, a tray without
    a line stands clearly nearer its own town than any other; a handful of 1 in 50 may not, where
    every spot near the town is taken (without the rule, about 1 in 6 did not)."""
    game = load_game("napoleon1815")
    trays = []
    for seed in range(1, 7):
        for steps in (60, 200):
            state, _ = play_random(game, seed, steps)
            trays += stack_trays(game.view(state, None), "en")
    assert len(trays) > 100
    assert len(ambiguous(trays)) <= len(trays) // 50, ambiguous(trays)
