"""Posting: boards and log lines in the game's channel, pings, private views by DM with a fallback.

``Delivery`` turns what ``GameService`` reports into messages. Its only way out is an ``Outbox``
(``DiscordOutbox`` in production), so its decisions can be tested without Discord. Pictures are
drawn off the event loop. A DM refused with 403/50007 is recorded, the player is told in the
channel (without secrets) to use ``/hand``, and no DM is tried again until they do.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import io
import json
import logging
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import discord

import images
from bot import limits, notes, text
from bot.chat import clock_words, controls, finale, words
from bot.chat.backlog import Backlog
from bot.chat.words import Words
from bot.drawing import Drawing
from bot.errors import BotLacksPermission
from bot.service import (
    Announcement,
    GameInfo,
    GameService,
    Outcome,
    ReminderDue,
    SeatTurn,
    UndoOutcome,
    View,
)
from bot.service.clocks import SeatClock
from bot.service.members import channel_phone
from bot.storage import MessageRef
from engine.core import LogEntry, Msg, entry_msg
from images import boardtext

log = logging.getLogger(__name__)

FILE_LIMIT = 10 * 1024 * 1024  # Discord's default upload limit per file
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week, the longest Discord allows
PUBLIC_THREAD: Literal[11] = 11
DM_REFUSED = 50007

Files = list[tuple[str, bytes]]
# Failures after discord.py's own retries: the update stays pending and is posted again later.
TRANSIENT = (discord.HTTPException, discord.RateLimited)


@dataclass(frozen=True)
class _NewestDm:
    """The bot's newest DM to a player, and whether it may take their next question of ``game_id``
    in place (``free``): it is the panel their own click in it left, with no question open."""

    channel_id: int
    message_id: int
    game_id: int = 0
    free: bool = False


class Outbox(Protocol):
    """The Discord calls delivery makes. Each raises ``discord.HTTPException`` subclasses on failure."""

    async def send(
        self,
        channel_id: int,
        content: str,
        *,
        files: Sequence[tuple[str, bytes]] = ...,
        view: discord.ui.View | None = ...,
        mention: Sequence[int] = ...,
    ) -> int: ...
    async def open_dm(self, user_id: int) -> int: ...
    async def create_thread(self, channel_id: int, name: str) -> int: ...
    async def clear_buttons(self, channel_id: int, message_id: int) -> None: ...
    async def edit(
        self,
        channel_id: int,
        message_id: int,
        content: str,
        view: discord.ui.View | None,
        mention: Sequence[int] = ...,
        files: Sequence[tuple[str, bytes]] = ...,
    ) -> None: ...


class DiscordOutbox:
    """``Outbox`` over a connected discord.py client (REST only: nothing needs the cache)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def send(
        self,
        channel_id: int,
        content: str,
        *,
        files: Sequence[tuple[str, bytes]] = (),
        view: discord.ui.View | None = None,
        mention: Sequence[int] = (),
    ) -> int:
        channel = self.client.get_partial_messageable(channel_id)
        allowed = discord.AllowedMentions(
            users=[discord.Object(u) for u in mention], everyone=False, roles=False
        )
        kwargs: dict[str, Any] = {"files": Delivery.discord_files(files), "allowed_mentions": allowed}
        if view is not None:
            kwargs["view"] = view
        message = await channel.send(content, **kwargs)
        return message.id

    async def open_dm(self, user_id: int) -> int:
        data = await self.client.http.start_private_message(user_id)
        return int(data["id"])

    async def clear_buttons(self, channel_id: int, message_id: int) -> None:
        message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
        await message.edit(view=None)

    async def edit(
        self,
        channel_id: int,
        message_id: int,
        content: str,
        view: discord.ui.View | None,
        mention: Sequence[int] = (),
        files: Sequence[tuple[str, bytes]] = (),
    ) -> None:
        """A message's text and components, in place (``view`` None: no components); ``mention``: the
        members it mentions as when it was sent (an edit pings nobody anew); ``files``: pictures that
        replace its attachments (none: they stay)."""
        message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
        allowed = discord.AllowedMentions(
            users=[discord.Object(u) for u in mention], everyone=False, roles=False
        )
        kwargs: dict[str, Any] = {"attachments": Delivery.discord_files(files)} if files else {}
        await message.edit(content=content, view=view, allowed_mentions=allowed, **kwargs)

    async def create_thread(self, channel_id: int, name: str) -> int:
        data = await self.client.http.start_thread_without_message(
            channel_id,
            name=limits.thread_name(name),
            auto_archive_duration=THREAD_ARCHIVE_MINUTES,
            type=PUBLIC_THREAD,
        )
        return int(data["id"])


