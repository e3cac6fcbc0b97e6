"""A ``/play`` action carries the game version it was chosen at, so a double submit applies once.

Autocomplete sends ``draw @7``: the action and, after `` @``, the game's version when the list was
offered. A value typed by hand has no version: it counts for the version the game had when the
command reached the bot (``/play`` reads it before anything else waits), so two typed at once apply
once. Once the game has moved on, the action is refused as stale (``StaleBoard``) with a fresh
prompt, like an old button.
"""

from __future__ import annotations

import re

MARK = " @"
_TAGGED = re.compile(r"^(?P<action>.*\S) @(?P<version>\d{1,12})$", re.DOTALL)


def tag(value: str, version: int) -> str:
    return f"{value}{MARK}{version}"


def room(version: int) -> int:
    """How many characters the tag takes."""
    return len(tag("", version))


def split(text: str) -> tuple[str, int | None]:
    """The action typed or chosen, and the version it was chosen at (None: typed by hand)."""
    match = _TAGGED.match(text.strip())
    if match is None:
        return text, None
    return match["action"], int(match["version"])
