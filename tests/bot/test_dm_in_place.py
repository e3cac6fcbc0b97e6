"""A DM only when it carries something new for its reader (issue 21 §4): a player whom the hand-off
post has just mentioned gets their next question in their newest DM, edited in place, when that DM is
the panel their own click left there with no question open; anything else is a new DM, which
notifies (a question asked without a post above all). First the delivery's own steps with an outbox
that records calls, then the duel end to end: who is notified how, and what the table sees."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterator, Sequence

import discord
import pytest

import engine
from bot.chat.delivery import Delivery
from bot.service import GameService
from bot.storage import SqliteStorage
from engine.core import Prompt
from engine.examples.duel.game import Duel, DuelState
from fakediscord import Channel, Message
from tests.bot.e2e import Table, button_ids, mentioned, questions_announced

GAME, OTHER_GAME, USER = 7, 8, 42


class Outbox:
    """Records what the delivery sends and edits; ``fail_edits``: every edit is refused; ``hold``:
    edits wait until it is set."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, str, int]] = []  # (channel, content, message id)
        self.edited: list[tuple[int, int, str, list[str]]] = []  # (channel, message, content, file names)
        self.fail_edits = False
        self.hold: asyncio.Event | None = None

    async def send(
        self,
        channel_id: int,
        content: str,
        *,
        files: Sequence[tuple[str, bytes]] = (),
        view: discord.ui.View | None = None,
        mention: Sequence[int] = (),
    ) -> int:
        message_id = 1000 + len(self.sent)
        self.sent.append((channel_id, content, message_id))
        return message_id

    async def open_dm(self, user_id: int) -> int:
        return 500

    async def create_thread(self, channel_id: int, name: str) -> int:
        raise AssertionError("no thread here")

    async def clear_buttons(self, channel_id: int, message_id: int) -> None:
        raise AssertionError("no buttons cleared here")

    async def edit(
        self,
        channel_id: int,
        message_id: int,
        content: str,
        view: discord.ui.View | None,
        mention: Sequence[int] = (),
        files: Sequence[tuple[str, bytes]] = (),
    ) -> None:
        if self.hold is not None:
            await self.hold.wait()
        if self.fail_edits:
            raise discord.NotFound(_Response(), "Unknown Message")
        self.edited.append((channel_id, message_id, content, [name for name, _ in files]))


class _Response:
    status = 404
    reason = "Not Found"


@pytest.fixture
def delivery(storage: SqliteStorage, make_service: Callable[[SqliteStorage], GameService]) -> Delivery:
    return Delivery(make_service(storage), Outbox())


def outbox(delivery: Delivery) -> Outbox:
    assert isinstance(delivery.outbox, Outbox)
    return delivery.outbox


def question() -> discord.ui.View:
    return discord.ui.View(timeout=None)


async def test_a_read_panel_takes_the_next_question_in_place(delivery: Delivery) -> None:
    box = outbox(delivery)
    await delivery._dm(USER, "first question", [], question())
    assert not await delivery._ask_in_place(GAME, USER, "second", question(), [])  # unanswered
    delivery.panel_shown(USER, GAME, 1000, asking=True)  # a click: their turn goes on there
    assert not await delivery._ask_in_place(GAME, USER, "second", question(), [])
    delivery.panel_shown(USER, GAME, 1000, asking=False)  # their turn passed: nothing open in it
    assert await delivery._ask_in_place(GAME, USER, "second", question(), [("my-board.png", b"png")])
    assert [m for _, _, m in box.sent] == [1000]  # one DM: the second question edited it
    assert box.edited == [(500, 1000, "second", ["my-board.png"])]
    assert not await delivery._ask_in_place(GAME, USER, "third", question(), [])  # open again
    delivery.panel_shown(USER, GAME, 1000, asking=False)
    assert await delivery._ask_in_place(GAME, USER, "third", question(), [])  # pictures stay
    assert len(box.sent) == 1 and box.edited[-1] == (500, 1000, "third", [])


async def test_a_new_dm_when_the_panel_is_not_the_newest_or_not_of_this_game(delivery: Delivery) -> None:
    await delivery._dm(USER, "question", [], question())
    await delivery._dm(USER, "a note, newer", [], None)
    delivery.panel_shown(USER, GAME, 1000, asking=False)  # a click on the older DM
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])
    await delivery._dm(USER, "another question", [], question())
    delivery.panel_shown(USER, OTHER_GAME, 1002, asking=False)  # the panel of another game
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])
    assert await delivery._ask_in_place(OTHER_GAME, USER, "next there", question(), [])
    delivery.panel_shown(USER, OTHER_GAME, 1002, asking=False)
    await delivery.service.members.set_dm(USER, blocked=True)  # refused since: no DM at all, not even an edit
    assert not await delivery._ask_in_place(OTHER_GAME, USER, "then", question(), [])
    assert outbox(delivery).edited == [(500, 1002, "next there", [])]


async def test_an_edit_that_fails_leaves_a_new_dm_to_send(delivery: Delivery) -> None:
    await delivery._dm(USER, "question", [], question())
    delivery.panel_shown(USER, GAME, 1000, asking=False)
    outbox(delivery).fail_edits = True
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])
    outbox(delivery).fail_edits = False
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])  # not tried twice


