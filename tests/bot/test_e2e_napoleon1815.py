"""Napoleon 1815 played to its end through Discord, every secret checked against the engine.

Three scripted players (France, Anglo-Dutch, Prussia) play a Grognard game, where blocks are hidden,
and two play a Conscript game with dice. They act as people do: the buttons the bot DMs them, `/play`
with a value from its autocomplete, `/play` alone (their options come privately, with buttons), and
the public "My hand & options" button. A seeded picker chooses among the legal actions, favouring
moves and attacks, so battles lay blocks face up and cards get played.

Afterwards the game is rebuilt from the bot's database (seed and action list) and every message the
fake Discord recorded is matched to the game version it was posted for: the fake keeps every message
in the order it was created, each announcement starts with its "📜" message in the game's thread,
and the bot announces one version at a time, public part first, then the DMs. For each version:

* the channel's board PNG is ``images.render_board(view(state, None))`` byte for byte, and its text
  is the public log lines of that version plus the ping (whose status is the engine's status line);
* each DM names its own seat only, holds that seat's private log lines and prompt (its buttons are
  exactly the legal actions), and its pictures are ``images.render_sheets(view(state, seat))`` byte
  for byte;
* no text names a card in another seat's hand, a block whose identity the reader's view does not
  show, or SP/fatigue of a block behind another player's screen, unless the reader's own view shows
  that very line. The channel is read as the public view; ephemeral answers as the seat's views so far.
"""

from __future__ import annotations

import json
import random
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import pytest

import images
from bot import versioned
from bot.chat import words
from bot.chat.delivery import told as posted_view
from engine import find_game
from engine.core import Action, Gather, LogEntry, entry_msg
from engine.napoleon1815 import refs
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.state import N1815State
from fakediscord import Channel, InteractionRecord, Message, User
from i18n import translator
from tests.bot.e2e import (
    Table,
    asked_privately,
    button_ids,
    by_post,
    check_database,
    files_as_sent,
    mentioned,
    offered_in,
    pinged,
    posted_versions,
    questions_announced,
    text_of,
)

GAME = find_game("napoleon1815")
SCENARIO = "ligny_quatre_bras"
NAME = "Napoleon 1815 #1"  # each test opens one game in a fresh database
MAX_ACTIONS = 400
EN = translator("en", strict=True)


def seat_name(seat: str) -> str:
    return EN.name(GAME.seat_ref(seat))


def entry_line(entry: LogEntry) -> str:
    return EN.entry(entry)


def label(action: Action) -> str:
    """An action's label as its button shows it (clipped to Discord's 80 characters)."""
    text = EN(action.label) if action.label is not None else action.notation()
    return text if len(text) <= 80 else text[:79] + "…"


# --- the scripted players' choices ----------------------------------------------------------------

WEIGHTS = {
    "attack": 50.0,
    "move": 8.0,
    "operate": 4.0,
    "play": 3.0,
    "add": 2.0,
    "card": 2.0,
    "rest": 2.0,
    "road": 1.0,
    "none": 1.0,
    "stop": 0.5,
    "pass": 0.4,
    "give": 0.2,
    "hold": 0.1,
    "drop": 0.05,
    "back": 0.02,
}


def choose(picker: random.Random, view: dict[str, Any], seat: str, actions: list[Action]) -> Action:
    """A legal action, favouring moves, attacks, roads into enemy areas and cards; rarely backing off."""
    french = seat == "france"
    enemies = {b["area"] for b in view["blocks"] if (b["army"] == "french") != french}

    def weight(action: Action) -> float:
        if action.verb == "road" and action.args and action.args[0] in enemies:
            return 20.0
        return WEIGHTS.get(action.verb, 1.0)

    return picker.choices(actions, [weight(a) for a in actions])[0]


# --- what a reader may know -----------------------------------------------------------------------

