"""The Napoleonic Wars solitaire's pictures and text (images/nwsolitaire): drawn from a view alone, the
same bytes for the same view, and the markers the random events place (marriage, Josephine's tour,
the Continental System, the Royalists, religion, emancipation) named on the board in both languages."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.core import Ref
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.view import SolitaireView
from i18n import translator
from images import render_board, render_phone
from images.boardtext import board_text
from images.nwsolitaire.board import HEIGHT, WIDTH
from images.nwsolitaire.phone import PAGE_W


def married_view() -> SolitaireView:
    game = NapoleonicWars()
    s = game.setup(5, "napoleon1805")
    s.marriage, s.marriages, s.status["austria"] = "austria", 1, "neutral"
    s.josephine_at = "italy"
    s.continental_system = True
    s.where["royalists"] = "france"
    s.religion, s.emancipation = "usurper", True
    return game.view(s, None)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_is_the_same_picture_for_the_same_view(lang: str) -> None:
    view = married_view()
    png = render_board(view, lang)
    assert Image.open(io.BytesIO(png)).size == (WIDTH, HEIGHT)
    assert render_board(married_view(), lang) == png
    pages = render_phone(view, lang)
    assert pages and all(Image.open(io.BytesIO(p)).width == PAGE_W for _, p in pages)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_text_names_the_event_markers(lang: str) -> None:
    tr = translator(lang, strict=True)
    text = "\n".join(board_text(married_view(), lang, strict=True))
    for key in (
        "nwsolitaire-board-marriage",
        "nwsolitaire-board-josephine",
        "nwsolitaire-board-continental",
        "nwsolitaire-board-emancipation",
    ):
        assert tr.text(key) in text, key
    assert tr.text("nwsolitaire-religion-usurper") in text
    assert tr.text("nwsolitaire-unit-royalists") in text
    cups = married_view()["cups"]
    assert (
        tr.text(
            "nwsolitaire-board-cup", {"cup": tr.text("nwsolitaire-board-cupname-events"), "n": cups["events"]}
        )
        in text
    )


def face_down_view() -> tuple[SolitaireView, list[str]]:
    """7.6 fog of war: the Grande Armée placed face down (the units named are those hidden)."""
    game = NapoleonicWars()
    s = game.setup(3, "napoleon1805", {"sp_markers": "hidden"})
    s.face_down = [u for u, at in s.where.items() if at == "french_cup"][:5]
    for uid, country in zip(s.face_down, ("germany", "germany", "austria", "italy", "spain"), strict=True):
        s.french_cup.remove(uid)
        s.where[uid] = country
    return game.view(s, None), list(s.face_down)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_7_6_1_face_down_units_are_drawn_from_the_back(lang: str) -> None:
    view, hidden = face_down_view()
    assert view["face_down"] == {"germany": 2, "austria": 1, "italy": 1, "spain": 1}
    tr = translator(lang, strict=True)
    text = "\n".join(board_text(view, lang, strict=True))
    assert text.count(tr.text("nwsolitaire-board-face-down")) == 5
    for uid in hidden:
        assert tr.name(Ref("nwsolitaire-unit", uid), "short") not in text
    assert Image.open(io.BytesIO(render_board(view, lang))).size == (WIDTH, HEIGHT)
