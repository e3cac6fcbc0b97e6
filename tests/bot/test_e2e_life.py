"""A game's whole life through the offline Discord (issue 11): seats that change hands safely, consent
that counts every side, versioned /play, concession, the lobby's buttons, deadlines and the end.

Each abuse the issue lists is tried here as a player would, and must fail as it should."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from engine.examples.duel.game import Duel
from fakediscord import Channel, User
from tests.bot.e2e import Table, text_of


async def open_duel(table: Table, red: User, blue: User) -> Channel:
    """``red`` opens a duel in a thread, ``blue`` joins, ``red`` starts it; returns the thread."""
    await table.slash(red, "game new", game="duel", seat="red")
    thread = [c for c in table.guild.channels if c.is_thread][-1]
    await table.slash(blue, "game join", thread, seat="blue")
    await table.slash(red, "game start", thread)
    await table.wait_message(r"your turn as", thread)
    return thread


def dms(table: Table, user: User) -> str:
    return "\n".join(m.content for m in table.fake.dm_messages(user))


async def test_vacant_seats_keep_their_say_and_their_secrets(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    carol = table.players[2]
    thread = await open_duel(table, alice, bob)
    await table.slash(alice, "play", thread, action="draw")  # a draw: only with Blue's consent
    await table.wait_message(r"Red draws a card", thread)
    await table.slash(bob, "game leave", thread)

    # abuse: with Blue's seat vacant, the draw is not taken back without any vote
    alone = await table.slash(alice, "undo", thread)
    assert "cannot be taken back while Blue has no player" in text_of(alone)
    # abuse: Red's player cannot take Blue's vacated seat and read both hands
    crossing = await table.slash(alice, "game join", thread, seat="blue")
    assert "you cannot take **Blue**" in text_of(crossing)
    assert (await table.bot.service.tables.info(1)).players == {"red": alice.id}  # type: ignore[union-attr]

    # a new holder gets the seat's whole private picture at once, before anything changes
    before = len(table.fake.dm_messages(carol))
    await table.slash(carol, "game join", thread, seat="blue")
    await table.fake.wait_until(lambda: len(table.fake.dm_messages(carol)) > before, 10, "carol's DM")
    takeover = table.fake.dm_messages(carol)[-1]
    assert "You take over **Blue**" in takeover.content and takeover.attachments
    assert "Red's hand" not in takeover.content

    # the undo now goes to Blue's new player, who decides it
    vote = await table.slash(alice, "undo", thread)
    assert "undo" in text_of(vote).lower()
    request = table.last(r"take back", thread)
    assert {u.name for u in request.mentions} == {"carol"}


async def test_a_double_submitted_play_applies_once(table: Table, duel: Duel) -> None:
    alice, bob, fake = table.alice, table.bob, table.fake
    thread = await open_duel(table, alice, bob)
    (roll,) = await fake.autocomplete(alice, thread, "play", focused="action", action="roll")
    assert roll["value"] == "roll @1"  # the action and the game version it was offered at
    await table.slash(alice, "play", thread, action=roll["value"])
    await table.slash(bob, "play", thread, action="roll")  # Red must act again now
    # abuse: the same /play arrives again (a double submit): the game moved on, nothing is applied
    again = await table.slash(alice, "play", thread, action=roll["value"])
    assert "board changed" in text_of(again)
    assert table.bot is not None
    plays = [e for e in await table.bot.storage.entries(1) if e.kind == "play"]
    assert [e.seat for e in plays] == ["red", "blue"]


FUZZ = ("x" * 3000, "**" * 1500 + "@everyone", "<@1>" * 700, "🎲" * 3000, "roll " + "9" * 2990, "é\n" * 1500)


async def test_fuzz_long_inputs_and_repeated_submits(table: Table, duel: Duel) -> None:
    """Every reply to a few thousand characters stays within Discord's limits and names the fault
    with a short excerpt; the same chosen action sent many times at once applies once."""
    alice, bob, fake = table.alice, table.bob, table.fake
    thread = await open_duel(table, alice, bob)
    rng = random.Random(11)
    for junk in FUZZ:
        cut = junk[: rng.randrange(2000, len(junk) + 1)]
        options: list[tuple[str, dict[str, Any]]] = [
            ("play", {"action": cut}),
            ("game new", {"game": cut}),
            ("game new", {"game": "duel", "options": cut}),
        ]
        for command, given in options:
            reply = text_of(await table.slash(alice, command, thread, **given))
            assert reply and len(reply) <= 2000 and cut not in reply
    (roll,) = await fake.autocomplete(alice, thread, "play", focused="action", action="roll")
    sent = [await fake.slash(alice, thread, "play", action=roll["value"]) for _ in range(5)]
    await asyncio.gather(*(record.done() for record in sent))
    assert table.bot is not None
    plays = [e for e in await table.bot.storage.entries(1) if e.kind == "play"]
    assert [e.seat for e in plays] == ["red"]
    assert fake.violations == []


async def test_conceding_asks_first_and_names_the_winner(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    thread = await open_duel(table, alice, bob)
    asked = await table.slash(bob, "game concede", thread)
    assert asked.ephemeral and "Concede **Duel #1** as Blue?" in text_of(asked)
    assert asked.original is not None
    kept = await table.click(bob, asked.original, "mg:zk:1:1:n")  # a slip of the finger: nothing happens
    assert "You play on." in text_of(kept)
    assert (await table.bot.service.tables.info(1)).status == "active"  # type: ignore[union-attr]
    await table.click(bob, asked.original, "mg:zk:1:1:y")
    ending = await table.wait_message(r"is over", thread)
    assert "Winner: Red" in ending.content and "Blue conceded" in ending.content
    result = (await table.bot.service.tables.info(1)).result  # type: ignore[union-attr]
    assert result is not None and result.winners == ("red",) and result.reason == "concession"


async def test_a_side_of_several_players_concedes_only_together(table: Table) -> None:
    alice, bob, carol, dave = table.players
    await table.slash(alice, "game new", game="napoleon21", options="allies=3", seat="france")
    thread = [c for c in table.guild.channels if c.is_thread][-1]
    for user, seat in ((bob, "prussia+britain"), (carol, "austria+spain"), (dave, "russia")):
        await table.slash(user, "game join", thread, seat=seat)
    await table.slash(alice, "game start", thread)
    await table.wait_message(r"your turn as", thread)
    version = (await table.bot.service.tables.info(1)).version  # type: ignore[union-attr]

    # abuse: one Allied player's concession does not end the game for the other two
    asked = await table.slash(bob, "game concede", thread)
    assert asked.original is not None
    await table.click(bob, asked.original, f"mg:zk:1:{version}:y")
    vote = await table.wait_message(r"concedes only if you all agree", thread)
    assert {u.name for u in vote.mentions} == {"carol", "dave"}
    assert (await table.bot.service.tables.info(1)).status == "active"  # type: ignore[union-attr]
    stranger = await table.click(alice, vote, f"mg:zv:1:{version}:y")
    assert "Only the partners" in text_of(stranger)
    await table.click(carol, vote, f"mg:zv:1:{version}:y")
    await table.click(dave, vote, f"mg:zv:1:{version}:n")  # dave plays on: bob leaves instead
    await table.wait_message(r"are open for a new player", thread)
    info = await table.bot.service.tables.info(1)  # type: ignore[union-attr]
    assert info.status == "active" and "prussia+britain" not in info.players

    # all agree: the side concedes and France wins
    asked = await table.slash(carol, "game concede", thread)
    assert asked.original is not None
    await table.click(carol, asked.original, f"mg:zk:1:{version}:y")
    vote = await table.wait_message(
        r"concedes only if you all agree", thread, after=len(table.messages(thread)) - 1
    )
    await table.click(dave, vote, f"mg:zv:1:{version}:y")
    ending = await table.wait_message(r"is over", thread)
    assert "Winner: France" in ending.content


async def test_named_games_have_unique_threads_and_are_found_with_mine(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await table.slash(alice, "game new", game="duel", seat="red", name="Friday")
    await table.slash(alice, "game new", game="duel", seat="red", name="Friday")
    await table.slash(alice, "game new", game="duel", seat="red")
    threads = [c.name for c in table.guild.channels if c.is_thread]
    assert threads == ["Duel · Friday · Alice #1", "Duel · Friday · Alice #2", "Duel · Alice #3"]
    thread = next(c for c in table.guild.channels if c.is_thread)
    lobby = table.messages(thread)[0]
    assert "Duel #1 “Friday”" in lobby.content
    await table.click(bob, lobby, "mg:zs:1")  # only the owner starts
    picked = await table.fake.select(bob, lobby, "mg:zj:1", ["blue"])  # Join, from the lobby post
    await picked.done()
    assert "takes **Blue**" in text_of(picked)
    await table.click(alice, lobby, "mg:zs:1", followups=1)
    await table.wait_message(r"your turn as", thread)
    mine = text_of(await table.slash(alice, "game mine"))
    assert mine.index("Duel #1 “Friday”") < mine.index("Duel #2 “Friday”")
    assert "waits for you since <t:" in mine and f"/channels/{table.guild.id}/{thread.id}" in mine
    assert "Duel #2" not in text_of(await table.slash(bob, "game mine"))
