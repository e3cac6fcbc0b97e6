"""Buttons and select menus that keep working after a restart.

Each is a ``DynamicItem``: its custom_id (at most 100 characters) carries the game id, the game
version it was drawn for and what it does, so nothing is kept in memory. They are registered once
with ``add_dynamic_items`` in ``setup_hook``. Callbacks only hand over to ``bot.respond``. Labels come
from ``bot.words`` in the language of whoever the message is for; an item rebuilt from a click keeps
the label it was posted with.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot import limits, respond
from bot.service import LogPage, SeatTurn
from bot.tree import guarded
from bot.words import Words
from engine.core import Action

CUSTOM_ID_LIMIT = 100
MAX_BUTTONS = 20  # four rows of five; the fifth row is kept for a utility button
MAX_OPTIONS = 25

Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]


def action_payload(prefix: str, actions: list[Action], index: int) -> str:
    """The action part of a custom_id or select value: its notation, or ``#index`` when too long."""
    notation = actions[index].notation()
    return notation if len(prefix) + len(notation) <= CUSTOM_ID_LIMIT else f"#{index}"


class ActionButton(
    discord.ui.DynamicItem[Button],
    template=r"mg:a:(?P<game>\d+):(?P<version>\d+):(?P<seat>[^:]+):(?P<act>.+)",
):
    """One legal action of a seat, for the game version it was drawn for."""

    def __init__(self, game_id: int, version: int, seat: str, payload: str, label: str) -> None:
        custom_id = f"mg:a:{game_id}:{version}:{seat}:{payload}"
        super().__init__(
            discord.ui.Button(
                label=limits.clip(label, limits.BUTTON_LABEL) or limits.ELLIPSIS,
                style=discord.ButtonStyle.primary,
                custom_id=custom_id,
            )
        )
        self.game_id, self.version, self.seat, self.payload = game_id, version, seat, payload

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionButton:
        label = getattr(item, "label", None) or match["act"]
        return cls(int(match["game"]), int(match["version"]), match["seat"], match["act"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(
            interaction,
            respond.play(interaction, self.game_id, self.payload, seat=self.seat, version=self.version),
        )


class ActionSelect(
    discord.ui.DynamicItem[Select], template=r"mg:s:(?P<game>\d+):(?P<version>\d+):(?P<seat>[^:]+)"
):
    """A menu of up to 25 legal actions of a seat."""

    def __init__(
        self,
        game_id: int,
        version: int,
        seat: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        custom_id = f"mg:s:{game_id}:{version}:{seat}"
        super().__init__(
            discord.ui.Select(custom_id=custom_id, placeholder=placeholder, options=options or [])
        )
        self.game_id, self.version, self.seat = game_id, version, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionSelect:
        return cls(int(match["game"]), int(match["version"]), match["seat"])

    async def callback(self, interaction: discord.Interaction) -> None:
        choice = self.item.values[0] if self.item.values else ""
        await guarded(
            interaction, respond.play(interaction, self.game_id, choice, seat=self.seat, version=self.version)
        )


class HandButton(discord.ui.DynamicItem[Button], template=r"mg:h:(?P<game>\d+)"):
    """Shows the clicker their private view and, on their turn, their options (ephemeral)."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        custom_id = f"mg:h:{game_id}"
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="🔒",
                style=discord.ButtonStyle.secondary,
                custom_id=custom_id,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["game"]), getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, respond.hand(interaction, self.game_id))


class UndoVoteButton(
    discord.ui.DynamicItem[Button], template=r"mg:u:(?P<game>\d+):(?P<version>\d+):(?P<vote>[yn])"
):
    """Approve or refuse an undo request made at ``version``."""

    def __init__(self, game_id: int, version: int, approve: bool, label: str | None = None) -> None:
        custom_id = f"mg:u:{game_id}:{version}:{'y' if approve else 'n'}"
        style = discord.ButtonStyle.success if approve else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.game_id, self.version, self.approve = game_id, version, approve

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> UndoVoteButton:
        return cls(
            int(match["game"]), int(match["version"]), match["vote"] == "y", getattr(item, "label", None)
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, respond.undo_vote(interaction, self.game_id, self.version, self.approve))


class LogPageButton(
    discord.ui.DynamicItem[Button], template=r"mg:l:(?P<game>\d+):(?P<end>\d+):(?P<count>\d+):(?P<dir>[on])"
):
    """Turns a page of the game log (older or newer)."""

    def __init__(
        self,
        game_id: int,
        end: int,
        count: int,
        older: bool,
        disabled: bool = False,
        label: str | None = None,
    ) -> None:
        custom_id = f"mg:l:{game_id}:{end}:{count}:{'o' if older else 'n'}"
        button: Button = discord.ui.Button(label=label, custom_id=custom_id, disabled=disabled)
        super().__init__(button)
        self.game_id, self.end, self.count = game_id, end, count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LogPageButton:
        older, label = match["dir"] == "o", getattr(item, "label", None)
        return cls(int(match["game"]), int(match["end"]), int(match["count"]), older, label=label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(
            interaction, respond.log(interaction, self.game_id, self.count, end=self.end, edit=True)
        )


class RemindLaterButton(discord.ui.DynamicItem[Button], template=r"mg:r:(?P<game>\d+):(?P<version>\d+)"):
    """Puts the next turn reminder off for a while."""

    def __init__(self, game_id: int, version: int, label: str | None = None) -> None:
        custom_id = f"mg:r:{game_id}:{version}"
        super().__init__(
            discord.ui.Button(
                label=label, emoji="⏰", style=discord.ButtonStyle.secondary, custom_id=custom_id
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RemindLaterButton:
        return cls(int(match["game"]), int(match["version"]), getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, respond.snooze(interaction, self.game_id, self.version))


DYNAMIC_ITEMS = (ActionButton, ActionSelect, HandButton, UndoVoteButton, LogPageButton, RemindLaterButton)


def or_missing(view: discord.ui.View | None) -> Any:
    """``view``, or discord.py's "not given" marker (``None`` would mean "remove the components")."""
    return view if view is not None else discord.utils.MISSING


def _view(*items: discord.ui.Item[Any]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def turn_view(
    say: Words, game_id: int, version: int, turn: SeatTurn, *, hand_button: bool = False
) -> discord.ui.View | None:
    """Buttons (up to 20) or a select menu (up to 25) for a seat's actions; none beyond 25."""
    actions = turn.prompt.actions
    items: list[discord.ui.Item[Any]] = []
    if 0 < len(actions) <= MAX_BUTTONS:
        prefix = f"mg:a:{game_id}:{version}:{turn.seat}:"
        items = [
            ActionButton(game_id, version, turn.seat, action_payload(prefix, actions, i), say.label(a))
            for i, a in enumerate(actions)
        ]
    elif MAX_BUTTONS < len(actions) <= MAX_OPTIONS:
        options = [
            limits.select_option(say.label(a), action_payload("", actions, i)) for i, a in enumerate(actions)
        ]
        items = [ActionSelect(game_id, version, turn.seat, options, say.say("bot-select-action"))]
    if hand_button:
        items.append(HandButton(game_id, say.say("bot-button-hand")))
    return _view(*items) if items else None


def hand_view(say: Words, game_id: int) -> discord.ui.View:
    return _view(HandButton(game_id, say.say("bot-button-hand")))


def undo_vote_view(say: Words, game_id: int, version: int) -> discord.ui.View:
    return _view(
        UndoVoteButton(game_id, version, True, say.say("bot-button-approve")),
        UndoVoteButton(game_id, version, False, say.say("bot-button-refuse")),
    )


def log_view(say: Words, game_id: int, page: LogPage) -> discord.ui.View:
    older_end = max(page.end - page.count, 0)
    return _view(
        LogPageButton(game_id, older_end, page.count, True, not page.older, say.say("bot-button-older")),
        LogPageButton(
            game_id, page.end + page.count, page.count, False, not page.newer, say.say("bot-button-newer")
        ),
    )


def reminder_view(say: Words, game_id: int, version: int) -> discord.ui.View:
    return _view(RemindLaterButton(game_id, version, say.say("bot-button-later")))
