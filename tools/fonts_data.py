"""What ``tools/fonts.py`` builds the Japanese fonts from, and which characters it keeps.

The source is Noto Sans CJK JP 2.004 (SIL Open Font License 1.1), as Debian packages it in
``fonts-noto-cjk``: two font collections whose first face is the Japanese one. The subset keeps
what boards, sheets and catalogs draw: Latin text and punctuation, the symbols boards use, kana,
CJK punctuation, full-width forms and every character of JIS X 0208 (its symbol rows and the
6,355 kanji of levels 1 and 2, which hold every 常用漢字 and the usual place and personal names),
plus any character a Japanese catalog uses.
"""

from __future__ import annotations

from typing import NamedTuple

DEBIAN_PACKAGE = "fonts-noto-cjk"
DEBIAN_VERSION = "1:20220127+repack1-1"
DEB_SHA256 = "4a2515eb6db3978b897fef9709ed0d2b1f4c6c4df4d83d6c4ef65f71f1b1f502"
COLLECTION_DIR = "usr/share/fonts/opentype/noto"
LICENCE_FILE = "usr/share/doc/fonts-noto-cjk/copyright"


class Weight(NamedTuple):
    collection: str  # a file in COLLECTION_DIR
    sha256: str
    output: str  # the subset, in images/fonts


WEIGHTS = (
    Weight(
        "NotoSansCJK-Regular.ttc",
        "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
        "NotoSansCJKjp-Regular.subset.otf",
    ),
    Weight(
        "NotoSansCJK-Bold.ttc",
        "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
        "NotoSansCJKjp-Bold.subset.otf",
    ),
)
JAPANESE_FACE = 0  # in each collection: JP, KR, SC, TC, HK, then the Mono faces

# Unicode blocks kept whole (where the source font has them).
BLOCKS: tuple[tuple[int, int, str], ...] = (
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2460, 0x24FF, "Enclosed Alphanumerics"),
    (0x25A0, 0x25FF, "Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
    (0x3000, 0x303F, "CJK Symbols and Punctuation"),
    (0x3040, 0x309F, "Hiragana"),
    (0x30A0, 0x30FF, "Katakana"),
    (0x31F0, 0x31FF, "Katakana Phonetic Extensions"),
    (0xFF00, 0xFFEF, "Halfwidth and Fullwidth Forms"),
)

# JIS X 0208 rows kept: 1-8 symbols, digits, kana, Greek, Cyrillic, box drawing; 16-47 level 1
# kanji; 48-84 level 2 kanji.
JIS_ROWS = range(1, 85)

# OpenType features kept: kerning and proportional/half-width punctuation. Dropping the others
# (vertical forms, the locl variants of the other CJK faces, jp78/jp83 forms) halves the subset.
LAYOUT_FEATURES = ("kern", "palt", "halt", "ccmp", "liga")
