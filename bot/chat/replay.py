"""The replay viewer: a private (ephemeral) message stepping through a game's boards, hand-off by
hand-off, with First / Previous / Next / Last buttons and the decisions of each stretch as text.

While a game goes on only the public board is shown; once it is over, a menu offers each seat's view
at any point and, at the end, the final board with nothing hidden. Its buttons and menu are
``DynamicItem``s whose custom_ids (``mg:e…``) carry the game, the position and the view shown, so
they keep working after a restart.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot import limits, text
from bot.chat import fitting, words
from bot.chat.app import app
from bot.chat.respond import in_panel
from bot.chat.tree import guarded
from bot.chat.words import Words
from bot.service.finale import FINAL, PUBLIC, ReplayFrame

Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]
DECISIONS_SHOWN = 15  # lines of decisions under a board; the rest are counted


class ReplayNavButton(
    discord.ui.DynamicItem[Button],
    template=r"mg:ep:(?P<game>\d+):(?P<pos>\d+):(?P<look>[^:]+):(?P<tag>[fpnl])",
):
    """First, Previous, Next or Last (``tag``): go to position ``pos`` keeping the view ``look``."""

    def __init__(
        self,
        game_id: int,
        position: int,
        look: str,
        tag: str,
        label: str | None = None,
        disabled: bool = False,
    ) -> None:
        custom_id = f"mg:ep:{game_id}:{position}:{look}:{tag}"
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.primary, custom_id=custom_id, disabled=disabled
            )
        )
        self.game_id, self.position, self.look = game_id, position, look

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayNavButton:
        label = getattr(item, "label", None)
        return cls(int(match["game"]), int(match["pos"]), match["look"], match["tag"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(
            interaction, show(interaction, self.game_id, self.position, self.look, edit=in_panel(interaction))
        )


class ReplaySelect(discord.ui.DynamicItem[Select], template=r"mg:eq:(?P<game>\d+):(?P<pos>\d+)"):
    """Whose view to show at position ``pos`` (once the game is over)."""

    def __init__(
        self,
        game_id: int,
        position: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"mg:eq:{game_id}:{position}", placeholder=placeholder, options=options or []
            )
        )
        self.game_id, self.position = game_id, position

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplaySelect:
        return cls(int(match["game"]), int(match["pos"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        look = self.item.values[0] if self.item.values else PUBLIC
        await guarded(
            interaction, show(interaction, self.game_id, self.position, look, edit=in_panel(interaction))
        )


REPLAY_ITEMS = (ReplayNavButton, ReplaySelect)  # the final post's Replay: ``bot.chat.finale``


async def show(
    interaction: discord.Interaction, game_id: int, position: int | None, look: str, *, edit: bool
) -> None:
    """The viewer at ``position`` (None: the last), privately; ``edit``: in place of the viewer (only
    ever a private one: ``respond.in_panel``)."""
    bot, say = app(interaction), words.reader(interaction)
    if edit:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)
    frame = await bot.service.finales.replay(game_id, position, look)
    files = []
    if frame.view is not None:
        if frame.look in (PUBLIC, FINAL):
            files = await bot.delivery.pictures(frame.view, say.tr.lang)
        else:
            files = await bot.delivery.private_files(frame.view, say.tr.lang)
    body = limits.clip("\n".join(lines(say, frame)), limits.MESSAGE)
    attachments = bot.delivery.discord_files(files[:10])
    if edit:
        await interaction.edit_original_response(
            content=body, attachments=attachments, view=viewer(say, frame)
        )
    else:
        await interaction.followup.send(body, files=attachments, view=viewer(say, frame), ephemeral=True)


def look_name(say: Words, frame: ReplayFrame, look: str) -> str:
    if look == PUBLIC:
        return say.say("bot-end-look-public")
    if look == FINAL:
        return say.say("bot-end-look-final")
    return say.say("bot-end-look-seat", seat=frame.info.seat_ref(look))


def lines(say: Words, frame: ReplayFrame) -> list[str]:
    """The head (which board, which turn), what is shown, and the decisions that led here."""
    out = [
        say.say(
            "bot-end-replay-head",
            game=frame.info.name,
            position=frame.position + 1,
            last=frame.last + 1,
            turn=frame.turn,
        ),
        say.say("bot-end-replay-showing", look=look_name(say, frame, frame.look)),
    ]
    if frame.position == 0:
        out.append(say.say("bot-end-replay-start"))
    elif not frame.decisions:
        out.append(say.say("bot-end-replay-none"))
    else:
        out.append(say.say("bot-end-replay-decisions"))
        out += [text.quote(say(d)) for d in frame.decisions[:DECISIONS_SHOWN]]
        if len(frame.decisions) > DECISIONS_SHOWN:
            out.append(say.say("bot-end-replay-more", count=len(frame.decisions) - DECISIONS_SHOWN))
    return out


def viewer(say: Words, frame: ReplayFrame) -> discord.ui.View:
    """First / Previous / Next / Last, and once the game is over the menu of views."""
    view = discord.ui.View(timeout=None)
    at, last, look, game_id = frame.position, frame.last, frame.look, frame.info.id
    for tag, target, key in (
        ("f", 0, "bot-end-button-first"),
        ("p", max(0, at - 1), "bot-end-button-previous"),
        ("n", min(last, at + 1), "bot-end-button-next"),
        ("l", last, "bot-end-button-last"),
    ):
        view.add_item(ReplayNavButton(game_id, target, look, tag, say.say(key), disabled=target == at))
    if len(frame.looks) > 1:
        options = [
            fitting.select_option(look_name(say, frame, x), x) for x in frame.looks[: limits.SELECT_OPTIONS]
        ]
        for option in options:
            option.default = option.value == look
        view.add_item(ReplaySelect(game_id, at, options, say.say("bot-end-replay-pick")))
    return view
