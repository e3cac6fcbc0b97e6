"""The Napoleon 1815 board: valid PNGs within bounds, drawn from VIEW.md's keys only, and legible."""

from __future__ import annotations

import io
import itertools
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from PIL import Image

from engine.napoleon1815.data import map as mapdata
from engine.napoleon1815.data import oob
from images import napoleon1815, render_board, render_sheets
from images import napoleon1815_layout as geo
from images.napoleon1815_sample import KINDS, sample_view

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 500_000

# --- VIEW.md, key by key: everything a renderer may read ---------------------------------------------

TOP_KEYS = {
    "game", "scenario", "options", "seat", "turn", "last_turn", "turn_label", "invasion_card", "phase", "vp",
    "french_win_max_vp", "status", "to_act", "initiative", "leader", "passed", "effects", "blocks", "control",
    "entrenchments", "arrows", "destroyed_bridges", "hand_sizes", "deck_sizes", "discard_sizes", "eliminated",
    "reinforcements", "operation", "battle", "log", "result",
}  # fmt: skip
PRIVATE_KEYS = {"hand", "oob", "off_map", "communication", "mp_left"}
OPTION_KEYS = {"players", "rules", "combat"}
BLOCK_KEYS = {"token", "army", "area", "spent", "block"}
ARROW_KEYS = {"army", "side", "toward"}
ARRIVAL_KEYS = {"turn", "blocks", "entry"}
OPERATION_KEYS = {"seat", "side", "kind", "from", "tokens", "path", "card"}
BATTLE_KEYS = {"area", "attacker", "attackers", "defenders", "move_attack", "cards", "inflicted", "winner"}
SIDE_KEYS = {"attacker", "defender"}
INFLICTED_KEYS = {"damage", "fatigue"}
LOG_KEYS = {"text", "dice", "to"}
RESULT_KEYS = {"winners", "summary"}
OOB_KEYS = {"block", "token", "area", "infantry", "cavalry", "fatigue", "spent", "kind"}
ELIMINATED_KEYS = {"army", "block"}  # "block" only when the viewer may know which

Schema = tuple[set[str] | None, dict[str, Any]]


def schema(seat_view: bool) -> Schema:
    """The documented view; ``None`` allows any key (maps keyed by area, seat or side)."""
    any_key: Schema = (None, {})
    top = TOP_KEYS | (PRIVATE_KEYS if seat_view else set())
    return (
        top,
        {
            "options": (OPTION_KEYS, {}),
            "blocks": (BLOCK_KEYS, {}),
            "control": any_key,
            "arrows": (None, {"*": (ARROW_KEYS, {})}),
            "hand_sizes": any_key,
            "deck_sizes": any_key,
            "discard_sizes": any_key,
            "eliminated": (ELIMINATED_KEYS, {}),
            "reinforcements": (ARRIVAL_KEYS, {}),
            "operation": (OPERATION_KEYS, {}),
            "battle": (
                BATTLE_KEYS,
                {"cards": (SIDE_KEYS, {}), "inflicted": (SIDE_KEYS, {"*": (INFLICTED_KEYS, {})})},
            ),
            "log": (LOG_KEYS, {}),
            "result": (RESULT_KEYS, {}),
            "oob": (OOB_KEYS, {}),
        },
    )


class StrictView(Mapping[str, Any]):
    """A read-only view that fails on any key outside the documented schema."""

    def __init__(self, data: Mapping[str, Any], allowed: set[str] | None, children: dict[str, Any]) -> None:
        self._data, self._allowed, self._children = data, allowed, children

    def __getitem__(self, key: str) -> Any:
        if self._allowed is not None and key not in self._allowed:
            raise AssertionError(f"the renderer read the undocumented key {key!r}")
        return strict(self._data[key], self._children.get(key, self._children.get("*")))

    def __contains__(self, key: object) -> bool:
        if self._allowed is not None and key not in self._allowed:
            raise AssertionError(f"the renderer asked for the undocumented key {key!r}")
        return key in self._data

    def __iter__(self) -> Iterator[str]:
        if self._allowed is not None:
            raise AssertionError("the renderer iterated over a record's keys")
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


def strict(value: Any, spec: Any) -> Any:
    if spec is None:
        return value
    if isinstance(value, Mapping):
        allowed, children = spec
        return StrictView(value, allowed, children)
    if isinstance(value, list):
        return [strict(item, spec) for item in value]
    return value


