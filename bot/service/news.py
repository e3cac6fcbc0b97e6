"""What happened since a game was last announced, and what players may look at: the public view, a
seat's private view, the log."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from bot import notes
from bot.errors import LobbyError, NotSeated
from bot.service.control import ai_players, ai_seats
from bot.service.records import (
    Announcement,
    GameInfo,
    HandView,
    LogPage,
    Outcome,
    PrivateUpdate,
    PublicView,
    SeatTurn,
    View,
)
from bot.service.table import Table
from bot.service.tables import Tables
from bot.storage import Entry, MessageRef
from engine.core import LogEntry, Msg, entry_msg, is_visible
from engine.core.commitment import Played, Record

POST = "post:"  # a remembered message kind: the hand-off post of a version, for links to it
TOLD = "dm:"  # a remembered message kind, per seat: the version up to which its player was told by DM
CATCH_UP_LINES = 40


@dataclass(frozen=True)
class CatchUp:
    """What a player missed: the lines their seats may read since their last decision, with the
    hand-off posts made since."""

    info: GameInfo
    since: int  # the version of the player's last decision (0: none yet)
    entries: list[LogEntry]
    posts: list[MessageRef]


def private_part(seat_view: View, public_view: View) -> View:
    """The parts of a seat's view the public does not see (the log aside: it is delivered as entries)."""
    return {k: v for k, v in seat_view.items() if k != "log" and public_view.get(k) != v}


def view_hash(part: View) -> str:
    return hashlib.sha256(json.dumps(part, sort_keys=True, default=str).encode()).hexdigest()[:32]


def public_entries(entries: list[LogEntry]) -> list[LogEntry]:
    return [e for e in entries if is_visible(e, None)]


def seat_entries(entries: list[LogEntry], seat: str) -> list[LogEntry]:
    """The entries written for ``seat`` alone."""
    return [e for e in entries if e["to"] == seat]


def _tells_the_table(entries: list[Entry], acting: set[int | None], *, alone: bool = False) -> bool:
    """A hand-off or a checkpoint after which another seat must act, or a note; an undo unless the
    player who must act now took back a play the table had not been told of. A checkpoint after which
    the same seat goes on (a new turn opened by its own last play) is told with the next post, where
    nobody waits for a ping meanwhile; in a game of one seat (``alone``: no hand-off will ever come)
    each checkpoint the rules mark, a phase closed, is told if the public picture changed since the
    last post. Answers the bot gave at once by standing orders asked nobody: a play with the answers
    right after it hands off only if, after them, seats other than the play's own must act (a window
    passed for the opponent that hands back tells nobody)."""
    groups: list[list[Entry]] = []
    for entry in entries:
        if groups and entry.kind == "play" and entry.auto is not None:
            groups[-1].append(entry)
        else:
            groups.append([entry])
    if alone and _phase_closed(entries):
        return True
    return any(_group_tells(group, entries, acting) for group in groups)


def _phase_closed(entries: list[Entry]) -> bool:
    """A play standing since the last post reached a checkpoint, and one changed the public view."""
    facts = [e.facts for e in entries if e.kind == "play" and not e.undone and e.facts is not None]
    return any(f.handoff for f in facts) and any(f.public_changed for f in facts)


def _group_tells(group: list[Entry], entries: list[Entry], acting: set[int | None]) -> bool:
    head, answers = group[0], group[1:]
    handoff = any(e.facts is None or e.facts.handoff for e in answers)
    if head.kind == "undo":
        untold = any(e.kind == "play" and e.undone for e in entries)
        return head.user_id not in acting or not untold or handoff
    if head.kind != "play":
        return True
    handoff = handoff or head.facts is None or head.facts.handoff
    last = group[-1].facts
    return handoff and (last is None or last.to_act != (head.seat,))


def _deciders(entries: list[Entry], players: dict[str, int]) -> tuple[int, ...]:
    """Who chose the standing plays among ``entries``, in order, where one of them does not hold the
    seat played (a friend at an opened seat); empty where each was its seat's holder."""
    chosen = [
        (e.user_id, e.seat)
        for e in entries
        if e.kind == "play" and e.auto is None and not e.undone and e.user_id is not None
    ]
    if all(players.get(seat or "") == user for user, seat in chosen):
        return ()
    return tuple(dict.fromkeys(user for user, _ in chosen if user is not None))


