"""``/rules``, ``/help`` and ``/language``: reading material, always private to the asker, in their
words, and which words those are."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import limits, text
from bot.chat import complete, payload, words
from bot.chat.client import MarengoBot
from engine import GAMES
from engine.core import Game, Msg, RulesError
from i18n.languages import autonym

MAX_PAGES = 4
RECONSTRUCTED = "reconstructed"
SOURCES = "sources"


class InfoCog(commands.Cog):
    def __init__(self, bot: MarengoBot) -> None:
        self.bot = bot
        self.service = bot.service

    async def _game(self, interaction: discord.Interaction, key: str | None) -> Game[Any, Any]:
        if key:
            return self.service.tables.rules(key)
        try:
            return self.service.tables.rules(
                (await self.service.tables.game_in(interaction.channel_id or 0, include_ended=True)).key
            )
        except RulesError:
            if len(GAMES) == 1:
                return next(iter(GAMES.values()))
            games = tuple(f"`{k}`" for k in GAMES)
            raise RulesError(Msg("bot-error-which-game", games=games)) from None

    @payload.slash("bot-command-rules")
    @app_commands.guild_only()
    @payload.options("bot-command-rules", "topic", "game")
    async def rules(
        self, interaction: discord.Interaction, topic: str | None = None, game: str | None = None
    ) -> None:
        """The rules in brief, by topic, and where each component value comes from."""
        found, say = await self._game(interaction, game), words.reader(interaction)
        if topic in (RECONSTRUCTED, SOURCES):
            key = "bot-rules-reconstructed-head" if topic == RECONSTRUCTED else "bot-rules-sources-head"
            lines = [say.say(key, title=found.title), *say.provenance(found, topic == RECONSTRUCTED)]
            pages = text.chunks(lines)
        elif topic:
            topics = found.help_topics()
            if topic not in topics:
                listed = tuple(f"`{t}`" for t in topics)
                raise RulesError(
                    Msg("bot-error-no-topic", game=found.title, topic=limits.excerpt(topic), topics=listed)
                )
            pages = text.chunks(say.topic(found, topic))
        else:
            pages = [say.rules_index(found)]
        await interaction.response.send_message(pages[0], ephemeral=True)
        for page in pages[1:MAX_PAGES]:
            await interaction.followup.send(page, ephemeral=True)
        if len(pages) > MAX_PAGES:
            whole = io.BytesIO("\n\n".join(pages).encode())
            await interaction.followup.send(
                say.say("bot-rules-rest"), file=discord.File(whole, "rules.md"), ephemeral=True
            )

    @rules.autocomplete("topic")
    async def _topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            found = await self._game(interaction, getattr(interaction.namespace, "game", None))
        except RulesError:
            return []
        say = words.reader(interaction)
        topics = [
            (
                say.say(
                    "bot-choice-topic", key=t, title=say.tr.text(f"{found.key}-help-{t}", attribute="title")
                ),
                t,
            )
            for t in found.help_topics()
        ]
        extra = [
            (say.say("bot-choice-topic-reconstructed", key=RECONSTRUCTED), RECONSTRUCTED),
            (say.say("bot-choice-topic-sources", key=SOURCES), SOURCES),
        ]
        return complete.filtered([*topics, *extra], current)

    @rules.autocomplete("game")
    async def _rules_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.games(words.reader(interaction), GAMES, current)

    @payload.slash("bot-command-help")
    @app_commands.guild_only()
    async def help(self, interaction: discord.Interaction) -> None:
        """Every command of this bot, and how a game goes."""
        say = words.reader(interaction)
        lines = [say.say("bot-help-intro"), ""]
        for cmd in self.bot.tree.walk_commands():
            if isinstance(cmd, app_commands.Command):
                name = say.command(cmd.qualified_name)
                lines.append(say.say("bot-help-command", name=name, about=command_about(cmd)))
        first, *more = text.chunks(lines)
        await interaction.response.send_message(first, ephemeral=True)
        for page in more:
            await interaction.followup.send(page, ephemeral=True)

    @payload.slash("bot-command-language")
    @payload.options("bot-command-language", "language")
    @app_commands.choices(language=payload.languages(auto=True))
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """The language of your replies and direct messages: your own choice, or your Discord's."""
        locale = str(interaction.locale)
        chosen = None if language == payload.AUTO else language
        await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
        await self.service.members.choose_language(interaction.user.id, chosen, locale)
        say = words.reader(interaction)
        key = "bot-language-follow" if chosen is None else "bot-language-chosen"
        await interaction.followup.send(say.say(key, language=autonym(say.tr.lang)), ephemeral=True)

    @payload.slash("bot-command-layout")
    @payload.options("bot-command-layout", "layout")
    @app_commands.choices(layout=payload.layouts())
    async def layout(self, interaction: discord.Interaction, layout: str) -> None:
        """The layout of the boards in your direct messages and private replies: phone or desktop."""
        phone = layout == payload.PHONE
        await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
        await self.service.members.choose_layout(interaction.user.id, phone, str(interaction.locale))
        say = words.reader(interaction)
        key = "bot-layout-phone" if phone else "bot-layout-desktop"
        await interaction.followup.send(say.say(key), ephemeral=True)


def command_about(cmd: app_commands.Command[Any, ..., Any]) -> Msg:
    """What a command does, as the catalog says it (the key its description was read from)."""
    return Msg("bot-command-" + cmd.qualified_name.replace(" ", "-"))


async def setup(bot: MarengoBot) -> None:
    await bot.add_cog(InfoCog(bot))
