"""Settings read once from the environment (and ``.env``), into a frozen ``Settings``."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field

import discord
import yarl

from bot.chat.backlog import AT_ONCE
from bot.service.thinking import MAX_PLAYOUTS
from bot.storage import EVERY, Shards, is_postgres

SYNC_POLICIES = ("auto", "always", "never")


class ConfigError(Exception):
    """The environment is missing something or has a value that cannot be used."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot process is configured with. The token never appears in ``repr``."""

    token: str = field(repr=False)
    # DATABASE_URL: postgresql://user:password@host/db, or a SQLite file's path (the default)
    database_url: str = field(default="marengo.db", repr=False)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    api_base: str | None = None
    gateway_url: str | None = None
    sync_commands: str = "auto"
    reminder_poll_seconds: float = 60.0
    snapshot_every: int = 100
    loop_lag_file: str | None = None
    ai_workers: int = 1  # processes the AI stand-ins think in (``bot.service.thinking``)
    ai_playouts: int = MAX_PLAYOUTS  # a cap on the AI's playouts a decision (tests: a tiny budget)
    # a scale on the public pace of the AI's answers (``bot.service.control.PACE``); 0: at once
    ai_pace: float = 1.0
    draw_workers: int = 1  # processes the boards are drawn in (``bot.drawing``); 0: threads
    work_at_once: int = (
        AT_ONCE  # interactions carried out at once after their acknowledgement (``bot.chat.backlog``)
    )
    # SHARD_COUNT and SHARD_IDS: the gateway shards this process runs (None: one process, unsharded)
    shards: Shards | None = None

    @property
    def held(self) -> Shards:
        """The guilds whose games this process holds (every guild when it runs unsharded)."""
        return self.shards or EVERY

    @property
    def database_shown(self) -> str:
        """The database, for a log line: a URL's password left out."""
        url = yarl.URL(self.database_url)
        return str(url.with_password(None)) if url.password else self.database_url


def load_settings(env: Mapping[str, str]) -> Settings:
    """Read the settings; raises ``ConfigError`` with a message meant for whoever runs the bot."""
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(
            "DISCORD_TOKEN is not set. Put the bot token from https://discord.com/developers/applications "
            "(your application > Bot > Reset Token) in the environment or in a .env file (see .env.example)."
        )
    level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if not isinstance(logging.getLevelName(level), int):
        raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}")
    policy = env.get("SYNC_COMMANDS", "auto").strip().lower() or "auto"
    if policy not in SYNC_POLICIES:
        raise ConfigError(f"SYNC_COMMANDS must be one of {', '.join(SYNC_POLICIES)}, not {policy!r}")
    database_url = env.get("DATABASE_URL", "").strip() or env.get("DATABASE_PATH", "").strip() or "marengo.db"
    return Settings(
        token=token,
        database_url=database_url,
        dev_guild_id=_int(env, "DEV_GUILD_ID"),
        log_level=level,
        api_base=env.get("DISCORD_API_BASE", "").strip().rstrip("/") or None,
        gateway_url=env.get("DISCORD_GATEWAY_URL", "").strip() or None,
        sync_commands=policy,
        reminder_poll_seconds=_float(env, "REMINDER_POLL_SECONDS", 60.0),
        snapshot_every=int(_float(env, "SNAPSHOT_EVERY", 100)),
        loop_lag_file=env.get("LOOP_LAG_FILE", "").strip() or None,
        ai_workers=max(1, int(_float(env, "AI_WORKERS", 1))),
        ai_playouts=max(1, int(_float(env, "AI_PLAYOUTS", MAX_PLAYOUTS))),
        ai_pace=_float(env, "AI_PACE", 1.0, zero=True),
        draw_workers=_count(env, "DRAW_WORKERS", 1),
        work_at_once=max(1, int(_float(env, "WORK_AT_ONCE", AT_ONCE))),
        shards=_shards(env, database_url),
    )


def _shards(env: Mapping[str, str], database_url: str) -> Shards | None:
    """``SHARD_COUNT`` shards in all, this process running ``SHARD_IDS`` of them (default: all).
    Several processes share one database: PostgreSQL only."""
    count, raw_ids = _int(env, "SHARD_COUNT"), env.get("SHARD_IDS", "").strip()
    if count is None:
        if raw_ids:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT (how many shards the bot runs in all)")
        return None
    if count < 1:
        raise ConfigError(f"SHARD_COUNT must be at least 1, not {count}")
    ids = tuple(range(count))
    if raw_ids:
        parts = [part.strip() for part in raw_ids.split(",")]
        if not all(part.isdigit() for part in parts) or any(int(p) >= count for p in parts):
            raise ConfigError(
                f"SHARD_IDS must list shard numbers from 0 to {count - 1} (SHARD_COUNT - 1),"
                f" separated by commas, not {raw_ids!r}"
            )
        ids = tuple(sorted({int(part) for part in parts}))
    if count > 1 and not is_postgres(database_url):
        raise ConfigError(
            f"SHARD_COUNT={count} needs PostgreSQL: set DATABASE_URL=postgresql://… (one SQLite file"
            " serves one bot process; run a single process, without SHARD_COUNT, on SQLite)"
        )
    return Shards(ids, count)


def apply_endpoints(settings: Settings) -> None:
    """Point discord.py at another API and gateway (the offline test harness, or a proxy)."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


def _int(env: Mapping[str, str], key: str) -> int | None:
    raw = env.get(key, "").strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise ConfigError(f"{key} must be a number (a Discord id), not {raw!r}")
    return int(raw)


def _float(env: Mapping[str, str], key: str, default: float, *, zero: bool = False) -> float:
    """A positive number (``zero``: or 0)."""
    raw = env.get(key, "").strip()
    try:
        value = float(raw) if raw else default
    except ValueError:
        raise ConfigError(f"{key} must be a number, not {raw!r}") from None
    if value < 0 or (value == 0 and not zero):
        raise ConfigError(f"{key} must be {'0 or more' if zero else 'positive'}, not {raw!r}")
    return value


def _count(env: Mapping[str, str], key: str, default: int) -> int:
    raw = env.get(key, "").strip()
    if not raw:
        return default
    if not raw.isdigit():
        raise ConfigError(f"{key} must be a whole number, 0 or more, not {raw!r}")
    return int(raw)
