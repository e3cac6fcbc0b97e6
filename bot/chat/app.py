"""The bot as the modules that answer an interaction see it: its service, its delivery and its
storage. ``bot.chat.client.MarengoBot`` is the one implementation; it builds every module of
``bot.chat``, so none of them imports it."""

from __future__ import annotations

from typing import Protocol, cast

import discord

from bot.chat.delivery import Delivery
from bot.service import GameService
from bot.storage import Storage


class App(Protocol):
    @property
    def service(self) -> GameService: ...

    @property
    def delivery(self) -> Delivery: ...

    @property
    def storage(self) -> Storage: ...


def app(interaction: discord.Interaction) -> App:
    """The bot that received ``interaction``."""
    return cast("App", interaction.client)
