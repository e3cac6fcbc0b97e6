"""The command payload, built as production builds it, linted against Discord's limits and kept as a golden file.

A diff against ``commands.golden.json`` means "this release needs a command sync". To accept a change:
``UPDATE_GOLDEN=1 .venv/bin/pytest tests/bot/test_commands.py``.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from bot.chat.client import MarengoBot
from bot.chat.sync import command_payload
from bot.config import Settings
from bot.storage import SqliteStorage
from i18n.languages import AUTONYMS

GOLDEN = Path(__file__).with_name("commands.golden.json")
NAME = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")
SUBCOMMAND, GROUP = 1, 2


@pytest.fixture
async def payload() -> list[dict[str, Any]]:
    bot = MarengoBot(Settings(token="unused"), SqliteStorage(":memory:"))
    await bot.load_cogs()
    return await command_payload(bot.tree)


def lint(commands: list[dict[str, Any]]) -> list[str]:
    """Every documented limit discord.py does not check before a sync."""
    problems = [] if len(commands) <= 100 else [f"{len(commands)} commands (max 100)"]
    for command in commands:
        problems += _lint_item(command, command["name"])
        size = _chars(command)
        if size > 8000:
            problems.append(f"/{command['name']}: {size} characters (max 8000)")
    return problems


def _lint_item(item: dict[str, Any], where: str) -> list[str]:
    problems = []
    names = {"": item["name"], **(item.get("name_localizations") or {})}
    for locale, name in names.items():
        if not NAME.match(name) or name != name.lower():
            problems.append(f"{where}: bad name {name!r} {locale}".rstrip())
    descriptions = {"": item.get("description", ""), **(item.get("description_localizations") or {})}
    for locale, description in descriptions.items():
        if not 1 <= len(description) <= 100 or description == "…":
            problems.append(
                f"{where}: description {description!r} {locale} must be 1-100 characters and real"
            )
    options = item.get("options") or []
    if len(options) > 25:
        problems.append(f"{where}: {len(options)} options (max 25)")
    required = [o.get("required", False) for o in options if o["type"] not in (SUBCOMMAND, GROUP)]
    if required != sorted(required, reverse=True):
        problems.append(f"{where}: required options must come before optional ones")
    for option in options:
        problems += _lint_option(option, f"{where} {option['name']}")
    return problems


def _lint_option(option: dict[str, Any], where: str) -> list[str]:
    problems = _lint_item(option, where)
    choices = option.get("choices") or []
    if len(choices) > 25:
        problems.append(f"{where}: {len(choices)} choices (max 25)")
    if choices and option.get("autocomplete"):
        problems.append(f"{where}: choices and autocomplete together")
    for choice in choices:
        names = [choice["name"], *(choice.get("name_localizations") or {}).values()]
        if not all(1 <= len(n) <= 100 for n in names) or len(str(choice["value"])) > 100:
            problems.append(f"{where}: choice {choice['name']!r} is too long")
    if not 0 <= option.get("min_length", 0) <= 6000 or not 1 <= option.get("max_length", 1) <= 6000:
        problems.append(f"{where}: string length bounds out of 0-6000")
    return problems


def _chars(item: dict[str, Any]) -> int:
    """The characters Discord counts against a command's 8000: names, descriptions and choices, in
    the locale that has the most of them."""
    locales = (
        {""} | set(item.get("name_localizations") or {}) | set(item.get("description_localizations") or {})
    )
    return max(_chars_in(item, locale) for locale in locales)


def _chars_in(item: dict[str, Any], locale: str) -> int:
    def text(thing: dict[str, Any], field: str) -> str:
        return str((thing.get(f"{field}_localizations") or {}).get(locale, thing.get(field, "")))

    total = len(text(item, "name")) + len(text(item, "description"))
    total += sum(len(text(c, "name")) + len(str(c["value"])) for c in item.get("choices") or [])
    return total + sum(_chars_in(o, locale) for o in item.get("options") or [])


def test_payload_within_discord_limits(payload: list[dict[str, Any]]) -> None:
    assert lint(payload) == []


def test_every_option_described_and_guild_only(payload: list[dict[str, Any]]) -> None:
    names = {c["name"] for c in payload}
    assert names == {
        "game",
        "play",
        "board",
        "hand",
        "log",
        "undo",
        "rules",
        "help",
        "language",
        "layout",
        "orders",
        "replay",
        "rematch",
    }
    # every command needs a server's channel but /language and /layout, which also set how DMs come,
    # and /game, whose `mine` lists a member's games from DMs (its other subcommands refuse there)
    assert {c["name"] for c in payload if c["dm_permission"] is not False} == {"game", "language", "layout"}


def test_every_name_and_description_has_its_japanese_form(payload: list[dict[str, Any]]) -> None:
    """Discord shows Japanese clients the Japanese names, descriptions and choices."""

    def missing(item: dict[str, Any], where: str) -> list[str]:
        found = [] if "ja" in (item.get("name_localizations") or {}) else [f"{where}: name"]
        if "description" in item and "ja" not in (item.get("description_localizations") or {}):
            found.append(f"{where}: description")
        for choice in item.get("choices") or []:
            if choice["name"] not in AUTONYMS.values() and "ja" not in (
                choice.get("name_localizations") or {}
            ):
                found.append(f"{where}: choice {choice['name']}")
        return found + [m for o in item.get("options") or [] for m in missing(o, f"{where} {o['name']}")]

    assert [m for c in payload for m in missing(c, c["name"])] == []
    (game,) = [c for c in payload if c["name"] == "game"]
    assert game["name_localizations"]["ja"] == "ゲーム"


def test_lint_catches_what_discord_rejects() -> None:
    bad = {
        "name": "Bad Name",
        "name_localizations": {"ja": "新しい ゲーム"},
        "description": "x" * 101,
        "type": 1,
        "options": [
            {
                "type": 3,
                "name": "opt",
                "description": "…",
                "required": False,
                "autocomplete": True,
                "choices": [{"name": str(i), "value": str(i)} for i in range(26)],
            },
            {"type": 3, "name": "late", "description": "required after optional", "required": True},
        ],
    }
    problems = "\n".join(lint([bad]))
    for expected in (
        "bad name",
        "bad name '新しい ゲーム' ja",
        "1-100",
        "26 choices",
        "together",
        "required options",
    ):
        assert expected in problems


def test_payload_matches_golden(payload: list[dict[str, Any]]) -> None:
    text = json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8"), (
        "commands changed: this release needs a sync (UPDATE_GOLDEN=1)"
    )
