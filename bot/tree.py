"""One place for errors: player mistakes get an ephemeral explanation, bugs get logged and an apology."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any, cast

import discord
from discord import app_commands

from bot import limits, words
from bot.words import Words
from engine.core import Msg, RulesError

log = logging.getLogger(__name__)


async def send_ephemeral(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    """Answer privately, whether or not the interaction was already answered or deferred."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


def _message_for(error: BaseException, say: Words) -> str | None:
    """The player-facing text for an expected error, or None for a bug."""
    if isinstance(error, RulesError):
        return say.error(error)
    if isinstance(error, app_commands.NoPrivateMessage):
        return say.say("bot-error-guild-only")
    if isinstance(error, app_commands.CommandOnCooldown):
        return say.say("bot-error-cooldown", seconds=round(error.retry_after))
    if isinstance(error, app_commands.CheckFailure):
        return say.say("bot-error-not-here")
    if isinstance(error, app_commands.TransformerError):
        return say.say(
            "bot-error-unreadable",
            value=limits.excerpt(str(error.value)),
            kind=Msg(f"bot-kind-{error.type.name}"),
        )
    return None


async def report_error(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """Explain a mistake, or log a bug with its context and apologize; never raises."""
    original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    say = words.reader(interaction)
    message = _message_for(original, say)
    if message is None:
        namespace = dict(interaction.namespace.__dict__) if interaction.namespace else {}
        log.error(
            "%s failed for user %s in channel %s (guild %s), options %r",
            where,
            interaction.user.id if interaction.user else None,
            interaction.channel_id,
            interaction.guild_id,
            namespace,
            exc_info=(type(original), original, original.__traceback__),
        )
        message = say.say("bot-error-apology")
    try:
        await send_ephemeral(interaction, message)
    except discord.HTTPException as e:  # the interaction may have expired meanwhile
        log.warning(
            "could not answer %s for user %s: %s", where, interaction.user.id if interaction.user else None, e
        )


async def guarded(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a component callback with the same error handling as slash commands."""
    try:
        await work
    except Exception as e:
        custom_id = cast("dict[str, Any]", interaction.data or {}).get("custom_id", "?")
        await report_error(interaction, e, f"component {custom_id}")


class MarengoTree(app_commands.CommandTree[Any]):
    """The command tree, with the one ``on_error`` every slash command falls back to."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "?"
        await report_error(interaction, error, f"/{command}")