EVENT_NAMES = sorted({EN.name(refs.EVENT[c.event]) for c in cards.CARD.values()}, key=len, reverse=True)
CARD_MENTION = re.compile(rf"({'|'.join(map(re.escape, EVENT_NAMES))}) \((\d+)\)")
# Corps and commanders by name (scouts share their names across armies: the pictures cover them).
BLOCK_NAMES = {
    b.id: re.compile(rf"(?<![\w']){re.escape(EN.name(refs.BLOCK[b.id]))}(?!\w)")
    for b in oob.BLOCK.values()
    if b.kind in (oob.BlockKind.CORPS, oob.BlockKind.COMMANDER)
}
STRENGTH = re.compile(r"\b\d+ (?:infantry |cavalry )?SP\b|\b\d+ fatigue\b")


@dataclass(frozen=True)
class Sight:
    """What one reader (a seat, or None for the channel) is shown at one version."""

    ids: frozenset[str]  # blocks whose identity the view shows
    own: frozenset[str]  # blocks behind the reader's screen
    hand: frozenset[int]
    lines: frozenset[str]  # the log lines and status line the view shows

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def sight(state: N1815State, seat: str | None) -> Sight:
    view = GAME.view(state, seat)
    ids = {b["block"] for b in view["blocks"] if "block" in b}
    ids |= {e["block"] for e in view["eliminated"] if "block" in e}
    ids |= {b for r in view["reinforcements"] for b in r["blocks"]}
    own = {o["block"] for o in view.get("oob", [])} | set(view.get("off_map", []))
    lines = {entry_line(e) for e in view["log"]} | {EN(view["status"])}
    return Sight(frozenset(ids | own), frozenset(own), frozenset(view.get("hand", [])), frozenset(lines))


def hands(*states: N1815State) -> dict[str, set[int]]:
    out: dict[str, set[int]] = defaultdict(set)
    for state in states:
        for seat, held in state.hands.items():
            out[seat] |= set(held)
    return out


def leaks(text: str, reader: str | None, sights: list[Sight], held: dict[str, set[int]]) -> list[str]:
    """What ``text`` tells ``reader`` that none of the reader's ``sights`` shows."""
    found = []
    text = text.replace(EN(GAME.title), "")  # "Napoleon 1815 #1" names the game, not the block
    shown = "\n".join(s.text for s in sights)
    for mention in CARD_MENTION.finditer(text):
        number = int(mention[2])
        others = sorted(seat for seat, cards_ in held.items() if seat != reader and number in cards_)
        if others and not any(number in s.hand for s in sights) and mention[0] not in shown:
            found.append(f"card {mention[0]} from the hand of {others}")
    shown_bare = CARD_MENTION.sub("", shown)
    for raw in CARD_MENTION.sub("", text).splitlines():
        line = raw.removeprefix("> ")
        named = [b for b, pattern in BLOCK_NAMES.items() if pattern.search(line)]
        for block in named:
            if not any(block in s.ids for s in sights) and not BLOCK_NAMES[block].search(shown_bare):
                found.append(f"the identity of {block}: {line!r}")
        others = [b for b in named if not any(b in s.own for s in sights)]
        if STRENGTH.search(line) and others and not any(line in s.lines for s in sights):
            found.append(f"SP or fatigue of {others}: {line!r}")
    return found


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
    states: list[N1815State]  # states[v]: the state at version v (1: the set-up)
    played: list[Played]


async def open_game(table: Table, options: str, holders: dict[str, User]) -> Channel:
    """alice opens the game in a thread (France), the others join their seats, alice starts it."""
    alice = holders["france"]
    new = await table.slash(alice, "game new", game="napoleon1815", options=options, seat="france")
    assert NAME in text_of(new)
    (thread,) = [c for c in table.guild.channels if c.is_thread]
    for seat, user in holders.items():
        if seat != "france":
            choices = await table.fake.autocomplete(user, thread, "game join", focused="seat", seat="")
            assert seat in [c["value"] for c in choices]
            await table.slash(user, "game join", thread, seat=seat)
    start = await table.slash(alice, "game start", thread)
    assert "has started" in text_of(start)
    return thread


