"""Every catalog language has its own name and the Discord locales that read it."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES, language_of
from i18n.languages import autonym, discord_locales


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_a_name_and_discord_locales_that_read_it(lang: str) -> None:
    assert autonym(lang)
    assert discord_locales(lang)
    assert {language_of(locale) for locale in discord_locales(lang)} == {lang}


def test_names_and_locales() -> None:
    assert autonym("ja") == "日本語" and autonym("en") == "English"
    assert language_of("ja") == "ja" and language_of("en-GB") == "en" and language_of("zh-CN") == "en"
    assert language_of(None) == "en"
