"""The game log: entries with the dice shown, public or meant for one seat."""

from __future__ import annotations

from typing import TypedDict


class LogEntry(TypedDict):
    text: str
    dice: list[int]
    to: str | None  # None: public; otherwise the only seat that may read it


def is_visible(entry: LogEntry, seat: str | None) -> bool:
    """Whether ``seat`` (None for the public channel) may read the entry."""
    return entry["to"] is None or entry["to"] == seat


def format_entry(entry: LogEntry) -> str:
    """One line of text, the dice shown in brackets: ``"Austria declares war [2]"``."""
    dice = f" [{' '.join(map(str, entry['dice']))}]" if entry["dice"] else ""
    return f"{entry['text']}{dice}"
