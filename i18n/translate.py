"""The translator: a message in, a sentence in one language out."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Literal

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType
from fluent.syntax.ast import Junk, Resource

from engine.core import LogEntry, Msg, MsgJson, Ref
from engine.core.messages import Arg
from i18n.catalogs import DEFAULT_LANGUAGE, catalog_sources
from i18n.commands import command_text


class MissingText(LookupError):
    """A key, name or argument a catalog does not have (raised by strict translators only)."""


class _Name(FluentType, str):
    """A ``Ref`` inside Fluent: selects by its id (``[allies]``), reads as its name."""

    text: str

    def __new__(cls, ident: str, text: str) -> _Name:
        made = str.__new__(cls, ident)
        made.text = text
        return made

    def format(self, locale: Locale) -> str:  # type: ignore[override]  # Fluent's format, not str's
        return self.text


FluentArg = str | int | _Name
# Sentence-final stops a log line may end with: the dice go before it ("…しました（出目2、5）。").
STOPS = ("。", ".")
# How dice are listed: the Japanese "2、5"; in English as before, "2 5" (CLDR's narrow unit list).
ListStyle = Literal["standard", "unit", "unit-narrow"]
DICE_STYLE: dict[str, ListStyle] = {"en": "unit-narrow"}
# notations (option values, commands) are listed without a conjunction: "12, 20", 「12、20」
NOTATION_STYLE: dict[str, ListStyle] = {"en": "unit"}


class Translator:
    """Formats messages in one language, falling back to English, then to the bare key.

    A strict translator (tests, the conformance suite) raises ``MissingText`` instead of falling
    back, so that a missing translation fails loudly.
    """

    def __init__(self, lang: str, bundle: FluentBundle, fallback: Translator | None, strict: bool) -> None:
        self.lang = lang
        self._bundle = bundle
        self._fallback = fallback
        self._strict = strict
        self._locale = Locale.parse(lang)

    def has(self, key: str, attribute: str | None = None) -> bool:
        if not self._bundle.has_message(key):
            return False
        return attribute is None or attribute in self._bundle.get_message(key).attributes

    def __call__(self, msg: Msg | MsgJson) -> str:
        if not isinstance(msg, Msg):
            msg = Msg.from_json(msg)  # type: ignore[arg-type]
        return self.text(msg.key, msg.args)

    def text(self, key: str, args: Mapping[str, Arg] | None = None, attribute: str | None = None) -> str:
        """The entry ``key`` (or one of its attributes) with arguments."""
        if not self.has(key, attribute):
            return self._missing(
                f"{self.lang}: no {key}{'.' + attribute if attribute else ''}", key, args, attribute
            )
        message = self._bundle.get_message(key)
        pattern = message.attributes[attribute] if attribute else message.value
        if pattern is None:
            return self._missing(f"{self.lang}: {key} has no value", key, args, attribute)
        values = {name: self._arg(value) for name, value in (args or {}).items()}
        out, errors = self._bundle.format_pattern(pattern, values)
        if errors:
            return self._missing(f"{self.lang}: {key}: {errors[0]}", key, args, attribute)
        return str(out)

    def name(self, ref: Ref, form: str | None = None) -> str:
        """What the catalog calls a thing (``form``: an attribute such as ``short``; the plain name
        when the entry has no such attribute)."""
        if form is not None and self.has(ref.key, form):
            return self.text(ref.key, attribute=form)
        return self.text(ref.key)

    def command_name(self, qualified: str) -> str:
        """A slash command as this language names it: ``game new`` -> its group's and its own
        ``.name`` (the bot's entries ``bot-command-game``, ``bot-command-game-new``)."""
        parts = qualified.split()
        keys = ["bot-command-" + "-".join(parts[: i + 1]) for i in range(len(parts))]
        return " ".join(self.text(key, attribute="name") for key in keys)

    def command(self, qualified: str) -> str:
        """A slash command in a line: a mention once the bot knows its id, else its name as code."""
        return command_text(qualified, self.command_name)

    def entry(self, entry: LogEntry) -> str:
        """A log entry in words, with its dice: the line's final stop is handed over apart, so that
        each language puts the dice where its sentences carry them (before the Japanese 。)."""
        line = self(entry["msg"])
        if not entry["dice"]:
            return line
        stop = next((s for s in STOPS if line.endswith(s)), "")
        dice = format_list(
            [str(d) for d in entry["dice"]],
            style=DICE_STYLE.get(self.lang, "standard"),
            locale=self._locale,
        )
        return self.text(
            "core-with-dice", {"line": line.removesuffix(stop) if stop else line, "stop": stop, "dice": dice}
        )

    def _arg(self, value: Arg) -> FluentArg:
        if isinstance(value, Ref):
            return _Name(value.id, self.name(value))
        if isinstance(value, Msg):
            return self(value)
        if isinstance(value, tuple):
            # names read as a sentence's list ("a, b and c"); notations are listed bare ("12, 20")
            notations = all(isinstance(item, str) for item in value)
            style: ListStyle = NOTATION_STYLE.get(self.lang, "standard") if notations else "standard"
            items = [item if isinstance(item, str) else self.name(item) for item in value]
            return format_list(items, style=style, locale=self._locale) if items else ""
        return value

    def _missing(self, why: str, key: str, args: Mapping[str, Arg] | None, attribute: str | None) -> str:
        if self._strict:
            raise MissingText(why)
        if self._fallback is not None:
            return self._fallback.text(key, args, attribute)
        return key


@cache
def translator(lang: str, *, strict: bool = False) -> Translator:
    """The translator of a language (built once; catalogs are read at the first call)."""

    def command(qualified: str) -> str:  # the catalogs' { COMMAND("game join") }
        return made.command(str(qualified))

    bundle = FluentBundle([lang], use_isolating=False, functions={"COMMAND": command})  # type: ignore[dict-item]  # Fluent passes and accepts plain str
    for name, text in catalog_sources(lang):
        resource = FluentResource(text)
        _check_parsed(name, resource)
        bundle.add_resource(resource)
    fallback = None if strict or lang == DEFAULT_LANGUAGE else translator(DEFAULT_LANGUAGE)
    made = Translator(lang, bundle, fallback, strict)
    return made


def _check_parsed(name: str, resource: Resource) -> None:
    """A catalog with a syntax error fails at load, naming the file and the entry."""
    for entry in resource.body:
        if isinstance(entry, Junk):
            raise ValueError(f"{name}: cannot read {str(entry.content)[:80]!r}")
