"""Gustav's board on a phone (issue 10, "Readable everywhere"): ``images.gustav.phone`` sends the
field under a header with the round and the status line, the tracks, and the armies, each picture at
most ``PAGE_W`` px wide and every word at least 18 px tall, so at least 11 px on a phone showing it
400 px wide; in English and Japanese, for every phase and reader; nothing cut to fit, every hex named,
the units' types drawn, and what changes on the board changes its picture."""

from __future__ import annotations

import importlib
import io
from collections.abc import Iterator

import pytest
from PIL import Image

from engine.core import Msg, Ref
from engine.gustav.data.board import HEXES
from engine.gustav.view import GustavView
from i18n import LANGUAGES, Translator, translator
from images import gustav
from images.gustav.board import palette
from images.gustav.phone import PAGE_W, map_base, tracks_base
from images.gustav.sample import sample_view
from images.phone import MAX_ASPECT, MIN_TEXT, PHONE_WIDTH
from tests.images.test_gustav_pictures import views
from tests.images.textcheck import Drawn, drawn_text, tofu

PICTURES = ["map.png", "tracks.png", "armies.png"]


@pytest.fixture(scope="module")
def every_view() -> list[GustavView]:
    found = views()
    assert {v["phase"] for v in found} >= {"prepare", "deploy", "battle", "over"}
    return found


@pytest.fixture
def strict_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The phone's pictures read the catalogs through a strict translator, drawn afresh: a missing
    word raises, and the static parts' words are recorded too (the palette's desktop samples not)."""
    palette()

    def strict(lang: str) -> Translator:
        return translator(lang, strict=True)

    monkeypatch.setattr(importlib.import_module("images.gustav.phone"), "translator", strict)
    map_base.cache_clear()
    tracks_base.cache_clear()
    yield
    map_base.cache_clear()
    tracks_base.cache_clear()


def pictures(files: list[tuple[str, bytes]]) -> dict[str, Image.Image]:
    found: dict[str, Image.Image] = {}
    for name, png in files:
        image = Image.open(io.BytesIO(png))
        image.load()
        found[name] = image
    return found


def drawn_phone(view: GustavView, lang: str) -> tuple[dict[str, Image.Image], Drawn]:
    map_base.cache_clear()
    tracks_base.cache_clear()
    with drawn_text() as drawn:
        files = gustav.phone(view, lang)
    assert [name for name, _ in files] == PICTURES
    return pictures(files), drawn


def in_progress(tr: Translator) -> set[str]:
    """The preparation's words that end in "…" because something is under way."""
    return {tr.text(f"gustav-board-prep-{step}") for step in ("build", "cull", "stack")}


@pytest.mark.usefixtures("strict_words")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_reads_11_px_tall_on_a_phone_and_is_whole(lang: str, every_view: list[GustavView]) -> None:
    tr = translator(lang)
    for view in every_view:
        images, drawn = drawn_phone(view, lang)
        for name, image in images.items():
            assert image.width <= PAGE_W and image.height <= MAX_ASPECT * image.width, (name, image.size)
        widest = max(image.width for image in images.values())
        sizes = [face.size for text, face in drawn if any(c.isalnum() for c in text)]
        assert min(sizes) * PHONE_WIDTH / widest >= MIN_TEXT, (view["phase"], lang)
        assert tofu(drawn) == []
        texts = {text for text, _ in drawn}
        assert [text for text in texts - in_progress(tr) if "…" in text] == []


@pytest.mark.usefixtures("strict_words")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_map_names_every_hex_and_draws_every_unit_under_the_round_and_status(lang: str) -> None:
    view = sample_view()
    tr = translator(lang)
    _, drawn = drawn_phone(view, lang)
    texts = [text for text, _ in drawn]
    assert set(HEXES) <= set(texts)
    assert {tr.name(Ref("gustav-unit", u["kind"]), "short") for u in view["units"]} <= set(texts)
    badge = Msg("gustav-board-round", phase="battle", round=view["round"], rounds=view["rounds"])
    assert tr(badge) in texts
    assert tr(view["status"]) in texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_crowded_army_panel_is_drawn_whole_in_full_size_type(lang: str) -> None:
    view = sample_view()
    side = view["sides"]["imperial"]
    side["played"] = [
        {"card": "pappenheim", "half": "top", "value": 4},
        {"card": "push_of_pike", "half": "top", "value": 4},
    ]
    side["discards"] = ["tercio", "croats", "great_guns", "jesus_maria"]
    side["recycled"], side["pile_cards"], side["known"] = True, ["wallenstein", "tilly"], ["tercio"]
    side["lost"] = ["cavalry", "artillery", "shot"]
    tr = translator(lang)
    images, drawn = drawn_phone(view, lang)
    lost = tr(Msg("gustav-board-lost", units=tuple(Ref("gustav-unit", k) for k in side["lost"])))
    rows = [(text, face.size) for text, face in drawn if text and lost.endswith(text)]
    assert rows and min(size for _, size in rows) >= 19
    armies = images["armies.png"]
    assert armies.height <= MAX_ASPECT * armies.width


def test_what_changes_on_the_board_changes_its_picture() -> None:
    before = dict(gustav.phone(sample_view(), "en"))
    later = sample_view()
    later["voltage"] = 8
    later["sides"]["swedish"]["morale"] = 2
    changed = dict(gustav.phone(later, "en"))
    assert changed["tracks.png"] != before["tracks.png"]
    assert changed["map.png"] == before["map.png"]
    moved = sample_view()
    moved["units"][0]["hex"] = "a1"
    assert dict(gustav.phone(moved, "en"))["map.png"] != before["map.png"]
    assert dict(gustav.phone(sample_view(), "ja")) != before
