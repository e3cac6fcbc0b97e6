"""Migration 2 on databases made by the release before Contract 2 (see ``data/README.md``).

``release-8db907a-duel.db`` holds duel games (the release's toy game, whose rules today's template
keeps), so every step of the carrying over can be checked: texts re-derived from the replay, undos
and votes, results, a game whose record today's rules part from. ``release-8db907a.db`` holds games
of both titles: each opens, lists and shows its log, and plays on where today's rules replay it.
A database written here with migration 1 only checks the case of a game that goes on from its last
stored state.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.chat import words
from bot.errors import LobbyError, UndoRefused
from bot.service import GameService, UndoKind
from bot.storage import SqliteStorage, migrations
from engine.core import Action, LogEntry, UndoPolicy
from engine.examples.duel import Duel
from tests.bot.conftest import EN, undone

DATA = Path(__file__).with_name("data")
A, B, C = 11, 12, 13  # the players of the release's databases
GUILD = 100


def lines(entries: list[LogEntry]) -> list[str]:
    return [EN.entry(e) for e in entries]


async def opened(path: Path, tmp_path: Path) -> SqliteStorage:
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    store = SqliteStorage(str(copy))
    await store.open()
    return store


@pytest.fixture
async def duels(tmp_path: Path, duel: Duel) -> AsyncIterator[SqliteStorage]:
    store = await opened(DATA / "release-8db907a-duel.db", tmp_path)
    yield store
    await store.close()


async def every_game_opens(service: GameService) -> None:
    """Each game's status card, listing and whole log read in English, strictly (no raw key)."""
    say = words.of("en")
    listed = {g.id for g in await service.tables.list_games(GUILD)}
    for row in await service.storage.find_games():
        info = await service.tables.info(row.id)
        assert info.id in listed or info.status in ("finished", "abandoned")
        public = await service.news.public_view(row.id)
        assert say.summary(public.info, public.status)
        page = await service.news.log_page(row.id, None, max(info.version, 1))
        assert len(page.entries) == info.version
        assert all("bot-" not in line for line in say.log_page(info, page))


async def test_duel_games_are_replayed_into_structure(
    duels: SqliteStorage, make_service: Callable[[SqliteStorage], GameService], duel: Duel
) -> None:
    assert await duels.schema_version() == len(migrations())
    service = make_service(duels)
    assert await service.tables.load_all() == 4  # three in play and a lobby; game 8 is stranded (below)
    await every_game_opens(service)

    # game 1: every entry re-derived, undos and the vote among them
    entries = await duels.entries(1)
    start = entries[0]
    assert lines(start.log) == ["The game begins.", "<@11> plays Red.", "<@12> plays Blue."]
    plays = [e for e in entries if e.kind == "play"]
    assert all(p.facts is not None and p.action is not None and p.action.label for p in plays)
    assert [lines(e.log) for e in entries if e.kind == "undo"] == [
        ["↩ <@11> took back Red: “Raise your flag”."],
        ["↩ <@12> took back Blue: “Roll a die” (approved by <@11>)."],
    ]
    draw = entries[3]
    assert draw.action == Action("draw") and lines(draw.log) == ["Red draws a card.", "You draw the 2."]
    assert [e["to"] for e in draw.log] == [None, "red"] and draw.facts is not None
    assert draw.facts.undo is UndoPolicy.CONSENT and draw.facts.to_act == ("blue",)
    played = entries[7]
    assert played.action == Action("play", (2,)) and EN(played.public) == "Play the 2"  # type: ignore[arg-type]
    assert lines(entries[9].log) == ["Blue rolls a die and scores it. [2]"]  # the die the release rolled
    in_force = [(str(p.seat), p.action) for p in plays if not p.undone]
    replayed = duel.replay(11, "standard", {"target": "12"}, in_force)  # type: ignore[arg-type]
    state = service.tables.loaded(1).state
    assert state is not None and state.to_json() == replayed.to_json()

    # game 1 plays on, and what is played now can be taken back by the engine's policy
    assert (await service.play.turn(1, B)).seat == "blue" and (await service.tables.info(1)).version == 11
    await service.play.act(1, B, "flag", EN)
    assert undone(await service.undo.request(1, B)).kind is UndoKind.DONE

    # game 2: finished by the rules; the result is the engine's
    finished = await service.tables.info(2)
    assert finished.result is not None and finished.result.winners == ("blue",)
    assert (finished.result.reason, EN(finished.result.summary)) == ("target", "Blue reaches 22 points.")
    assert finished.result.scores["blue"] == 22

    # game 3: conceded; game 7: abandoned
    conceded = await service.tables.info(3)
    assert conceded.result is not None and conceded.result.reason == "concession"
    assert lines((await duels.entries(3))[-1].log) == ["Red (<@11>) concedes. The game is over."]
    abandoned = await service.tables.info(7)
    assert abandoned.result is not None and abandoned.result.reason == "abandoned"
    assert lines((await duels.entries(7))[-1].log) == ["<@11> abandoned the game."]

    # game 4: the lobby fills and starts
    await service.lobby.join(4, A, "red")
    started = (await service.lobby.start(4, C, False)).info
    assert started.status == "active" and started.options == {"target": "20"}

    # game 5: the release's open undo vote is decided today
    done = undone(await service.undo.vote(5, A, 3, True))
    assert done.kind is UndoKind.DONE and (await service.play.turn(5, B)).seat == "blue"

    # game 6: one player at both seats; a drawn card is no longer taken back alone
    with pytest.raises(UndoRefused) as alone:
        await service.undo.request(6, C)
    assert "you hold every seat" in EN(alone.value.msg)


