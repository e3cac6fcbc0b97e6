"""The end of a game through the offline Discord (issue 11): the final post reveals what was hidden
with the result, its reason and scores and a summary; the replay steps through the boards; a rematch
opens a new lobby with the same players, the sides swapped if asked, and a new seed.

The pictures are checked byte for byte against the engine's views of the game rebuilt from the
bot's database (its seed and stored actions)."""

from __future__ import annotations

import re
from typing import Any

import images
from engine import find_game
from engine.core import GameState
from engine.examples.duel.game import Duel
from fakediscord import Channel, Message, User
from tests.bot.e2e import Table, button_ids, text_of

N1815 = find_game("napoleon1815")
DAY = 86400.0


async def open_game(table: Table, key: str, seats: dict[str, User], options: str | None = None) -> Channel:
    """The first player opens the game in a thread, the others join, the first starts it."""
    (first, opener), *others = seats.items()
    if options:
        await table.slash(opener, "game new", game=key, seat=first, options=options)
    else:
        await table.slash(opener, "game new", game=key, seat=first)
    thread = [c for c in table.guild.channels if c.is_thread][-1]
    for seat, user in others:
        await table.slash(user, "game join", thread, seat=seat)
    await table.slash(opener, "game start", thread)
    await table.wait_message(r"your turn as", thread)
    return thread


async def act(table: Table, thread: Channel, game_id: int = 1, prefer: str = "") -> None:
    """Whoever must act takes ``prefer`` (else their first legal action) with /play."""
    assert table.bot is not None
    live = await table.bot.service.tables.get(game_id)
    assert live.state is not None
    seat = live.game.to_act(live.state)[0]
    legal = live.game.legal_actions(live.state, seat)
    action = next((a for a in legal if a.notation() == prefer), legal[0])
    user = next(u for u in table.players if u.id == live.players[seat])
    await table.slash(user, "play", thread, action=action.notation(), seat=seat)


async def ended_state(table: Table, game_id: int = 1) -> tuple[Any, GameState]:
    """The game rebuilt from its stored seed and actions, its stored result on it."""
    assert table.bot is not None
    row = await table.bot.storage.get_game(game_id)
    assert row is not None and row.result is not None
    game = find_game(row.game_key)
    plays = await table.bot.storage.plays(game_id, 0)
    state = game.replay(
        row.seed, row.scenario, row.options, [(str(p.seat), p.action) for p in plays if p.action]
    )
    state.result = state.result or row.result
    return game, state


def files(message: Message) -> dict[str, bytes]:
    return {a.filename: a.data for a in message.attachments}


async def replay_at(table: Table, user: User, viewer: Message, custom_id: str, expect: str) -> None:
    """Click a button or pick a view of the replay viewer and wait for it to show ``expect``."""
    if custom_id.startswith("mg:eq:"):
        _, value = custom_id.split("=")
        record = await table.fake.select(user, viewer, custom_id.split("=")[0], [value])
    else:
        record = await table.fake.click(user, viewer, custom_id)
    await record.done()
    await table.fake.wait_until(lambda: expect in viewer.content, 15, f"the viewer to show {expect!r}")


async def test_a_conceded_napoleon_1815_game_reveals_everything(table: Table) -> None:
    alice, bob, carol = table.players[:3]
    thread = await open_game(table, "napoleon1815", {"france": alice, "allies": bob}, "rules=grognard")
    for _ in range(8):
        await act(table, thread)
    # while the game goes on, the replay's last board is the last hand-off's, never a turn being composed
    service, storage = table.bot.service, table.bot.storage  # type: ignore[union-attr]
    row, plays = await storage.get_game(1), await storage.plays(1, 0)
    assert row is not None
    told = [p.step for p in plays if p.facts is None or p.facts.handoff][-1]
    shown = N1815.replay(
        row.seed, row.scenario, row.options, [(str(p.seat), p.action) for p in plays if p.action][:told]
    )
    frame = await service.finales.replay(1, None, "france")
    assert frame.look == "public" and frame.view == N1815.view(shown, None)
    table.clock.advance(2 * DAY + 60)
    version = (await table.bot.service.tables.info(1)).version  # type: ignore[union-attr]
    asked = await table.slash(bob, "game concede", thread)
    assert asked.original is not None
    await table.click(bob, asked.original, f"mg:zk:1:{version}:y")
    ending = await table.wait_message(r"is over", thread)
    finale = await table.wait_message(r"the final reckoning", thread)
    reveal = await table.wait_message(r"Revealed:", thread)

    # the announcement of the end keeps the dice's seed and salt with the record
    assert "record.json" in files(ending) and re.search(r"seed `\d+`, salt `[0-9a-f]+`", ending.content)
    # the result with its reason, the summary, the final board with nothing hidden
    assert "Winner: France" in finale.content and "Ended by: a concession" in finale.content
    assert "(2 days)" in finale.content and "8 decisions" in finale.content
    assert f"France: <@{alice.id}>, the Allies: <@{bob.id}>" in finale.content
    game, state = await ended_state(table)
    assert files(finale) == {"final-board.png": images.render_board(game.final_view(state), "en")}
    assert all(b.get("block") for b in game.final_view(state)["blocks"])  # every block named
    assert not all(b.get("block") for b in game.view(state, None)["blocks"])  # fog of war until now
    # each seat's order of battle and hand, as that seat saw them at the end
    expected = {
        f"{seat}-{name}": png
        for seat in ("france", "allies")
        for name, png in images.render_sheets(game.view(state, seat), "en")
    }
    assert set(expected) == {"france-oob.png", "france-hand.png", "allies-oob.png", "allies-hand.png"}
    assert files(reveal) == expected
    assert button_ids(finale) == ["mg:ey:1", "mg:em:1:s", "mg:em:1:x"]
    assert table.messages(thread)[-1] is reveal  # nothing after it

    # the replay: anyone may step through the boards; after the end every view is offered
    opened = await table.click(carol, finale, "mg:ey:1")
    viewer = opened.original
    assert viewer is not None and opened.ephemeral and "board 1 of" in viewer.content
    start = N1815.setup(state.seed, state.scenario, state.options)
    assert files(viewer) == {"board.png": images.render_board(N1815.view(start, None), "en")}
    ids = button_ids(viewer)
    assert "mg:ep:1:1:public:n" in ids and "mg:eq:1:0" in ids
    last = int(re.findall(r"board 1 of (\d+)", viewer.content)[0])
    await replay_at(table, carol, viewer, "mg:eq:1:0=france", "as France saw it")
    assert files(viewer)["my-board.png"] == images.render_board(N1815.view(start, "france"), "en")
    await replay_at(table, carol, viewer, f"mg:ep:1:{last - 1}:france:l", f"board {last} of {last}")
    await replay_at(table, carol, viewer, f"mg:eq:1:{last - 1}=final", "nothing hidden")
    assert files(viewer) == {"board.png": images.render_board(game.final_view(state), "en")}
    assert table.fake.violations == []


