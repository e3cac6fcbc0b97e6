"""GameService over a real SQLite file, no Discord: lobby, play, undo, endings, crash recovery, snapshots."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from bot.clock import FakeClock
from bot.errors import LobbyError, NoGameHere, NotAllowed, NotSeated, StaleBoard
from bot.service import GameService, choose_action, parse_options
from bot.storage import SqliteStorage, migrations
from engine.core import Action, IllegalActionError, InvalidActionError, NotYourTurnError, SetupError
from tests.bot.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, OWNER, THREAD, started_duel
from tests.toygame import Duel

# --- lobby ----------------------------------------------------------------------------------------


async def test_create_join_start(service: GameService) -> None:
    info = await service.create(
        guild_id=GUILD,
        channel_id=THREAD,
        parent_channel_id=CHANNEL,
        owner_id=OWNER,
        key="duel",
        scenario=None,
        options_text="target=20",
        seat=None,
    )
    assert (info.status, info.scenario, info.options) == ("lobby", "standard", {"target": "20"})
    assert await service.join(info.id, ALICE, "blue") == "blue"
    assert await service.join(info.id, BOB, None) == "red"  # the only free seat
    with pytest.raises(LobbyError, match="Every seat"):
        await service.join(info.id, CAROL, None)
    with pytest.raises(NotAllowed):
        await service.start(info.id, ALICE, False)
    started = await service.start(info.id, OWNER, False)
    assert started.status == "active" and started.version == 1
    assert (await service.game_in(THREAD)).id == info.id


async def test_new_game_validation(service: GameService) -> None:
    with pytest.raises(SetupError, match="no game 'chess'"):
        service.check_new("chess", None, None)
    with pytest.raises(SetupError, match="no scenario"):
        service.check_new("duel", "1812", None)
    with pytest.raises(SetupError, match="must be one of 12, 20"):
        service.check_new("duel", None, "target=13")
    with pytest.raises(SetupError, match="key=value"):
        service.check_new("duel", None, "target")
    assert parse_options("a=1, b=2") == {"a": "1", "b": "2"}


async def test_one_game_per_channel_and_lookup_hints(service: GameService) -> None:
    await started_duel(service)
    with pytest.raises(LobbyError, match="already has a game"):
        await service.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            parent_channel_id=None,
            owner_id=OWNER,
            key="duel",
            scenario=None,
            options_text=None,
        )
    thread_game = await service.create(
        guild_id=GUILD,
        channel_id=THREAD,
        parent_channel_id=999,
        owner_id=OWNER,
        key="duel",
        scenario=None,
        options_text=None,
    )
    with pytest.raises(NoGameHere, match=f"<#{THREAD}>"):
        await service.game_in(999)
    assert [g.id for g in await service.list_games(GUILD)] == [1, thread_game.id]


async def test_start_needs_every_seat_and_leave_frees_seats(service: GameService) -> None:
    info = await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=ALICE,
        key="duel",
        scenario=None,
        options_text=None,
        seat="red",
    )
    with pytest.raises(LobbyError, match="Seats still free: Blue"):
        await service.start(info.id, ALICE, False)
    await service.join(info.id, ALICE, "blue")  # one player may hold several seats
    assert await service.leave(info.id, ALICE) == ["red", "blue"]
    with pytest.raises(NotSeated):
        await service.leave(info.id, ALICE)


# --- play -----------------------------------------------------------------------------------------


async def test_act_announces_and_refuses_mistakes(service: GameService) -> None:
    game_id = await started_duel(service)
    first = await service.announcement(game_id)
    assert first is not None and first.version == 1
    assert first.lines[0].startswith("The game begins. Red: <@11>; Blue: <@12>.")
    assert [(t.seat, t.user_id) for t in first.turns] == [("red", ALICE)]
    await service.mark_announced(game_id, first.version)
    assert await service.announcement(game_id) is None

    with pytest.raises(NotYourTurnError, match="waiting for Red"):
        await service.act(game_id, BOB, "roll")
    with pytest.raises(NotSeated):
        await service.act(game_id, CAROL, "roll")
    with pytest.raises(IllegalActionError, match="not possible now"):
        await service.act(game_id, ALICE, "play 4")
    assert (await service.info(game_id)).version == 1  # nothing changed

    action = await service.act(game_id, ALICE, "Roll a die")  # by label
    assert action == Action("roll")
    after = await service.announcement(game_id)
    assert after is not None and after.lines[0].startswith("red rolls [")
    assert [(t.seat, t.user_id) for t in after.turns] == [("blue", BOB)]


async def test_stale_version_refused(service: GameService) -> None:
    game_id = await started_duel(service)
    await service.act(game_id, ALICE, "flag", version=1)
    with pytest.raises(StaleBoard):
        await service.act(game_id, ALICE, "flag", version=1)
    await service.act(game_id, ALICE, "flag", version=2)


async def test_lock_serializes_concurrent_acts(service: GameService, storage: SqliteStorage) -> None:
    game_id = await started_duel(service)
    results = await asyncio.gather(
        *(service.act(game_id, ALICE, "flag", version=1) for _ in range(5)), return_exceptions=True
    )
    assert sum(isinstance(r, Action) for r in results) == 1
    assert all(isinstance(r, StaleBoard) for r in results if not isinstance(r, Action))
    await asyncio.gather(*(service.act(game_id, ALICE, "flag") for _ in range(6)))
    entries = await storage.entries(game_id)
    assert [e.seq for e in entries] == list(range(1, 9))
    assert (await service.info(game_id)).version == 8


async def test_several_seats_need_a_seat_choice(service: GameService) -> None:
    game_id = await started_duel(service, red=ALICE, blue=ALICE)
    await service.act(game_id, ALICE, "roll")  # only red must act: no ambiguity
    turn = await service.turn(game_id, ALICE)
    assert turn.seat == "blue"
    with pytest.raises(NotSeated, match="do not hold"):
        await service.act(game_id, ALICE, "roll", seat="green")


def test_choose_action() -> None:
    actions = [
        Action("flag", "", "Raise your flag"),
        Action("play", "3", "Play the 3"),
        Action("play", "5", "Play the 5"),
    ]
    assert choose_action(actions, "play 5") == actions[2]
    assert choose_action(actions, "#1") == actions[1]
    assert choose_action(actions, "raise") == actions[0]
    with pytest.raises(InvalidActionError, match="several actions"):
        choose_action(actions, "play")
    assert choose_action(actions, "march 3") == Action("march", "3")  # left to the engine to refuse


# --- undo, concede, abandon -----------------------------------------------------------------------


async def test_free_undo_replays_minus_last(service: GameService, storage: SqliteStorage) -> None:
    game_id = await started_duel(service)
    await service.act(game_id, ALICE, "flag")
    outcome = await service.request_undo(game_id, ALICE)
    assert outcome.kind == "done" and outcome.label == "Red's action"  # hidden game: no label
    entries = await storage.entries(game_id)
    assert [(e.kind, e.undone) for e in entries] == [("start", False), ("play", True), ("undo", False)]
    ann = await service.announcement(game_id)
    assert ann is not None and any("took back" in line for line in ann.lines)
    assert ann.public_view is not None and ann.public_view["flags"]["red"] is False


async def test_undo_after_dice_needs_the_others(service: GameService) -> None:
    game_id = await started_duel(service)
    await service.act(game_id, ALICE, "roll")
    vote = await service.request_undo(game_id, ALICE)
    assert (vote.kind, vote.voters) == ("vote", (BOB,))
    with pytest.raises(NotAllowed):
        await service.vote_undo(game_id, CAROL, 2, True)
    refused = await service.vote_undo(game_id, BOB, 2, False)
    assert (refused.kind, refused.by) == ("refused", BOB)
    with pytest.raises(StaleBoard):
        await service.vote_undo(game_id, BOB, 2, True)
    await service.request_undo(game_id, ALICE)
    done = await service.vote_undo(game_id, BOB, 2, True)
    assert done.kind == "done"
    info = await service.info(game_id)
    assert info.version == 3
    assert (await service.turn(game_id, ALICE)).seat == "red"


async def test_undo_request_goes_stale_when_play_moves_on(service: GameService) -> None:
    game_id = await started_duel(service)
    await service.act(game_id, ALICE, "roll")
    await service.request_undo(game_id, ALICE)
    await service.act(game_id, BOB, "roll")
    with pytest.raises(StaleBoard):
        await service.vote_undo(game_id, BOB, 2, True)


async def test_concede_and_abandon(service: GameService) -> None:
    game_id = await started_duel(service)
    with pytest.raises(NotAllowed):
        await service.abandon(game_id, BOB, False)
    info = await service.concede(game_id, BOB)
    assert (info.status, info.result) == ("finished", "Blue conceded.")
    with pytest.raises(LobbyError):
        await service.act(game_id, ALICE, "roll")
    other = await service.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=OWNER,
        key="duel",
        scenario=None,
        options_text=None,
    )
    abandoned = await service.abandon(other.id, BOB, True)  # Manage Channels
    assert abandoned.status == "abandoned"
    ann = await service.announcement(other.id)
    assert ann is not None and ann.finished == "Abandoned." and ann.public_view is None


async def test_game_played_to_the_end(service: GameService) -> None:
    game_id = await started_duel(service)
    seats = {"red": ALICE, "blue": BOB}
    for _ in range(100):
        info = await service.info(game_id)
        if info.status != "active":
            break
        turn = await service.turn(
            game_id, seats[(await service.announcement(game_id) or _raise()).turns[0].seat]
        )
        await service.act(game_id, seats[turn.seat], "roll")
    info = await service.info(game_id)
    assert info.status == "finished" and info.result and "Winner" in info.result
    ann = await service.announcement(game_id)
    assert ann is not None and ann.finished == info.result and ann.turns == []


def _raise() -> None:
    raise AssertionError("no announcement")


# --- hidden information ---------------------------------------------------------------------------


async def test_private_updates_only_for_changed_seats(service: GameService) -> None:
    game_id = await started_duel(service)
    first = await service.announcement(game_id)
    assert first is not None
    assert sorted(u.seat for u in first.private) == ["blue", "red"]  # the first delivery
    for update in first.private:
        await service.mark_delivered(game_id, update)
    await service.mark_announced(game_id, first.version)

    await service.act(game_id, ALICE, "draw")
    ann = await service.announcement(game_id)
    assert ann is not None
    assert [u.seat for u in ann.private] == ["red"]
    (red,) = ann.private
    assert red.lines and red.lines[0].startswith("You draw the ")
    assert not any(line.startswith("You draw") for line in ann.lines)  # not public
    assert "hand" not in (ann.public_view or {})
    hands = await service.hand(game_id, ALICE)
    assert hands[0].view["hand"] and hands[0].lines == red.lines


# --- recovery and storage -------------------------------------------------------------------------


async def test_crash_between_commit_and_post_is_announced_on_start(
    db_path: str, make_service: Callable[[SqliteStorage], GameService], duel: Duel
) -> None:
    store = SqliteStorage(db_path)
    await store.open()
    service = make_service(store)
    game_id = await started_duel(service)
    await service.mark_announced(game_id, 1)
    await service.act(game_id, ALICE, "roll")  # committed; the process dies before posting
    await store.close()

    store = SqliteStorage(db_path)
    await store.open()
    restarted = make_service(store)
    assert await restarted.load_all() == 1
    assert await restarted.unannounced() == [game_id]
    ann = await restarted.announcement(game_id)
    assert ann is not None and ann.version == 2 and ann.lines[0].startswith("red rolls")
    await restarted.mark_announced(game_id, ann.version)
    assert await restarted.unannounced() == []
    await store.close()


async def test_cold_load_from_snapshot_equals_replay(
    db_path: str,
    make_service: Callable[[SqliteStorage], GameService],
    duel: Duel,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = SqliteStorage(db_path, snapshot_every=100)
    await store.open()
    service = make_service(store)
    game_id = await started_duel(service)
    for _ in range(250):
        await service.act(game_id, ALICE, "flag")
    await service.request_undo(game_id, ALICE)  # one undo among them
    steps = [row[0] for row in await store._all("SELECT step FROM snapshots WHERE game_id = ?", (game_id,))]
    assert sorted(steps) == [0, 100, 200, 249]
    plays = await store.plays(game_id, 0)
    info = await service.info(game_id)
    replayed = duel.replay(
        7, info.scenario, info.options, [(str(p.seat), Action(str(p.verb), p.arg or "")) for p in plays]
    )

    applied: list[int] = []
    original_apply = Duel.apply
    monkeypatch.setattr(Duel, "apply", lambda self, *a: applied.append(1) or original_apply(self, *a))
    cold = make_service(store)
    await cold.load_all()
    assert applied == []  # the latest snapshot is enough
    assert cold._cache[game_id].state.to_json() == replayed.to_json()  # type: ignore[union-attr]

    await store._all("DELETE FROM snapshots WHERE step = 249")
    colder = make_service(store)
    await colder.load_all()
    assert len(applied) == 49  # from the checkpoint at 200
    assert colder._cache[game_id].state.to_json() == replayed.to_json()  # type: ignore[union-attr]
    await store.close()


async def test_migrations_apply_from_zero(tmp_path: object, db_path: str) -> None:
    store = SqliteStorage(db_path)
    await store.open()
    assert await store.schema_version() == len(migrations()) >= 1
    tables = {r[0] for r in await store._all("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {
        "games",
        "seats",
        "actions",
        "snapshots",
        "messages",
        "dm_status",
        "reminders",
        "undo_requests",
        "meta",
    } <= tables
    assert (await store._one("PRAGMA journal_mode"))[0] == "wal"  # type: ignore[index]
    await store.close()
    await store.open()  # a second start applies nothing and keeps the data
    assert await store.schema_version() == len(migrations())
    await store.close()


# --- reminders ------------------------------------------------------------------------------------


async def test_reminders_then_stall(service: GameService, clock: FakeClock) -> None:
    game_id = await started_duel(service)
    await service.settings(game_id, ALICE, False, 1.0, 2)
    assert await service.due_reminders() == []
    for sent in range(2):
        clock.advance(3601)
        (due,) = await service.due_reminders()
        assert (due.sent, due.stalled, [t.user_id for t in due.turns]) == (sent, False, [ALICE])
        await service.reminded(due)
    clock.advance(3601)
    (stall,) = await service.due_reminders()
    assert stall.stalled
    await service.reminded(stall)
    clock.advance(10 * 3600)
    assert await service.due_reminders() == []
    await service.act(game_id, ALICE, "roll")  # a move starts the count again
    clock.advance(3601)
    assert [d.turns[0].user_id for d in await service.due_reminders()] == [BOB]


async def test_snooze(service: GameService, clock: FakeClock) -> None:
    game_id = await started_duel(service)
    with pytest.raises(NotAllowed):
        await service.snooze(game_id, BOB, 1)
    due = await service.snooze(game_id, ALICE, 1)
    assert due == clock.now() + 2 * 3600
    with pytest.raises(NotAllowed):
        await service.settings(game_id, BOB, False, 2.0, None)
