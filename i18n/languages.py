"""The languages a reader can choose, as Discord names them.

Each language's own name (its autonym) is the same whatever the reader's language, so it lives here
rather than in a catalog: a language menu lists "English" and "日本語" to everyone.
"""

from __future__ import annotations

from i18n.catalogs import LANGUAGES

AUTONYMS: dict[str, str] = {"en": "English", "ja": "日本語"}

# The Discord locales (``discord.Locale`` values) each catalog language serves: command names and
# descriptions are given to Discord once per locale.
DISCORD_LOCALES: dict[str, tuple[str, ...]] = {"en": ("en-US", "en-GB"), "ja": ("ja",)}


def autonym(lang: str) -> str:
    """A language's own name: ``ja`` -> ``日本語``."""
    return AUTONYMS[lang]


def discord_locales(lang: str) -> tuple[str, ...]:
    """The Discord locales that read ``lang``: ``ja`` -> ``("ja",)``."""
    return DISCORD_LOCALES[lang]


assert set(AUTONYMS) == set(DISCORD_LOCALES) == set(LANGUAGES), "every language needs a name and locales"
