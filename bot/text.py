"""Discord's language-neutral markup (mentions, channel links, timestamps) and messages split to fit.

Words are chosen in ``bot.chat.words``; what is here reads the same in every language. Limits and
clipping are ``bot.limits``'.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.limits import MESSAGE, clip


def chunks(lines: Iterable[str], limit: int = MESSAGE) -> list[str]:
    """Join lines into as few messages of at most ``limit`` characters as possible."""
    out: list[str] = []
    current = ""
    for line in lines:
        line = clip(line, limit)
        if current and len(current) + 1 + len(line) > limit:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def mentions(user_ids: Iterable[int]) -> str:
    """Several mentions, separated by spaces (the same in every language)."""
    return " ".join(mention(u) for u in user_ids)


def channel(channel_id: int) -> str:
    return f"<#{channel_id}>"


def relative(timestamp: float) -> str:
    """A Discord timestamp each reader sees in their own words, e.g. "3 hours ago"."""
    return f"<t:{int(timestamp)}:R>"


def quote(line: str) -> str:
    return f"> {line}"


def message_link(guild_id: int, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"
