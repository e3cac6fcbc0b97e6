"""``/replay`` and ``/rematch``: a game's boards stepped through, and a new game with the same players."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.chat import life, payload, replay
from bot.chat.client import MarengoBot
from bot.service.finale import PUBLIC

SAME, SWAPPED = "same", "swapped"


class EndingCog(commands.Cog):
    def __init__(self, bot: MarengoBot) -> None:
        self.bot = bot
        self.service = bot.service

    @payload.slash("bot-command-replay")
    @app_commands.guild_only()
    async def replay(self, interaction: discord.Interaction) -> None:
        """Step through this channel's game, board by board (privately)."""
        game = await self.service.tables.game_in(interaction.channel_id or 0, include_ended=True)
        await replay.show(interaction, game.id, 0, PUBLIC, edit=False)

    @payload.slash("bot-command-rematch")
    @app_commands.guild_only()
    @payload.options("bot-command-rematch", "sides")
    @app_commands.choices(
        sides=[
            app_commands.Choice(name=payload.text("bot-end-choice-same"), value=SAME),
            app_commands.Choice(name=payload.text("bot-end-choice-swapped"), value=SWAPPED),
        ]
    )
    async def rematch(self, interaction: discord.Interaction, sides: str = SAME) -> None:
        """Open a new game of this channel's ended game with the same players."""
        await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
        game = await self.service.tables.game_in(interaction.channel_id or 0, include_ended=True)
        await life.rematch(interaction, game.id, sides == SWAPPED)


async def setup(bot: MarengoBot) -> None:
    await bot.add_cog(EndingCog(bot))
