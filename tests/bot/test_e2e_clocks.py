"""Turn clocks, absences, lobby expiry and ``/game mine`` from DMs, through the offline Discord (issue 11).

The bot's background round is slowed to once an hour here, so each test runs the reminders loop
itself (``Reminders.run_once``) after moving the fake clock: what is posted then is exactly what that
round decided.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.client import MarengoBot
from bot.service.table import Table as GameTable
from engine import find_game
from engine.core import Action, GameState
from engine.examples.duel.game import Duel
from fakediscord import Channel, FakeDiscord, Message
from tests.bot.e2e import Table, button_ids, make_table, mentioned, restore_endpoints, text_of

HOUR = 3600
SLOW_ROUNDS = 3600.0  # seconds between the bot's own rounds: the tests run them
N1815 = find_game("napoleon1815")
N1815_SEED = 22  # its first reaction window is the Allies', who hold a card that may answer it
N21_SEED = 0  # a Napoleon 2.1 game (two Allied players) where Prussia and Russia act first


async def clocked_table(fake: FakeDiscord, tmp_path: Path, players: int = 3) -> Table:
    table = make_table(fake, tmp_path, players=players)
    await table.start_bot(reminder_poll_seconds=SLOW_ROUNDS)
    return table


@pytest.fixture
async def clocked(fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Table]:
    restore_endpoints(monkeypatch)
    table = await clocked_table(fake, tmp_path)
    try:
        yield table
    finally:
        await table.stop_bot()


def bot_of(table: Table) -> MarengoBot:
    assert table.bot is not None
    return table.bot


async def round_(table: Table) -> int:
    """One round of the reminders loop, now."""
    return await bot_of(table).reminders.run_once()


def stamp(at: float, style: str = "R") -> str:
    return f"<t:{int(at)}:{style}>"


async def duel_here(table: Table, **settings: object) -> None:
    """Alice (Red, the owner) and Bob (Blue) play a duel in the channel with these settings."""
    await table.slash(table.alice, "game new", game="duel", seat="red", where="channel")
    await table.slash(table.bob, "game join")
    if settings:
        reply = await table.slash(table.alice, "game settings", **settings)
        assert "Turn deadline" in text_of(reply), text_of(reply)
    await table.slash(table.alice, "game start")
    await table.wait_message(r"your turn as \*\*Red")


def posts_after(table: Table, count: int, channel: Channel | None = None) -> list[Message]:
    return table.messages(channel)[count:]


async def test_the_deadline_shows_in_every_ping_and_reminder(clocked: Table, duel: Duel) -> None:
    table, alice, bob = clocked, clocked.alice, clocked.bob
    await duel_here(table, deadline_hours=24, reminder_hours=1.0)
    started = table.clock.now()
    ping = table.last(r"your turn as \*\*Red")
    assert f"due {stamp(started + 24 * HOUR)}" in ping.content.splitlines()[0]
    table.clock.advance(600)
    await table.slash(alice, "play", action="roll")
    handoff = await table.wait_message(r"your turn as \*\*Blue")
    assert f"due {stamp(started + 600 + 24 * HOUR)}" in handoff.content.splitlines()[0]
    table.clock.advance(HOUR + 1)
    assert await round_(table) == 1
    reminder = table.last(r"Reminder 1/")
    assert mentioned(reminder) == {"bob"}
    assert f"due {stamp(started + 600 + 24 * HOUR)}" in reminder.content
    status = await table.slash(bob, "game status")
    assert "Turn deadline: 24 h, then a last reminder only" in text_of(status)
    assert "absences up to 14 days" in text_of(status) and "closes after 168 h" in text_of(status)
    # only the owner (or Manage Channels) sets the clock
    refused = await table.slash(bob, "game settings", deadline_hours=72)
    assert "Only the owner" in text_of(refused)


async def test_a_passed_deadline_reminds_once_when_set_to_remind(clocked: Table, duel: Duel) -> None:
    table = clocked
    await duel_here(table, deadline_hours=24, reminder_hours=6.0, reminders=20)
    table.clock.advance(24 * HOUR + 1)
    await round_(table)
    passed = table.last(r"deadline of .* has passed")
    assert mentioned(passed) == {"alice"} and "Please play soon" in passed.content
    before = len(table.messages())
    for _ in range(3):
        table.clock.advance(6 * HOUR + 1)
        await round_(table)
    assert not any("deadline" in m.content for m in posts_after(table, before))
    assert (await bot_of(table).service.tables.info(1)).status == "active"


# --- pass: reaction windows, and nothing else -----------------------------------------------------


def script_to_window(seed: int) -> tuple[list[tuple[str, Action]], str]:
    """The moves a seeded picker makes from the start of a Napoleon 1815 game until the first
    reaction window, and the seat that window asks."""
    options = N1815.resolve_options({})
    state = N1815.setup(seed, N1815.check_scenario(None), options)
    rng, script = random.Random(seed), []
    for _ in range(60):
        seat = N1815.to_act(state)[0]
        prompt = N1815.prompt(state, seat)
        if prompt.window:
            return script, seat
        moves = [a for a in prompt.actions if a.verb in ("move", "attack", "operate", "march")]
        action = rng.choice(moves) if moves and rng.random() < 0.8 else rng.choice(prompt.actions)
        N1815.apply(state, seat, action)
        script.append((seat, action))
    raise AssertionError("no reaction window")


def without_answer(state: GameState, seat: str, reader: str) -> GameState:
    """A state the other seat cannot tell from ``state`` in which ``seat`` holds no card to answer
    its window (the engine's own perturbations: one change ``reader`` cannot see)."""
    for k in range(20):
        for twin in N1815.perturbations(state, reader, k):
            if [a.notation() for a in N1815.prompt(twin, seat).actions] == ["decline"]:
                return twin
    raise AssertionError("no twin without an answer")


def normal(table: Table, messages: list[Message]) -> list[tuple[str, list[bytes]]]:
    """Messages as a reader compares them: mentions by name, the channel by role, attachments by content."""
    names = {str(u.id): u.name for u in table.players}

    def text(content: str) -> str:
        named = re.sub(r"<@(\d+)>", lambda m: f"@{names.get(m.group(1), '?')}", content)
        return named.replace(f"<#{table.chan.id}>", "#war-room")

    return [(text(m.content), [a.data for a in m.attachments]) for m in messages]


async def pass_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, holds_card: bool
) -> tuple[list[tuple[str, list[bytes]]], list[tuple[str, list[bytes]]]]:
    """A Napoleon 1815 game set to pass windows at the deadline, played to the Allies' first window;
    Bob (the Allies) is away. Returns what France's player saw after that: channel and DMs."""
    restore_endpoints(monkeypatch)
    script, window_seat = script_to_window(N1815_SEED)
    assert window_seat == "allies"
    async with FakeDiscord(heartbeat_interval_ms=1000) as fake:
        where = tmp_path / ("card" if holds_card else "none")
        where.mkdir()
        table = await clocked_table(fake, where, players=2)
        try:
            alice, bob = table.alice, table.bob
            bot = bot_of(table)
            monkeypatch.setattr(bot.service.tables, "_seed", lambda: N1815_SEED)
            await table.slash(alice, "game new", game="napoleon1815", seat="france", where="channel")
            await table.slash(bob, "game join", seat="allies")
            await table.slash(
                alice, "game settings", deadline_hours=24, on_deadline="pass", reminder_hours=2.0
            )
            await table.slash(alice, "game start", followups=1)
            players = {"france": alice, "allies": bob}
            for seat, action in script:
                played = await table.slash(players[seat], "play", action=action.notation())
                assert "✅" in text_of(played) or played.original is not None, text_of(played)
            live: GameTable = bot.service.tables.loaded(1)
            assert live.state is not None
            prompt = N1815.prompt(live.state, "allies")
            assert prompt.window == "preflip" and "play 60" in [a.notation() for a in prompt.actions]
            if not holds_card:
                live.state = without_answer(live.state, "allies", "france")
            plays_before = [e for e in await bot.storage.entries(1) if e.kind == "play"]
            seen, dms = len(table.messages()), len(fake.dm_messages(alice))

            table.clock.advance(24 * HOUR + 1)
            await round_(table)
            reminder = table.last(r"deadline of .* has passed")
            assert mentioned(reminder) == {"bob"} and "pass their reaction windows" in reminder.content
            table.clock.advance(2 * HOUR + 1)
            await round_(table)
            # France's turn goes on after the windows: asked by DM alone (issue 21 §4)
            await fake.wait_until(
                lambda: any("Your turn" in m.content for m in fake.dm_messages(alice)[dms:]),
                15,
                "France's turn by DM",
            )

            plays = [e for e in await bot.storage.entries(1) if e.kind == "play"][len(plays_before) :]
            # the bot declined the Allies' windows (each with the same public flags), and nothing else
            assert plays and {
                (e.seat, e.action.notation() if e.action else None, e.user_id) for e in plays
            } == {("allies", "decline", None)}
            assert f"passed {len(plays)} reaction windows" in table.last(r"so I passed").content
            return normal(table, posts_after(table, seen)), normal(table, fake.dm_messages(alice)[dms:])
        finally:
            await table.stop_bot()


