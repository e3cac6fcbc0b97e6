"""``/orders``: a member's standing orders for the game in this channel, shown and set privately.

The panel (ephemeral) lists the game's kinds of reaction window in a menu, those always passed
chosen, and a button that turns the taking of forced steps on or off; each change is saved at once,
the panel redrawn in place, and whatever the new orders answer now is answered and announced. With
``every_game``, the panel sets the member's orders for every game of the title they play (a game's
own orders come first). Its menu and button are ``DynamicItem``s (``mg:o…``) that carry the game id
(and ``:a`` for every game), so they keep working after a restart.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import limits
from bot.chat import fitting, payload, words
from bot.chat.app import app
from bot.chat.client import MarengoBot
from bot.chat.respond import acknowledge, edit_panel, in_panel, text_or_followup
from bot.chat.tree import guarded
from bot.chat.words import Words
from bot.service.orders import OrdersView
from engine.core import Msg

Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]
YES, NO = "y", "n"
EVERYWHERE = ":a"  # the end of a custom id: the member's orders for every game of the title


def orders_text(say: Words, shown: OrdersView) -> str:
    """The member's orders in words: the windows always passed, and forced steps."""
    info, orders = shown.info, shown.orders
    if shown.everywhere:
        lines = [say.say("bot-orders-head-everywhere", title=Msg(f"{info.key}-title"))]
    else:
        lines = [say.say("bot-orders-head", game=info.name)]
    if shown.kinds:
        passed = [window_name(say, info.key, k) for k in shown.kinds if k in orders.passes]
        if passed:
            lines.append(say.say("bot-orders-passes", windows=say.listing(passed)))
        else:
            lines.append(say.say("bot-orders-passes-none"))
    else:
        lines.append(say.say("bot-orders-no-windows"))
    lines.append(say.say("bot-orders-forced-on" if orders.forced else "bot-orders-forced-off"))
    lines.append(say.say("bot-orders-how" if shown.kinds else "bot-orders-how-forced"))
    return limits.clip("\n".join(lines), limits.MESSAGE)


def window_name(say: Words, game: str, kind: str) -> str:
    """A kind of reaction window, named by its catalog entry ``{game}-window-{kind}``."""
    return say(Msg(f"{game}-window-{kind}"))


def orders_controls(say: Words, shown: OrdersView) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    game_id, orders = shown.info.id, shown.orders
    if shown.kinds:
        options = [
            fitting.select_option(window_name(say, shown.info.key, k), k)
            for k in shown.kinds[: limits.SELECT_OPTIONS]
        ]
        for option in options:
            option.default = option.value in orders.passes
        view.add_item(WindowsSelect(game_id, options, say.say("bot-orders-select"), shown.everywhere))
    key = "bot-orders-button-forced-off" if orders.forced else "bot-orders-button-forced-on"
    view.add_item(ForcedButton(game_id, not orders.forced, say.say(key), shown.everywhere))
    return view


async def show(interaction: discord.Interaction, shown: OrdersView, *, edit: bool) -> None:
    """The panel: a new private reply, or the one clicked on, redrawn in place (as the answer, or
    after an acknowledgement)."""
    say = words.reader(interaction)
    body, view = orders_text(say, shown), orders_controls(say, shown)
    if edit:
        await edit_panel(interaction, body, view)
    else:
        await text_or_followup(interaction, body, view)


async def change(
    interaction: discord.Interaction,
    game_id: int,
    *,
    passes: list[str] | None,
    forced: bool | None,
    everywhere: bool,
) -> None:
    """Save a change to the member's orders, redraw the panel, and announce what they answered;
    acknowledged before the game's lock and the database (a private panel: as an update to it)."""
    await acknowledge(interaction)
    bot = app(interaction)
    shown = await bot.service.orders.set(
        game_id,
        interaction.user.id,
        passes=frozenset(passes) if passes is not None else None,
        forced=forced,
        everywhere=everywhere,
    )
    await show(interaction, shown, edit=in_panel(interaction))  # a private panel only
    for answered in shown.answered:
        await bot.delivery.tell(answered, words.reader(interaction))


class WindowsSelect(discord.ui.DynamicItem[Select], template=r"mg:ow:(?P<game>\d+)(?P<all>:a)?"):
    """The kinds of reaction window the member always passes (any number of them, or none)."""

    def __init__(
        self,
        game_id: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        everywhere: bool = False,
    ) -> None:
        options = options or []
        super().__init__(
            discord.ui.Select(
                custom_id=f"mg:ow:{game_id}{EVERYWHERE if everywhere else ''}",
                placeholder=placeholder,
                options=options,
                min_values=0,
                max_values=max(len(options), 1),
            )
        )
        self.game_id, self.everywhere = game_id, everywhere

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> WindowsSelect:
        return cls(int(match["game"]), everywhere=bool(match["all"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(
            interaction,
            change(
                interaction,
                self.game_id,
                passes=list(self.item.values),
                forced=None,
                everywhere=self.everywhere,
            ),
        )


class ForcedButton(discord.ui.DynamicItem[Button], template=r"mg:of:(?P<game>\d+):(?P<on>[yn])(?P<all>:a)?"):
    """Turns the taking of forced steps on (``y``) or off (``n``)."""

    def __init__(self, game_id: int, on: bool, label: str | None = None, everywhere: bool = False) -> None:
        style = discord.ButtonStyle.success if on else discord.ButtonStyle.secondary
        custom_id = f"mg:of:{game_id}:{YES if on else NO}{EVERYWHERE if everywhere else ''}"
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.game_id, self.on, self.everywhere = game_id, on, everywhere

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ForcedButton:
        label = getattr(item, "label", None)
        return cls(int(match["game"]), match["on"] == YES, label, everywhere=bool(match["all"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(
            interaction,
            change(interaction, self.game_id, passes=None, forced=self.on, everywhere=self.everywhere),
        )


class OrdersCog(commands.Cog):
    def __init__(self, bot: MarengoBot) -> None:
        self.bot = bot

    @payload.slash("bot-command-orders")
    @payload.options("bot-command-orders", "every_game")
    @app_commands.guild_only()
    async def orders(self, interaction: discord.Interaction, every_game: bool = False) -> None:
        """Your standing orders for this channel's game (or every game of its title you play):
        windows always passed, forced steps taken."""
        await interaction.response.defer(ephemeral=True, thinking=True)  # before anything waits
        game_id = (await self.bot.service.tables.game_in(interaction.channel_id or 0)).id
        shown = await self.bot.service.orders.of(game_id, interaction.user.id, everywhere=every_game)
        await show(interaction, shown, edit=False)


async def setup(bot: MarengoBot) -> None:
    bot.add_dynamic_items(WindowsSelect, ForcedButton)
    await bot.add_cog(OrdersCog(bot))
