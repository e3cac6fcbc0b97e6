"""The Age of Napoleon pictures (issue 18, "Board image"): the map names every area, apart from the
other names and off every disk; every stack is drawn with its commander, its count and its strength; the
panel shows the tracks, each side's hand count, the deck and the discards; a seat's sheet shows each card
of its hand with its phase code; every character has a glyph in both languages, and equal views give
equal bytes."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image

from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.cards import CARDS, DECK
from engine.ageofnapoleon.view import AonView
from engine.core import Ref
from i18n import LANGUAGES, translator
from images import render_board, render_sheets
from images.ageofnapoleon.basemap import base
from images.ageofnapoleon.layout import MAP_H, RADIUS, SPOTS, WIDTH
from images.ageofnapoleon.mapview import stack_text, stacks
from images.labels import around, overlap
from images.phone import MAX_ASPECT, MIN_TEXT, PHONE_WIDTH
from images.render import load_game, play_random
from tests.images.textcheck import drawn_text, tofu

GAME = load_game("ageofnapoleon")


def views() -> list[AonView]:
    out = []
    for seed, steps in ((1, 30), (3, 90)):
        state, _ = play_random(GAME, seed, steps)
        out += [GAME.view(state, None), GAME.view(state, "french")]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_area_names_stand_apart_off_the_disks_inside_the_map(lang: str) -> None:
    names = base(lang).names
    assert set(names) == set(AREAS)
    for a, b in itertools.combinations(names.values(), 2):
        assert overlap(a, b) == 0
    for area, box in names.items():
        assert box[0] >= 0 and box[2] <= WIDTH and box[1] >= 0 and box[3] <= MAP_H, area
        for spot in SPOTS.values():
            assert overlap(box, around(spot, RADIUS)) == 0, area


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_board_draws_every_stack_and_the_counts(lang: str) -> None:
    tr = translator(lang)
    base.cache_clear()
    for view in views():
        with drawn_text() as drawn:
            png = render_board(view, lang)
        texts = {text for text, _ in drawn}
        joined = "".join(text for text, _ in drawn)  # a text in two faces is drawn run by run
        assert tofu(drawn) == []
        assert {tr.name(Ref("ageofnapoleon-area", a)) for a in AREAS} <= texts
        for sides in stacks(view).values():
            for corps in sides.values():
                assert stack_text(tr, view, corps) in joined
        assert str(view["year"]) in texts
        counts = view["cards"]["hand_counts"]
        for side, n in counts.items():
            said = tr.text(
                "ageofnapoleon-board-in-hand", {"seat": tr.name(Ref("ageofnapoleon-seat", side)), "n": n}
            )
            assert said in texts
        assert render_board(view, lang) == png
        base.cache_clear()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_seat_sheet_shows_each_card_with_its_phase_code(lang: str) -> None:
    tr = translator(lang)
    for view in views():
        with drawn_text() as drawn:
            sheets = render_sheets(view, lang)
        hand = view["cards"]["hand"]
        if hand is None:
            assert sheets == []
            continue
        assert [name for name, _ in sheets][:1] == ["hand.png"]
        texts = " ".join(text for text, _ in drawn)
        for card in hand:
            assert tr.name(Ref("ageofnapoleon-card", card)).split()[0] in texts
            assert tr.name(Ref("ageofnapoleon-cardphase", CARDS[card].phase.value)) in texts
        assert tofu(drawn) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_hand_goes_on_pictures_a_phone_shows_at_full_width(lang: str) -> None:
    """Two cards to a row at the sheet's text size, and no picture taller than a phone's viewer shows at
    full width: a hand of more than eight cards goes on several pictures, each card on one of them."""
    tr = translator(lang)
    view = views()[1]
    for n in (0, 8, 9, 13, 22):
        view["cards"]["hand"] = list(DECK[:n])
        with drawn_text() as drawn:
            sheets = render_sheets(view, lang)
        pictures = [Image.open(io.BytesIO(png)) for _, png in sheets]
        assert [name for name, _ in sheets] == [
            "hand.png",
            *(f"hand-{k}.png" for k in range(2, len(sheets) + 1)),
        ]
        assert len(sheets) == (1 if n <= 8 else -(-n // 8))
        assert all(p.width == pictures[0].width and p.height <= MAX_ASPECT * p.width for p in pictures)
        smallest = min(face.size for text, face in drawn if any(c.isalnum() for c in text))
        assert smallest * PHONE_WIDTH / pictures[0].width >= MIN_TEXT
        texts = " ".join(text for text, _ in drawn)  # a text drawn twice is recorded once (cached)
        for card in DECK[:n]:
            assert tr.name(Ref("ageofnapoleon-card", card)).split()[0] in texts
            assert tr.name(Ref("ageofnapoleon-cardphase", CARDS[card].phase.value)) in texts
