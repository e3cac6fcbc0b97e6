"""Buttons and menus of a game's life outside the turns: the lobby's Join and Start, confirming a
concession and a side's vote on it.

Like ``bot.chat.controls``, each is a ``DynamicItem`` whose custom_id (``mg:z…``) carries all it needs, so it
keeps working after a restart; a click is answered by ``bot.chat.clicks``.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.chat import fitting
from bot.chat.tree import answer
from bot.chat.words import Words
from bot.service.control import AI_LEVELS

Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]


class JoinSelect(discord.ui.DynamicItem[Select], template=r"mg:zj:(?P<game>\d+)"):
    """The lobby's Join: pick a free seat (or any)."""

    def __init__(
        self, game_id: int, options: list[discord.SelectOption] | None = None, placeholder: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Select(custom_id=f"mg:zj:{game_id}", placeholder=placeholder, options=options or [])
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> JoinSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


class AddAISelect(discord.ui.DynamicItem[Select], template=r"mg:zi:(?P<game>\d+)"):
    """The lobby's Add AI: a free seat and the AI's level (the owner, or Manage Channels)."""

    def __init__(
        self, game_id: int, options: list[discord.SelectOption] | None = None, placeholder: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Select(custom_id=f"mg:zi:{game_id}", placeholder=placeholder, options=options or [])
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> AddAISelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


class StartButton(discord.ui.DynamicItem[Button], template=r"mg:zs:(?P<game>\d+)"):
    """The lobby's Start (the owner, or a member with Manage Channels)."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.success, custom_id=f"mg:zs:{game_id}")
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> StartButton:
        return cls(int(match["game"]), getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


class ConcedeButton(
    discord.ui.DynamicItem[Button], template=r"mg:zk:(?P<game>\d+):(?P<version>\d+):(?P<yes>[yn])"
):
    """Confirms (or calls off) a concession asked at ``version``."""

    def __init__(self, game_id: int, version: int, yes: bool, label: str | None = None) -> None:
        style = discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary
        custom_id = f"mg:zk:{game_id}:{version}:{'y' if yes else 'n'}"
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.game_id, self.version, self.yes = game_id, version, yes

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ConcedeButton:
        return cls(
            int(match["game"]), int(match["version"]), match["yes"] == "y", getattr(item, "label", None)
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


class SideVoteButton(
    discord.ui.DynamicItem[Button], template=r"mg:zv:(?P<game>\d+):(?P<version>\d+):(?P<yes>[yn])"
):
    """A partner agrees to (or refuses) their side's concession."""

    def __init__(self, game_id: int, version: int, yes: bool, label: str | None = None) -> None:
        style = discord.ButtonStyle.danger if yes else discord.ButtonStyle.success
        custom_id = f"mg:zv:{game_id}:{version}:{'y' if yes else 'n'}"
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.game_id, self.version, self.yes = game_id, version, yes

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SideVoteButton:
        return cls(
            int(match["game"]), int(match["version"]), match["yes"] == "y", getattr(item, "label", None)
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


LIFE_ITEMS = (JoinSelect, AddAISelect, StartButton, ConcedeButton, SideVoteButton)


def _controls(*items: discord.ui.Item[Any]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def seat_controls(
    say: Words, game_id: int, seats: dict[str, str], free: dict[str, str] | None = None
) -> discord.ui.View:
    """Join (a menu of the seats no member holds, by name), Add AI (each free seat at each level)
    and Start."""
    options = [fitting.select_option(name, seat) for seat, name in seats.items()]
    items: list[discord.ui.Item[Any]] = []
    if options:
        items.append(JoinSelect(game_id, options[:25], say.say("bot-lobby-pick-seat")))
    ai = [
        fitting.select_option(say.say("bot-ai-option", seat=name, ai=say.ai(level)), f"{seat}={level}")
        for seat, name in (free or {}).items()
        for level in AI_LEVELS
    ]
    if ai:
        items.append(AddAISelect(game_id, ai[:25], say.say("bot-lobby-add-ai")))
    items.append(StartButton(game_id, say.say("bot-button-start")))
    return _controls(*items)


def concede_controls(say: Words, game_id: int, version: int) -> discord.ui.View:
    return _controls(
        ConcedeButton(game_id, version, True, say.say("bot-button-concede")),
        ConcedeButton(game_id, version, False, say.say("bot-button-keep-playing")),
    )


def side_vote_controls(say: Words, game_id: int, version: int) -> discord.ui.View:
    return _controls(
        SideVoteButton(game_id, version, True, say.say("bot-button-agree")),
        SideVoteButton(game_id, version, False, say.say("bot-button-disagree")),
    )
