"""The Discord side of turn clocks, absences and lobby expiry: the owner's buttons when a player lets a
deadline pass, and the round the reminders loop runs for them (their words: ``bot.chat.clock_words``).

The service (``bot.service.clocks``) decides; this module posts. Times are Discord timestamps made by
``discord.utils.format_dt``, so each reader sees them in their own time zone and language.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot import limits, text
from bot.chat import words
from bot.chat.app import app
from bot.chat.clock_words import when
from bot.chat.respond import is_admin
from bot.chat.tree import guarded
from bot.chat.words import Words
from bot.service.clocks import DeadlineDue, DeadlineKind, LobbyDue, OwnerChoice
from bot.service.records import GameInfo
from bot.service.seats import Life

if TYPE_CHECKING:
    from bot.chat.delivery import Delivery

log = logging.getLogger(__name__)

Button = discord.ui.Button[discord.ui.View]


def _late(say: Words, info: GameInfo, due_: DeadlineDue) -> str:
    return say.listing(
        [
            say.say("bot-waiting-seat", player=text.mention(c.user_id), seat=info.seat_ref(c.seat))
            for c in due_.late
        ]
    )


# --- the owner's choice ---------------------------------------------------------------------------


class OwnerButton(
    discord.ui.DynamicItem[Button],
    template=r"mg:dl:(?P<game>\d+):(?P<version>\d+):(?P<user>\d+):(?P<choice>[ocw])",
):
    """The owner's answer about a player who let a deadline pass (at the game's ``version``)."""

    def __init__(
        self, game_id: int, version: int, user_id: int, choice: OwnerChoice, label: str | None = None
    ):
        style = discord.ButtonStyle.danger if choice is OwnerChoice.CONCEDE else discord.ButtonStyle.secondary
        custom_id = f"mg:dl:{game_id}:{version}:{user_id}:{choice.value}"
        clipped = limits.clip(label, limits.BUTTON_LABEL) if label else None
        super().__init__(discord.ui.Button(label=clipped, style=style, custom_id=custom_id))
        self.game_id, self.version, self.user_id, self.choice = game_id, version, user_id, choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OwnerButton:
        return cls(
            int(match["game"]),
            int(match["version"]),
            int(match["user"]),
            OwnerChoice(match["choice"]),
            getattr(item, "label", None),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, owner_answer(interaction, self))


CLOCK_ITEMS = (OwnerButton,)


def owner_controls(say: Words, due_: DeadlineDue) -> discord.ui.View:
    """Open the late player's seats, end the game with their side conceding (when all of it is late),
    or keep waiting; one set of buttons per late player."""
    info, view = due_.info, discord.ui.View(timeout=None)
    for clock in {c.user_id: c for c in due_.late}.values():
        user = clock.user_id
        seats = info.seat_refs(info.seats_of(user))
        label = say.say("bot-clock-button-open", seats=seats)
        view.add_item(OwnerButton(info.id, info.version, user, OwnerChoice.OPEN, label))
        if due_.concede:
            side = info.seat_refs(list(due_.concede))
            label = say.say("bot-clock-button-concede", seats=side)
            view.add_item(OwnerButton(info.id, info.version, user, OwnerChoice.CONCEDE, label))
    view.add_item(
        OwnerButton(
            info.id, info.version, due_.late[0].user_id, OwnerChoice.WAIT, say.say("bot-clock-button-wait")
        )
    )
    return view


async def owner_answer(interaction: discord.Interaction, button: OwnerButton) -> None:
    bot, say = app(interaction), words.reader(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    chosen = await bot.service.clocks.owner_choice(
        button.game_id,
        interaction.user.id,
        is_admin(interaction),
        button.version,
        button.user_id,
        button.choice,
    )
    info, seats = chosen.info, chosen.seats
    if interaction.message is not None and button.choice is not OwnerChoice.WAIT:
        try:
            await bot.delivery.outbox.clear_buttons(interaction.message.channel.id, interaction.message.id)
        except discord.HTTPException as e:  # the buttons answer as stale anyway
            log.info("could not clear the owner's buttons: %s", e)
    problem = ""
    if button.choice is OwnerChoice.WAIT:
        key = "bot-clock-owner-waits"
    elif info.status == "finished":
        key = "bot-clock-owner-ended"
        problem = await bot.delivery.tell(chosen, say)
    else:
        key = "bot-clock-owner-opened"
        table = words.of(info.language)
        body = table.say(
            "bot-clock-seats-opened",
            player=text.mention(button.user_id),
            seats=info.seat_refs(list(seats)),
            game=info.name,
            key=seats[0],
        )
        await bot.delivery.post_notice(info, body, [button.user_id])
    await interaction.followup.send(say.say(key, game=info.name) + problem, ephemeral=True)


# --- the loop's round -----------------------------------------------------------------------------


async def post_deadline(delivery: Delivery, due_: DeadlineDue) -> None:
    """A deadline's step: the last reminder, the windows passed, or the owner's question."""
    info = due_.info
    say = words.of(info.language)
    late = _late(say, info, due_)
    users = sorted({c.user_id for c in due_.late})
    if due_.kind is DeadlineKind.REMIND:
        action = Life.of(info.settings).on_deadline
        if action == "pass" and not due_.windows:  # nothing the setting would answer: it waits for them
            action = "pass-waits"
        body = say.say(
            "bot-clock-deadline-passed",
            game=info.name,
            late=late,
            then=say.say(f"bot-clock-then-{action}", time=when(due_.next_step)),
        )
        await delivery.post_notice(info, body, users)
    elif due_.kind is DeadlineKind.AI:
        await delivery.post_notice(info, say.say("bot-clock-ai-seated", game=info.name, late=late), users)
    elif due_.kind is DeadlineKind.PASSED:
        body = say.say("bot-clock-passed", game=info.name, late=late, count=due_.passed)
        await delivery.post_notice(info, body)
        if due_.told is not None:
            await delivery.tell(due_.told)
    else:
        body = say.say(
            "bot-clock-owner-asked",
            owner=text.mention(info.owner_id),
            game=info.name,
            late=late,
            concede="yes" if due_.concede else "no",
        )
        await delivery.outbox.send(
            info.channel_id, body, view=owner_controls(say, due_), mention=[info.owner_id]
        )


async def post_lobby(delivery: Delivery, due_: LobbyDue) -> None:
    """A lobby's notice before it closes, or its closing."""
    info = due_.info
    if due_.closed:
        if due_.told is not None:
            await delivery.tell(due_.told)
        return
    say = words.of(info.language)
    body = say.say(
        "bot-clock-lobby-notice", game=info.name, time=when(due_.closes), owner=text.mention(info.owner_id)
    )
    await delivery.post_notice(info, body, [info.owner_id])
