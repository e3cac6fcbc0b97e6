"""GameService over a real SQLite file, no Discord: lobby, play, undo, endings, crash recovery, snapshots.

The service returns data: its errors and notes are messages, read here in English with a strict
translator (a missing word fails the test).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator

import pytest

import engine
from bot.errors import LobbyError, NoGameHere, NotAllowed, NotSeated, StaleBoard, UndoRefused
from bot.service import GameService, Outcome, UndoKind, choose_action
from bot.storage import Facts, SqliteStorage, migrations
from bot.timesource import FakeClock
from engine.core import (
    Action,
    IllegalActionError,
    InvalidActionError,
    LogEntry,
    Msg,
    NotYourTurnError,
    RulesError,
    SetupError,
    UndoPolicy,
)
from engine.core.commitment import commitment
from engine.examples.duel import Duel
from tests.bot.conftest import ALICE, BOB, CAROL, CHANNEL, EN, GUILD, OWNER, THREAD, started_duel, undone


def said(error: pytest.ExceptionInfo[RulesError]) -> str:
    """A refusal as the player reads it."""
    return EN(error.value.msg)


def lines(entries: list[LogEntry]) -> list[str]:
    return [EN.entry(e) for e in entries]


# --- lobby ----------------------------------------------------------------------------------------


async def test_create_join_start(service: GameService) -> None:
    info = await service.lobby.create(
        guild_id=GUILD,
        channel_id=THREAD,
        parent_channel_id=CHANNEL,
        owner_id=OWNER,
        key="duel",
        scenario=None,
        options_text="target=20",
        seat=None,
    )
    assert (info.status, info.scenario, info.options, info.language) == (
        "lobby",
        "standard",
        {"target": "20"},
        "en",
    )
    assert EN(info.name) == "Duel #1"
    assert (await service.lobby.join(info.id, ALICE, "blue")).seats == ("blue",)
    assert (await service.lobby.join(info.id, BOB, None)).seats == ("red",)  # the only free seat
    with pytest.raises(LobbyError) as full:
        await service.lobby.join(info.id, CAROL, None)
    assert said(full) == "Every seat of **Duel #1** is taken."
    with pytest.raises(NotAllowed):
        await service.lobby.start(info.id, ALICE, False)
    started = (await service.lobby.start(info.id, OWNER, False)).info
    assert started.status == "active" and started.version == 1
    assert (await service.tables.game_in(THREAD)).id == info.id


async def test_new_game_validation(service: GameService) -> None:
    with pytest.raises(SetupError) as unknown:
        service.lobby.check_new("chess", None, None)
    assert "no game “chess”" in said(unknown) and "duel" in said(unknown)
    with pytest.raises(SetupError) as scenario:
        service.lobby.check_new("duel", "1812", None)
    assert said(scenario) == "Duel has no scenario “1812”."
    with pytest.raises(SetupError) as value:
        service.lobby.check_new("duel", None, "target=13")
    assert "takes one of 12, 20" in said(value)
    with pytest.raises(SetupError) as pair:
        service.lobby.check_new("duel", None, "target")
    assert "key=value" in said(pair)
    with pytest.raises(SetupError) as seat:
        service.lobby.check_new("duel", None, None, "green")
    assert said(seat) == "Duel has no seat “green” here (seats: `red`, `blue`)."


async def test_one_game_per_channel_and_lookup_hints(service: GameService) -> None:
    await started_duel(service)
    with pytest.raises(LobbyError) as busy:
        await service.lobby.create(
            guild_id=GUILD,
            channel_id=CHANNEL,
            parent_channel_id=None,
            owner_id=OWNER,
            key="duel",
            scenario=None,
            options_text=None,
        )
    assert "already has a game" in said(busy)
    thread_game = await service.lobby.create(
        guild_id=GUILD,
        channel_id=THREAD,
        parent_channel_id=999,
        owner_id=OWNER,
        key="duel",
        scenario=None,
        options_text=None,
    )
    with pytest.raises(NoGameHere) as hint:
        await service.tables.game_in(999)
    assert f"<#{THREAD}>" in said(hint)
    assert [g.id for g in await service.tables.list_games(GUILD)] == [1, thread_game.id]


async def test_start_needs_every_seat_and_leave_frees_seats(service: GameService) -> None:
    info = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=ALICE,
        key="duel",
        scenario=None,
        options_text=None,
        seat="red",
    )
    with pytest.raises(LobbyError) as free:
        await service.lobby.start(info.id, ALICE, False)
    assert said(free).startswith("Seats still free: Blue.")
    with pytest.raises(LobbyError) as other_side:  # hidden information: one side per member
        await service.lobby.join(info.id, ALICE, "blue")
    assert said(other_side).startswith("You already play Red")
    assert await service.lobby.leave(info.id, ALICE) == ["red"]
    with pytest.raises(NotSeated):
        await service.lobby.leave(info.id, ALICE)


# --- play -----------------------------------------------------------------------------------------


async def test_act_announces_and_refuses_mistakes(service: GameService) -> None:
    game_id = await started_duel(service)
    first = await service.news.announcement(game_id)
    assert first is not None and first.version == 1
    assert lines(first.entries)[:3] == ["The game begins.", "<@11> plays Red.", "<@12> plays Blue."]
    row = await service.storage.get_game(game_id)
    assert row is not None and row.salt is not None and len(row.salt) == 32
    assert f"Dice commitment: `{commitment('duel', row.seed, row.salt)}`" in lines(first.entries)[3]
    assert [(t.seat, t.user_id) for t in first.turns] == [("red", ALICE)]
    assert EN(first.status) == "Red to act"
    await service.news.mark_announced(game_id, first.version)
    assert await service.news.announcement(game_id) is None

    with pytest.raises(NotYourTurnError) as early:
        await service.play.act(game_id, BOB, "roll", EN)
    assert said(early) == "It is not your turn in **Duel #1**: waiting for Red."
    with pytest.raises(NotSeated):
        await service.play.act(game_id, CAROL, "roll", EN)
    with pytest.raises(IllegalActionError) as illegal:
        await service.play.act(game_id, ALICE, "play 4", EN)
    assert said(illegal).startswith("“play 4” is not possible now.")
    assert (await service.tables.info(game_id)).version == 1  # nothing changed

    (action,) = (await service.play.act(game_id, ALICE, "Roll a die", EN)).taken  # by its label
    assert action == Action("roll") and action.label == Msg("duel-action-roll")
    after = await service.news.announcement(game_id)
    assert after is not None and lines(after.entries)[0].startswith("Red rolls a die and scores it. [")
    assert [(t.seat, t.user_id) for t in after.turns] == [("blue", BOB)]


async def test_each_play_is_stored_as_structure_with_its_step(
    service: GameService, storage: SqliteStorage, duel: Duel
) -> None:
    game_id = await started_duel(service)
    await service.play.act(game_id, ALICE, "flag", EN)
    await service.play.act(game_id, ALICE, "draw", EN)
    card = (await service.news.hand(game_id, BOB))[0]
    assert card.view is not None and card.view["hand"] == []
    await service.play.act(game_id, BOB, "roll", EN)
    red_hand = (await service.news.hand(game_id, ALICE))[0].view
    assert red_hand is not None
    await service.play.act(game_id, ALICE, f"play {red_hand['hand'][0]}", EN)
    start, flag, draw, roll, play = await storage.entries(game_id)
    assert start.kind == "start" and start.facts is None and start.action is None
    assert flag.action == Action("flag") and flag.action.label == Msg("duel-action-raise")
    assert flag.public == Msg("duel-action-raise")  # the duel's labels are all public
    assert flag.facts == Facts(("red",), False, True, UndoPolicy.FREE)
    assert draw.facts == Facts(("blue",), True, True, UndoPolicy.CONSENT)  # a card drawn: hidden to blue
    assert [e["to"] for e in draw.log] == [None, "red"] and draw.log[1]["msg"]["key"] == "duel-log-draw-own"
    assert roll.facts is not None and roll.facts.undo is UndoPolicy.CONSENT and roll.log[0]["dice"]
    assert play.action is not None and play.action.args == (red_hand["hand"][0],)  # an int, not "3"
    assert isinstance(play.action.args[0], int)


async def test_stale_version_refused(service: GameService) -> None:
    game_id = await started_duel(service)
    await service.play.act(game_id, ALICE, "flag", EN, version=1)
    with pytest.raises(StaleBoard):
        await service.play.act(game_id, ALICE, "flag", EN, version=1)
    await service.play.act(game_id, ALICE, "flag", EN, version=2)


async def test_lock_serializes_concurrent_acts(service: GameService, storage: SqliteStorage) -> None:
    game_id = await started_duel(service)
    results = await asyncio.gather(
        *(service.play.act(game_id, ALICE, "flag", EN, version=1) for _ in range(5)), return_exceptions=True
    )
    assert sum(isinstance(r, Outcome) for r in results) == 1
    assert all(isinstance(r, StaleBoard) for r in results if not isinstance(r, Outcome))
    await asyncio.gather(*(service.play.act(game_id, ALICE, "flag", EN) for _ in range(6)))
    entries = await storage.entries(game_id)
    assert [e.seq for e in entries] == list(range(1, 9))
    assert (await service.tables.info(game_id)).version == 8


async def test_several_seats_need_a_seat_choice(
    service: GameService, duel: Duel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(duel, "private_views", False)  # only where nothing is private may one hold both
    game_id = await started_duel(service, red=ALICE, blue=ALICE)
    await service.play.act(game_id, ALICE, "roll", EN)  # only red must act: no ambiguity
    turn = await service.play.turn(game_id, ALICE)
    assert turn.seat == "blue"
    with pytest.raises(NotSeated) as other:
        await service.play.act(game_id, ALICE, "roll", EN, seat="green")
    assert said(other) == "You do not hold the seat “green” (yours: Red and Blue)."


def test_choose_action() -> None:
    actions = [
        Action("flag", (), Msg("duel-action-raise")),
        Action("play", (3,), Msg("duel-action-play", card=3)),
        Action("play", (5,), Msg("duel-action-play", card=5)),
    ]
    assert choose_action(actions, "play 5", EN) == actions[2]
    assert choose_action(actions, "#1", EN) == actions[1]
    assert choose_action(actions, "raise", EN) == actions[0]  # a unique part of a label
    assert choose_action(actions, "Play the 3", EN) == actions[1]
    with pytest.raises(InvalidActionError) as several:
        choose_action(actions, "play", EN)
    assert "could mean several actions (`play 3`, `play 5`)" in said(several)
    assert choose_action(actions, "march 3", EN) == Action("march", (3,))  # left to the engine to refuse


# --- undo, concede, abandon -----------------------------------------------------------------------


async def test_free_undo_takes_back_at_once(service: GameService, storage: SqliteStorage) -> None:
    game_id = await started_duel(service)
    await service.play.act(game_id, ALICE, "flag", EN)
    outcome = undone(await service.undo.request(game_id, ALICE))
    assert outcome.kind is UndoKind.DONE and EN(outcome.action) == "Red: “Raise your flag”"
    entries = await storage.entries(game_id)
    assert [(e.kind, e.undone) for e in entries] == [("start", False), ("play", True), ("undo", False)]
    ann = await service.news.announcement(game_id)
    assert ann is not None and "↩ <@11> took back Red: “Raise your flag”." in lines(ann.entries)
    assert ann.public_view is not None and ann.public_view["flags"]["red"] is False


async def test_undo_after_dice_needs_the_others(service: GameService) -> None:
    game_id = await started_duel(service)
    await service.play.act(game_id, ALICE, "roll", EN)
    vote = undone(await service.undo.request(game_id, ALICE))
    assert (vote.kind, vote.voters) == (UndoKind.VOTE, (BOB,))
    with pytest.raises(NotAllowed):
        await service.undo.vote(game_id, CAROL, 2, True)
    refused = undone(await service.undo.vote(game_id, BOB, 2, False))
    assert (refused.kind, refused.by) == (UndoKind.REFUSED, BOB)
    with pytest.raises(StaleBoard):
        await service.undo.vote(game_id, BOB, 2, True)
    await service.undo.request(game_id, ALICE)
    done = undone(await service.undo.vote(game_id, BOB, 2, True))
    assert done.kind is UndoKind.DONE
    ann = await service.news.announcement(game_id)
    assert ann is not None
    assert lines(ann.entries)[-1] == "↩ <@11> took back Red: “Roll a die” (approved by <@12>)."
    info = await service.tables.info(game_id)
    assert info.version == 3
    assert (await service.play.turn(game_id, ALICE)).seat == "red"


async def test_a_free_action_of_another_player_goes_to_a_vote(service: GameService) -> None:
    game_id = await started_duel(service)
    await service.play.act(game_id, ALICE, "flag", EN)  # free for red, but bob asks
    vote = undone(await service.undo.request(game_id, BOB))
    assert (vote.kind, vote.voters) == (UndoKind.VOTE, (ALICE,))


async def test_a_player_alone_cannot_take_back_a_roll(
    service: GameService, duel: Duel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(duel, "private_views", False)  # only where nothing is private may one hold both
    game_id = await started_duel(service, red=ALICE, blue=ALICE)
    await service.play.act(game_id, ALICE, "flag", EN)
    assert undone(await service.undo.request(game_id, ALICE)).kind is UndoKind.DONE  # free: alone is enough
    await service.play.act(game_id, ALICE, "roll", EN)
    with pytest.raises(UndoRefused) as alone:
        await service.undo.request(game_id, ALICE)
    assert said(alone) == (
        "Red: “Roll a die” drew, rolled or revealed something: only the other players could agree to"
        " take it back, and you hold every seat."
    )
    await service.play.act(game_id, ALICE, "flag", EN, seat="blue")  # blue's turn now, flag: free again
    assert undone(await service.undo.request(game_id, ALICE)).kind is UndoKind.DONE


@pytest.fixture
def patrol() -> Iterator[engine.AnyGame]:
    game = engine.example("patrol")
    engine.GAMES[game.key] = game
    yield game
    del engine.GAMES[game.key]


async def test_never_means_never_in_a_solitaire(service: GameService, patrol: engine.AnyGame) -> None:
    info = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=ALICE,
        key="patrol",
        scenario=None,
        options_text=None,
        seat=patrol.seats({})[0],
    )
    await service.lobby.start(info.id, ALICE, False)
    for _ in range(20):  # until a play rolls or reveals something
        (turn,) = (await service.news.announcement(info.id) or pytest.fail("no turn")).turns
        await service.play.act(info.id, ALICE, turn.prompt.actions[-1].notation(), EN)
        last = await service.storage.last_play(info.id)
        assert last is not None and last.facts is not None
        if last.facts.undo is UndoPolicy.NEVER:
            break
    else:
        pytest.fail("no play of the patrol drew or rolled anything")
    with pytest.raises(UndoRefused) as never:
        await service.undo.request(info.id, ALICE)
    assert "cannot be taken back: it drew, rolled or revealed something" in said(never)


async def test_nothing_to_take_back(service: GameService) -> None:
    game_id = await started_duel(service)
    with pytest.raises(UndoRefused) as nothing:
        await service.undo.request(game_id, ALICE)
    assert said(nothing) == "There is nothing to take back yet."


async def test_undo_request_goes_stale_when_play_moves_on(service: GameService) -> None:
    game_id = await started_duel(service)
    await service.play.act(game_id, ALICE, "roll", EN)
    await service.undo.request(game_id, ALICE)
    await service.play.act(game_id, BOB, "roll", EN)
    with pytest.raises(StaleBoard):
        await service.undo.vote(game_id, BOB, 2, True)


async def test_concede_and_abandon(service: GameService) -> None:
    game_id = await started_duel(service)
    with pytest.raises(NotAllowed) as owner:
        await service.lobby.abandon(game_id, BOB, False)
    assert said(owner).startswith("Only the owner (<@11>) or a member with Manage Channels may abandon")
    version = (await service.ending.ask(game_id, BOB)).version  # /game concede, then its confirm
    info = (await service.ending.concede(game_id, BOB, version)).info
    assert info.status == "finished" and info.result is not None
    assert (info.result.winners, info.result.reason, EN(info.result.summary)) == (
        ("red",),
        "concession",
        "Blue conceded.",
    )
    ann = await service.news.announcement(game_id)
    assert ann is not None and lines(ann.entries)[-1] == "Blue (<@12>) concedes. The game is over."
    with pytest.raises(LobbyError) as ended:
        await service.play.act(game_id, ALICE, "roll", EN)
    assert said(ended) == "**Duel #1** is finished."
    other = await service.lobby.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        parent_channel_id=None,
        owner_id=OWNER,
        key="duel",
        scenario=None,
        options_text=None,
    )
    abandoned = await service.lobby.abandon(other.id, BOB, True)  # Manage Channels
    assert abandoned.info.status == "abandoned"
    ann = abandoned.news  # read with the change, under the game's lock
    assert ann is not None and ann.public_view is None
    assert ann.finished is not None and ann.finished.reason == "abandoned"
    assert lines(ann.entries) == ["<@12> abandoned the game."]


async def test_game_played_to_the_end(service: GameService) -> None:
    game_id = await started_duel(service)
    seats = {"red": ALICE, "blue": BOB}
    for _ in range(100):
        info = await service.tables.info(game_id)
        if info.status != "active":
            break
        ann = await service.news.announcement(game_id)
        assert ann is not None
        await service.play.act(game_id, seats[ann.turns[0].seat], "roll", EN)
    info = await service.tables.info(game_id)
    assert info.status == "finished" and info.result is not None
    assert info.result.reason == "target" and len(info.result.winners) == 1
    ann = await service.news.announcement(game_id)
    assert ann is not None and ann.finished == info.result and ann.turns == []
    (winner,) = info.result.winners
    assert ann.public_view is not None and ann.public_view["scores"][winner] >= 12


# --- hidden information ---------------------------------------------------------------------------


async def test_private_updates_only_for_changed_seats(service: GameService) -> None:
    game_id = await started_duel(service)
    first = await service.news.announcement(game_id)
    assert first is not None
    assert sorted(u.seat for u in first.private) == ["blue", "red"]  # the first delivery
    for update in first.private:
        await service.news.mark_delivered(game_id, update)
    await service.news.mark_announced(game_id, first.version)

    outcome = await service.play.act(game_id, ALICE, "draw", EN)
    ann = await service.news.announcement(game_id)
    assert ann is not None and ann == outcome.news  # the play's outcome told what the table is told
    assert [u.seat for u in ann.private] == ["red"]
    (red,) = ann.private
    assert red.entries == []  # her own draw was shown in her panel
    panel = outcome.panel
    assert panel is not None
    assert panel.seat == "red" and panel.view == ann.private[0].view
    mine = [e for e in panel.entries if e["to"] == "red"]
    assert lines(mine)[0].startswith("You draw the ")
    assert not any(e["to"] for e in ann.entries)  # nothing private in the public part
    assert "hand" not in (ann.public_view or {})
    hands = await service.news.hand(game_id, ALICE)
    assert hands[0].view is not None and hands[0].view["hand"] and hands[0].entries == mine


# --- recovery and storage -------------------------------------------------------------------------


async def test_crash_between_commit_and_post_is_announced_on_start(
    db_path: str, make_service: Callable[[SqliteStorage], GameService], duel: Duel
) -> None:
    store = SqliteStorage(db_path)
    await store.open()
    service = make_service(store)
    game_id = await started_duel(service)
    await service.news.mark_announced(game_id, 1)
    await service.play.act(game_id, ALICE, "roll", EN)  # committed; the process dies before posting
    await store.close()

    store = SqliteStorage(db_path)
    await store.open()
    restarted = make_service(store)
    assert await restarted.tables.load_all() == 1
    assert await restarted.tables.unannounced() == [game_id]
    ann = await restarted.news.announcement(game_id)
    assert ann is not None and ann.version == 2 and lines(ann.entries)[0].startswith("Red rolls")
    await restarted.news.mark_announced(game_id, ann.version)
    assert await restarted.tables.unannounced() == []
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
        await service.play.act(game_id, ALICE, "flag", EN)
    await service.undo.request(game_id, ALICE)  # one undo among them
    steps = [row[0] for row in await store._all("SELECT step FROM snapshots WHERE game_id = ?", (game_id,))]
    assert sorted(steps) == [0, 100, 200, 249]
    plays = await store.plays(game_id, 0)
    info = await service.tables.info(game_id)
    replayed = duel.replay(
        7, info.scenario, info.options, [(str(p.seat), p.action or Action("")) for p in plays]
    )

    applied: list[int] = []
    original_apply = Duel.apply
    monkeypatch.setattr(
        Duel, "apply", lambda self, *a, **k: applied.append(1) or original_apply(self, *a, **k)
    )
    cold = make_service(store)
    await cold.tables.load_all()
    assert applied == []  # the latest snapshot is enough
    assert cold.tables.loaded(game_id).state.to_json() == replayed.to_json()  # type: ignore[union-attr]

    await store._all("DELETE FROM snapshots WHERE step = 249")
    colder = make_service(store)
    await colder.tables.load_all()
    assert len(applied) == 49  # from the checkpoint at 200
    assert colder.tables.loaded(game_id).state.to_json() == replayed.to_json()  # type: ignore[union-attr]
    await store.close()


async def test_migrations_apply_from_zero(tmp_path: object, db_path: str) -> None:
    store = SqliteStorage(db_path)
    await store.open()
    assert await store.schema_version() == len(migrations()) >= 2
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
    assert not {"games_v1", "actions_v1"} & tables
    assert (await store._one("PRAGMA journal_mode"))[0] == "wal"  # type: ignore[index]
    assert (await store._one("PRAGMA foreign_keys"))[0] == 1  # type: ignore[index]
    await store.close()
    await store.open()  # a second start applies nothing and keeps the data
    assert await store.schema_version() == len(migrations())
    await store.close()


async def test_a_failing_migration_changes_nothing(db_path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SqliteStorage(db_path)
    await store.open(upto=1)
    await store.close()
    second = migrations()[1]
    assert second.upgrade is not None

    async def broken(db: object) -> None:
        raise RuntimeError("the data step failed")

    monkeypatch.setattr(
        "bot.storage.schema.migrations", lambda: [migrations()[0], type(second)(2, second.sql, broken)]
    )
    with pytest.raises(RuntimeError, match="the data step failed"):
        await store.open()
    assert await store.schema_version() == 1  # rolled back: the release's tables are still there
    tables = {r[0] for r in await store._all("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "games" in tables and "games_v1" not in tables
    await store.close()


# --- reminders ------------------------------------------------------------------------------------


async def test_reminders_then_stall(service: GameService, clock: FakeClock) -> None:
    game_id = await started_duel(service)
    await service.lobby.settings(game_id, ALICE, False, 1.0, 2)
    assert await service.reminders.due() == []
    for sent in range(2):
        clock.advance(3601)
        (due,) = await service.reminders.due()
        assert (due.sent, due.stalled, [t.user_id for t in due.turns]) == (sent, False, [ALICE])
        await service.reminders.reminded(due)
    clock.advance(3601)
    (stall,) = await service.reminders.due()
    assert stall.stalled
    await service.reminders.reminded(stall)
    clock.advance(10 * 3600)
    assert await service.reminders.due() == []
    await service.play.act(game_id, ALICE, "roll", EN)  # a move starts the count again
    clock.advance(3601)
    assert [d.turns[0].user_id for d in await service.reminders.due()] == [BOB]


async def test_snooze(service: GameService, clock: FakeClock) -> None:
    game_id = await started_duel(service)
    with pytest.raises(NotAllowed):
        await service.reminders.snooze(game_id, BOB, 1)
    due = await service.reminders.snooze(game_id, ALICE, 1)
    assert due == clock.now() + 2 * 3600
    with pytest.raises(NotAllowed):
        await service.lobby.settings(game_id, BOB, False, 2.0, None)
