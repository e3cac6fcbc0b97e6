"""``/play``, ``/board``, ``/hand``, ``/log``, ``/undo``: taking turns and looking at the game."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from bot import limits, versioned
from bot import text as bot_text
from bot.chat import complete, history_words, payload, respond, words
from bot.chat.client import MarengoBot
from bot.service import View
from images import boardtext

MAX_TEXT_PAGES = 10  # /board text: at most this many messages
MAX_TURN = 999  # /board turn: no game runs longer
TURN_OPTION = "bot-history-board-turn"  # its name and description


async def boardtext_lines(view: View, lang: str) -> list[str]:
    """A view's board as plain lines (``images.boardtext``), drawn off the event loop."""
    lines: list[str] = await asyncio.to_thread(boardtext.board_text, view, lang)
    return lines


class PlayCog(commands.Cog):
    def __init__(self, bot: MarengoBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.delivery = bot.delivery

    async def _game_here(self, interaction: discord.Interaction, *, include_ended: bool = False) -> int:
        return (
            await self.service.tables.game_in(interaction.channel_id or 0, include_ended=include_ended)
        ).id

    @payload.slash("bot-command-play")
    @app_commands.guild_only()
    @payload.options("bot-command-play", "action", "seat")
    async def play(
        self, interaction: discord.Interaction, action: str | None = None, seat: str | None = None
    ) -> None:
        """Take your turn in this channel's game."""
        seen = self.service.tables.version_in(interaction.channel_id or 0)  # before anything waits: as sent
        if action is None:  # the caller's prompt, a private answer: acknowledged at once
            await interaction.response.defer(ephemeral=True, thinking=True)
            await respond.turn(interaction, await self._game_here(interaction), seat=seat)
            return
        game_id = await self._game_here(interaction)
        action, version = versioned.split(action)  # chosen from the list: at that game version only
        await respond.play(
            interaction, game_id, action, seat=seat, version=seen if version is None else version
        )

    @play.autocomplete("action")
    async def _play_action(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            game_id = await self._game_here(interaction)
        except ValueError:
            return []
        seat = getattr(interaction.namespace, "seat", None)
        legal = self.service.play.choices(game_id, interaction.user.id, seat)
        version = (await self.service.tables.info(game_id)).version
        return complete.actions(words.reader(interaction), legal, current, version)

    @play.autocomplete("seat")
    async def _play_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            info = await self.service.tables.game_in(interaction.channel_id or 0)
        except ValueError:
            return []
        say = words.reader(interaction)
        return complete.seats(
            {s: say.seat(info, s) for s in info.seats}, info.seats_of(interaction.user.id), current
        )

    @payload.slash("bot-command-board")
    @app_commands.guild_only()
    @payload.options("bot-command-board", "text", "mine", "layout")
    @app_commands.describe(turn=payload.text(TURN_OPTION))
    @app_commands.rename(turn=payload.name(TURN_OPTION))
    @app_commands.choices(layout=payload.layouts())
    async def board(
        self,
        interaction: discord.Interaction,
        text: bool = False,
        mine: bool = False,
        layout: str | None = None,
        turn: app_commands.Range[int, 1, MAX_TURN] | None = None,
    ) -> None:
        """Post the current board of this channel's game for everyone."""
        private = mine or turn is not None
        # for everyone: the channel's live game as last loaded (no wait); when there is one, nothing
        # refuses the board, so it is acknowledged publicly at once, else after the lookup (so that a
        # refusal stays private). Only for the member: privately at once, before the game is read.
        known = None if private else self.service.tables.live_in(interaction.channel_id or 0)
        if private or known is not None:
            await interaction.response.defer(thinking=True, ephemeral=private)
        game_id = (
            known.row.id if known is not None else await self._game_here(interaction, include_ended=True)
        )
        phone: bool | None = None  # the owner's choice for the channel's boards
        if layout is not None:
            phone = layout == payload.PHONE
        elif private:  # the member's own choice for private boards
            phone = self.service.members.prefers_phone(interaction.user.id)
        if turn is not None:
            await self._past_board(interaction, game_id, turn, text=text, phone=bool(phone))
            return
        if not private and known is None:  # for everyone, once the channel is known to hold a game
            await interaction.response.defer(thinking=True)
        user = interaction.user.id if mine else None
        lang = words.reader(interaction).tr.lang
        if text:
            await self._send_text(interaction, await self.delivery.board_text(game_id, user, lang), mine)
            return
        if mine:
            files = await self.delivery.seat_pictures(game_id, interaction.user.id, lang, phone=bool(phone))
            await interaction.followup.send(
                words.reader(interaction).say("bot-board-mine"),
                files=self.delivery.discord_files(files),
                ephemeral=True,
            )
            return
        body, files = await self.delivery.board_files(game_id, phone=phone)
        await interaction.followup.send(body, files=self.delivery.discord_files(files))

    async def _past_board(
        self, interaction: discord.Interaction, game_id: int, turn: int, *, text: bool, phone: bool
    ) -> None:
        """``/board turn:N``, only for the member: each of their seats' boards at the start of turn N
        as that seat saw it, or the public board for a member who holds no seat. Acknowledged
        privately before the past is rebuilt (``board``): a refusal is the private answer."""
        say = words.reader(interaction)
        past = await self.service.history.board_at(game_id, interaction.user.id, turn)
        for seat, view in past.views:
            head = history_words.board_head(say, past, seat)
            if text:
                await self._send_text(interaction, [head, *await boardtext_lines(view, say.tr.lang)], True)
                continue
            files = await self.delivery.pictures(view, say.tr.lang, phone=phone)
            body = head if files else "\n".join([head, say.say("bot-no-picture")])
            await interaction.followup.send(body, files=self.delivery.discord_files(files), ephemeral=True)

    @staticmethod
    async def _send_text(interaction: discord.Interaction, lines: list[str], ephemeral: bool) -> None:
        for page in bot_text.chunks(lines)[:MAX_TEXT_PAGES]:
            await interaction.followup.send(page, ephemeral=ephemeral)

    @board.autocomplete("turn")
    async def _board_turn(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The turns the game has reached so far, latest first."""
        try:
            game_id = await self._game_here(interaction, include_ended=True)
        except ValueError:
            return []
        say = words.reader(interaction)
        reached = reversed(await self.service.history.turns_reached(game_id))
        found = [t for t in reached if current.strip() in str(t)]
        return [
            app_commands.Choice(name=history_words.turn_choice(say, t), value=t)
            for t in found[: limits.AUTOCOMPLETE_CHOICES]
        ]

    @payload.slash("bot-command-hand")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        """Your private view (hand, hidden units) and options, only for you; also turns DMs back on."""
        await respond.hand(interaction, await self._game_here(interaction, include_ended=True))

    @payload.slash("bot-command-log")
    @app_commands.guild_only()
    @payload.options("bot-command-log", "count")
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 25] = 10) -> None:
        """The game's log, latest entries first, with buttons to page back."""
        await respond.acknowledge(interaction)  # a private answer: at once, before the game is read
        await respond.log(interaction, await self._game_here(interaction, include_ended=True), count)

    @payload.slash("bot-command-undo")
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back the last action: free when nothing was revealed, else the other players vote."""
        seen = self.service.tables.version_in(interaction.channel_id or 0)  # before anything waits: as sent
        await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
        game_id = await self._game_here(interaction)
        outcome = await self.service.undo.request(game_id, interaction.user.id, seen)
        await respond.undo_outcome(interaction, outcome)


async def setup(bot: MarengoBot) -> None:
    await bot.add_cog(PlayCog(bot))
