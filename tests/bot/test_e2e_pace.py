"""Boards for every reader through Discord: ``/board text`` (the channel's view, or one's own seat's
privately), ``/board layout:phone`` (the phone layout's parts as separate attachments), and
``/layout``, a member's choice for their DMs and private boards.

The duel has no phone layout of its own (``images.render_phone`` gives its one board), so the bot's
phone renderer is replaced by a stand-in of two parts, told apart by their names."""

from __future__ import annotations

import images
from engine.examples.duel import Duel
from images import boardtext
from tests.bot.e2e import Table, text_of
from tests.bot.test_e2e_commands import duel_in_channel


def two_parts(view: images.View, lang: str) -> list[tuple[str, bytes]]:
    """A stand-in phone layout: the map and the panel as two pictures."""
    board = images.render_board(view, lang)
    return [("map.png", board), ("panel.png", board)]


def stand_in_phone(table: Table) -> None:
    assert table.bot is not None
    table.bot.delivery._render_phone = two_parts


def views(table: Table) -> tuple[images.View, images.View]:
    """The duel's public view and Red's own view, as the bot holds the game now."""
    assert table.bot is not None
    live = table.bot.service.tables.loaded(1)
    assert live.state is not None
    return live.game.view(live.state, None), live.game.view(live.state, "red")


async def test_board_as_text_public_and_mine(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    await table.slash(alice, "play", action="draw")  # Red's card: in her view only
    public, own = views(table)
    assert boardtext.board_text(public, "en") != boardtext.board_text(own, "en")

    shown = await table.slash(bob, "board", text=True)
    assert not shown.ephemeral and text_of(shown) == "\n".join(boardtext.board_text(public, "en"))
    assert all(not m.attachments for m in [shown.original, *shown.followups] if m is not None)

    mine = await table.slash(alice, "board", text=True, mine=True)
    assert mine.ephemeral and text_of(mine) == "\n".join(boardtext.board_text(own, "en"))
    theirs = await table.slash(bob, "board", text=True, mine=True)  # Blue's view: no red card in it
    assert theirs.ephemeral and text_of(theirs) != text_of(mine)
    assert table.fake.violations == []


async def test_board_for_a_phone(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    await table.slash(alice, "play", action="draw")
    public, own = views(table)
    assert images.render_phone(public, "en") == [("board.png", images.render_board(public, "en"))]
    stand_in_phone(table)

    phone = await table.slash(bob, "board", layout="phone")
    assert not phone.ephemeral and phone.original is not None
    sent = [(a.filename, a.data) for a in phone.original.attachments]
    assert sent == two_parts(public, "en")

    desktop = await table.slash(bob, "board", layout="desktop")
    assert desktop.original is not None
    assert [(a.filename, a.data) for a in desktop.original.attachments] == [
        ("board.png", images.render_board(public, "en"))
    ]

    mine = await table.slash(alice, "board", mine=True, layout="phone")
    assert mine.ephemeral and "your seat sees" in text_of(mine)
    assert mine.original is not None
    drawn = [(a.filename, a.data) for a in mine.original.attachments]
    assert drawn == [(f"red-{name}", png) for name, png in two_parts(own, "en")]
    assert table.fake.violations == []


async def test_a_members_layout_is_remembered(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await duel_in_channel(table)
    await table.slash(alice, "play", action="draw")
    chosen = await table.slash(alice, "layout", layout="phone")
    assert chosen.ephemeral and "for a phone" in text_of(chosen)
    await table.restart()  # the choice is stored, not only held in memory
    stand_in_phone(table)
    public, own = views(table)
    phone_parts = [(f"red-{name}", png) for name, png in two_parts(own, "en")]

    mine = await table.slash(alice, "board", mine=True)  # her own board: in her layout
    assert mine.original is not None
    assert [(a.filename, a.data) for a in mine.original.attachments] == phone_parts
    shown = await table.slash(alice, "board")  # the channel's board: desktop unless asked
    assert shown.original is not None
    assert [(a.filename, a.data) for a in shown.original.attachments] == [
        ("board.png", images.render_board(public, "en"))
    ]
    theirs = await table.slash(bob, "board", mine=True)  # bob chose nothing: desktop
    assert theirs.original is not None
    assert [a.filename for a in theirs.original.attachments] == ["blue-board.png"]

    dms = len(table.fake.dm_messages(alice))
    await table.slash(bob, "play", action="roll")
    await table.slash(alice, "play", action="draw")  # a new card in her hand: her pictures by DM

    def sent() -> list[str]:
        return [a.filename for m in table.fake.dm_messages(alice)[dms:] for a in m.attachments]

    await table.fake.wait_until(lambda: bool(sent()), 15, "alice's pictures by DM")
    assert sent() == ["my-map.png", "my-panel.png"]
    hand = await table.slash(alice, "hand", followups=1)
    assert [a.filename for m in hand.followups for a in m.attachments] == ["my-map.png", "my-panel.png"]

    back = await table.slash(alice, "layout", layout="desktop")
    assert "one picture" in text_of(back)
    again = await table.slash(alice, "board", mine=True)
    assert again.original is not None
    _, now = views(table)  # two moves later
    assert [(a.filename, a.data) for a in again.original.attachments] == [
        ("red-board.png", images.render_board(now, "en"))
    ]
    assert table.fake.violations == []
