"""The command payload's words: each command's, option's and choice's name and description.

The payload is in English; ``CommandTranslator`` gives Discord the same in every other language of
the catalogs, for the Discord locales that read it (``i18n.languages.DISCORD_LOCALES``), so that
Discord shows each member the commands in their client's language. A command or option has one
catalog entry, ``bot-command-{command}[-{option}]``: its value is the description, its ``.name``
attribute the name (Discord: 1-32 characters, lower case, letters, digits, ``-`` and ``_``). The
catalog key rides in the ``locale_str``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.app_commands import locale_str

from i18n import LANGUAGES, translator
from i18n.catalogs import DEFAULT_LANGUAGE
from i18n.languages import autonym, discord_locales

NAME = "name"  # the attribute of a command's catalog entry that holds its name
AUTO = "auto"  # the language choice "follow my Discord language"
DESKTOP, PHONE = "desktop", "phone"  # the board layouts
T = TypeVar("T")


def text(key: str) -> locale_str:
    """A description or a choice's name: the English text, with its key for the translator."""
    return locale_str(translator(DEFAULT_LANGUAGE, strict=True).text(key), key=key)


def name(key: str) -> locale_str:
    """A command's or option's name: the ``.name`` of its catalog entry."""
    english = translator(DEFAULT_LANGUAGE, strict=True).text(key, attribute=NAME)
    return locale_str(english, key=key, attribute=NAME)


def slash(key: str) -> Callable[[Any], app_commands.Command[Any, ..., Any]]:
    """``app_commands.command`` named and described by the entry ``key``."""
    return app_commands.command(name=name(key), description=text(key))


def options(key: str, *params: str) -> Callable[[T], T]:
    """Name and describe a command's options (the Python parameters ``params``) by the entries
    ``{key}-{param}``."""

    def apply(callback: T) -> T:
        described = app_commands.describe(**{p: text(f"{key}-{p}") for p in params})(callback)
        return app_commands.rename(**{p: name(f"{key}-{p}") for p in params})(described)

    return apply


def layouts() -> list[app_commands.Choice[str]]:
    """The board layouts: desktop (one picture), phone (map and panel as separate pictures)."""
    return [app_commands.Choice(name=text(f"bot-choice-layout-{k}"), value=k) for k in (DESKTOP, PHONE)]


def languages(*, auto: bool = False) -> list[app_commands.Choice[str]]:
    """The catalog languages as choices, each by its own name (the same to every reader); ``auto``
    first: follow the member's Discord language."""
    choices = [app_commands.Choice(name=autonym(lang), value=lang) for lang in LANGUAGES]
    if not auto:
        return choices
    return [app_commands.Choice(name=text("bot-choice-language-auto"), value=AUTO), *choices]


class CommandTranslator(app_commands.Translator):
    """Every name, description and choice of the payload in the catalogs' other languages."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        lang = _LOCALE_LANGUAGE.get(locale.value)
        if key is None or lang is None or lang == DEFAULT_LANGUAGE:
            return None  # Discord shows the English default
        return translator(lang, strict=True).text(key, attribute=string.extras.get("attribute"))


_LOCALE_LANGUAGE = {locale: lang for lang in LANGUAGES for locale in discord_locales(lang)}
