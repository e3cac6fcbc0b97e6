"""Slash commands named in catalog text, as ``{ COMMAND("game join") }``.

Discord makes a command mention (``</game join:id>``) a link the member clicks to start typing that
command, shown by the name their own client knows, so a Japanese sentence is still of use to a member
whose client is in English. A mention needs the command's id, which the bot learns from Discord when it
starts (``set_command_ids``); until then, and in tools and tests, the command reads as its name in the
catalog's language, as code (```/ゲーム 参加```).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

_IDS: dict[str, int] = {}  # top-level command name (the payload's default, English) -> its id


def set_command_ids(ids: Mapping[str, int]) -> None:
    """The ids of the registered top-level commands, by their default name."""
    _IDS.clear()
    _IDS.update(ids)


def command_text(qualified: str, local_name: Callable[[str], str]) -> str:
    """``qualified`` (``"game join"``) as a mention when its id is known, else ```/{local name}```."""
    top = qualified.split(" ", 1)[0]
    if top in _IDS:
        return f"</{qualified}:{_IDS[top]}>"
    return f"`/{local_name(qualified)}`"
