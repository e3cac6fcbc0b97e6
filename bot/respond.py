"""Interaction flows shared by slash commands and buttons: act, show a hand, vote, page the log.

Each takes the interaction, calls ``GameService`` and ``Delivery``, and answers. Player mistakes
are raised as ``RulesError`` and answered by the caller's error handler (``bot.tree``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

from bot import text, views
from bot.errors import StaleBoard
from bot.service import UndoOutcome
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
    bot = app(interaction)
    try:
        done = await bot.service.act(game_id, interaction.user.id, action, seat=seat, version=version)
    except StaleBoard as stale:
        await turn(interaction, game_id, note=f"⚠️ {stale} Here is the game now.")
        return
    problem = await bot.delivery.announce(game_id)
    await interaction.followup.send(f"✅ {done.label or done.notation()}{problem}", ephemeral=True)


async def turn(
    interaction: discord.Interaction, game_id: int, *, seat: str | None = None, note: str = ""
) -> None:
    """Show the caller their prompt with fresh buttons (or whose turn it is), privately."""
    bot = app(interaction)
    info = await bot.service.info(game_id)
    try:
        current = await bot.service.turn(game_id, interaction.user.id, seat)
    except RulesError as e:  # not their turn, not seated, game over: say so after the note
        if not note:
            raise
        await interaction.followup.send(f"{note}\n{e}", ephemeral=True)
        return
    body = f"{note}\n" if note else ""
    body += f"**{info.name}** — your turn as **{current.label}**\n{text.prompt_block(current)}"
    view = views.turn_view(info.id, info.version, current)
    await text_or_followup(interaction, body, view)


async def text_or_followup(interaction: discord.Interaction, body: str, view: discord.ui.View | None) -> None:
    body = text.clip(body, text.MESSAGE_LIMIT)
    if interaction.response.is_done():
        await interaction.followup.send(body, ephemeral=True, view=views.or_missing(view))
    else:
        await interaction.response.send_message(body, ephemeral=True, view=views.or_missing(view))


async def hand(interaction: discord.Interaction, game_id: int) -> None:
    """The caller's private view of each of their seats, privately; turns DMs back on for them."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot = app(interaction)
    hands = await bot.service.hand(game_id, interaction.user.id)
    info = await bot.service.info(game_id)
    if await bot.service.dm_blocked(interaction.user.id):
        await bot.service.set_dm(interaction.user.id, blocked=False)
        await interaction.followup.send(
            "📬 I will try direct messages again for your next private updates.", ephemeral=True
        )
    for seat_hand in hands:
        files = await bot.delivery.private_files(info, seat_hand.view) if info.hidden else []
        view = views.turn_view(info.id, info.version, seat_hand.turn) if seat_hand.turn else None
        await interaction.followup.send(
            text.hand_text(info, seat_hand),
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
    bot = app(interaction)
    if outcome.kind == "done":
        problem = await bot.delivery.announce(outcome.info.id)
        reply = f"↩ Taken back: {outcome.label}{problem}"
    elif outcome.kind == "vote":
        await bot.delivery.post_undo_vote(outcome)
        reply = "🗳 I asked the other players to approve the undo."
    elif outcome.kind == "pending":
        reply = f"🗳 Vote counted; waiting for {', '.join(text.mention(u) for u in outcome.waiting)}."
    else:
        await bot.delivery.post_notice(
            outcome.info, f"↩ The undo of {outcome.label} was refused by {text.mention(outcome.by)}."
        )
        reply = "Undo refused."
    await interaction.followup.send(reply, ephemeral=True)


async def log(
    interaction: discord.Interaction, game_id: int, count: int, *, end: int | None = None, edit: bool = False
) -> None:
    """A page of the game log with older/newer buttons (privately)."""
    bot = app(interaction)
    info = await bot.service.info(game_id)
    page = await bot.service.log_page(game_id, end, count)
    head = (
        f"📜 **{info.name}** — log entries {max(page.end - page.count + 1, 1)}–{page.end} of {info.version}"
    )
    body = text.chunks([head, *page.lines])[0] if page.lines else f"{head}\nNothing has happened yet."
    view = views.log_view(game_id, page)
    if edit:
        await interaction.response.edit_message(content=body, view=view)
    else:
        await interaction.response.send_message(body, view=view, ephemeral=True)


async def snooze(interaction: discord.Interaction, game_id: int, version: int) -> None:
    """Put the next reminder off."""
    due = await app(interaction).service.snooze(game_id, interaction.user.id, version)
    await interaction.response.send_message(
        f"⏰ I will remind you again {text.relative(due)}.", ephemeral=True
    )
