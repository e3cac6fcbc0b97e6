"""Buttons and select menus that keep working after a restart.

Each is a ``DynamicItem``: its custom_id (at most 100 characters) carries the game id, the game
version it was drawn for and what it does, so nothing is kept in memory. They are registered once
with ``add_dynamic_items`` in ``setup_hook``. A click is answered by ``bot.chat.clicks``. Labels come
from ``bot.chat.words`` in the language of whoever the message is for; an item rebuilt from a click keeps
the label it was posted with.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot import limits
from bot.chat import fitting
from bot.chat.tree import answer
from bot.chat.words import Words
from bot.service import LogPage, SeatTurn
from engine.core import Action, ActionKind

CUSTOM_ID_LIMIT = 100
MAX_BUTTONS = 20  # four rows of five; the fifth row is kept for a utility button
MAX_OPTIONS = 25

ROW, ROWS = 5, 5  # five buttons a row, five rows a message (a menu takes a whole row)
NUMBERS_AS_BUTTONS = 5  # a choice among more numbers than this is one menu
Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]
STYLES = {  # how a client styles an action of each kind (engine/README.md, "Actions and prompts")
    ActionKind.PRIMARY: discord.ButtonStyle.primary,
    ActionKind.BACK: discord.ButtonStyle.secondary,
    ActionKind.DONE: discord.ButtonStyle.success,
    ActionKind.IRREVERSIBLE: discord.ButtonStyle.danger,
}


def action_payload(prefix: str, actions: list[Action], index: int) -> str:
    """The action part of a custom_id or select value: its notation, or ``#index`` when too long."""
    notation = actions[index].notation()
    return notation if len(prefix) + len(notation) <= CUSTOM_ID_LIMIT else f"#{index}"


