"""The game log: structured entries with the dice shown, public or meant for one seat."""

from __future__ import annotations

from typing import Protocol, TypedDict

from engine.core.messages import Msg, MsgJson


class LogEntry(TypedDict):
    msg: MsgJson
    dice: list[int]
    to: str | None  # None: public; otherwise the only seat that may read it


class Loggable(Protocol):
    log: list[LogEntry]
    dice: list[int]
    quiet: bool


def log(state: Loggable, msg: Msg, to: str | None = None) -> None:
    """Write a log entry; the dice rolled since the previous entry are shown with it. A quiet state
    (a search's playout, ``GameState.quiet``) writes nothing: the dice are dropped all the same (a rule
    a playout passes often skips making the message too: ``if not s.quiet: log(s, Msg(...))``)."""
    if not state.quiet:
        state.log.append({"msg": msg.to_json(), "dice": state.dice, "to": to})
        state.dice = []  # the entry keeps the list
    elif state.dice:
        state.dice = []


def is_visible(entry: LogEntry, seat: str | None) -> bool:
    """Whether ``seat`` (None for the public channel) may read the entry."""
    return entry["to"] is None or entry["to"] == seat


def entry_msg(entry: LogEntry) -> Msg:
    """The entry's message."""
    return Msg.from_json(entry["msg"])  # type: ignore[arg-type]  # a TypedDict is a Mapping of JSON
