"""Solo play through the offline Discord: one person opens a game with ``ai:`` on every other seat,
it starts at once, and they play it to its end against the AI (issue 19, "In Discord").

The AI thinks in the bot's own process pool (``AI_WORKERS``), with a tiny playout budget
(``AI_PLAYOUTS``); the person answers with ``/play`` a legal action a seeded picker chooses, passing
where a pass is offered half the time so the game reaches its end in a few hundred decisions. What
is checked: the game ends; the AI's plays are stored as the stand-in's under no member; no post
ever mentions anyone but the person, and every turn post is theirs (the AI's own steps are never
posted); the AI is named in the seating, the start's log, the final reckoning and ``record.json``.
"""

from __future__ import annotations

import json
import random

import pytest

from bot.rows import STAND_IN
from fakediscord import Channel
from fakediscord.waiting import eventually
from tests.bot.e2e import Table, text_of
from tests.bot.test_e2e_gustav import stand_in_board, stand_in_sheets

TINY = 3  # playouts a decision
STALE = "The board changed since"


async def quick_bot(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot again with a tiny AI budget, drawing stand-in pictures (the drawing is tested elsewhere)."""
    await table.restart_with(ai_playouts=TINY)
    assert table.bot is not None
    monkeypatch.setattr(table.bot.delivery, "_render_board", stand_in_board)
    monkeypatch.setattr(table.bot.delivery, "_render_sheets", stand_in_sheets)


def record_of(table: Table, thread: Channel) -> dict[str, object] | None:
    """The ``record.json`` posted at the end (None: not yet)."""
    for message in table.messages(thread):
        for attachment in message.attachments:
            if attachment.filename == "record.json":
                return dict(json.loads(attachment.data))
    return None


async def open_solo(table: Table, key: str, seat: str, options: str | None = None, **more: str) -> Channel:
    """alice opens ``key`` in a thread taking ``seat``, the AI on every other seat: it starts at once."""
    given: dict[str, str] = {"game": key, "seat": seat, "ai": "*", **more}
    if options:
        given["options"] = options
    new = await table.slash(table.alice, "game new", None, followups=2, **given)
    said = text_of(new)
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    assert table.bot is not None
    info = await table.bot.service.tables.info(1)
    assert info.status == "active", said
    assert set(info.ai_seats) == set(info.seats) - {seat}
    return thread


async def alice_to_act(table: Table, seat: str) -> bool:
    """Wait until the game ended or alice's seat must act (the AI has answered)."""
    assert table.bot is not None
    live = table.bot.service.tables.loaded(1)
    if live.row.status != "active":
        return True
    return live.state is not None and seat in live.game.to_act(live.state)


async def play_solo(table: Table, thread: Channel, seat: str, seed: int, limit: int = 1500) -> int:
    """alice plays her seat with ``/play`` until the game ends; returns her decisions."""
    assert table.bot is not None
    service, picker = table.bot.service, random.Random(seed)
    for made in range(limit):
        await eventually(lambda: alice_to_act(table, seat), what="alice's turn or the end")
        live = service.tables.loaded(1)
        if live.row.status != "active":
            return made
        assert live.state is not None
        actions = live.game.legal_actions(live.state, seat)
        passes = [a for a in actions if a.verb in ("pass", "done", "end")]
        action = passes[0] if passes and picker.random() < 0.8 else picker.choice(actions)
        record = await table.slash(table.alice, "play", thread, action=action.notation())
        said = text_of(record)
        assert "✅" in said or STALE in said, said  # stale: the AI played a seat acting with hers
    raise AssertionError(f"the game did not end in {limit} decisions")


async def check_solo(table: Table, thread: Channel, seat: str) -> None:
    """The AI played, was never pinged nor posted at its own steps, and is named at the end."""
    assert table.bot is not None
    entries = await table.bot.service.storage.entries(1)
    ai_plays = [e for e in entries if e.kind == "play" and e.auto == STAND_IN]
    assert ai_plays and all(e.user_id is None and e.seat != seat for e in ai_plays)
    await table.fake.wait_until(lambda: record_of(table, thread) is not None, 30, "the ending")
    record = record_of(table, thread)
    assert record is not None and isinstance(named := record["ai"], dict)
    assert set(named) == {e.seat for e in ai_plays}
    messages = table.messages(thread)
    assert all({u.id for u in m.mentions} <= {table.alice.id} for m in messages)
    start = next(e for e in entries if e.kind == "start")
    assert any("bot-log-seated-ai" in json.dumps(line) for line in start.log)


async def test_napoleon21_alone_against_the_ai(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    await quick_bot(table, monkeypatch)
    thread = await open_solo(table, "napoleon21", "france", level="easy")
    assert await play_solo(table, thread, "france", seed=1) > 0
    await check_solo(table, thread, "france")


@pytest.mark.parametrize("seat", ["france"])
async def test_napoleon1815_three_players_two_of_them_ai(
    table: Table, seat: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await quick_bot(table, monkeypatch)
    thread = await open_solo(table, "napoleon1815", seat, "players=3", level="easy")
    info = await table.bot.service.tables.info(1) if table.bot else None
    assert info is not None and len(info.ai_seats) == 2
    assert await play_solo(table, thread, seat, seed=2) > 0
    await check_solo(table, thread, seat)


async def test_gustav_alone_against_the_ai_in_japanese(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    await quick_bot(table, monkeypatch)
    thread = await open_solo(table, "gustav", "imperial", level="easy", language="ja")
    assert await play_solo(table, thread, "imperial", seed=3) > 0
    await check_solo(table, thread, "imperial")
    assert any("🤖 AI（やさしい）" in m.content for m in table.messages(thread))
