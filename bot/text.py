"""Text for Discord: message-sized chunks, mentions, timestamps, and the wording of common replies."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.service import GameInfo, HandView, SeatTurn
from bot.storage import MessageRef
from engine.core import Game

MESSAGE_LIMIT = 2000


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
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


def mention(user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id is not None else "*(free seat)*"


def relative(timestamp: float) -> str:
    """A Discord timestamp each reader sees in their own words, e.g. "3 hours ago"."""
    return f"<t:{int(timestamp)}:R>"


def seating(info: GameInfo) -> str:
    return ", ".join(f"{info.labels[s]}: {mention(info.players.get(s))}" for s in info.seats)


def turn_line(info: GameInfo, turn: SeatTurn, status: str) -> str:
    """The ping for a seat that must act now."""
    if turn.user_id is None:
        return f"🪑 **{turn.label}** must act in **{info.name}**, but the seat is free: `/game join seat:{turn.seat}`."
    return f"🎯 {mention(turn.user_id)}, your turn as **{turn.label}** in **{info.name}** · {status}"


def prompt_block(turn: SeatTurn) -> str:
    """The prompt text and how to answer it."""
    count = len(turn.prompt.actions)
    how = "" if count <= 25 else f"\n*{count} choices: pick with `/play` (type to filter the list).*"
    return "\n".join(f"> {line}" for line in turn.prompt.text.splitlines() or [""]) + how


def summary(info: GameInfo, status: str, board: MessageRef | None = None) -> str:
    """The `/game status` card, with a link to the latest board when there is one."""
    options = " ".join(f"{k}={v}" for k, v in info.options.items()) or "defaults"
    lines = [
        f"**{info.name}** · scenario {info.scenario} · options {options}",
        f"Status: {info.status} — {status}",
        f"Seats: {seating(info)}",
        f"Owner: {mention(info.owner_id)} · reminders every {info.reminder_hours:g} h, "
        f"stall notice after {info.reminder_limit}",
    ]
    if info.result:
        lines.append(f"Result: {info.result}")
    lines.append(f"Played in <#{info.channel_id}> · version {info.version}")
    if board is not None:
        lines.append(
            f"Latest board: https://discord.com/channels/{info.guild_id}/{board.channel_id}/{board.message_id}"
        )
    return "\n".join(lines)


def created(info: GameInfo) -> str:
    seats = ", ".join(f"`{s}` ({info.labels[s]})" for s in info.seats)
    return (
        f"🎲 **{info.name}** ({info.scenario}) is open in <#{info.channel_id}>, owned by {mention(info.owner_id)}.\n"
        f"Seats: {seats}. Take one with `/game join` there; the owner starts with `/game start`."
    )


def no_dms(names: str) -> str:
    return (
        f"📪 I could not send a direct message to {names}. This game keeps hands secret by DM: allow direct "
        "messages from server members (Privacy Settings) and run `/game start` again, or start with "
        "`without_dms: True` and those players read their private information with `/hand`."
    )


def hand_text(info: GameInfo, hand: HandView) -> str:
    lines = [f"🔒 **{info.name}** — your view as **{hand.label}**"]
    if not info.hidden:
        lines.append("This game has no hidden information: everything is on the board.")
    if hand.lines:
        lines.append("Recent private log:")
        lines.extend(f"> {line}" for line in hand.lines)
    if hand.turn is not None:
        lines.append(f"**Your turn.**\n{prompt_block(hand.turn)}")
    return clip("\n".join(lines), MESSAGE_LIMIT)


def rules_index(game: Game[Any]) -> str:
    """A game's scenarios, options and rules topics, and how many values are reconstructed."""
    reconstructed = sum(1 for p in game.provenance() if p.reconstructed)
    lines = [f"📖 **{game.title}** — {game.blurb}", "**Scenarios**"]
    lines += [f"• `{key}` — {about}" for key, about in game.scenarios.items()]
    if game.option_specs:
        lines.append("**Options** (`/game new options: key=value …`)")
        lines += [f"• `{o.key}` (default `{o.default}`) — {clip(o.help, 250)}" for o in game.option_specs]
    lines.append(f"**Topics**: {', '.join(f'`{t}`' for t in game.help_topics()) or 'none yet'}")
    lines.append(f"**Reconstructed values**: {reconstructed} — see `/rules topic: reconstructed`.")
    return clip("\n".join(lines), MESSAGE_LIMIT)


def provenance_lines(game: Game[Any], only_reconstructed: bool) -> list[str]:
    """One line per component value with where it came from; reconstructed ones are marked."""
    lines = []
    for p in game.provenance():
        if only_reconstructed and not p.reconstructed:
            continue
        mark = "⚠️ " if p.reconstructed else ""
        lines.append(f"{mark}**{p.item}** = {p.value} — *{p.source}*")
    return lines or ["No values of this game are reconstructed."]
