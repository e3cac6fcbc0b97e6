"""``/game ...``: open, join, leave, start, look at, list, configure and end games; declare an absence.

Every subcommand needs a server's channel but ``/game mine``, which in direct messages lists a
member's games on every server (Discord allows DMs per top-level command: the group allows them and
``interaction_check`` refuses the others there)."""

from __future__ import annotations

import unicodedata
from contextlib import AbstractContextManager, nullcontext
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import text
from bot.chat import clock_words, complete, friends, life, payload, words
from bot.chat.client import MarengoBot
from bot.chat.respond import is_admin
from bot.errors import LobbyError
from bot.service.clocks import AWAY_LIMIT, LOBBY_LIMIT, ClockChoice
from bot.service.control import AI_LEVELS, DEFAULT_LEVEL
from bot.service.members import channel_phone
from bot.service.seats import DEADLINE_CHOICES, ON_DEADLINE
from engine import GAMES
from engine.core import Game, Msg
from i18n.languages import autonym

THREAD = "thread"
NAME_LIMIT = 40  # characters of a game's name
ZWJ = "\u200d"  # the zero-width joiner that makes one emoji of several
IN_DMS = ("mine",)
AI_OFF = "off"  # ``/game ai``'s level that takes the AI off the seat
EVERY_OTHER = "*"  # ``/game new``'s ``ai:`` for every seat but the owner's  # the subcommands that also work in direct messages


def clean_name(name: str | None) -> str | None:
    """A game's name without control characters or invisible formatting (line breaks, direction
    overrides that would turn the thread's name around; the joiner inside emoji stays), its spaces
    collapsed; None when nothing is left."""
    if name is None:
        return None
    kept = "".join(
        " " if c.isspace() else c
        for c in name
        if c == ZWJ or c.isspace() or unicodedata.category(c) not in ("Cc", "Cf")
    )
    return " ".join(kept.split()) or None


def _game_option(interaction: discord.Interaction) -> Game[Any, Any] | None:
    return GAMES.get(str(getattr(interaction.namespace, "game", "") or ""))


