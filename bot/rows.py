"""The rows the storage reads and writes: games, seats, log entries, changes, members, votes.

Plain frozen records with no SQL, so that the service, the words and a later PostgreSQL backend
share them; ``bot.storage`` re-exports every one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Action, LogEntry, Msg, Result, UndoPolicy

Setting = str | int | float | bool | list[str]  # one value of a game's life settings
ORDERS = "orders"  # ``Entry.auto`` of a play the bot gave by its player's standing orders
STAND_IN = "stand-in"  # ``Entry.auto`` of a play the bot's stand-in made for a vacant seat it plays


@dataclass(frozen=True, slots=True)
class NewGame:
    """What ``create_game`` needs."""

    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    game_key: str
    scenario: str
    options: dict[str, str]
    seed: int
    owner_id: int
    created_at: float
    language: str = "en"
    salt: str | None = None  # of the dice commitment (None: the game has none)
    name: str | None = None  # the owner's name for the game
    settings: dict[str, Setting] = field(default_factory=dict)  # the owner's life settings


@dataclass(frozen=True, slots=True)
class GameRow:
    """One row of ``games``."""

    id: int
    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    game_key: str
    scenario: str
    options: dict[str, str]
    seed: int
    status: str
    owner_id: int
    version: int
    announced_version: int
    reminder_hours: float
    reminder_limit: int
    result: Result | None
    created_at: float
    updated_at: float
    language: str
    base_step: int  # the first step the game can be rebuilt from (0, or where older rules left it)
    salt: str | None  # of the dice commitment posted at the start (None: opened before there was one)
    name: str | None = None  # the owner's name for the game
    settings: dict[str, Setting] = field(default_factory=dict)  # deadline and seats (bot.service.seats)


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: str
    user_id: int
    view_hash: str | None = None


@dataclass(frozen=True, slots=True)
class Facts:
    """What one play did to the pace of play, as the engine's ``Step`` said (for pacing and undo)."""

    to_act: tuple[str, ...]
    handoff: bool
    public_changed: bool
    undo: UndoPolicy


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a game's action log. ``seq`` is assigned by ``commit``.

    A play (and the undo taking it back) holds the action with its label for the acting seat, and
    ``public``: what the channel may read of it (None where that is not known, for entries carried
    over from older rules in hidden-information games). A concession names its seats in ``seat``,
    joined by commas. ``auto`` says why the bot gave a play for its player without asking them
    (``ORDERS``: their standing orders); None: the player chose it.
    """

    kind: str  # start | play | undo | concede | abandon
    step: int
    seat: str | None = None
    action: Action | None = None
    public: Msg | None = None
    user_id: int | None = None
    log: list[LogEntry] = field(default_factory=list)
    facts: Facts | None = None  # plays only (None for plays carried over as legacy lines)
    created_at: float = 0.0
    seq: int = 0
    undone: bool = False
    auto: str | None = None


@dataclass(frozen=True, slots=True)
class Change:
    """A change to one game, written in one transaction by ``commit``."""

    game_id: int
    expected_version: int
    entry: Entry
    status: str
    state: str | None = None  # state JSON after entry.step actions; None when the state is unchanged
    result: Result | None = None
    undo_seq: int | None = None  # the play this entry takes back
    reminder_due: float | None = None  # when to remind the seats to act; None: no reminder


@dataclass(frozen=True, slots=True)
class DmStatus:
    user_id: int
    channel_id: int | None
    blocked: bool


@dataclass(frozen=True, slots=True)
class MemberRow:
    """A member's language: their client's locale as last seen, and the language they chose (None:
    follow the locale); the layout of their private boards ("phone", or None: desktop)."""

    user_id: int
    locale: str | None
    language: str | None
    layout: str | None = None


@dataclass(frozen=True, slots=True)
class ReminderRow:
    game_id: int
    due_at: float
    sent: int
    waiting_since: float


@dataclass(frozen=True, slots=True)
class UndoRequest:
    game_id: int
    version: int
    requested_by: int
    voters: tuple[int, ...]
    approvals: tuple[int, ...]
    created_at: float


@dataclass(frozen=True, slots=True)
class SideVote:
    """A concession waiting for the partners of the conceding player on the same side."""

    game_id: int
    version: int
    requested_by: int
    seats: tuple[str, ...]
    voters: tuple[int, ...]
    approvals: tuple[int, ...]
    created_at: float


@dataclass(frozen=True, slots=True)
class Absence:
    game_id: int
    user_id: int
    since: float
    until: float


@dataclass(frozen=True, slots=True)
class MessageRef:
    channel_id: int
    message_id: int
    version: int
