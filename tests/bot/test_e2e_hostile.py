"""A hostile member through the offline Discord (issue 21 §2): custom ids nobody was shown, option
values outside their bounds, and the same interaction sent twice at once. Each gets a private
refusal, nothing changes, and the bot logs no traceback.

Two interactions "at once" are both sent before either is awaited: the fake queues both events on
the gateway, so the bot receives the second while the first is still under way.
"""

from __future__ import annotations

import logging

import pytest

from engine.examples.duel import Duel
from fakediscord import InteractionRecord, Message
from tests.bot.e2e import Table, button_ids, text_of

MANY = "9" * 30  # a number past 64 bits


@pytest.fixture(autouse=True)
def bot_log(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.WARNING)
    return caplog


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


async def duel_in_channel(table: Table) -> None:
    await table.slash(table.alice, "game new", game="duel", seat="red", where="channel")
    await table.slash(table.bob, "game join")
    await table.slash(table.alice, "game start")
    await table.wait_message(r"your turn as \*\*Red")


async def version(table: Table, game_id: int = 1) -> int:
    assert table.bot is not None
    return (await table.bot.service.tables.info(game_id)).version


async def refused(record: InteractionRecord, *words: str) -> str:
    """The interaction's answer: private, and saying each of ``words``."""
    done = await record.done()
    said = text_of(done)
    assert done.ephemeral, said
    assert all(w in said for w in words), said
    return said


def public(table: Table) -> list[Message]:
    return [m for m in table.fake.messages.values() if not m.ephemeral and not m.deleted]


# --- custom ids nobody was shown -------------------------------------------------------------------


async def test_forged_buttons_are_refused_privately_and_change_nothing(
    table: Table, duel: Duel, bot_log: pytest.LogCaptureFixture
) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    await table.slash(alice, "play", action="flag")  # free: only alice may take it back alone
    post = table.last(r"your turn as")
    now, posted = await version(table), len(public(table))

    back = await table.fake.forge(bob, post, f"mg:b:1:{now}")  # alice's Back, in bob's hands
    await refused(back, "not yours")
    concede = await table.fake.forge(alice, post, f"mg:zk:1:{now}:y")  # never asked with /game concede
    await refused(concede, "/game concede")
    for choice in ("o", "c"):  # the owner's deadline answer while nobody is late
        owner = await table.fake.forge(alice, post, f"mg:dl:1:{now}:{bob.id}:{choice}")
        await refused(owner, "nothing to decide")
    for custom_id in (f"mg:h:{MANY}", f"mg:l:1:{MANY}:10:o", f"mg:a:1:{MANY}:red:flag", f"mg:b:{MANY}:1"):
        await refused(await table.fake.forge(alice, post, custom_id), "not one of mine")
    for custom_id in ("mg:zz:1", f"mg:zk:1:{now}:x", "mg:b:1", "hello"):  # no item of the bot's
        await refused(await table.fake.forge(alice, post, custom_id), "not one of mine")

    assert table.bot is not None
    info = await table.bot.service.tables.info(1)
    assert (info.version, info.status, info.players) == (now, "active", {"red": alice.id, "blue": bob.id})
    assert await table.bot.storage.get_undo_request(1) is None
    assert len(public(table)) == posted  # no vote, no notice, no apology in the channel
    assert tracebacks(bot_log) == []


async def test_forged_panel_buttons_never_edit_a_public_post(
    table: Table, duel: Duel, bot_log: pytest.LogCaptureFixture
) -> None:
    await duel_in_channel(table)
    post = table.last(r"your turn as")
    shown = (post.content, post.components)
    for custom_id, values in (
        ("mg:l:1:10:10:o", None),  # a page of the log
        ("mg:ep:1:0:public:n", None),  # a step of the replay
        ("mg:eq:1:0", ["public"]),
        ("mg:ow:1", ["bogus"]),  # standing orders
        ("mg:of:1:y", None),
    ):
        forged = await (await table.fake.forge(table.bob, post, custom_id, values)).done()
        assert forged.ephemeral, custom_id
        now = table.fake.messages[post.id]
        assert (now.content, now.components) == shown, custom_id  # the turn post stays as it was
    assert tracebacks(bot_log) == []


