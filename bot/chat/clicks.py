"""What a click on a game's buttons and menus does: it is handed to ``bot.chat.respond`` (a turn's
actions, the hand, the log, undo and reminders), ``bot.chat.life`` (the lobby, a concession, a
rematch) or ``bot.chat.replay`` (the final post's Replay).

The buttons are drawn by ``bot.chat.controls``, ``bot.chat.lobby_controls`` and ``bot.chat.finale``,
which the answering modules (or ``bot.chat.delivery`` below them) use to draw their posts; each answer
is registered here (``bot.chat.tree.answers``) so that neither side imports the other.
``DYNAMIC_ITEMS``, ``LIFE_ITEMS`` and ``ENDING_ITEMS`` are the items to register with
``add_dynamic_items``, taken from here so that their answers are registered with them.
"""

from __future__ import annotations

import discord

from bot.chat import life, replay, respond
from bot.chat.controls import (
    DYNAMIC_ITEMS,
    ActionButton,
    ActionSelect,
    BackButton,
    CatchUpButton,
    GatherSelect,
    HandButton,
    LogPageButton,
    RemindLaterButton,
    UndoVoteButton,
)
from bot.chat.finale import RematchButton, ReplayOpenButton
from bot.chat.lobby_controls import (
    LIFE_ITEMS,
    AddAISelect,
    ConcedeButton,
    JoinSelect,
    SideVoteButton,
    StartButton,
)
from bot.chat.tree import answers
from bot.service.finale import PUBLIC

__all__ = ["DYNAMIC_ITEMS", "ENDING_ITEMS", "LIFE_ITEMS"]

ENDING_ITEMS = (ReplayOpenButton, *replay.REPLAY_ITEMS, RematchButton)


# --- a game's turns --------------------------------------------------------------------------------


@answers(ActionButton)
async def _action(button: ActionButton, interaction: discord.Interaction) -> None:
    await respond.play(interaction, button.game_id, button.payload, seat=button.seat, version=button.version)


@answers(ActionSelect)
async def _action_chosen(menu: ActionSelect, interaction: discord.Interaction) -> None:
    choice = menu.item.values[0] if menu.item.values else ""
    await respond.play(interaction, menu.game_id, choice, seat=menu.seat, version=menu.version)


@answers(GatherSelect)
async def _gathered(menu: GatherSelect, interaction: discord.Interaction) -> None:
    picks = list(menu.item.values)
    await respond.gather(interaction, menu.game_id, picks, menu.finish, seat=menu.seat, version=menu.version)


@answers(HandButton)
async def _hand(button: HandButton, interaction: discord.Interaction) -> None:
    await respond.hand(interaction, button.game_id)


@answers(UndoVoteButton)
async def _undo_vote(button: UndoVoteButton, interaction: discord.Interaction) -> None:
    await respond.undo_vote(interaction, button.game_id, button.version, button.approve)


@answers(LogPageButton)
async def _log_page(button: LogPageButton, interaction: discord.Interaction) -> None:
    edit = respond.in_panel(interaction)
    await respond.acknowledge(interaction)  # before the log is read: the page is edited in place after
    await respond.log(interaction, button.game_id, button.count, end=button.end, edit=edit)


@answers(RemindLaterButton)
async def _remind_later(button: RemindLaterButton, interaction: discord.Interaction) -> None:
    await respond.snooze(interaction, button.game_id, button.version)


@answers(BackButton)
async def _back(button: BackButton, interaction: discord.Interaction) -> None:
    await respond.back(interaction, button.game_id, button.version)


@answers(CatchUpButton)
async def _catch_up(button: CatchUpButton, interaction: discord.Interaction) -> None:
    await respond.catch_up(interaction, button.game_id)


# --- a game's life: the lobby, a concession --------------------------------------------------------


@answers(JoinSelect)
async def _join(menu: JoinSelect, interaction: discord.Interaction) -> None:
    seat = menu.item.values[0] if menu.item.values else ""
    await life.join(interaction, menu.game_id, seat or None)


@answers(AddAISelect)
async def _add_ai(menu: AddAISelect, interaction: discord.Interaction) -> None:
    seat, _, level = (menu.item.values[0] if menu.item.values else "").partition("=")
    await life.add_ai(interaction, menu.game_id, seat, level or None)


@answers(StartButton)
async def _start(button: StartButton, interaction: discord.Interaction) -> None:
    await life.start(interaction, button.game_id, shuffle=False, without_dms=False)


@answers(ConcedeButton)
async def _concede(button: ConcedeButton, interaction: discord.Interaction) -> None:
    await life.concede_confirmed(interaction, button.game_id, button.version, button.yes)


@answers(SideVoteButton)
async def _side_vote(button: SideVoteButton, interaction: discord.Interaction) -> None:
    await life.side_vote(interaction, button.game_id, button.version, button.yes)


@answers(RematchButton)
async def _rematch(button: RematchButton, interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)  # a private answer: at once
    await life.rematch(interaction, button.game_id, button.swap)


# --- the end ---------------------------------------------------------------------------------------


@answers(ReplayOpenButton)
async def _replay(button: ReplayOpenButton, interaction: discord.Interaction) -> None:
    await replay.show(interaction, button.game_id, 0, PUBLIC, edit=False)
