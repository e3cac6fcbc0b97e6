"""Looking back through the offline Discord: ``/board turn:N`` and ``/log`` by public form.

The players' decisions are made through the service (``service.play.act``, as ``/play`` does) to
keep the games quick; what is looked at, ``/board turn:N`` and ``/log``, goes through Discord.
Every picture is compared byte for byte with ``images.render_board`` of the view the reader may
see at the first state of that turn, replayed here from the same seed and actions; every ``/log``
line is matched with the decision's public form, the player who made it and the lines its play
wrote, and read with the leak finders of the Napoleon 1815 and Gustav end-to-end tests.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

import images
from bot.chat import history_words, words
from bot.rows import ORDERS
from bot.text import chunks
from engine import AnyGame, find_game
from engine.core import Action, GameState, LogEntry, StandingOrders, is_visible
from engine.examples.duel import Duel
from engine.napoleon1815.state import N1815State
from fakediscord import Channel, Message, User
from i18n import Translator, translator
from images import boardtext
from tests.bot.e2e import Table, button_ids, text_of
from tests.bot.test_e2e_gustav import Players
from tests.bot.test_e2e_gustav import leaks as gustav_leaks
from tests.bot.test_e2e_gustav import sight as gustav_sight
from tests.bot.test_e2e_languages import english_lines
from tests.bot.test_e2e_napoleon1815 import choose as choose_1815
from tests.bot.test_e2e_napoleon1815 import hands, leaks, sight

EN = translator("en", strict=True)
JA = translator("ja", strict=True)
N21, N1815, GUSTAV = find_game("napoleon21"), find_game("napoleon1815"), find_game("gustav")
GAME_ID = 1  # one game per fresh database
MAX_ACTIONS = 900
Choose = Callable[[GameState, str, list[Action]], Action]


@dataclass(frozen=True)
class Played:
    """One play as the bot stored it: its seat, its action as offered (with its public form), the
    log it wrote, and whether the bot gave it by its player's standing orders."""

    seat: str
    action: Action
    log: list[LogEntry]
    by_orders: bool


@dataclass
class Run:
    """A game played through the service: its states by version (1: the set-up), and its plays."""

    game: AnyGame
    table: Table
    holders: dict[str, User]
    states: list[GameState] = field(default_factory=list)
    plays: list[Played] = field(default_factory=list)

    def first_of_turn(self, turn: int) -> GameState:
        return next(s for s in self.states[1:] if self.game.turn(s) == turn)

    def play_of(self, version: int) -> Played:
        return self.plays[version - 2]


async def open_game(table: Table, key: str, holders: dict[str, User], options: str = "") -> Channel:
    """The first holder opens the game in the channel, the others join, it starts."""
    seats = list(holders)
    owner = holders[seats[0]]
    extra: dict[str, Any] = {"options": options} if options else {}
    await table.slash(owner, "game new", game=key, seat=seats[0], where="channel", **extra)
    for seat in seats[1:]:
        await table.slash(holders[seat], "game join", seat=seat)
    assert "has started" in text_of(await table.slash(owner, "game start"))
    return table.chan


async def begin(table: Table, game: AnyGame, holders: dict[str, User], seed: int, options: str = "") -> Run:
    """The game opened with this seed (the same every run), and its set-up replayed here."""
    assert table.bot is not None
    table.bot.service.tables._seed = lambda: seed
    await open_game(table, game.key, holders, options)
    row = await table.bot.storage.get_game(GAME_ID)
    assert row is not None
    state = game.setup(row.seed, row.scenario, row.options)
    return Run(game, table, holders, [game.clone(state), game.clone(state)])


async def play_on(run: Run, choose: Choose, stop: Callable[[GameState], bool]) -> None:
    """The seated players decide, through the service, until ``stop`` or the end of the game; the
    stored plays (with any the bot then gave by standing orders) are replayed here as they come."""
    assert run.table.bot is not None
    service, game, state = run.table.bot.service, run.game, run.game.clone(run.states[-1])
    for _ in range(MAX_ACTIONS):
        for entry in await service.storage.entries(GAME_ID, after_seq=len(run.states) - 1):
            assert entry.kind == "play" and entry.seat is not None and entry.action is not None
            offered = next(a for a in game.legal_actions(state, entry.seat) if a == entry.action)
            written = game.apply(state, entry.seat, offered).entries
            assert written == entry.log
            run.plays.append(Played(entry.seat, offered, written, entry.auto == ORDERS))
            run.states.append(game.clone(state))
        if stop(state) or game.result(state) is not None:
            return
        seat = game.to_act(state)[0]
        action = choose(state, seat, game.legal_actions(state, seat))
        await service.play.act(GAME_ID, run.holders[seat].id, action.notation(), EN, seat=seat)
    raise AssertionError(f"the game did not end in {MAX_ACTIONS} actions")


