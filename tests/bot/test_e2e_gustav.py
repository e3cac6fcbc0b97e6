"""Gustav (issue 12) played to its result through Discord, with no change to the bot, every secret
checked against the engine.

Two members open the game with ``/game new``, join and start it. Both raise their armies, set two
cards aside and stack their piles at the same time, in secret, each through the bot's private
prompts (their clicks interleaved, one of them going back a step); then they deploy and play the
nine rounds. Every choice is made by the scripted player of ``engine/gustav/policy.py`` from the
seat's own view, and taken as people do: the buttons or menu the bot DMs, or the private panel
the player clicked on last (edited in place at each click), ``/play`` with a value from its
autocomplete, ``/play`` alone, and the public "My hand & options" button; once, a panel made stale
by the other player's click.

Afterwards the game is rebuilt from the bot's database and every message the fake Discord
recorded is matched to the hand-off post it belongs to (as ``test_e2e_napoleon1815.py`` does):

* the channel's text is first one ping per seat asked (with the engine's status line, never
  mentioning the player who just acted), then the public log lines since the last post and the
  ending; its board picture, when there is one, is drawn from the public view;
* each DM names its own seat only, holds the private log lines the others' plays wrote for that
  seat (and the public ones it missed, when its seat is asked by DM alone, without a post: a forced
  step, or its turn going on after the other's answer) and its prompt in its reader's language
  (its buttons or menu are exactly the legal actions), and its pictures are drawn from that seat's view, in that language; once the player used it as
  their panel, what it says is checked against what the seat saw from then on;
* no text a seat (or the channel) receives names a card it cannot see (the other hand, the other
  pile, any card set aside) or, before both armies are revealed, the other army; and while both
  prepare, what each seat and the channel are shown is the same whatever the other built.

The bot's pictures are drawn by a stand-in that fingerprints the view and language it is given
(drawing some 160 boards and more sheets, in the bot and again for the checks, would take most of a
minute); after the game the real renderers are put back and ``/board`` and ``/hand`` must answer
``images.render_board`` and ``images.render_sheets`` byte for byte. The ``record.json`` posted with
the result (issue 11's verifiable dice) lists every action that stands, the cards set aside among
them: it is the end-of-game disclosure that verification needs, and is not read here.

The seeds are chosen so that the scripted players fight all nine rounds: 42 is won on points, 96 on
morale with the points equal. Both were found (again, when the players began to draw their armies
from a mixture) by playing seeds up from 0 through the engine alone with the ``Players`` below (the
bot changes none of their choices), taking the first game that ends so and, for 42, also asks a seat
by DM alone in mid-game (a forced loss, then the attacker's turn going on: no post names the seat)
and takes every way of acting (the seeds won on points below it missed one of these).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

import images
from bot import limits, versioned
from bot.chat import words
from bot.chat.controls import MAX_BUTTONS, MAX_OPTIONS, action_payload
from bot.chat.delivery import told as posted_view
from engine import find_game
from engine.core import Action, Gather, LogEntry, Msg, Prompt
from engine.core.rng import Rng, derive
from engine.gustav.data.cards import DECKS
from engine.gustav.data.units import KINDS
from engine.gustav.policy import greedy
from engine.gustav.state import SEATS, GustavState, card_ref, unit_ref
from engine.gustav.view import GustavView, phase
from fakediscord import Channel, InteractionRecord, Message, User
from i18n import Translator, translator
from tests.bot.e2e import (
    Table,
    asked_privately,
    button_ids,
    by_post,
    check_database,
    files_as_sent,
    mentioned,
    offered_in,
    posted_versions,
    questions_announced,
    text_of,
)

GAME = find_game("gustav")
LANGS = ("en", "ja")
TR = {lang: translator(lang, strict=True) for lang in LANGS}
EN = TR["en"]
NAME_MSG = Msg("bot-game-name", title=Msg("gustav-title"), number="1")  # one game per fresh database
NAME = EN(NAME_MSG)
MAX_ACTIONS = 400
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
NEUTRAL = re.compile(r"<[@#]\d+>|`[^`]*`")


def english_lines(texts: list[str]) -> list[str]:
    """Lines with English words and no Japanese (mentions and code aside)."""
    bare = (NEUTRAL.sub("", line) for text in texts for line in text.splitlines())
    return [line for line in bare if ENGLISH_WORD.search(line) and not JAPANESE.search(line)]


def seat_name(seat: str, lang: str = "en") -> str:
    return TR[lang].name(GAME.seat_ref(seat))


# --- the stand-in pictures ------------------------------------------------------------------------


def drawn(kind: str, view: Mapping[str, Any], lang: str) -> bytes:
    """What the stand-in draws: a fingerprint of exactly the view and language it was given."""
    digest = hashlib.sha256(json.dumps([kind, lang, view], sort_keys=True).encode()).hexdigest()
    return b"\x89PNG stand-in " + digest.encode()


def stand_in_board(view: Mapping[str, Any], lang: str) -> bytes:
    return drawn("board", view, lang)


def stand_in_sheets(view: Mapping[str, Any], lang: str) -> list[tuple[str, bytes]]:
    return [("sheets.png", drawn("sheets", view, lang))] if view.get("seat") is not None else []


# --- the scripted players -------------------------------------------------------------------------


@dataclass
class Players:
    """The scripted player of each seat (``greedy``, from the seat's view), who acts first while both
    prepare, and a seat that goes back from its cull to its army once (to show that stays secret)."""

    seed: int
    picks: dict[str, Rng] = field(init=False)
    order: random.Random = field(init=False)
    detour: set[str] = field(default_factory=lambda: {"swedish"})

    def __post_init__(self) -> None:
        self.picks = {seat: Rng(derive(self.seed, i)) for i, seat in enumerate(SEATS)}
        self.order = random.Random(self.seed)

    def next_seat(self, state: GustavState) -> str:
        return self.order.choice(GAME.to_act(state))

    def choose(self, state: GustavState, seat: str, prompt: Prompt) -> Action:
        if prompt.key == "gustav-ask-cull" and seat in self.detour:
            self.detour.discard(seat)
            return next(a for a in prompt.actions if a.verb == "back")
        return greedy(GAME.view(state, seat), prompt, self.picks[seat])


# --- what a reader may know -----------------------------------------------------------------------

CARD_NAMES = {card: {TR[lang].name(card_ref(card)) for lang in LANGS} for d in DECKS.values() for card in d}
SEAT_NAMES = {
    seat: {TR[lang].name(GAME.seat_ref(seat), form) for lang in LANGS for form in (None, "short")}
    for seat in SEATS
}
UNIT_NAMES = {TR[lang].name(unit_ref(k), form) for lang in LANGS for k in KINDS for form in (None, "short")}
UNIT = re.compile(
    "|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in sorted(UNIT_NAMES, key=len, reverse=True))
)
COUNT = re.compile(r"\d+ ?(?:units?|points?|ユニット|ポイント)")


def public_cards(view: GustavView) -> set[str]:
    """Cards a view shows to all: discards, cards played this round, a recycled pile, known cards."""
    out: set[str] = set()
    for side in view["sides"].values():
        out |= set(side["discards"]) | set(side["known"]) | set(side["pile_cards"])
        out |= {p["card"] for p in side["played"]}
    return out


def secret_cards(view: GustavView) -> set[str]:
    """Cards whose place the view's reader cannot see: another side's hand, pile and cards set aside."""
    mine = set(DECKS[view["seat"]]) if view["seat"] is not None else set()
    return set(CARD_NAMES) - mine - public_cards(view)


@dataclass(frozen=True)
class Sight:
    """What one reader (a seat, or None for the channel) is shown at one version."""

    seat: str | None
    secret: frozenset[str]  # cards it cannot place
    preparing: bool  # the armies are not revealed yet


def sight(state: GustavState, seat: str | None) -> Sight:
    view = GAME.view(state, seat)
    return Sight(seat, frozenset(secret_cards(view)), phase(state) == "prepare")


def leaks(text: str, sights: list[Sight]) -> list[str]:
    """What ``text`` tells the reader of ``sights`` that none of them shows."""
    found = []
    for card, names in CARD_NAMES.items():
        if all(card in s.secret for s in sights) and any(n in text for n in names):
            found.append(f"the hidden card {card}")
    if all(s.preparing for s in sights):  # before the reveal, no line names another army's units
        others = [o for o in SEATS if o != sights[0].seat]
        for line in text.splitlines():
            named = [o for o in others if any(n in line for n in SEAT_NAMES[o])]
            if named and (UNIT.search(line) or COUNT.search(line)):
                found.append(f"the army of {named}: {line!r}")
    return found


def same_whatever_the_other_built(state: GustavState, version: int) -> bool:
    """While both prepare, every reader's view, prompt and the status stay the same when what the
    reader cannot see is drawn again (the bot's posts and DMs are made from these alone)."""
    changed = False
    for reader in (None, *SEATS):
        other = GAME.determinize(state, reader, version)
        assert GAME.view(other, reader) == GAME.view(state, reader), (version, reader)
        assert GAME.to_act(other) == GAME.to_act(state) and GAME.status(other) == GAME.status(state)
        if reader is not None and reader in GAME.to_act(state):
            assert GAME.prompt(other, reader) == GAME.prompt(state, reader), (version, reader)
        changed |= other.armies != state.armies or other.culled != state.culled
    return changed


# --- playing through Discord ----------------------------------------------------------------------


@dataclass
class Played:
    """One action a scripted player took, at which version, how, and the interactions it took."""

    version: int
    seat: str
    action: Action
    how: str
    records: list[InteractionRecord]
    choices: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Run:
    table: Table
    place: Channel
    holders: dict[str, User]
    langs: dict[str, str]  # each seat's private language
    states: list[GustavState]  # states[v]: the state at version v (1: the set-up)
    played: list[Played]
    panels: dict[str, Message] = field(default_factory=dict)  # each seat's private panel, worked in last


async def open_game(table: Table, holders: dict[str, User]) -> Channel:
    """The Imperial player opens Gustav in a thread, the Swedish player joins, the game starts."""
    imperial, swedish = holders["imperial"], holders["swedish"]
    new = await table.slash(imperial, "game new", game="gustav", seat="imperial")
    assert NAME in text_of(new)
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    choices = await table.fake.autocomplete(swedish, thread, "game join", focused="seat", seat="")
    assert "swedish" in [c["value"] for c in choices]
    await table.slash(swedish, "game join", thread, seat="swedish")
    start = await table.slash(imperial, "game start", thread)
    assert "has started" in text_of(start)
    return thread


def control(
    message: Message, seat: str, version: int, actions: list[Action], action: Action, gather: Gather | None
) -> tuple[str, str]:
    """("button", custom_id), ("menu", custom_id) or, for one decision of several parts (issue 21),
    ("gather", custom_id) that takes ``action`` on ``message``."""
    prefix = f"mg:a:1:{version}:{seat}:"
    menu = f"mg:s:1:{version}:{seat}"
    ids = button_ids(message)
    if gather is not None and gather.composes(action):
        menu = f"mg:g:1:{version}:{seat}:{gather.finish[0].notation()}"
        assert menu in ids, (action.notation(), ids)
        return "gather", menu
    if menu in ids:
        return "menu", menu
    wanted = prefix + action_payload(prefix, actions, actions.index(action))
    assert wanted in ids, (action.notation(), ids)
    return "button", wanted


async def take(
    table: Table,
    user: User,
    message: Message,
    seat: str,
    version: int,
    actions: list[Action],
    action: Action,
    gather: Gather | None = None,
) -> InteractionRecord:
    kind, custom_id = control(message, seat, version, actions, action, gather)
    if kind == "gather":
        assert gather is not None
        parts = gather.parts(action)
        assert parts, action.notation()
        record = await table.fake.select(user, message, custom_id, [f"#{i}" for i in parts])
        return await record.done()
    if kind == "menu":
        record = await table.fake.select(
            user, message, custom_id, [action_payload("", actions, actions.index(action))]
        )
        return await record.done()
    return await table.click(user, message, custom_id)  # the panel clicked on is edited in place


def latest_announcement(table: Table, thread: Channel) -> list[Message]:
    """The thread's messages from the newest "📜" one on."""
    messages = table.messages(thread)
    heads = [i for i, m in enumerate(messages) if f"📜 **{NAME}**" in m.content.splitlines()]
    return messages[heads[-1] :]


def announced(table: Table, thread: Channel) -> str:
    """The text of the thread's latest post."""
    return "\n".join(m.content for m in latest_announcement(table, thread))


def options_at(message: Message, seat: str, version: int) -> bool:
    marks = (f"mg:a:1:{version}:{seat}:", f"mg:s:1:{version}:{seat}")
    return any(i.startswith(marks) for i in button_ids(message))


def dm_prompt(run: Run, seat: str, version: int) -> Message | None:
    """The newest DM holding ``seat``'s options at ``version`` (buttons, or a menu when there are
    many), or else the private panel the seat's player worked in last if it shows them now (None:
    neither does: the other player's click since made them stale)."""
    user = run.holders[seat]
    found = [m for m in run.table.fake.dm_messages(user) if options_at(m, seat, version)]
    panel = run.panels.get(seat)
    if found:
        return found[-1]
    return panel if panel is not None and options_at(panel, seat, version) else None


async def act(run: Run, seat: str, version: int, actions: list[Action], action: Action, how: str) -> Played:
    """The seat's player takes ``action`` in the way ``how``; the bot has announced it when this returns."""
    table, user, thread = run.table, run.holders[seat], run.place
    notation = action.notation()
    gather = GAME.prompt(run.states[version], seat).gather
    if gather is not None and gather.composes(action):  # one decision of several parts: its menu
        how = "dm" if how == "stale" else how
    elif len(actions) > MAX_OPTIONS:  # no buttons nor menu: /play with autocomplete is the way
        how = "autocomplete"
    if how == "hand" and f"your turn as **{seat_name(seat)}**" not in announced(table, thread):
        how = "dm"  # asked by DM alone (a forced step): the latest post asked the other seat
    if how == "dm" and dm_prompt(run, seat, version) is None:  # stale since: ask for the options
        how = "turn"
    played = Played(version, seat, action, how, [])
    panel = run.panels.get(seat)
    if how == "stale":  # the panel from before the other player's click: the bot shows the game now
        assert panel is not None and options_at(panel, seat, version - 1)
        refreshed = await take(table, user, panel, seat, version - 1, actions, action, gather)
        note = words.of(run.langs[seat]).say("bot-stale-note", why=Msg("bot-error-stale-board"))
        assert text_of(refreshed).startswith(note), text_of(refreshed)
        played.records.append(refreshed)
        fresh = refreshed.original  # the same panel, edited in place
        assert fresh is panel and not refreshed.followups
        played.records.append(await take(table, user, fresh, seat, version, actions, action, gather))
    elif how == "dm":
        prompt = dm_prompt(run, seat, version)
        assert prompt is not None
        played.records.append(await take(table, user, prompt, seat, version, actions, action, gather))
    elif how == "autocomplete":
        typed = str(action.args[0]) if action.args else action.verb
        played.choices = await table.fake.autocomplete(user, thread, "play", focused="action", action=typed)
        assert notation in [versioned.split(c["value"])[0] for c in played.choices], (typed, played.choices)
        played.records.append(await table.slash(user, "play", thread, action=notation))
    elif how == "turn":  # /play alone: the options come privately
        shown = await table.slash(user, "play", thread)
        assert shown.ephemeral and shown.original is not None
        played.records.append(shown)
        played.records.append(await take(table, user, shown.original, seat, version, actions, action, gather))
    else:  # the public ping's button: the private view and the options, ephemeral
        news = latest_announcement(table, thread)
        assert f"your turn as **{seat_name(seat)}**" in announced(table, thread)
        post = next(m for m in reversed(news) if "mg:h:1" in button_ids(m))
        shown = await table.click(user, post, "mg:h:1", followups=1)
        played.records.append(shown)
        (options,) = [m for m in shown.followups if options_at(m, seat, version)]
        played.records.append(await take(table, user, options, seat, version, actions, action, gather))
    final = played.records[-1]
    answer = text_of(final)
    assert (final.ephemeral or final.channel.recipient is not None) and answer.startswith("✅"), answer
    assert final.original is not None
    run.panels[seat] = final.original
    return played


HOWS = ("dm", "dm", "autocomplete", "dm", "turn", "dm", "hand")


async def play_to_the_end(
    table: Table, thread: Channel, holders: dict[str, User], langs: dict[str, str], seed: int
) -> Run:
    """The seated players answer every prompt until the engine says the game is over."""
    assert table.bot is not None
    row = await table.bot.storage.get_game(1)
    assert row is not None and row.seed == seed
    state = GAME.setup(seed, row.scenario, row.options)
    run = Run(table, thread, holders, langs, [GAME.clone(state), GAME.clone(state)], [])
    players, stale = Players(seed), False
    for step in range(MAX_ACTIONS):
        if GAME.result(state) is not None:
            break
        seat = players.next_seat(state)
        prompt = GAME.prompt(state, seat)
        assert prompt.actions == GAME.legal_actions(state, seat)
        action = players.choose(state, seat, prompt)
        version = len(run.states) - 1
        how = HOWS[step % len(HOWS)]
        panel = run.panels.get(seat)
        if panel is not None and options_at(panel, seat, version - 1) and not stale:
            how, stale = "stale", True  # once: a panel from before the other player's click
        run.played.append(await act(run, seat, version, prompt.actions, action, how))
        GAME.apply(state, seat, action)
        run.states.append(GAME.clone(state))
    else:
        raise AssertionError(f"the game did not end in {MAX_ACTIONS} actions")
    over = await table.wait_message(r"is over", thread)
    assert mentioned(over) and mentioned(over) <= {u.name for u in holders.values()}
    return run


# --- checking the record ----------------------------------------------------------------------------


def versions_between(prior: int, version: int) -> range:
    return range(prior + 1, version + 1)


def actor(run: Run, version: int) -> User | None:
    """Who took the play of ``version`` (None: the start)."""
    return run.holders[run.played[version - 2].seat] if version >= 2 else None


def files_of(message: Message) -> list[tuple[str, bytes]]:
    return [(a.filename, a.data) for a in message.attachments]


def dm_texts(table: Table, user: User) -> list[str]:
    """Every text the DMs to ``user`` showed, before each edit too (a question put in in place)."""
    messages = table.fake.dm_messages(user)
    shown = [(r.content, r.components) for m in messages for r in m.earlier]
    shown += [(m.content, m.components) for m in messages]
    return [t for text, rows in shown for t in texts_of_payload({"content": text, "components": rows})]


def texts_of(message: Message) -> list[str]:
    """A message's text and the words on its buttons and menus."""
    return texts_of_payload({"content": message.content, "components": message.components})


def texts_of_payload(data: Mapping[str, Any]) -> list[str]:
    """The text of a message as the bot sent it, and the words on its buttons and menus."""
    out = [str(data.get("content") or "")]
    for row in data.get("components") or []:
        for c in row.get("components", []):
            out += [c.get("label") or "", c.get("placeholder") or ""]
            out += [o["label"] for o in c.get("options", [])]
    return [t for t in out if t]


PING = re.compile(r"^🎯 <@(\d+)>, your turn as \*\*(.+?)\*\* in \*\*(.+?)\*\* · (.*)$")
FRAME_LINES = ("Your options are private: use the button, `/hand` or `/play`.",)


def check_public(
    run: Run, prior: int, version: int, messages: list[Message], logs: list[list[LogEntry]]
) -> bool:
    """The channel's part of one hand-off post: a ping per seat asked first, the public log since the
    last post, the public board when it changed (returns whether there was one), never a mention of
    the player who just acted. No action button is ever in the channel: the options go privately."""
    state = run.states[version]
    public = [m for m in messages if m.channel_id == run.place.id]
    assert public and all(m.author.bot for m in public)
    boards = [m for m in public if m.attachments]
    record = ["record.json"] if GAME.result(state) is not None else []  # seed and salt, at the end
    since = [e for v in versions_between(prior, version) for e in logs[v] if e["to"] is None]
    for board in boards:  # its log: the public lines since the last post
        picture = drawn("board", posted_view(GAME.view(state, None), since), "en")
        assert files_of(board)[0] == ("board.png", picture), version
        assert [name for name, _ in files_of(board)[1:]] == record
    assert len(boards) <= 1 and (boards or not record)
    ids = [i for m in public for i in button_ids(m)]
    assert not any(i.startswith(("mg:a:", "mg:s:")) for i in ids)
    if version == len(run.states) - 1:  # the latest post: the hand and catch-up buttons
        assert "mg:h:1" in ids or not GAME.to_act(state), (version, ids)
    else:
        assert ids == [], (version, ids)  # taken off by the next post: their clicks would be stale
    lines = "\n".join(m.content for m in public).splitlines()
    pings = [ping for line in lines if (ping := PING.match(line))]
    assert all(PING.match(line) for line in lines[: len(pings)]), (version, lines)  # the pings first
    news = [line for line in lines if not PING.match(line) and line not in FRAME_LINES]
    expected = [EN.entry(e) for v in versions_between(prior, version) for e in logs[v] if e["to"] is None]
    assert news[0] == f"📜 **{NAME}**" and news[1 : 1 + len(expected)] == expected, (version, lines)
    seating = ", ".join(f"{seat_name(s)}: <@{u.id}>" for s, u in run.holders.items())
    pinged = []
    for ping in pings:
        (seat,) = [s for s, u in run.holders.items() if u.id == int(ping[1])]
        pinged.append(seat)
        assert ping[2] == seat_name(seat) and ping[3] == NAME and ping[4] == EN(GAME.status(state))
    for line in news[1 + len(expected) :]:
        if line.startswith("🏁 "):
            result = GAME.result(state)
            assert result is not None
            assert line == f"🏁 **{NAME}** is over — {words.of('en').result(GAME.key, result)}"
        elif not (GAME.result(state) is not None and line.startswith("🔐 The dice: seed `")):
            assert line == seating, (version, line)
    assert sorted(pinged) == sorted(GAME.to_act(state)), (version, pinged)
    assert actor(run, version) not in public[0].mentions, "the player who just acted was pinged"
    sights = [sight(run.states[v], None) for v in versions_between(prior, version)]
    for message in public:
        for text in texts_of(message):
            assert leaks(text, sights) == [], (version, text)
    return bool(boards)


def delivered_at(run: Run, dm: Message, seat: str, posted: int) -> int:
    """The version a DM of the stretch from the post at ``posted`` was sent at: the post's, or, for a
    seat asked by DM alone later in the stretch (``asked_privately``), the version of its options."""
    delivered = dm.earlier[0] if dm.earlier else dm  # as sent, before the player's clicks
    offered = offered_in(delivered.components, seat)
    if offered is None or offered == posted:
        return posted
    assert offered > posted and asked_privately(GAME, run.states, offered, posted), (posted, seat, offered)
    return offered


def check_private(
    run: Run,
    prior: int,
    version: int,
    messages: list[Message],
    logs: list[list[LogEntry]],
    last_sent: dict[tuple[str, str], bytes],
) -> tuple[int, int]:
    """Each seat's DMs from the hand-off post of ``version`` (the one before at ``prior``) to the
    next post, in its reader's language; returns how many there were, and how many of them asked
    their seat privately.

    The DM that goes with the post holds the lines written for the seat by the others' plays since
    the last post, and goes only with such lines or a turn (none to the player who just acted: their
    panel showed it). A seat asked by DM alone later in the stretch (a forced step, or its turn going
    on after the other's answer: ``bot.service.news``) gets a DM then, which holds the public lines it
    missed as well, from the others' plays since it last played or was told. Its pictures are drawn
    from the seat's view (its sheets, its own board). A DM the player then used as their panel
    (edited in place) is read against what the seat saw from then on.
    """
    fake = run.table.fake
    sent = privately = 0
    places = {run.place.id} | {fake.dm_channel(u).id for u in run.holders.values()}
    assert {m.channel_id for m in messages} <= places, "a message outside the game's thread and DMs"
    for seat, user in run.holders.items():
        dms = [m for m in messages if m.channel_id == fake.dm_channel(user).id]
        at = [delivered_at(run, dm, seat, version) for dm in dms]
        assert at == sorted(at) and at.count(version) <= 1, (version, seat, at)
        if version not in at:  # the player who just acted read it all on their panel
            asked = seat in GAME.to_act(run.states[version])
            told = asked or bool(written_for(run, seat, prior, version, logs))
            assert user is actor(run, version) or not told, f"{seat} got no DM at version {version}"
        since = prior
        for dm, sent_at in zip(dms, at, strict=True):
            if sent_at > version:  # asked privately: since it last played or was told, in the stretch
                played = [v for v in versions_between(version, sent_at - 1) if run.played[v - 2].seat == seat]
                since = max([version, since, *played])
            check_dm(run, seat, dm, since, sent_at, logs, last_sent, privately=sent_at > version)
            since, sent, privately = sent_at, sent + 1, privately + (sent_at > version)
    return sent, privately


def written_for(
    run: Run, seat: str, since: int, version: int, logs: list[list[LogEntry]], *, news: bool = False
) -> list[LogEntry]:
    """The lines the others' plays after ``since`` up to ``version`` wrote for ``seat`` alone (and
    the public ones first, with ``news``)."""
    others = [v for v in versions_between(since, version) if v < 2 or run.played[v - 2].seat != seat]
    public = [e for v in others for e in logs[v] if e["to"] is None] if news else []
    return public + [e for v in others for e in logs[v] if e["to"] == seat]


def check_dm(
    run: Run,
    seat: str,
    dm: Message,
    since: int,
    version: int,
    logs: list[list[LogEntry]],
    last_sent: dict[tuple[str, str], bytes],
    *,
    privately: bool,
) -> None:
    """One DM to ``seat``, sent at ``version``: what the seat was written since ``since``, its
    prompt if it must act, its own pictures; ``privately``: asked without a post."""
    lang, state = run.langs[seat], run.states[version]
    tr, say = TR[lang], words.of(lang)
    view = GAME.view(state, seat)
    files = files_as_sent(dm)
    assert set(files) <= set(own_pictures(view, lang)), f"{seat}'s pictures at version {version}"
    if not dm.content.startswith("🔒"):  # the player's panel since
        later = [sight(s, seat) for s in run.states[version:]]
        for text in texts_of(dm):
            assert leaks(text, later) == [], (version, seat, text)
            assert lang == "en" or english_lines([text]) == [], (version, seat, text)
        last_sent |= {(seat, name): png for name, png in files}
        return
    mine = [tr.entry(e) for e in written_for(run, seat, since, version, logs, news=privately)]
    turn = seat in GAME.to_act(state)
    assert turn or not privately, (version, seat)
    prompt = GAME.prompt(state, seat)
    lines = dm.content.splitlines()
    head = say.say("bot-private-head", game=NAME_MSG, channel=f"<#{run.place.id}>", seat=GAME.seat_ref(seat))
    assert lines[0] == head, (lines[0], head)
    quoted = [line.removeprefix("> ") for line in lines[1:] if line.startswith("> ")]
    assert quoted == mine + (tr(prompt.text).splitlines() if turn else []), (version, seat, dm.content)
    whole = [say.say("bot-whole-choice")] if prompt.gather and prompt.gather.whole else []
    assert [line for line in lines[1:] if not line.startswith("> ")] == (
        [say.say("bot-your-turn"), *whole] if turn else []
    )
    if turn:
        check_options(dm, seat, version, prompt, tr)
    else:
        assert dm.components == []
    new = [(name, png) for name, png in files if last_sent.get((seat, name)) != png]
    assert turn or mine or new, f"{seat}: nothing new at version {version}"
    last_sent |= {(seat, name): png for name, png in files}
    for text in texts_of(dm):
        assert leaks(text, [sight(state, seat)]) == [], (version, seat, text)


def own_pictures(view: GustavView, lang: str) -> list[tuple[str, bytes]]:
    """The pictures a seat may be sent: its sheets and its own board, drawn from its view."""
    return [*stand_in_sheets(view, lang), ("my-board.png", stand_in_board(view, lang))]


def check_options(message: Message, seat: str, version: int, prompt: Prompt, tr: Translator) -> None:
    """The message's buttons (or menu) are exactly the legal actions, labelled in the reader's words;
    one decision of several parts (issue 21) is one menu of its parts above the buttons of the rest."""
    actions, gather, components = prompt.actions, prompt.gather, message.components
    if gather is not None and gather.whole:
        (row, *components) = components
        (menu,) = row["components"]
        assert menu["custom_id"] == f"mg:g:1:{version}:{seat}:{gather.finish[0].notation()}"
        assert menu["placeholder"] == limits.clip(tr(gather.finish[0].label), limits.SELECT_PLACEHOLDER)
        assert [(o["label"], o["value"]) for o in menu["options"]] == [
            (limits.clip(tr(p.label), limits.SELECT_LABEL), f"#{i}")
            for i, p in enumerate(gather.picks)
            if p.label
        ], (version, seat)
        actions = [a for a in actions if not gather.composes(a)]
    labels = [tr(a.label) if a.label is not None else a.notation() for a in actions]
    (row, *rows) = components
    if len(actions) <= MAX_BUTTONS:
        prefix = f"mg:a:1:{version}:{seat}:"
        every = prompt.actions  # a button's payload is its notation, or its index among all of them
        expected = [
            (limits.clip(label, limits.BUTTON_LABEL), prefix + action_payload(prefix, every, every.index(a)))
            for a, label in zip(actions, labels, strict=True)
        ]
        shown = [(c["label"], c["custom_id"]) for r in components for c in r["components"]]
        assert shown == expected, (version, seat)
    else:
        assert not rows
        (menu,) = row["components"]
        assert menu["custom_id"] == f"mg:s:1:{version}:{seat}"
        options = [(o["label"], o["value"]) for o in menu["options"]]
        assert options == [
            (limits.clip(label, limits.SELECT_LABEL), action_payload("", actions, i))
            for i, label in enumerate(labels)
        ], (version, seat)


def check_answers(run: Run) -> None:
    """Ephemeral answers and autocomplete choices: only what the asking seat was shown so far."""
    for played in run.played:
        seat, before = played.seat, played.version
        lang, tr = run.langs[seat], TR[run.langs[seat]]
        sights = [sight(run.states[v], seat) for v in range(1, before + 2)]
        legal = GAME.legal_actions(run.states[before], seat)
        labels = {(tr(a.label) if a.label else a.notation(), a.notation()) for a in legal}
        assert {(c["name"], versioned.split(c["value"])[0]) for c in played.choices} <= {
            (limits.clip(label, limits.SELECT_LABEL), value) for label, value in labels
        }
        for record in played.records:
            dm = run.table.fake.dm_channel(record.user).id
            assert (record.ephemeral or record.channel.id == dm) and record.user is run.holders[seat]
            answered = record.response.data if record.response is not None else {}
            for text in texts_of_payload(answered):  # the answer as it was given
                assert leaks(text, sights) == [], (played, text)
                assert lang == "en" or english_lines([text]) == [], (played, text)
            for message in record.messages:  # a panel may have been edited in place since
                assert message.ephemeral or message.channel_id == dm
                later = [sight(s, seat) for s in run.states[before:]] if message.edited_at else sights
                for text in texts_of(message):
                    assert leaks(text, later) == [], (played, text)
                    assert lang == "en" or english_lines([text]) == [], (played, text)
                if message.attachments and message.ephemeral:  # the hand button: the seat's own pictures
                    shown = {  # as first sent (a click on the panel later draws them again)
                        f
                        for v in range(1, before + 1)
                        for f in own_pictures(GAME.view(run.states[v], seat), lang)
                    }
                    assert set(files_as_sent(message)) <= shown, (played, message.content)
        warned = played.records[:1] if played.how == "stale" else []
        assert not any("⚠️" in text_of(r) for r in played.records if r not in warned)


def check_record(run: Run) -> dict[str, int]:
    """Everything above, over the whole game; returns some counts for the report."""
    logs = check_database(GAME, run.table, run.place, len(run.holders), run.played, run.states)
    before, posts = by_post(run.table, run.place, NAME)
    players = list({u.id: u for u in run.holders.values()}.values())
    edited = questions_announced(run.table.fake, run.place, players)  # each after its mention
    holders = {seat: user.id for seat, user in run.holders.items()}
    last = len(run.states) - 1
    told = posted_versions(
        run.table.db_path, holders, lambda v, p: asked_privately(GAME, run.states, v, p), range(2, last + 1)
    )
    assert len(logs) - 1 == len(run.states) - 1 and len(posts) == len(told), (len(posts), told)
    for message in before:  # the lobby and the "you are seated" notes
        assert leaks(message.content, [sight(run.states[1], None)]) == []
    for seat, user in run.holders.items():
        (seated,) = [m for m in before if m.channel_id == run.table.fake.dm_channel(user).id]
        assert seat_name(seat, run.langs[seat]) in seated.content
    dms, privately, boards, last_sent, prior = 0, 0, 0, dict[tuple[str, str], bytes](), 0
    for version, messages in zip(told, posts, strict=True):
        posted = check_public(run, prior, version, messages, logs)
        assert posted or version > 1, "no board when the game began"
        boards += posted
        sent, asked = check_private(run, prior, version, messages, logs, last_sent)
        dms, privately = dms + sent, privately + asked
        prior = version
    redrawn = sum(
        same_whatever_the_other_built(run.states[version], version)
        for version in range(1, len(run.states))
        if phase(run.states[version]) == "prepare"
    )
    assert redrawn, "no version while both prepare was checked against another army"
    check_answers(run)
    assert run.table.fake.violations == []
    hows = {how: sum(1 for p in run.played if p.how == how) for how in (*HOWS, "stale")}
    return {
        "versions": len(run.states) - 1,
        "posts": len(posts),
        "boards": boards,
        "dms": dms,
        "privately": privately,
        "edited": edited,
        "preparing": redrawn,
        **hows,
    }


async def check_after_the_end(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real pictures once the game is over, the status card, and each seat's log and hand."""
    table, thread, final = run.table, run.place, run.states[-1]
    assert table.bot is not None
    monkeypatch.setattr(table.bot.delivery, "_render_board", images.render_board)
    monkeypatch.setattr(table.bot.delivery, "_render_sheets", images.render_sheets)
    public = [sight(s, None) for s in run.states[1:]]
    imperial = run.holders["imperial"]
    board = await table.slash(imperial, "board", thread)
    (posted,) = [m for m in board.messages if m.attachments]
    assert files_of(posted) == [("board.png", images.render_board(GAME.view(final, None), "en"))]
    for seat, user in run.holders.items():
        lang = run.langs[seat]
        hand = await table.slash(user, "hand", thread, followups=1)
        (shown,) = [m for m in hand.followups if m.attachments]
        view = GAME.view(final, seat)
        sheets = images.render_sheets(view, lang)
        assert (
            set(sheets)
            <= set(files_of(shown))
            <= {*sheets, ("my-board.png", images.render_board(view, lang))}
        )
        mine = [sight(s, seat) for s in run.states[1:]]
        page = await table.slash(user, "log", thread, count=25)
        for text in (text_of(hand), text_of(page)):
            assert leaks(text, mine) == [] and (lang == "en" or english_lines([text]) == []), text
    status = await table.slash(imperial, "game status", thread)
    assert "finished" in text_of(status) and leaks(text_of(status), public) == []
    assert table.fake.violations == []


def ending(run: Run, reason: str) -> str:
    """The announcement of the result: it names the winner and says why."""
    result = GAME.result(run.states[-1])
    assert result is not None and result.reason == reason and not result.draw
    (winner,) = result.winners
    line = next(
        line for m in run.table.messages(run.place) for line in m.content.splitlines() if "🏁" in line
    )
    assert seat_name(winner) in line and EN(result.summary) in line, line
    return line


# --- the games --------------------------------------------------------------------------------------


def fix_seed(table: Table, monkeypatch: pytest.MonkeyPatch, seed: int) -> int:
    """The bot's next game gets this seed; its pictures are drawn by the stand-in until the end."""
    assert table.bot is not None
    monkeypatch.setattr(table.bot.service.tables, "_seed", lambda: seed)
    monkeypatch.setattr(table.bot.delivery, "_render_board", stand_in_board)
    monkeypatch.setattr(table.bot.delivery, "_render_sheets", stand_in_sheets)
    return seed


async def test_two_players_build_in_secret_and_play_nine_rounds(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    holders = {"imperial": table.alice, "swedish": table.bob}
    seed = fix_seed(table, monkeypatch, 42)  # nine rounds, won on points; a forced loss asked by DM
    thread = await open_game(table, holders)
    run = await play_to_the_end(table, thread, holders, {"imperial": "en", "swedish": "en"}, seed)
    counts = check_record(run)
    assert all(counts[how] for how in (*HOWS, "stale")), counts
    assert counts["edited"], counts  # questions put into a DM in place were read here too
    assert counts["privately"], counts  # and seats asked by DM alone, without a post
    assert run.states[-1].round == 9 and "wins on points" in ending(run, "points")
    log = "\n".join(m.content for m in run.table.messages(thread))
    assert "takes the field" in log and "deploys its" in log and "voltage" in log
    await check_after_the_end(run, monkeypatch)


async def test_a_japanese_member_reads_the_game_in_japanese_privately(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bob's Discord speaks Japanese: his DMs, buttons, menus, answers and pictures are in Japanese,
    while the channel (the server's language) and alice's DMs stay in English."""
    alice, bob = table.alice, table.bob
    bob.locale = "ja"
    holders = {"imperial": alice, "swedish": bob}
    seed = fix_seed(table, monkeypatch, 96)  # nine rounds, equal on points, won on morale
    thread = await open_game(table, holders)
    run = await play_to_the_end(table, thread, holders, {"imperial": "en", "swedish": "ja"}, seed)
    counts = check_record(run)
    assert counts["dms"] >= counts["posts"], counts  # a DM at each hand-off asks its seat (issue 21 §4)
    assert "points each, morale" in ending(run, "morale-tie")
    his, hers = dm_texts(table, bob), dm_texts(table, alice)
    posts = [t for m in table.messages(thread) for t in texts_of(m)]
    assert len(his) > 100 and english_lines(his) == []
    assert any("スウェーデン軍" in t for t in his) and any("あなたの手番です" in t for t in his)
    assert not any(JAPANESE.search(t) for t in hers + posts)
    await check_after_the_end(run, monkeypatch)


def test_the_leak_finder_finds_leaks() -> None:
    """The checks above would see a leak: the other army before the reveal, a card in the other
    hand or set aside; and they let through what a reader may know."""
    state, players = GAME.setup(5), Players(5)
    while phase(state) == "prepare" and state.prep["imperial"] != "ready":
        seat = "imperial" if "imperial" in GAME.to_act(state) else "swedish"
        GAME.apply(state, seat, players.choose(state, seat, GAME.prompt(state, seat)))
    army = ", ".join(EN.name(unit_ref(k)) for k in state.armies["imperial"])
    said = f"The Imperial army takes the field: {army}."
    assert leaks(said, [sight(state, "swedish")]) != [] and leaks(said, [sight(state, None)]) != []
    assert leaks(said, [sight(state, "imperial")]) == []
    assert leaks("The Imperials: 4 units", [sight(state, "swedish")]) != []
    assert leaks("The Imperial army is preparing.", [sight(state, "swedish")]) == []
    culled = EN.name(card_ref(state.culled["imperial"][0]))
    assert leaks(f"Set aside {culled}", [sight(state, "swedish")]) != []
    assert leaks(f"Set aside {culled}", [sight(state, "imperial")]) == []
    while phase(state) != "battle" or not state.hands["imperial"]:
        (seat, *_) = GAME.to_act(state)
        GAME.apply(state, seat, players.choose(state, seat, GAME.prompt(state, seat)))
    assert leaks(said, [sight(state, "swedish")]) == []  # revealed to all
    card = TR["ja"].name(card_ref(state.hands["imperial"][0]))
    assert leaks(f"皇帝軍の手札：{card}", [sight(state, "swedish")]) != []
    assert leaks(f"皇帝軍の手札：{card}", [sight(state, "imperial")]) == []
    assert leaks(f"皇帝軍の手札：{card}", [sight(state, None)]) != []
