"""The discord.py client: wires storage, service, delivery and reminders, loads the cogs.

``make_bot`` picks it: one process holding every guild (``MarengoBot``, the default), or the gateway
shards ``SHARD_IDS`` of ``SHARD_COUNT`` (``ShardedMarengoBot``, over discord.py's
``AutoShardedClient``), each process with its guilds' games (``Settings.held``).
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Callable
from typing import Any, cast

import discord
from discord.ext import commands

from bot.chat.backlog import Backlog
from bot.chat.clicks import DYNAMIC_ITEMS, ENDING_ITEMS, LIFE_ITEMS
from bot.chat.clocks import CLOCK_ITEMS
from bot.chat.delivery import Delivery, DiscordOutbox
from bot.chat.payload import CommandTranslator
from bot.chat.reminders import Reminders
from bot.chat.sync import sync_commands
from bot.chat.tree import MarengoTree, guard_commands, report_error
from bot.config import Settings
from bot.drawing import Drawing
from bot.service import GameService
from bot.service.control import Paced
from bot.service.thinking import PoolStandIn
from bot.storage import Storage
from bot.timesource import Clock, SystemClock
from engine.core import Msg, RulesError
from i18n.commands import set_command_ids

log = logging.getLogger(__name__)

EXTENSIONS = (
    "bot.chat.cogs.lobby",
    "bot.chat.cogs.play",
    "bot.chat.cogs.info",
    "bot.chat.cogs.orders",
    "bot.chat.cogs.ending",
)


class MarengoBot(commands.Bot):
    """Slash commands only: no privileged intents, no prefix commands, no mentions unless asked for."""

    def __init__(
        self,
        settings: Settings,
        storage: Storage,
        *,
        clock: Clock | None = None,
        seed_source: Callable[[], int] | None = None,
        picker: random.Random | None = None,
        **options: Any,
    ) -> None:
        """``options`` go to discord.py's ``Client`` (tests shorten ``guild_ready_timeout``);
        ``seed_source`` and ``picker`` replace the service's system randomness (tests fix them)."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            tree_cls=MarengoTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            max_ratelimit_timeout=60.0,
            **options,
        )
        self.settings = settings
        self.storage = storage
        self.service = GameService(storage, clock or SystemClock(), seed_source=seed_source, picker=picker)
        self.delivery = Delivery(
            self.service,
            DiscordOutbox(self),
            drawing=Drawing(settings.draw_workers),
            backlog=Backlog(settings.work_at_once),
        )
        self.thinking = PoolStandIn(settings.ai_workers, settings.ai_playouts)
        answers = self.service.answers
        answers.stand_in = Paced(self.thinking, settings.ai_pace)  # answers shown at a public pace
        answers.on_stand_in = self.delivery.tell  # the AI's plays, told as any decision's outcome
        self.reminders = Reminders(self.service, self.delivery, poll_seconds=settings.reminder_poll_seconds)
        self._templates: list[re.Pattern[str]] = []  # the custom ids of every registered item

    async def setup_hook(self) -> None:
        """Open the database, rebuild every game, load the commands, sync if needed, start reminders."""
        await self.storage.open()
        self.delivery.drawing.start()
        log.info("rebuilt %d games from the database", await self.service.tables.load_all())
        await self.service.members.load()
        await self.load_cogs()
        self.add_dynamic_items(*DYNAMIC_ITEMS, *LIFE_ITEMS, *CLOCK_ITEMS, *ENDING_ITEMS)
        await sync_commands(self.tree, self.storage, self.settings)
        self.reminders.start(self)  # its first round re-announces turns a crash left unannounced

    async def load_cogs(self) -> None:
        """Load every command module and the translator of their names (also used by the
        command-payload test)."""
        await self.tree.set_translator(CommandTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        guard_commands(self.tree)

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        """Register the items, and remember which custom ids they answer (``on_interaction``)."""
        super().add_dynamic_items(*items)
        self._templates += [item.__discord_ui_compiled_template__ for item in items]

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Remember the language of each member's client, for the direct messages they get later; a
        component whose custom id no item of the bot answers (a forged one) is refused privately."""
        await self.service.members.remember_locale(interaction.user.id, str(interaction.locale))
        if interaction.type is discord.InteractionType.component:
            custom_id = str(cast("dict[str, Any]", interaction.data or {}).get("custom_id", ""))
            if not any(template.fullmatch(custom_id) for template in self._templates):
                await report_error(interaction, RulesError(Msg("bot-guard-unknown-button")), "component")

    async def on_ready(self) -> None:
        log.info(
            "connected as %s (%s) to %d guilds (%s)",
            self.user,
            self.user.id if self.user else "?",
            len(self.guilds),
            self.shard_names,
        )

    @property
    def shard_names(self) -> str:
        """The shards this process runs, for its log lines."""
        shards = self.settings.shards
        return f"shards {list(shards.ids)} of {shards.count}" if shards else "unsharded"

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """Nothing is dispatched once the bot is closing: discord.py's wait for the guilds after a
        READY outlives ``close()``, and its ``ready`` would make a handler for a loop the closed
        client no longer has (a coroutine never awaited, an error in the wait's task)."""
        if not self.is_closed():
            super().dispatch(event_name, *args, **kwargs)

    async def close(self) -> None:
        """Stop reminders, disconnect, and close the database last; texts name commands again
        instead of mentioning ids this bot no longer answers for."""
        await self.reminders.stop()
        await self.service.answers.stop()
        self.thinking.close()
        self.delivery.drawing.close()
        await super().close()
        await self.storage.close()
        set_command_ids({})


class ShardedMarengoBot(MarengoBot, commands.AutoShardedBot):
    """The bot on the gateway shards ``Settings.shards`` names: Discord sends it the events of those
    shards' guilds (DMs: shard 0), and its storage lists and keeps those guilds' games alone."""


def make_bot(settings: Settings, storage: Storage, *, clock: Clock | None = None) -> MarengoBot:
    """The bot ``settings`` describe, unsharded or on its shards."""
    if settings.shards is None:
        return MarengoBot(settings, storage, clock=clock)
    return ShardedMarengoBot(
        settings, storage, clock=clock, shard_ids=list(settings.shards.ids), shard_count=settings.shards.count
    )
