"""The storage protocol on both databases (SQLite and a real PostgreSQL server of this run): every
method's rows come back as written, a commit is one round trip and all or nothing, and a commit
against a game that moved on writes nothing."""

from __future__ import annotations

import pytest

from bot.storage import (
    Absence,
    Change,
    Entry,
    Facts,
    MemberRow,
    MessageRef,
    NewGame,
    SideVote,
    Storage,
    UndoRequest,
    VersionConflict,
    migrations,
)
from engine.core import Action, Msg, Result, UndoPolicy
from tests.bot.conftest import BOTH_BACKENDS

pytestmark = BOTH_BACKENDS
SNOWFLAKE = 1_234_567_890_123_456_789  # Discord ids need 64 bits


async def new_game(storage: Storage, channel: int = 2) -> int:
    row = await storage.create_game(
        NewGame(SNOWFLAKE, channel, None, "duel", "standard", {"a": "1"}, 7, 10, 5.0)
    )
    return row.id


def play(step: int, seat: str = "red", undo: UndoPolicy = UndoPolicy.FREE) -> Entry:
    return Entry(
        "play",
        step,
        seat,
        Action("roll", (1, "x"), label=Msg("duel-roll", n=1)),
        Msg("duel-rolled"),
        user_id=SNOWFLAKE,
        log=[],
        facts=Facts(("blue",), True, False, undo),
        created_at=float(step),
    )


async def test_a_hand_off_posts_messages_are_noted_in_one_round_trip(storage: Storage) -> None:
    """``set_messages``: several kinds at once, each replacing the one before, in one statement."""
    game = await new_game(storage)
    await storage.set_message(game, "prompt", MessageRef(5, 1, 1))
    trips = storage.round_trips
    noted = {
        "prompt": MessageRef(6, 7, 2),
        "post-2": MessageRef(6, SNOWFLAKE, 2),
        "board": MessageRef(6, 7, 2),
    }
    await storage.set_messages(game, noted)
    assert storage.round_trips - trips == 1
    assert {kind: await storage.get_message(game, kind) for kind in noted} == noted


async def test_a_game_row_comes_back_as_created(storage: Storage) -> None:
    game = await new_game(storage)
    row = await storage.get_game(game)
    assert row is not None
    assert (row.guild_id, row.channel_id, row.options, row.seed, row.status, row.version) == (
        SNOWFLAKE,
        2,
        {"a": "1"},
        7,
        "lobby",
        0,
    )
    assert [r.id for r in await storage.find_games(channel_id=2, statuses=("lobby",))] == [game]
    assert await storage.find_games(guild_id=SNOWFLAKE, statuses=("active",)) == []
    assert await storage.get_game(game + 100) is None


async def test_a_commit_is_one_round_trip_and_returns_the_new_row(storage: Storage) -> None:
    game = await new_game(storage)
    before = storage.round_trips
    row = await storage.commit(Change(game, 0, play(1), "active", '{"s": 1}', reminder_due=99.0))
    assert storage.round_trips - before == 1
    assert (row.id, row.version, row.status, row.updated_at) == (game, 1, "active", 1.0)
    (entry,) = await storage.entries(game)
    assert entry.action == Action("roll", (1, "x"), label=Msg("duel-roll", n=1))
    assert entry.public == Msg("duel-rolled") and entry.facts == Facts(
        ("blue",), True, False, UndoPolicy.FREE
    )
    assert (entry.seq, entry.user_id) == (1, SNOWFLAKE)
    assert await storage.snapshot(game, 10) == (1, '{"s": 1}')
    reminder = await storage.get_reminder(game)
    assert reminder is not None and (reminder.due_at, reminder.sent, reminder.waiting_since) == (99.0, 0, 1.0)


async def test_a_commit_against_a_game_that_moved_on_writes_nothing(storage: Storage) -> None:
    game = await new_game(storage)
    await storage.commit(Change(game, 0, play(1), "active", '{"s": 1}', reminder_due=99.0))
    await storage.put_undo_request(UndoRequest(game, 1, 10, (11,), (), 1.0))
    with pytest.raises(VersionConflict):
        await storage.commit(Change(game, 0, play(1, "blue"), "finished", '{"s": 9}'))
    row = await storage.get_game(game)
    assert row is not None and (row.version, row.status) == (1, "active")
    assert [e.seat for e in await storage.entries(game)] == ["red"]
    assert await storage.snapshot(game, 10) == (1, '{"s": 1}')
    assert await storage.get_reminder(game) is not None and await storage.get_undo_request(game) is not None


