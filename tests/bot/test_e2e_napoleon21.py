"""Napoleon 2.1 played to its end through Discord: France against one allied player, and against three.

The scripted players make real choices in the first two turns (reinforcement, mobilization,
declarations of war, with dice) and then pass, so French morale falls a point a turn until the
Allies win by the rules (13.2) — the quickest genuine ending, about 130 actions.
"""

from __future__ import annotations

import re

from bot import versioned
from fakediscord import Channel, Message
from tests.bot.e2e import Table, button_ids, mentioned, text_of

EARLY = ("reinforce", "mobilize", "declare", "place")


def choose(ping: Message) -> str:
    """The custom_id the scripted player clicks on a turn ping."""
    turn = int(m.group(1)) if (m := re.search(r"Turn (\d+)", ping.content)) else 99
    actions = {i.split(":", 5)[5]: i for i in button_ids(ping) if i.startswith("mg:a:")}
    verbs = {notation.split(" ")[0]: custom_id for notation, custom_id in actions.items()}
    if turn <= 2:
        for verb in EARLY:
            if verb in verbs:
                return verbs[verb]
        if "pass" not in verbs:
            return next(iter(actions.values()))
    return verbs.get("pass") or verbs.get("done") or next(iter(actions.values()))


async def play_to_the_end(table: Table, place: Channel, holders: dict[str, str]) -> int:
    """Every ping is answered by the pinged player (buttons, and /play with autocomplete every third turn)."""
    users = {u.name: u for u in table.players}
    for step in range(400):
        if any("is over" in m.content for m in table.messages(place)):
            return step
        ping = table.last(r"your turn as", place)
        seat = re.search(r"your turn as \*\*(.+?)\*\*", ping.content).group(1)  # type: ignore[union-attr]
        assert mentioned(ping) == {holders[seat]}, (seat, ping.content)
        user, custom_id = users[holders[seat]], choose(ping)
        before = len(table.messages(place))
        if step % 3 == 2:
            notation = custom_id.split(":", 5)[5]
            typed = notation.split(" ")[0]
            choices = await table.fake.autocomplete(user, place, "play", focused="action", action=typed)
            assert notation in [versioned.split(c["value"])[0] for c in choices] and len(choices) <= 25
            await table.slash(user, "play", place, action=notation)
        else:
            await table.click(user, ping, custom_id)
        await table.wait_message(r"your turn as|is over", place, after=before)
    raise AssertionError("the game did not end in 400 actions")


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
    assert len(boards) == actions + 1  # the opening board, then one per action
    pictures = [a.data for m in boards for a in m.attachments if a.filename == "board.png"]
    assert len(pictures) == len(boards) and all(png.startswith(b"\x89PNG") for png in pictures)
    log = "\n".join(m.content for m in messages if m.content.startswith("📜"))
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
