"""Gustav's pictures: the board and each seat's sheets are valid PNGs in English and Japanese, the same
view always gives the same bytes, each language draws its own words, every drawn text has its glyphs
and is drawn whole (nothing cut to fit), and a sheet shows only what its seat may see."""

from __future__ import annotations

import importlib
import io
from collections.abc import Iterator

import pytest
from PIL import Image

from engine.core import Msg, Ref
from engine.core.rng import Rng
from engine.gustav.data.cards import CARDS, HALVES
from engine.gustav.state import GustavState
from engine.gustav.view import GustavView
from i18n import LANGUAGES, translator
from images import gustav, render_board, render_sheets
from images.gustav.layout import HEADER, HEIGHT, WIDTH
from images.gustav.sample import sample_view
from images.gustav.sheets import CARD_W
from images.gustav.style import face
from images.render import play_random
from images.text import Label, overflows
from tests.engine.test_gustav_helpers import GAME, new_battle, prepare
from tests.images.textcheck import Drawn, drawn_text, tofu

PNG = b"\x89PNG\r\n\x1a\n"


def check_png(png: bytes, size: tuple[int, int] | None = None) -> Image.Image:
    assert png[:8] == PNG
    image = Image.open(io.BytesIO(png))
    image.load()
    if size is not None:
        assert image.size == size
    return image


def readers(state: GustavState) -> list[GustavView]:
    return [GAME.view(state, seat) for seat in (None, *state.seats)]


def battle(seed: int, steps: int) -> GustavState:
    """A battle after ``steps`` random actions from the first card of round 1."""
    state = new_battle(seed)
    pick = Rng(seed)
    for _ in range(steps):
        acting = GAME.to_act(state)
        if not acting:
            break
        GAME.apply(state, acting[0], pick.choice(GAME.prompt(state, acting[0]).actions))
    return state


def views() -> list[GustavView]:
    """Preparation, deployment, battle and finished games, for every reader, and the sample."""
    preparing, _ = play_random(GAME, 1, 6)
    assert isinstance(preparing, GustavState)
    deploying = GAME.setup(2)
    for seat in deploying.seats:
        prepare(deploying, seat)
    found = [sample_view(), *readers(preparing), *readers(deploying)]
    for seed, steps in ((3, 20), (4, 90), (5, 5000), (6, 5000)):
        found += readers(battle(seed, steps))
    return found


@pytest.fixture(scope="module")
def all_views() -> list[GustavView]:
    found = views()
    assert {v["phase"] for v in found} >= {"prepare", "deploy", "battle", "over"}
    return found


@pytest.fixture
def strict_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The pictures read the catalogs through a strict translator: a missing word raises."""
    board, sheets = (importlib.import_module(f"images.gustav.{name}") for name in ("board", "sheets"))

    def strict(lang: str) -> object:
        return translator(lang, strict=True)

    for module in (board, sheets):
        monkeypatch.setattr(module, "translator", strict)
    board.base.cache_clear()
    yield
    board.base.cache_clear()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_view_draws_valid_pngs(lang: str, all_views: list[GustavView]) -> None:
    for view in all_views:
        drawn = check_png(render_board(view, lang))
        assert drawn.width == WIDTH and drawn.height >= HEIGHT - HEADER  # under a header band
        names = [name for name, png in render_sheets(view, lang) if check_png(png)]
        if view["seat"] is None:
            assert names == []
        else:
            assert names  # a seat always has its cards to look at


def test_the_same_view_gives_the_same_png_and_a_change_shows() -> None:
    assert gustav.board(sample_view(), "ja") == gustav.board(sample_view(), "ja")
    later = sample_view()
    later["voltage"] = 8
    assert gustav.board(later) != gustav.board(sample_view())
    later = sample_view()
    later["sides"]["swedish"]["morale"] = 2
    assert gustav.board(later) != gustav.board(sample_view())


def test_each_language_draws_its_own_words() -> None:
    assert len({gustav.board(sample_view(), lang) for lang in LANGUAGES}) == len(LANGUAGES)


def drawn_pictures(views_: list[GustavView], lang: str) -> Drawn:
    with drawn_text() as drawn:
        for view in views_:
            gustav.board(view, lang)
            gustav.sheets(view, lang)
    return drawn


@pytest.mark.usefixtures("strict_words")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_drawn_word_has_its_glyphs_and_is_whole(lang: str, all_views: list[GustavView]) -> None:
    drawn = drawn_pictures(all_views, lang)
    texts = {text for text, _ in drawn}
    tr = translator(lang)
    assert tr.text("gustav-board-voltage") in texts
    assert tr.name(Ref("gustav-card", "tercio")) in texts
    assert tofu(drawn) == []
    progress = {tr.text(f"gustav-board-prep-{step}") for step in ("build", "cull", "stack", "ready")}
    assert [text for text in texts - progress if "…" in text] == []  # "…" there means "under way"


def test_a_seat_s_sheets_show_its_own_cards_and_never_the_other_s() -> None:
    view = GAME.view(battle(7, 30), "imperial")
    with drawn_text() as drawn:
        gustav.sheets(view, "en")
    texts = {text for text, _ in drawn}
    en = translator("en")
    assert en.name(Ref("gustav-card", "tercio")) in texts
    assert en.name(Ref("gustav-card", "salvo")) not in texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_effect_fits_its_three_lines(lang: str) -> None:
    tr = translator(lang, strict=True)
    body = face(17, lang)
    labels = [
        Label(
            f"{card}-{half}",
            tr.name(Ref("gustav-effect", f"{card}-{half}")),
            body,
            CARD_W - 80,
            None,
            3,
            lang,
            22,
        )
        for card in CARDS
        for half in HALVES
    ]
    assert overflows(labels) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_crowded_army_panel_still_shows_its_last_line(lang: str) -> None:
    """The busiest panel a game can reach: first player, two cards played, four discards, a known
    pile and hand, three units lost. Its last line (the losses) is drawn."""
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
    with drawn_text() as drawn:
        gustav.board(view, lang)
    texts = [text for text, _ in drawn]
    lost = tr(Msg("gustav-board-lost", units=tuple(Ref("gustav-unit", k) for k in side["lost"])))
    assert any(len(text) > 3 and lost.endswith(text) for text in texts)  # its last row, at least
