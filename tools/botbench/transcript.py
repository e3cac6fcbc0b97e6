"""What the players of a game on the offline Discord saw, written out as ``transcript.md`` and ``index.html``.

Every interaction a player started and every message the bot sent (in channels, threads and DMs,
ephemeral replies marked with who alone sees them) is listed in the order it happened; the pictures
are saved beside them as numbered files in ``images/``, in the same order.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fakediscord import Attachment, Channel, FakeDiscord, InteractionRecord, Message, Revision

SLASH, COMPONENT, AUTOCOMPLETE = 2, 3, 4
SUBCOMMAND_TYPES = (1, 2)
_USER = re.compile(r"<@!?(\d+)>")
_CHANNEL = re.compile(r"<#(\d+)>")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")


@dataclass
class Post:
    """One line of the transcript: a player's action or a message of the bot."""

    at: int  # the snowflake id: the order things happened in
    who: str
    where: str
    text: str
    by_player: bool
    only_for: str | None = None  # an ephemeral reply: the one user who sees it
    images: list[str] = field(default_factory=list)
    buttons: list[str] = field(default_factory=list)
    edited: bool = False  # the message as an edit left it


def write(fake: FakeDiscord, out: Path) -> list[Path]:
    """Write ``transcript.md``, ``index.html`` and ``images/`` into ``out``; return the files written."""
    pictures = Pictures(out / "images")
    messages = [m for c in fake.channels.values() for m in c.messages if not m.deleted]
    shown = [(s, m) for m in messages for s in shown_states(m)]
    events: list[InteractionRecord | tuple[Revision, Message]] = sorted(
        [*fake.interactions, *shown], key=lambda e: e.id if isinstance(e, InteractionRecord) else e[0].at
    )
    posts = [
        player_post(fake, item) if isinstance(item, InteractionRecord) else bot_post(fake, *item, pictures)
        for item in events
    ]
    (out / "transcript.md").write_text(markdown(posts), encoding="utf-8")
    (out / "index.html").write_text(page(posts), encoding="utf-8")
    return [out / "transcript.md", out / "index.html", *pictures.saved]


class Pictures:
    """Saves pictures as numbered files in ``folder`` (emptied first), in the order they are met."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.iterdir():  # the pictures and records of an earlier run
            if old.is_file():
                old.unlink()
        self.folder = folder
        self.saved: list[Path] = []
        self._paths: dict[
            int, str
        ] = {}  # attachment id -> its path, so a picture kept by an edit is saved once

    def save(self, attachment: Attachment) -> str:
        """Store one picture; returns its path relative to the transcript."""
        if attachment.id not in self._paths:
            path = self.folder / f"{len(self.saved) + 1:04d}-{attachment.filename}"
            path.write_bytes(attachment.data)
            self.saved.append(path)
            self._paths[attachment.id] = f"{self.folder.name}/{path.name}"
        return self._paths[attachment.id]


def place(fake: FakeDiscord, channel: Channel) -> str:
    if channel.recipient is not None:
        return f"DM to {channel.recipient.name}"
    return f"#{channel.name}"


def readable(fake: FakeDiscord, text: str) -> str:
    """Mentions as names: ``<@id>`` -> ``@alice``, ``<#id>`` -> ``#war-room``."""
    text = _USER.sub(lambda m: f"@{fake.users[int(m[1])].name}" if int(m[1]) in fake.users else m[0], text)
    return _CHANNEL.sub(
        lambda m: place(fake, fake.channels[int(m[1])]) if int(m[1]) in fake.channels else m[0], text
    )


def player_post(fake: FakeDiscord, record: InteractionRecord) -> Post:
    data = record.payload["data"]
    if record.type == COMPONENT:
        label = _component_label(record.payload.get("message", {}), data["custom_id"])
        chosen = f" → {', '.join(data['values'])}" if "values" in data else ""
        text = f"clicks **[{label}]**{chosen}"
    elif record.type == AUTOCOMPLETE:
        offered = ", ".join(str(c["name"]) for c in record.choices[:5])
        more = f" and {len(record.choices) - 5} more" if len(record.choices) > 5 else ""
        text = f"types `{_command(data)}` — autocomplete offers: {offered or 'nothing'}{more}"
    else:
        text = f"runs `{_command(data)}`"
    return Post(record.id, record.user.name, place(fake, record.channel), text, by_player=True)


