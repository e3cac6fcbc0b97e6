"""What the bot itself writes into a game's record, as messages: its log notes and the results it
decides (a concession, an abandoned game). Stored as data and put into words where they are shown,
like the engine's own entries; migrations write the same messages for games carried over."""

from __future__ import annotations

from collections.abc import Sequence

import engine
from bot.text import mention
from engine.core import LogEntry, Msg, Ref, Result, seat_ref

PREFIX = "bot-"  # the bot's own notes in a log, apart from the engine's entries


def seat_name(game: str, seat: str) -> Ref:
    """A seat as a message argument, as its game names it (a game no longer registered: by its key)."""
    found = engine.GAMES.get(game)
    return found.seat_ref(seat) if found is not None else seat_ref(game, seat)


def note(msg: Msg) -> LogEntry:
    """A public log entry of the bot's."""
    return {"msg": msg.to_json(), "dice": [], "to": None}


def begin() -> Msg:
    return Msg("bot-log-begin")


def seated(game: str, seats: Sequence[str], user_id: int) -> Msg:
    """Who plays which seats, as the game begins."""
    return Msg("bot-log-seated", seats=tuple(seat_name(game, s) for s in seats), player=mention(user_id))


def seating(game: str, seats: Sequence[str], players: dict[str, int]) -> list[Msg]:
    """One ``seated`` note per player, in seating order (seats without one are the AI's)."""
    users = list(dict.fromkeys(players[s] for s in seats if s in players))
    return [seated(game, [s for s in seats if players.get(s) == u], u) for u in users]


def ai_seated(game: str, seat: str, level: str) -> Msg:
    """The AI plays a seat as the game begins (at its level)."""
    return Msg("bot-log-seated-ai", seat=seat_name(game, seat), level=Msg(f"bot-ai-level-{level}"))


def committed(digest: str) -> Msg:
    """The dice commitment, posted as the game begins (seed and salt follow at its end)."""
    return Msg("bot-log-commitment", digest=digest)


def action_taken(game: str, seat: str, public: Msg | None) -> Msg:
    """An action as the channel may read it; only whose it was when that is not known."""
    if public is None:
        return Msg("bot-action-hidden", seat=seat_name(game, seat))
    return Msg("bot-action-public", seat=seat_name(game, seat), action=public)


def taken_back(user_id: int, action: Msg, approvers: Sequence[int] = ()) -> Msg:
    """The note of an undo: who took back which action, and who approved it."""
    if not approvers:
        return Msg("bot-log-undo", player=mention(user_id), action=action)
    voters = tuple(mention(u) for u in approvers)
    return Msg("bot-log-undo-approved", player=mention(user_id), action=action, approvers=voters)


def conceded(game: str, seats: Sequence[str], user_id: int) -> Msg:
    return Msg(
        "bot-log-concede",
        seats=tuple(seat_name(game, s) for s in seats),
        player=mention(user_id),
        count=len(seats),
    )


def abandoned(user_id: int) -> Msg:
    return Msg("bot-log-abandon", player=mention(user_id))


def legacy(text: str) -> Msg:
    """A line written in English by a release before messages were data, kept as it was."""
    return Msg("bot-legacy-line", text=text)


def concession(game: str, seats: Sequence[str]) -> Result:
    """The result of a concession (which side wins is for the players to see: several may be left)."""
    return Result(
        (), "concession", Msg("bot-result-concession", seats=tuple(seat_name(game, s) for s in seats))
    )


def abandonment() -> Result:
    return Result((), "abandoned", Msg("bot-result-abandoned"))


def legacy_result(text: str) -> Result:
    """How a game carried over from older rules ended, in the words it was stored with."""
    return Result((), "legacy", legacy(text))