def status_line(table: Table) -> Msg:
    """The engine's status line, or the bot's where there is no state to ask."""
    if table.state is not None:
        return table.game.status(table.state)
    if table.row.status == "lobby":
        players, seats = len(table.players), len(table.game.seats(table.row.options))
        return Msg("bot-status-lobby-seats", taken=players, seats=seats)
    return Msg(f"bot-status-{table.row.status}")


def seat_turns(table: Table) -> list[SeatTurn]:
    """Each seat that must act now, its player and prompt (and the AI's level where it plays it)."""
    if table.state is None:
        return []
    state, ai = table.state, ai_seats(table.row.settings, table.players)
    return [
        SeatTurn(seat, table.players.get(seat), table.prompt(seat), ai.get(seat))
        for seat in table.game.to_act(state)
    ]


class News:
    """What the table is told (``told`` with a decision, ``outcome`` with any other change, ``owed``
    what never got through, ``announcement`` what is left), marked once told, and what players may
    look at (the public view, a seat's hand, the log, what they missed)."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock

    async def announcement(self, game_id: int) -> Announcement | None:
        """What happened since the last announcement of the game (None: nothing).

        The table is told (``handoff``) when the turn passed or the rules marked a checkpoint, at a
        note such as a start or an ending, or at an undo unless the player who must act now took back
        a play the table had not heard of: then everything since the last hand-off post is in it.
        While one player composes a turn, an announcement without ``handoff`` only marks the steps
        as seen. Plays taken back before anyone was told are left out.

        Read under the game's lock: a change and the answers the bot gives at once after it (standing
        orders, a stand-in) are one, and nobody is told of the moment between them, when a seat
        whose orders answer it was still to act."""
        async with self.tables.held(game_id) as table:
            return await self.told(table)

    async def outcome(self, table: Table, before: int | None, *, seats: tuple[str, ...] = ()) -> Outcome:
        """What a change other than a player's decision did since version ``before`` (None: since the
        last announcement), read under the game's lock, which the caller holds: the entries
        committed and what the table is told (``told``); no actions of a player's, no panel. Such a
        change is a seat taken (with what its holder's standing orders answered at once), the start,
        an abandon, new orders, the clocks' steps, the AI's plays; ``seats``: those it took, opened
        or conceded."""
        news = await self.told(table)
        before = table.row.announced_version if before is None else before
        changed = table.row.version > before
        committed = await self.storage.entries(table.row.id, after_seq=before) if changed else []
        return Outcome(table.info(), (), 0, committed, news, None, seats=seats)

    async def owed(self) -> list[Outcome]:
        """What each game with committed changes that never reached its channel has to tell (a
        crash between a commit and its post), each read under its game's lock."""
        owed = []
        for game_id in await self.tables.unannounced():
            async with self.tables.held(game_id) as table:
                owed.append(await self.outcome(table, None))
        return owed

    async def told(self, table: Table) -> Announcement | None:
        """``announcement``, under the game's lock, which the caller holds (a decision's outcome)."""
        await self.tables.refresh(table)
        game_id = table.row.id
        row, game, state = table.row, table.game, table.state
        if row.announced_version >= row.version:
            return None
        posted = await self.storage.get_message(game_id, "prompt")
        told = min(posted.version, row.announced_version) if posted else row.announced_version
        entries = await self.storage.entries(game_id, after_seq=told)
        ended = row.status in ("finished", "abandoned")
        turns = seat_turns(table) if row.status == "active" else []
        acting = {t.user_id for t in turns}
        alone = len(game.seats(row.options)) == 1
        thinking = bool(turns) and all(t.ai is not None for t in turns)  # told once the AI hands on
        if not ended and (thinking or not _tells_the_table(entries, acting, alone=alone)):
            return Announcement(
                table.info(),
                row.version,
                [],
                turns,
                status_line(table),
                None,
                [],
                None,
                False,
                since=row.announced_version,
            )
        written = [e for entry in entries if not entry.undone for e in entry.log]
        public_view = game.view(state, None) if state is not None else None
        last = entries[-1]
        chosen = [e.user_id for e in entries if e.kind == "play" and e.auto is None]  # not the bot's answers
        privately = not ended and await self._asked_privately(table, entries, turns, posted)
        return Announcement(
            info=table.info(),
            version=row.version,
            entries=public_entries(written),
            turns=turns,
            status=status_line(table),
            public_view=public_view,
            private=await self._private_updates(table, entries, public_view, privately=privately),
            finished=row.result if ended else None,
            handoff=True,
            record=await self.record(game_id) if ended else None,
            actor=chosen[-1] if last.kind == "play" and chosen else None,
            board_changed=any(
                e.kind != "play" or e.facts is None or e.facts.public_changed for e in entries if not e.undone
            ),
            privately=privately,
            deciders=_deciders(entries, table.players),
            ai=await self._ai_played(table) if ended else {},
            since=row.announced_version,
        )

    async def _asked_privately(
        self, table: Table, entries: list[Entry], turns: list[SeatTurn], posted: MessageRef | None
    ) -> bool:
        """Whether the seats to act are asked by DM alone, without a post (games with private views,
        where a seat's options go by DM anyway): each is asked a reaction window, a forced step or a
        question its prompt marks private by its kind (``Prompt.private``), or they are the very seats asked at the last post, whose turn goes on after the others'
        answers. Only plays happened since that post (a note, an undo or a seat change is told), and
        every seat to act has a player who takes DMs. All of it public: the prompts' flags, who must
        act, whose DMs are refused; never what a seat holds."""
        if not table.game.private_views or not turns or any(e.kind != "play" for e in entries):
            return False
        for turn in turns:
            if turn.user_id is None or await self._dm_refused(turn.user_id):
                return False
        if all(t.prompt.window is not None or t.prompt.forced or t.prompt.private for t in turns):
            return True
        asked = tuple(t.seat for t in turns)
        return posted is not None and await self._asked_at(table, posted.version) == asked

    async def _asked_at(self, table: Table, version: int) -> tuple[str, ...] | None:
        """The seats the play of ``version`` left to act (None: not a play)."""
        found = await self.storage.entries(table.row.id, after_seq=version - 1, before_seq=version + 1)
        play = found[0] if found else None
        if play is None or play.kind != "play" or play.facts is None:
            return None
        return play.facts.to_act

    async def _dm_refused(self, user_id: int) -> bool:
        status = await self.storage.dm_status(user_id)
        return bool(status and status.blocked)

    async def record(self, game_id: int) -> Record | None:
        """The record that reveals a game's seed and salt with the actions that stand (None: the game
        has no dice commitment, or never began)."""
        table = await self.tables.get(game_id)
        row = table.row
        entries = await self.storage.entries(game_id)
        start = next((e for e in entries if e.kind == "start"), None)
        if row.salt is None or start is None:
            return None
        opening = [e for e in start.log if not entry_msg(e).key.startswith(notes.PREFIX)]
        plays = [
            Played.of(str(e.seat), e.action, e.log)
            for e in entries
            if e.kind == "play" and not e.undone and e.action is not None
        ]
        return Record.build(
            row.game_key, row.scenario, row.options, row.seed, row.salt, plays, opening, row.result
        )

    async def _ai_played(self, table: Table) -> dict[str, str]:
        """The seats the AI played in the whole game, with its levels (named in ``record.json``)."""
        row, entries = table.row, await self.storage.entries(table.row.id)
        return ai_players(row.settings, table.game.seats(row.options), table.players, entries)

    async def _private_updates(
        self, table: Table, entries: list[Entry], public_view: View | None, *, privately: bool = False
    ) -> list[PrivateUpdate]:
        """Each seat whose private view changed or that was written to, with the lines written for it
        alone by the others' plays since its player was last told (its own plays' lines were in its
        panel); ``privately`` (no post): with the public lines it missed too."""
        if not table.game.private_views or table.state is None or public_view is None:
            return []
        updates = []
        for row in await self.storage.seats(table.row.id):
            told = await self.storage.get_message(table.row.id, f"{TOLD}{row.seat}")
            since = told.version if told else 0
            view = table.game.view(table.state, row.seat)
            digest = view_hash(private_part(view, public_view))
            others = [
                x
                for e in entries
                if e.seq > since and not e.undone and not (e.kind == "play" and e.seat == row.seat)
                for x in e.log
            ]
            mine = seat_entries(others, row.seat)
            news = public_entries(others) if privately else []
            if mine or news or digest != row.view_hash:
                updates.append(PrivateUpdate(row.seat, row.user_id, mine, view, digest, news))
        return updates

    async def mark_announced(self, game_id: int, version: int) -> None:
        await self.storage.mark_announced(game_id, version)

    async def mark_delivered(self, game_id: int, update: PrivateUpdate) -> None:
        """Record that a seat's private view reached its player (by DM, or a notice to use /hand)."""
        await self.storage.set_view_hash(game_id, update.seat, update.view_hash)

    async def mark_told(self, game_id: int, seat: str, ref: MessageRef) -> None:
        """Record that the seat's player was told everything up to ``ref.version`` (by the DM at
        ``ref``, or by the panel of their own decision): the next DM starts after it."""
        await self.storage.set_message(game_id, f"{TOLD}{seat}", ref)

    # --- what players may look at -------------------------------------------------------------

    async def public_view(self, game_id: int) -> PublicView:
        """The public view and status line of a game (no view before the start)."""
        table = await self.tables.get(game_id)
        view = table.game.view(table.state, None) if table.state is not None else None
        return PublicView(table.info(), view, status_line(table))

    async def remember_message(self, game_id: int, kind: str, ref: MessageRef) -> None:
        """Note where the bot posted the game's latest ``board``, ``prompt`` or ``undo_vote``."""
        await self.storage.set_message(game_id, kind, ref)

    async def remember_handoff(self, game_id: int, prompt: MessageRef, head: MessageRef, board: bool) -> None:
        """Note a hand-off post in one write: where its buttons are (``prompt``, also the ``board``'s
        place when it carries one) and where it begins (``head``: catch-up links to it)."""
        refs = {"prompt": prompt, f"{POST}{head.version}": head} | ({"board": prompt} if board else {})
        await self.storage.set_messages(game_id, refs)

    async def catch_up(self, game_id: int, user_id: int) -> CatchUp:
        """Everything the caller's seats may read since the caller's last decision."""
        table = await self.tables.get(game_id)
        info = table.info()
        seats = info.seats_of(user_id)
        if not seats:
            raise NotSeated(Msg("bot-error-not-seated", game=info.name))
        entries = await self.storage.entries(game_id)
        mine = [
            e.seq
            for e in entries
            if e.kind == "play" and e.user_id == user_id and e.auto is None and not e.undone
        ]
        since = mine[-1] if mine else 0
        after = [e for e in entries if e.seq > since and not e.undone]
        lines = [x for e in after for x in e.log if x["to"] is None or x["to"] in seats]
        posts = [ref for e in after if (ref := await self.storage.get_message(game_id, f"{POST}{e.seq}"))]
        return CatchUp(info, since, lines[-CATCH_UP_LINES:], posts)

    async def latest_prompt(self, game_id: int) -> MessageRef | None:
        """Where the game's latest hand-off post (the one with buttons) was posted."""
        return await self.storage.get_message(game_id, "prompt")

    async def latest_board(self, game_id: int) -> MessageRef | None:
        """Where the game's latest board was posted."""
        return await self.storage.get_message(game_id, "board")

    async def hand(self, game_id: int, user_id: int) -> list[HandView]:
        """Each of the caller's seats: private view, recent private entries, prompt if it must act."""
        table = await self.tables.get(game_id)
        info = table.info()
        seats = info.seats_of(user_id)
        if not seats:
            raise NotSeated(Msg("bot-error-not-seated", game=info.name))
        if info.status == "lobby":
            raise LobbyError(Msg("bot-error-not-started", game=info.name))
        state = table.state
        entries = await self.storage.entries(game_id, limit=50)
        written = [e for entry in entries if not entry.undone for e in entry.log]
        acting = table.game.to_act(state) if state is not None and info.status == "active" else []
        return [
            HandView(
                seat,
                table.game.view(state, seat) if state is not None else None,
                seat_entries(written, seat)[-10:],
                SeatTurn(seat, user_id, table.prompt(seat)) if state is not None and seat in acting else None,
            )
            for seat in seats
        ]

    async def log_page(self, game_id: int, end: int | None, count: int) -> LogPage:
        """Entries ``end - count + 1 .. end`` of the game's log (the newest when ``end`` is None)."""
        table = await self.tables.get(game_id)
        version = table.row.version
        end = version if end is None else max(min(end, version), min(count, version))
        entries: list[Entry] = await self.storage.entries(game_id, after_seq=end - count, before_seq=end + 1)
        return LogPage(entries, end, count, older=end - count > 0, newer=end < version)
