"""The words of looking back (``bot/locales/<lang>/history.ftl``): the board of a past turn, and the
log with each decision by its public form under the seat that made it.

A play's log lines are of two kinds. Some tell what the decision did: they name the acting seat and
no other side ("France plays Lamarque"), or, while the turn stays with the player, name no seat
at all ("March to Grammont: Uxbridge"). Those are quoted under the decision. From the first line
that is not (a card the other side flips for its own move, a battle between sides, the next turn
the rules open after a hand-off), the rest are the rules' own lines, shown apart under no seat, so
that nothing is filed under a side that did not do it. Only what a line's message names (public
references) decides, so the grouping tells nothing hidden.
"""

from __future__ import annotations

from typing import Protocol

from bot import text
from bot.rows import ORDERS
from bot.service import GameInfo, LogPage
from bot.service.history import TurnBoard
from bot.storage import Entry
from engine.core import Arg, LogEntry, MsgJson, is_visible


class Words(Protocol):
    """What looking back needs of ``bot.chat.words.Words`` (which uses this module, so cannot be
    imported here): a catalog's message, and a log entry."""

    def say(self, key: str, /, **args: Arg) -> str: ...

    def entry(self, entry: LogEntry) -> str: ...


def board_head(say: Words, board: TurnBoard, seat: str | None) -> str:
    """The line above a past turn's board: whose view it is."""
    info = board.info
    if seat is None:
        return say.say("bot-history-board-public", game=info.name, turn=board.turn)
    return say.say("bot-history-board-seat", game=info.name, turn=board.turn, seat=info.seat_ref(seat))


def turn_choice(say: Words, turn: int) -> str:
    """A turn as the autocomplete of ``/board turn`` offers it."""
    return say.say("bot-history-turn-choice", turn=turn)


# --- the log --------------------------------------------------------------------------------------


def log_page(say: Words, info: GameInfo, page: LogPage) -> list[str]:
    """A page of the log: its head, then each entry's public lines."""
    head = say.say(
        "bot-log-head",
        game=info.name,
        first=str(max(page.end - page.count + 1, 1)),
        last=str(page.end),
        total=str(info.version),
    )
    lines = [line for entry in page.entries for line in log_entry(say, info, entry)]
    return [head, *(lines or [say.say("bot-log-empty")])]


def log_entry(say: Words, info: GameInfo, entry: Entry) -> list[str]:
    """One entry: a note of the bot's as it stands; a play as its seat's decision, the lines it wrote
    quoted under it, then the rules' own lines apart."""
    shown = [e for e in entry.log if is_visible(e, None)]
    seq = str(entry.seq)
    if entry.kind != "play" or entry.seat is None:
        return [say.say("bot-log-line", seq=seq, line=say.entry(e)) for e in shown]
    if entry.public is None:  # carried over from older rules: only whose it was is known
        head = say.say("bot-log-play-hidden", seq=seq, seat=info.seat_ref(entry.seat))
        own, rules = shown, list[LogEntry]()
    else:
        head = decision(say, info, entry)
        own, rules = split(info.key, entry, shown)
    if entry.undone:
        head = say.say("bot-log-taken-back", line=head)
    quoted = [text.quote(say.entry(e)) for e in own]
    return [head, *quoted, *(say.say("bot-history-log-rules", line=say.entry(e)) for e in rules)]


def decision(say: Words, info: GameInfo, entry: Entry) -> str:
    """A decision by its public form, under its seat and the player who made it (or for whom the bot
    answered: by their standing orders, or for another reason the bot gave)."""
    assert entry.seat is not None and entry.public is not None
    seat, seq, action = info.seat_ref(entry.seat), str(entry.seq), entry.public
    if entry.user_id is None:
        return say.say("bot-history-log-play-auto", seq=seq, seat=seat, action=action)
    player = text.mention(entry.user_id)
    key = {None: "bot-history-log-play", ORDERS: "bot-history-log-play-orders"}.get(
        entry.auto, "bot-history-log-play-auto-for"
    )
    return say.say(key, seq=seq, seat=seat, player=player, action=action)


def split(game: str, entry: Entry, lines: list[LogEntry]) -> tuple[list[LogEntry], list[LogEntry]]:
    """A play's public lines: those that tell what the decision did, then the rules' own (see above)."""
    assert entry.seat is not None
    kept = entry.facts is not None and not entry.facts.handoff  # the turn stayed with the player
    for i, line in enumerate(lines):
        seats, sides = named(game, line["msg"])
        if sides or not (seats == {entry.seat} or (not seats and kept)):
            return lines[:i], lines[i:]
    return lines, []


def named(game: str, msg: MsgJson) -> tuple[set[str], set[str]]:
    """The seats and the sides a message names among its arguments (nested messages and lists too)."""
    seat_kind, side_kind = f"{game}-seat", f"{game}-side"
    seats: set[str] = set()
    sides: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            kind, ident = value.get("ref"), value.get("id")
            if kind == seat_kind:
                seats.add(str(ident))
            elif kind == side_kind:
                sides.add(str(ident))
            for inner in value.values():
                walk(inner)
        elif isinstance(value, list | tuple):
            for inner in value:
                walk(inner)

    walk(msg.get("args", {}))
    return seats, sides