def action_id(message: Message, prefix: str, actions: list[Action], action: Action) -> str:
    """The custom_id (or menu value) for ``action`` among the components of ``message``."""
    for custom_id in button_ids(message):
        if custom_id.startswith(prefix):
            payload = custom_id.removeprefix(prefix)
            if payload == action.notation() or payload == f"#{actions.index(action)}":
                return custom_id
    raise AssertionError(f"no button for {action.notation()!r} in {button_ids(message)}")


def dm_prompt(table: Table, user: User, seat: str, version: int, panel: Message | None) -> Message | None:
    """The DM holding ``seat``'s options at ``version`` (buttons, or a menu when there are many), or
    else the private panel the player worked in last (an ephemeral reply that shows them now); None:
    neither (the seat is asked by the ping of a post)."""
    marks = (f"mg:a:1:{version}:{seat}:", f"mg:s:1:{version}:{seat}")

    def found() -> Message | None:
        return next(
            (
                m
                for m in reversed(table.fake.dm_messages(user))
                if any(i.startswith(marks) for i in button_ids(m))
            ),
            None,
        )

    message = found() or panel
    return message if message is not None and any(i.startswith(marks) for i in button_ids(message)) else None


def pinged_now(run: Run, user: User) -> bool:
    """The game's latest hand-off post pings ``user``."""
    posts = [m for m in run.table.messages(run.place) if m.content.startswith("🎯")]
    return bool(posts) and pinged(run.table, posts[-1]) is user


async def pick_in(
    table: Table,
    user: User,
    message: Message,
    prefix: str,
    actions: list[Action],
    action: Action,
    gather: Gather | None = None,
) -> InteractionRecord:
    """Click ``action``'s button on ``message``, or pick it from its menu (numbers come as one menu);
    one decision of several parts (issue 21) is picked in its gathering's menu, in one go."""
    ids = button_ids(message)
    if gather is not None and gather.composes(action):
        parts = gather.parts(action)
        menu = prefix.replace("mg:a:", "mg:g:") + gather.finish[0].notation()
        assert parts and menu in ids, (action.notation(), ids)
        record = await table.fake.select(user, message, menu, [f"#{i}" for i in parts])
        return await record.done()
    if any(i.startswith(prefix) and i.removeprefix(prefix) == action.notation() for i in ids):
        return await table.click(user, message, action_id(message, prefix, actions, action))
    (menu,) = [i for i in ids if i.startswith("mg:s:")]
    record = await table.fake.select(user, message, menu, [action.notation()])
    return await record.done()


async def act(run: Run, seat: str, version: int, actions: list[Action], action: Action, how: str) -> Played:
    """The seat's player takes ``action`` in the way ``how``; waits until the bot confirmed it."""
    table, user, thread = run.table, run.holders[seat], run.place
    prefix = f"mg:a:1:{version}:{seat}:"
    notation = action.notation()
    gather = GAME.prompt(run.states[version], seat).gather
    last = run.played[-1].records[-1].original if run.played else None
    prompt = dm_prompt(table, user, seat, version, last)
    if how == "dm" and prompt is None:  # asked by a post's ping: its button shows the options
        how = "hand"
    if how == "hand" and not pinged_now(run, user):  # asked privately: by DM or on the panel
        assert prompt is not None, (version, seat, "asked neither by a post nor privately")
        how = "dm"
    played = Played(version, seat, action, how, [])
    if how == "dm":
        assert prompt is not None
        played.records.append(
            await pick_in(table, user, prompt, prefix, actions, action, gather)
        )  # edited in place
    elif how == "autocomplete":
        typed = str(action.args[0]) if action.args else action.verb
        played.choices = await table.fake.autocomplete(user, thread, "play", focused="action", action=typed)
        assert notation in [versioned.split(c["value"])[0] for c in played.choices], (typed, played.choices)
        played.records.append(await table.slash(user, "play", thread, action=notation))
    elif how == "turn":  # /play alone: the options come privately, with buttons
        shown = await table.slash(user, "play", thread)
        assert shown.ephemeral and shown.original is not None
        played.records.append(shown)
        played.records.append(await pick_in(table, user, shown.original, prefix, actions, action, gather))
    else:  # the public ping's button: the private view and the options, ephemeral
        ping = table.last(r"your turn as", thread)
        assert pinged(table, ping) is user and button_ids(ping) == ["mg:h:1", "mg:c:1"]
        shown = await table.click(user, ping, "mg:h:1", followups=1)
        played.records.append(shown)
        (options,) = [m for m in shown.followups if any(i.startswith(prefix) for i in button_ids(m))]
        played.records.append(await pick_in(table, user, options, prefix, actions, action, gather))
    answer = text_of(played.records[-1])
    final = played.records[-1]
    assert (final.ephemeral or final.channel.recipient is not None) and answer.startswith("✅"), answer
    return played


