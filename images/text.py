"""Words on pictures: fonts by language, line breaking, and checks that a label fits its box.

Fonts are bundled in ``images/fonts``: DejaVu for English, a subset of Noto Sans CJK JP for Japanese
(see ``LICENSE-NotoSansCJK`` and ``tools/fonts.py``). Each face has a partner in the other family:
a character the chosen face lacks (a ♞ in Japanese text, a Japanese player's name on an English
board) is measured and drawn in the partner, so only a character neither has is left as a box.
``coverage.json`` lists the characters of every bundled font.

Lines break between words in English and between phrases in Japanese, found by BudouX, never
inside one; no line starts with a closing bracket or mark (、。」ー…) nor ends with an opening one.
"""

from __future__ import annotations

import itertools
import json
import re
from collections import deque
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

import budoux
from PIL import ImageFont

from i18n import translator
from i18n.inventory import language_entries

FONT_DIR = Path(__file__).with_name("fonts")
COVERAGE_FILE = "coverage.json"

Face = ImageFont.FreeTypeFont

# (bold, condensed) -> file, per family. Japanese has no condensed face: the normal one serves.
_LATIN = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}
_JAPANESE = {
    (False, False): "NotoSansCJKjp-Regular.subset.otf",
    (True, False): "NotoSansCJKjp-Bold.subset.otf",
    (False, True): "NotoSansCJKjp-Regular.subset.otf",
    (True, True): "NotoSansCJKjp-Bold.subset.otf",
}
FAMILIES: dict[str, dict[tuple[bool, bool], str]] = {"en": _LATIN, "ja": _JAPANESE}
# A file's partner: the face of the other family that draws what this one lacks.
_PARTNER = {
    **{name: _JAPANESE[style] for style, name in _LATIN.items()},
    **{name: _LATIN[(style[0], False)] for style, name in _JAPANESE.items()},
}


@cache
def font(size: int, bold: bool = False, condensed: bool = False, lang: str = "en") -> Face:
    """A bundled face for text in ``lang`` (cached; Pillow fonts are safe to share)."""
    family = FAMILIES.get(lang, _LATIN)
    return _face(family[(bold, condensed)], size)


@cache
def _face(name: str, size: int) -> Face:
    return ImageFont.truetype(str(FONT_DIR / name), size)


def partner(face: Face) -> Face | None:
    """The face of the other family, same size and weight (``None`` for a font not bundled here)."""
    name = _PARTNER.get(Path(str(face.path)).name)
    return _face(name, round(face.size)) if name is not None else None


# ---------------------------------------------------------------- characters each font has


def ranges(codepoints: Iterable[int]) -> list[tuple[int, int]]:
    """Code points as sorted inclusive ranges: ``{1, 2, 3, 7}`` -> ``[(1, 3), (7, 7)]``."""
    spans: list[tuple[int, int]] = []
    for cp in sorted(set(codepoints)):
        if spans and spans[-1][1] == cp - 1:
            spans[-1] = (spans[-1][0], cp)
        else:
            spans.append((cp, cp))
    return spans


@cache
def _coverage() -> dict[str, frozenset[int]]:
    """Each bundled font's characters, from ``coverage.json`` (hex ranges: ``"20-7e a0 a2-ff"``)."""
    spans: dict[str, str] = json.loads((FONT_DIR / COVERAGE_FILE).read_text(encoding="utf-8"))
    found = {}
    for name, text in spans.items():
        bounds = [[int(end, 16) for end in span.split("-")] for span in text.split()]
        found[name] = frozenset(cp for pair in bounds for cp in range(pair[0], pair[-1] + 1))
    return found


@lru_cache(maxsize=256)
def _has(face: Face) -> frozenset[int] | None:
    """The characters of a bundled face (``None`` for a font not bundled here: trusted)."""
    return _coverage().get(Path(str(face.path)).name)


def covers(face: Face, char: str) -> bool:
    """Whether ``face`` has a glyph for ``char`` (fonts not bundled here are trusted)."""
    have = _has(face)
    return have is None or ord(char) in have or not char.isprintable()


def missing(text: str, face: Face) -> str:
    """The characters of ``text`` that neither ``face`` nor its partner can draw (drawn as boxes)."""
    other = partner(face)
    return "".join(
        dict.fromkeys(c for c in text if not covers(face, c) and (other is None or not covers(other, c)))
    )