async def test_a_dm_sent_during_an_edit_stays_the_newest(delivery: Delivery) -> None:
    box = outbox(delivery)
    await delivery._dm(USER, "question", [], question())
    delivery.panel_shown(USER, GAME, 1000, asking=False)
    box.hold = asyncio.Event()
    editing = asyncio.create_task(delivery._ask_in_place(GAME, USER, "next", question(), []))
    await asyncio.sleep(0)
    await delivery._dm(USER, "another game's question", [], question())  # 1001, while the edit waits
    box.hold.set()
    assert await editing
    delivery.panel_shown(USER, GAME, 1000, asking=False)  # the edited one is no longer the newest
    assert not await delivery._ask_in_place(GAME, USER, "then", question(), [])
    delivery.panel_shown(USER, OTHER_GAME, 1001, asking=False)
    assert await delivery._ask_in_place(OTHER_GAME, USER, "then", question(), [])


# --- end to end, with the duel --------------------------------------------------------------------


class QuietDuel(Duel):
    """The duel, with a switch that makes each question private by its kind (``Prompt.private``):
    asked by DM alone, without a hand-off post, as a reaction window is."""

    quiet = False

    def prompt(self, state: DuelState, seat: str) -> Prompt:
        p = super().prompt(state, seat)
        p.private = self.quiet
        return p


@pytest.fixture
def quiet_duel(duel: Duel) -> Iterator[QuietDuel]:
    game = QuietDuel()
    engine.GAMES[game.key] = game  # in the place of the duel, for this test
    yield game
    engine.GAMES[game.key] = duel


async def open_duel(table: Table, where: str) -> Channel:
    """alice (red) opens a duel, bob joins as blue, alice starts it; returns its channel."""
    await table.slash(table.alice, "game new", game="duel", seat="red", where=where)
    place = [c for c in table.guild.channels if c.is_thread][-1] if where == "thread" else table.chan
    await table.slash(table.bob, "game join", place, seat="blue")
    await table.slash(table.alice, "game start", place)
    return place


async def test_a_question_without_a_mention_is_a_new_dm(table: Table, quiet_duel: QuietDuel) -> None:
    fake, alice, bob = table.fake, table.alice, table.bob
    thread = await open_duel(table, "thread")
    prompt = fake.dm_messages(alice)[-1]
    await table.click(alice, prompt, "mg:a:1:1:red:draw")  # her DM is now her panel, nothing open
    assert prompt.content.startswith("✅") and button_ids(prompt) == []
    quiet_duel.quiet = True  # her next question is asked by DM alone: no post will mention her
    posts, dms, revised = len(table.messages(thread)), len(fake.dm_messages(alice)), len(prompt.earlier)
    await table.click(bob, fake.dm_messages(bob)[-1], "mg:a:1:2:blue:roll")
    await fake.wait_until(lambda: len(fake.dm_messages(alice)) > dms, 15, "alice's new DM")
    assert len(table.messages(thread)) == posts  # no post, so no mention: the DM is her notification
    asked = fake.dm_messages(alice)[-1]
    assert (
        asked is not prompt and "**Your turn.**" in asked.content and "mg:a:1:3:red:roll" in button_ids(asked)
    )
    assert len(prompt.earlier) == revised and prompt.content.startswith("✅")  # her panel left alone

    # bob's panel is free as hers was, but his next question comes without a post either (his
    # turn again, as at the last post): a new DM, never an edit that would not notify him
    his = fake.dm_messages(bob)[-1]
    assert his.content.startswith("✅") and button_ids(his) == []
    quiet_duel.quiet, dms, revised = False, len(fake.dm_messages(bob)), len(his.earlier)
    await table.click(alice, asked, "mg:a:1:3:red:roll")
    await fake.wait_until(lambda: len(fake.dm_messages(bob)) > dms, 15, "bob's new DM")
    assert len(table.messages(thread)) == posts
    assert "mg:a:1:4:blue:roll" in button_ids(fake.dm_messages(bob)[-1])
    assert len(his.earlier) == revised and his.content.startswith("✅")
    assert questions_announced(fake, thread, [alice, bob]) == 0
    assert fake.violations == []


def post_text(message: Message, place: Channel) -> str:
    """A post's text without what tells two games apart (their number, channel, dice commitment)."""
    return re.sub(rf"<#{place.id}>|#\d+|`[0-9a-f]{{64}}`", "#", message.content)


async def test_the_table_sees_the_same_whether_a_dm_was_edited_or_sent(table: Table, duel: Duel) -> None:
    """Two duels played alike, except that alice answers in her DM in one (her next question is
    then edited into it) and with /play in the other (it comes as a new DM): the hand-off posts
    read the same and mention the same players."""
    fake, alice, bob = table.fake, table.alice, table.bob
    posts: dict[str, list[tuple[str, set[str]]]] = {}
    for how in ("dm", "play"):
        place = await open_duel(table, "thread")
        game = len(posts) + 1
        dms = len(fake.dm_messages(alice))
        if how == "dm":
            await table.click(alice, fake.dm_messages(alice)[-1], f"mg:a:{game}:1:red:draw")
        else:
            await table.slash(alice, "play", place, action="draw")
        await table.wait_message(r"Red draws a card", place)
        await table.slash(bob, "play", place, action="draw")
        await table.wait_message(r"Blue draws a card", place)
        grew = len(fake.dm_messages(alice)) > dms
        assert grew == (how == "play"), how  # in place after her click in the DM, new otherwise
        posts[how] = [(post_text(m, place), mentioned(m)) for m in table.messages(place)]
    assert posts["dm"] == posts["play"]
    assert fake.violations == []
