"""Napoleon 2.1 played to its end through Discord: France against one allied player, two, and three.

The scripted players make real choices in the first two turns (reinforcement, mobilization,
declarations of war, with dice) and then pass, so French morale falls a point a turn until the
Allies win by the rules (13.2) — the quickest genuine ending, about 130 actions.
"""

from __future__ import annotations

import asyncio
import itertools
import re
from collections.abc import Callable

import pytest

from bot.service.records import Announcement
from fakediscord import Channel
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.e2e import Table, finish_turn, pinged, take_turn, text_of

pytestmark = BOTH_BACKENDS  # the bot on SQLite and on PostgreSQL

EARLY = ("reinforce", "mobilize", "declare", "place")
SLOW_POST = 4.0  # seconds a public post takes in the slow-post test: longer than Discord gives
ENDING = 8  # round trips of a game's end: its row, seats, log and posted record


def chooser(early: int = 12) -> Callable[[list[str]], str]:
    """The scripted players' choice: ``early`` real choices (reinforce, mobilize, declare), then passes."""
    made = itertools.count()

    def choose(ids: list[str]) -> str:
        actions = {i.split(":", 5)[5]: i for i in ids if i.startswith("mg:a:")}
        verbs = {notation.split(" ")[0]: custom_id for notation, custom_id in actions.items()}
        for verb in EARLY:
            if verb in verbs and next(made) < early:
                return verbs[verb]
        return verbs.get("pass") or verbs.get("done") or next(iter(actions.values()))

    return choose


async def play_to_the_end(table: Table, place: Channel, holders: dict[str, str]) -> int:
    """Every turn post is answered by its player from the post and then their private panel (and with
    /play every third turn); returns how many hand-offs there were."""
    choose = chooser()
    for step in range(400):
        if any("is over" in m.content for m in table.messages(place)):
            return step
        ping = table.last(r"your turn as", place)
        seat = re.search(r"your turn as \*\*(.+?)\*\*", ping.content).group(1)  # type: ignore[union-attr]
        assert pinged(table, ping).name == holders[seat], (seat, ping.content)
        assert all(u.name == holders[seat] for u in ping.mentions)  # never the player who just acted
        await take_turn(table, channel=place, choose=choose, via="slash" if step % 3 == 2 else "click")
    raise AssertionError("the game did not end in 400 hand-offs")


async def open_game(table: Table, options: str, seats: dict[str, str]) -> Channel:
    """alice opens Napoleon 2.1 in a thread; each player takes the seat given by its key."""
    users = {u.name: u for u in table.players}
    new = await table.slash(users["alice"], "game new", game="napoleon21", options=options)
    assert "Napoleon 2.1 #1" in text_of(new)
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    for seat, name in seats.items():
        await table.slash(users[name], "game join", thread, seat=seat)
    start = await table.slash(users["alice"], "game start", thread)
    assert "has started" in text_of(start)
    return thread


def assert_game_record(table: Table, thread: Channel, actions: int) -> None:
    messages = table.messages(thread)
    boards = [m for m in messages if any(a.filename == "board.png" for a in m.attachments)]
    assert 1 < len(boards) <= len(messages)  # the opening board, then one per hand-off that changed it
    pictures = [a.data for m in boards for a in m.attachments if a.filename == "board.png"]
    assert len(pictures) == len(boards) and all(png.startswith(b"\x89PNG") for png in pictures)
    log = "\n".join(m.content for m in messages)
    assert "The game begins" in log and "French morale" in log
    ending = table.last(r"is over", thread)
    assert [a.filename for a in ending.attachments] == ["board.png", "record.json"]
    assert "Winner" in ending.content and "French morale has fallen to 0" in ending.content
    assert table.fake.violations == []


async def test_france_against_one_allied_player(table: Table) -> None:
    thread = await open_game(table, "allies=1", {"france": "alice", "allies": "bob"})
    actions = await play_to_the_end(table, thread, {"France": "alice", "The Allies": "bob"})
    assert_game_record(table, thread, actions)
    status = await table.slash(table.bob, "game status", thread)
    assert "finished" in text_of(status) and "Winner: The Allies" in text_of(status)


async def test_france_against_three_allied_players(table: Table) -> None:
    seats = {"france": "alice", "prussia+britain": "bob", "austria+spain": "carol", "russia": "dave"}
    thread = await open_game(table, "allies=3", seats)
    holders = {
        "France": "alice",
        "Prussia and Britain": "bob",
        "Austria and Spain": "carol",
        "Russia": "dave",
    }
    actions = await play_to_the_end(table, thread, holders)
    assert_game_record(table, thread, actions)


async def test_france_against_two_allied_players(table: Table) -> None:
    seats = {"france": "alice", "prussia+russia": "bob", "austria+spain+britain": "carol"}
    thread = await open_game(table, "allies=2", seats)
    holders = {"France": "alice", "Prussia and Russia": "bob", "Austria, Spain and Britain": "carol"}
    actions = await play_to_the_end(table, thread, holders)
    assert_game_record(table, thread, actions)


async def test_a_play_costs_the_database_at_most_three_round_trips(table: Table) -> None:
    """Each play writes its commit, the announcement's mark and the hand-off post's message; whatever
    else it reads (the game, its seats and orders, the log since the last post, the player's last
    decision) comes from what the bot wrote. Counted over a whole game, the background round off; its
    end (the record, the summary, what was hidden) reads a few more, once."""
    await table.stop_bot()
    bot = await table.start_bot(identifies=table.fake.gateway.identifies + 1, reminder_poll_seconds=3600.0)
    thread = await open_game(table, "allies=1", {"france": "alice", "allies": "bob"})
    info = await bot.service.tables.game_in(thread.id)
    trips = bot.storage.round_trips
    await play_to_the_end(table, thread, {"France": "alice", "The Allies": "bob"})
    plays = (await bot.service.tables.info(info.id)).version - info.version
    assert plays > 50
    assert bot.storage.round_trips - trips <= 3 * plays + ENDING, (bot.storage.round_trips - trips, plays)


async def test_a_move_is_acknowledged_in_discords_time_while_its_post_is_slow(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move whose public post is slow (a slow upload, a busy drawing) is acknowledged before the
    post is out, so Discord's 3 s never wait on it: the order is asserted, not a time, so a busy
    machine cannot fail it."""
    thread = await open_game(table, "allies=1", {"france": "alice", "allies": "bob"})
    assert table.bot is not None
    post = table.bot.delivery._post_public

    post_began: list[float] = []

    async def slow_post(ann: Announcement) -> None:
        post_began.append(table.fake.loop_time())
        await asyncio.sleep(SLOW_POST)
        await post(ann)

    monkeypatch.setattr(table.bot.delivery, "_post_public", slow_post)
    before = len(table.messages(thread))
    record = await finish_turn(table, channel=thread, choose=chooser(0))
    await table.wait_message(r"your turn as|is over", thread, after=before)
    assert record.answered_at is not None and record.late_at is None
    assert post_began and record.answered_at < post_began[0]
    assert record.errors == [] and "✅" in text_of(record)
