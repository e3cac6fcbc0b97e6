"""The table's other commands through Discord: undo and its vote, reminders, the log, rules, permissions, errors."""

from __future__ import annotations

import logging

import pytest

from bot.service.play import Play
from engine.examples.duel import Duel
from tests.bot.e2e import Table, button_ids, mentioned, take_turn, text_of


async def duel_in_channel(table: Table) -> None:
    await table.slash(table.alice, "game new", game="duel", seat="red", where="channel")
    await table.slash(table.bob, "game join")
    await table.slash(table.alice, "game start")
    await table.wait_message(r"your turn as \*\*Red")


async def test_undo_free_then_by_vote(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    await table.slash(alice, "play", action="flag")
    posts = len(table.messages())
    free = await table.slash(alice, "undo")
    assert "Taken back" in text_of(free) and free.ephemeral
    assert len(table.messages()) == posts  # the table never heard of the flag: nothing to tell it

    await table.slash(alice, "play", action="roll")  # dice: no free undo any more
    asked = await table.slash(alice, "undo")
    assert "asked the other players" in text_of(asked)
    vote = table.last(r"asks to take back")
    assert mentioned(vote) == {"bob"} and len(button_ids(vote)) == 2
    own = await table.click(alice, vote, button_ids(vote)[0])
    assert "Only the other players vote" in text_of(own) and own.ephemeral
    before = len(table.messages())
    approved = await table.click(bob, vote, button_ids(vote)[0])
    assert "Taken back" in text_of(approved)
    undone = await table.wait_message(r"approved by", after=before)
    assert any(a.filename == "board.png" for a in undone.attachments) and mentioned(undone) == {"alice"}
    again = await table.click(bob, vote, button_ids(vote)[1])
    assert "closed" in text_of(again)
    log = await table.slash(bob, "log")
    assert "*(taken back)*" in text_of(log) and text_of(log).count("took back") == 2
    assert "took back Red: “Raise your flag”" in text_of(log)  # the action's public form
    assert "Red: “Roll a die”" in vote.content and "Red: “Roll a die”" in text_of(log)
    assert table.fake.violations == []


async def test_reminders_snooze_and_stall(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    settings = await table.slash(alice, "game settings", reminder_hours=1.0, reminders=1)
    assert "every 1 h, stall notice after 1" in text_of(settings)
    table.clock.advance(3601)
    reminder = await table.wait_message(r"Reminder 1/1")
    assert mentioned(reminder) == {"alice"} and "<t:" in reminder.content
    (later,) = button_ids(reminder)
    refused = await table.click(bob, reminder, later)
    assert "Only a player who must act" in text_of(refused)
    snoozed = await table.click(alice, reminder, later)
    assert "remind you again <t:" in text_of(snoozed)
    table.clock.advance(2 * 3600 + 1)
    stall = await table.wait_message(r"has stalled")
    assert mentioned(stall) == {"alice"}  # the player it waits for, not the whole table
    table.clock.advance(10 * 3600)
    await table.slash(alice, "play", action="roll")  # play resumes: the count starts again for bob
    table.clock.advance(3601)
    assert mentioned(await table.wait_message(r"Reminder 1/1.*Blue")) == {"bob"}
    assert table.fake.violations == []


async def test_log_pages_board_rules_and_lists(table: Table) -> None:
    alice, bob = table.alice, table.bob
    await table.slash(alice, "game new", game="napoleon21", seat="france", where="channel")
    await table.slash(bob, "game join")
    await table.slash(alice, "game start")
    await table.wait_message(r"your turn as")
    for _ in range(4):
        await take_turn(table)
    assert table.bot is not None
    v = (await table.bot.service.tables.info(1)).version  # a turn may take several decisions
    log = await table.slash(bob, "log", count=2)
    assert log.ephemeral and f"log entries {v - 1}–{v} of {v}" in text_of(log)
    older = next(i for i in button_ids(log.original) if i.endswith(":o"))  # type: ignore[arg-type]
    paged = await table.click(bob, log.original, older)  # type: ignore[arg-type]
    assert paged.response is not None and paged.response.type == 6  # acknowledged as an update to come
    assert paged.updated and not paged.followups  # the same message, edited
    assert f"log entries {v - 3}–{v - 2} of {v}" in log.original.content  # type: ignore[union-attr]

    board = await table.slash(bob, "board")
    assert not board.ephemeral and board.original is not None
    assert [a.filename for a in board.original.attachments] == ["board.png"]
    topics = await table.fake.autocomplete(bob, table.chan, "rules", focused="topic", topic="recon")
    assert [c["value"] for c in topics] == ["reconstructed"]
    rules = await table.slash(bob, "rules", topic="reconstructed")
    assert rules.ephemeral and "⚠️" in text_of(rules) and "reconstructed" in text_of(rules)
    listing = await table.slash(bob, "game list")
    assert "Napoleon 2.1 #1" in text_of(listing) and "(in play)" in text_of(listing)
    helped = await table.slash(bob, "help", followups=1)  # every command: more than one message
    assert "/game new" in text_of(helped) and "/undo" in text_of(helped)
    every = ("/orders", "/replay", "/rematch", "/game away", "/game back", "/game settings")
    assert all(name in text_of(helped) for name in every), text_of(helped)
    assert table.fake.violations == []


async def test_mistakes_are_explained_privately(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    nothing = await table.slash(bob, "play", action="roll")
    assert nothing.ephemeral and "no game in this channel" in text_of(nothing)
    bad = await table.slash(alice, "game new", game="duel", options="target=99")
    assert bad.ephemeral and "target takes one of 12, 20, not “99”" in text_of(bad)
    await duel_in_channel(table)
    early = await table.slash(bob, "play", action="roll")
    assert early.ephemeral and "not your turn" in text_of(early) and "waiting for Red" in text_of(early)
    illegal = await table.slash(alice, "play", action="play 6")
    assert illegal.ephemeral and "not possible now" in text_of(illegal)
    long = await table.slash(alice, "play", action="@everyone " + "x" * 3000)
    assert long.ephemeral and "is not an action" in text_of(long) and len(text_of(long)) < 300
    assert "@everyone" not in text_of(long)  # the input is quoted escaped, and only its start
    abandon = await table.slash(bob, "game abandon")
    assert abandon.ephemeral and "Only the owner" in text_of(abandon)
    table.fake.add_member(table.guild, table.players[2], manage_channels=True)
    moderator = await table.slash(table.players[2], "game abandon")
    assert "is abandoned" in text_of(moderator)
    assert "Abandoned" in (await table.wait_message(r"is over")).content
    assert table.fake.violations == []


async def test_bug_is_logged_and_apologized_for(
    table: Table, duel: Duel, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await duel_in_channel(table)

    async def broken(*args: object, **kwargs: object) -> None:
        raise KeyError("a bug")

    monkeypatch.setattr(Play, "act", broken)
    with caplog.at_level(logging.ERROR, logger="bot.chat.tree"):
        record = await table.slash(table.alice, "play", action="roll")
    assert record.ephemeral and "something went wrong on my side" in text_of(record)
    (logged,) = [r for r in caplog.records if r.name == "bot.chat.tree"]
    assert "/play failed for user" in logged.getMessage() and "'action': 'roll'" in logged.getMessage()
    assert logged.exc_info is not None and logged.exc_info[0] is KeyError


async def test_dev_guild_sync_and_policies(table: Table) -> None:
    fake = table.fake
    assert [c["name"] for c in fake.registered_commands()][:2] == ["game", "play"]
    await table.stop_bot()
    await table.start_bot(identifies=2, dev_guild_id=table.guild.id)
    assert len(fake.registered_commands(table.guild)) == len(fake.registered_commands())
    assert fake.command_syncs == 2
    await table.stop_bot()
    await table.start_bot(identifies=3, sync_commands="always")
    assert fake.command_syncs == 3
    await table.stop_bot()
    await table.start_bot(identifies=4, sync_commands="never")
    assert fake.command_syncs == 3
    status = await table.slash(table.alice, "help")
    assert "/game new" in text_of(status)
    # commands fetched, not synced: their ids make every command named in a text a mention
    game = next(c["id"] for c in fake.registered_commands() if c["name"] == "game")
    assert f"</game new:{game}>" in text_of(status)