class LobbyCog(
    commands.GroupCog,
    group_name=payload.name("bot-command-game"),
    group_description=payload.text("bot-command-game"),
):
    def __init__(self, bot: MarengoBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.delivery = bot.delivery

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """In direct messages only ``IN_DMS``: every other subcommand works in a server's channel."""
        command = interaction.command
        if interaction.guild_id is None and (command is None or command.name not in IN_DMS):
            raise app_commands.NoPrivateMessage()
        return True

    async def _game_here(self, interaction: discord.Interaction) -> int:
        return (await self.service.tables.game_in(interaction.channel_id or 0)).id

    async def _one_change(self, game_id: int) -> AbstractContextManager[None]:
        """The claim of a change of who may act (``life.SEATS``: join, leave and the AI take it too),
        taken before a command checks the game as last loaded and held until its write: nothing
        that could make the check fail under the lock runs meanwhile (it is refused privately at
        once), so no refusal follows the public acknowledgement."""
        info = await self.service.tables.info(game_id)
        return self.service.tables.claim(life.SEATS, game_id, Msg("bot-guard-changing", game=info.name))

    @payload.slash("bot-command-game-new")
    @payload.options(
        "bot-command-game-new",
        "game",
        "scenario",
        "options",
        "seat",
        "where",
        "language",
        "name",
        "ai",
        "level",
    )
    @app_commands.choices(
        where=[
            app_commands.Choice(name=payload.text("bot-choice-where-thread"), value=THREAD),
            app_commands.Choice(name=payload.text("bot-choice-where-channel"), value="channel"),
        ],
        language=payload.languages(),
        level=[
            app_commands.Choice(name=payload.text(f"bot-choice-ai-level-{k}"), value=k) for k in AI_LEVELS
        ],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        scenario: str | None = None,
        options: str | None = None,
        seat: str | None = None,
        where: str = THREAD,
        language: str | None = None,
        name: app_commands.Range[str, 1, NAME_LIMIT] | None = None,
        ai: app_commands.Range[str, 1, 200] | None = None,
        level: str = DEFAULT_LEVEL,
    ) -> None:
        """Open a new game (you become its owner); players then join it. The AI plays the seats
        ``ai`` names; when that fills the table, the game starts at once (solo play)."""
        found, scenario_key, resolved = self.service.lobby.check_new(game, scenario, options, seat)
        ai_seats = tuple(ai.replace(",", " ").split()) if ai else ()
        self.service.lobby.check_ai_seats(found, resolved, seat, ai_seats, level)
        name = clean_name(name)
        here = interaction.channel
        in_thread = where == THREAD and not isinstance(here, discord.Thread)
        # in this channel: one ``/game new`` at a time, refused privately while another is under way
        here_id = interaction.channel_id or 0
        opening = Msg("bot-guard-opening", channel=text.channel(here_id))
        claim: AbstractContextManager[None] = (
            nullcontext() if in_thread else self.service.tables.claim("channel", here_id, opening)
        )
        yours = Msg("bot-guard-opening-yours")  # a member's own /game new, sent twice at once
        with self.service.tables.claim("opener", interaction.user.id, yours), claim:
            # acknowledged before the database: a channel's live game is known without waiting
            # (``create`` checks again, against the database, under the channel's lock)
            if not in_thread and self.service.tables.version_in(here_id) is not None:
                raise LobbyError(Msg("bot-error-channel-busy"))
            await interaction.response.defer(thinking=True)
            guild_locale = str(interaction.guild_locale) if interaction.guild_locale else None
            say = words.of(language or words.game_language(guild_locale))
            serial = await self.service.seats.owner_serial(interaction.guild_id or 0, interaction.user.id)
            owner, number = interaction.user.display_name, str(serial)
            thread_name = (
                say.say("bot-thread-name-life", title=found.title, name=name, owner=owner, serial=number)
                if name
                else say.say("bot-thread-name-unnamed", title=found.title, owner=owner, serial=number)
            )
            channel_id, parent = await self.delivery.place_for_new(
                interaction.channel_id or 0, in_thread, thread_name
            )
            info = await self.service.lobby.create(
                guild_id=interaction.guild_id or 0,
                channel_id=channel_id,
                parent_channel_id=parent if in_thread else getattr(here, "parent_id", None),
                owner_id=interaction.user.id,
                key=game,
                scenario=scenario_key,
                options_text=options,
                seat=seat,
                language=say.tr.lang,
                name=name,
                ai=ai_seats,
                ai_level=level,
            )
        if in_thread:
            await life.post_lobby(self.bot, info.id)
        await interaction.followup.send(words.of(info.language).created(info))
        if ai_seats and not info.free_seats():
            await life.start_at_once(interaction, info.id)

    @new.autocomplete("game")
    async def _new_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.games(words.reader(interaction), GAMES, current)

    @new.autocomplete("scenario")
    async def _new_scenario(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.scenarios(words.reader(interaction), _game_option(interaction), current)

    @new.autocomplete("options")
    async def _new_options(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return complete.options(words.reader(interaction), _game_option(interaction), current)

    @new.autocomplete("seat")
    async def _new_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        game = _game_option(interaction)
        if game is None:
            return []
        try:
            _, _, resolved = self.service.lobby.check_new(
                game.key, None, getattr(interaction.namespace, "options", None)
            )
        except ValueError:
            resolved = game.resolve_options({})
        seat_keys = game.seats(resolved)
        say = words.reader(interaction)
        return complete.seats({s: say.tr.name(game.seat_ref(s)) for s in seat_keys}, seat_keys, current)

    @new.autocomplete("ai")
    async def _new_ai(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """``*`` (every seat but yours), then each seat but the one you take."""
        game = _game_option(interaction)
        if game is None:
            return []
        try:
            _, _, resolved = self.service.lobby.check_new(
                game.key, None, getattr(interaction.namespace, "options", None)
            )
        except ValueError:
            resolved = game.resolve_options({})
        mine = getattr(interaction.namespace, "seat", None)
        say = words.reader(interaction)
        names = {s: say.tr.name(game.seat_ref(s)) for s in game.seats(resolved)}
        names[EVERY_OTHER] = say.say("bot-ai-every-other-seat")
        return complete.seats(names, [EVERY_OTHER, *(s for s in game.seats(resolved) if s != mine)], current)

    @payload.slash("bot-command-game-join")
    @payload.options("bot-command-game-join", "seat")
    async def join(self, interaction: discord.Interaction, seat: str | None = None) -> None:
        """Take a seat in this channel's game (also to replace a player who left)."""
        await life.join(interaction, await self._game_here(interaction), seat)

    @join.autocomplete("seat")
    async def _join_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._open_seats(interaction, current)

    async def _open_seats(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The seats of this channel's game nobody holds (the AI's included), for autocomplete."""
        try:
            info = await self.service.tables.game_in(interaction.channel_id or 0)
        except ValueError:
            return []
        say = words.reader(interaction)
        return complete.seats({s: say.seat(info, s) for s in info.seats}, info.open_seats(), current)

    @payload.slash("bot-command-game-ai")
    @payload.options("bot-command-game-ai", "seat", "level")
    @app_commands.choices(
        level=[
            app_commands.Choice(name=payload.text(f"bot-choice-ai-level-{k}"), value=k)
            for k in (*AI_LEVELS, AI_OFF)
        ],
    )
    async def ai(self, interaction: discord.Interaction, seat: str, level: str = DEFAULT_LEVEL) -> None:
        """Let the AI play a seat nobody holds (a vacant one, or one whose player left or was
        unseated at a deadline), or take it off (owner or Manage Channels)."""
        game_id = await self._game_here(interaction)
        await life.add_ai(interaction, game_id, seat, None if level == AI_OFF else level)

    @ai.autocomplete("seat")
    async def _ai_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._open_seats(interaction, current)

    @payload.slash("bot-command-game-friends")
    @payload.options("bot-command-game-friends", "who", "members", "seat")
    @app_commands.choices(
        who=[app_commands.Choice(name=payload.text(f"bot-friends-choice-{k}"), value=k) for k in friends.WHO]
    )
    async def friends(
        self,
        interaction: discord.Interaction,
        who: str,
        members: app_commands.Range[str, 1, 1000] | None = None,
        seat: str | None = None,
    ) -> None:
        """Open the seat you hold to friends (every member of the channel, or those you name), or close it."""
        game_id = await self._game_here(interaction)
        with await self._one_change(game_id):  # the seat checked is still the owner's under the lock
            await friends.share(interaction, game_id, who, members, seat)

    @friends.autocomplete("seat")
    async def _friends_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            info = await self.service.tables.game_in(interaction.channel_id or 0)
        except ValueError:
            return []
        say = words.reader(interaction)
        mine = info.seats_of(interaction.user.id)
        return complete.seats({s: say.seat(info, s) for s in info.seats}, mine, current)

    @payload.slash("bot-command-game-leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Give up your seats in this channel's game (in play, someone else can then join in your place)."""
        await life.leave(interaction, await self._game_here(interaction))

    @payload.slash("bot-command-game-start")
    @payload.options("bot-command-game-start", "random_seats", "without_dms")
    async def start(
        self, interaction: discord.Interaction, random_seats: bool = False, without_dms: bool = False
    ) -> None:
        """Start this channel's game once every seat is taken (owner or Manage Channels)."""
        game_id = await self._game_here(interaction)
        await life.start(interaction, game_id, shuffle=random_seats, without_dms=without_dms)

    @payload.slash("bot-command-game-status")
    async def status(self, interaction: discord.Interaction) -> None:
        """Where this channel's game stands: seats, whose turn, settings."""
        await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
        game_id = (await self.service.tables.game_in(interaction.channel_id or 0, include_ended=True)).id
        public = await self.service.news.public_view(game_id)
        board = await self.service.news.latest_board(game_id)
        say = words.reader(interaction)
        card = (
            say.summary(public.info, public.status, board)
            + "\n"
            + clock_words.settings_line(say, public.info)
        )
        await interaction.followup.send(card, ephemeral=True)

    @payload.slash("bot-command-game-list")
    async def list_(self, interaction: discord.Interaction) -> None:
        """The games being set up or played on this server."""
        await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
        games = await self.service.tables.list_games(interaction.guild_id or 0)
        say = words.reader(interaction)
        lines = [say.game_line(g) for g in games]
        body = text.chunks([say.say("bot-list-head"), *lines])[0] if lines else say.say("bot-list-none")
        await interaction.followup.send(body, ephemeral=True)

    @payload.slash("bot-command-game-mine")
    async def mine(self, interaction: discord.Interaction) -> None:
        """Your games on this server (in direct messages: on every server): which wait for you, since
        when, and where."""
        await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
        say = words.reader(interaction)
        everywhere = interaction.guild_id is None
        games = await self.service.seats.my_games(interaction.user.id, interaction.guild_id)
        lines = [
            say.say(
                "bot-mine-waiting" if g.waiting else "bot-mine-game",
                game=g.info.name,
                status=Msg(f"bot-status-{g.info.status}"),
                since=clock_words.when(g.since),
                link=f"https://discord.com/channels/{g.info.guild_id}/{g.info.channel_id}",
            )
            for g in games
        ]
        head, none = (
            ("bot-clock-mine-head", "bot-clock-mine-none")
            if everywhere
            else ("bot-mine-head", "bot-mine-none")
        )
        body = text.chunks([say.say(head), *lines])[0] if lines else say.say(none)
        await interaction.followup.send(body, ephemeral=True)

    @payload.slash("bot-command-game-abandon")
    async def abandon(self, interaction: discord.Interaction) -> None:
        """End this channel's game without a result (owner or Manage Channels)."""
        game_id = await self._game_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        abandoned = await self.service.lobby.abandon(game_id, interaction.user.id, is_admin(interaction))
        info, say = abandoned.info, words.reader(interaction)
        problem = await self.delivery.tell(abandoned, say)
        await interaction.followup.send(say.say("bot-abandoned", game=info.name) + problem, ephemeral=True)

    @payload.slash("bot-command-game-concede")
    async def concede(self, interaction: discord.Interaction) -> None:
        """Concede: your seats give up and the game ends."""
        await life.concede(interaction, await self._game_here(interaction))

    @payload.slash("bot-command-game-settings")
    @payload.options(
        "bot-command-game-settings",
        "reminder_hours",
        "reminders",
        "language",
        "deadline_hours",
        "on_deadline",
        "away_days",
        "lobby_hours",
        "layout",
    )
    @app_commands.choices(
        language=payload.languages(),
        layout=payload.layouts(),
        on_deadline=[
            app_commands.Choice(name=payload.text(f"bot-clock-choice-on-deadline-{k}"), value=k)
            for k in ON_DEADLINE
        ],
    )
    @app_commands.choices(
        deadline_hours=[
            app_commands.Choice(name=payload.text(f"bot-clock-choice-deadline-{h}"), value=h)
            for h in DEADLINE_CHOICES
        ],
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        reminder_hours: app_commands.Range[float, 0.25, 720.0] | None = None,
        reminders: app_commands.Range[int, 0, 20] | None = None,
        language: str | None = None,
        deadline_hours: int | None = None,
        on_deadline: str | None = None,
        away_days: app_commands.Range[int, 0, AWAY_LIMIT] | None = None,
        lobby_hours: app_commands.Range[int, 0, LOBBY_LIMIT] | None = None,
        layout: str | None = None,
    ) -> None:
        """Set the turn reminders, the turn clock, absences, lobby expiry, the language and the layout
        of the boards of this channel's game (owner or Manage Channels)."""
        game_id = await self._game_here(interaction)
        admin = is_admin(interaction)
        clock = ClockChoice(deadline_hours, on_deadline, away_days, lobby_hours)
        with await self._one_change(game_id):  # no /game away checks the absence limit meanwhile
            await self.service.clocks.check_choice(game_id, interaction.user.id, admin, clock)  # privately
            await interaction.response.defer(thinking=True)  # public, before the game's lock and the writes
            await self.service.clocks.choose(game_id, interaction.user.id, admin, clock)
            if layout is not None:
                await self.service.members.choose_board_layout(
                    game_id, interaction.user.id, admin, layout == payload.PHONE
                )
            info = await self.service.lobby.settings(
                game_id, interaction.user.id, admin, reminder_hours, reminders, language
            )
        say = words.of(info.language)
        line = say.say(
            "bot-settings",
            game=info.name,
            hours=f"{info.reminder_hours:g}",
            limit=info.reminder_limit,
            language=autonym(info.language),
        )
        boards = say.say(
            "bot-settings-layout-phone" if channel_phone(info) else "bot-settings-layout-desktop"
        )
        await interaction.followup.send(f"{line}\n{clock_words.settings_line(say, info)}\n{boards}")

    @payload.slash("bot-command-game-away")
    @payload.options("bot-command-game-away", "days")
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 1, AWAY_LIMIT]
    ) -> None:
        """Declare an absence: your turn clock and reminders pause until you are back."""
        game_id = await self._game_here(interaction)
        with await self._one_change(game_id):  # the seat and the limit checked still hold under the lock
            await self.service.clocks.check_away(game_id, interaction.user.id, days)  # a refusal: private
            await interaction.response.defer(thinking=True)  # public, before the game's lock and the write
            absence = await self.service.clocks.declare_away(game_id, interaction.user.id, days)
        info = await self.service.tables.info(game_id)
        await interaction.followup.send(
            words.of(info.language).say(
                "bot-clock-away",
                player=text.mention(interaction.user.id),
                game=info.name,
                until=clock_words.when(absence.until, "D"),
            )
        )

    @payload.slash("bot-command-game-back")
    async def back(self, interaction: discord.Interaction) -> None:
        """End your declared absence now."""
        game_id = await self._game_here(interaction)
        with await self._one_change(game_id):  # the absence checked still runs under the lock
            # the table holds the absences: checked without waiting (a refusal: private), then
            # acknowledged publicly before the game's lock and the write
            checked = await self.service.clocks.check_back(game_id, interaction.user.id)
            await interaction.response.defer(thinking=True)
            await self.service.clocks.come_back(game_id, interaction.user.id, checked)
        info = await self.service.tables.info(game_id)
        await interaction.followup.send(
            words.of(info.language).say(
                "bot-clock-back", player=text.mention(interaction.user.id), game=info.name
            )
        )


async def setup(bot: MarengoBot) -> None:
    await bot.add_cog(LobbyCog(bot))