async def test_pass_answers_only_the_window_and_reveals_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with_card = await pass_run(tmp_path, monkeypatch, holds_card=True)
    without_card = await pass_run(tmp_path, monkeypatch, holds_card=False)
    channel, _ = with_card
    assert any("reaction windows for them" in text for text, _ in channel)
    _, dms = with_card
    assert any("Your turn" in text for text, _ in dms)  # the game goes on: France's turn, by DM
    assert with_card == without_card  # France's player cannot tell whether Bob could have answered


# --- owner: open the seats, or end the game ---------------------------------------------------------


async def expire_for_owner(table: Table, after: int) -> Message:
    table.clock.advance(24 * HOUR + 1)
    await round_(table)
    table.clock.advance(HOUR + 1)
    await round_(table)
    return await table.wait_message(r"let the turn deadline of", after=after)


async def test_owner_opens_the_seat_then_ends_the_game(clocked: Table, duel: Duel) -> None:
    table, alice, bob = clocked, clocked.alice, clocked.bob
    carol = table.players[2]
    await duel_here(table, deadline_hours=24, on_deadline="owner", reminder_hours=1.0)
    await table.slash(alice, "play", action="roll")
    await table.wait_message(r"your turn as \*\*Blue")
    asked = await expire_for_owner(table, len(table.messages()))
    assert mentioned(asked) == {"alice"} and "<@" + str(bob.id) + ">" in asked.content
    ids = button_ids(asked)
    assert [i.rsplit(":", 1)[1] for i in ids] == ["o", "c", "w"]
    assert "or end the game with their side conceding" in asked.content
    stranger = await table.click(bob, asked, ids[0])
    assert "Only the owner" in text_of(stranger)

    opened = await table.click(alice, asked, ids[0])
    assert "open for a replacement" in text_of(opened)
    await table.wait_message(r"seats \(Blue\) are open for a replacement")
    assert (await bot_of(table).service.tables.info(1)).players == {"red": alice.id}
    assert button_ids(asked) == []  # the question is settled

    await table.slash(carol, "game join", seat="blue")
    asked = await expire_for_owner(table, len(table.messages()))
    assert "<@" + str(carol.id) + ">" in asked.content
    await table.click(alice, asked, button_ids(asked)[1])
    ending = await table.wait_message(r"is over")
    assert "Winner: Red" in ending.content and "Blue conceded" in ending.content
    result = (await bot_of(table).service.tables.info(1)).result
    assert result is not None and result.winners == ("red",) and result.reason == "concession"


