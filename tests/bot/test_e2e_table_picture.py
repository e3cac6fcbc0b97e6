"""The table's picture through the offline Discord (issue 21, §5).

* The owner chooses the layout of the boards posted in the channel (``/game settings layout:``):
  in the phone layout a hand-off post and ``/board`` carry the game's narrow pictures; nobody else
  may choose it.
* A hand-off post's board draws, as its log, every public line since the last post (1815's LAST
  MOVES, 2.1's move arrows), not only the last decision's.
* A click on a DM's panel edits its pictures with its words: Gustav's army picture follows the
  build.
"""

from __future__ import annotations

from bot.chat.delivery import told
from engine.core import LogEntry, Msg
from fakediscord import Channel, Message
from images import napoleon21
from tests.bot.e2e import Table, take_turn, text_of
from tests.bot.test_e2e_napoleon21 import chooser

PHONE_FILES = [name for name, _, _ in napoleon21.PHONE_TILES]


def names(message: Message) -> list[str]:
    return [a.filename for a in message.attachments]


async def napoleon21_lobby(table: Table) -> Channel:
    await table.slash(table.alice, "game new", game="napoleon21", seat="france", options="allies=1")
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    await table.slash(table.bob, "game join", thread, seat="allies")
    return thread


async def test_the_owner_chooses_the_phone_layout_for_the_channels_boards(table: Table) -> None:
    thread = await napoleon21_lobby(table)
    refused = await table.slash(table.bob, "game settings", thread, layout="phone")
    assert "Only the owner" in text_of(refused)
    chosen = await table.slash(table.alice, "game settings", thread, layout="phone")
    assert "Boards in this channel: for a phone" in text_of(chosen)
    await table.slash(table.alice, "game start", thread)
    opening = await table.wait_message(r"your turn as", thread)
    assert names(opening) == PHONE_FILES
    handoff = await take_turn(table, channel=thread, choose=chooser())
    assert names(handoff) in ([], PHONE_FILES)
    board = await table.slash(table.bob, "board", thread)
    assert [a.filename for a in board.followups[-1].attachments] == PHONE_FILES  # /board follows the choice
    back = await table.slash(table.alice, "game settings", thread, layout="desktop")
    assert "Boards in this channel: one picture" in text_of(back)
    board = await table.slash(table.bob, "board", thread)
    assert [a.filename for a in board.followups[-1].attachments] == ["board.png"]
    assert table.fake.violations == []


def line(key: str, to: str | None = None) -> LogEntry:
    return {"msg": Msg(key).to_json(), "dice": [], "to": to}


def test_a_hand_off_board_draws_every_public_line_since_the_last_post() -> None:
    view = {"game": "napoleon1815", "log": [line("napoleon1815-log-last")]}
    since = [line("bot-log-started"), line("napoleon1815-log-a"), line("napoleon1815-log-b")]
    assert told(view, since) == {"game": "napoleon1815", "log": since[1:]}  # the bot's notes aside
    assert told(view, [line("bot-log-started")]) == view  # nothing public since: the view's own