async def test_a_gathering_menu_with_values_it_never_offered_is_refused_whole(
    table: Table, monkeypatch: pytest.MonkeyPatch, bot_log: pytest.LogCaptureFixture
) -> None:
    from tests.bot.test_e2e_gather import MILHAUD, OPTIONS, SEED, VANDAMME
    from tests.bot.test_e2e_napoleon1815 import fix_seed, open_game

    alice, bob = table.alice, table.bob
    fix_seed(table, monkeypatch, SEED)
    thread = await open_game(table, OPTIONS, {"france": alice, "allies": bob})
    for user, action in zip((alice, bob, alice), ["none", "none", "operate fleurus"], strict=True):
        await table.slash(user, "play", thread, action=action)
    now = await version(table)
    shown = await table.slash(alice, "play", thread)
    assert shown.original is not None
    moving = f"mg:g:1:{now}:france:move"
    for values in (
        [VANDAMME, "add f99"],  # not there
        [VANDAMME, "add p1"],  # the opponent's block
        [VANDAMME, VANDAMME],  # twice
        [VANDAMME, MILHAUD, MILHAUD, MILHAUD, MILHAUD, MILHAUD, MILHAUD],  # more than offered
    ):
        forged = await table.fake.forge(alice, shown.original, moving, values)
        await refused(forged, "Nothing to choose several of")
        assert await version(table) == now, values
    assert tracebacks(bot_log) == []


# --- options outside their bounds ------------------------------------------------------------------


async def test_options_outside_their_bounds_are_refused_privately(
    table: Table, duel: Duel, bot_log: pytest.LogCaptureFixture
) -> None:
    alice, chan = table.alice, table.chan
    long_name = await table.fake.forge_slash(alice, chan, "game new", game="duel", name="x" * 41)
    await refused(long_name, "1 to 40 characters")
    odd = "\u202e\u0301\U0001f3f3\ufe0f\u200d\U0001f308" * 420  # 2,100 characters of odd Unicode
    await refused(await table.fake.forge_slash(alice, chan, "game new", game="duel", name=odd), "40")
    where = await table.fake.forge_slash(alice, chan, "game new", game="duel", where="everywhere")
    await refused(where, "`thread`", "`channel`")
    assert table.bot is not None
    assert await table.bot.service.tables.list_games(table.guild.id) == []
    assert not [c for c in table.guild.channels if c.is_thread]

    await duel_in_channel(table)
    now = await version(table)
    await refused(await table.fake.forge_slash(alice, chan, "game away", days=10**30), "1 to 60")
    await refused(await table.fake.forge_slash(alice, chan, "board", turn=10**30), "1 to 999")
    await refused(await table.fake.forge_slash(alice, chan, "log", count=-5), "1 to 25")
    assert await version(table) == now and await table.bot.storage.absences(1) == []
    assert tracebacks(bot_log) == []


async def test_a_game_s_name_loses_line_breaks_and_direction_overrides(table: Table, duel: Duel) -> None:
    opened = await table.slash(table.alice, "game new", game="duel", name="\u202eWaterloo\n1815\x00")
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    assert "Waterloo 1815" in thread.name and "“Waterloo 1815”" in text_of(opened), thread.name
    for shown in (thread.name, text_of(opened)):
        assert "\u202e" not in shown and "\x00" not in shown, shown


# --- the same interaction twice at once -----------------------------------------------------------


async def test_a_play_typed_twice_at_once_applies_once(table: Table, duel: Duel) -> None:
    alice = table.alice
    await duel_in_channel(table)
    now = await version(table)
    first = await table.fake.slash(alice, table.chan, "play", action="flag")  # flag keeps the turn
    second = await table.fake.slash(alice, table.chan, "play", action="flag")
    answers = [text_of(await r.done()) for r in (first, second)]
    assert await version(table) == now + 1, answers
    assert (
        sum(a.startswith("✅") for a in answers) == 1
        and sum("Here is the game now" in a for a in answers) == 1
    )


