"""Age of Napoleon through the offline Discord, one person against the AI (its first run in the bot).

alice opens the game with ``ai:`` on the other seat and plays the French to the end with ``/play``, a
seeded picker choosing among her legal actions (a pass four times in five) as in ``test_e2e_solo``; the
AI thinks at level easy with a tiny playout budget and the pictures are stand-ins (drawn elsewhere).
Scenario 1805, the whole war (to the end of 1815). What is checked: the game
ends with the final reckoning and ``record.json``; alice's hand is shown to her by DM and never in the
channel; no channel post names a card the AI holds at the time (read from the engine state, a card
counted public once it was ever in the discards, after any play); nothing the bot logs carries an exception.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping
from typing import Any

import pytest

import images.ageofnapoleon
from engine.ageofnapoleon import refs
from engine.ageofnapoleon.sequence import YearPhase
from engine.ageofnapoleon.state import AonState
from fakediscord import Channel, Message
from fakediscord.waiting import eventually
from i18n import translator
from tests.bot.e2e import Table, text_of
from tests.bot.test_e2e_gustav import stand_in_board, stand_in_sheets
from tests.bot.test_e2e_solo import STALE, alice_to_act, check_solo, open_solo, quick_bot

SEAT, AI_SEAT = "french", "coalition"
NAME = translator("en").name
PHASES = tuple(NAME(refs.phase(phase)) for phase in YearPhase)  # "Insurrection phase" is no card named
PNG = b"\x89PNG"


def texts(message: Message) -> list[str]:
    """Everything a message shows in words: its text now and before each edit, embeds, labels."""
    shown = [message.content, *(r.content for r in message.earlier)]
    shown += [str(e.get(k, "")) for e in message.embeds for k in ("title", "description")]
    shown += [str(f.get("value", "")) for e in message.embeds for f in e.get("fields", [])]
    shown += [str(c.get("label", "")) for row in message.components for c in row.get("components", [])]
    return shown


def without_phases(text: str) -> str:
    for phase in PHASES:
        text = text.replace(phase, "")
    return text


class Watch:
    """The channel posts read so far, and the cards ever public (discarded) since the start."""

    def __init__(self, table: Table, thread: Channel) -> None:
        self.table, self.thread, self.read, self.public = table, thread, 0, set[str]()
        self.shadow: AonState | None = None  # the game replayed play by play, for the discards in between
        self.leaks: list[str] = []
        self.named: set[str] = set()  # public cards the posts named: the names are found where they are

    def hands(self) -> AonState:
        assert self.table.bot is not None
        state = self.table.bot.service.tables.loaded(1).state
        assert isinstance(state, AonState)
        return state

    async def follow(self) -> None:
        """Count as public every card in the discards after any play since the last look: a card played,
        then shuffled back and drawn again before alice's next turn, was public when it was played."""
        assert self.table.bot is not None
        tables = self.table.bot.service.tables
        live = tables.loaded(1)
        if self.shadow is None:
            start = await tables.rebuild(live, 0)
            assert isinstance(start, AonState)
            self.shadow = start
        for play in await tables.storage.plays(live.row.id, self.shadow.step):
            assert play.action is not None and play.seat is not None
            live.game.apply(self.shadow, play.seat, play.action, observe=False, stored=True)
            self.public |= set(self.shadow.deck.discard)

    async def look(self) -> None:
        """The posts since the last look must not name a card held and never public (either hand)."""
        await self.follow()
        state = self.hands()
        assert self.shadow is not None and self.shadow.step == state.step, "the replay follows the game"
        self.public |= set(state.deck.discard)
        held = {card for hand in state.deck.hands.values() for card in hand} - self.public
        names = {card: NAME(refs.card(card)) for card in held}
        seen = {card: NAME(refs.card(card)) for card in self.public - held}
        posts = self.table.messages(self.thread)
        for message in posts[self.read :]:
            for text in map(without_phases, texts(message)):
                self.leaks += [f"{card} in {text!r}" for card, name in names.items() if name in text]
                self.named |= {card for card, name in seen.items() if name in text}
        self.read = len(posts)


