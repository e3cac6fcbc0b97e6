"""``python -m bot``: read the configuration, run the bot until SIGTERM or Ctrl-C, shut down cleanly."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
from pathlib import Path

import discord
from dotenv import load_dotenv

import engine
from bot import logfilter
from bot.chat.client import MarengoBot, make_bot
from bot.config import ConfigError, Settings, apply_endpoints, load_settings
from bot.loopwatch import watch_loop_lag
from bot.storage import storage_for
from bot.timesource import SystemClock

log = logging.getLogger("bot")


async def run(settings: Settings) -> None:
    """Run the bot; SIGTERM and SIGINT close it (the database last)."""
    apply_endpoints(settings)
    storage = storage_for(settings.database_url, snapshot_every=settings.snapshot_every, shards=settings.held)
    bot = make_bot(settings, storage, clock=SystemClock())
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, _stop, bot, sig)
    lag = None
    if settings.loop_lag_file:
        lag = asyncio.create_task(
            watch_loop_lag(settings.loop_lag_file, lambda: (storage.round_trips, storage.round_trip_seconds))
        )
    async with bot:
        await bot.start(settings.token)
    if lag is not None:
        lag.cancel()
    log.info("stopped")


def _stop(bot: MarengoBot, sig: signal.Signals) -> None:
    log.info("received %s, shutting down", sig.name)
    asyncio.get_running_loop().create_task(bot.close())


def main() -> None:
    load_dotenv(Path.cwd() / ".env")  # the working directory's .env, if any; the environment wins
    try:
        settings = load_settings(os.environ)
    except ConfigError as e:
        print(f"marengo: {e}", file=sys.stderr)
        sys.exit(2)
    logfilter.install(settings.token)  # before any record: no token in any log, at any level
    discord.utils.setup_logging(level=getattr(logging, settings.log_level), root=True)
    logging.getLogger("discord.http").setLevel(logging.WARNING)
    log.info("starting with database %s", settings.database_shown)
    log.info("engine: %s", engine.build())
    asyncio.run(run(settings))


if __name__ == "__main__":
    main()
