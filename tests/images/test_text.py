"""Words on pictures: the bundled Japanese font, fonts by language with fallback between the two
families, BudouX line breaking with kinsoku, the fit checks, and the duel's board in Japanese.

The fit test at the end is the pattern for every renderer: lay out every name, card and panel text
a board draws, in each language, as ``Label``s with the box each must stay inside, and assert that
``overflows`` finds nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]  # no stubs
from PIL import Image, ImageFont

from engine import example
from engine.core import Action, Msg, Ref
from engine.examples.duel.game import SEATS
from i18n import LANGUAGES, catalog_sources, translator
from i18n.inventory import package_entries
from images import draw
from images.draw import Canvas, font
from images.examples import duel as duel_board
from images.text import (
    FONT_DIR,
    NO_LINE_END,
    NO_LINE_START,
    Label,
    _coverage,
    catalog_texts,
    covers,
    fit,
    ink_box,
    largest_font,
    missing,
    overflow,
    overflows,
    phrases,
    runs,
    text_width,
    wrap,
)
from tests.images.textcheck import drawn_text, tofu
from tools.fonts import jis_x_0208
from tools.fonts_data import WEIGHTS

JA = font(16, lang="ja")
EN = font(16)
SENTENCE = (
    "ナポレオンはワーテルローで敗北した。「フランス軍」の手番です。増援を配置し、強行軍を宣言してください。"
)


def name(face: ImageFont.FreeTypeFont) -> str:
    return Path(str(face.path)).name


# ---------------------------------------------------------------- the fonts


def test_fonts_by_language() -> None:
    assert name(font(16)) == "DejaVuSans.ttf"
    assert name(font(16, bold=True, condensed=True)) == "DejaVuSansCondensed-Bold.ttf"
    assert name(font(16, lang="ja")) == "NotoSansCJKjp-Regular.subset.otf"
    assert name(font(16, bold=True, lang="ja")) == "NotoSansCJKjp-Bold.subset.otf"
    assert name(font(16, condensed=True, lang="ja")) == "NotoSansCJKjp-Regular.subset.otf"
    assert name(font(16, lang="xx")) == "DejaVuSans.ttf"
    assert font(16, lang="ja") is font(16, lang="ja")


def test_the_japanese_subsets_ship_with_their_licence() -> None:
    for weight in WEIGHTS:
        assert (FONT_DIR / weight.output).stat().st_size < 2_500_000
    licence = (FONT_DIR / "LICENSE-NotoSansCJK").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Copyright 2014-2021 Adobe" in licence


def test_coverage_file_matches_every_bundled_font() -> None:
    fonts = sorted([*FONT_DIR.glob("*.ttf"), *FONT_DIR.glob("*.otf")])
    assert sorted(_coverage()) == [path.name for path in fonts]
    for path in fonts:
        assert _coverage()[path.name] == set(TTFont(str(path), lazy=True).getBestCmap()), path.name


def test_the_japanese_font_has_kana_and_every_jis_level_1_and_2_kanji() -> None:
    have = _coverage()["NotoSansCJKjp-Regular.subset.otf"]
    kanji = jis_x_0208(range(16, 85))
    assert len(kanji) == 6355
    assert kanji <= have
    kana = {cp for cp in range(0x3041, 0x3097)} | {cp for cp in range(0x30A1, 0x30FB)}
    assert kana <= have
    assert {ord(c) for c in "、。「」（）：・ー…！？　１２３ＡＢ"} <= have
    assert _coverage()["NotoSansCJKjp-Bold.subset.otf"] == have


def test_every_character_of_the_japanese_catalogs_can_be_drawn() -> None:
    # The bot's own catalog is read in Discord (which draws its emoji), never drawn on a picture.
    text = "".join(source for name, source in catalog_sources("ja") if not name.startswith("bot/"))
    assert "手番" in text
    assert missing(text, font(16, lang="ja")) == "", "rebuild the fonts: python -m tools.fonts"
    assert missing(text, font(16, bold=True, lang="ja")) == ""


def test_a_character_a_face_lacks_is_drawn_in_the_other_family() -> None:
    assert [(chunk, name(face)) for chunk, face in runs("赤の手番 ♞⚔ 10", JA)] == [
        ("赤の手番 ", "NotoSansCJKjp-Regular.subset.otf"),
        ("♞⚔", "DejaVuSans.ttf"),
        (" 10", "NotoSansCJKjp-Regular.subset.otf"),
    ]
    assert [name(face) for _, face in runs("Player 山田", EN)] == [
        "DejaVuSans.ttf",
        "NotoSansCJKjp-Regular.subset.otf",
    ]
    assert text_width("赤♞", JA) == JA.getlength("赤") + EN.getlength("♞")
    assert missing("𠮷野家 ♞", JA) == "𠮷"
    assert covers(JA, "赤") and not covers(EN, "赤")


def ink(text: str, face: ImageFont.FreeTypeFont, anchor: str = "la") -> Image.Image:
    image = Image.new("L", (300, 60), 0)
    canvas = Canvas(image.convert("RGB"))
    canvas.label((10, 30), text, face, (255, 255, 255), anchor=anchor)
    return canvas.image.convert("L")


def test_a_mixed_label_draws_both_families_on_one_baseline() -> None:
    both, alone = ink("赤♞", JA, "ls"), ink("赤", JA, "ls")
    width = JA.getlength("赤")
    assert both.crop((0, 0, 10 + round(width), 60)).getbbox() == alone.getbbox()  # 赤 where it was
    knight = both.crop((10 + round(width), 0, 300, 60)).getbbox()
    assert knight is not None and knight[3] <= 32  # the knight stands on the same baseline (y = 30)


@pytest.mark.parametrize("anchor", ["la", "lm", "ls", "ld", "mm", "mt", "rb", "rs"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_mixed_masks_place_text_as_pillow_places_it(anchor: str, lang: str) -> None:
    face = font(18, lang=lang)
    text = "赤の手番です 10点" if lang == "ja" else "Blue to act, 12 points"
    simple = draw._text_masks(text, face, anchor, 3)
    mixed = draw._mixed_masks([(text, face)], face, anchor, 3)
    assert simple[:2] == mixed[:2] and simple[2].size == mixed[2].size


# ---------------------------------------------------------------- line breaking


def test_english_wraps_at_spaces_as_before() -> None:
    face = font(14)
    text = "Roll a die, draw a card or play one from your hand."
    lines = wrap(text, face, 120)
    assert " ".join(lines) == text
    assert all(text_width(line, face) <= 120 for line in lines)
    assert wrap("Supercalifragilistic word", face, 40) == ["Supercalifragilistic", "word"]
    assert len(wrap(text, face, 200, first_indent=150)[0].split()) < len(wrap(text, face, 200)[0].split())


@pytest.mark.parametrize("width", [150, 170, 240, 400])
def test_japanese_breaks_between_phrases_only(width: int) -> None:
    assert max(text_width(p, JA) for p in phrases(SENTENCE, "ja")) <= 150
    lines = wrap(SENTENCE, JA, width, lang="ja")
    assert "".join(lines) == SENTENCE
    ends = {
        sum(len(p) for p in phrases(SENTENCE, "ja")[: i + 1]) for i in range(len(phrases(SENTENCE, "ja")))
    }
    at = 0
    for line in lines[:-1]:
        at += len(line)
        assert at in ends, f"broke inside a phrase: {line!r}"
    assert all(text_width(line, JA) <= width for line in lines)
    assert len(lines) > 1


def test_phrases_come_from_budoux_with_kinsoku() -> None:
    assert phrases("赤の手番です。", "ja") == ("赤の", "手番です。")
    assert phrases("カードを1枚引く", "ja") == ("カードを", "1枚引く")
    for piece in phrases(SENTENCE, "ja"):
        assert piece[0] not in NO_LINE_START and piece[-1] not in NO_LINE_END


@pytest.mark.parametrize("width", range(20, 200, 7))
def test_no_line_starts_with_a_closing_mark_or_ends_with_an_opener(width: int) -> None:
    text = "「宣戦布告」：プロイセン（1-2で休戦へ）。ッ、ー…とある長い長い長い長い長い名前。"
    for line in wrap(text, JA, width, lang="ja"):
        assert line[0] not in NO_LINE_START, line
        assert line[-1] not in NO_LINE_END, line


def test_a_phrase_wider_than_the_line_breaks_between_characters() -> None:
    lines = wrap("神聖ローマ帝国軍総司令部", JA, 50, lang="ja")
    assert "".join(lines) == "神聖ローマ帝国軍総司令部" and len(lines) > 2
    assert all(text_width(line, JA) <= 50 for line in lines)
    assert wrap("。", JA, 1, lang="ja") == ["。"]


def test_japanese_text_with_english_words_keeps_them_whole() -> None:
    lines = wrap("Napoleon 1815の第3ターン、フランス軍が移動します。", JA, 120, lang="ja")
    assert lines[0].startswith("Napoleon 1815")
    narrow = wrap("Blücher軍とWellington軍の合流を阻止せよ。", JA, 60, lang="ja")
    assert "Wellington" in narrow and "Blücher" in narrow


def test_fit_cuts_with_an_ellipsis() -> None:
    assert fit("赤の手番です", JA, 500) == "赤の手番です"
    cut = fit("ワーテルローの戦い", JA, 70)
    assert cut.endswith("…") and text_width(cut, JA) <= 70
    assert fit("Waterloo, 18 June", EN, 60).endswith("…")


def test_largest_font_fits_the_width() -> None:
    face = largest_font("ワーテルロー", 80, 24, 8, lang="ja")
    assert (
        text_width("ワーテルロー", face)
        <= 80
        < text_width("ワーテルロー", font(round(face.size) + 1, lang="ja"))
    )
    assert largest_font("ワーテルロー", 1, 24, 8, lang="ja").size == 8


# ---------------------------------------------------------------- fit checks


def test_overflow_measures_a_label_against_its_box() -> None:
    wide = text_width("ワーテルロー", JA)
    assert overflow(Label("area", "ワーテルロー", JA, wide + 1)) is None
    assert (
        overflow(Label("area", "ワーテルロー", JA, wide - 4))
        == f"area 'ワーテルロー': {wide:.0f} px wide in a {wide - 4:g} px box"
    )
    _, y0, _, y1 = ink_box("ワーテルロー", JA)
    assert overflow(Label("area", "ワーテルロー", JA, 200, height=y1 - y0 - 3)) is not None
    assert overflow(Label("area", "ワーテルロー", JA, 200, height=y1 - y0)) is None


def test_overflow_of_wrapped_text_counts_lines_and_height() -> None:
    assert overflow(Label("help", SENTENCE, JA, 150, lines=3, lang="ja")) is not None
    assert overflow(Label("help", SENTENCE, JA, 150, lines=8, lang="ja")) is None
    assert "high" in str(overflow(Label("help", SENTENCE, JA, 150, height=60, lines=8, lang="ja")))


def test_overflows_lists_every_problem_and_every_missing_glyph() -> None:
    found = overflows(
        [Label("a", "赤", JA, 100), Label("b", "𠮷野家", JA, 100), Label("c", "長い名前", JA, 10)]
    )
    assert found == ["b '𠮷野家': no glyph for '𠮷'", "c '長い名前': 64 px wide in a 10 px box"]


def test_catalog_texts_lists_names_in_a_form() -> None:
    assert ("duel-seat-red", "赤") in catalog_texts("duel-seat-", "ja")
    assert dict(catalog_texts("duel-seat-", "en")) == {"duel-seat-red": "Red", "duel-seat-blue": "Blue"}


# The duel's board (images/examples/duel.py): 420 px wide, text from x = 12, rows 26 px apart, 16 px.
DUEL_WIDTH, DUEL_ROW = 420 - 2 * 12, 26


def duel_labels(lang: str) -> Iterator[Label]:
    tr, face = translator(lang, strict=True), font(16, lang=lang)
    for seat in SEATS:
        for score in range(0, 26):
            for cards in (0, 1, 12):
                msg = Msg("duel-board-score", seat=Ref("duel-seat", seat), score=score, cards=cards)
                yield Label(f"{seat} score", "⚑ " + tr(msg), face, DUEL_WIDTH, DUEL_ROW)
    for n in (0, 1, 12):
        yield Label("deck", tr(Msg("duel-board-deck", n=n)), face, DUEL_WIDTH, DUEL_ROW)
    hand = ", ".join(str(card) for card in (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6))
    yield Label("hand", tr(Msg("duel-board-hand", cards=hand)), face, DUEL_WIDTH, DUEL_ROW)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_duel_board_text_fits_its_row(lang: str) -> None:
    labels = list(duel_labels(lang))
    assert len(labels) > 150
    assert overflows(labels) == []


# Core and picture words appear in panels and captions: each fits 4 lines of a 520 px caption at 16 px.
PANEL_WIDTH, PANEL_LINES = 520, 4


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("package", ["engine.core", "images"])
def test_core_and_picture_words_fit_a_caption(package: str, lang: str) -> None:
    entries = package_entries(package, lang)
    if not entries:
        pytest.skip(f"{package} has no {lang} catalog yet")
    tr, face = translator(lang, strict=True), font(16, lang=lang)
    labels = [
        Label(
            e.key,
            tr.text(e.key, dict.fromkeys(e.variables, "赤" if lang == "ja" else "Red")),
            face,
            PANEL_WIDTH,
            lines=PANEL_LINES,
            lang=lang,
        )
        for e in entries
        if e.value is not None and not e.key.startswith("-")
    ]
    assert overflows(labels) == []


# ---------------------------------------------------------------- the duel's board in Japanese


def test_the_duels_board_in_japanese_has_no_missing_glyph() -> None:
    game = example("duel")
    state = game.setup(seed=3)
    for seat, notation in [("red", "flag"), ("red", "draw"), ("blue", "roll"), ("red", "draw")]:
        game.apply(state, seat, Action.parse(notation))
    with drawn_text() as drawn:
        png = duel_board.board(game.view(state, "red"), "ja")
    assert png.startswith(b"\x89PNG")
    text = "".join(chunk for chunk, _ in drawn)
    assert "手札" in text and "山札" in text and "⚑" in text
    assert tofu(drawn) == []
    assert {name(face) for _, face in drawn} == {"NotoSansCJKjp-Regular.subset.otf", "DejaVuSans.ttf"}


def test_tofu_is_found() -> None:
    with drawn_text() as drawn:
        Canvas(Image.new("RGB", (100, 40))).label((50, 20), "赤𠮷", JA, (255, 255, 255))
    assert tofu(drawn) == [("赤𠮷", "NotoSansCJKjp-Regular.subset.otf")]


def test_a_name_kept_whole_is_not_broken_inside() -> None:
    """A line of card names breaks between the names, never inside one (BudouX alone would cut
    「リュッツェンの／霧」), unless a name is wider than a whole line."""
    line = "捨札：ヴァレンシュタインの号令、リュッツェンの霧、国王陣頭に立つ"
    names = ("ヴァレンシュタインの号令", "リュッツェンの霧", "国王陣頭に立つ")
    assert "リュッツェンの" in phrases(line, "ja")  # what BudouX does on its own
    assert phrases(line, "ja", names) == (
        "捨札：",
        "ヴァレンシュタインの号令、",
        "リュッツェンの霧、",
        "国王陣頭に立つ",
    )
    face = font(19, lang="ja")
    for width in (260, 330, 420):
        rows = wrap(line, face, width, lang="ja", keep=names)
        assert all(any(name in row for row in rows) for name in names), rows
    assert phrases("Discards: Push of Pike, Tercio", "en", ("Push of Pike",)) == (
        "Discards:",
        " Push of Pike,",
        " Tercio",
    )
