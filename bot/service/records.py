"""What the service hands to the Discord side: plain records of data (seats, prompts, log entries,
messages), never words. ``bot.chat.words`` puts them into the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from bot.notes import seat_name
from bot.service.control import ai_seats
from bot.storage import Entry, Setting
from engine.core import Action, LogEntry, Msg, Prompt, Ref, Result
from engine.core.commitment import Record

View = Mapping[str, object]


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the Discord side needs to know about a game."""

    id: int
    key: str
    scenario: str
    options: dict[str, str]
    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    status: str
    owner_id: int
    hidden: bool  # the game's ``private_views``: a seat's view, prompts and own lines go to its player alone
    version: int
    result: Result | None
    seats: tuple[str, ...]
    players: dict[str, int]
    reminder_hours: float
    reminder_limit: int
    language: str  # of the posts in the game's channel
    given_name: str | None = None  # the owner's name for the game
    settings: dict[str, Setting] = field(default_factory=dict)  # its life (``bot.service.seats.Life``)

    @property
    def name(self) -> Msg:
        """How players call the game: its title and number (and the owner's name for it)."""
        title = Msg(f"{self.key}-title")
        if self.given_name:
            return Msg("bot-game-name-given", title=title, number=str(self.id), name=self.given_name)
        return Msg("bot-game-name", title=title, number=str(self.id))

    def seat_ref(self, seat: str) -> Ref:
        return seat_name(self.key, seat)

    def seat_refs(self, seats: tuple[str, ...] | list[str]) -> tuple[Ref, ...]:
        return tuple(self.seat_ref(s) for s in seats)

    def seats_of(self, user_id: int) -> list[str]:
        return [seat for seat in self.seats if self.players.get(seat) == user_id]

    def acts_for(self, user_id: int) -> list[str]:
        """The seats ``user_id`` may act for: those they hold, and the seat the owner holds and opened
        to friends when they are among them (``Life.open_seat``, ``Life.open_to``: member ids, or
        ``*`` for every member of the channel; ``bot.service.friends``)."""
        opened, friends = self.settings.get("open_seat"), self.settings.get("open_to")
        held = isinstance(opened, str) and self.players.get(opened) == self.owner_id  # the owner's still
        if not held or not isinstance(friends, list):
            return self.seats_of(user_id)
        if "*" not in friends and str(user_id) not in friends:
            return self.seats_of(user_id)
        return [seat for seat in self.seats if self.players.get(seat) == user_id or seat == opened]

    @property
    def ai_seats(self) -> dict[str, str]:
        """The seats the AI plays (nobody holds them), each with its level."""
        return ai_seats(self.settings, self.players)

    def free_seats(self) -> list[str]:
        """The seats nobody plays, neither a member nor the AI."""
        ai = self.ai_seats
        return [seat for seat in self.seats if seat not in self.players and seat not in ai]

    def open_seats(self) -> list[str]:
        """The seats a member may take: free, or played by the AI (which then leaves it)."""
        return [seat for seat in self.seats if seat not in self.players]

    def users(self) -> list[int]:
        return sorted(set(self.players.values()))


@dataclass(frozen=True, slots=True)
class SeatTurn:
    """A seat that must act now, its player (None: the seat is free) and its prompt."""

    seat: str
    user_id: int | None
    prompt: Prompt
    ai: str | None = None  # the AI's level where the AI plays the seat


@dataclass(frozen=True, slots=True)
class PrivateUpdate:
    """What changed for one seat of a game with private views since its last delivery."""

    seat: str
    user_id: int
    entries: list[LogEntry]  # the seat's own log entries
    view: View
    view_hash: str
    news: list[LogEntry] = field(default_factory=list)  # asked privately: the public lines it missed


