"""The lobby's interactions are acknowledged before anything that may wait (the game's lock, the
database, a post): with slow storage or a slow start, the acknowledgement comes before the slow work
begins. The order is asserted, not a time, so a busy machine cannot fail it (issue 20)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

import engine
from engine.examples.duel.game import Duel, DuelState
from fakediscord import Channel, InteractionRecord, Message
from tests.bot.e2e import Table, button_ids, text_of

SLOW = 4.0  # seconds the slow work takes: longer than Discord gives for an answer

Picked = Callable[[dict[str, Any]], bool]  # which calls are slowed, by their keyword arguments


def every(kwargs: dict[str, Any]) -> bool:
    return True


@dataclass
class Slow:
    """Work made slow from now on, and when the slowed work first began."""

    table: Table
    monkeypatch: pytest.MonkeyPatch
    began: list[float] = field(default_factory=list)

    def down(self, owner: object, name: str, picked: Picked = every) -> None:
        """``owner.name`` notes when it begins, then takes ``SLOW`` seconds first: the calls whose
        keyword arguments ``picked`` (the command's own, not the background round's)."""
        work: Callable[..., Awaitable[Any]] = getattr(owner, name)

        async def call(*args: Any, **kwargs: Any) -> Any:
            if picked(kwargs):
                self.began.append(self.table.fake.loop_time())
                await asyncio.sleep(SLOW)
            return await work(*args, **kwargs)

        self.monkeypatch.setattr(owner, name, call)


@pytest.fixture
def slow(table: Table, monkeypatch: pytest.MonkeyPatch) -> Slow:
    return Slow(table, monkeypatch)


def in_channel(channel: Channel) -> Picked:
    """The lookups of ``channel``'s games (not the background round's of every game)."""
    return lambda kwargs: kwargs.get("channel_id") == channel.id


async def lobby(table: Table, *, bob_joins: bool) -> tuple[Channel, Message]:
    await table.slash(table.alice, "game new", game="duel", seat="red")
    thread = [c for c in table.guild.channels if c.is_thread][-1]
    if bob_joins:
        await table.slash(table.bob, "game join", thread, seat="blue")
    post = next(m for m in table.messages(thread) if "mg:zs:1" in button_ids(m))
    return thread, post


def acknowledged_first(record: InteractionRecord, began: list[float]) -> None:
    assert record.answered_at is not None and record.late_at is None
    assert began and record.answered_at < began[0]
    assert record.errors == []


async def test_game_join_is_acknowledged_before_its_storage(table: Table, duel: Duel, slow: Slow) -> None:
    thread, _ = await lobby(table, bob_joins=False)
    assert table.bot is not None
    slow.down(table.bot.storage, "set_seat")
    joined = await table.slash(table.bob, "game join", thread, seat="blue")
    acknowledged_first(joined, slow.began)
    assert not joined.ephemeral and "takes **Blue**" in text_of(joined)  # public, as before


async def test_game_start_is_acknowledged_before_the_start(table: Table, duel: Duel, slow: Slow) -> None:
    thread, _ = await lobby(table, bob_joins=True)
    assert table.bot is not None
    slow.down(table.bot.service.lobby, "start")
    started = await table.slash(table.alice, "game start", thread, followups=1)
    acknowledged_first(started, slow.began)
    assert not started.ephemeral and "has started" in text_of(started)


async def test_the_lobby_join_menu_is_acknowledged_before_its_storage(
    table: Table, duel: Duel, slow: Slow
) -> None:
    _, post = await lobby(table, bob_joins=False)
    assert table.bot is not None
    slow.down(table.bot.storage, "set_seat")
    picked = await (await table.fake.select(table.bob, post, "mg:zj:1", ["blue"])).done()
    acknowledged_first(picked, slow.began)
    (said,) = picked.followups
    assert not said.ephemeral and "takes **Blue**" in said.content  # public, as before


async def test_the_lobby_start_button_is_acknowledged_before_the_start(
    table: Table, duel: Duel, slow: Slow
) -> None:
    _, post = await lobby(table, bob_joins=True)
    assert table.bot is not None
    slow.down(table.bot.service.lobby, "start")
    started = await table.click(table.alice, post, "mg:zs:1", followups=1)
    acknowledged_first(started, slow.began)
    assert any(not m.ephemeral and "has started" in m.content for m in started.followups)


async def test_a_refusal_after_a_click_is_acknowledged_stays_private(table: Table, duel: Duel) -> None:
    """Start pressed by someone who may not: the click was acknowledged as an update to the lobby's
    post, and the refusal follows privately; the post is not edited with it."""
    thread, post = await lobby(table, bob_joins=True)

    def shown() -> str:
        return next(m for m in table.messages(thread) if m.id == post.id).content

    await table.fake.wait_until(lambda: f"<@{table.bob.id}>" in shown(), 15, "the lobby's post to seat bob")
    before = shown()
    refused = await table.click(table.bob, post, "mg:zs:1", followups=1)
    (said,) = refused.followups
    assert said.ephemeral and "owner" in said.content
    assert shown() == before


@pytest.mark.parametrize(
    ("command", "part", "work"),
    [("undo", "undo", "request"), ("orders", "orders", "of"), ("play", "play", "turn")],
)
async def test_private_commands_are_acknowledged_before_the_game(
    table: Table, duel: Duel, slow: Slow, command: str, part: str, work: str
) -> None:
    """``/undo``, ``/orders`` and ``/play`` with no action (the caller's prompt) answer privately:
    they are acknowledged privately before the game is looked up, and their answer (whatever it is)
    stays private."""
    thread, _ = await lobby(table, bob_joins=True)
    await table.slash(table.alice, "game start", thread, followups=1)
    assert table.bot is not None
    used = getattr(table.bot.service, part)
    slow.down(used, work)
    answered = await table.slash(table.alice, command, thread)
    acknowledged_first(answered, slow.began)
    assert answered.ephemeral and text_of(answered)


async def test_game_leave_is_acknowledged_before_its_storage(table: Table, duel: Duel, slow: Slow) -> None:
    thread, _ = await lobby(table, bob_joins=True)
    assert table.bot is not None
    storage = table.bot.storage
    slow.down(storage, "free_seats")
    left = await table.slash(table.bob, "game leave", thread)
    acknowledged_first(left, slow.began)
    assert not left.ephemeral and "leaves **Blue**" in text_of(left)  # public, as before
    assert (await table.bot.service.tables.info(1)).players == {"red": table.alice.id}


async def test_game_ai_is_acknowledged_before_its_storage(table: Table, duel: Duel, slow: Slow) -> None:
    thread, _ = await lobby(table, bob_joins=False)
    assert table.bot is not None
    slow.down(table.bot.storage, "set_life")
    seated = await table.slash(table.alice, "game ai", thread, seat="blue", level="easy")
    acknowledged_first(seated, slow.began)
    assert not seated.ephemeral and "now plays **Blue**" in text_of(seated)  # public, as before
    assert (await table.bot.service.tables.info(1)).ai_seats == {"blue": "easy"}


async def test_game_new_in_the_channel_is_acknowledged_before_its_storage(
    table: Table, duel: Duel, slow: Slow
) -> None:
    assert table.bot is not None
    slow.down(table.bot.storage, "find_games", in_channel(table.chan))
    opened = await table.slash(table.alice, "game new", game="duel", seat="red", where="channel")
    acknowledged_first(opened, slow.began)
    assert not opened.ephemeral and "Duel" in text_of(opened)
    assert [g.channel_id for g in await table.bot.service.tables.list_games(table.guild.id)] == [
        table.chan.id
    ]


async def test_seat_and_channel_refusals_stay_private(table: Table, duel: Duel) -> None:
    """What ``/game leave``, ``/game ai`` and ``/game new where:channel`` refuse is refused before
    the public acknowledgement, privately, and changes nothing."""
    thread, _ = await lobby(table, bob_joins=False)
    carol = table.players[2]
    assert table.bot is not None
    service = table.bot.service
    not_seated = await table.slash(carol, "game leave", thread)
    not_owner = await table.slash(table.bob, "game ai", thread, seat="blue", level="easy")
    held = await table.slash(table.alice, "game ai", thread, seat="red", level="easy")
    await table.slash(table.alice, "game new", game="duel", seat="red", where="channel")
    busy = await table.slash(table.bob, "game new", game="duel", seat="red", where="channel")
    for refused, says in (
        (not_seated, "hold no seat"),
        (not_owner, "owner"),
        (held, "Red"),
        (busy, "already"),
    ):
        assert refused.ephemeral and says in text_of(refused), text_of(refused)
    info = await service.tables.info(1)
    assert info.players == {"red": table.alice.id} and info.ai_seats == {}
    assert len(await service.tables.list_games(table.guild.id)) == 2


@pytest.mark.parametrize(
    ("command", "options", "work", "where"),
    [
        ("game list", {}, "find_games", "guild_id"),
        ("game mine", {}, "games_of", None),
        ("game status", {}, "find_games", "channel_id"),
        ("language", {"language": "ja"}, "set_member", None),
        ("layout", {"layout": "phone"}, "set_member", None),
    ],
)
async def test_private_looks_and_choices_are_acknowledged_before_the_database(
    table: Table,
    duel: Duel,
    slow: Slow,
    command: str,
    options: dict[str, Any],
    work: str,
    where: str | None,
) -> None:
    """Commands that answer privately (what is played here, your games, where the game stands, your
    language and layout) are acknowledged privately before they read or write the database."""
    thread, _ = await lobby(table, bob_joins=True)
    assert table.bot is not None
    slow.down(table.bot.storage, work, lambda kwargs: where is None or where in kwargs)
    answered = await table.slash(table.alice, command, thread, **options)
    acknowledged_first(answered, slow.began)
    assert answered.ephemeral and text_of(answered)


class NumberedDuel(Duel):
    """The duel, played as its first numbered turn: it has a board of turn 1 to look back on."""

    def turn(self, state: DuelState) -> int:
        return 1


@pytest.fixture
def numbered(duel: Duel) -> Iterator[NumberedDuel]:
    game = NumberedDuel()
    engine.GAMES[game.key] = game  # in the place of the duel, for this test
    yield game
    engine.GAMES[game.key] = duel


async def started(table: Table, slow: Slow) -> Channel:
    """A duel under way in a thread, whose lookups of the thread's games (ended ones too, as
    ``/board`` and ``/log`` make) take ``SLOW`` seconds from now on."""
    thread, _ = await lobby(table, bob_joins=True)
    await table.slash(table.alice, "game start", thread, followups=1)
    assert table.bot is not None
    slow.down(table.bot.storage, "find_games", in_channel(thread))
    return thread


@pytest.mark.parametrize(
    ("command", "options", "says"),
    [
        ("board", {"mine": True}, "Your board"),
        ("board", {"turn": 1}, "at the start of turn 1"),
        ("board", {"turn": 1, "text": True}, "at the start of turn 1"),
        ("log", {}, "Duel"),
    ],
)
async def test_private_looks_at_the_game_are_acknowledged_before_it_is_read(
    table: Table,
    numbered: NumberedDuel,
    slow: Slow,
    command: str,
    options: dict[str, Any],
    says: str,
) -> None:
    """``/board mine``, ``/board turn:N`` (the past rebuilt) and ``/log`` answer privately: they
    are acknowledged privately before the game is looked up and read."""
    thread = await started(table, slow)
    answered = await table.slash(table.alice, command, thread, **options)
    acknowledged_first(answered, slow.began)
    assert answered.ephemeral and all(m.ephemeral for m in answered.followups)
    assert says in text_of(answered), text_of(answered)


async def test_a_past_board_refused_is_acknowledged_and_private(
    table: Table, numbered: NumberedDuel, slow: Slow
) -> None:
    thread = await started(table, slow)
    refused = await table.slash(table.bob, "board", thread, turn=7)
    acknowledged_first(refused, slow.began)
    assert refused.ephemeral and "has not reached turn 7" in text_of(refused), text_of(refused)


async def test_a_log_page_button_is_acknowledged_before_the_log_is_read(
    table: Table, duel: Duel, slow: Slow
) -> None:
    """The older/newer buttons of ``/log`` acknowledge the click as an update to the private page,
    read the log after, and edit the page in place."""
    thread, _ = await lobby(table, bob_joins=True)
    await table.slash(table.alice, "game start", thread, followups=1)
    await table.slash(table.alice, "play", thread, action="roll")
    assert table.bot is not None
    page = await table.slash(table.alice, "log", thread, count=1)
    assert page.original is not None
    first = page.original.content
    (older,) = [i for i in button_ids(page.original) if i.endswith(":o")]
    news = table.bot.service.news
    slow.down(news, "log_page")
    clicked = await table.click(table.alice, page.original, older)
    acknowledged_first(clicked, slow.began)
    assert clicked.updated and page.original.content != first


async def test_game_away_is_acknowledged_before_its_storage(table: Table, duel: Duel, slow: Slow) -> None:
    """``/game away`` answers publicly: its refusals (too long an absence here) come privately
    from the game as last loaded, then it is acknowledged before the lock and the write."""
    thread, _ = await lobby(table, bob_joins=True)
    await table.slash(table.alice, "game settings", thread, away_days=3)
    await table.slash(table.alice, "game start", thread, followups=1)
    assert table.bot is not None
    storage = table.bot.storage
    slow.down(storage, "set_absence")
    too_long = await table.slash(table.bob, "game away", thread, days=5)
    assert too_long.ephemeral and "1 to 3 days" in text_of(too_long) and not slow.began
    away = await table.slash(table.bob, "game away", thread, days=2)
    acknowledged_first(away, slow.began)
    assert not away.ephemeral and "away" in text_of(away), text_of(away)


async def test_game_settings_is_acknowledged_before_its_storage(table: Table, duel: Duel, slow: Slow) -> None:
    """``/game settings`` answers publicly: a member who may not change them is refused privately
    from the game as last loaded, and the owner's change is acknowledged before the lock and the writes."""
    thread, _ = await lobby(table, bob_joins=True)
    assert table.bot is not None
    storage = table.bot.storage
    slow.down(storage, "set_life")
    refused = await table.slash(table.bob, "game settings", thread, away_days=3)
    assert refused.ephemeral and "owner" in text_of(refused) and not slow.began
    changed = await table.slash(table.alice, "game settings", thread, away_days=3)
    acknowledged_first(changed, slow.began)
    assert not changed.ephemeral and "3 days" in text_of(changed), text_of(changed)
    assert (await table.bot.service.tables.info(1)).settings.get("away_days") == 3


