"""``/game ...``: open, join, leave, start, look at, list, configure and end games."""

from __future__ import annotations

from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import complete, text
from bot.client import MarengoBot
from bot.respond import is_admin
from engine import GAMES
from engine.core import Game


def _game_option(interaction: discord.Interaction) -> Game[Any] | None:
    return GAMES.get(str(getattr(interaction.namespace, "game", "") or ""))


@app_commands.guild_only()
class LobbyCog(commands.GroupCog, group_name="game", group_description="Open, join, start and manage games"):
    def __init__(self, bot: MarengoBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.delivery = bot.delivery

    async def _game_here(self, interaction: discord.Interaction) -> int:
        return (await self.service.game_in(interaction.channel_id or 0)).id

    @app_commands.command(name="new")
    @app_commands.describe(
        game="Which game to play",
        scenario="The scenario (the game's first one if left out)",
        options="Game options as key=value pairs separated by spaces, e.g. allies=3",
        seat="Take this seat yourself at once",
        where="Play in a new thread of this channel (default) or in this channel itself",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        scenario: str | None = None,
        options: str | None = None,
        seat: str | None = None,
        where: Literal["thread", "channel"] = "thread",
    ) -> None:
        """Open a new game (you become its owner); players then join it."""
        found, scenario_key, _ = self.service.check_new(game, scenario, options, seat)
        here = interaction.channel
        in_thread = where == "thread" and not isinstance(here, discord.Thread)
        if not in_thread:
            await self.service.check_channel_free(interaction.channel_id or 0)
        await interaction.response.defer(thinking=True)
        channel_id, parent = await self.delivery.place_for_new(
            interaction.channel_id or 0,
            in_thread,
            f"{found.title} ({scenario_key}) · {interaction.user.display_name}",
        )
        info = await self.service.create(
            guild_id=interaction.guild_id or 0,
            channel_id=channel_id,
            parent_channel_id=parent if in_thread else getattr(here, "parent_id", None),
            owner_id=interaction.user.id,
            key=game,
            scenario=scenario_key,
            options_text=options,
            seat=seat,
        )
        if in_thread:
            await self.delivery.post_lobby(info)
        await interaction.followup.send(text.created(info))

    @new.autocomplete("game")
    async def _new_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.games(GAMES, current)

    @new.autocomplete("scenario")
    async def _new_scenario(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.scenarios(_game_option(interaction), current)

    @new.autocomplete("options")
    async def _new_options(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.options(_game_option(interaction), current)

    @new.autocomplete("seat")
    async def _new_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        game = _game_option(interaction)
        if game is None:
            return []
        try:
            _, _, resolved = self.service.check_new(
                game.key, None, getattr(interaction.namespace, "options", None)
            )
        except ValueError:
            resolved = game.resolve_options({})
        seat_keys = game.seats(resolved)
        return complete.seats({s: game.seat_label(s) for s in seat_keys}, seat_keys, current)

    @app_commands.command(name="join")
    @app_commands.describe(seat="The seat to take (a random free one if left out)")
    async def join(self, interaction: discord.Interaction, seat: str | None = None) -> None:
        """Take a seat in this channel's game (also to replace a player who left)."""
        game_id = await self._game_here(interaction)
        taken = await self.service.join(game_id, interaction.user.id, seat)
        info = await self.service.info(game_id)
        missing = len(info.free_seats())
        after = (
            f"{missing} seat(s) still free."
            if missing
            else "Every seat is taken: the owner can `/game start`."
        )
        if info.status == "active":
            after = "They take over from here."
        await interaction.response.send_message(
            f"🪑 {text.mention(interaction.user.id)} takes **{info.labels[taken]}** in **{info.name}**. {after}"
        )

    @join.autocomplete("seat")
    async def _join_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            info = await self.service.game_in(interaction.channel_id or 0)
        except ValueError:
            return []
        return complete.seats(info.labels, info.free_seats(), current)

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Give up your seats in this channel's game (in play, someone else can then join in your place)."""
        game_id = await self._game_here(interaction)
        seats = await self.service.leave(game_id, interaction.user.id)
        info = await self.service.info(game_id)
        names = ", ".join(info.labels[s] for s in seats)
        await interaction.response.send_message(
            f"👋 {text.mention(interaction.user.id)} leaves **{names}** in **{info.name}**; `/game join` to take over."
        )

    @app_commands.command(name="start")
    @app_commands.describe(
        random_seats="Shuffle the seats among the players first",
        without_dms="Start even if some players cannot get direct messages (they use /hand instead)",
    )
    async def start(
        self, interaction: discord.Interaction, random_seats: bool = False, without_dms: bool = False
    ) -> None:
        """Start this channel's game once every seat is taken (owner or Manage Channels)."""
        game_id = await self._game_here(interaction)
        info = await self.service.check_start(game_id, interaction.user.id, is_admin(interaction))
        await interaction.response.defer(thinking=True)
        failed = await self.delivery.check_dms(info) if info.hidden else []
        if failed and not without_dms:
            names = ", ".join(text.mention(u) for u in failed)
            await interaction.followup.send(
                text.no_dms(names), allowed_mentions=discord.AllowedMentions(users=True)
            )
            return
        await self.service.start(game_id, interaction.user.id, is_admin(interaction), shuffle=random_seats)
        problem = await self.delivery.announce(game_id)
        await interaction.followup.send(f"▶️ **{info.name}** has started.{problem}")

    @app_commands.command(name="status")
    async def status(self, interaction: discord.Interaction) -> None:
        """Where this channel's game stands: seats, whose turn, settings."""
        game_id = (await self.service.game_in(interaction.channel_id or 0, include_ended=True)).id
        info, _, status = await self.service.public_view(game_id)
        board = await self.service.latest_board(game_id)
        await interaction.response.send_message(text.summary(info, status, board), ephemeral=True)

    @app_commands.command(name="list")
    async def list_(self, interaction: discord.Interaction) -> None:
        """The games being set up or played on this server."""
        games = await self.service.list_games(interaction.guild_id or 0)
        lines = [f"**{g.name}** ({g.status}) in <#{g.channel_id}> — {text.seating(g)}" for g in games]
        body = (
            text.chunks(["🎲 Games on this server:", *lines])[0]
            if lines
            else "No games here yet: `/game new`."
        )
        await interaction.response.send_message(body, ephemeral=True)

    @app_commands.command(name="abandon")
    async def abandon(self, interaction: discord.Interaction) -> None:
        """End this channel's game without a result (owner or Manage Channels)."""
        game_id = await self._game_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self.service.abandon(game_id, interaction.user.id, is_admin(interaction))
        problem = await self.delivery.announce(game_id)
        await interaction.followup.send(f"🗑️ **{info.name}** is abandoned.{problem}", ephemeral=True)

    @app_commands.command(name="concede")
    async def concede(self, interaction: discord.Interaction) -> None:
        """Concede: your seats give up and the game ends."""
        game_id = await self._game_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self.service.concede(game_id, interaction.user.id)
        problem = await self.delivery.announce(game_id)
        await interaction.followup.send(f"🏳️ You conceded **{info.name}**.{problem}", ephemeral=True)

    @app_commands.command(name="settings")
    @app_commands.describe(
        reminder_hours="Hours before a player who must act is reminded (default 24)",
        reminders="Reminders before the table gets a stall notice (default 3)",
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        reminder_hours: app_commands.Range[float, 0.25, 720.0] | None = None,
        reminders: app_commands.Range[int, 0, 20] | None = None,
    ) -> None:
        """Set the turn reminders of this channel's game (owner or Manage Channels)."""
        game_id = await self._game_here(interaction)
        info = await self.service.settings(
            game_id, interaction.user.id, is_admin(interaction), reminder_hours, reminders
        )
        await interaction.response.send_message(
            f"⏰ **{info.name}**: reminders every {info.reminder_hours:g} h, stall notice after {info.reminder_limit}."
        )


async def setup(bot: MarengoBot) -> None:
    await bot.add_cog(LobbyCog(bot))
