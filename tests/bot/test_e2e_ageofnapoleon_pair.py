"""Age of Napoleon through the offline Discord, two people: a whole 1805 war, both hands by DM (issue 18).

bob's Discord speaks Japanese; he opens the game in Japanese on the Coalition seat and alice, whose
Discord speaks English, takes the French. Each plays with ``/play`` a legal action of their own seat
(what ``/play`` and their DM offer them), a seeded picker choosing (a pass four times in five, as in
``test_e2e_ageofnapoleon``), until the final reckoning. The pictures are stand-ins (drawn elsewhere).

What is checked, before every decision: each channel post, each DM and each private answer since the
last look, in every text it showed (edits too), against the engine's view of its reader at that moment
(the channel: no seat): it names no card that is in the other seat's hand and that its reader cannot
see (their own hand, the discards, the battle cards on the table) and that was never public before.
At the end: each hand was drawn for its own seat alone and sent by DM, never to the channel; every
person was told of their own cards by DM (by name: the matcher finds names); bob's DMs and the channel hold no line
of English, alice's DMs no Japanese; the game ends with its reckoning posted in the channel; nothing
is logged at ERROR level or with an exception.
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.ageofnapoleon import refs
from engine.ageofnapoleon.data.cards import DECK
from engine.ageofnapoleon.state import AonState
from engine.core import Msg
from fakediscord import Channel, Message, User
from fakediscord.waiting import eventually
from i18n import translator
from tests.bot.e2e import Table, text_of
from tests.bot.test_e2e_gustav import JAPANESE, english_lines, stand_in_board, stand_in_sheets
from tests.bot.test_e2e_solo import STALE, record_of

LANGS = ("en", "ja")
TR = {lang: translator(lang) for lang in LANGS}
CARD_NAMES = {card: {lang: TR[lang].name(refs.card(card)) for lang in LANGS} for card in set(DECK)}
PASSES = ("pass", "done", "end")
# Public words that carry a card's name and name no card: the phase, the uprising itself, and the Mud
# question every French or Coalition player is asked whatever their hand ("ask the same public questions")
GENERIC = ("phase-insurrection", "ask-rising", "ask-mud", "prompt-mud", "window-mud", "blurb")
SPOT = "\x00"


def generic_words() -> tuple[str, ...]:
    said = (TR[lang](Msg(f"ageofnapoleon-{key}", area=SPOT)) for lang in LANGS for key in GENERIC)
    return tuple(sorted({part for text in said for part in text.split(SPOT) if part}, key=len, reverse=True))


WORDS = generic_words()
EDGE = (
    "^|$|\\s|[「」：、（）—・*]"  # a Japanese card name stands alone or is quoted: 反乱 is also the uprising
)


def pattern(card: str) -> re.Pattern[str]:
    en, ja = (re.escape(CARD_NAMES[card][lang]) for lang in LANGS)
    return re.compile(f"\\b{en}\\b|(?:{EDGE})(?:カード)?{ja}(?={EDGE})")


PATTERNS = {card: pattern(card) for card in CARD_NAMES}


def texts(message: Message) -> list[str]:
    """Everything a message shows in words: its text now and before each edit, embeds, labels, options."""
    shown = [message.content, *(r.content for r in message.earlier)]
    shown += [str(e.get(k, "")) for e in message.embeds for k in ("title", "description")]
    shown += [str(f.get("value", "")) for e in message.embeds for f in e.get("fields", [])]
    rows = [*message.components, *(row for r in message.earlier for row in r.components)]
    for row in rows:
        for c in row.get("components", []):
            shown += [str(c.get("label") or ""), str(c.get("placeholder") or "")]
            shown += [str(o.get("label", "")) for o in c.get("options", [])]
    return [t for t in shown if t]


def named(text: str, cards: set[str]) -> set[str]:
    """The cards of ``cards`` that ``text`` names (its generic words aside)."""
    for phrase in WORDS:
        text = text.replace(phrase, " ")
    return {card for card in cards if PATTERNS[card].search(text)}


@dataclass
class Watch:
    """Every message each reader was shown, checked once per text against that reader's sight."""

    table: Table
    place: Channel
    holders: dict[str, User]
    public: set[str] = field(default_factory=set)  # every card ever seen face up by both
    seen: set[tuple[int, str]] = field(default_factory=set)
    edits: dict[int, int] = field(default_factory=dict)  # each message: its edits when last read
    leaks: list[str] = field(default_factory=list)
    told: dict[str, set[str]] = field(default_factory=dict)  # each seat: its cards named to it by DM
    dealt: dict[str, set[str]] = field(default_factory=dict)  # each seat: every card it ever held

    def state(self) -> AonState:
        assert self.table.bot is not None
        state = self.table.bot.service.tables.loaded(1).state
        assert isinstance(state, AonState)
        return state

    def hidden_from(self, state: AonState, seat: str | None) -> set[str]:
        """The cards in another seat's hand that ``seat``'s view (None: the channel's) does not show."""
        assert self.table.bot is not None
        view = self.table.bot.service.tables.loaded(1).game.view(state, seat)
        shown = set(view["cards"]["discard"]) | set(view["cards"]["hand"] or ())
        shown |= set((view["battle"] or {}).get("cards") or ())
        held = {card for side, hand in state.deck.hands.items() if str(side) != seat for card in hand}
        return held - shown - self.public

    def check(self, reader: str | None, where: str, shown: list[str]) -> None:
        state = self.state()
        hidden, own = self.hidden_from(state, reader), self.dealt.get(reader or "", set())
        for text in shown:
            self.leaks += [
                f"{card} to {reader or 'the channel'} in {where}: {text!r}" for card in named(text, hidden)
            ]
            if reader is not None:
                self.told.setdefault(reader, set()).update(named(text, own))

    def look(self, answers: list[tuple[str, str]]) -> None:
        """The posts, DMs and private answers since the last look, each against its reader's sight now."""
        state = self.state()
        self.public |= set(state.deck.discard) | set(state.battle.cards if state.battle else ())
        for side, hand in state.deck.hands.items():
            self.dealt.setdefault(str(side), set()).update(hand)
        readers: list[tuple[str | None, list[Message]]] = [(None, self.table.messages(self.place))]
        readers += [(seat, self.table.fake.dm_messages(user)) for seat, user in self.holders.items()]
        for reader, messages in readers:
            for message in messages:
                if self.edits.get(message.id) == len(message.earlier):
                    continue
                self.edits[message.id] = len(message.earlier)
                fresh = [t for t in texts(message) if (message.id, t) not in self.seen]
                self.seen |= {(message.id, t) for t in fresh}
                self.check(reader, f"message {message.id}", fresh)
        for seat, said in answers:
            self.check(seat, "an answer", [said])