def _command(data: dict[str, Any]) -> str:
    """``/game new game:napoleon21 …`` from an interaction's data (``…`` after the option being typed)."""
    words, options = [f"/{data['name']}"], list(data.get("options", []))
    while options and options[0]["type"] in SUBCOMMAND_TYPES:
        words.append(options[0]["name"])
        options = list(options[0].get("options", []))
    words += [f"{o['name']}:{o['value']}{'…' if o.get('focused') else ''}" for o in options]
    return " ".join(words)


def _component_label(message: dict[str, Any], custom_id: str) -> str:
    for row in message.get("components", []):
        for component in row.get("components", []):
            if component.get("custom_id") == custom_id:
                return str(component.get("label") or component.get("placeholder") or custom_id)
    return custom_id


def shown_states(message: Message) -> list[Revision]:
    """Everything a message showed, in order: as sent, then after each edit (a panel edited in place
    reads as one step per click)."""
    now = Revision(message.shown_at or message.id, message.content, message.components, message.attachments)
    return [*message.earlier, now]


def bot_post(fake: FakeDiscord, shown: Revision, message: Message, pictures: Pictures) -> Post:
    channel = fake.channels[message.channel_id]
    only_for = None
    if message.ephemeral and message.interaction_metadata is not None:
        only_for = fake.users[int(message.interaction_metadata["user"]["id"])].name
    buttons = [
        str(c.get("label") or c.get("placeholder"))
        for row in shown.components
        for c in row.get("components", [])
    ]
    return Post(
        shown.at,
        message.author.name,
        place(fake, channel),
        readable(fake, shown.content),
        by_player=False,
        only_for=only_for,
        images=[pictures.save(a) for a in shown.attachments],
        buttons=buttons,
        edited=shown.at != message.id,
    )


def markdown(posts: list[Post]) -> str:
    lines = ["# Marengo demo: what the players saw", ""]
    for post in posts:
        if post.by_player:
            lines += [f"**🧑 {post.who}** in {post.where} {post.text}", ""]
            continue
        private = f" *(only {post.only_for} sees this)*" if post.only_for else ""
        edited = " *(edits its message)*" if post.edited else ""
        lines.append(f"**🤖 {post.who}** in {post.where}{private}{edited}:")
        lines += [f"> {line}" for line in (post.text or "*(no text)*").splitlines()]
        lines += [f"> ![{Path(i).name}]({i})" for i in post.images]
        if post.buttons:
            lines.append("> " + " ".join(f"`[{b}]`" for b in post.buttons))
        lines.append("")
    return "\n".join(lines)


def _html_text(text: str) -> str:
    escaped = html.escape(text)
    return _CODE.sub(r"<code>\1</code>", _BOLD.sub(r"<b>\1</b>", escaped)).replace("\n", "<br>\n")


def page(posts: list[Post]) -> str:
    parts = []
    for post in posts:
        kind = "player" if post.by_player else "bot"
        private = (
            f' <span class="private">only {html.escape(post.only_for)} sees this</span>'
            if post.only_for
            else ""
        )
        edited = " (edits its message)" if post.edited else ""
        head = f'<div class="head"><b>{html.escape(post.who)}</b> in {html.escape(post.where)}{private}{edited}</div>'
        body = f'<div class="text">{_html_text(post.text)}</div>'
        pictures = "".join(f'<img src="{html.escape(i)}" alt="{html.escape(i)}">' for i in post.images)
        buttons = "".join(f'<span class="button">{html.escape(b)}</span>' for b in post.buttons)
        parts.append(f'<div class="post {kind}">{head}{body}{pictures}<div>{buttons}</div></div>')
    return _PAGE.format(posts="\n".join(parts))


_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Marengo demo</title>
<style>
body {{ font-family: sans-serif; background: #313338; color: #dbdee1; max-width: 60em; margin: auto; }}
.post {{ margin: .6em 0; padding: .4em .8em; border-radius: 6px; background: #2b2d31; }}
.player {{ background: #1e1f22; color: #b5bac1; }}
.head {{ font-size: .85em; color: #949ba4; }}
.private {{ color: #f0b232; }}
img {{ display: block; max-width: 100%; margin-top: .4em; }}
.button {{ display: inline-block; margin: .3em .3em 0 0; padding: .2em .6em; border-radius: 4px; background: #5865f2; color: white; font-size: .85em; }}
code {{ background: #1e1f22; padding: 0 .2em; }}
</style></head><body>
<h1>Marengo demo: what the players saw</h1>
{posts}
</body></html>
"""