def by_random(seed: int) -> Choose:
    picker = random.Random(seed)
    return lambda state, seat, actions: picker.choice(actions)


def states_1815(run: Run) -> list[N1815State]:
    return cast(list[N1815State], run.states[1:])


def files_of(message: Message) -> list[tuple[str, bytes]]:
    return [(a.filename, a.data) for a in message.attachments]


async def past_board(
    table: Table, user: User, turn: int, lines: list[str] | None = None, **options: Any
) -> tuple[str, list[Message]]:
    """``/board turn:N`` as ``user`` (with ``text``: these ``lines`` under the head, in as many
    messages as they take): its text, and the messages that carry pictures."""
    record = await table.slash(user, "board", turn=turn, **options)
    if lines is not None and record.original is not None:
        head = record.original.content.splitlines()[0]
        await record.done(followups=len(chunks([head, *lines])))  # the first fills the reply
    assert record.ephemeral and all(m.ephemeral for m in record.followups)
    return text_of(record), [m for m in record.messages if m.attachments]


# --- /board turn:N ----------------------------------------------------------------------------------


async def test_napoleon21_board_of_a_past_turn_for_an_onlooker_and_a_player(table: Table) -> None:
    alice, bob, carol = table.players[:3]
    run = await begin(table, N21, {"france": alice, "allies": bob}, 5)
    await play_on(run, by_random(5), lambda s: N21.turn(s) >= 3)
    first = run.first_of_turn(2)
    said, (posted,) = await past_board(table, carol, 2)  # carol holds no seat: the public board
    assert "the board at the start of turn 2, as the table saw it" in said
    assert files_of(posted) == [("board.png", images.render_board(N21.view(first, None), "en"))]
    said, (posted,) = await past_board(table, alice, 1)
    assert "as **France** saw it" in said
    own = images.render_board(N21.view(run.first_of_turn(1), "france"), "en")
    assert files_of(posted) == [("board.png", own)]
    await table.slash(alice, "layout", layout="phone")  # alice reads on a phone: map and panel apart
    _, (posted,) = await past_board(table, alice, 1)
    assert files_of(posted) == images.render_phone(N21.view(run.first_of_turn(1), "france"), "en")
    assert len(posted.attachments) > 1
    said, pictures = await past_board(table, carol, 2, text=True)
    assert pictures == [] and all(line in said for line in boardtext.board_text(N21.view(first, None), "en"))
    choices = await table.fake.autocomplete(carol, table.chan, "board", focused="turn", turn="")
    assert [c["value"] for c in choices] == [3, 2, 1] and choices[-1]["name"] == "Turn 1"
    said, pictures = await past_board(table, bob, 7)
    assert pictures == [] and "has not reached turn 7 yet: it is at turn 3" in said
    assert table.fake.violations == []


async def test_boards_of_past_turns_are_refused_where_there_are_none(table: Table, duel: Duel) -> None:
    alice, bob = table.alice, table.bob
    await table.slash(alice, "game new", game="napoleon21", seat="france", where="channel")
    early, _ = await past_board(table, bob, 1)
    assert "has not started yet" in early or "not started" in early, early
    await table.slash(alice, "game abandon")
    await table.slash(alice, "game new", game="duel", seat="red", where="channel")
    await table.slash(bob, "game join")
    await table.slash(alice, "game start")
    said, pictures = await past_board(table, bob, 1)
    assert pictures == [] and "does not number its turns" in said
    bob.locale = "ja"
    said, _ = await past_board(table, bob, 1)
    assert "ターンに番号を付けないゲーム" in said and english_lines([said]) == []
    assert table.fake.violations == []


