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

from bot.client import MarengoBot
from bot.config import Settings
from bot.storage import SqliteStorage
from bot.sync import command_payload

GOLDEN = Path(__file__).with_name("commands.golden.json")
NAME = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")
SUBCOMMAND, GROUP = 1, 2


@pytest.fixture
async def payload() -> list[dict[str, Any]]:
    bot = MarengoBot(Settings(token="unused"), SqliteStorage(":memory:"))
    await bot.load_cogs()
    return command_payload(bot.tree)


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
    if not NAME.match(item["name"]) or item["name"] != item["name"].lower():
        problems.append(f"{where}: bad name {item['name']!r}")
    description = item.get("description", "")
    if not 1 <= len(description) <= 100 or description == "…":
        problems.append(f"{where}: description {description!r} must be 1-100 characters and real")
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
        if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
            problems.append(f"{where}: choice {choice['name']!r} is too long")
    if not 0 <= option.get("min_length", 0) <= 6000 or not 1 <= option.get("max_length", 1) <= 6000:
        problems.append(f"{where}: string length bounds out of 0-6000")
    return problems


def _chars(item: dict[str, Any]) -> int:
    total = len(item["name"]) + len(item.get("description", ""))
    total += sum(len(c["name"]) + len(str(c["value"])) for c in item.get("choices") or [])
    return total + sum(_chars(o) for o in item.get("options") or [])


def test_payload_within_discord_limits(payload: list[dict[str, Any]]) -> None:
    assert lint(payload) == []


def test_every_option_described_and_guild_only(payload: list[dict[str, Any]]) -> None:
    names = {c["name"] for c in payload}
    assert names == {"game", "play", "board", "hand", "log", "undo", "rules", "help"}
    assert all(c["dm_permission"] is False for c in payload)


def test_lint_catches_what_discord_rejects() -> None:
    bad = {
        "name": "Bad Name",
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
    for expected in ("bad name", "1-100", "26 choices", "together", "required options"):
        assert expected in problems


def test_payload_matches_golden(payload: list[dict[str, Any]]) -> None:
    text = json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8"), (
        "commands changed: this release needs a sync (UPDATE_GOLDEN=1)"
    )
