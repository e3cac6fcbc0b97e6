"""``/rules`` and ``/help``: reading material, always private to the asker."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import complete, text
from bot.client import MarengoBot
from engine import GAMES
from engine.core import Game, RulesError

MAX_PAGES = 4
RECONSTRUCTED = "reconstructed"
SOURCES = "sources"


class InfoCog(commands.Cog):
    def __init__(self, bot: MarengoBot) -> None:
        self.bot = bot
        self.service = bot.service

    async def _game(self, interaction: discord.Interaction, key: str | None) -> Game[Any]:
        if key:
            return self.service.rules(key)
        try:
            return self.service.rules(
                (await self.service.game_in(interaction.channel_id or 0, include_ended=True)).key
            )
        except RulesError:
            if len(GAMES) == 1:
                return next(iter(GAMES.values()))
            raise RulesError(f"Which game? Add `game:` ({', '.join(GAMES)}).") from None

    @app_commands.command(name="rules")
    @app_commands.guild_only()
    @app_commands.describe(
        topic="A rules topic; 'reconstructed' lists values we had to reconstruct, 'sources' every value's source",
        game="Which game (this channel's game if left out)",
    )
    async def rules(
        self, interaction: discord.Interaction, topic: str | None = None, game: str | None = None
    ) -> None:
        """The rules in brief, by topic, and where each component value comes from."""
        found = await self._game(interaction, game)
        if topic in (RECONSTRUCTED, SOURCES):
            header = "Reconstructed values" if topic == RECONSTRUCTED else "Every value and its source"
            pages = text.chunks(
                [f"📖 **{found.title}** — {header}:", *text.provenance_lines(found, topic == RECONSTRUCTED)]
            )
        elif topic:
            topics = found.help_topics()
            if topic not in topics:
                raise RulesError(
                    f"{found.title} has no topic {topic!r} (topics: {', '.join(topics) or 'none'})."
                )
            pages = text.chunks([f"📖 **{found.title} — {topic}**", *topics[topic].splitlines()])
        else:
            pages = [text.rules_index(found)]
        await interaction.response.send_message(pages[0], ephemeral=True)
        for page in pages[1:MAX_PAGES]:
            await interaction.followup.send(page, ephemeral=True)
        if len(pages) > MAX_PAGES:
            whole = io.BytesIO("\n\n".join(pages).encode())
            await interaction.followup.send(
                "The rest, in full:", file=discord.File(whole, "rules.md"), ephemeral=True
            )

    @rules.autocomplete("topic")
    async def _topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            found = await self._game(interaction, getattr(interaction.namespace, "game", None))
        except RulesError:
            return []
        extra = [
            (f"{RECONSTRUCTED} — values we had to reconstruct", RECONSTRUCTED),
            (f"{SOURCES} — every value's source", SOURCES),
        ]
        return complete.filtered([*((t, t) for t in found.help_topics()), *extra], current)

    @rules.autocomplete("game")
    async def _rules_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.games(GAMES, current)

    @app_commands.command(name="help")
    @app_commands.guild_only()
    async def help(self, interaction: discord.Interaction) -> None:
        """Every command of this bot, and how a game goes."""
        lines = [
            "🎖️ **Marengo** hosts board wargames here, turn by turn. A game: `/game new` → players `/game join` →",
            "the owner `/game start` → on your turn, `/play` (or the buttons under the board).",
            "",
        ]
        for command in self.bot.tree.walk_commands():
            if isinstance(command, app_commands.Command):
                lines.append(f"`/{command.qualified_name}` — {command.description}")
        await interaction.response.send_message(text.chunks(lines)[0], ephemeral=True)


async def setup(bot: MarengoBot) -> None:
    await bot.add_cog(InfoCog(bot))