async def someone_to_act(table: Table) -> bool:
    assert table.bot is not None
    live = table.bot.service.tables.loaded(1)
    return live.row.status != "active" or (live.state is not None and bool(live.game.to_act(live.state)))


async def play_to_the_end(table: Table, watch: Watch, seed: int, limit: int = 3000) -> int:
    """Whoever is to act plays a legal action of their seat with ``/play``; returns the decisions made."""
    assert table.bot is not None
    service, picker = table.bot.service, random.Random(seed)
    answers: list[tuple[str, str]] = []
    for made in range(limit):
        await eventually(lambda: someone_to_act(table), what="a seat to act or the end")
        watch.look(answers)
        answers = []
        live = service.tables.loaded(1)
        if live.row.status != "active":
            return made
        assert live.state is not None
        seat = picker.choice(sorted(live.game.to_act(live.state)))
        actions = live.game.legal_actions(live.state, seat)
        passes = [a for a in actions if a.verb in PASSES]
        action = passes[0] if passes and picker.random() < 0.8 else picker.choice(actions)
        said = text_of(await table.slash(watch.holders[seat], "play", watch.place, action=action.notation()))
        assert "✅" in said or STALE in said, said
        answers.append((seat, said))
    raise AssertionError(f"the game did not end in {limit} decisions")


