"""The hidden-information toy game end to end: each player's secrets reach only them, by DM or /hand."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from engine.core import Action, IllegalActionError, Msg, Prompt, Step
from engine.core.commitment import commitment
from engine.examples.duel.game import Duel, DuelState
from fakediscord import Channel, User
from i18n import translator
from tests.bot.e2e import Table, button_ids, mentioned, pinged, questions_announced, revisions, text_of
from tools import verify

EN = translator("en", strict=True)


async def open_duel(table: Table, *, where: str = "thread", without_dms: bool = False) -> Channel:
    """alice (red) opens a duel, bob takes blue through autocomplete, alice starts it; returns its channel."""
    alice, bob = table.alice, table.bob
    await table.slash(alice, "game new", game="duel", seat="red", where=where)
    threads = [c for c in table.guild.channels if c.is_thread]
    place = threads[-1] if where == "thread" else table.chan
    choices = await table.fake.autocomplete(bob, place, "game join", focused="seat", seat="")
    assert [c["value"] for c in choices] == ["blue"]
    await table.slash(bob, "game join", place, seat="blue")
    await table.slash(alice, "game start", place, without_dms=without_dms)
    return place


def dm_text(table: Table, user: User) -> str:
    """Everything the bot's DMs to ``user`` showed, each edit's earlier texts included."""
    return "\n".join(text for m in table.fake.dm_messages(user) for text, _ in revisions(m))


async def private_lines(table: Table, seat: str) -> list[str]:
    assert table.bot is not None
    entries = await table.bot.storage.entries(1)
    return [EN.entry(e) for entry in entries for e in entry.log if e["to"] == seat]


async def test_duel_secrets_go_only_to_their_owner(table: Table, duel: Duel) -> None:
    fake, alice, bob = table.fake, table.alice, table.bob
    thread = await open_duel(table)
    intro = table.messages(thread)[0]
    assert "Duel #1" in intro.content and mentioned(intro) == {"alice"}
    assert "seated as **Red**" in dm_text(table, alice) and "seated as **Blue**" in dm_text(table, bob)

    # alice draws with the button in her DM; the public log only says that she drew
    prompt = fake.dm_messages(alice)[-1]
    assert "mg:a:1:1:red:draw" in button_ids(prompt)
    await table.click(alice, prompt, "mg:a:1:1:red:draw")
    await table.wait_message(r"Red draws a card", thread)
    # bob draws through /play, picking from autocomplete
    choices = await fake.autocomplete(bob, thread, "play", focused="action", action="dra")
    assert choices == [{"name": "Draw a card", "value": "draw @2"}]  # at the version it was offered
    drawn = await table.slash(bob, "play", thread, action="draw")
    await table.wait_message(r"Blue draws a card", thread)

    red, blue = await private_lines(table, "red"), await private_lines(table, "blue")
    assert len(red) == len(blue) == 1
    public = "\n".join(m.content for m in table.messages(thread))
    assert "You draw" not in public
    assert dm_text(table, alice).count("You draw") == 1 and red[0] in dm_text(table, alice)
    assert blue[0] in text_of(drawn) and drawn.ephemeral  # his panel shows his draw at once
    assert dm_text(table, bob).count("You draw") == 0
    assert "private to **Blue**" not in dm_text(table, alice) and "private to **Red**" not in dm_text(
        table, bob
    )

    # her DM was her panel: edited in place, its buttons gone once her turn passed; then, the hand-off
    # post having mentioned her, the bot put her next question into it (no new DM: nothing in it was
    # left unread), and every question she was asked is there, each in its turn
    shown = revisions(prompt)
    assert [ids for _, ids in shown if "mg:a:1:1:red:draw" in ids]
    assert [t for t, ids in shown if t.startswith("✅ Draw a card") and ids == []]
    ping = table.last(r"your turn as", thread)
    assert mentioned(ping) == {"alice"} and fake.dm_messages(alice)[-1] is prompt
    assert "**Your turn.**" in prompt.content and "mg:a:1:3:red:roll" in button_ids(prompt)
    assert questions_announced(fake, thread, [alice, bob]) == 1

    # /hand: bob's own hand, privately, with his pictures
    hand = await table.slash(bob, "hand", thread)
    assert hand.ephemeral and "view as **Blue**" in text_of(hand) and blue[0] in text_of(hand)
    assert any(a.filename.endswith(".png") for m in hand.followups for a in m.attachments)
    await play_out(table, thread)
    questions_announced(fake, thread, [alice, bob])
    assert fake.violations == []


async def play_out(table: Table, thread: Channel) -> None:
    """Whoever is pinged rolls until the game ends; the end is announced to both players, with the
    seed and salt of the dice commitment posted at the start, and a record that checks out."""
    for _ in range(40):
        if any("is over" in m.content for m in table.messages(thread)):
            break
        ping = table.last(r"your turn as", thread)
        user = pinged(table, ping)
        before = len(table.messages(thread))
        await table.slash(user, "play", thread, action="roll")
        await table.wait_message(r"rolls|is over", thread, after=before)
    ending = table.last(r"is over", thread)
    everyone_else = {"alice", "bob"} - {user.name}  # never the player who just acted
    assert mentioned(ending) == everyone_else and re.search(r"Winner: (Red|Blue)", ending.content)
    boards = [m for m in table.messages(thread) if any(a.filename == "board.png" for a in m.attachments)]
    assert len(boards) >= 3
    (promise,) = re.findall(
        r"Dice commitment: `([0-9a-f]{64})`", table.last(r"The game begins", thread).content
    )
    seed = re.search(r"seed `(\d+)`, salt `([0-9a-f]+)`", ending.content)
    assert seed is not None and commitment("duel", int(seed[1]), seed[2]) == promise
    (record,) = [a.data for a in ending.attachments if a.filename == "record.json"]
    path = Path(table.db_path).with_name("record.json")
    path.write_bytes(record)
    status, lines = verify.check(path, translator("en"))
    assert status == verify.VERIFIED and promise in "\n".join(lines)


async def test_refused_dms_fall_back_to_hand(table: Table, duel: Duel) -> None:
    fake, alice, bob = table.fake, table.alice, table.bob
    thread = await open_duel(table)
    fake.faults.close_dms(bob)
    await table.slash(alice, "play", thread, action="roll")  # now bob must act: his prompt DM is refused
    notice = await table.wait_message(r"cannot send you direct messages", thread)
    assert mentioned(notice) == {"bob"} and "mg:h:1" in button_ids(notice)
    refused = fake.count_requests(rf"POST /channels/{fake.dm_channel(bob).id}/messages")
    await table.slash(bob, "play", thread, action="draw")  # his own draw: no DM is tried while refused
    await table.wait_message(r"Blue draws a card", thread)
    assert fake.count_requests(rf"POST /channels/{fake.dm_channel(bob).id}/messages") == refused
    assert len([m for m in table.messages(thread) if "cannot send you direct messages" in m.content]) == 1

    clicked = await table.click(bob, notice, "mg:h:1", followups=2)  # the button works like /hand
    (blue_line,) = await private_lines(table, "blue")
    assert (
        clicked.ephemeral
        and blue_line in text_of(clicked)
        and "try direct messages again" in text_of(clicked)
    )
    fake.faults.open_dms(bob)
    before = len(fake.dm_messages(bob))
    await table.slash(alice, "play", thread, action="roll")
    await table.fake.wait_until(
        lambda: any("**Your turn.**" in m.content for m in fake.dm_messages(bob)[before:]), 10, "bob's DM"
    )
    assert fake.violations == []


async def test_start_names_players_who_cannot_get_dms(table: Table, duel: Duel) -> None:
    fake, alice, bob = table.fake, table.alice, table.bob
    fake.faults.close_dms(bob)
    await table.slash(alice, "game new", game="duel", seat="red", where="channel")
    await table.slash(bob, "game join")
    refused = await table.slash(alice, "game start")
    assert "could not send a direct message to <@" in text_of(refused) and mentioned(refused.original) == {
        "bob"
    }  # type: ignore[arg-type]
    assert not any("The game begins" in m.content for m in table.messages())
    await table.slash(alice, "game start", without_dms=True)
    await table.wait_message(r"The game begins")
    assert fake.violations == []


class WideDuel(Duel):
    """Duel whose roll is offered 22 ways: more choices than a message has buttons, few enough for a
    menu. Each ``roll N`` is the one roll of the rules."""

    def prompt(self, state: DuelState, seat: str) -> Prompt:
        p = super().prompt(state, seat)
        if seat in self.to_act(state):
            p.actions = [a for a in p.actions if a.verb != "roll"]
            for n in range(1, 23):
                p.add(
                    "roll", n, label=Msg("core-with-dice", line=Msg("duel-action-roll"), stop="", dice=str(n))
                )
        return p

    def legal_actions(self, state: DuelState, seat: str) -> list[Action]:
        return self.prompt(state, seat).actions if seat in self.to_act(state) else []

    def apply(self, state: DuelState, seat: str, action: Action, *, observe: bool = True) -> Step:
        if action.verb == "roll" and action not in self.legal_actions(state, seat):
            raise IllegalActionError(
                Msg("core-error-illegal", action=action.notation(), asked=Msg("duel-prompt-turn"))
            )
        return super().apply(
            state, seat, Action("roll") if action.verb == "roll" else action, observe=observe
        )


@pytest.fixture
def wide_duel(duel: Duel) -> Iterator[WideDuel]:
    game = WideDuel()
    engine.GAMES[game.key] = game  # in the place of the duel, for this test
    yield game
    engine.GAMES[game.key] = duel


async def test_many_choices_come_as_a_menu(table: Table, wide_duel: WideDuel) -> None:
    fake, alice = table.fake, table.alice
    await table.slash(alice, "game new", game="duel", seat="red", where="channel")
    await table.slash(table.bob, "game join")
    await table.slash(alice, "game start")
    prompt = fake.dm_messages(alice)[-1]
    (menu,) = [i for i in button_ids(prompt) if i.startswith("mg:s:")]  # the numbers, in one menu
    assert menu == "mg:s:1:1:red"
    picked = await fake.select(alice, prompt, menu, ["roll 7"])
    await picked.done()
    assert "Roll a die [7]" in text_of(picked)
    await table.wait_message(r"Red rolls")
