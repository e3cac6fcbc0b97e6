"""What a Japanese text must not do, as functions a test applies to catalog entries and to whole
games' rendered lines: a half-width space beside a Japanese word, a term its game's glossary says is
not the rulebook's, dice after the full stop, a card name left out of 「」.

The glossaries (``engine/<game>/locales/GLOSSARY.md``, and ``bot/locales/GLOSSARY.md`` for words of
every game) list their wrong words under a heading "Not this": a table whose first column is the
word to write and whose second lists, separated by "/", the words that must not appear.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from i18n.catalogs import package_folder

# kana, kanji, the iteration marks and Japanese punctuation (。、「」（）：・ and the like)
JAPANESE = r"[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff00-\uff65々〆ヶ]"
# beside a Japanese character, a half-width space is wrong when its other side is a letter, a digit,
# Japanese, a placeable (``{ … }`` as the inventory writes it) or markup (**bold**, `code`, <@id>)
NEIGHBOUR = rf"(?:{JAPANESE}|[A-Za-z0-9{{}}*`<>)])"
SPACED = re.compile(rf"(?<={JAPANESE}) +(?={NEIGHBOUR})|(?<={NEIGHBOUR}) +(?={JAPANESE})")
CODE = re.compile(r"`[^`]*`")
# an entry may keep a space the rulebook prints (the ranks of Napoleon 2.1, 13.1) when its comment,
# or its group's, says so
SPACE_KEPT = "space kept"


def spaced(text: str) -> list[str]:
    """Each half-width space beside a Japanese word (code spans aside), with a few characters around."""
    plain = CODE.sub(lambda m: "`" + "x" * (len(m.group(0)) - 2) + "`", text)
    return [text[max(0, m.start() - 6) : m.end() + 6] for m in SPACED.finditer(plain)]


class Wrong(NamedTuple):
    """A word a glossary forbids, the word to write instead, and where the glossary says so."""

    word: str
    instead: str
    glossary: str


def wrong_words(glossary: Path) -> list[Wrong]:
    """The rows of a glossary's "Not this" table."""
    found: list[Wrong] = []
    in_table = False
    for line in glossary.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            in_table = line.lstrip("#").strip().lower().startswith("not this")
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not in_table or len(cells) < 2 or set(cells[0]) <= set("-: ") or cells[0] == "Write":
            continue
        found += [
            Wrong(word.strip(), cells[0], glossary.name) for word in cells[1].split("/") if word.strip()
        ]
    return found


def glossary_of(package: str) -> Path:
    return package_folder(package) / "locales" / "GLOSSARY.md"


def forbidden(text: str, words: list[Wrong]) -> list[str]:
    return [f"{w.word} (write {w.instead})" for w in words if w.word in text]


# A line with dice: the dice go before the full stop, never after it ("…。（出目3）").
DICE_AFTER_STOP = re.compile(r"。（出目")
# A single card named in a sentence is quoted: 「テルシオ」を使用; the placeables that carry one card.
CARD_PLACEABLE = re.compile(r"(?<!「)\{ *\$(card|then|event) *\}|\{ *\$(card|then|event) *\}(?!」)")
# a list of cards runs into a particle otherwise (「A、Bを引きました」): it comes after a colon or in
# parentheses instead
CARDS_INTO_PARTICLE = re.compile(r"\{ *\$cards *\}[をがにでのはと]")
# an entry whose card arrives already quoted (napoleon1815-name-card) says so in its comment
QUOTED_ALREADY = "「」付き"


def unquoted_cards(source: str) -> list[str]:
    """Card placeables of an entry's source text that are not inside 「」, or lists run into a particle."""
    return [m.group(0) for m in CARD_PLACEABLE.finditer(source)] + [
        m.group(0) for m in CARDS_INTO_PARTICLE.finditer(source)
    ]


# rendered lines that read wrongly whatever the catalog entry looks like
ODD_NUMBERS = re.compile(r"(?<![0-9])0上がって|騎兵0SP|歩兵0SP")
DOUBLED_PARENTHESES = re.compile(r"）（")
DOUBLED_STOP = re.compile(r"[！？。]。")
# the ranks of Napoleon 2.1 keep the rulebook's space (13.1)
RANK = re.compile(r"\S+ ナポレオン")


def style_problems(line: str) -> list[str]:
    """What is wrong in one rendered Japanese line (a log entry, a prompt, a label, a status)."""
    found = [f"space: {s!r}" for s in spaced(RANK.sub("", line))]
    found += [f"dice after the stop: {m.group(0)!r}" for m in DICE_AFTER_STOP.finditer(line)]
    found += [
        f"{m.group(0)!r}"
        for pattern in (ODD_NUMBERS, DOUBLED_PARENTHESES, DOUBLED_STOP)
        for m in pattern.finditer(line)
    ]
    return found