class OpenDuel(Duel):
    """The duel, its hands shown to all: a seat of it may be opened to friends."""

    private_views = False


@pytest.fixture
def open_duel(duel: Duel) -> Iterator[OpenDuel]:
    game = OpenDuel()
    engine.GAMES[game.key] = game  # in the place of the duel, for this test
    yield game
    engine.GAMES[game.key] = duel


async def test_game_friends_is_acknowledged_before_its_storage(
    table: Table, open_duel: OpenDuel, slow: Slow
) -> None:
    """``/game friends`` answers publicly: a member who is not the owner is refused privately from
    the game as last loaded, and the owner's opening is acknowledged before the lock and the write."""
    thread, _ = await lobby(table, bob_joins=True)
    assert table.bot is not None
    storage = table.bot.storage
    slow.down(storage, "set_life")
    refused = await table.slash(table.bob, "game friends", thread, who="everyone")
    assert refused.ephemeral and "owner" in text_of(refused) and not slow.began
    opened = await table.slash(table.alice, "game friends", thread, who="everyone")
    acknowledged_first(opened, slow.began)
    assert not opened.ephemeral and "Red" in text_of(opened), text_of(opened)
    assert (await table.bot.service.tables.info(1)).settings.get("open_seat") == "red"


async def test_rematch_is_acknowledged_before_the_game_is_read(table: Table, duel: Duel, slow: Slow) -> None:
    """``/rematch`` answers privately: it is acknowledged privately before the ended game is looked
    up and its rematch planned, and opens the rematch as before."""
    thread = await started(table, slow)  # the thread's games: looked up slowly
    assert table.bot is not None
    version = (await table.bot.service.tables.info(1)).version
    asked = await table.slash(table.alice, "game concede", thread)
    assert asked.original is not None
    await table.click(table.alice, asked.original, f"mg:zk:1:{version}:y")
    await table.wait_message(r"is over", thread)
    slow.began.clear()
    opened = await table.slash(table.bob, "rematch", thread)
    acknowledged_first(opened, slow.began)
    assert opened.ephemeral and all(m.ephemeral for m in opened.followups), text_of(opened)
    assert (await table.bot.service.tables.info(2)).players == {"red": table.alice.id, "blue": table.bob.id}


