"""One /play is one call down and one outcome back: what a decision costs the service, the database
and the engine, counted on a Napoleon 2.1 game played through the offline Discord (the background
round off, so that nothing else runs meanwhile).

Before the outcome (main at 6615901) a /play entered the service four times to find out what it had
done (``info``, ``act``, ``announcement``, ``panel``) and built the acting seat's prompt twice when
its turn went on (three times for a panel in a DM, whose pictures came from ``hand``)."""

from __future__ import annotations

import inspect
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import engine
from tests.bot.e2e import Table, button_ids, pinged, text_of
from tests.bot.test_e2e_napoleon21 import open_game

# What the service is asked around a decision, besides the decision itself: finding the channel's
# game and the member's language (the command's routing), and what the delivery records or needs to
# word its post (where it posted, the seats' clocks). Nothing that tells what the decision did.
ROUTING = {"version_in", "game_in", "info", "remember_locale", "reply_language"}
DELIVERY = {"mark_announced", "remember_handoff", "latest_prompt", "seat_clocks"}
DECISIONS = {"act"}
PLAYS = 8


def count_entries(service: object, counts: Counter[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Count each call into the service's public methods."""
    for name, method in inspect.getmembers(service, inspect.ismethod):
        if name.startswith("_"):
            continue

        def counted(*args: Any, _name: str = name, _method: Callable[..., Any] = method, **kw: Any) -> Any:
            counts[_name] += 1
            return _method(*args, **kw)

        monkeypatch.setattr(service, name, counted)


def count_prompts(key: str, counts: Counter[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Count each prompt the game's engine builds."""
    kind = type(engine.find_game(key))
    build = kind.prompt

    def counted(self: object, *args: Any, **kw: Any) -> Any:
        counts["prompt"] += 1
        return build(self, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(kind, "prompt", counted)


async def test_a_play_is_one_call_down_and_one_outcome_back(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each decision, typed (/play) or clicked on the player's panel, enters the service once for the
    decision and never again to learn what it did; the prompt it leaves is built once; the database
    sees the commit and the announcement's mark, and at a hand-off post where it went."""
    await table.stop_bot()
    bot = await table.start_bot(identifies=table.fake.gateway.identifies + 1, reminder_poll_seconds=3600.0)
    thread = await open_game(table, "allies=1", {"france": "alice", "allies": "bob"})
    entries: Counter[str] = Counter()
    prompts: Counter[str] = Counter()
    count_entries(bot.service, entries, monkeypatch)
    count_prompts("napoleon21", prompts, monkeypatch)
    message = table.last(r"your turn as", thread)
    user = pinged(table, message)
    posts = 0
    for step in range(PLAYS):  # typed, then clicked, from the post and then from the panel
        custom_id = next(i for i in button_ids(message) if i.startswith("mg:a:"))
        entries.clear()
        prompts.clear()
        trips, before = bot.storage.round_trips, len(table.messages(thread))
        if step % 2 == 0:
            record = await table.slash(user, "play", thread, action=custom_id.split(":", 5)[5])
        else:
            record = await table.click(user, message, custom_id)
        posted = len(table.messages(thread)) > before
        posts += posted
        assert text_of(record).startswith("✅"), text_of(record)
        assert sum(entries[n] for n in DECISIONS) == 1, entries
        assert set(entries) <= ROUTING | DELIVERY | DECISIONS, entries
        assert prompts["prompt"] == 1, (step, prompts)
        # the commit, the announcement's mark, and at a hand-off where its post went (one write)
        assert bot.storage.round_trips - trips <= (3 if posted else 2), (step, posted)
        assert record.original is not None
        message = record.original
        if not any(i.startswith("mg:a:") for i in button_ids(message)):  # the turn passed on
            message = table.last(r"your turn as", thread)
            user = pinged(table, message)
    assert 0 < posts < PLAYS  # some decisions handed the turn on, some went on with the same seat