async def test_snapshots_keep_the_latest_and_the_checkpoints_and_an_undo_takes_plays_back(
    storage: Storage,
) -> None:
    game = await new_game(storage)
    for step in range(1, 6):
        await storage.commit(Change(game, step - 1, play(step), "active", f'{{"s": {step}}}'))
    # snapshot_every is 100 in the fixture: only the base (0 is not stored) and the latest stay
    assert await storage.snapshot(game, 4) is None and await storage.snapshot(game, 5) == (5, '{"s": 5}')
    undo = Entry("undo", 3, None, None, None, SNOWFLAKE, [], None, created_at=6.0)
    row = await storage.commit(
        Change(game, 5, undo, "finished", '{"s": 3}', result=Result(("red",), "vp", Msg("r")), undo_seq=4)
    )
    assert row.result == Result(("red",), "vp", Msg("r")) and row.status == "finished"
    assert await storage.snapshot(game, 99) == (3, '{"s": 3}')
    assert [p.step for p in await storage.plays(game, 0)] == [1, 2, 3]
    last = await storage.last_play(game)
    assert last is not None and last.step == 3
    assert [e.seq for e in await storage.entries(game, after_seq=1, before_seq=6, limit=2)] == [4, 5]
    assert await storage.get_reminder(game) is None


async def test_seats_messages_and_announcements(storage: Storage) -> None:
    game = await new_game(storage)
    await storage.set_seat(game, "red", SNOWFLAKE)
    await storage.assign_seats(game, {"red": 1, "blue": 2})
    await storage.set_view_hash(game, "blue", "abc")
    assert sorted((s.seat, s.user_id, s.view_hash) for s in await storage.seats(game)) == [
        ("blue", 2, "abc"),
        ("red", 1, None),
    ]
    await storage.free_seats(game, ["red"])
    assert [s.seat for s in await storage.seats(game)] == ["blue"]
    assert [g.id for g in await storage.games_of(2, ("lobby",))] == [game]
    await storage.set_message(game, "board", MessageRef(5, SNOWFLAKE, 1))
    await storage.set_message(game, "board", MessageRef(6, 7, 2))
    assert await storage.get_message(game, "board") == MessageRef(6, 7, 2)
    await storage.commit(Change(game, 0, play(1), "active", "{}"))
    assert [g.id for g in await storage.unannounced_games()] == [game]
    await storage.mark_announced(game, 1)
    await storage.mark_announced(game, 0)  # never goes back
    row = await storage.get_game(game)
    assert row is not None and row.announced_version == 1
    assert await storage.unannounced_games() == []


async def test_members_votes_absences_and_meta_are_replaced_in_place(storage: Storage) -> None:
    game = await new_game(storage)
    await storage.set_member(MemberRow(SNOWFLAKE, "ja", None), 1.0)
    await storage.set_member(MemberRow(SNOWFLAKE, "ja", "en", "phone"), 2.0)
    assert await storage.members() == [MemberRow(SNOWFLAKE, "ja", "en", "phone")]
    await storage.set_dm_status(SNOWFLAKE, 77, False, 1.0)
    await storage.set_dm_status(SNOWFLAKE, None, True, 2.0)  # the channel is kept
    status = await storage.dm_status(SNOWFLAKE)
    assert status is not None and (status.channel_id, status.blocked) == (77, True)
    await storage.put_undo_request(UndoRequest(game, 1, 10, (11, 12), (), 1.0))
    await storage.put_undo_request(UndoRequest(game, 1, 10, (11, 12), (11,), 1.0))
    assert await storage.get_undo_request(game) == UndoRequest(game, 1, 10, (11, 12), (11,), 1.0)
    await storage.delete_undo_request(game)
    assert await storage.get_undo_request(game) is None
    vote = SideVote(game, 1, 10, ("red",), (11,), (), 1.0)
    await storage.put_side_vote(vote, game)
    assert await storage.get_side_vote(game) == vote
    await storage.put_side_vote(None, game)
    assert await storage.get_side_vote(game) is None
    await storage.set_absence(Absence(game, 11, 1.0, 2.0))
    await storage.set_absence(Absence(game, 11, 1.0, 3.0))
    assert await storage.absences(game) == [Absence(game, 11, 1.0, 3.0)]
    await storage.end_absence(game, 11)
    assert await storage.absences(game) == []
    await storage.set_meta("k", "1")
    await storage.set_meta("k", "2")
    assert await storage.get_meta("k") == "2" and await storage.get_meta("other") is None
    await storage.update_settings(game, 1.5, 2, "ja")
    await storage.set_life(game, {"deadline": 3})
    row = await storage.get_game(game)
    assert row is not None and (row.reminder_hours, row.reminder_limit, row.language) == (1.5, 2, "ja")
    assert row.settings == {"deadline": 3}


async def test_the_schema_is_the_last_migration(storage: Storage) -> None:
    assert await storage.schema_version() == len(migrations())
