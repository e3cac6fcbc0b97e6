"""One /play is one call down and one outcome back: what a decision costs the service, the database
and the engine, counted on a Napoleon 2.1 game played through the offline Discord (the background
round off, so that nothing else runs meanwhile).

Before the outcome (main at 6615901) a /play entered the service four times to find out what it had
done (``info``, ``act``, ``announcement``, ``panel``) and built the acting seat's prompt twice when
its turn went on (three times for a panel in a DM, whose pictures came from ``hand``)."""

from __future__ import annotations

import inspect
from collections import Counter
from typing import Any

import pytest

import engine
from engine.examples.duel import Duel
from tests.bot.e2e import Table, button_ids, pinged, text_of
from tests.bot.test_e2e_commands import duel_in_channel
from tests.bot.test_e2e_napoleon21 import open_game

# What the service is asked around a decision, besides the decision itself: finding the channel's
# game and the member's language (the command's routing), and what the delivery records or needs to
# word its post (where it posted, the seats' clocks). Nothing that tells what the decision did.
ROUTING = {
    "tables.version_in",
    "tables.game_in",
    "tables.info",
    "members.remember_locale",
    "members.reply_language",
}
DELIVERY = {
    "news.mark_announced",
    "news.remember_handoff",
    "news.latest_prompt",
    "clocks.of_seats",
}
DECISIONS = {"play.act"}
PLAYS = 8


class Counted:
    """A part of the service as the Discord side sees it: each call into a public method counted
    (``part.method``); the parts' calls among themselves are not entries."""

    def __init__(self, name: str, part: object, counts: Counter[str]) -> None:
        self._name, self._part, self._counts = name, part, counts

    def __getattr__(self, attr: str) -> Any:
        found = getattr(self._part, attr)
        if attr.startswith("_") or not inspect.ismethod(found):
            return found

        def counted(*args: Any, **kw: Any) -> Any:
            self._counts[f"{self._name}.{attr}"] += 1
            return found(*args, **kw)

        return counted


def count_entries(service: object, counts: Counter[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Count each call into the public methods of the service's parts."""
    for name, part in list(vars(service).items()):
        if name not in ("storage", "clock"):
            monkeypatch.setattr(service, name, Counted(name, part, counts))


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


async def test_an_undo_is_one_call_down_and_one_outcome_back(
    table: Table, duel: Duel, monkeypatch: pytest.MonkeyPatch
) -> None:
    """/undo and an undo vote enter the service once each, like /play: what the table is told of
    the undo comes with the outcome, read under the game's lock, and is never asked for again."""
    await table.stop_bot()
    bot = await table.start_bot(identifies=table.fake.gateway.identifies + 1, reminder_poll_seconds=3600.0)
    await duel_in_channel(table)
    entries: Counter[str] = Counter()
    count_entries(bot.service, entries, monkeypatch)
    await table.slash(table.alice, "play", action="flag")
    entries.clear()
    free = await table.slash(table.alice, "undo")
    assert "Taken back" in text_of(free)
    assert entries["undo.request"] == 1 and "news.announcement" not in entries, entries

    await table.slash(table.alice, "play", action="roll")  # dice: the others vote
    await table.slash(table.alice, "undo")
    vote = table.last(r"asks to take back")
    before = len(table.messages())
    entries.clear()
    approved = await table.click(table.bob, vote, button_ids(vote)[0])
    assert "Taken back" in text_of(approved)
    await table.wait_message(r"approved by", after=before)
    assert entries["undo.vote"] == 1 and "news.announcement" not in entries, entries
