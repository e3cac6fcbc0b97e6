"""The final post of a game, and its rematch.

When a game ends (by the rules, a concession, or abandoned after it began), ``post`` follows the
announcement of the end in the game's channel with: the result with its reason and scores, a summary
(how long, how many turns and decisions, who played which seat, players who left included), the
final board with nothing hidden (``Game.final_view``) and, for hidden-information games, every
seat's sheets (hand, order of battle…) as that seat saw them at the end, in as few messages as
Discord's limits allow (10 files, 2,000 characters each). The record with the dice's seed and salt
stays on the announcement of the end. The post carries Replay (``bot.chat.replay``) and Rematch buttons;
a rematch (``bot.chat.life.rematch``) opens a new lobby thread of the same title, scenario and options, with the same players
in the same seats or the sides swapped, a new seed and a new dice commitment. The AI keeps the
seats it played (or takes its opponents' with the sides swapped), and a solo rematch (the caller
against the AI alone) starts at once, as solo play does.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Sequence
from typing import Any, Protocol

import discord

import images
from bot import limits, text
from bot.chat import words
from bot.chat.tree import answer
from bot.chat.words import Words
from bot.service import Announcement, GameService
from bot.service.finale import Finale, SeatReveal
from bot.service.records import View
from bot.storage import MessageRef

log = logging.getLogger(__name__)

Button = discord.ui.Button[discord.ui.View]
Files = list[tuple[str, bytes]]
FILES_PER_MESSAGE = 10  # Discord's limit of attachments per message
BOARD_FILE = "final-board.png"
SAME, SWAPPED = "s", "x"


class ReplayOpenButton(discord.ui.DynamicItem[Button], template=r"mg:ey:(?P<game>\d+)"):
    """The final post's Replay: opens the viewer at the start, privately."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, emoji="🎞️", style=discord.ButtonStyle.secondary, custom_id=f"mg:ey:{game_id}"
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayOpenButton:
        return cls(int(match["game"]), getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


class RematchButton(discord.ui.DynamicItem[Button], template=r"mg:em:(?P<game>\d+):(?P<how>[sx])"):
    """Rematch with the same seats (``s``) or the sides swapped (``x``): any player of the game."""

    def __init__(self, game_id: int, swap: bool, label: str | None = None) -> None:
        custom_id = f"mg:em:{game_id}:{SWAPPED if swap else SAME}"
        super().__init__(
            discord.ui.Button(label=label, emoji="🔁", style=discord.ButtonStyle.success, custom_id=custom_id)
        )
        self.game_id, self.swap = game_id, swap

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]), match["how"] == SWAPPED, getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(self, interaction)


class _Sends(Protocol):
    async def send(
        self,
        channel_id: int,
        content: str,
        *,
        files: Sequence[tuple[str, bytes]] = ...,
        view: discord.ui.View | None = ...,
        mention: Sequence[int] = ...,
    ) -> int: ...


class Poster(Protocol):
    """What the final post needs of ``bot.chat.delivery.Delivery``, which calls it."""

    @property
    def service(self) -> GameService: ...

    @property
    def outbox(self) -> _Sends: ...

    async def pictures(self, view: View, lang: str, *, phone: bool = ...) -> Files: ...


# --- the final post ----------------------------------------------------------------------------


async def post(delivery: Poster, ann: Announcement) -> None:
    """The final post of an ended game, once: a failure is logged (``/replay`` still shows it all)."""
    game_id = ann.info.id
    if ann.finished is None or await delivery.service.finales.posted(game_id) is not None:
        return
    try:
        await _post(delivery, game_id, ann.public_view if ann.board_changed else None)
    except Exception:  # the end was announced: a failure here is logged, never the player's error
        log.exception("the final post of game %s failed", game_id)


async def _post(delivery: Poster, game_id: int, posted: View | None) -> None:
    """The final post; ``posted``: the view whose board the announcement of the end carried."""
    finale = await delivery.service.finales.finale(game_id)
    if finale.started is None:  # abandoned in the lobby: the announcement said it all
        return
    info, say = finale.info, words.of(finale.info.language)
    above = finale.final_view is not None and finale.final_view == posted  # nothing was hidden
    board = await delivery.pictures(finale.final_view, say.tr.lang) if finale.final_view and not above else []
    files = [(BOARD_FILE, png) for _, png in board[:1]]
    blocks = text.chunks(summary(say, finale, above))
    buttons = end_controls(say, finale)
    head = None
    for i, block in enumerate(blocks):
        last = i == len(blocks) - 1
        sent = await delivery.outbox.send(
            info.channel_id, block, files=files if last else (), view=buttons if last else None
        )
        head = head or sent
    assert head is not None
    await delivery.service.finales.remember(game_id, MessageRef(info.channel_id, head, info.version))
    for body, sheets in await revealed(say, finale):
        await delivery.outbox.send(info.channel_id, body, files=sheets)


