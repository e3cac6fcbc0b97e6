"""A tiny discord.py bot that does what Marengo's bot does, to prove the fake Discord right.

``/game new`` (autocomplete, a DynamicItem button and select), ``/game board`` (defer + followup with a
file), ``/game hand`` (DM, falling back on 50007), ``/game thread`` (thread + message in it).

Runs in-process (:class:`SampleBot`) or as ``python -m fakediscord.sample_bot`` with the
environment of ``bot/``: ``DISCORD_TOKEN``, ``DISCORD_API_BASE``, ``DEV_GUILD_ID``, ``LOG_LEVEL``.
"""

from __future__ import annotations

import asyncio
import io
import logging
import os
import re
import signal
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket

log = logging.getLogger("sample_bot")
GAMES = ("napoleon21", "napoleonic-wars", "waterloo-1815", "austerlitz", "marengo")
BOARD_PNG = b"\x89PNG\r\n\x1a\n" + b"sample board" * 10
DISCORD_API = discord.http.Route.BASE


def use_api(api_base: str) -> None:
    """Send discord.py's REST requests to ``api_base`` (the gateway is found there in ``setup_hook``)."""
    discord.http.Route.BASE = api_base


class JoinButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"sample:join:(?P<game>[0-9]+)"):
    """A persistent "Join" button; the game number lives in the custom_id."""

    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Join", custom_id=f"sample:join:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"{interaction.user.name} joined game {self.game}")


class SideSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"sample:side:(?P<game>[0-9]+)"):
    """A persistent select; choosing a side rewrites the game message (callback type 7)."""

    def __init__(self, game: int) -> None:
        options = [discord.SelectOption(label=side.title(), value=side) for side in ("allies", "france")]
        super().__init__(
            discord.ui.Select(custom_id=f"sample:side:{game}", options=options, placeholder="Side")
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SideSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        side = self.item.values[0]
        await interaction.response.edit_message(
            content=f"{interaction.user.name} plays {side} in game {self.game}"
        )


def game_view(game: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(game))
    view.add_item(SideSelect(game))
    return view


class Game(app_commands.Group, name="game", description="Play a Napoleonic game"):
    """The ``/game`` subcommands."""

    @app_commands.command(name="new", description="Start a new game in this channel")
    @app_commands.describe(game="Which game to play", options="Game options, e.g. allies=1")
    async def new(self, interaction: discord.Interaction, game: str, options: str | None = None) -> None:
        number = interaction.id % 100_000
        text = f"New {game} game {number} ({options or 'default options'})"
        await interaction.response.send_message(text, view=game_view(number))

    @new.autocomplete("game")
    async def game_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=g, value=g) for g in GAMES if current.lower() in g][:25]

    @app_commands.command(name="board", description="Show the board")
    async def board(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send(
            "The board", file=discord.File(io.BytesIO(BOARD_PNG), filename="board.png")
        )

    @app_commands.command(name="hand", description="Send a player their hand by DM")
    @app_commands.describe(player="Who gets the hand")
    async def hand(self, interaction: discord.Interaction, player: discord.User) -> None:
        try:
            await player.send("Your hand: Old Guard, Forced March")
        except discord.Forbidden as exc:
            if exc.code != 50007:
                raise
            await interaction.response.send_message(f"I cannot DM {player.name}", ephemeral=True)
            return
        await interaction.response.send_message(f"Sent {player.name} their hand", ephemeral=True)

    @app_commands.command(name="thread", description="Open a thread for orders")
    @app_commands.describe(name="Thread name")
    async def thread(self, interaction: discord.Interaction, name: str) -> None:
        assert isinstance(interaction.channel, discord.TextChannel)
        await interaction.response.defer()
        thread = await interaction.channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        await thread.send("Orders go here")
        await interaction.edit_original_response(content=f"Opened {thread.mention}")


class SampleBot(commands.Bot):
    """The bot; ``dev_guild_id`` syncs commands to that guild instead of globally."""

    def __init__(self, *, dev_guild_id: int | None = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            guild_ready_timeout=0.2,
        )
        self.dev_guild_id = dev_guild_id

    async def setup_hook(self) -> None:
        if discord.http.Route.BASE != DISCORD_API:
            _, url, _ = await self.http.get_bot_gateway()
            DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
        self.tree.add_command(Game())
        self.add_dynamic_items(JoinButton, SideSelect)
        if self.dev_guild_id is None:
            await self.tree.sync()
        else:
            guild = discord.Object(self.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)

    async def on_ready(self) -> None:
        log.info("sample bot ready as %s in %d guilds", self.user, len(self.guilds))


async def main() -> None:
    """Run from the environment until SIGTERM."""
    if api_base := os.environ.get("DISCORD_API_BASE"):
        use_api(api_base)
    dev_guild = os.environ.get("DEV_GUILD_ID")
    bot = SampleBot(dev_guild_id=int(dev_guild) if dev_guild else None)
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, lambda: asyncio.create_task(bot.close()))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    level = logging.getLevelNamesMapping()[os.environ.get("LOG_LEVEL", "INFO").upper()]
    discord.utils.setup_logging(level=level, root=True)
    asyncio.run(main())