async def test_back_pressed_twice_at_once_takes_back_one_decision(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    await table.slash(alice, "play", action="roll")  # dice: only a vote could take it back
    flagged = await table.slash(bob, "play", action="flag")
    panel = flagged.original
    assert panel is not None
    now, posted = await version(table), len(public(table))
    (back,) = [i for i in button_ids(panel) if i.startswith("mg:b:")]
    first = await table.fake.click(bob, panel, back)
    second = await table.fake.click(bob, panel, back)
    answers = [text_of(await r.done()) for r in (first, second)]
    assert await version(table) == now + 1, answers
    assert table.bot is not None and await table.bot.storage.get_undo_request(1) is None
    assert not any("asks to take back" in m.content for m in public(table)[posted:])


async def test_undo_typed_twice_at_once_takes_back_one_decision(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    await table.slash(alice, "play", action="roll")  # dice: only a vote could take it back
    await table.slash(bob, "play", action="flag")
    now, posted = await version(table), len(public(table))
    first = await table.fake.slash(bob, table.chan, "undo")
    second = await table.fake.slash(bob, table.chan, "undo")
    answers = [text_of(await r.done()) for r in (first, second)]
    assert await version(table) == now + 1, answers
    assert any("nothing was taken back" in a for a in answers), answers
    assert table.bot is not None and await table.bot.storage.get_undo_request(1) is None
    assert not any("asks to take back" in m.content for m in public(table)[posted:])


async def test_a_join_sent_twice_at_once_seats_once(table: Table) -> None:
    alice, bob = table.alice, table.bob
    options = "players=3"
    await table.slash(alice, "game new", game="napoleon1815", options=options, seat="france", where="channel")
    first = await table.fake.slash(bob, table.chan, "game join")
    second = await table.fake.slash(bob, table.chan, "game join")
    answers = [await r.done() for r in (first, second)]
    assert table.bot is not None
    assert len((await table.bot.service.tables.info(1)).seats_of(bob.id)) == 1
    assert sorted(r.ephemeral for r in answers) == [False, True]
    refusal = text_of(next(r for r in answers if r.ephemeral))  # the first under way, or done
    assert "taking a seat" in refusal or "already sit" in refusal, refusal


async def test_two_games_opened_at_once_in_one_channel(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    first = await table.fake.slash(alice, table.chan, "game new", game="duel", where="channel")
    second = await table.fake.slash(bob, table.chan, "game new", game="duel", where="channel")
    answers = [await r.done() for r in (first, second)]
    assert table.bot is not None
    assert len(await table.bot.service.tables.list_games(table.guild.id)) == 1
    assert sorted(r.ephemeral for r in answers) == [False, True], [text_of(r) for r in answers]


async def test_a_new_game_sent_twice_at_once_opens_one_thread(table: Table, duel: Duel) -> None:
    first = await table.fake.slash(table.alice, table.chan, "game new", game="duel")
    second = await table.fake.slash(table.alice, table.chan, "game new", game="duel")
    answers = [await r.done() for r in (first, second)]
    assert len([c for c in table.guild.channels if c.is_thread]) == 1
    assert sorted(r.ephemeral for r in answers) == [False, True], [text_of(r) for r in answers]
    assert "sent twice" in text_of(next(r for r in answers if r.ephemeral))


async def test_start_pressed_twice_at_once_refuses_privately(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await table.slash(alice, "game new", game="duel", seat="red")
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    await table.slash(bob, "game join", thread)
    lobby = next(m for m in table.messages(thread) if "mg:zs:1" in button_ids(m))
    first = await table.fake.click(alice, lobby, "mg:zs:1")
    second = await table.fake.click(alice, lobby, "mg:zs:1")
    answers = [await r.done() for r in (first, second)]
    assert sorted(r.ephemeral for r in answers) == [False, True], [text_of(r) for r in answers]
    assert "has started" in text_of(next(r for r in answers if not r.ephemeral))
    assert await version(table) == 1


async def test_a_rematch_asked_twice_at_once_opens_one_thread(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    asked = await table.slash(alice, "game concede")
    assert asked.original is not None
    await table.click(alice, asked.original, f"mg:zk:1:{await version(table)}:y")
    await table.wait_message(r"is over")
    first = await table.fake.slash(alice, table.chan, "rematch")
    second = await table.fake.slash(bob, table.chan, "rematch")
    answers = [text_of(await r.done()) for r in (first, second)]
    threads = [c for c in table.guild.channels if c.is_thread]
    assert len(threads) == 1, answers
    assert any("being opened" in a or "already" in a for a in answers), answers