def summary(say: Words, finale: Finale, above: bool = False) -> list[str]:
    """The lines of the final post: result, reason, scores, length, players, what follows; ``above``:
    the final board is the one the announcement of the end carried, not attached again."""
    info = finale.info
    lines = [say.say("bot-end-head", game=info.name)]
    result = finale.result
    if result is not None:  # its summary closed the announcement of the end, just above
        lines.append(say.result(info.key, result, told=True))
        key = f"bot-end-reason-{result.reason}"  # the bot's own endings; the game words its rules'
        reason = say.say(key if say.tr.has(key) else f"{info.key}-reason-{result.reason}")
        lines.append(say.say("bot-end-reason", reason=reason))
        if result.scores:
            scores = [
                say.say("bot-end-score", seat=info.seat_ref(s), score=n) for s, n in result.scores.items()
            ]
            lines.append(say.say("bot-end-scores", scores=say.listing(scores)))
    if finale.started is not None:
        start, end = f"<t:{int(finale.started)}:d>", f"<t:{int(finale.ended)}:d>"
        days = int((finale.ended - finale.started) // 86400)
        lines.append(
            say.say(
                "bot-end-length",
                start=start,
                end=end,
                days=days,
                turns=finale.turns,
                decisions=finale.decisions,
            )
        )
    lines.append(
        say.say("bot-end-players", seats=say.listing([seat_line(say, finale, s) for s in finale.seats]))
    )
    if finale.final_view is not None:
        lines.append(say.say("bot-end-board-above" if above else "bot-end-board"))
    hidden = any(s.view is not None for s in finale.seats)
    lines.append(say.say("bot-end-revealed-below" if hidden else "bot-end-nothing-hidden"))
    return lines


def seat_line(say: Words, finale: Finale, seat: SeatReveal) -> str:
    """``Red: @alice, @carol (left)``: a player no longer in the seat at the end is marked."""
    holder = finale.info.players.get(seat.seat)
    names = [
        text.mention(u) if u == holder else say.say("bot-end-player-left", player=text.mention(u))
        for u in seat.players
    ]
    if seat.ai is not None:
        names.append(say.ai(seat.ai))
    players = say.listing(names) if names else say.say("bot-end-nobody")
    return say.say("bot-end-seat", seat=finale.info.seat_ref(seat.seat), players=players)


def end_controls(say: Words, finale: Finale) -> discord.ui.View:
    """Replay, Rematch, and Rematch with the sides swapped (games of more than one side)."""
    view = discord.ui.View(timeout=None)
    game_id = finale.info.id
    view.add_item(ReplayOpenButton(game_id, say.say("bot-end-button-replay")))
    view.add_item(RematchButton(game_id, False, say.say("bot-end-button-rematch")))
    if len(finale.info.seats) > 1:
        view.add_item(RematchButton(game_id, True, say.say("bot-end-button-rematch-swapped")))
    return view


async def revealed(say: Words, finale: Finale) -> list[tuple[str, Files]]:
    """Each seat's private pictures as it saw them at the end (its sheets; for a game without
    sheets, its own board), a seat's files kept together, at most ten files a message."""
    posts: list[tuple[list[str], Files]] = []
    for seat in finale.seats:
        if seat.view is None:
            continue
        drawn = await _private(seat.view, say.tr.lang)
        files = [(f"{seat.seat}-{name}", png) for name, png in drawn][:FILES_PER_MESSAGE]
        if not files:
            continue
        if not posts or len(posts[-1][1]) + len(files) > FILES_PER_MESSAGE:
            posts.append(([], []))
        posts[-1][0].append(seat_line(say, finale, seat))
        posts[-1][1].extend(files)
    return [
        (limits.clip(say.say("bot-end-revealed", seats=say.listing(names)), limits.MESSAGE), files)
        for names, files in posts
    ]


async def _private(view: images.View, lang: str) -> Files:
    """A seat's sheets, or its own board when its game draws none."""
    try:
        sheets: Files = await asyncio.to_thread(images.render_sheets, view, lang)
        return sheets or [("board.png", await asyncio.to_thread(images.render_board, view, lang))]
    except Exception:  # a drawing bug must not stop the final post; it is logged with its traceback
        log.exception("drawing the private pictures of %s failed", view.get("game"))
        return []