async def test_game_back_is_acknowledged_whatever_the_database_does(
    table: Table, duel: Duel, slow: Slow
) -> None:
    """``/game back`` answers publicly: the table holds the game's absences, so who is away is
    checked from the game as last loaded (a refusal is private), and it is acknowledged before the
    lookups, the lock and the write however slow the database is. The same member's second
    ``/game back`` meanwhile is refused privately at once, not after a public acknowledgement."""
    thread, _ = await lobby(table, bob_joins=True)
    await table.slash(table.alice, "game settings", thread, away_days=3)
    await table.slash(table.alice, "game start", thread, followups=1)
    await table.slash(table.bob, "game away", thread, days=2)
    assert table.bot is not None
    storage = table.bot.storage
    for work in ("get_game", "seats", "absences", "set_absence", "get_reminder"):
        slow.down(storage, work)
    slow.down(storage, "find_games", in_channel(thread))
    not_away = await table.slash(table.alice, "game back", thread)
    assert not_away.ephemeral and "no absence declared" in text_of(not_away) and not slow.began
    coming = await table.fake.slash(table.bob, thread, "game back")
    await table.fake.wait_until(lambda: bool(slow.began), 15, "the absence's end to be written")
    twice = await table.slash(table.bob, "game back", thread)
    back = await coming.done()
    acknowledged_first(back, slow.began)
    assert not back.ephemeral and "is back in" in text_of(back), text_of(back)
    assert twice.ephemeral and "changing right now" in text_of(twice), text_of(twice)
    again = await table.slash(table.bob, "game back", thread)
    assert again.ephemeral and "no absence declared" in text_of(again), text_of(again)