class Drawn:
    """The views the bot had drawn (stand-in pictures)."""

    def __init__(self) -> None:
        self.boards: list[Mapping[str, Any]] = []
        self.sheets: list[tuple[Mapping[str, Any], str]] = []

    def board(self, view: Mapping[str, Any], lang: str) -> bytes:
        self.boards.append(view)
        return stand_in_board(view, lang)

    def sheet(self, view: Mapping[str, Any], lang: str) -> list[tuple[str, bytes]]:
        self.sheets.append((view, lang))
        return stand_in_sheets(view, lang)


async def open_game(table: Table, holders: dict[str, User]) -> Channel:
    """bob opens the 1805 war in Japanese on the Coalition seat, alice joins as the French, bob starts."""
    coalition, french = holders["coalition"], holders["french"]
    new = await table.slash(
        coalition, "game new", game="ageofnapoleon", seat="coalition", scenario="1805", language="ja"
    )
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    assert thread.id, text_of(new)
    await table.slash(french, "game join", thread, seat="french")
    await table.slash(coalition, "game start", thread)
    assert table.bot is not None
    assert (await table.bot.service.tables.info(1)).status == "active"
    return thread


async def test_two_people_play_the_1805_war_each_hand_by_dm(
    table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    alice, bob = table.alice, table.bob
    bob.locale = "ja"
    holders = {"french": alice, "coalition": bob}
    drawn = Drawn()
    assert table.bot is not None
    monkeypatch.setattr(table.bot.delivery, "_render_board", drawn.board)
    monkeypatch.setattr(table.bot.delivery, "_render_sheets", drawn.sheet)
    thread = await open_game(table, holders)
    watch = Watch(table, thread, holders)
    assert await play_to_the_end(table, watch, seed=5) > 0
    await table.fake.wait_until(lambda: record_of(table, thread) is not None, 30, "the ending")
    watch.look([])
    assert not watch.leaks, watch.leaks[:5]
    # the ending: the reckoning, in the game's language, in the channel
    live = table.bot.service.tables.loaded(1)
    assert live.state is not None
    result = live.game.result(live.state)
    assert result is not None
    posts = [t for m in table.messages(thread) for t in texts(m)]
    reckoning = TR["ja"](result.summary)
    assert any(reckoning in text for text in posts), reckoning
    # each hand: drawn for its seat alone in its reader's language, sent by DM, never to the channel
    langs = {"french": "en", "coalition": "ja"}
    for seat in holders:
        mine = [(v, lang) for v, lang in drawn.sheets if v["seat"] == seat]
        assert any(v["cards"]["hand"] for v, _ in mine) and {lang for _, lang in mine} == {langs[seat]}
    assert {v["seat"] for v, _ in drawn.sheets} == set(holders)
    public = [v for v in drawn.boards if v["seat"] is None]
    assert public and all(
        v["cards"]["hand"] is None and "hands" not in v for v in public if v["result"] is None
    )
    for user in (alice, bob):
        assert "sheets.png" in [a.filename for m in table.fake.dm_messages(user) for a in m.attachments]
    assert "sheets.png" not in [a.filename for m in table.messages(thread) for a in m.attachments]
    # each person's own cards were named to them by DM: the names are found where they are looked for
    assert all(watch.told.get(seat) for seat in holders), watch.told
    # languages: bob's DMs and the Japanese channel hold no English line, alice's DMs no Japanese
    his = [t for m in table.fake.dm_messages(bob) for t in texts(m)]
    hers = [t for m in table.fake.dm_messages(alice) for t in texts(m)]
    assert len(his) > 50 and english_lines(his) == [], english_lines(his)[:5]
    assert english_lines(posts) == [], english_lines(posts)[:5]
    assert hers and not [t for t in hers if JAPANESE.search(t)]
    thrown = [r for r in caplog.records if r.exc_info is not None or r.levelno >= logging.ERROR]
    assert not thrown, [r.getMessage() for r in thrown]