async def test_a_duel_to_its_end_replay_and_rematch_with_sides_swapped(table: Table, duel: Duel) -> None:
    alice, bob, carol = table.players[:3]
    thread = await open_game(table, "duel", {"red": alice, "blue": bob})
    await table.slash(alice, "play", thread, action="draw")
    await table.slash(bob, "play", thread, action="draw")

    # while the game goes on, the replay shows the public boards only
    during = await table.slash(carol, "replay", thread)
    assert during.ephemeral and "board 3 of 3" not in text_of(during) and "board 1 of 3" in text_of(during)
    assert during.original is not None and not any(
        i.startswith("mg:eq:") for i in button_ids(during.original)
    )
    await replay_at(table, carol, during.original, "mg:ep:1:1:public:n", "board 2 of 3")
    await replay_at(table, carol, during.original, "mg:ep:1:0:public:p", "board 1 of 3")

    for _ in range(60):
        if any("is over" in m.content for m in table.messages(thread)):
            break
        await act(table, thread, prefer="roll")
    finale = await table.wait_message(r"the final reckoning", thread)
    reveal = await table.wait_message(r"Revealed:", thread)
    game, state = await ended_state(table)
    result = state.result
    assert result is not None and result.reason == "target"
    assert "Ended by: reaching the target score" in finale.content
    scores = ", ".join(f"{s.title()} {result.scores[s]}" for s in ("red", "blue"))
    assert f"Scores: {scores}" in finale.content
    assert files(finale) == {"final-board.png": images.render_board(game.final_view(state), "en")}
    assert files(reveal) == {
        f"{seat}-board.png": images.render_board(game.view(state, seat), "en") for seat in ("red", "blue")
    }
    hands = game.final_view(state)["hands"]
    assert hands == {seat: game.view(state, seat)["hand"] for seat in ("red", "blue")}

    # the replay after the end: each seat's view is offered at every board, the final one at the end
    opened = await table.slash(carol, "replay", thread)
    viewer = opened.original
    assert viewer is not None
    await replay_at(table, carol, viewer, "mg:eq:1:0=blue", "as Blue saw it")
    assert "final" not in str(viewer.components)  # the view with nothing hidden: at the end only

    # abuse: only a player of the game opens its rematch
    stranger = await table.click(carol, finale, "mg:em:1:x")
    assert "Only the players of **Duel #1**" in text_of(stranger)
    old = await table.bot.storage.get_game(1)  # type: ignore[union-attr]
    asked = await table.click(alice, finale, "mg:em:1:x")
    new_thread = [c for c in table.guild.channels if c.is_thread][-1]
    assert new_thread is not thread and f"<#{new_thread.id}>" in text_of(asked)
    lobby = table.messages(new_thread)[0]
    assert "mg:zs:2" in button_ids(lobby)
    info = await table.bot.service.tables.info(2)  # type: ignore[union-attr]
    assert info.status == "lobby" and info.players == {"red": bob.id, "blue": alice.id}
    new = await table.bot.storage.get_game(2)  # type: ignore[union-attr]
    assert old is not None and new is not None
    assert (new.seed, new.salt) != (old.seed, old.salt) and new.scenario == old.scenario
    assert "sides swapped" in table.last(r"opened a rematch", thread).content
    again = await table.click(bob, finale, "mg:em:1:s")
    assert "already opened" in text_of(again)
    await table.click(alice, lobby, "mg:zs:2", followups=0)
    begun = await table.wait_message(r"Dice commitment", new_thread)
    assert "Red" in begun.content and table.fake.violations == []
