"""A text mode of every board: what a view shows, as plain lines a screen reader can read.

``board_text(view, lang)`` gives the whole public situation (or, for a seat's view, what that seat
sees) in the reader's language: first the status line (who is asked what), then sections, each a
heading line ("France:", "The map:") and its lines (an area and its units, a track, a hand count),
then the last moves. It reads the view alone, so fog stays fog: a block is named only where the view
names it. Every word comes from the catalogs: the games' names (``Ref``) inside whole-sentence
templates (``images-text-*`` in ``images/locales``).

Each game has a module here (``TEXTS``, like ``images.RENDERERS``) with
``write(view, out: Writer) -> None``, which adds its sections to ``out``. The bot's ``/board text``
and the terminal player's text command call ``board_text``; ``board_sections`` keeps the headings
apart for a client that styles them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple, cast

from engine.core import Arg, LogEntry, Msg, MsgJson
from i18n import Translator, translator

TEXTS: dict[str, str] = {
    "napoleon21": "images.napoleon21.text",
    "napoleon1815": "images.napoleon1815.text",
    "gustav": "images.gustav.text",
    "nwsolitaire": "images.nwsolitaire.text",
    "ageofnapoleon": "images.ageofnapoleon.text",
    "duel": "images.examples.duel_text",
    "patrol": "images.examples.patrol_text",
    "sealed": "images.examples.sealed_text",
}

View = Mapping[str, object]


class Section(NamedTuple):
    """A heading (None: the opening lines, under no heading) and its lines."""

    heading: str | None
    lines: list[str]


class Writer:
    """Collects the sections of a board's text in one language."""

    def __init__(self, lang: str, *, strict: bool = False) -> None:
        self.tr: Translator = translator(lang, strict=strict)
        self.sections: list[Section] = []

    def say(self, msg: Msg | MsgJson) -> str:
        """A message of the game (a status, a summary) in words."""
        return self.tr(msg)

    @staticmethod
    def msg(data: MsgJson) -> Msg:
        """A message of the view (kept as plain JSON) as an argument of one of our templates."""
        return Msg.from_json(data)  # type: ignore[arg-type]  # a TypedDict is a Mapping of JSON

    def text(self, key: str, **args: Arg) -> str:
        """One of our templates, ``images-text-{key}``, with its arguments."""
        return self.tr(Msg(f"images-text-{key}", **args))

    def join(self, parts: Iterable[str]) -> str:
        """Phrases that are not all names (a name, then a counted group...), one after another."""
        return self.tr.text("images-separator").join(parts)

    def section(self, heading: str | None = None, **args: Arg) -> list[str]:
        """A new section under the template ``images-text-{heading}``; returns its lines to fill."""
        lines: list[str] = []
        self.sections.append(Section(self.text(heading, **args) if heading else None, lines))
        return lines

    def opening(self, status: MsgJson) -> list[str]:
        """The first lines: the status line, who is asked what."""
        lines = self.section()
        lines.append(self.say(status))
        return lines

    def last_moves(self, log: Sequence[LogEntry]) -> None:
        """The last action's log entries the viewer may read (the view holds only those)."""
        if log:
            self.section("last-moves").extend(self.tr.entry(entry) for entry in log)


def _writer_of(view: View) -> Callable[[View, Writer], None]:
    key = str(view["game"])
    if key not in TEXTS:
        raise KeyError(f"no board text for game {key!r}")
    return cast(Callable[[View, Writer], None], importlib.import_module(TEXTS[key]).write)


def board_sections(view: View, lang: str = "en", *, strict: bool = False) -> list[Section]:
    """The board of a view (public or a seat's) as sections of lines in ``lang``; ``strict``
    (tests) raises ``MissingText`` for a word a catalog lacks instead of falling back to English."""
    out = Writer(lang, strict=strict)
    _writer_of(view)(view, out)
    return [section for section in out.sections if section.lines]


def board_text(view: View, lang: str = "en", *, strict: bool = False) -> list[str]:
    """The board of a view as plain lines: each section's heading, then its lines."""
    lines: list[str] = []
    for section in board_sections(view, lang, strict=strict):
        if section.heading is not None:
            lines.append(section.heading)
        lines.extend(section.lines)
    return lines
