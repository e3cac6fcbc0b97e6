"""A whole campaign of the solitaire (ナポレオン戦争, The End 1813) through the offline Discord, in
Japanese: alice opens the game and plays the Coalition with bob, a friend she names (``/game
friends``); carol watches. The decisions are the scripted Coalition's (``engine.nwsolitaire.policy``),
from the public view and the prompt the bot offers, made by alice and bob in turn with ``/play`` and
the post's buttons. Each phase the rules close with a changed picture is posted with its board, in
Japanese; nobody gets a DM; carol's attempt is refused privately; the game ends with its reckoning."""

from __future__ import annotations

import images
from engine import find_game
from engine.core.rng import Rng
from engine.nwsolitaire.policy import decide
from fakediscord import Message, User
from tests.bot.e2e import Table, button_ids, text_of
from tests.bot.test_e2e_languages import JAPANESE, english_lines

NEWS = "📜"
MAX_DECISIONS = 400


def boards(message: Message) -> list[str]:
    return [a.filename for a in message.attachments if a.filename.endswith(".png")]


def news_after(table: Table, before: int) -> list[Message]:
    return [m for m in table.messages()[before:] if NEWS in m.content]


async def test_a_campaign_of_the_solitaire_in_japanese(table: Table) -> None:
    game = find_game(
        "nwsolitaire"
    )  # the first picture loads the fonts and the map: not the bot's to wait for
    images.render_board(game.view(game.setup(1, "end1813"), None), "ja")
    alice, bob, carol = table.alice, table.bob, table.players[2]
    table.guild.locale = "ja"
    for member in table.players:
        member.locale = "ja"
    assert table.bot is not None
    service = table.bot.service
    await table.slash(
        alice, "game new", game="nwsolitaire", scenario="end1813", seat="coalition", where="channel"
    )
    await table.slash(alice, "game start")
    await table.wait_message(NEWS)
    opened = await table.slash(alice, "game friends", who="members", members=f"<@{bob.id}>")
    assert "行動できるようになりました" in text_of(opened) and not opened.ephemeral
    refused = await table.slash(carol, "game friends", who="everyone")
    assert refused.ephemeral and "主催者" in text_of(refused)  # only the owner opens her seat
    watcher = await table.slash(carol, "play", action="done")
    assert watcher.ephemeral and JAPANESE.search(text_of(watcher))  # a spectator may not act

    pick, decisions, phases, clicked = Rng(1813), 0, 0, False
    players: list[User] = [alice, bob]
    while (await service.tables.info(1)).status == "active":
        assert decisions < MAX_DECISIONS, "the campaign never ended"
        player = players[decisions % 2]
        turn = await service.play.turn(1, player.id)
        view = (await service.news.public_view(1)).view
        assert view is not None
        action = decide(view, turn.prompt, pick).notation()
        before = len(table.messages())
        post = table.last(NEWS)
        version = (await service.tables.info(1)).version
        button = next((i for i in button_ids(post) if i == f"mg:a:1:{version}:coalition:{action}"), None)
        if player is bob and button is not None and not clicked:  # the post's own button, for a friend
            answer = await table.click(bob, post, button)
            clicked = True
        else:
            answer = await table.slash(player, "play", action=action)
        assert answer.ephemeral, text_of(answer)
        decisions += 1
        last = await service.storage.last_play(1)
        assert last is not None and last.user_id == player.id, (player.name, action, text_of(answer))
        assert last.facts is not None
        if (await service.tables.info(1)).status != "active":
            break
        if last.facts.handoff and last.facts.public_changed:  # a phase closed with a new picture
            phases += 1
            # one post, its log over as many messages as it needs (a long turn's runs past Discord's
            # limit), the board with the last of them
            await table.fake.wait_until(
                lambda at=before: any(boards(m) for m in table.messages()[at:]), 15, "the phase's board"
            )
            assert len(news_after(table, before)) == 1

    over = await table.wait_message(r"終局")
    assert "終局" in over.content
    await table.fake.wait_until(
        lambda: any(boards(m) for m in table.messages()[table.messages().index(over) :]),
        15,
        "the final board",
    )
    posts = [m.content for m in table.messages()]
    assert clicked and phases >= 15 and decisions >= 3 * phases
    assert len([p for p in posts if NEWS in p]) <= phases + 3  # a post per phase, not per decision
    assert english_lines(posts) == []  # the spectator reads Japanese only
    assert any(f"<@{bob.id}>" in p and "決めた人" in p for p in posts)  # the posts name the friend
    log = await table.slash(carol, "log", count=25)
    assert f"<@{bob.id}>" in text_of(log) and f"<@{alice.id}>" in text_of(log)  # who decided what
    for member in table.players:
        assert table.fake.dm_messages(member) == [], member.name  # nothing by DM
    assert table.fake.violations == []
