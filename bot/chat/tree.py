"""One place for errors: player mistakes get an ephemeral explanation, bugs get logged and an apology."""

from __future__ import annotations

import inspect
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

import discord
from discord import app_commands

from bot import limits
from bot.chat import words
from bot.chat.words import Words
from engine.core import Msg, RulesError

log = logging.getLogger(__name__)

NUMBER = re.compile(r"\d+")
NUMBER_LIMIT = 2**63  # every number the bot puts in a custom id (ids, versions, counts) is below it
EXPIRED = 10062  # Discord's "Unknown interaction": the 3 s for an answer (a followup's 15 minutes) ran out


class OutOfRange(app_commands.CheckFailure):
    """An option's value outside what the command offers (a client that ignored its limits)."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(str(msg.key))
        self.msg = msg


def check_options(interaction: discord.Interaction) -> bool:
    """Every option within the command's declared choices, lengths and bounds: Discord's client
    keeps to them, a forged interaction need not, and discord.py does not check them."""
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return True
    given = interaction.namespace.__dict__ if interaction.namespace else {}
    for param in command.parameters:
        value = given.get(param.display_name)
        if value is None or isinstance(value, bool):
            continue
        choices = param.choices
        if choices and value not in [c.value for c in choices]:
            allowed = tuple(f"`{c.value}`" for c in choices)
            raise OutOfRange(Msg("bot-guard-not-a-choice", option=param.display_name, allowed=allowed))
        size = len(value) if isinstance(value, str) else value
        low, high = param.min_value, param.max_value
        if isinstance(size, int | float) and (
            (low is not None and size < low) or (high is not None and size > high)
        ):
            key = "bot-guard-length" if isinstance(value, str) else "bot-guard-range"
            raise OutOfRange(Msg(key, option=param.display_name, low=str(low), high=str(high)))
    return True


def guard_commands(tree: app_commands.CommandTree[Any]) -> None:
    """Give every slash command the option check (``check_options``)."""
    for command in tree.walk_commands():
        if isinstance(command, app_commands.Command):
            command.add_check(check_options)


def forged_number(custom_id: str) -> bool:
    """A number in a custom id that the bot never writes (past 63 bits)."""
    return any(int(n) >= NUMBER_LIMIT for n in NUMBER.findall(custom_id))


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
    if isinstance(error, OutOfRange):
        return say.tr(error.msg)
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


def expired(error: BaseException) -> bool:
    """Discord no longer knows the interaction: its answer came too late (a busy bot), not a bug."""
    return isinstance(error, discord.NotFound) and error.code == EXPIRED


async def report_error(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """Explain a mistake, or log a bug with its context and apologize; never raises."""
    original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    if expired(original):  # nothing can answer it any more, and the player saw Discord say so
        log.warning(
            "%s for user %s came too late: the interaction expired",
            where,
            interaction.user.id if interaction.user else None,
        )
        return
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
    """Run a component callback with the same error handling as slash commands; a custom id with a
    number the bot never writes is refused before anything runs."""
    custom_id = str(cast("dict[str, Any]", interaction.data or {}).get("custom_id", "?"))
    if forged_number(custom_id):
        if inspect.iscoroutine(work):
            work.close()
        await report_error(interaction, RulesError(Msg("bot-guard-unknown-button")), f"component {custom_id}")
        return
    try:
        await work
    except Exception as e:
        await report_error(interaction, e, f"component {custom_id}")


Clicked = TypeVar("Clicked", bound="discord.ui.DynamicItem[Any]")
Answer = Callable[[Clicked, discord.Interaction], Awaitable[None]]
_ANSWERS: dict[type[Any], Callable[[Any, discord.Interaction], Awaitable[None]]] = {}


def answers(item: type[Clicked]) -> Callable[[Answer[Clicked]], Answer[Clicked]]:
    """Registers what a click on ``item`` does (``bot.chat.clicks``). A button is drawn by a module
    below the one that answers it; registering the answer keeps the two from importing each other."""

    def register(answer: Answer[Clicked]) -> Answer[Clicked]:
        _ANSWERS[item] = answer
        return answer

    return register


async def answer(item: discord.ui.DynamicItem[Any], interaction: discord.Interaction) -> None:
    """A click on ``item``, handed to its registered answer under ``guarded``."""
    await guarded(interaction, _ANSWERS[type(item)](item, interaction))


class MarengoTree(app_commands.CommandTree[Any]):
    """The command tree, with the one ``on_error`` every slash command falls back to."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "?"
        await report_error(interaction, error, f"/{command}")
