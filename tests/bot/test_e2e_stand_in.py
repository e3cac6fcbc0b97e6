"""The AI standing in through the offline Discord (issue 19): the owner puts it on the seat a player
left in the middle of a game, it plays there, and it leaves the moment a person takes the seat (the
table told in one post); a restart while it thinks resumes its turn and nothing is played twice. And
the worker's answer depends on the seat's ``Info`` alone: states the seat cannot tell apart give the
same play."""

from __future__ import annotations

import pytest

from bot.rows import STAND_IN
from bot.service import thinking
from bot.service.thinking import InProcess
from bot.storage import Entry
from engine import find_game
from engine.core.agent import info_for
from engine.core.rng import Rng
from engine.examples.duel.game import Duel
from fakediscord import Channel, Message
from fakediscord.waiting import eventually
from tests.bot.e2e import Table, mentioned, text_of
from tests.bot.test_e2e_clocks import HOUR, bot_of, clocked, duel_here, round_
from tests.bot.test_e2e_gustav import stand_in_board, stand_in_sheets
from tests.bot.test_e2e_solo import TINY
from tests.bot.test_stand_in import FirstChoice

__all__ = ["clocked"]  # the fixture


async def open_duo(table: Table) -> Channel:
    """alice (France) and bob (the Allies) in Napoleon 2.1, started."""
    await table.slash(table.alice, "game new", game="napoleon21", options="allies=1", seat="france")
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    await table.slash(table.bob, "game join", thread, seat="allies")
    assert "has started" in text_of(await table.slash(table.alice, "game start", thread))
    return thread


def ai_plays(entries: list[Entry]) -> list[int]:
    return [e.seq for e in entries if e.kind == "play" and e.auto == STAND_IN and not e.undone]


async def allies_to_act(table: Table) -> bool:
    assert table.bot is not None
    live = table.bot.service.tables.loaded(1)
    return live.state is not None and "allies" in live.game.to_act(live.state)


async def france_to_act(table: Table) -> bool:
    assert table.bot is not None
    live = table.bot.service.tables.loaded(1)
    return live.state is not None and "france" in live.game.to_act(live.state)


async def play_france_until_the_allies_act(table: Table, thread: Channel) -> None:
    """alice passes (or does the first thing offered) until the Allies must act."""
    assert table.bot is not None
    for _ in range(60):
        if await allies_to_act(table):
            return
        live = table.bot.service.tables.loaded(1)
        assert live.state is not None
        actions = live.game.legal_actions(live.state, "france")
        action = next((a for a in actions if a.verb == "pass"), actions[0])
        said = text_of(await table.slash(table.alice, "play", thread, action=action.notation()))
        assert "✅" in said, said
    raise AssertionError("the Allies never had to act")


