"""Command sync, gated by a hash of the command payload stored in the database.

Syncing on every start wastes Discord's daily command-creation budget, so by default (``auto``) the
bot uploads its commands only when their JSON differs from what it uploaded last time.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
from discord import app_commands

from bot.config import Settings
from bot.storage import Storage
from i18n.commands import set_command_ids

log = logging.getLogger(__name__)


async def command_payload(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None
) -> list[dict[str, Any]]:
    """Exactly the JSON ``tree.sync`` would upload for this scope, translations included."""
    commands = tree.get_commands(guild=guild)
    if tree.translator is None:
        return [command.to_dict(tree) for command in commands]
    return [await command.get_translated_payload(tree, tree.translator) for command in commands]


def payload_hash(payload: list[dict[str, Any]]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


async def sync_commands(tree: app_commands.CommandTree[Any], storage: Storage, settings: Settings) -> bool:
    """Sync per ``settings.sync_commands`` (auto | always | never); return whether commands were uploaded.

    With ``DEV_GUILD_ID`` the global commands are copied to that guild and synced there only
    (instantly visible; syncing both would show every command twice in that guild).
    """
    guild = discord.Object(id=settings.dev_guild_id) if settings.dev_guild_id else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    scope = f"guild:{guild.id}" if guild else "global"
    digest = payload_hash(await command_payload(tree, guild))
    key = f"commands_hash:{scope}"
    if settings.sync_commands == "never":
        log.info("command sync disabled (SYNC_COMMANDS=never)")
        await learn_command_ids(tree, guild)
        return False
    if settings.sync_commands == "auto" and await storage.get_meta(key) == digest:
        log.info("commands unchanged since the last sync (%s); not syncing", scope)
        await learn_command_ids(tree, guild)
        return False
    synced = await tree.sync(guild=guild)
    set_command_ids({command.name: command.id for command in synced})
    await storage.set_meta(key, digest)
    log.info("synced %d commands (%s)", len(synced), scope)
    return True


async def learn_command_ids(tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None) -> None:
    """Ask Discord for the registered commands' ids, so that texts mention commands (``</game join:id>``);
    without them a text names a command as code, which is all it loses."""
    try:
        registered = await tree.fetch_commands(guild=guild)
    except discord.DiscordException as e:
        log.warning("could not fetch the registered commands (%s); commands are named, not mentioned", e)
        return
    set_command_ids({command.name: command.id for command in registered})
