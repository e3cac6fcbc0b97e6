"""A game's life outside the turns, as a table sees it (issue 21 §5): the lobby's post shows who sits
where, edited in place; a deadline's notice promises only what its setting will do; the stall
notice pings the players it waits for, not the whole table; a three-player rematch
with sides swapped seats everyone."""

from __future__ import annotations

from engine.examples.duel import Duel
from fakediscord import Message
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.e2e import Table, button_ids, mentioned, text_of
from tests.bot.test_e2e_clocks import HOUR, duel_here, round_

pytestmark = BOTH_BACKENDS  # the bot on SQLite and on PostgreSQL


def lobby_post(table: Table) -> Message:
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    (post,) = [m for m in table.messages(thread) if "Who sits where" in m.content]
    return post


async def lobby_shows(table: Table, *parts: str) -> Message:
    """The lobby's post once its edit (made after the interaction's answer) shows each of ``parts``."""
    await table.fake.wait_until(lambda: all(p in lobby_post(table).content for p in parts), 15, str(parts))
    return lobby_post(table)


async def test_the_lobby_post_shows_who_sits_where(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await table.slash(alice, "game new", game="duel")
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    post = await lobby_shows(table, "Red: *(free seat)*", "Blue: *(free seat)*")
    assert "mg:zs:1" in button_ids(post)

    await table.slash(bob, "game join", thread, seat="blue")
    await lobby_shows(table, f"Blue: <@{bob.id}>", "Red: *(free seat)*")
    await table.slash(bob, "game leave", thread)
    menu = await lobby_shows(table, "Blue: *(free seat)*")
    joined = await table.fake.select(alice, menu, "mg:zj:1", ["red"])  # the post's own seat menu
    await joined.done()
    await lobby_shows(table, f"Red: <@{alice.id}>")
    await table.slash(bob, "game join", thread)
    started = await table.slash(alice, "game start", thread, followups=1)
    assert "has started" in text_of(started)
    await table.fake.wait_until(
        lambda: button_ids(lobby_post(table)) == [], 15, "the lobby post's buttons gone"
    )
    post = await lobby_shows(table, f"Red: <@{alice.id}>", f"Blue: <@{bob.id}>")
    assert mentioned(post) <= {"alice"}  # the edits pinged nobody


async def test_a_pass_deadline_promises_no_pass_outside_a_window(table: Table, duel: Duel) -> None:
    await duel_here(table, deadline_hours=24, on_deadline="pass", reminder_hours=1.0)
    table.clock.advance(24 * HOUR + 1)
    await round_(table)
    notice = await table.wait_message(r"deadline of .* has passed")
    assert "not a reaction window" in notice.content and "I will pass" not in notice.content


async def test_the_stall_notice_pings_only_who_it_waits_for(table: Table, duel: Duel) -> None:
    alice, bob, carol = table.players[:3]
    await table.slash(carol, "game new", game="duel", where="channel")  # carol owns it, plays no seat
    await table.slash(alice, "game join", seat="red")
    await table.slash(bob, "game join", seat="blue")
    await table.slash(carol, "game settings", reminder_hours=1.0, reminders=0)
    await table.slash(carol, "game start")
    await table.wait_message(r"your turn as \*\*Red")
    table.clock.advance(HOUR + 1)
    stall = await table.wait_message(r"has stalled")
    assert mentioned(stall) == {"alice"}  # not bob, who waits for nothing


async def test_a_three_player_rematch_with_sides_swapped_seats_everyone(table: Table) -> None:
    from tests.bot.test_e2e_napoleon1815 import open_game

    alice, bob, carol = table.players[:3]
    thread = await open_game(table, "players=3", {"france": alice, "anglo_dutch": bob, "prussia": carol})
    assert table.bot is not None
    version = (await table.bot.service.tables.info(1)).version
    asked = await table.slash(alice, "game concede", thread)  # France is alone on its side: at once
    assert asked.original is not None
    await table.click(alice, asked.original, f"mg:zk:1:{version}:y")
    await table.wait_message(r"is over", thread)
    opened = await table.slash(carol, "rematch", thread, sides="swapped")
    assert opened.ephemeral, text_of(opened)
    rematch = await table.bot.service.tables.info(2)
    assert rematch.players == {"france": carol.id, "anglo_dutch": alice.id, "prussia": bob.id}
    post = next(
        m for m in table.messages(table.fake.channels[rematch.channel_id]) if "Who sits where" in m.content
    )
    assert f"France: <@{carol.id}>" in post.content and f"<@{bob.id}>" in post.content