@dataclass(frozen=True, slots=True)
class Announcement:
    """Everything committed since the last announcement of a game."""

    info: GameInfo
    version: int
    entries: list[LogEntry]  # the public log entries, in order (the bot's notes among them)
    turns: list[SeatTurn]
    status: Msg
    public_view: View | None
    private: list[PrivateUpdate]
    finished: Result | None  # set once the game has ended (finished or abandoned)
    handoff: bool  # a play among them handed the turn on (or reached a checkpoint), or a note was made
    record: Record | None = None  # once ended: seed, salt and actions, for anyone to check the dice
    actor: int | None = None  # who took the latest play or undo among them (not to be pinged)
    board_changed: bool = True  # the public view changed: a new board is worth posting
    ai: dict[str, str] = field(default_factory=dict)  # once ended: the seats the AI played, its levels
    # No post: the seats to act are asked by DM alone (a reaction window or a forced step, or the
    # turn going on for the seats asked at the last post); the table hears of it with the next post.
    privately: bool = False
    # The members who chose the plays among them where some were not the seat's holder (friends at
    # a seat its owner opened: ``GameInfo.acts_for``), in order; empty otherwise.
    deciders: tuple[int, ...] = ()
    since: int = 0  # the version announced when it was read: it is stale once a later one was


class UndoKind(StrEnum):
    DONE = "done"  # taken back
    VOTE = "vote"  # a new request, put to the other players
    PENDING = "pending"  # a vote counted, others still to vote
    REFUSED = "refused"  # a voter (or the asker) said no


@dataclass(frozen=True, slots=True)
class UndoOutcome:
    info: GameInfo
    kind: UndoKind
    action: Msg  # the action taken back, as the channel may read it
    requested_by: int
    voters: tuple[int, ...] = ()
    waiting: tuple[int, ...] = ()
    by: int | None = None


class ConcedeKind(StrEnum):
    ENDED = "ended"  # the side conceded: the game is over
    VOTE = "vote"  # the partners are asked
    PENDING = "pending"  # one partner agreed, others still to answer
    LEFT = "left"  # a partner refused: the conceding player's seats are open


@dataclass(frozen=True, slots=True)
class ConcedeOutcome:
    info: GameInfo
    kind: ConcedeKind
    requested_by: int
    seats: tuple[str, ...]  # the side's seats (LEFT: the seats now open)
    voters: tuple[int, ...] = ()
    waiting: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Panel:
    """A player's private panel after a decision: what happened since, and what comes next."""

    info: GameInfo
    entries: list[LogEntry]  # what the seat may read of what happened since the panel was drawn
    turn: SeatTurn | None  # the player's next choice, or None: the turn passed on
    back: bool  # the player may take the last decision back alone (the engine's FREE policy)
    status: Msg
    seat: str | None  # the seat the panel shows: the one to act next, else the one asked for
    view: View | None  # that seat's private view (games with private views), for a panel's pictures


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one decision did, computed under the game's lock from one load: the entries it committed
    (with the answers the bot gave at once after it), what the table is told (``news``, with each
    seat's private news in ``news.private``; None: nothing new to tell), and the actor's panel (None
    where none is shown: an undo asked by command or vote, a concession). The Discord side renders it
    and never asks the service what happened. Any other change that may leave the table something
    to hear (a seat taken, the AI given a seat, the start, an abandon, new standing orders, the
    clocks' steps, the AI's plays) is told the same way (``News.outcome``: no actions, no panel)."""

    info: GameInfo
    taken: tuple[Action, ...]  # the actions carried out (a gathering's stop at the first refused)
    asked: int  # how many were asked
    committed: list[Entry]
    news: Announcement | None
    panel: Panel | None
    undone: UndoOutcome | None = None  # an undo: what became of it (taken back, asked, voted on)
    conceded: ConcedeOutcome | None = None  # a concession: what became of it
    seats: tuple[str, ...] = ()  # a change of seats: the seat taken, or those opened or conceded


@dataclass(frozen=True, slots=True)
class LogPage:
    entries: list[Entry]
    end: int  # the newest entry shown
    count: int
    older: bool
    newer: bool


@dataclass(frozen=True, slots=True)
class HandView:
    """A seat's private view for /hand: the view, its recent private entries, its prompt if it must act."""

    seat: str
    view: View | None  # None: the game's state cannot be shown (carried over from older rules)
    entries: list[LogEntry]
    turn: SeatTurn | None


@dataclass(frozen=True, slots=True)
class ReminderDue:
    info: GameInfo
    turns: list[SeatTurn]
    waiting_since: float
    sent: int
    stalled: bool  # the reminders are used up: tell the table instead


@dataclass(frozen=True, slots=True)
class PublicView:
    """A game as anyone may see it: the view and status line (view None before the start)."""

    info: GameInfo
    view: View | None
    status: Msg
