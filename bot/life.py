"""Interaction flows of a game's life outside the turns: taking a seat (with the seat's whole private
picture for a new holder), conceding, the lobby's buttons. Like ``bot.respond``, each takes the
interaction, calls the service and delivery, and answers in the member's language."""

from __future__ import annotations

import discord

from bot import limits, text, views, words
from bot.respond import app


async def join(interaction: discord.Interaction, game_id: int, seat: str | None) -> None:
    """Seat the member (replacing a player who left, in play) and say so in the game's channel."""
    bot = app(interaction)
    taken = await bot.service.join(game_id, interaction.user.id, seat)
    info = await bot.service.info(game_id)
    await interaction.response.send_message(words.of(info.language).joined(info, interaction.user.id, taken))
    await send_takeover(interaction, game_id, taken)


async def send_takeover(interaction: discord.Interaction, game_id: int, seat: str) -> None:
    """A new holder of a seat in play gets the seat's whole private picture at once, by DM."""
    bot, user_id = app(interaction), interaction.user.id
    hand = await bot.service.takeover(game_id, user_id, seat)
    if hand is None or hand.view is None:
        return
    info = await bot.service.info(game_id)
    say = words.of(bot.service.dm_language(user_id, info.language))
    head = say.say(
        "bot-takeover-head", seat=info.seat_ref(seat), game=info.name, channel=text.channel(info.channel_id)
    )
    body = limits.clip(f"{head}\n{say.hand(info, hand)}", limits.MESSAGE)
    files = await bot.delivery.private_files(hand.view, say.tr.lang)
    view = views.turn_view(say, info.id, info.version, hand.turn) if hand.turn else None
    if await bot.delivery.send_private(info, user_id, body, files, view):
        await bot.service.seat_delivered(game_id, seat)