async def test_a_record_todays_rules_part_from_is_kept_as_it_was(
    duels: SqliteStorage, make_service: Callable[[SqliteStorage], GameService]
) -> None:
    service = make_service(duels)
    await service.tables.load_all()
    entries = await duels.entries(8)
    _start, roll, draw, signal, *rest = entries
    assert roll.facts is not None and draw.facts is not None  # replayed while the record agreed
    assert signal.facts is None and signal.action == Action("signal")
    assert lines(signal.log) == ["red raises its flag"]  # the release's own words, as they were
    assert all(e.facts is None for e in rest)
    assert lines(rest[-1].log) == ["red draws a card", "You draw the 4"]
    assert rest[-1].log[1]["to"] == "red" and rest[-1].public is None  # a hidden game's label stays private
    info = await service.tables.info(8)
    assert info.status == "stranded"  # the release's state cannot be loaded by today's rules
    with pytest.raises(LobbyError) as stranded:
        await service.play.act(8, B, "roll", EN)
    assert "older rules that can no longer carry it on" in EN(stranded.value.msg)
    say = words.of("en")
    public = await service.news.public_view(8)
    assert "older rules" in say.summary(public.info, public.status)
    assert 8 in {g.id for g in await service.tables.list_games(GUILD)}
    page = say.log_page(info, await service.news.log_page(8, None, 10))
    assert "`#4` **Red**’s action" in page and "> red raises its flag" in page
    hand = (await service.news.hand(8, B))[0]
    assert hand.view is None and "only its log remains" in say.hand(info, hand)
    # the channel is free again
    await service.lobby.create(
        guild_id=GUILD,
        channel_id=408,
        parent_channel_id=200,
        owner_id=A,
        key="duel",
        scenario=None,
        options_text=None,
    )


async def test_games_of_the_release_open_and_play_on(
    tmp_path: Path, make_service: Callable[[SqliteStorage], GameService]
) -> None:
    store = await opened(DATA / "release-8db907a.db", tmp_path)
    service = make_service(store)
    await service.tables.load_all()
    await every_game_opens(service)
    for row in await store.find_games():
        entries = await store.entries(row.id)
        plays = [e for e in entries if e.kind == "play"]
        replayed = all(p.facts is not None for p in plays)
        legacy = [p for p in plays if p.facts is None]
        assert replayed or row.status == "stranded" or row.base_step == row_step(entries)
        assert all(p.facts is None for p in plays[plays.index(legacy[0]) :]) if legacy else True
        if row.status == "active" and (replayed or row.base_step):
            await play_on(service, row.id)
    lobby = await service.tables.info(4)
    assert lobby.status == "lobby"
    await service.lobby.join(4, A, "france")
    assert (await service.lobby.start(4, B, False)).info.status == "active"
    await store.close()