def strict_view(view: Mapping[str, Any]) -> Any:
    return strict(view, schema(view["seat"] is not None))


def check_png(png: bytes) -> Image.Image:
    assert png[:8] == PNG_SIGNATURE
    assert len(png) <= MAX_BYTES, f"{len(png)} bytes"
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.width >= 1200
    return image


# --- sample views ---------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_sample_views_render_valid_pngs(kind: str) -> None:
    view = sample_view(kind)
    image = check_png(render_board(view))
    assert image.size == (napoleon1815.WIDTH, napoleon1815.HEIGHT)
    sheets = render_sheets(view)
    if view["seat"] is None:
        assert sheets == []
    else:
        assert [name for name, _ in sheets] == ["oob.png", "hand.png"]
        for _, png in sheets:
            check_png(png)


@pytest.mark.parametrize("kind", KINDS)
def test_renderer_reads_only_documented_keys(kind: str) -> None:
    view = sample_view(kind)
    assert napoleon1815.board(strict_view(view)) == napoleon1815.board(view)
    assert napoleon1815.sheets(strict_view(view)) == napoleon1815.sheets(view)


def test_strict_view_catches_undocumented_and_private_keys() -> None:
    view = sample_view("grognard") | {"secret": 1}
    proxy = strict_view(view)
    with pytest.raises(AssertionError, match="secret"):
        proxy["secret"]
    with pytest.raises(AssertionError, match="oob"):
        proxy["oob"]
    with pytest.raises(AssertionError, match="hand"):
        _ = "hand" in proxy
    with pytest.raises(AssertionError, match="undocumented"):
        proxy["blocks"][0]["infantry"]


def test_public_view_never_reads_private_keys() -> None:
    """Private keys smuggled into a public view are neither read nor drawn."""
    seat = sample_view("seat")
    public = sample_view("grognard")
    smuggled = public | {key: seat[key] for key in PRIVATE_KEYS}
    assert napoleon1815.board(strict_view(smuggled)) == napoleon1815.board(public)
    assert napoleon1815.sheets(strict_view(smuggled)) == []


@pytest.mark.parametrize("kind", ["grognard", "seat", "three", "conscript", "over"])
def test_same_view_same_png(kind: str) -> None:
    assert napoleon1815.board(sample_view(kind)) == napoleon1815.board(sample_view(kind))
    assert napoleon1815.sheets(sample_view(kind)) == napoleon1815.sheets(sample_view(kind))


def test_hidden_blocks_show_no_name() -> None:
    """Grognard public view: only the battle area's blocks carry names, and only those are drawn named."""
    view = sample_view("grognard")
    items = napoleon1815._items(view)
    named = {area for area, drawn in items.items() for item in drawn if item.text is not None}
    assert named == {"la_haye_sainte"}
    own = napoleon1815._items(sample_view("seat"))
    assert all(item.sp is None for drawn in items.values() for item in drawn)
    assert any(item.sp is not None for drawn in own.values() for item in drawn)


def test_seat_labels_come_from_its_own_oob() -> None:
    view = sample_view("seat")
    sp = {
        e["token"]: e["infantry"] + e["cavalry"]
        for e in view["oob"]
        if oob.BLOCK[e["block"]].kind.value == "corps"
    }
    drawn = [item for items in napoleon1815._items(view).values() for item in items if item.sp is not None]
    assert sorted(item.sp for item in drawn) == sorted(sp.values())
    assert all(item.army == "french" for item in drawn)


# --- the drawn map agrees with the rules' map -----------------------------------------------------


def test_every_area_is_drawn_inside_the_map() -> None:
    assert set(geo.NODES) == set(mapdata.AREA)
    for area in mapdata.AREA:
        x, y = geo.node(area)
        assert 10 <= x <= geo.MAP_W - 10 and geo.MAP_TOP + 10 <= y <= geo.MAP_BOTTOM - 10, area
        x0, y0, x1, y1 = napoleon1815.name_box(area)
        assert x0 >= 0 and x1 <= geo.MAP_W and y0 >= geo.MAP_TOP and y1 <= geo.MAP_BOTTOM, area