async def play_french(table: Table, thread: Channel, seed: int, limit: int = 1500) -> int:
    """alice plays the French with ``/play`` until the game ends, the channel watched at each of her turns."""
    assert table.bot is not None
    service, picker, watch = table.bot.service, random.Random(seed), Watch(table, thread)
    for made in range(limit):
        await eventually(lambda: alice_to_act(table, SEAT), what="alice's turn or the end")
        live = service.tables.loaded(1)
        if live.row.status != "active":
            assert not watch.leaks, watch.leaks[:5]
            assert watch.named, "no post named a played card: the names are not where they are looked for"
            return made
        await watch.look()
        assert live.state is not None
        actions = live.game.legal_actions(live.state, SEAT)
        passes = [a for a in actions if a.verb in ("pass", "done", "end")]
        action = passes[0] if passes and picker.random() < 0.8 else picker.choice(actions)
        said = text_of(await table.slash(table.alice, "play", thread, action=action.notation()))
        assert "✅" in said or STALE in said, said
    raise AssertionError(f"the game did not end in {limit} decisions")


class Drawn:
    """The views the bot had drawn (stand-in pictures), kept to be read and drawn for real at the end."""

    def __init__(self) -> None:
        self.boards: list[Mapping[str, Any]] = []
        self.sheets: list[Mapping[str, Any]] = []

    def board(self, view: Mapping[str, Any], lang: str) -> bytes:
        self.boards.append(view)
        return stand_in_board(view, lang)

    def sheet(self, view: Mapping[str, Any], lang: str) -> list[tuple[str, bytes]]:
        self.sheets.append(view)
        return stand_in_sheets(view, lang)


async def test_ageofnapoleon_alone_against_the_ai(
    table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    await quick_bot(table, monkeypatch)
    drawn = Drawn()
    assert table.bot is not None
    monkeypatch.setattr(table.bot.delivery, "_render_board", drawn.board)
    monkeypatch.setattr(table.bot.delivery, "_render_sheets", drawn.sheet)
    thread = await open_solo(table, "ageofnapoleon", SEAT, level="easy", scenario="1805")
    assert await play_french(table, thread, seed=4) > 0
    await check_solo(table, thread, SEAT)
    live = table.bot.service.tables.loaded(1)
    assert live.state is not None
    result = live.game.result(live.state)
    assert result is not None
    reckoning = translator("en")(result.summary)
    assert any(reckoning in text for m in table.messages(thread) for text in texts(m)), reckoning
    # alice's hand: drawn for her seat alone, its pictures sent by DM and never to the channel
    hands = [v["cards"]["hand"] for v in drawn.sheets if v["seat"] == SEAT]
    assert hands and any(hands) and all(v["seat"] == SEAT for v in drawn.sheets)
    public = [v for v in drawn.boards if v["seat"] is None]
    assert public and all(v["cards"]["hand"] is None for v in public)
    assert all("hands" not in v for v in public if v["result"] is None)  # every hand: at the end only
    dm_files = [a.filename for m in table.fake.dm_messages(table.alice) for a in m.attachments]
    channel_files = [a.filename for m in table.messages(thread) for a in m.attachments]
    assert "sheets.png" in dm_files and "sheets.png" not in channel_files
    # the real pictures draw what the bot asked for: the channel's last boards, alice's last hand
    for view in [*drawn.boards[-3:], *[v for v in drawn.boards if v["seat"] == SEAT][-1:]]:
        assert images.ageofnapoleon.board(dict(view), "en").startswith(PNG)
    pictures = images.ageofnapoleon.sheets(
        dict(drawn.sheets[-1]), "ja"
    )  # a long hand: hand.png, hand-2.png...
    assert [name for name, _ in pictures] == [
        f"hand{f'-{n}' if n > 1 else ''}.png" for n in range(1, len(pictures) + 1)
    ]
    assert pictures and all(png.startswith(PNG) for _, png in pictures)
    thrown = [r for r in caplog.records if r.exc_info is not None or r.levelno >= logging.ERROR]
    assert not thrown, [r.getMessage() for r in thrown]
