"""The Napoleon 2.1 board: valid PNGs within bounds, drawn from the documented view keys only."""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from PIL import Image

import engine
from engine.napoleon21 import data
from images import napoleon21, render_board
from images import napoleon21_layout as geo
from images.napoleon21_sample import sample_view
from images.render import play_random

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 500_000

# The documented view (task brief): every key the renderer may read, level by level.
TOP_KEYS = {
    "game", "status", "turn", "phase", "step", "order", "order_roll", "acting", "done", "morale", "vp",
    "nelson_blocks_sea", "countries", "areas", "combat", "seats", "to_act", "options", "last_log", "result",
}  # fmt: skip
COUNTRY_KEYS = {"war", "stage", "stages", "in_use", "box", "on_map", "vp", "garrison", "capital"}
STAGE_KEYS = {"reinforcement", "max_strength"}
FACE_KEYS = {"up", "down", "routed_up", "routed_down"}
COMBAT_KEYS = {"area", "step"}
LOG_KEYS = {"text", "dice", "to"}
RESULT_KEYS = {"winners", "draw", "summary", "title"}


def check_png(png: bytes) -> Image.Image:
    assert png[:8] == PNG_SIGNATURE
    assert len(png) <= MAX_BYTES, f"{len(png)} bytes"
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.width >= 1200
    return image


def finished(seed: int, options: dict[str, str] | None = None) -> dict[str, Any]:
    game = engine.find_game("napoleon21")
    state, _ = play_random(game, seed, 5000, options=options)
    assert game.result(state) is not None, "random play should finish a game within 5000 steps"
    return game.view(state, None)


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
    game = engine.find_game("napoleon21")
    state, _ = play_random(game, seed, steps, options=options)
    for seat in (None, *state.seats):
        check_png(render_board(game.view(state, seat)))


@pytest.mark.parametrize(("seed", "options"), [(7, {}), (8, {"allies": "3"})])
def test_finished_games_render_valid_pngs(seed: int, options: dict[str, str]) -> None:
    view = finished(seed, options)
    assert view["result"] is not None
    check_png(render_board(view))


def test_sample_views_render() -> None:
    for over in (False, True):
        image = check_png(render_board(sample_view(over)))
        assert image.size == (napoleon21.WIDTH, napoleon21.HEIGHT)


def test_same_view_same_png() -> None:
    view = sample_view()
    assert napoleon21.board(view) == napoleon21.board(view)


# --- the renderer reads the view, and only its documented keys ----------------------------------------


class StrictView(Mapping[str, Any]):
    """A read-only view that fails on any key outside the documented schema (and so on any write)."""

    def __init__(self, data: Mapping[str, Any], allowed: set[str], children: dict[str, Any]) -> None:
        self._data, self._allowed, self._children = data, allowed, children

    def __getitem__(self, key: str) -> Any:
        if key not in self._allowed:
            raise AssertionError(f"the renderer read the undocumented key {key!r}")
        return _strict(self._data[key], self._children.get(key, self._children.get("*")))

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


def _strict(value: Any, schema: Any) -> Any:
    if schema is None:
        return value
    if isinstance(value, Mapping):
        allowed, children = schema
        return StrictView(value, allowed, children)
    if isinstance(value, list):
        return [_strict(item, schema) for item in value]
    return value


def _schema(view: Mapping[str, Any]) -> Any:
    faces: Any = (FACE_KEYS, {})
    units = (set(data.COUNTRIES), {"*": faces})
    area = ({"units"}, {"units": units})
    country: Any = (COUNTRY_KEYS, {"stages": (STAGE_KEYS, {})})
    return (
        TOP_KEYS,
        {
            "countries": (set(data.COUNTRIES), {"*": country}),
            "areas": (set(data.AREAS), {"*": area}),
            "combat": (COMBAT_KEYS, {}),
            "last_log": (LOG_KEYS, {}),
            "result": (RESULT_KEYS, {}),
        },
    )


@pytest.mark.parametrize("over", [False, True])
def test_renderer_reads_only_documented_keys(over: bool) -> None:
    view = sample_view(over)
    strict = _strict(view, _schema(view))
    assert napoleon21.board(strict) == napoleon21.board(view)


def test_renderer_reads_only_documented_keys_of_engine_views() -> None:
    game = engine.find_game("napoleon21")
    for seed, steps in ((11, 60), (12, 200)):
        state, _ = play_random(game, seed, steps)
        view = game.view(state, None)
        assert napoleon21.board(_strict(view, _schema(view))) == napoleon21.board(view)
    view = finished(13)
    assert napoleon21.board(_strict(view, _schema(view))) == napoleon21.board(view)


def test_strict_view_catches_undocumented_keys() -> None:
    view = sample_view() | {"secret": 1}
    strict = _strict(view, _schema(view))
    with pytest.raises(AssertionError, match="secret"):
        strict["secret"]


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
        assert a[0] >= 0 and a[2] <= geo.MAP_W and a[1] >= geo.MAP_ORIGIN[1] and a[3] <= napoleon21.HEIGHT
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