HOWS = ("dm", "dm", "autocomplete", "dm", "turn", "dm", "dm", "autocomplete", "dm", "hand")


async def play_to_the_end(table: Table, thread: Channel, holders: dict[str, User], seed: int) -> Run:
    """The seated players answer every prompt until the engine says the game is over."""
    assert table.bot is not None
    row = await table.bot.storage.get_game(1)
    assert row is not None and row.seed == seed and row.scenario == SCENARIO  # the default scenario
    state = GAME.setup(seed, row.scenario, row.options)
    run = Run(table, thread, holders, [GAME.clone(state), GAME.clone(state)], [])
    picker = random.Random(seed)
    for step in range(MAX_ACTIONS):
        if GAME.result(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        actions = GAME.legal_actions(state, seat)
        action = choose(picker, GAME.view(state, seat), seat, actions)
        version = len(run.states) - 1
        run.played.append(await act(run, seat, version, actions, action, HOWS[step % len(HOWS)]))
        GAME.apply(state, seat, action)
        run.states.append(GAME.clone(state))
    else:
        raise AssertionError(f"the game did not end in {MAX_ACTIONS} actions")
    ending = await table.wait_message(r"is over", thread)
    last = run.holders[run.played[-1].seat]  # never the player who just acted
    assert mentioned(ending) == {u.name for u in holders.values()} - {last.name}
    return run


# --- checking the record ----------------------------------------------------------------------------


class Pictures:
    """Renders for the comparisons, once per distinct view."""

    def __init__(self) -> None:
        self._done: dict[str, Any] = {}

    def _render(self, kind: str, view: dict[str, Any]) -> Any:
        key = kind + json.dumps(view, sort_keys=True)
        if key not in self._done:
            self._done[key] = images.render_board(view) if kind == "board" else images.render_sheets(view)
        return self._done[key]

    def board(self, state: N1815State, since: list[LogEntry]) -> bytes:
        png: bytes = self._render("board", dict(posted_view(GAME.view(state, None), since)))
        return png

    def sheets(self, state: N1815State, seat: str) -> list[tuple[str, bytes]]:
        """A seat's whole private picture: its own board, then its sheets."""
        own: bytes = self._render("board", GAME.view(state, seat))
        files: list[tuple[str, bytes]] = self._render("sheets", GAME.view(state, seat))
        return [("my-board.png", own), *files]


def files_of(message: Message) -> list[tuple[str, bytes]]:
    return [(a.filename, a.data) for a in message.attachments]


PING = re.compile(r"^🎯 <@(\d+)>, your turn as \*\*(.+?)\*\* in \*\*(.+?)\*\* · (.*)$")
FRAME_LINES = ("Your options are private: use the button, `/hand` or `/play`.",)


def versions_between(prior: int, version: int) -> range:
    return range(prior + 1, version + 1)


def actor(run: Run, version: int) -> User | None:
    """Who took the play of ``version`` (None: the start)."""
    return run.holders[run.played[version - 2].seat] if version >= 2 else None


def check_public(
    run: Run,
    prior: int,
    version: int,
    messages: list[Message],
    logs: list[list[LogEntry]],
    pictures: Pictures,
) -> None:
    """The channel's part of one hand-off post: the ping first, the public log since the last post,
    the public board when it changed, never a mention of the player who just acted."""
    state = run.states[version]
    public = [m for m in messages if m.channel_id == run.place.id]
    assert public and all(m.author.bot for m in public)
    boards = [m for m in public if m.attachments]
    assert len(boards) <= 1
    for board in boards:
        record = ["record.json"] if GAME.result(state) is not None else []  # seed and salt, at the end
        since = [e for v in versions_between(prior, version) for e in logs[v] if e["to"] is None]
        picture = pictures.board(state, since)  # its log: the public lines since the last post
        assert files_of(board)[0] == ("board.png", picture), f"board of version {version}"
        assert [name for name, _ in files_of(board)[1:]] == record
    assert all(i in ("mg:h:1", "mg:c:1") for m in public for i in button_ids(m))
    lines = "\n".join(m.content for m in public).splitlines()
    acting = GAME.to_act(state)
    if acting:
        ping = PING.match(lines[0])
        assert ping is not None, (version, lines[0])
        (seat,) = acting
        assert int(ping[1]) == run.holders[seat].id and ping[2] == seat_name(seat)
        assert ping[3] == NAME and ping[4] == EN(GAME.status(state))
        lines = lines[1:]
    expected = [entry_line(e) for v in versions_between(prior, version) for e in logs[v] if e["to"] is None]
    assert lines[0] == f"📜 **{NAME}**" and lines[1 : 1 + len(expected)] == expected, (version, lines)
    seating = ", ".join(f"{seat_name(s)}: <@{u.id}>" for s, u in run.holders.items())
    for line in lines[1 + len(expected) :]:
        if line.startswith("🏁 "):
            result = GAME.result(state)
            said = [entry_msg(e) for v in versions_between(prior, version) for e in logs[v]]
            told = result is not None and result.summary in said  # the log's own last words
            ended = words.of("en").result(GAME.key, result, told) if result is not None else None
            assert line == f"🏁 **{NAME}** is over — {ended}"
        elif not (GAME.result(state) is not None and line.startswith("🔐 The dice: seed `")):
            assert line in (*FRAME_LINES, seating), (version, line)
    assert actor(run, version) not in public[0].mentions, "the player who just acted was pinged"
    held = hands(*run.states[prior : version + 1])
    seen = [sight(run.states[v], None) for v in versions_between(prior, version)]
    for message in public:
        assert leaks(message.content, None, seen, held) == [], (version, message.content)


def dm_version(dm: Message, seat: str) -> int | None:
    """The version a DM's options were offered at (None: it offers none)."""
    return offered_in(dm.components, seat)


def check_private(
    run: Run,
    prior: int,
    version: int,
    after: int,
    messages: list[Message],
    logs: list[list[LogEntry]],
    pictures: Pictures,
) -> int:
    """Each seat's DMs from the post of ``version`` (the one before at ``prior``) to the next post
    (at ``after``); returns how many there were. Each says something: the lines written for the
    seat alone or, asked privately, the public lines it missed with its options at the version they
    were offered at, and its pictures are the seat's own at a version of the stretch. A DM the player
    then used as their panel (edited in place) is read against what the seat saw from then on, and
    every text it showed before is checked for leaks. A question the bot put into an earlier DM in
    place is read as a DM of its own, under the post it followed (``by_post``)."""
    fake = run.table.fake
    sent = 0
    places = {run.place.id} | {fake.dm_channel(u).id for u in run.holders.values()}
    assert {m.channel_id for m in messages} <= places, "a message outside the game's thread and DMs"
    stretch = range(version, after)
    for seat, user in run.holders.items():
        seen = {
            entry_line(e)
            for v in versions_between(prior, after - 1)
            if v < 2 or run.played[v - 2].seat != seat
            for e in logs[v]
            if e["to"] in (None, seat)
        }
        for dm in [m for m in messages if m.channel_id == fake.dm_channel(user).id]:
            sent += 1
            panel = dm.content.startswith("✅")  # a DM the player then used as their panel, edited since
            offered = dm_version(dm, seat)
            assert panel or offered is None or offered in stretch, (version, seat, offered)
            since = version  # the public lines it missed were written from the post on
            later = [sight(s, seat) for s in run.states[since:]]
            texts = [dm.content, *(c.get("label", "") for row in dm.components for c in row["components"])]
            texts += [r.content for r in dm.earlier]  # what it showed before each edit
            for text in texts:
                assert leaks(text, seat, later, hands(*run.states[since:])) == [], (seat, text)
            if dm.attachments:
                sent_at = [offered] if offered and not panel else stretch
                whole = [pictures.sheets(run.states[u], seat) for u in sent_at]
                assert any(all(f in w for f in files_as_sent(dm)) for w in whole), (
                    f"{seat}'s pictures at {version}"
                )
            if panel:
                continue
            lines = dm.content.splitlines()
            assert lines[0] == f"🔒 **{NAME}** (<#{run.place.id}>) — private to **{seat_name(seat)}**"
            quoted = [line.removeprefix("> ") for line in lines[1:] if line.startswith("> ")]
            asked = "**Your turn.**" in lines
            assert asked == (offered is not None), (version, seat, dm.content)
            if offered is not None:
                state = run.states[offered]
                assert seat in GAME.to_act(state) and (
                    offered == version or asked_privately(GAME, run.states, offered, version)
                ), (
                    offered,
                    seat,
                )
                prompt_lines = EN(GAME.prompt(state, seat).text).splitlines()
                told, quoted = (
                    quoted[: len(quoted) - len(prompt_lines)],
                    quoted[len(quoted) - len(prompt_lines) :],
                )
                assert quoted == prompt_lines, (offered, seat, dm.content)
            else:
                told = quoted
            assert told or asked, f"an empty DM to {seat} after version {version}"
            assert set(told) <= seen, (version, seat, set(told) - seen)
    return sent


def check_answers(run: Run, pictures: Pictures) -> None:
    """Ephemeral answers and autocomplete choices: only what the asking seat was shown so far."""
    for played in run.played:
        seat, before = played.seat, played.version
        sights = [sight(run.states[v], seat) for v in range(1, len(run.states))]
        held = hands(*run.states)
        legal = GAME.legal_actions(run.states[before], seat)
        offered = {(c["name"], re.sub(r" @\d+$", "", c["value"])) for c in played.choices}
        assert offered <= {(label(a), a.notation()) for a in legal}
        for record in played.records:
            assert record.ephemeral or record.channel.recipient is not None
            assert record.user is run.holders[seat]
            for message in record.messages:
                assert message.ephemeral or message.channel_id == run.table.fake.dm_channel(record.user).id
                labels = [c.get("label", "") for row in message.components for c in row["components"]]
                for text in [message.content, *labels]:
                    assert leaks(text, seat, sights, held) == [], (played, text)
        assert not any("⚠️" in text_of(r) for r in played.records)


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
    pictures = Pictures()
    assert len(posts) == len(told), (len(posts), told)
    for message in before:
        assert leaks(message.content, None, [], {}) == []
    for seat, user in run.holders.items():
        (seated,) = [m for m in before if m.channel_id == run.table.fake.dm_channel(user).id]
        assert f"seated as **{seat_name(seat)}**" in seated.content
    dms, prior = 0, 0
    for version, after, messages in zip(told, [*told[1:], last + 1], posts, strict=True):
        check_public(run, prior, version, messages, logs, pictures)
        dms += check_private(run, prior, version, after, messages, logs, pictures)
        prior = version
    check_answers(run, pictures)
    assert run.table.fake.violations == []
    hows = {how: sum(1 for p in run.played if p.how == how) for how in HOWS}
    return {"versions": len(run.states) - 1, "posts": len(posts), "dms": dms, "edited": edited, **hows}


def public_log(run: Run) -> str:
    return "\n".join(m.content for m in run.table.messages(run.place))


# --- the games --------------------------------------------------------------------------------------


def fix_seed(table: Table, monkeypatch: pytest.MonkeyPatch, seed: int) -> int:
    """The bot's next game gets this seed (the scripted players' picker uses it too)."""
    assert table.bot is not None
    monkeypatch.setattr(table.bot.service.tables, "_seed", lambda: seed)
    return seed


async def test_three_players_grognard_each_dm_holds_only_its_own_secrets(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob, carol = table.players[:3]
    holders = {"france": alice, "anglo_dutch": bob, "prussia": carol}
    seed = fix_seed(table, monkeypatch, 8)
    thread = await open_game(table, "players=3 rules=grognard", holders)
    run = await play_to_the_end(table, thread, holders, seed)
    counts = check_record(run)
    assert set(counts) >= set(HOWS) and all(counts[how] for how in HOWS), counts
    # the game was played for real: battles laid hidden blocks face up, cards were played, blocks moved
    assert any(s.face_up for s in run.states), "no battle revealed a block"
    assert any(p.action.verb == "play" for p in run.played), "no card was played"
    log = public_log(run)
    assert "Battle at" in log and "March to" in log
    await check_after_the_end(run)


async def check_after_the_end(run: Run) -> None:
    """/log, /board and /hand once the game is over: still the public view, and each seat's own."""
    table, thread, final = run.table, run.place, run.states[-1]
    public = [sight(s, None) for s in run.states[1:]]
    everyone = hands(*run.states)
    for user in run.holders.values():
        page = await table.slash(user, "log", thread, count=25)
        assert page.ephemeral and "log entries" in text_of(page)
        assert leaks(text_of(page), None, public, everyone) == [], text_of(page)
    seat, user = next(iter(run.holders.items()))
    board = await table.slash(user, "board", thread)
    (posted,) = [m for m in board.messages if m.attachments]
    assert files_of(posted) == [("board.png", images.render_board(GAME.view(final, None)))]
    hand = await table.slash(user, "hand", thread, followups=1)
    assert hand.ephemeral and f"your view as **{seat_name(seat)}**" in text_of(hand)
    (shown,) = [m for m in hand.followups if m.attachments]
    own = ("my-board.png", images.render_board(GAME.view(final, seat)))  # the fog applied
    assert files_of(shown) == [own, *images.render_sheets(GAME.view(final, seat))]
    mine = [sight(s, seat) for s in run.states[1:]]
    assert leaks(text_of(hand), seat, mine, everyone) == []
    status = await table.slash(user, "game status", thread)
    assert "finished" in text_of(status) and leaks(text_of(status), None, public, everyone) == []
    assert table.fake.violations == []


async def test_two_players_conscript_with_dice(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    alice, bob = table.players[:2]
    holders = {"france": alice, "allies": bob}
    seed = fix_seed(table, monkeypatch, 3)
    thread = await open_game(table, "players=2 rules=conscript combat=dice", holders)
    run = await play_to_the_end(table, thread, holders, seed)
    counts = check_record(run)
    assert counts["versions"] > 10
    log = public_log(run)
    assert "Battle at" in log and "[" in log  # dice are shown with the log lines
    await check_after_the_end(run)


def test_the_leak_finder_finds_leaks() -> None:
    """The checks above would see a leak: another seat's card, a hidden block, SP behind a screen."""
    state = GAME.setup(8, SCENARIO, {"players": "3", "rules": "grognard"})
    while not all(state.hands.get(s) for s in ("france", "anglo_dutch", "prussia")):
        (seat,) = GAME.to_act(state)
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
    held = hands(state)
    card = cards.CARD[sorted(state.hands["france"])[0]]
    mention = EN.name(refs.CARD[card.number])
    readers: list[str | None] = ["france", "anglo_dutch", "prussia", None]
    for reader in readers:
        found = leaks(f"France holds {mention}", reader, [sight(state, reader)], held)
        assert bool(found) == (reader != "france"), (reader, found)
    for reader in readers:
        found = leaks("> Wellington now has 1 fatigue", reader, [sight(state, reader)], held)
        assert bool(found) == (reader != "anglo_dutch"), (reader, found)
    assert leaks("Blücher", "prussia", [sight(state, "prussia")], held) == []
    conscript = GAME.setup(8, SCENARIO, {"players": "3", "rules": "conscript"})
    assert leaks("Thielmann now has 8 SP", "france", [sight(conscript, "france")], {}) != []
    assert leaks("Thielmann is at Sombreffe", "france", [sight(conscript, "france")], {}) == []
    assert leaks(f"📜 **{NAME}**", None, [sight(conscript, None)], {}) == []