async def test_napoleon1815_board_of_a_past_turn_is_the_readers_own_view(table: Table) -> None:
    """Grognard (blocks hidden): each player sees their own fogged board of that turn, an onlooker
    the public one; the text names no block the reader could not see. The same after the end."""
    alice, bob, carol, dave = table.players
    holders = {"france": alice, "anglo_dutch": bob, "prussia": carol}
    run = await begin(table, N1815, holders, 8, "players=3 rules=grognard")
    picker = random.Random(8)

    def pick(state: GameState, seat: str, actions: list[Action]) -> Action:
        return choose_1815(picker, dict(N1815.view(state, seat)), seat, actions)

    await play_on(run, pick, lambda s: N1815.turn(s) >= 2 and N1815.turn(run.states[-4]) >= 2)
    await check_past_boards(run, dave)
    later, _ = await past_board(table, dave, 9)
    assert "has not reached turn 9 yet: it is at turn 2" in later
    await play_on(run, pick, lambda s: False)
    await check_past_boards(run, dave)  # over: still each reader's own view
    assert table.fake.violations == []


async def check_past_boards(run: Run, onlooker: User) -> None:
    held = hands(*states_1815(run))
    for turn in (1, 2):
        first = cast(N1815State, run.first_of_turn(turn))
        for seat, user in run.holders.items():
            said, (posted,) = await past_board(run.table, user, turn)
            assert f"as **{EN.name(N1815.seat_ref(seat))}** saw it" in said
            fogged = images.render_board(N1815.view(first, seat), "en")
            assert files_of(posted) == [("board.png", fogged)], (turn, seat)
            lines = boardtext.board_text(N1815.view(first, seat), "en")
            said, _ = await past_board(run.table, user, turn, lines, text=True)
            assert all(line in said for line in lines), (turn, seat)
            assert leaks(said, seat, [sight(first, seat)], held) == [], (turn, seat, said)
        said, (posted,) = await past_board(run.table, onlooker, turn)
        assert files_of(posted) == [("board.png", images.render_board(N1815.view(first, None), "en"))]
        lines = boardtext.board_text(N1815.view(first, None), "en")
        said, _ = await past_board(run.table, onlooker, turn, lines, text=True)
        assert all(line in said for line in lines), turn
        assert leaks(said, None, [sight(first, None)], held) == [], (turn, said)


# --- /log ---------------------------------------------------------------------------------------------

HEAD = {  # a decision; the player's own, or given by their standing orders
    "en": re.compile(r"^`#(\d+)` \*\*(.+?)\*\* \((<@\d+>)(, by standing order)?\): “(.*)”$"),
    "ja": re.compile(r"^`#(\d+)` \*\*(.+?)\*\*（(<@\d+>)(、自動応答による)?）：「(.*)」$"),
}


def seats_named(game: AnyGame, value: object) -> tuple[set[str], bool]:
    """The seats a log line's message names, and whether it names a side."""
    seats: set[str] = set()
    side = False
    if isinstance(value, dict):
        if value.get("ref") == f"{game.key}-seat":
            seats.add(str(value.get("id")))
        side = value.get("ref") == f"{game.key}-side"
        for inner in value.values():
            more, more_side = seats_named(game, inner)
            seats |= more
            side |= more_side
    elif isinstance(value, list):
        for inner in value:
            more, more_side = seats_named(game, inner)
            seats |= more
            side |= more_side
    return seats, side


def check_log(run: Run, text: str, tr: Translator) -> set[int]:
    """Each decision on a page: its seat, the player who made it and its public form; under it, quoted,
    only lines of its own play naming no other seat nor a side; then its play's other lines apart, as
    the rules'. Returns the versions of the decisions shown."""
    game, lines, seen = run.game, text.splitlines(), set()
    for i, line in enumerate(lines):
        head = HEAD[tr.lang].match(line)
        if head is None:
            continue
        version = int(head[1])
        play = run.play_of(version)
        seat, public_form = play.seat, play.action.public_form
        assert head[2] == tr.name(game.seat_ref(seat)) and head[3] == f"<@{run.holders[seat].id}>", line
        assert public_form is not None and head[5] == tr(public_form) and bool(head[4]) == play.by_orders, (
            line
        )
        public = [e for e in play.log if is_visible(e, None)]
        body = []
        for under in lines[i + 1 :]:
            if not under.startswith(("> ", "⚙️ ")):
                break
            body.append(under)
        quoted = [b for b in body if b.startswith("> ")]
        assert body == quoted + [b for b in body if b.startswith("⚙️ ")], body  # its own lines first
        assert [b.split(" ", 1)[1] for b in body] == [tr.entry(e) for e in public][: len(body)], body
        for shown, entry in zip(quoted, public, strict=False):
            named, side = seats_named(game, entry["msg"])
            assert named <= {seat} and not side, (seat, shown)
        seen.add(version)
    assert "’s action" not in text and "の行動" not in text
    return seen