async def test_the_public_board_is_acknowledged_before_the_game_is_looked_up(
    table: Table, duel: Duel, slow: Slow
) -> None:
    """``/board`` for everyone, in a channel whose game is known here, is acknowledged publicly
    before the thread's games are looked up and the board drawn; where no game is known the
    lookup comes first, so that a refusal stays private."""
    thread = await started(table, slow)
    assert table.bot is not None
    slow.down(table.bot.delivery, "pictures")
    posted = await table.slash(table.bob, "board", thread)
    acknowledged_first(posted, slow.began)
    assert not posted.ephemeral and "Duel" in text_of(posted), text_of(posted)
    nothing_here = await table.slash(table.bob, "board", table.chan)
    assert nothing_here.ephemeral and f"<#{thread.id}>" in text_of(nothing_here), text_of(nothing_here)


# --- a change between the check and the lock -------------------------------------------------------


async def test_game_away_while_the_member_leaves_is_refused_before_any_acknowledgement(
    table: Table, duel: Duel, slow: Slow
) -> None:
    """Bob leaves (his seat freed under the lock, slowly) and declares an absence meanwhile: the
    game as last loaded still seats him, but the leave holds the change of seats, so the absence is
    refused privately at once; it is never acknowledged publicly and then refused."""
    thread, _ = await lobby(table, bob_joins=True)
    await table.slash(table.alice, "game settings", thread, away_days=3)
    assert table.bot is not None
    slow.down(table.bot.storage, "free_seats")
    leaving = await table.fake.slash(table.bob, thread, "game leave")
    await table.fake.wait_until(lambda: bool(slow.began), 15, "the leave to free the seat")
    away = await table.slash(table.bob, "game away", thread, days=2)
    assert away.ephemeral and "changing right now" in text_of(away), text_of(away)
    left = await leaving.done()
    assert not left.ephemeral and "leaves **Blue**" in text_of(left)
    table_now = table.bot.service.tables.cached(1)
    assert table_now is not None and table_now.absences == {}
    assert table_now.players == {"red": table.alice.id}


