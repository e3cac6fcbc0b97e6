"""Boards on a phone (issue 10, "Readable everywhere"): ``images.render_phone`` sends every game's
board as pictures on which the words that matter read at least 11 px tall when a phone shows each
picture 400 px wide, and no taller than a phone's viewer shows at full width.

For every title and template, random states from seeds, the channel's view and each seat's, in
English and Japanese: every text drawn is recorded with its face (``drawn_text``), and the smallest
face of a text with a letter or a digit (a mark such as ``×`` or ``›`` aside), scaled from the widest
picture of the set to 400 px, is at least 11 px. The pictures are valid PNGs, every character has a
glyph, and the same view gives the same bytes.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator

import pytest
from PIL import Image

from engine.core import GameState
from i18n import LANGUAGES
from images import napoleon21, render_board, render_phone
from images.ageofnapoleon.basemap import base as ageofnapoleon_base
from images.ageofnapoleon.board import key as ageofnapoleon_key
from images.ageofnapoleon.board import palette as ageofnapoleon_palette
from images.gustav.board import palette as gustav_palette
from images.gustav.phone import map_base as gustav_map_base
from images.gustav.phone import tracks_base as gustav_tracks_base
from images.napoleon1815.board import base as napoleon1815_base
from images.napoleon1815.board import palette as napoleon1815_palette
from images.nwsolitaire.board import base as nwsolitaire_base
from images.nwsolitaire.board import palette as nwsolitaire_palette
from images.phone import MAX_ASPECT, MIN_TEXT, PHONE_WIDTH
from images.render import game_keys, load_game, play_random
from tests.images.textcheck import Drawn, drawn_text, tofu

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
STATES = ((1, 30), (2, 160))  # (seed, random steps)

# (warm the cached palette, then drop the cached picture) per renderer: the static picture is drawn
# again while the test records, and the palette's own sample boards are not recorded
CACHES: list[tuple[Callable[[], object], Callable[[], None]]] = [
    (napoleon21._palette, napoleon21._base.cache_clear),
    (napoleon1815_palette, napoleon1815_base.cache_clear),
    (gustav_palette, gustav_map_base.cache_clear),
    (gustav_palette, gustav_tracks_base.cache_clear),
    (nwsolitaire_palette, nwsolitaire_base.cache_clear),
    (ageofnapoleon_palette, ageofnapoleon_base.cache_clear),
    (ageofnapoleon_palette, ageofnapoleon_key.cache_clear),
]


@pytest.fixture
def fresh_pictures() -> Iterator[None]:
    for warm, clear in CACHES:
        warm()
        clear()
    yield


def states(key: str) -> list[tuple[GameState, int]]:
    game = load_game(key)
    return [play_random(game, seed, steps) for seed, steps in STATES]


def matters(text: str) -> bool:
    """A text a player reads (a name, a count, a track's number), not a mark alone."""
    return any(char.isalnum() for char in text)


def smallest_on_phone(drawn: Drawn, widest: int) -> tuple[float, str]:
    """The height on a phone of the smallest text that matters, and that text."""
    size, text = min((face.size, text) for text, face in drawn if matters(text))
    return size * PHONE_WIDTH / widest, text


def opened(png: bytes) -> Image.Image:
    assert png[:8] == PNG_SIGNATURE
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


@pytest.mark.usefixtures("fresh_pictures")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", game_keys())
def test_phone_pictures_read_11_px_tall(key: str, lang: str) -> None:
    game = load_game(key)
    for state, _ in states(key):
        for seat in (None, *state.seats):
            view = game.view(state, seat)
            with drawn_text() as drawn:
                files = render_phone(view, lang)
            pictures = [opened(png) for _, png in files]
            assert files and len({name for name, _ in files}) == len(files)
            for (name, _), picture in zip(files, pictures, strict=True):
                assert picture.height <= MAX_ASPECT * picture.width, (key, name, picture.size)
            widest = max(picture.width for picture in pictures)
            height, text = smallest_on_phone(drawn, widest)
            assert height >= MIN_TEXT, (key, seat, lang, text, f"{height:.1f} px on a phone")
            assert tofu(drawn) == [], (key, lang)
            assert render_phone(view, lang) == files, (key, seat, lang)


@pytest.mark.parametrize("key", ["napoleon21", "napoleon1815", "gustav", "ageofnapoleon"])
def test_titles_send_several_narrow_pictures(key: str) -> None:
    """The titles' boards are split (map tiles and panel); the same view in another language or
    another state gives other pictures."""
    game = load_game(key)
    (early, _), (late, _) = states(key)
    english = render_phone(game.view(early, None), "en")
    assert len(english) >= 3
    assert render_phone(game.view(early, None), "ja") != english
    assert render_phone(game.view(late, None), "en") != english


def test_a_game_without_a_phone_layout_sends_its_board() -> None:
    game = load_game("duel")
    state, _ = play_random(game, 1, 5)
    view = game.view(state, None)
    assert render_phone(view, "en") == [("board.png", render_board(view, "en"))]
