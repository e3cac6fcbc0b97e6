"""A DM only when it carries something new for its reader (issue 21 §4): a player whom the hand-off
post has just mentioned gets their next question in their newest DM, edited in place, once they have
answered the question it asked; a new DM otherwise (not answered yet, another DM since, another
game's, or the edit failing). Checked on the delivery's own steps with an outbox that records calls."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import discord
import pytest

from bot.delivery import Delivery
from bot.service import GameService
from bot.storage import SqliteStorage

GAME, OTHER_GAME, USER = 7, 8, 42


class Outbox:
    """Records what the delivery sends and edits; ``fail_edits``: every edit is refused."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, str, int]] = []  # (channel, content, message id)
        self.edited: list[tuple[int, int, str, list[str]]] = []  # (channel, message, content, file names)
        self.fail_edits = False

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


async def test_an_answered_question_is_replaced_in_place(delivery: Delivery) -> None:
    await delivery._dm(USER, "first question", [], question(), game_id=GAME)
    assert not await delivery._ask_in_place(GAME, USER, "second", question(), [])  # not answered yet
    delivery._answered(USER, GAME)
    assert await delivery._ask_in_place(GAME, USER, "second", question(), [("my-board.png", b"png")])
    box = outbox(delivery)
    assert [m for _, _, m in box.sent] == [1000]  # one DM: the second question edited it
    assert box.edited == [(500, 1000, "second", ["my-board.png"])]
    assert not await delivery._ask_in_place(GAME, USER, "third", question(), [])  # not answered since
    delivery._answered(USER, GAME)
    assert await delivery._ask_in_place(GAME, USER, "third", question(), [])
    assert len(box.sent) == 1 and len(box.edited) == 2


async def test_a_new_dm_when_another_came_since_or_another_game_was_answered(delivery: Delivery) -> None:
    await delivery._dm(USER, "question", [], question(), game_id=GAME)
    delivery._answered(USER, OTHER_GAME)  # a decision in another game answers nothing here
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])
    delivery._answered(USER, GAME)
    await delivery._dm(USER, "a note, no question", [], None)  # newer than the question: it stays
    delivery._answered(USER, GAME)
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])
    await delivery._dm(USER, "another game's question", [], question(), game_id=OTHER_GAME)
    delivery._answered(USER, OTHER_GAME)
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])
    assert outbox(delivery).edited == []


async def test_an_edit_that_fails_leaves_a_new_dm_to_send(delivery: Delivery) -> None:
    await delivery._dm(USER, "question", [], question(), game_id=GAME)
    delivery._answered(USER, GAME)
    outbox(delivery).fail_edits = True
    assert not await delivery._ask_in_place(GAME, USER, "next", question(), [])