class ActionButton(
    discord.ui.DynamicItem[Button],
    template=r"mg:a:(?P<game>\d+):(?P<version>\d+):(?P<seat>[^:]+):(?P<act>.+)",
):
    """One legal action of a seat, for the game version it was drawn for."""

    def __init__(
        self,
        game_id: int,
        version: int,
        seat: str,
        payload: str,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        custom_id = f"mg:a:{game_id}:{version}:{seat}:{payload}"
        super().__init__(
            discord.ui.Button(
                label=limits.clip(label, limits.BUTTON_LABEL) or limits.ELLIPSIS,
                style=style,
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
        await answer(self, interaction)


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
        await answer(self, interaction)


class GatherSelect(
    discord.ui.DynamicItem[Select],
    template=r"mg:g:(?P<game>\d+):(?P<version>\d+):(?P<seat>[^:]+):(?P<finish>.+)",
):
    """Several actions of one verb picked in one menu, then a finishing action (``engine.core.Gather``):
    the blocks of a stack, then "move"."""

    def __init__(
        self,
        game_id: int,
        version: int,
        seat: str,
        finish: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        custom_id = f"mg:g:{game_id}:{version}:{seat}:{finish}"
        options = options or []
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                placeholder=placeholder,
                options=options,
                min_values=1,
                max_values=max(len(options), 1),
            )
        )
        self.game_id, self.version, self.seat, self.finish = game_id, version, seat, finish

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GatherSelect:
        return cls(int(match["game"]), int(match["version"]), match["seat"], match["finish"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


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
        await answer(self, interaction)


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
        await answer(self, interaction)


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
        await answer(self, interaction)


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
        await answer(self, interaction)


class BackButton(discord.ui.DynamicItem[Button], template=r"mg:b:(?P<game>\d+):(?P<version>\d+)"):
    """Takes back the action just taken, where the engine lets its player do so alone."""

    def __init__(self, game_id: int, version: int, label: str | None = None) -> None:
        custom_id = f"mg:b:{game_id}:{version}"
        super().__init__(
            discord.ui.Button(
                label=label, emoji="↩️", style=discord.ButtonStyle.secondary, custom_id=custom_id
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BackButton:
        return cls(int(match["game"]), int(match["version"]), getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


class CatchUpButton(discord.ui.DynamicItem[Button], template=r"mg:c:(?P<game>\d+)"):
    """Everything since the clicker's last decision, privately, and the board as it stands."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        custom_id = f"mg:c:{game_id}"
        super().__init__(
            discord.ui.Button(
                label=label, emoji="📰", style=discord.ButtonStyle.secondary, custom_id=custom_id
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CatchUpButton:
        return cls(int(match["game"]), getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


DYNAMIC_ITEMS = (
    ActionButton,
    ActionSelect,
    GatherSelect,
    HandButton,
    UndoVoteButton,
    LogPageButton,
    RemindLaterButton,
    BackButton,
    CatchUpButton,
)


def or_missing(view: discord.ui.View | None) -> Any:
    """``view``, or discord.py's "not given" marker (``None`` would mean "remove the components")."""
    return view if view is not None else discord.utils.MISSING


def _controls(*items: discord.ui.Item[Any]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def is_number(action: Action) -> bool:
    return len(action.args) == 1 and isinstance(action.args[0], int)


def turn_controls(
    say: Words,
    game_id: int,
    version: int,
    turn: SeatTurn,
    *,
    hand_button: bool = False,
    back: bool = False,
    catch_up: bool = False,
) -> discord.ui.View | None:
    """Buttons styled by the actions' kinds, with a choice among many numbers as one menu; a menu of
    everything beyond 20 buttons (up to 25 choices); none beyond 25. Above them, where rows are left,
    the menus of the prompt's gathering (``gather_menus``); the decisions a whole gathering's menu
    makes are not buttons of their own. ``back``: a Back button."""
    gather, actions = turn.prompt.gather, turn.prompt.actions
    shown = [i for i, a in enumerate(actions) if gather is None or not gather.composes(a)]
    numbers = [i for i in shown if is_number(actions[i])]
    in_menu = set(numbers) if len(numbers) > NUMBERS_AS_BUTTONS else set()
    buttons = [i for i in shown if i not in in_menu]
    extra = int(back) + int(hand_button) + int(catch_up)
    if len(buttons) > MAX_BUTTONS or -(-(len(buttons) + extra) // ROW) + bool(in_menu) > ROWS:
        in_menu, buttons = set(shown), []
    rows_left = ROWS - -(-(len(buttons) + extra) // ROW) - bool(in_menu)
    items: list[discord.ui.Item[Any]] = gather_menus(say, game_id, version, turn)[: max(rows_left, 0)]
    if len(in_menu) <= MAX_OPTIONS:
        prefix = f"mg:a:{game_id}:{version}:{turn.seat}:"
        items += [
            ActionButton(
                game_id,
                version,
                turn.seat,
                action_payload(prefix, actions, i),
                say.label(actions[i]),
                STYLES.get(actions[i].kind, discord.ButtonStyle.primary),
            )
            for i in buttons
        ]
        if in_menu:
            options = [
                fitting.select_option(say.label(actions[i]), action_payload("", actions, i))
                for i in sorted(in_menu)
            ]
            items.append(ActionSelect(game_id, version, turn.seat, options, say.say("bot-select-action")))
    if back:
        items.append(BackButton(game_id, version, say.say("bot-button-back")))
    if hand_button:
        items.append(HandButton(game_id, say.say("bot-button-hand")))
    if catch_up:
        items.append(CatchUpButton(game_id, say.say("bot-button-catch-up")))
    return _controls(*items) if items else None


def gather_menus(say: Words, game_id: int, version: int, turn: SeatTurn) -> list[discord.ui.Item[Any]]:
    """One menu per finishing action of the prompt's gathering: pick several, then it is done. The
    options of a whole gathering are its picks, each by its index (two may read alike)."""
    gather, actions = turn.prompt.gather, turn.prompt.actions
    if gather is not None and gather.whole:
        options = [fitting.select_option(say.label(p), f"#{i}") for i, p in enumerate(gather.picks)]
    else:
        picks = [i for i, a in enumerate(actions) if gather is not None and a.verb == gather.verb]
        options = [
            fitting.select_option(say.label(actions[i]), action_payload("", actions, i)) for i in picks
        ]
    if gather is None or not options or len(options) > MAX_OPTIONS:
        return []
    menus: list[discord.ui.Item[Any]] = []
    for finish in gather.finish:
        custom_id = f"mg:g:{game_id}:{version}:{turn.seat}:{finish.notation()}"
        if len(custom_id) <= CUSTOM_ID_LIMIT:
            label = say.label(finish)
            menus.append(GatherSelect(game_id, version, turn.seat, finish.notation(), options, label))
    return menus


def hand_controls(say: Words, game_id: int, *, catch_up: bool = False) -> discord.ui.View:
    items: list[discord.ui.Item[Any]] = [HandButton(game_id, say.say("bot-button-hand"))]
    if catch_up:
        items.append(CatchUpButton(game_id, say.say("bot-button-catch-up")))
    return _controls(*items)


def undo_vote_controls(say: Words, game_id: int, version: int) -> discord.ui.View:
    return _controls(
        UndoVoteButton(game_id, version, True, say.say("bot-button-approve")),
        UndoVoteButton(game_id, version, False, say.say("bot-button-refuse")),
    )


def log_controls(say: Words, game_id: int, page: LogPage) -> discord.ui.View:
    older_end = max(page.end - page.count, 0)
    return _controls(
        LogPageButton(game_id, older_end, page.count, True, not page.older, say.say("bot-button-older")),
        LogPageButton(
            game_id, page.end + page.count, page.count, False, not page.newer, say.say("bot-button-newer")
        ),
    )


def reminder_controls(say: Words, game_id: int, version: int) -> discord.ui.View:
    return _controls(RemindLaterButton(game_id, version, say.say("bot-button-later")))