async def test_game_away_while_the_limit_shrinks_is_refused_before_any_acknowledgement(
    table: Table, duel: Duel, slow: Slow
) -> None:
    """The owner lowers the absence limit to 1 day (written under the lock, slowly) while Bob
    declares 2 days: the limit as last loaded (3) allows it, but the settings hold the change, so
    the absence is refused privately at once, not acknowledged publicly and then refused."""
    thread, _ = await lobby(table, bob_joins=True)
    await table.slash(table.alice, "game settings", thread, away_days=3)
    await table.slash(table.alice, "game start", thread, followups=1)
    assert table.bot is not None
    slow.down(table.bot.storage, "set_life")
    changing = await table.fake.slash(table.alice, thread, "game settings", away_days=1)
    await table.fake.wait_until(lambda: bool(slow.began), 15, "the settings to be written")
    away = await table.slash(table.bob, "game away", thread, days=2)
    assert away.ephemeral and "changing right now" in text_of(away), text_of(away)
    changed = await changing.done()
    assert not changed.ephemeral and "1 day" in text_of(changed), text_of(changed)
    table_now = table.bot.service.tables.cached(1)
    assert table_now is not None and table_now.absences == {}


async def test_game_friends_while_the_owner_leaves_is_refused_before_any_acknowledgement(
    table: Table, open_duel: OpenDuel, slow: Slow
) -> None:
    """The owner leaves their seat (slowly) and opens it to friends meanwhile: the game as last
    loaded still seats them, but the leave holds the change of seats, so the opening is refused
    privately at once, not acknowledged publicly and then refused."""
    thread, _ = await lobby(table, bob_joins=True)
    assert table.bot is not None
    slow.down(table.bot.storage, "free_seats")
    leaving = await table.fake.slash(table.alice, thread, "game leave")
    await table.fake.wait_until(lambda: bool(slow.began), 15, "the leave to free the seat")
    opened = await table.slash(table.alice, "game friends", thread, who="everyone")
    assert opened.ephemeral and "changing right now" in text_of(opened), text_of(opened)
    await leaving.done()
    info = await table.bot.service.tables.info(1)
    assert info.players == {"blue": table.bob.id} and not info.settings.get("open_seat")
