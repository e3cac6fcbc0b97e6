"""The numbered migrations in ``bot/migrations``, one list for both databases.

Migration N is ``NNNN_name.sql`` (SQLite), with an optional Python data step ``upgrade_NNNN.py``
(SQLite: it ran when the schema changed under live games), and ``NNNN_name.postgres.sql`` for
PostgreSQL. PostgreSQL support began at schema 8: its first script creates that schema whole, the
earlier numbers have none; every later migration ships both.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from importlib import resources
from typing import cast

import aiosqlite

_SQLITE_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
_POSTGRES_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.postgres\.sql$")
_UPGRADE_NAME = re.compile(r"^upgrade_(\d{4})\.py$")
Upgrade = Callable[[aiosqlite.Connection], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Migration:
    """One numbered schema change: its SQLite SQL, then, when there is one, a Python step
    (``upgrade_NNNN.py``'s ``upgrade(db)``) that converts the data, both in one transaction; and its
    PostgreSQL SQL (None: before PostgreSQL was supported)."""

    number: int
    sql: str
    upgrade: Upgrade | None = None
    postgres: str | None = None


def migrations() -> list[Migration]:
    """The numbered migrations shipped in ``bot/migrations``, in order."""
    scripts: dict[int, str] = {}
    postgres: dict[int, str] = {}
    steps: dict[int, str] = {}
    for item in resources.files("bot.migrations").iterdir():
        if match := _SQLITE_NAME.match(item.name):
            scripts[int(match.group(1))] = item.read_text(encoding="utf-8")
        elif match := _POSTGRES_NAME.match(item.name):
            postgres[int(match.group(1))] = item.read_text(encoding="utf-8")
        elif match := _UPGRADE_NAME.match(item.name):
            steps[int(match.group(1))] = item.name.removesuffix(".py")
    numbers = sorted(scripts)
    first_pg = min(postgres, default=len(scripts) + 1)
    if (
        numbers != list(range(1, len(scripts) + 1))
        or not set(steps) <= set(scripts)
        or sorted(postgres) != list(range(first_pg, len(scripts) + 1))
    ):
        raise RuntimeError(
            f"migrations must be numbered 1..n without gaps, found {numbers}, {sorted(steps)} and"
            f" PostgreSQL's {sorted(postgres)} (from its first to n)"
        )
    return [
        Migration(n, scripts[n], _upgrade(steps[n]) if n in steps else None, postgres.get(n)) for n in numbers
    ]


def _upgrade(module: str) -> Upgrade:
    return cast(Upgrade, importlib.import_module(f"bot.migrations.{module}").upgrade)