@pytest.mark.parametrize("river", sorted(geo.RIVERS))
def test_rivers_cross_exactly_their_bridges(river: str) -> None:
    points = geo.to_image(geo.RIVERS[river])
    crossed = {r.key for r in mapdata.ROADS if geo.crossing(geo.node(r.a), geo.node(r.b), points)}
    bridged = {r.key for r in mapdata.ROADS if r.bridge is not None and r.bridge.value == river}
    assert crossed == bridged


def test_border_separates_france() -> None:
    france = {a.id for a in mapdata.AREAS if a.country.value == "france"}
    assert {a for a in geo.NODES if geo.south_of_border(geo.node(a))} == france


def test_names_symbols_and_markers_do_not_collide() -> None:
    names = {a: napoleon1815.name_box(a) for a in mapdata.AREA}
    symbols = {a: (x - 14, y - 14, x + 14, y + 14) for a in mapdata.AREA for x, y in [geo.node(a)]}
    marks = [napoleon1815.flag_box(a) for a in mapdata.CONTROLLABLE]
    for a in mapdata.VP_SITES:
        x, y = napoleon1815.vp_spot(a)
        marks.append((x - 11, y - 11, x + 11, y + 11))
    for road in mapdata.BRIDGES:  # a destroyed bridge's cross must not hide a name either
        x, y = geo.bridge_point(road)
        marks.append((x - 14, y - 14, x + 14, y + 14))
        for a, box in symbols.items():
            assert napoleon1815._overlap((x - 14, y - 14, x + 14, y + 14), box) == 0, (road.key, a)
    for a, b in itertools.permutations(mapdata.AREA, 2):
        assert napoleon1815._overlap(names[a], names[b]) == 0, (a, b)
        assert napoleon1815._overlap(names[a], symbols[b]) == 0, (a, b)
    for mark in marks:
        for a, box in names.items():
            assert napoleon1815._overlap(mark, box) == 0, (a, mark)


# --- crowded areas: trays of blocks stay apart, on the map and off the names ---------------------------


def _crowd(area: str, count: int, named: bool) -> list[napoleon1815.Item]:
    corps = [b for b in oob.BLOCKS if b.kind.value in ("corps", "commander")]
    return [
        napoleon1815.Item(
            army=b.army.value,
            spent=i % 3 == 2,
            text=b.name if named else None,
            commander=b.kind.value == "commander",
            sp=6 if named and i % 2 else None,
            fatigue=(i % 4) if named and i % 2 else None,
        )
        for i, b in enumerate(corps[:count])
    ]


def _covered(box: napoleon1815.Box, own: str | None = None) -> list[str]:
    out = []
    for area in mapdata.AREA:
        x, y = geo.node(area)
        if napoleon1815._overlap(box, napoleon1815.name_box(area)) > 0:
            out.append(f"name of {area}")
        if area != own and napoleon1815._overlap(box, (x - 12, y - 12, x + 12, y + 12)) > 0:
            out.append(f"symbol of {area}")
    return out


@pytest.mark.parametrize("area", sorted(mapdata.AREA))
def test_six_named_blocks_fit_beside_any_area(area: str) -> None:
    trays = napoleon1815._place([(area, _crowd(area, 6, named=True))], [])
    assert sum(len(row) for _, rows, _ in trays for row in rows) == 6
    assert len(trays) <= 3  # fanned out in three trays at most
    for _, _, box in trays:
        assert box[0] >= 0 and box[2] <= geo.MAP_W and box[1] >= geo.MAP_TOP and box[3] <= geo.MAP_BOTTOM
        assert _covered(box) == [], area


@pytest.mark.parametrize("kind", ["grognard", "seat", "three", "conscript", "conscript_seat"])
def test_busy_samples_keep_trays_apart_and_names_clear(kind: str) -> None:
    view = sample_view(kind)
    items = napoleon1815._items(view)
    order = sorted(items, key=lambda a: (-len(items[a]), napoleon1815.AREA_INDEX[a]))
    placed = napoleon1815._place([(a, items[a]) for a in order], [])
    for (a, _, box_a), (b, _, box_b) in itertools.combinations(placed, 2):
        assert napoleon1815._overlap(box_a, box_b) == 0, (a, b)
    for area, _, box in placed:
        assert box[0] >= 0 and box[2] <= geo.MAP_W and box[1] >= geo.MAP_TOP and box[3] <= geo.MAP_BOTTOM
        assert _covered(box, own=area) == [], (area, box)