@lru_cache(maxsize=4096)
def runs(text: str, face: Face) -> tuple[tuple[str, Face], ...]:
    """``text`` cut into runs each drawn in one face: ``face``, or its partner where it lacks a glyph."""
    have = _has(face)
    if have is None or all(ord(char) in have for char in text):
        return ((text, face),)
    other = partner(face)
    found: list[tuple[str, Face]] = []
    for char in text:
        use = face
        if other is not None and not covers(face, char) and covers(other, char):
            use = other
        if found and found[-1][1] is use:
            found[-1] = (found[-1][0] + char, use)
        else:
            found.append((char, use))
    return tuple(found) or (("", face),)


@lru_cache(maxsize=4096)
def text_width(text: str, face: Face) -> float:
    """The advance width of ``text`` in pixels, cached (boards measure the same strings again and
    again), each character in the face that draws it."""
    return sum(part.getlength(chunk) for chunk, part in runs(text, face))


def ink_box(text: str, face: Face) -> tuple[float, float, float, float]:
    """The box the glyphs of ``text`` cover, drawn at the origin with its baseline at y = 0 (Pillow's
    ``getbbox`` with anchor ``ls``, run by run)."""
    x, left, top, right, bottom = 0.0, 0.0, 0.0, 0.0, 0.0
    for chunk, part in runs(text, face):
        x0, y0, x1, y1 = part.getbbox(chunk, anchor="ls")
        left, top = min(left, x + x0), min(top, y0)
        right, bottom = max(right, x + x1), max(bottom, y1)
        x += part.getlength(chunk)
    return left, top, right, bottom


# ---------------------------------------------------------------- line breaking

# Japanese line-breaking rules (kinsoku): marks that never start a line, and openers that never end one.
NO_LINE_START = frozenset(
    "、。，．,.・：；:;？！?!）)］]｝}〕〉》」』】〙〗〟’”ヽヾゝゞ々〻ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ"
    "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ‐゠–〜～…‥％%"
)
NO_LINE_END = frozenset("（(［[｛{〔〈《「『【〘〖〝‘“")


@cache
def _japanese_parser() -> budoux.Parser:
    return budoux.load_default_japanese_parser()