def row_step(entries: list[Any]) -> int:
    return int(entries[-1].step)


async def play_on(service: GameService, game_id: int) -> None:
    """Whoever must act takes the first legal action, a few times."""
    for _ in range(3):
        ann = await service.news.announcement(game_id)
        info = await service.tables.info(game_id)
        live = service.tables.loaded(game_id)
        assert live.state is not None
        seat = live.game.to_act(live.state)[0]
        action = live.game.legal_actions(live.state, seat)[0]
        await service.play.act(game_id, info.players[seat], action.notation(), EN, seat=seat)
        assert ann is None or ann.version <= info.version


# --- a game that goes on from its last stored state --------------------------------------------------


def release_rows(path: Path, duel: Duel) -> int:
    """A duel in play written as the release wrote it, but whose record says the second roll came
    up otherwise than today's rules roll it, and whose last state is stored in today's form."""
    seed = 5
    state = duel.setup(seed)
    plays: list[tuple[str, str, str, list[dict[str, Any]]]] = []
    for seat, verb in (("red", "roll"), ("blue", "flag"), ("blue", "roll"), ("red", "draw")):
        step = duel.apply(state, seat, Action(verb))
        old = [{"text": f"{seat} {verb}s", "dice": e["dice"], "to": e["to"]} for e in step.entries]
        plays.append((seat, verb, verb.title(), old))
    plays[2][3][0]["dice"] = [7]  # not the die today's generator rolls
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO games (id, guild_id, channel_id, game_key, scenario, options, seed, status, owner_id,"
            " version, announced_version, created_at, updated_at) VALUES"
            " (1, ?, 300, 'duel', 'standard', ?, ?, 'active', ?, 5, 5, 0, 0)",
            (GUILD, json.dumps({"target": "12"}), seed, A),
        )
        db.executemany(
            "INSERT INTO seats (game_id, seat, user_id) VALUES (1, ?, ?)", [("red", A), ("blue", B)]
        )
        note = [{"text": "The game begins. Red: <@11>; Blue: <@12>.", "dice": [], "to": None}]
        db.execute(
            "INSERT INTO actions (game_id, seq, kind, step, user_id, log, created_at)"
            " VALUES (1, 1, 'start', 0, ?, ?, 0)",
            (A, json.dumps(note)),
        )
        for n, (seat, verb, label, old) in enumerate(plays, start=1):
            db.execute(
                "INSERT INTO actions (game_id, seq, kind, step, seat, verb, arg, label, user_id, log, created_at)"
                " VALUES (1, ?, 'play', ?, ?, ?, NULL, ?, ?, ?, 0)",
                (n + 1, n, seat, verb, label, A if seat == "red" else B, json.dumps(old)),
            )
        db.execute("INSERT INTO snapshots (game_id, step, state) VALUES (1, 4, ?)", (state.to_json(),))
    return state.step


async def test_a_game_goes_on_from_its_last_state(
    tmp_path: Path, make_service: Callable[[SqliteStorage], GameService], duel: Duel
) -> None:
    path = tmp_path / "old.db"
    old = SqliteStorage(str(path))
    await old.open(upto=1)
    await old.close()
    last = release_rows(path, duel)
    store = SqliteStorage(str(path))
    await store.open()
    service = make_service(store)
    assert await service.tables.load_all() == 1
    info = await service.tables.info(1)
    assert info.status == "active"
    row = await store.get_game(1)
    assert row is not None and row.base_step == last == 4
    entries = await store.entries(1)
    assert [e.facts is not None for e in entries[1:]] == [True, True, False, False]
    assert lines(entries[3].log) == ["blue rolls [7]"]  # kept as the release wrote it
    with pytest.raises(UndoRefused) as older:
        await service.undo.request(1, A)
    assert "played under older rules" in EN(older.value.msg)
    assert (await service.play.turn(1, B)).seat == "blue"
    await service.play.act(1, B, "flag", EN)  # play goes on from the stored state...
    assert undone(await service.undo.request(1, B)).kind is UndoKind.DONE  # ...and back to it
    await store.close()
