"""Interaction flows shared by slash commands and buttons: act, show a hand, vote, page the log.

Each takes the interaction, calls ``GameService`` and ``Delivery``, and answers in the member's
language. Player mistakes are raised as ``RulesError`` and answered by the caller's error handler
(``bot.tree``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

from bot import limits, text, views, words
from bot.errors import StaleBoard
from bot.service import UndoKind, UndoOutcome
from engine.core import RulesError

if TYPE_CHECKING:
    from bot.client import MarengoBot


def app(interaction: discord.Interaction) -> MarengoBot:
    return cast("MarengoBot", interaction.client)


def is_admin(interaction: discord.Interaction) -> bool:
    """Manage Channels in the channel of the interaction."""
    return bool(interaction.guild_id) and interaction.permissions.manage_channels


async def play(
    interaction: discord.Interaction,
    game_id: int,
    action: str,
    *,
    seat: str | None = None,
    version: int | None = None,
) -> None:
    """Carry out an action, announce it in the game's channel, and confirm privately."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot, say = app(interaction), words.reader(interaction)
    try:
        done = await bot.service.act(game_id, interaction.user.id, action, say.tr, seat=seat, version=version)
    except StaleBoard as stale:
        await turn(interaction, game_id, note=say.say("bot-stale-note", why=stale.msg))
        return
    problem = await bot.delivery.announce(game_id, say)
    await interaction.followup.send(say.say("bot-done", action=say.label(done)) + problem, ephemeral=True)


async def turn(
    interaction: discord.Interaction, game_id: int, *, seat: str | None = None, note: str = ""
) -> None:
    """Show the caller their prompt with fresh buttons (or whose turn it is), privately."""
    bot, say = app(interaction), words.reader(interaction)
    info = await bot.service.info(game_id)
    try:
        current = await bot.service.turn(game_id, interaction.user.id, seat)
    except RulesError as e:  # not their turn, not seated, game over: say so after the note
        if not note:
            raise
        await interaction.followup.send(f"{note}\n{say.error(e)}", ephemeral=True)
        return
    view = views.turn_view(say, info.id, info.version, current)
    await text_or_followup(interaction, say.your_turn(info, current, note), view)


async def text_or_followup(interaction: discord.Interaction, body: str, view: discord.ui.View | None) -> None:
    body = limits.clip(body, limits.MESSAGE)
    if interaction.response.is_done():
        await interaction.followup.send(body, ephemeral=True, view=views.or_missing(view))
    else:
        await interaction.response.send_message(body, ephemeral=True, view=views.or_missing(view))


async def hand(interaction: discord.Interaction, game_id: int) -> None:
    """The caller's private view of each of their seats, privately; turns DMs back on for them."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot, say = app(interaction), words.reader(interaction)
    hands = await bot.service.hand(game_id, interaction.user.id)
    info = await bot.service.info(game_id)
    if await bot.service.dm_blocked(interaction.user.id):
        await bot.service.set_dm(interaction.user.id, blocked=False)
        await interaction.followup.send(say.say("bot-dms-again"), ephemeral=True)
    for seat_hand in hands:
        files = []
        if info.hidden and seat_hand.view is not None:
            files = await bot.delivery.private_files(seat_hand.view, say.tr.lang)
        view = views.turn_view(say, info.id, info.version, seat_hand.turn) if seat_hand.turn else None
        await interaction.followup.send(
            say.hand(info, seat_hand),
            files=bot.delivery.discord_files(files),
            ephemeral=True,
            view=views.or_missing(view),
        )


async def undo_vote(interaction: discord.Interaction, game_id: int, version: int, approve: bool) -> None:
    """Count a vote on an undo request, and carry the undo out when everyone approved."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot = app(interaction)
    outcome = await bot.service.vote_undo(game_id, interaction.user.id, version, approve)
    await undo_outcome(interaction, outcome)


async def undo_outcome(interaction: discord.Interaction, outcome: UndoOutcome) -> None:
    """Tell the table and the caller what became of an undo."""
    bot, say = app(interaction), words.reader(interaction)
    problem = ""
    if outcome.kind is UndoKind.DONE:
        problem = await bot.delivery.announce(outcome.info.id, say)
    elif outcome.kind is UndoKind.VOTE:
        await bot.delivery.post_undo_vote(outcome)
    elif outcome.kind is UndoKind.REFUSED:
        notice = words.of(outcome.info.language).undo_refused(outcome)
        await bot.delivery.post_notice(outcome.info, notice)
    await interaction.followup.send(say.undo_reply(outcome) + problem, ephemeral=True)


async def log(
    interaction: discord.Interaction, game_id: int, count: int, *, end: int | None = None, edit: bool = False
) -> None:
    """A page of the game log with older/newer buttons (privately)."""
    bot, say = app(interaction), words.reader(interaction)
    info = await bot.service.info(game_id)
    page = await bot.service.log_page(game_id, end, count)
    body = text.chunks(say.log_page(info, page))[0]
    view = views.log_view(say, game_id, page)
    if edit:
        await interaction.response.edit_message(content=body, view=view)
    else:
        await interaction.response.send_message(body, view=view, ephemeral=True)


async def snooze(interaction: discord.Interaction, game_id: int, version: int) -> None:
    """Put the next reminder off."""
    due = await app(interaction).service.snooze(game_id, interaction.user.id, version)
    await interaction.response.send_message(
        words.reader(interaction).say("bot-snoozed", time=text.relative(due)), ephemeral=True
    )
