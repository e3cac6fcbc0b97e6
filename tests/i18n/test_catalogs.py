"""The catalogs of every package (``i18n.catalog_packages()``) in every language: each parses, every
key has an English and a Japanese form with the same attributes and placeholders, no key is defined
twice or outside its package's prefix, every entry formats, and no Japanese entry is left in English.

A package whose catalog in a language does not exist yet is skipped (and named at the end of the run).
"""

from __future__ import annotations

import re

import pytest

from i18n import LANGUAGES, catalog_packages, translator
from i18n.inventory import (
    CatalogError,
    Entry,
    differences,
    duplicates,
    has_catalog,
    language_entries,
    package_entries,
    prefix,
    read_catalog,
)

PACKAGES = catalog_packages()
REFERENCE = "en"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != REFERENCE]
# A Japanese entry may keep English words on purpose (a notation, a code) when its comment says so.
KEPT = "kept as in English"


def needs(package: str, *langs: str) -> None:
    lacking = [lang for lang in langs if not has_catalog(package, lang)]
    if lacking:
        pytest.skip(f"{package} has no {'/'.join(lacking)} catalog yet")


def entries_of(text: str, name: str = "test/locales/xx/test.ftl") -> list[Entry]:
    return list(read_catalog(name, text))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("package", PACKAGES)
def test_each_catalog_parses(package: str, lang: str) -> None:
    needs(package, lang)
    assert package_entries(package, lang), f"{package}/{lang}: catalog files without a single entry"


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("package", PACKAGES)
def test_every_key_has_both_forms_with_the_same_placeholders(package: str, lang: str) -> None:
    needs(package, REFERENCE, lang)
    assert differences(package_entries(package, REFERENCE), package_entries(package, lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_key_is_defined_twice_across_packages(lang: str) -> None:
    assert duplicates(language_entries(lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("package", PACKAGES)
def test_keys_start_with_their_package_prefix(package: str, lang: str) -> None:
    needs(package, lang)
    stray = [
        e.key for e in package_entries(package, lang) if not e.key.lstrip("-").startswith(prefix(package))
    ]
    assert stray == [], f"{package}: keys must start with {prefix(package)!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("package", PACKAGES)
def test_every_entry_formats_in_a_strict_translator(package: str, lang: str) -> None:
    """Every value and attribute formats with its placeholders filled: message references resolve."""
    needs(package, lang)
    tr = translator(lang, strict=True)
    for entry in package_entries(package, lang):
        if entry.key.startswith("-"):
            continue  # a term is formatted where a message uses it
        if entry.value is not None:
            assert tr.text(entry.key, dict.fromkeys(entry.variables, "X"))
        for name, variables in entry.attributes.items():
            assert tr.text(entry.key, dict.fromkeys(variables, "X"), attribute=name)


JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f々〆ヶ]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def left_in_english(entries: list[Entry]) -> list[str]:
    """Japanese entries whose value or an attribute has English words and no Japanese at all."""
    found = []
    for entry in entries:
        if KEPT in entry.comment:
            continue
        texts = {"": entry.value or "", **{f".{name}": text for name, text in entry.texts.items()}}
        for where, text in texts.items():
            if ENGLISH_WORD.search(text) and not JAPANESE.search(text):
                found.append(f"{entry.key}{where}: {text!r}")
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_no_japanese_entry_is_left_in_english(package: str) -> None:
    needs(package, "ja")
    assert left_in_english(package_entries(package, "ja")) == []


# ---------------------------------------------------------------- the checks catch what they must


ENGLISH = """
x-title = Duel
x-log = { $seat } plays the { $card }.
x-name = Paris
    .short = Par.
"""


def test_a_missing_or_extra_placeholder_is_caught() -> None:
    japanese = """
x-title = デュエル
x-log = { $seat }がカードを出しました。
x-name = パリ { $extra }
    .short = パ
"""
    assert differences(entries_of(ENGLISH), entries_of(japanese)) == [
        "x-log: placeholder $card missing",
        "x-name: extra placeholder $extra",
    ]


def test_a_placeholder_only_inside_a_selector_still_counts() -> None:
    english = "x-deck = Deck: { $n ->\n    [one] one card\n   *[other] { $n } cards\n}\n"
    assert differences(entries_of(english), entries_of("x-deck = 山札：{ $n }枚\n")) == []
    assert differences(entries_of(english), entries_of("x-deck = 山札\n")) == [
        "x-deck: placeholder $n missing"
    ]


def test_a_missing_or_extra_key_or_attribute_is_caught() -> None:
    japanese = """
x-title = デュエル
x-log = { $seat }が{ $card }を出しました。
x-name = パリ
x-more = もう一つ
"""
    assert differences(entries_of(ENGLISH), entries_of(japanese)) == [
        "x-more: not in the reference language (test/locales/xx/test.ftl)",
        "x-name.short: missing",
    ]
    assert differences(entries_of(ENGLISH), entries_of("x-title = デュエル\n"))[0].startswith(
        "x-log: missing"
    )


def test_a_key_defined_twice_is_caught() -> None:
    found = duplicates(entries_of("x-a = one\n", "a.ftl") + entries_of("x-a = two\nx-b = b\n", "b.ftl"))
    assert found == ["x-a: a.ftl, b.ftl"]


def test_a_catalog_with_a_syntax_error_is_refused() -> None:
    with pytest.raises(CatalogError, match="cannot read"):
        entries_of("x-a = { $open\n")


def test_english_left_in_a_japanese_catalog_is_caught() -> None:
    japanese = """
x-a = Roll a die
x-b = ダイスを振る（roll）
# kept as in English: a notation typed after /play
x-c = roll
x-d = 12
"""
    assert left_in_english(entries_of(japanese)) == ["x-a: 'Roll a die'"]
