"""The fake Discord's world: users, guilds, roles, channels, messages and attachments.

Plain mutable records; their Discord JSON shapes are built in :mod:`fakediscord.objects`.
"""

from __future__ import annotations

import datetime
import itertools
import time
from dataclasses import dataclass, field
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000

# Permission bits (https://discord.com/developers/docs/topics/permissions).
CREATE_INSTANT_INVITE = 1 << 0
MANAGE_CHANNELS = 1 << 4
ADMINISTRATOR = 1 << 3
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_EXTERNAL_EMOJIS = 1 << 18
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL_PERMISSIONS = (1 << 53) - 1

EVERYONE_PERMISSIONS = (
    CREATE_INSTANT_INVITE
    | ADD_REACTIONS
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_EXTERNAL_EMOJIS
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
)
"""What @everyone may do in a freshly created community server."""

DEFAULT_BOT_PERMISSIONS = EVERYONE_PERMISSIONS | MANAGE_MESSAGES | MANAGE_THREADS
"""The bot's managed role when it was invited with a typical game-bot permission set."""

DM_APP_PERMISSIONS = (
    ADD_REACTIONS | VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_MESSAGE_HISTORY
)

# Channel types.
GUILD_TEXT = 0
DM = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

# Message flags.
EPHEMERAL = 1 << 6
LOADING = 1 << 7
IS_COMPONENTS_V2 = 1 << 15


def utcnow() -> datetime.datetime:
    """The current time, timezone-aware (Discord timestamps are UTC)."""
    return datetime.datetime.now(datetime.UTC)


class Snowflakes:
    """Makes unique, time-ordered snowflake ids, so ``discord.Object(id).created_at`` is now."""

    def __init__(self, worker: int = 1) -> None:
        self._worker = worker & 0x1F
        self._counter = itertools.count()

    def next(self) -> int:
        """A new id for the current millisecond."""
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (self._worker << 17) | (next(self._counter) & 0xFFF)


@dataclass(eq=False)
class User:
    """A Discord account: a scripted player or the bot itself."""

    id: int
    name: str
    bot: bool = False
    locale: str = "en-US"  # the language of the member's Discord client, sent with each interaction

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass(eq=False)
class Role:
    """A guild role; the @everyone role has the guild's id."""

    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    bot_id: int | None = None


@dataclass(eq=False)
class Member:
    """A user's membership in one guild."""

    user: User
    roles: list[Role] = field(default_factory=list)
    joined_at: datetime.datetime = field(default_factory=utcnow)


@dataclass(eq=False)
class Attachment:
    """An uploaded file; ``data`` holds the bytes exactly as the bot sent them."""

    id: int
    filename: str
    data: bytes = field(repr=False)
    content_type: str | None = None
    description: str | None = None
    url: str = ""

    @property
    def size(self) -> int:
        return len(self.data)


@dataclass(eq=False)
class Channel:
    """A guild text channel, a thread (``parent_id`` set) or a DM (``recipient`` set)."""

    id: int
    type: int
    name: str | None = None
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    recipient: User | None = None
    position: int = 0
    auto_archive_duration: int = 4320
    messages: list[Message] = field(default_factory=list)
    created_at: datetime.datetime = field(default_factory=utcnow)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES


@dataclass(frozen=True)
class Revision:
    """What a message showed until an edit replaced it, from the moment ``at`` (a snowflake id)."""

    at: int
    content: str
    components: list[dict[str, Any]]
    attachments: list[Attachment]


@dataclass(eq=False)
class Message:
    """A message as the fake stores it: what the bot sent, with the ids and times Discord adds."""

    id: int
    channel_id: int
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    mentions: list[User] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    guild_id: int | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    message_reference: dict[str, Any] | None = None
    thread_id: int | None = None
    tts: bool = False
    created_at: datetime.datetime = field(default_factory=utcnow)
    edited_at: datetime.datetime | None = None
    deleted: bool = False
    earlier: list[Revision] = field(default_factory=list)  # what it showed before each edit, in order
    shown_at: int | None = None  # the snowflake id of its last edit (None: as first sent)

    def __repr__(self) -> str:
        files = [a.filename for a in self.attachments]
        return (
            f"<Message {self.id} in {self.channel_id} flags={self.flags} {self.content[:60]!r} files={files}>"
        )

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred response's "thinking…" placeholder."""
        return bool(self.flags & LOADING)

    def find_component(self, custom_id: str) -> dict[str, Any] | None:
        """The component (at any depth) with this ``custom_id``, or None."""
        stack = list(self.components)
        while stack:
            component = stack.pop()
            if component.get("custom_id") == custom_id:
                return component
            stack.extend(component.get("components", []))
            if "accessory" in component:
                stack.append(component["accessory"])
        return None


@dataclass(eq=False)
class Guild:
    """A guild with its roles, channels and members."""

    id: int
    name: str
    owner_id: int
    roles: list[Role] = field(default_factory=list)
    channels: list[Channel] = field(default_factory=list)
    members: dict[int, Member] = field(default_factory=dict)
    created_at: datetime.datetime = field(default_factory=utcnow)
    locale: str = "en-US"  # the server's preferred locale (Community servers choose it)

    @property
    def everyone(self) -> Role:
        return self.roles[0]

    def permissions_of(self, user_id: int) -> int:
        """Guild-level permission bits of a member (channel overwrites are not modelled)."""
        member = self.members.get(user_id)
        if member is None:
            return 0
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        bits = self.everyone.permissions
        for role in member.roles:
            bits |= role.permissions
        return ALL_PERMISSIONS if bits & ADMINISTRATOR else bits
