"""Scripted players at a table on the offline Discord: open a game in a thread, take seats, start, act.

Shared by the load benchmark and the demo. Everything goes through what a player can do in a
Discord client: slash commands (with autocomplete) and the buttons on the bot's messages.
"""

from __future__ import annotations

import contextlib
import re

from fakediscord import Channel, FakeDiscord, InteractionRecord, Message, User

TIMEOUT = 60.0  # seconds for the bot to answer one interaction, generous for a loaded machine
_LINK = re.compile(r"<#(\d+)>")
_PING = re.compile(r"<@(\d+)>, your turn as")
ACTION_PREFIX = "mg:a:"


def reply_text(record: InteractionRecord) -> str:
    """What the bot answered to an interaction: its original response and followups."""
    parts = [record.original.content] if record.original is not None else []
    parts += [m.content for m in record.followups if m is not record.original]
    return "\n".join(parts)


async def answered(record: InteractionRecord) -> InteractionRecord:
    """Wait until the bot answered (a deferred answer filled in)."""
    return await record.done(timeout=TIMEOUT)


async def open_game(
    fake: FakeDiscord, channel: Channel, owner: User, game: str, options: str, seat: str, **more: str
) -> Channel:
    """``owner`` opens ``game`` in a new thread of ``channel`` and takes ``seat`` (``more``: other
    options of ``/game new``, such as ``ai``); returns the thread."""
    command = await fake.slash(owner, channel, "game new", game=game, options=options, seat=seat, **more)
    new = await answered(command)
    link = _LINK.search(reply_text(new))
    if link is None:
        raise RuntimeError(f"/game new failed: {reply_text(new)}")
    return fake.channels[int(link.group(1))]


async def join(fake: FakeDiscord, thread: Channel, user: User, seat: str) -> None:
    record = await answered(await fake.slash(user, thread, "game join", seat=seat))
    if "takes" not in reply_text(record):
        raise RuntimeError(f"/game join failed: {reply_text(record)}")


async def start(fake: FakeDiscord, thread: Channel, owner: User) -> None:
    record = await answered(await fake.slash(owner, thread, "game start"))
    if "has started" not in reply_text(record):
        raise RuntimeError(f"/game start failed: {reply_text(record)}")


def is_turn(message: Message) -> bool:
    """A ping telling a player to act, or the end of the game."""
    return "your turn as" in message.content or "is over" in message.content


def acting_user(fake: FakeDiscord, ping: Message) -> User:
    """The player a turn ping is for."""
    found = _PING.search(ping.content)
    if found is None:
        raise ValueError(f"not a turn ping: {ping.content[:80]!r}")
    return fake.users[int(found.group(1))]


def action_buttons(message: Message) -> dict[str, str]:
    """The action buttons of a ping: what each does (a notation, or ``#index``) -> its custom_id."""
    found = {}
    for row in message.components:
        for component in row.get("components", []):
            custom_id = str(component.get("custom_id", ""))
            if custom_id.startswith(ACTION_PREFIX):
                found[custom_id.split(":", 5)[5]] = custom_id
    return found


async def play_typed(fake: FakeDiscord, user: User, thread: Channel, action: str) -> InteractionRecord:
    """``/play action:…`` as a player types it: the autocomplete list for the first word, then the action.
    A list that never came is counted with the window's interactions (late or missing); the player
    types the action anyway."""
    with contextlib.suppress(TimeoutError):
        await fake.autocomplete(user, thread, "play", focused="action", action=action.split(" ")[0])
    return await fake.slash(user, thread, "play", action=action)