async def whole_log(run: Run, tr: Translator) -> str:
    """Every page of the log as the words of ``/log`` put it (pages of a few entries, not clipped)."""
    assert run.table.bot is not None
    service = run.table.bot.service
    info = await service.tables.info(GAME_ID)
    say = words.Words(tr)
    lines: list[str] = []
    for end in range(info.version, 0, -5):
        page = await service.news.log_page(GAME_ID, end, min(5, end))
        lines = history_words.log_page(say, info, page)[1:] + lines
    return "\n".join(lines)


async def discord_pages(table: Table, user: User, count: int, pages: int) -> list[str]:
    """``/log`` as ``user``, then the older pages through its button."""
    record = await table.slash(user, "log", count=count)
    assert record.ephemeral and record.original is not None
    message, texts = record.original, [record.original.content]
    for _ in range(pages - 1):
        older = [i for i in button_ids(message) if i.endswith(":o")]
        if not older:
            break
        await table.click(user, message, older[0])
        texts.append(message.content)
    return texts


async def test_napoleon1815_log_shows_each_decision_under_its_seat(table: Table) -> None:
    """A card flipped for the other side's move, and the next turn opened after a hand-off, are the
    rules' lines, never quoted under the player who just decided; no page tells a hidden fact."""
    alice, bob, carol = table.players[:3]
    carol.locale = "ja"
    holders = {"france": alice, "anglo_dutch": bob, "prussia": carol}
    run = await begin(table, N1815, holders, 8, "players=3 rules=grognard")
    assert table.bot is not None
    passes = StandingOrders(frozenset(N1815.window_kinds), forced=True)
    await table.bot.service.orders.set(GAME_ID, carol.id, passes)  # Prussia always passes
    picker = random.Random(8)

    def pick(state: GameState, seat: str, actions: list[Action]) -> Action:
        return choose_1815(picker, dict(N1815.view(state, seat)), seat, actions)

    await play_on(run, pick, lambda s: False)
    whole = await whole_log(run, EN)
    assert check_log(run, whole, EN) == set(range(2, len(run.states)))
    assert f"(<@{carol.id}>, by standing order)" in whole
    assert re.search(r"^⚙️ .* flips .* for the move", whole, re.M), "no flip for another seat's move"
    assert re.search(r"^⚙️ Turn \d", whole, re.M) and re.search(r"^> ", whole, re.M)
    assert check_log(run, await whole_log(run, JA), JA)
    held, public = hands(*states_1815(run)), [sight(s, None) for s in states_1815(run)]
    assert leaks(whole, None, public, held) == []
    for text in await discord_pages(table, alice, 6, 8):
        assert check_log(run, text, EN) and leaks(text, None, public, held) == [], text
    for text in await discord_pages(table, carol, 6, 4):  # carol reads Japanese
        assert check_log(run, text, JA) and english_lines([text]) == [], text
    assert table.fake.violations == []


async def test_gustav_log_shows_each_decision_under_its_seat(table: Table) -> None:
    """The secret build while both prepare shows as its public form ("… is preparing") under its
    seat; what the reveal shows of both armies is the rules', under neither."""
    alice, bob = table.alice, table.bob
    bob.locale = "ja"
    run = await begin(table, GUSTAV, {"imperial": alice, "swedish": bob}, 11)
    players = Players(11)

    def pick(state: GameState, seat: str, actions: list[Action]) -> Action:
        return players.choose(state, seat, GUSTAV.prompt(state, seat))  # type: ignore[arg-type]

    await play_on(run, pick, lambda s: GUSTAV.turn(s) >= 3)
    whole = await whole_log(run, EN)
    assert check_log(run, whole, EN) == set(range(2, len(run.states)))
    assert "is preparing" in whole and re.search(r"^⚙️ ", whole, re.M)
    assert check_log(run, await whole_log(run, JA), JA)
    sights = [gustav_sight(s, None) for s in run.states[1:]]  # type: ignore[arg-type]
    assert gustav_leaks(whole, sights) == []
    for text in await discord_pages(table, alice, 8, 6):
        assert check_log(run, text, EN) and gustav_leaks(text, sights) == [], text
    for text in await discord_pages(table, bob, 8, 6):
        assert check_log(run, text, JA) and english_lines([text]) == [], text
    assert table.fake.violations == []