async def test_a_late_player_with_partners_only_loses_the_seats(
    clocked: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, alice, bob = clocked, clocked.alice, clocked.bob
    carol = table.players[2]
    monkeypatch.setattr(bot_of(table).service.tables, "_seed", lambda: N21_SEED)
    await table.slash(
        alice, "game new", game="napoleon21", options="allies=2", seat="france", where="channel"
    )
    await table.slash(bob, "game join", seat="prussia+russia")
    await table.slash(carol, "game join", seat="austria+spain+britain")
    await table.slash(alice, "game settings", deadline_hours=24, on_deadline="owner", reminder_hours=1.0)
    await table.slash(alice, "game start")
    ping = await table.wait_message(r"your turn as")
    assert f"<@{bob.id}>" in ping.content.splitlines()[0]  # Prussia and Russia act first: Bob is late
    asked = await expire_for_owner(table, len(table.messages()))
    assert "their side has other players" in asked.content
    assert [i.rsplit(":", 1)[1] for i in button_ids(asked)] == ["o", "w"]
    await table.click(alice, asked, button_ids(asked)[0])
    info = await bot_of(table).service.tables.info(1)
    assert info.status == "active" and bob.id not in info.players.values()


# --- absences ---------------------------------------------------------------------------------------


async def test_an_absence_pauses_the_clock_within_the_limit(clocked: Table, duel: Duel) -> None:
    table, alice, bob = clocked, clocked.alice, clocked.bob
    await duel_here(table, deadline_hours=24, reminder_hours=1.0, away_days=3)
    await table.slash(alice, "play", action="roll")
    await table.wait_message(r"your turn as \*\*Blue")
    waiting = table.clock.now()
    too_long = await table.slash(bob, "game away", days=5)
    assert "1 to 3 days" in text_of(too_long)
    table.clock.advance(HOUR)
    away = await table.slash(bob, "game away", days=2)
    back_at = table.clock.now() + 2 * 24 * HOUR
    assert text_of(away).count("\n") == 0 and stamp(back_at, "D") in text_of(away)
    seen = len(table.messages())
    table.clock.advance(30 * HOUR)  # past the deadline, and reminders would be due: both pause
    await round_(table)
    assert posts_after(table, seen) == []
    await table.slash(alice, "game status")
    table.clock.advance(10 * HOUR)  # back early, after 40 hours away
    back = await table.slash(bob, "game back")
    assert "is back in" in text_of(back)
    table.clock.advance(HOUR + 1)
    await round_(table)  # the first reminder since the absence
    reminder = table.last(r"Reminder 1/")
    deadline = waiting + 24 * HOUR + 40 * HOUR  # the 40 hours away do not count
    assert f"due {stamp(deadline)}" in reminder.content
    table.clock.advance(deadline - table.clock.now() - 60)
    await round_(table)
    assert not any("has passed" in m.content for m in table.messages())
    table.clock.advance(61)
    await round_(table)
    assert mentioned(table.last(r"deadline of .* has passed")) == {"bob"}


async def test_an_absence_shows_in_the_ping(clocked: Table, duel: Duel) -> None:
    table, alice, bob = clocked, clocked.alice, clocked.bob
    await duel_here(table, deadline_hours=48)
    away = await table.slash(bob, "game away", days=4)
    assert "is away from" in text_of(away)
    await table.slash(alice, "play", action="roll")
    handoff = await table.wait_message(r"your turn as \*\*Blue")
    assert f"away until {stamp(table.clock.now() + 4 * 24 * HOUR, 'D')}" in handoff.content.splitlines()[0]
    refused = await table.slash(alice, "game back")
    assert "no absence declared" in text_of(refused)
    await table.slash(alice, "game settings", away_days=0)
    assert "allows no declared absences" in text_of(await table.slash(alice, "game away", days=1))


# --- lobbies ----------------------------------------------------------------------------------------


async def test_a_lobby_nobody_starts_gets_a_notice_then_closes(clocked: Table, duel: Duel) -> None:
    table, alice = clocked, clocked.alice
    opened = table.clock.now()
    await table.slash(alice, "game new", game="duel", seat="red")
    thread = [c for c in table.guild.channels if c.is_thread][-1]
    await table.slash(alice, "game settings", thread, lobby_hours=48)
    table.clock.advance(23 * HOUR)
    await round_(table)
    assert not any("has not started" in m.content for m in table.messages(thread))
    table.clock.advance(HOUR)  # a day before it closes
    await round_(table)
    notice = table.last(r"has not started", thread)
    assert mentioned(notice) == {"alice"} and stamp(opened + 48 * HOUR) in notice.content
    await round_(table)
    assert sum("has not started" in m.content for m in table.messages(thread)) == 1
    table.clock.advance(24 * HOUR)
    await round_(table)
    closed = await table.wait_message(r"Nobody started this game within 48 hours", thread)
    assert "is over" in closed.content
    assert (await bot_of(table).service.tables.info(1)).status == "abandoned"


async def test_a_lobby_past_its_time_still_gets_its_notice_first(clocked: Table, duel: Duel) -> None:
    """A lobby older than its expiry when the setting first applies (say, after an upgrade) is told
    a day ahead, never closed at once."""
    table, alice = clocked, clocked.alice
    await table.slash(alice, "game new", game="duel", seat="red", where="channel")
    table.clock.advance(10 * 24 * HOUR)  # past the default week
    await round_(table)
    notice = table.last(r"has not started")
    assert stamp(table.clock.now() + 24 * HOUR) in notice.content
    assert (await bot_of(table).service.tables.info(1)).status == "lobby"
    table.clock.advance(24 * HOUR - 60)
    await round_(table)
    assert (await bot_of(table).service.tables.info(1)).status == "lobby"
    table.clock.advance(60)
    await round_(table)
    await table.wait_message(r"Nobody started this game within 168 hours")
    assert (await bot_of(table).service.tables.info(1)).status == "abandoned"


# --- /game mine from DMs -----------------------------------------------------------------------------


async def test_mine_in_dms_lists_the_games_of_every_server(clocked: Table, duel: Duel) -> None:
    table, alice, bob, fake = clocked, clocked.alice, clocked.bob, clocked.fake
    other = fake.create_guild("Other server")
    room = fake.create_text_channel(other, "hall")
    for user in (alice, bob):
        fake.add_member(other, user)
    await duel_here(table)
    await table.slash(bob, "game new", game="duel", seat="red", where="channel", channel=room)
    await table.slash(alice, "game join", room)
    dm = fake.dm_channel(alice)
    mine = text_of(await table.slash(alice, "game mine", dm))
    assert "on every server" in mine
    assert f"/channels/{table.guild.id}/{table.chan.id}" in mine and f"/channels/{other.id}/{room.id}" in mine
    assert mine.index("waits for you") < mine.index(f"/channels/{other.id}")  # waiting first
    here = text_of(await table.slash(alice, "game mine"))
    assert f"/channels/{other.id}" not in here
    refused = await table.slash(alice, "game join", dm)
    assert "works in a server channel" in text_of(refused)