async def test_the_ai_takes_a_seat_left_mid_game_and_leaves_when_a_person_joins(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    await table.restart_with(ai_playouts=TINY)
    assert table.bot is not None
    monkeypatch.setattr(table.bot.delivery, "_render_board", stand_in_board)
    service = table.bot.service
    thread = await open_duo(table)
    await play_france_until_the_allies_act(table, thread)
    await table.slash(table.bob, "game leave", thread)
    refused = await table.slash(table.bob, "game ai", thread, seat="allies", level="easy")
    assert refused.ephemeral and (await service.tables.info(1)).ai_seats == {}  # owner only
    before = len(table.messages(thread))
    seated = await table.slash(table.alice, "game ai", thread, seat="allies", level="easy")
    assert "now plays **The Allies**" in text_of(seated) and "🤖 AI (easy)" in text_of(seated)
    await eventually(lambda: france_to_act(table), what="the AI to hand the turn back")
    entries = await service.storage.entries(1)
    assert ai_plays(entries) and all(e.user_id is None for e in entries if e.auto == STAND_IN)
    # the AI's steps were not posted one by one: one hand-off post to alice, naming no AI ping
    await table.wait_message(r"your turn as \*\*France\*\*", thread, after=before)
    posted = table.messages(thread)[before:]
    assert all({u.id for u in m.mentions} <= {table.alice.id} for m in posted)
    assert len([m for m in posted if "your turn as" in m.content]) == 1

    await play_france_until_the_allies_act(table, thread)
    await service.answers.idle()
    joined = await table.slash(table.bob, "game join", thread, seat="allies")
    said = text_of(joined)
    assert not joined.ephemeral and "🤖 AI (easy) leaves the seat to them" in said, said
    info = await service.tables.info(1)
    assert info.ai_seats == {} and info.players["allies"] == table.bob.id
    played = ai_plays(await service.storage.entries(1))
    await service.answers.idle()
    assert ai_plays(await service.storage.entries(1)) == played  # bob is asked now, not the AI
    status = await table.slash(table.alice, "game status", thread)
    assert "🤖" not in text_of(status)


async def test_a_restart_while_the_ai_thinks_resumes_its_turn_and_plays_it_once(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The AI thinks at ``hard`` (about ten seconds a decision) when the bot restarts; the new
    process (with a tiny budget) thinks again and plays the turn once."""
    assert table.bot is not None
    thread = await open_duo(table)
    await play_france_until_the_allies_act(table, thread)
    await table.slash(table.bob, "game leave", thread)
    await table.slash(table.alice, "game ai", thread, seat="allies", level="hard")
    service = table.bot.service
    assert [t for t in service.answers._thinking.values() if not t.done()]  # it thinks
    version = (await service.tables.info(1)).version
    bot = await table.restart_with(ai_playouts=TINY)
    monkeypatch.setattr(bot.delivery, "_render_board", stand_in_board)
    monkeypatch.setattr(bot.delivery, "_render_sheets", stand_in_sheets)
    assert ai_plays(await bot.service.storage.entries(1)) == []  # the first process played nothing
    await eventually(lambda: france_to_act(table), what="the resumed AI to play")
    entries = await bot.service.storage.entries(1)
    plays = [e for e in entries if e.seq > version]
    assert plays and all(e.auto == STAND_IN for e in plays)
    assert len({e.seq for e in entries}) == len(entries)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_states_the_seat_cannot_tell_apart_give_the_same_play(level: str) -> None:
    """The worker builds the seat's ``Info`` and answers from it alone: a state drawn consistent with
    what the seat has seen (the other side's blocks and cards drawn afresh) gives the same play."""
    game = find_game("napoleon1815")
    state = game.setup(11, None, game.resolve_options({"players": "3", "rules": "grognard"}))
    seat = game.to_act(state)[0]
    other = info_for(game, state, seat, Rng(1)).sample(99)
    assert game.view(other, seat) == game.view(state, seat)
    assert other.to_json() != state.to_json()  # what the seat cannot see differs
    answers = []
    for drawn in (state, other):
        thinking._agents.clear()
        answers.append(thinking.think("napoleon1815", 5, drawn.to_json(), seat, level, TINY))
    assert answers[0] == answers[1]
    assert answers[0] in {a.notation() for a in game.legal_actions(state, seat)}


async def test_on_deadline_ai_gives_the_late_players_seat_to_the_ai(clocked: Table, duel: Duel) -> None:
    """``on_deadline: ai``: one reminder interval after the last reminder, the late player leaves the
    seat and the AI plays it (the table told once); the player takes it back with ``/game join``."""
    table, alice, bob = clocked, clocked.alice, clocked.bob
    service = bot_of(table).service
    service.answers.stand_in = InProcess(FirstChoice())  # the duel is registered in this process only
    await duel_here(table, deadline_hours=24, on_deadline="ai", reminder_hours=1.0)
    await table.slash(alice, "play", action="roll")
    await table.wait_message(r"your turn as \*\*Blue")
    before = len(table.messages())
    table.clock.advance(24 * HOUR + 1)
    await round_(table)
    last = await table.wait_message(r"the AI takes their seats", after=before)
    assert mentioned(last) == {"bob"}
    table.clock.advance(HOUR + 1)
    await round_(table)
    told = await table.wait_message(r"the AI plays their seats from here", after=before)
    assert mentioned(told) == {"bob"}
    await service.answers.idle()
    info = await service.tables.info(1)
    assert "blue" not in info.players and info.ai_seats == {"blue": "normal"}
    entries = await service.storage.entries(1)
    assert any(e.auto == STAND_IN and e.seat == "blue" for e in entries)
    await table.wait_message(r"your turn as \*\*Red", after=before)
    back = await table.slash(bob, "game join", seat="blue")
    assert "leaves the seat to them" in text_of(back)
    assert (await service.tables.info(1)).ai_seats == {}


async def test_the_lobby_offers_add_ai_on_each_free_seat_and_shows_who_sits_where(table: Table) -> None:
    """Three-player Napoleon 1815: alice (France) gives the two other seats to the AI from the
    lobby's menu, at two levels; the lobby's post names them; Start then starts the game."""
    alice, bob = table.alice, table.bob
    offered = await table.fake.autocomplete(
        alice,
        table.chan,
        "game new",
        focused="ai",
        game="napoleon1815",
        options="players=3",
        seat="france",
        ai="",
    )
    assert [c["value"] for c in offered] == ["*", "anglo_dutch", "prussia"]
    await table.slash(alice, "game new", game="napoleon1815", options="players=3", seat="france")
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    lobby = next(m for m in table.messages(thread) if "mg:zi:1" in menus(m))
    ai_menu = menus(lobby)["mg:zi:1"]
    assert set(ai_menu) == {
        f"{s}={lv}" for s in ("anglo_dutch", "prussia") for lv in ("easy", "normal", "hard")
    }
    refused = await table.fake.select(bob, lobby, "mg:zi:1", ["prussia=hard"])
    assert "owner" in text_of(await refused.done())
    for value in ("anglo_dutch=easy", "prussia=normal"):
        record = await table.fake.select(alice, lobby, "mg:zi:1", [value])
        assert "now plays" in text_of(await record.done())

    def named() -> bool:  # the lobby's post is edited once the answer went
        shown = next(m for m in table.messages(thread) if m.id == lobby.id).content
        return "🤖 AI (easy)" in shown and "🤖 AI (normal)" in shown

    await table.fake.wait_until(named, 15, "the lobby's post to name both AIs")
    lobby = next(m for m in table.messages(thread) if m.id == lobby.id)
    assert "mg:zi:1" not in menus(lobby)  # no free seat left
    assert bob.id not in {u.id for m in table.messages(thread) for u in m.mentions}
    started = await table.click(alice, lobby, "mg:zs:1", followups=1)
    assert "has started" in text_of(started)
    info = await bot_of(table).service.tables.info(1)
    assert info.status == "active" and info.ai_seats == {"anglo_dutch": "easy", "prussia": "normal"}


def menus(message: Message) -> dict[str, list[str]]:
    """Each select menu of a message: its custom id and the values it offers."""
    return {
        str(c["custom_id"]): [str(o["value"]) for o in c.get("options", [])]
        for row in message.components
        for c in row.get("components", [])
        if "options" in c
    }
