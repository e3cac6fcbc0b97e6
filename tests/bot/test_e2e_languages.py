"""Two languages at one table: bob's Discord speaks Japanese, alice's English.

The channel reads in the game's language (chosen at ``/game new``, by default the server's, changed
by the owner); what reaches one member alone (ephemeral replies, autocomplete, DMs with their
buttons and pictures) reads in that member's language, until they choose their own with ``/language``.
"""

from __future__ import annotations

import re

import images
from engine.examples.duel import Duel
from fakediscord import User
from tests.bot.e2e import Table, mentioned, take_turn, text_of

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def dms(table: Table, user: User) -> list[str]:
    return [m.content for m in table.fake.dm_messages(user)]


def labels(table: Table, user: User) -> list[str]:
    """The button labels of the user's latest DM."""
    (row, *_) = table.fake.dm_messages(user)[-1].components
    return [c["label"] for c in row["components"]]


async def test_each_member_reads_their_own_language_privately(table: Table, duel: Duel) -> None:
    fake, alice, bob = table.fake, table.alice, table.bob
    bob.locale = "ja"
    await table.slash(alice, "game new", game="duel", seat="red", where="channel")  # the server's: English
    joined = await table.slash(bob, "game join")
    assert "takes **Blue**" in text_of(joined)  # a post in the channel: the game's language
    early = await table.slash(bob, "play", action="roll")
    assert early.ephemeral and "まだ始まっていません" in text_of(early)  # his own reply: Japanese
    await table.slash(alice, "game start")
    await table.wait_message(r"your turn as \*\*Red")
    assert "seated as **Red**" in dms(table, alice)[0]
    assert "**青**の席に着きました" in dms(table, bob)[0]

    # alice's turn: her prompt and its buttons in English; bob's refusal in Japanese
    assert "**Your turn.**" in dms(table, alice)[-1] and "Roll a die" in labels(table, alice)
    refused = await table.slash(bob, "play", action="roll")
    assert "あなたの手番ではありません" in text_of(refused) and "赤" in text_of(refused)
    drew = await table.slash(alice, "play", action="draw")
    ping = await table.wait_message(r"your turn as \*\*Blue")
    assert mentioned(ping) == {"bob"} and "Red draws a card." in ping.content
    await fake.wait_until(lambda: "あなたの手番です" in dms(table, bob)[-1], 15, "bob's prompt")
    assert labels(table, bob)[:3] == ["旗を揚げる", "ダイスを振る", "カードを1枚引く"]
    assert "You draw the" in text_of(drew)  # alice's card, in her words, in her panel
    assert not any("のカードを引きました" in dm for dm in dms(table, alice))

    # bob's suggestions and his private picture are in Japanese too
    suggestions = await fake.autocomplete(bob, table.chan, "play", focused="action", action="")
    assert [c["name"] for c in suggestions][:2] == ["旗を揚げる", "ダイスを振る"]
    hand = await table.slash(bob, "hand", followups=1)
    assert hand.ephemeral and "**青**から見た状況" in text_of(hand)
    assert table.bot is not None
    live = table.bot.service.tables.loaded(1)
    assert live.state is not None
    shown = [(a.filename, a.data) for m in hand.followups for a in m.attachments]
    view = live.game.view(live.state, "blue")  # the duel has no sheets: the seat's own board
    assert (
        shown
        == [("my-board.png", images.render_board(view, "ja"))]
        != [("my-board.png", images.render_board(view, "en"))]
    )

    # bob chooses English for himself; alice, the owner, switches the game's posts to Japanese
    chosen = await table.slash(bob, "language", language="en")
    assert chosen.ephemeral and "now in English" in text_of(chosen)
    settings = await table.slash(alice, "game settings", language="ja")
    assert "投稿の言語：日本語" in text_of(settings)
    before = len(table.messages())
    await table.slash(bob, "play", action="roll")
    ping = await table.wait_message(r"の手番です", after=before)
    assert mentioned(ping) == {"alice"} and "青がダイスを振り" in "\n".join(
        m.content for m in table.messages()[before:]
    )
    assert "**Your turn.**" in dms(table, alice)[-1]  # her DMs stay in her language
    status = await table.slash(bob, "game status")
    assert "posts in 日本語" in text_of(status) and not JAPANESE.search(text_of(status).split("·")[0])

    # back to his Discord's language
    follow = await table.slash(bob, "language", language="auto")
    assert "Discordの言語（日本語）" in text_of(follow)
    assert fake.violations == []


async def test_a_japanese_server_plays_in_japanese_unless_the_owner_chooses(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    table.guild.locale = "ja"
    created = await table.slash(alice, "game new", game="duel", seat="red")
    assert "で募集します" in text_of(created)  # the server's language
    assert "席：`red`（赤）、`blue`（青）" in text_of(created)  # a Japanese list
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    status = await table.slash(alice, "game status", thread)
    assert status.ephemeral and "posts in 日本語" in text_of(status)  # alice's own reply: English
    await table.slash(bob, "game join", thread)
    await table.slash(alice, "game start", thread)
    await table.wait_message(r"赤\*\*の手番です", thread)
    english = await table.slash(alice, "game new", game="duel", seat="red", language="en")
    assert "is open in" in text_of(english)  # chosen at /game new


ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
NEUTRAL = re.compile(r"<[@#]\d+>|<t:\d+:\w>|`[^`]*`|https://\S+|Marengo|Discord|SHA-256|PNG")


def english_lines(texts: list[str]) -> list[str]:
    """Lines with English words and no Japanese (mentions, code, links and names aside)."""
    found = []
    for text in texts:
        for line in text.splitlines():
            bare = NEUTRAL.sub("", line)
            if ENGLISH_WORD.search(bare) and not JAPANESE.search(bare):
                found.append(line)
    return found


def last_action(ids: list[str]) -> str:
    return [i for i in ids if i.startswith("mg:a:")][-1]


async def test_napoleon21_in_japanese_meets_no_english(table: Table) -> None:
    """A Japanese table plays Napoleon 2.1 for a while and reads its rules: no line is left in English."""
    alice, bob = table.alice, table.bob
    table.guild.locale = alice.locale = bob.locale = "ja"
    await table.slash(alice, "game new", game="napoleon21", seat="france", where="channel")
    await table.slash(bob, "game join")
    await table.slash(alice, "game start")
    await table.wait_message(r"の手番です")
    for _ in range(8):
        await take_turn(table, choose=last_action, turn=r"の手番です", end=r"終局")
    answers = [
        await table.slash(bob, "log", count=25),
        await table.slash(bob, "game status"),
        await table.slash(bob, "rules"),
        await table.slash(bob, "rules", topic="reconstructed"),
        await table.slash(bob, "help"),
    ]
    posts = [m.content for m in table.messages()]
    replies = [text_of(r) for r in answers]
    assert any("フランス" in p for p in posts) and all(JAPANESE.search(r) for r in replies)
    assert english_lines(posts + replies) == []
    assert table.fake.violations == []