def told(view: View, entries: list[LogEntry]) -> View:
    """The public view as a hand-off post draws it: its log is every public line since the last
    post (the engine's own log holds only the last decision's), the bot's notes aside; the view's
    own where nothing public was written since."""
    lines = [e for e in entries if not entry_msg(e).key.startswith(notes.PREFIX)]
    return {**view, "log": lines} if lines else view


class Delivery:
    """Posts what happened in a game to its channel and, privately, to its players."""

    def __init__(
        self,
        service: GameService,
        outbox: Outbox,
        *,
        render_board: Callable[[View, str], bytes] = images.render_board,
        render_sheets: Callable[[View, str], Files] = images.render_sheets,
        render_phone: Callable[[View, str], Files] = images.render_phone,
        drawing: Drawing | None = None,
        backlog: Backlog | None = None,
    ) -> None:
        self.service = service
        self.outbox = outbox
        self.drawing = drawing or Drawing(workers=0)
        self.backlog = backlog or Backlog()  # the moves acknowledged, carried out a few at a time
        self._render_board = render_board
        self._render_sheets = render_sheets
        self._render_phone = render_phone
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # (game, seat, player, file) -> fingerprint of the picture last DMed: only changed ones are sent
        self._pictures_sent: dict[tuple[int, str, int, str], str] = {}
        # player -> the bot's newest DM to them (``_NewestDm``: it may take their next question)
        self._newest_dm: dict[int, _NewestDm] = {}
        self._announced: dict[int, int] = {}  # per game: the version this process last announced

    # --- announcements ------------------------------------------------------------------------

    async def tell(self, outcome: Outcome, reader: Words | None = None) -> str:
        """At a hand-off, post what a decision's or a change's outcome tells the table (its ``news``,
        read with it: everything since the last hand-off post), unless an announcement made since it
        was read (another decision's, the AI's) told part of it: then what is left, read again; or
        all of it: then nothing. Returns a problem note ("" if none), in the words of ``reader`` (the
        member who acted). Each committed change is announced once it got through; what never did
        is told by the background round (``News.owed``)."""
        game_id = outcome.info.id
        async with self._locks[game_id]:
            news = outcome.news
            announced = self._announced.get(game_id, 0)
            if news is not None and announced >= news.version:
                news = None
            elif news is not None and announced > news.since:
                news = await self.service.news.announcement(game_id)
            return await self._announce(game_id, news, reader)

    async def _announce(self, game_id: int, ann: Announcement | None, reader: Words | None) -> str:
        """Post ``ann`` and mark it announced, under the game's delivery lock (the caller's)."""
        if ann is None:
            return ""
        if not ann.handoff:  # a step while one player composes a turn: the table hears of it later
            await self._mark_announced(game_id, ann.version)
            return ""
        try:
            mentioned = await self._post_public(ann) if not ann.privately else set()
            await self._post_private(ann, mentioned)
        except TRANSIENT as e:
            log.warning("announcing game %s version %s failed: %s", game_id, ann.version, e)
            say = reader or words.of(ann.info.language)
            return "\n" + say.post_failed(ann.info, _why(e))
        await self._mark_announced(game_id, ann.version)
        await finale.post(self, ann)  # the end: result, summary and what was hidden
        return ""

    async def _mark_announced(self, game_id: int, version: int) -> None:
        await self.service.news.mark_announced(game_id, version)
        self._announced[game_id] = max(version, self._announced.get(game_id, 0))

    async def _post_public(self, ann: Announcement) -> set[int]:
        """One post per hand-off: first who must act now and what they are asked (mentioned, unless they
        just acted), then the moves since the last post, then the board if the public view changed.
        The previous hand-off post loses its buttons. Returns the members it mentioned."""
        info, say = ann.info, words.of(ann.info.language)
        drawn = ann.public_view is not None and ann.board_changed
        pictures = (
            await self.pictures(told(ann.public_view, ann.entries), info.language, phone=channel_phone(info))
            if drawn and ann.public_view
            else []
        )
        board = pictures[0][1] if pictures else None
        first, others = (ann.turns[0], ann.turns[1:]) if ann.turns else (None, [])
        seat_clocks = await self.service.clocks.of_seats(info.id)
        pings = [self._turn_text(say, ann, t, seat_clocks.get(t.seat)) for t in ann.turns]
        lines = [*pings, *say.news(ann, board_missing=drawn and board is None)]
        users = [t.user_id for t in ann.turns if t.user_id is not None] if ann.turns else info.users()
        mention = sorted({u for u in users if u != ann.actor})
        view = self._turn_controls(say, ann, first) if first else None
        blocks = text.chunks(lines)
        files = list(pictures)
        if ann.record is not None:
            record = {**ann.record.to_json(), **({"ai": ann.ai} if ann.ai else {})}  # the AI's seats named
            files.append((words.RECORD_FILE, json.dumps(record, ensure_ascii=False).encode()))
        head = None
        for i, block in enumerate(blocks):
            last = i == len(blocks) - 1
            message_id = await self.outbox.send(
                info.channel_id,
                block,
                files=files if last else (),
                view=view if last else None,
                mention=mention if i == 0 else (),
            )
            head = head or message_id
        assert head is not None
        await self._retire_buttons(info.id)
        ref, start = (MessageRef(info.channel_id, m, ann.version) for m in (message_id, head))
        await self.service.news.remember_handoff(info.id, ref, start, board=board is not None)
        for seat_turn in others if not info.hidden else []:
            options = controls.turn_controls(say, info.id, ann.version, seat_turn)
            await self.outbox.send(info.channel_id, say.prompt_block(seat_turn), view=options)
        return set(mention)

    async def _retire_buttons(self, game_id: int) -> None:
        """Take the buttons off the game's previous hand-off post (its clicks would be stale)."""
        previous = await self.service.news.latest_prompt(game_id)
        if previous is None:
            return
        try:
            await self.outbox.clear_buttons(previous.channel_id, previous.message_id)
        except TRANSIENT as e:  # stale buttons still answer with a fresh prompt
            log.info("could not clear the buttons of message %s: %s", previous.message_id, e)

    @staticmethod
    def _turn_text(say: Words, ann: Announcement, seat_turn: SeatTurn, clock: SeatClock | None) -> str:
        """Whose turn it is, by when (a turn deadline) and what they are asked (the question itself
        only in open games)."""
        ping = say.turn_ping(ann.info, seat_turn, ann.status) + clock_words.due(say, clock)
        if ann.info.hidden or len(ann.turns) > 1:
            return ping
        return f"{ping}\n{say.prompt_block(seat_turn)}"

    @staticmethod
    def _turn_controls(say: Words, ann: Announcement, seat_turn: SeatTurn) -> discord.ui.View | None:
        if ann.info.hidden:  # the prompt may reveal a hand: it goes privately
            return controls.hand_controls(say, ann.info.id, catch_up=True)
        return controls.turn_controls(say, ann.info.id, ann.version, seat_turn, catch_up=True)

    async def _post_private(self, ann: Announcement, mentioned: set[int]) -> None:
        """Hidden-information games: a DM to each seat's player only when it tells or asks them
        something: the lines written for the seat alone by the others' plays and, when it must act,
        its options (asked privately, without a post: a reaction window, a forced step, its turn
        going on, with the public lines it missed too); with the pictures that changed since its
        player last got them (own board with the fog applied, sheets; none at the end, when the
        final post shows every seat's). Pictures alone wait for the next DM that says something. The
        player who just acted gets none: their panel showed what their seats read since, and their
        next choice. A question to a player the post has just mentioned (``mentioned``: that was
        their notification) may go into the DM they last read, edited in place (``_ask_in_place``);
        any other is a new DM, which notifies. Nothing public depends on which it was."""
        if not ann.info.hidden:
            return
        updates = {u.seat: u for u in ann.private}
        turns = {t.seat: t for t in ann.turns if t.seat in ann.info.players}
        for seat in [s for s in ann.info.seats if s in updates or s in turns]:
            update, seat_turn = updates.get(seat), turns.get(seat)
            user_id = ann.info.players[seat]
            told = MessageRef(0, 0, ann.version)
            if user_id == ann.actor:
                await self.service.news.mark_told(ann.info.id, seat, told)
                continue
            lines = [*update.news, *update.entries] if update else []
            if seat_turn is None and not (update and update.entries):
                continue
            say = words.of(self.service.members.dm_language(user_id, ann.info.language))
            body = limits.clip(say.private(ann.info, seat, lines, seat_turn), limits.MESSAGE)
            phone = self.service.members.prefers_phone(user_id)
            drawn = (  # none at the end: the final post shows them all
                await self.private_files(update.view, say.tr.lang, phone=phone)
                if update is not None and ann.finished is None
                else []
            )
            keys = {name: (ann.info.id, seat, user_id, name) for name, _ in drawn}
            files = [
                (n, png) for n, png in drawn if self._pictures_sent.get(keys[n]) != _fingerprint([(n, png)])
            ]
            view = controls.turn_controls(say, ann.info.id, ann.version, seat_turn) if seat_turn else None
            notified = seat_turn is not None and user_id in mentioned
            in_place = notified and await self._ask_in_place(
                ann.info.id, user_id, body, view, drawn if files else []
            )
            delivered = True if in_place else await self.send_private(ann.info, user_id, body, files, view)
            if delivered:
                self.pictures_shown(ann.info.id, seat, user_id, files)
            if delivered is not None:
                await self.service.news.mark_told(ann.info.id, seat, told)
                if update is not None:
                    await self.service.news.mark_delivered(ann.info.id, update)

    def pictures_shown(self, game_id: int, seat: str, user_id: int, files: Files) -> None:
        """A seat's pictures reached its player by DM (sent, or a panel's redrawn): later DMs send
        only those that differ."""
        self._pictures_sent |= {(game_id, seat, user_id, n): _fingerprint([(n, png)]) for n, png in files}

    # --- private messages ---------------------------------------------------------------------

    def panel_shown(self, user_id: int, game_id: int, message_id: int, *, asking: bool) -> None:
        """A player's click in a DM made it their panel of the game (``bot.chat.respond.show_panel``),
        shown to them once the edit got through; ``asking``: it shows their next choice. A panel that
        asks nothing may take their next question in place (``_ask_in_place``), if it is still the
        newest DM."""
        newest = self._newest_dm.get(user_id)
        if newest is not None and newest.message_id == message_id:
            self._newest_dm[user_id] = dataclasses.replace(newest, game_id=game_id, free=not asking)

    async def _ask_in_place(
        self, game_id: int, user_id: int, body: str, view: discord.ui.View | None, files: Files
    ) -> bool:
        """A DM only when it carries something new for its reader (issue 21 §4). A player whom the
        hand-off post has just mentioned was notified there: their question goes into their newest
        DM instead of a new one (an edit notifies nobody), when that DM is the panel their own click
        left in this game with no question open (``panel_shown``: they read it, nothing in it is left
        unanswered) and no other DM came after it. A question asked without a post, which nothing
        else announces, is always a new DM. Pictures that changed replace the DM's with the seat's
        whole private picture (``files``: all of it, or none when none changed). False: not so, or
        the edit failed; a new DM is sent instead. Kept in memory: after a restart the next question
        is a new DM."""
        newest = self._newest_dm.get(user_id)
        if newest is None or newest.game_id != game_id or not newest.free:
            return False
        if await self.service.members.dm_blocked(user_id):
            return False
        del self._newest_dm[user_id]  # taken: one question at a time
        try:
            await self.outbox.edit(newest.channel_id, newest.message_id, body, view, files=files)
        except TRANSIENT as e:
            log.info("could not edit DM %s in place: %s", newest.message_id, e)
            return False
        self._remember_dm(user_id, dataclasses.replace(newest, free=False))
        return True

    def _remember_dm(self, user_id: int, dm: _NewestDm) -> None:
        """``dm`` is the player's newest DM unless a later one was sent meanwhile."""
        known = self._newest_dm.get(user_id)
        if known is None or known.message_id < dm.message_id:
            self._newest_dm[user_id] = dm

    async def send_private(
        self, info: GameInfo, user_id: int, body: str, files: Files, view: discord.ui.View | None = None
    ) -> bool | None:
        """DM a player. True: sent. False: refused, and the player was told to use /hand (or had been).
        None: a transient failure; the caller may try again later."""
        if await self.service.members.dm_blocked(user_id):
            return False
        try:
            await self._dm(user_id, body, files, view)
            return True
        except discord.Forbidden as e:
            log.info("DMs to user %s refused (%s); falling back to /hand", user_id, e.code)
            await self.service.members.set_dm(user_id, blocked=True)
            say = words.of(info.language)
            notice = say.dms_refused(info, user_id)
            await self.outbox.send(
                info.channel_id, notice, view=controls.hand_controls(say, info.id), mention=[user_id]
            )
            return False
        except TRANSIENT as e:
            log.warning("DM to user %s failed: %s", user_id, e)
            return None

    async def _dm(self, user_id: int, body: str, files: Files, view: discord.ui.View | None) -> None:
        channel_id = await self.service.members.dm_channel(user_id)
        if channel_id is None:
            channel_id = await self.outbox.open_dm(user_id)
            await self.service.members.set_dm(user_id, channel_id=channel_id, blocked=False)
        self._newest_dm.pop(user_id, None)  # while sending, the newest DM is not known
        message_id = await self.outbox.send(channel_id, body, files=files, view=view)
        self._remember_dm(user_id, _NewestDm(channel_id, message_id))

    async def check_dms(self, info: GameInfo) -> list[int]:
        """Send each player a "you're seated" note; return those who cannot receive DMs."""
        failed = []
        for user_id in info.users():
            note = words.of(self.service.members.dm_language(user_id, info.language)).seated_dm(info, user_id)
            try:
                await self._dm(user_id, note, [], None)
                await self.service.members.set_dm(user_id, blocked=False)
            except discord.Forbidden:
                await self.service.members.set_dm(user_id, blocked=True)
                failed.append(user_id)
        return failed

    # --- other posts --------------------------------------------------------------------------

    async def post_notice(self, info: GameInfo, body: str, mention: Sequence[int] = ()) -> None:
        await self.outbox.send(info.channel_id, limits.clip(body, limits.MESSAGE), mention=mention)

    async def post_lobby(self, info: GameInfo) -> None:
        """The first message of a new game thread (mentioning the owner adds them to the thread)."""
        await self.outbox.send(
            info.channel_id, words.of(info.language).created(info), mention=[info.owner_id]
        )

    async def post_undo_vote(self, outcome: UndoOutcome) -> None:
        info, say = outcome.info, words.of(outcome.info.language)
        message_id = await self.outbox.send(
            info.channel_id,
            say.undo_vote(outcome),
            view=controls.undo_vote_controls(say, info.id, info.version),
            mention=outcome.voters,
        )
        await self.service.news.remember_message(
            info.id, "undo_vote", MessageRef(info.channel_id, message_id, info.version)
        )

    async def remind(self, due: ReminderDue) -> None:
        """A turn reminder, or the stall notice once the reminders are used up."""
        info, say = due.info, words.of(due.info.language)
        body = say.reminder(due) + clock_words.reminder_due(
            say, info, await self.service.clocks.of_seats(info.id)
        )
        users = sorted({t.user_id for t in due.turns if t.user_id is not None})
        if due.stalled:  # pings the players it waits for, not the whole table
            await self.outbox.send(info.channel_id, body, mention=users)
            return
        await self.outbox.send(
            info.channel_id, body, view=controls.reminder_controls(say, info.id, info.version), mention=users
        )

    async def board_files(self, game_id: int, *, phone: bool | None = None) -> tuple[str, Files]:
        """The public board of a game and its status line, for /board (in the game's language);
        ``phone``: the phone layout, its parts as separate attachments (None: the layout the owner
        chose for the channel)."""
        public = await self.service.news.public_view(game_id)
        info = public.info
        phone = channel_phone(info) if phone is None else phone
        files = (
            await self.pictures(public.view, info.language, phone=phone) if public.view is not None else []
        )
        body = words.of(info.language).board(info, public.status, bool(files), public.view is not None)
        return body, files

    async def board_text(self, game_id: int, user_id: int | None, lang: str) -> list[str]:
        """The board as plain lines (``images.boardtext``): the channel's public view in the game's
        language, or, given ``user_id``, what each of that member's seats sees, in ``lang``."""
        if user_id is None:
            public = await self.service.news.public_view(game_id)
            info = public.info
            if public.view is None:
                return [words.of(info.language).board(info, public.status, False, False)]
            return await self._text(public.view, info.language)
        lines: list[str] = []
        for hand in await self.service.news.hand(game_id, user_id):
            if hand.view is not None:
                lines += await self._text(hand.view, lang)
        return lines

    async def seat_pictures(self, game_id: int, user_id: int, lang: str, *, phone: bool = False) -> Files:
        """The boards of each of a member's seats as that seat sees it (the fog applied), in ``lang``."""
        files: Files = []
        for hand in await self.service.news.hand(game_id, user_id):
            if hand.view is not None:
                drawn = await self.pictures(hand.view, lang, phone=phone)
                files += [(f"{hand.seat}-{name}", png) for name, png in drawn]
        return files

    async def place_for_new(self, channel_id: int, in_thread: bool, name: str) -> tuple[int, int | None]:
        """(channel, parent) where a new game is played: a new thread of ``channel_id``, or the channel."""
        if not in_thread:
            return channel_id, None
        try:
            return await self.outbox.create_thread(channel_id, name), channel_id
        except discord.Forbidden:
            raise BotLacksPermission(Msg("bot-error-no-threads")) from None

    # --- pictures -----------------------------------------------------------------------------

    async def private_files(self, view: View, lang: str, *, phone: bool = False) -> Files:
        """A seat's whole private picture: its own board (the fog applied to the rest; ``phone``: in
        the phone layout), then its sheets."""
        files = [(f"my-{name}", png) for name, png in await self.pictures(view, lang, phone=phone)]
        sheets = await self._draw(self._render_sheets, view, lang, "sheets") or []
        return files + [(name, png) for name, png in sheets if len(png) <= FILE_LIMIT]

    async def pictures(self, view: View, lang: str, *, phone: bool = False) -> Files:
        """A view's board: one ``board.png``, or (``phone``) the phone layout's parts."""
        if not phone:
            board = await self._board(view, lang)
            return [("board.png", board)] if board else []
        parts: Files = await self._draw(self._render_phone, view, lang, "phone board") or []
        return [(name, png) for name, png in parts if len(png) <= FILE_LIMIT]

    async def _text(self, view: View, lang: str) -> list[str]:
        lines: list[str] = await asyncio.to_thread(boardtext.board_text, view, lang)
        return lines

    async def _board(self, view: View, lang: str) -> bytes | None:
        png: bytes | None = await self._draw(self._render_board, view, lang, "board")
        if png is not None and len(png) > FILE_LIMIT:
            log.error("board of %s is %d bytes, over the upload limit", view.get("game"), len(png))
            return None
        return png

    async def _draw(self, render: Callable[[View, str], Any], view: View, lang: str, what: str) -> Any:
        try:
            return await self.drawing.run(render, view, lang)
        except Exception:  # a drawing bug must not stop the game; it is logged with its traceback
            log.exception("drawing the %s of %s failed", what, view.get("game"))
            return None

    @staticmethod
    def discord_files(files: Sequence[tuple[str, bytes]]) -> list[discord.File]:
        """Fresh ``discord.File`` objects (each can be sent only once)."""
        return [discord.File(io.BytesIO(png), filename=name) for name, png in files]


def _fingerprint(files: Files) -> str:
    digest = hashlib.sha256()
    for name, data in files:
        digest.update(f"{name}:{len(data)}:".encode())
        digest.update(data)
    return digest.hexdigest()


def _why(error: Exception) -> Msg:
    if isinstance(error, discord.Forbidden):
        return Msg("bot-why-forbidden")
    if isinstance(error, discord.HTTPException):
        return Msg("bot-why-status", status=str(error.status))
    return Msg("bot-why-rate-limited")
