"""The end of a game as the table reads it (issue 21, §5): nothing said or drawn twice.

* Napoleon 2.1 (nothing hidden) posts its final board once, with the announcement of the end; the
  final post says it is the one above, and the result's sentence is read once, in the game's log.
* After a concession in Gustav, no direct message is a picture without words: the final post shows
  every seat's pictures to all.
"""

from __future__ import annotations

from tests.bot.e2e import Table
from tests.bot.test_e2e_ending import act, open_game
from tests.bot.test_e2e_napoleon21 import open_game as open_napoleon21
from tests.bot.test_e2e_napoleon21 import play_to_the_end

SUMMARY = "The allies win: French morale has fallen to 0."


async def test_the_end_of_napoleon21_shows_its_board_and_result_once(table: Table) -> None:
    thread = await open_napoleon21(table, "allies=1", {"france": "alice", "allies": "bob"})
    await play_to_the_end(table, thread, {"France": "alice", "The Allies": "bob"})
    ending = table.last(r"is over", thread)
    finale = await table.wait_message(r"the final reckoning", thread)
    assert [a.filename for a in ending.attachments] == ["board.png", "record.json"]
    assert finale.attachments == [] and "is the one above" in finale.content
    assert "Winner: The Allies" in ending.content and "Winner: The Allies" in finale.content
    said = [m.content.count(SUMMARY) for m in table.messages(thread)]
    assert sum(said) == 1, said  # the game's own log line
    messages = table.messages(thread)
    since = messages[messages.index(ending) :]
    boards = [a.filename for m in since for a in m.attachments if a.filename.endswith(".png")]
    assert boards == ["board.png"], boards
    assert table.fake.violations == []


async def test_a_concession_sends_no_wordless_picture(table: Table) -> None:
    alice, bob = table.players[:2]
    thread = await open_game(table, "gustav", {"imperial": alice, "swedish": bob})
    for _ in range(8):
        await act(table, thread)
    before = {u.id: len(table.fake.dm_messages(u)) for u in (alice, bob)}
    version = (await table.bot.service.tables.info(1)).version  # type: ignore[union-attr]
    asked = await table.slash(bob, "game concede", thread)
    assert asked.original is not None
    await table.click(bob, asked.original, f"mg:zk:1:{version}:y")
    await table.wait_message(r"Revealed:", thread)
    after = [m for u in (alice, bob) for m in table.fake.dm_messages(u)[before[u.id] :]]
    assert all(not m.attachments for m in after), [(m.content, m.attachments) for m in after]
    assert all(len(m.content.splitlines()) > 1 for m in after), [m.content for m in after]
    assert table.fake.violations == []