@lru_cache(maxsize=4096)
def phrases(text: str, lang: str = "en", keep: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The pieces a line may break between: words (with the space before them) in English;
    BudouX's phrases in Japanese, with kinsoku marks kept on the right side of each break. A name
    in ``keep`` (a card's, say) is one piece: no break inside it."""
    if lang != "ja":
        words = text.split()
        pieces = [word if i == 0 else " " + word for i, word in enumerate(words)]
    else:
        pieces = _kinsoku(_japanese_parser().parse(" ".join(text.split())))
    return tuple(_kept_whole(pieces, keep))


def _kept_whole(pieces: Sequence[str], keep: tuple[str, ...]) -> list[str]:
    """``pieces`` broken again so that each name of ``keep`` is a piece of its own (with the marks
    that may not start a line after it)."""
    if not keep:
        return list(pieces)
    text = "".join(pieces)
    cuts = set(itertools.accumulate(len(piece) for piece in pieces))
    for name in filter(None, keep):
        for at in _occurrences(text, name):
            cuts -= set(range(at + 1, at + len(name) + 1))
            if at > 0 and text[at - 1] not in NO_LINE_END:
                cuts.add(at - 1 if text[at - 1] == " " else at)  # an English space goes with the name
            end = at + len(name)
            while end < len(text) and text[end] in NO_LINE_START:
                end += 1
            cuts.add(end)
    bounds = sorted(cuts | {0, len(text)})
    return [text[a:b] for a, b in itertools.pairwise(bounds) if a < b]


def _occurrences(text: str, name: str) -> list[int]:
    found, at = [], text.find(name)
    while at >= 0:
        found.append(at)
        at = text.find(name, at + 1)
    return found


def _kinsoku(chunks: Sequence[str]) -> list[str]:
    """Move a phrase's leading closers to the phrase before, and trailing openers to the one after."""
    out: list[str] = []
    carry = ""
    for chunk in chunks:
        chunk = carry + chunk
        carry = ""
        while out and chunk and chunk[0] in NO_LINE_START:
            out[-1], chunk = out[-1] + chunk[0], chunk[1:]
        while chunk and chunk[-1] in NO_LINE_END:
            chunk, carry = chunk[:-1], chunk[-1] + carry
        if chunk:
            out.append(chunk)
    if carry:
        out.append(carry)
    return out


_UNBREAKABLE = re.compile(r"\s*[0-9A-Za-z\u00c0-\u024f][0-9A-Za-z\u00c0-\u024f.,:'’\-]*|\s*\S")


def _characters(piece: str) -> list[str]:
    """A phrase too long for a line, as pieces of one character (a Latin word or a number stays
    whole), kinsoku marks kept attached."""
    return _kinsoku(_UNBREAKABLE.findall(piece))


def wrap(
    text: str,
    face: Face,
    width: float,
    first_indent: float = 0.0,
    lang: str = "en",
    keep: Sequence[str] = (),
) -> list[str]:
    """``text`` cut into lines no wider than ``width`` (the first ``first_indent`` narrower).

    English breaks at spaces, and a single word wider than the line stays whole on its own line.
    Japanese breaks between phrases; a phrase wider than a whole line is broken between characters.
    The names in ``keep`` (cards in a list) are not broken, unless one is wider than a whole line.
    """
    lines: list[str] = []
    current = ""
    limit = width - first_indent
    pieces = deque(phrases(text, lang, tuple(keep)))
    while pieces:
        piece = pieces.popleft()
        wide = text_width(piece.strip(), face)
        split = (
            _characters(piece) if lang == "ja" and (wide > width or (not current and wide > limit)) else []
        )
        if len(split) > 1:
            pieces.extendleft(reversed(split))  # no phrase boundary left: break between characters
            continue
        if current and text_width((current + piece).strip(), face) > limit:
            lines.append(current.strip())
            current, limit = piece, width
        else:
            current += piece
    if current.strip():
        lines.append(current.strip())
    return lines


def fit(text: str, face: Face, width: float) -> str:
    """``text`` cut with an ellipsis so that it fits in ``width`` pixels."""
    if text_width(text, face) <= width:
        return text
    while text and text_width(text + "…", face) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def largest_font(
    text: str,
    width: float,
    size: int,
    smallest: int,
    bold: bool = False,
    condensed: bool = False,
    lang: str = "en",
) -> Face:
    """The largest face from ``size`` down to ``smallest`` in which ``text`` fits ``width`` (the
    smallest when none does)."""
    for points in range(size, smallest, -1):
        face = font(points, bold, condensed, lang)
        if text_width(text, face) <= width:
            return face
    return font(smallest, bold, condensed, lang)


# ---------------------------------------------------------------- does a label fit its box?


class Label(NamedTuple):
    """A text a picture draws and the box it must stay inside, for ``overflow`` to check.

    ``lines`` > 1: the text is wrapped (``wrap``, in ``lang``) and may take that many lines,
    ``spacing`` pixels apart (default 1.25 em). ``height`` ``None``: only the width is checked.
    """

    what: str
    text: str
    face: Face
    width: float
    height: float | None = None
    lines: int = 1
    lang: str = "en"
    spacing: float | None = None


def overflow(label: Label) -> str | None:
    """Why ``label`` does not fit its box (measured with Pillow's text metrics), or ``None``.

    Width: each line's advance and its ink both stay within the box. Height: the ink from the top of
    the first line to the bottom of the last.
    """
    lines = wrap(label.text, label.face, label.width, lang=label.lang) if label.lines > 1 else [label.text]
    where = f"{label.what} {label.text!r}"
    if len(lines) > label.lines:
        return f"{where}: {len(lines)} lines in a {label.width:g} px box that holds {label.lines}"
    spacing = label.spacing if label.spacing is not None else label.face.size * 1.25
    top, bottom = 0.0, 0.0
    for row, line in enumerate(lines):
        x0, y0, x1, y1 = ink_box(line, label.face)
        wide = max(text_width(line, label.face), x1) - min(0.0, x0)
        if wide > label.width + 0.5:
            return f"{where}: {wide:.0f} px wide in a {label.width:g} px box"
        top = y0 if row == 0 else top
        bottom = row * spacing + y1
    if label.height is not None and bottom - top > label.height + 0.5:
        return f"{where}: {bottom - top:.0f} px high in a {label.height:g} px box"
    return None


def overflows(labels: Iterable[Label]) -> list[str]:
    """Every label that does not fit, each with why, and every character no bundled face has."""
    found = []
    for label in labels:
        why = overflow(label)
        if why is not None:
            found.append(why)
        if lost := missing(label.text, label.face):
            found.append(f"{label.what} {label.text!r}: no glyph for {lost!r}")
    return found


def catalog_texts(prefix: str, lang: str, form: str | None = None) -> list[tuple[str, str]]:
    """``(key, text)`` of every catalog entry of ``lang`` whose key starts with ``prefix`` and that
    takes no arguments (names of things, fixed words), in the ``form`` attribute where it has one:
    what a fit test lays out to check that every name fits its box."""
    tr = translator(lang)
    return [
        (entry.key, tr.text(entry.key, attribute=form if form in entry.attributes else None))
        for entry in language_entries(lang)
        if entry.key.startswith(prefix) and entry.value is not None and not entry.variables
    ]
