"""Standing orders through the offline Discord, and what an undo takes back after them.

bob (the Allies, Napoleon 1815 Conscript, 2 players) sets with ``/orders`` that every kind of
reaction window but battles is passed for him and that forced steps are taken. The game is played to
its end by scripted players through their DMs and private panels; the bot's stored log is replayed
next to it, so each answer it gave for bob is checked against ``standing_answer`` on the state of
that moment, and against states where bob's hand (what alice cannot see) was drawn again: the same
answer whatever he holds. bob is never pinged nor DMed options for a prompt his orders answer, he is
still asked battle windows, and every public post and every DM to alice is read by the leak finder
of the Napoleon 1815 test. Halfway the bot restarts: his orders stay, and keep being obeyed.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable

import pytest

from bot.service import GameInfo, GameService, UndoKind
from bot.service.news import _tells_the_table as tells
from bot.storage import ORDERS, Change, Entry, Facts, GameRow, SqliteStorage
from bot.timesource import FakeClock
from engine.core import Action, StandingOrders, UndoPolicy, standing_answer
from engine.napoleon1815.state import N1815State
from fakediscord import Channel, InteractionRecord
from i18n import translator
from tests.bot.conftest import undone
from tests.bot.e2e import Table, button_ids, mentioned
from tests.bot.test_e2e_napoleon1815 import (
    GAME,
    Run,
    act,
    choose,
    fix_seed,
    hands,
    leaks,
    open_game,
    sight,
)

SEED = 5  # Conscript: bob meets passed windows, a forced step and battle windows within 70 decisions
OPTIONS = "players=2 rules=conscript"
KEPT = "battle"  # the one kind of window bob still wants to be asked
ORDERED = StandingOrders(frozenset(k for k in GAME.window_kinds if k != KEPT), forced=True)
RESTART_AT = 30  # scripted decisions before the bot is restarted
MAX_DECISIONS = 300
EN = translator("en", strict=True)


async def set_orders(table: Table, place: Channel) -> InteractionRecord:
    """bob opens /orders, picks every window kind but battles, and turns forced steps on."""
    bob = table.bob
    panel = await table.slash(bob, "orders", place)
    assert panel.ephemeral and panel.original is not None
    shown = panel.original
    assert "Every reaction window is asked of you" in shown.content
    assert "Forced steps (a single possible choice) are asked of you" in shown.content
    assert button_ids(shown) == ["mg:ow:1", "mg:of:1:y"]
    (menu,) = [c for row in shown.components for c in row["components"] if c["custom_id"] == "mg:ow:1"]
    assert [o["value"] for o in menu["options"]] == list(GAME.window_kinds)
    assert [o["label"] for o in menu["options"]][5] == "play a battle card or not"
    picked = await table.fake.select(bob, shown, "mg:ow:1", sorted(ORDERED.passes))
    await picked.done()
    assert "Always passed for you: answer the operation before its MP card is flipped" in shown.content
    assert "battle card" not in shown.content
    toggled = await table.click(bob, shown, "mg:of:1:y")
    assert toggled.original is shown and "are taken for you" in shown.content
    assert button_ids(shown) == ["mg:ow:1", "mg:of:1:n"]
    return toggled


async def orders_shown(table: Table, place: Channel) -> str:
    panel = await table.slash(table.bob, "orders", place)
    assert panel.original is not None
    defaults = [
        o["value"]
        for row in panel.original.components
        for c in row["components"]
        for o in c.get("options", [])
        if o.get("default")
    ]
    assert set(defaults) == ORDERED.passes
    return panel.original.content


def check_answer(state: N1815State, seat: str, action: Action, step: int) -> None:
    """An answer bob's orders gave: theirs on this state, and on states that redraw what alice cannot see."""
    assert seat == "allies"
    prompt = GAME.prompt(state, seat)
    assert standing_answer(prompt, ORDERED) == action
    for k in range(3):
        other = GAME.determinize(state, "france", 1000 * step + k)
        assert GAME.to_act(other) == [seat]
        assert standing_answer(GAME.prompt(other, seat), ORDERED) == action


async def follow(table: Table, run: Run, state: N1815State, after: int) -> list[tuple[int, str]]:
    """Apply the plays stored after version ``after`` to ``state``: the scripted one, then those the
    bot gave by bob's orders (each checked); returns (version, how) of each: "player", "window", "forced"."""
    assert table.bot is not None
    done = []
    for entry in await table.bot.storage.entries(1, after_seq=after):
        assert entry.kind == "play" and entry.action is not None and entry.seat is not None
        how = "player"
        if entry.auto is not None:
            assert entry.auto == ORDERS and entry.user_id == table.bob.id
            prompt = GAME.prompt(state, entry.seat)
            how = "window" if prompt.window is not None else "forced"
            check_answer(state, entry.seat, entry.action, entry.seq)
        GAME.apply(state, entry.seat, entry.action)
        run.states.append(GAME.clone(state))
        done.append((entry.seq, how))
    return done


async def ordered_game(service: GameService) -> GameInfo:
    """A started Napoleon 1815 game: France (member 10) against the Allies (member 20), whose standing
    orders are ``ORDERED``."""
    info = await service.lobby.create(
        guild_id=1,
        channel_id=2,
        parent_channel_id=None,
        owner_id=10,
        key="napoleon1815",
        scenario=None,
        options_text=OPTIONS,
        seat="france",
    )
    await service.lobby.join(info.id, 20, "allies")
    await service.orders.set(info.id, 20, ORDERED)
    return (await service.lobby.start(info.id, 10, False)).info


async def play_until_france_opens_a_passed_window(service: GameService, game_id: int) -> Action:
    """Play both sides at random until France's next action would open a window bob's orders pass;
    returns that action, not yet played."""
    picker = random.Random(2)
    for _ in range(100):
        state = service.tables.loaded(game_id).state
        assert state is not None
        (seat,) = GAME.to_act(state)
        action = choose(picker, GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        probe = GAME.clone(state)
        GAME.apply(probe, seat, action)
        opens = (
            GAME.to_act(probe) == ["allies"]
            and standing_answer(GAME.prompt(probe, "allies"), ORDERED) is not None
        )
        if seat == "france" and opens:
            return action
        await service.play.act(game_id, 10 if seat == "france" else 20, action.notation(), EN, seat=seat)
    raise AssertionError("France never opened a window the Allies pass")


async def test_standing_orders_answer_for_bob_and_nobody_learns_his_hand(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = table.players[:2]
    holders = {"france": alice, "allies": bob}
    fix_seed(table, monkeypatch, SEED)
    place = await open_game(table, OPTIONS, holders)
    await set_orders(table, place)
    state = GAME.setup(SEED, None, {"players": "2", "rules": "conscript"})
    run = Run(table, place, holders, [GAME.clone(state), GAME.clone(state)], [])
    picker = random.Random(SEED)
    hows: list[tuple[int, str]] = []
    asked: list[tuple[int, str | None]] = []  # bob's own decisions: version, window kind
    for decision in range(MAX_DECISIONS):
        if GAME.result(state) is not None:
            break
        if decision == RESTART_AT:
            await table.restart()
            assert "are taken for you" in await orders_shown(table, place)
        (seat,) = GAME.to_act(state)
        prompt = GAME.prompt(state, seat)
        if seat == "allies":
            assert standing_answer(prompt, ORDERED) is None  # the bot would have answered it
            asked.append((len(run.states) - 1, prompt.window))
        action = choose(picker, GAME.view(state, seat), seat, prompt.actions)
        version = len(run.states) - 1
        run.played.append(await act(run, seat, version, prompt.actions, action, "dm"))
        hows += await follow(table, run, state, version)
    else:
        raise AssertionError(f"the game did not end in {MAX_DECISIONS} decisions")
    await table.wait_message(r"is over", place)

    auto = {v: how for v, how in hows if how != "player"}
    restarted = sum(1 for v, _ in hows if v > run.played[RESTART_AT].version)
    assert "window" in auto.values() and "forced" in auto.values(), hows
    assert restarted and any(v > run.played[RESTART_AT].version for v in auto), "orders lapsed at the restart"
    assert any(kind == KEPT for _, kind in asked), "bob was never asked a battle window"
    check_messages(table, run, auto)


async def test_orders_for_every_game_of_the_title_through_discord(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``/orders every_game: True``: bob's orders for every game of Napoleon 1815 he plays, set on
    their own panel (its menu and button say so in their custom ids), kept over a restart, and
    followed by this game, whose own panel shows them until he sets the game's own."""
    alice, bob = table.players[:2]
    fix_seed(table, monkeypatch, SEED)
    place = await open_game(table, OPTIONS, {"france": alice, "allies": bob})
    panel = await table.slash(bob, "orders", place, every_game=True)
    assert panel.ephemeral and panel.original is not None
    shown = panel.original
    assert "Your standing orders in every game of Napoleon 1815 you play" in shown.content
    assert button_ids(shown) == ["mg:ow:1:a", "mg:of:1:y:a"]
    picked = await table.fake.select(bob, shown, "mg:ow:1:a", sorted(ORDERED.passes))
    await picked.done()
    toggled = await table.click(bob, shown, "mg:of:1:y:a")
    assert toggled.original is shown and "are taken for you" in shown.content
    assert button_ids(shown) == ["mg:ow:1:a", "mg:of:1:n:a"]
    await table.restart()
    assert table.bot is not None
    assert await table.bot.storage.member_orders("napoleon1815") == {bob.id: ORDERED}
    assert await table.bot.storage.orders(1) == {}
    assert "are taken for you" in await orders_shown(table, place)  # this game follows them


def check_messages(table: Table, run: Run, auto: dict[int, str]) -> None:
    """bob is never pinged or DMed options at a version his orders answered; no post and no DM to
    alice tells anything her views did not show."""
    fake, place, bob = table.fake, run.place, table.bob
    for message in [*table.messages(place), *fake.dm_messages(bob)]:
        for custom_id in button_ids(message):
            found = re.match(r"mg:[as]:1:(\d+):allies", custom_id)
            assert found is None or int(found[1]) + 1 not in auto, (custom_id, message.content)
    pings = [m for m in table.messages(place) if m.content.startswith("🎯") and bob.name in mentioned(m)]
    assert pings, "bob was never asked anything"
    public = [sight(s, None) for s in run.states[1:]]
    alice = [sight(s, "france") for s in run.states[1:]]
    held = hands(*run.states)
    for message in table.messages(place):
        assert leaks(message.content, None, public, held) == [], message.content
    for message in fake.dm_messages(table.alice):
        assert leaks(message.content, "france", alice, held) == [], message.content


# --- undo after an answer given by standing order ------------------------------------------------


async def test_an_undo_takes_back_the_answers_given_after_the_decision(
    storage: SqliteStorage, make_service: Callable[[SqliteStorage], GameService], clock: FakeClock
) -> None:
    """France's move opens a window the Allies' orders pass at once: France's undo takes back both,
    with the Allies' consent (a pass needs it), and the window is not passed again by itself."""
    service = make_service(storage)
    info = await ordered_game(service)
    row = await storage.get_game(info.id)
    assert row is not None
    state = GAME.setup(row.seed, None, {"players": "2", "rules": "conscript"})
    picker = random.Random(1)
    for _ in range(200):
        (seat,) = GAME.to_act(state)
        before, was = (await service.tables.info(info.id)).version, GAME.clone(state)
        action = choose(picker, GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        outcome = await service.play.act(
            info.id, 10 if seat == "france" else 20, action.notation(), EN, seat=seat
        )
        new = await storage.entries(info.id, after_seq=before)
        assert outcome.committed == new
        for entry in new:
            assert entry.seat is not None and entry.action is not None
            GAME.apply(state, entry.seat, entry.action)
        if seat == "france" and len(new) > 1:
            break
    else:
        raise AssertionError("the Allies' orders never answered right after France")
    taken = await storage.last_decision(info.id)
    assert [e.seq for e in taken] == [e.seq for e in new]
    assert [e.auto for e in taken] == [None, *[ORDERS] * (len(new) - 1)]
    assert {e.facts.undo for e in new[1:] if e.facts} == {UndoPolicy.CONSENT}  # a pass needs consent
    assert outcome.panel is not None and not outcome.panel.back
    asked = undone(await service.undo.request(info.id, 10))
    assert asked.kind is UndoKind.VOTE and asked.voters == (20,)
    done = undone(await service.undo.vote(info.id, 20, asked.info.version, True))
    assert done.kind is UndoKind.DONE
    entries = {e.seq: e for e in await storage.entries(info.id)}
    assert all(entries[e.seq].undone for e in new)
    live = service.tables.loaded(info.id).state  # France is asked again; the window is not passed by itself
    assert live is not None and live.to_json() == was.to_json()
    assert GAME.to_act(live) == ["france"]


async def test_a_vacant_seat_waits_and_the_orders_of_whoever_takes_it_answer_at_once(
    storage: SqliteStorage, make_service: Callable[[SqliteStorage], GameService]
) -> None:
    """bob leaves his seat just before France opens a window his orders pass: it waits for a player
    (nobody answers for a vacant seat); he takes the seat again and his orders pass it at once."""
    service = make_service(storage)
    info = await ordered_game(service)
    action = await play_until_france_opens_a_passed_window(service, info.id)
    assert await service.lobby.leave(info.id, 20) == ["allies"]
    await service.play.act(info.id, 10, action.notation(), EN, seat="france")
    waiting = (await service.tables.info(info.id)).version
    live = service.tables.loaded(info.id).state
    assert live is not None and GAME.to_act(live) == ["allies"]
    await service.lobby.join(info.id, 20, "allies")
    assert (await service.tables.info(info.id)).version > waiting
    answered = (await storage.entries(info.id, after_seq=waiting))[0]
    assert (answered.seat, answered.auto, answered.user_id) == ("allies", ORDERS, 20)


async def unordered_game(service: GameService, channel_id: int) -> GameInfo:
    """A started Napoleon 1815 game in ``channel_id``: France (member 10) against the Allies (20)."""
    info = await service.lobby.create(
        guild_id=1,
        channel_id=channel_id,
        parent_channel_id=None,
        owner_id=10,
        key="napoleon1815",
        scenario=None,
        options_text=OPTIONS,
        seat="france",
    )
    await service.lobby.join(info.id, 20, "allies")
    return (await service.lobby.start(info.id, 10, False)).info


async def until_bob_is_asked_a_window_he_would_pass(service: GameService, game_id: int, seed: int) -> None:
    """Play the game with random choices until the Allies are asked a window ``ORDERED`` passes."""
    picker = random.Random(seed)
    for _ in range(300):
        state = service.tables.loaded(game_id).state
        assert state is not None
        (seat,) = GAME.to_act(state)
        if seat == "allies" and standing_answer(GAME.prompt(state, seat), ORDERED) is not None:
            return
        action = choose(picker, GAME.view(state, seat), seat, GAME.legal_actions(state, seat))
        await service.play.act(game_id, 10 if seat == "france" else 20, action.notation(), EN, seat=seat)
    raise AssertionError("the Allies were never asked a window their orders would pass")


async def test_a_members_orders_for_every_game_of_the_title_answer_where_the_game_has_none_of_its_own(
    storage: SqliteStorage, make_service: Callable[[SqliteStorage], GameService]
) -> None:
    """bob, waiting on a window in one game, sets from another game his orders for every game of
    Napoleon 1815: the window is passed at once there; a game where he set orders of its own
    follows those instead."""
    service = make_service(storage)
    here, there, own = [await unordered_game(service, c) for c in (2, 3, 4)]
    await service.orders.set(own.id, 20, StandingOrders())  # this game's own: ask everything
    await until_bob_is_asked_a_window_he_would_pass(service, there.id, 1)
    await until_bob_is_asked_a_window_he_would_pass(service, own.id, 1)
    waiting = {g.id: (await service.tables.info(g.id)).version for g in (there, own)}

    shown = await service.orders.set(here.id, 20, ORDERED, everywhere=True)
    assert shown.everywhere and shown.orders == ORDERED
    assert {told.info.id for told in shown.answered} == {here.id, there.id, own.id}
    answered = (await storage.entries(there.id, after_seq=waiting[there.id]))[0]
    assert (answered.seat, answered.auto, answered.user_id) == ("allies", ORDERS, 20)
    assert await storage.entries(own.id, after_seq=waiting[own.id]) == []  # its own orders come first
    assert (await service.orders.of(there.id, 20)).orders == ORDERED  # followed there
    assert (await service.orders.of(own.id, 20)).orders == StandingOrders()
    assert (await service.orders.of(own.id, 20, everywhere=True)).orders == ORDERED
    assert (await service.orders.of(here.id, 10, everywhere=True)).orders == StandingOrders()


class WatchedLock(asyncio.Lock):
    """A game's lock that says when somebody waits for it."""

    def __init__(self) -> None:
        super().__init__()
        self.wanted = asyncio.Event()

    async def acquire(self) -> bool:
        if self.locked():
            self.wanted.set()
        return await super().acquire()


async def test_nobody_is_told_of_the_moment_before_the_orders_answer(
    storage: SqliteStorage,
    make_service: Callable[[SqliteStorage], GameService],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """France's move opens a window the Allies' orders pass: an announcement read while the pass is
    being stored (the background round re-announcing, a slow machine) waits for it, and never
    hands bob the window his orders answer (issue 21 §3: under load he was DMed its options)."""
    service = make_service(storage)
    info = await ordered_game(service)
    action = await play_until_france_opens_a_passed_window(service, info.id)
    await service.news.announcement(info.id)  # all told so far
    await service.news.mark_announced(info.id, (await service.tables.info(info.id)).version)

    reached, gate = asyncio.Event(), asyncio.Event()
    commit = storage.commit

    async def held_answers(change: Change) -> GameRow:
        if change.entry.auto == ORDERS:  # the pass by bob's orders waits while the test looks
            reached.set()
            await gate.wait()
        return await commit(change)

    monkeypatch.setattr(storage, "commit", held_answers)
    lock = service.tables._locks[info.id] = WatchedLock()
    acting = asyncio.create_task(service.play.act(info.id, 10, action.notation(), EN, seat="france"))
    await reached.wait()  # France's move is stored, bob's pass not yet
    reading = asyncio.create_task(service.news.announcement(info.id))
    waiting = asyncio.create_task(lock.wanted.wait())
    await asyncio.wait({reading, waiting}, return_when=asyncio.FIRST_COMPLETED)
    gate.set()
    await acting
    waiting.cancel()
    told = await reading
    assert told is not None and told.version == (await service.tables.info(info.id)).version
    for turn in told.turns:
        assert standing_answer(turn.prompt, ORDERED) is None or turn.seat != "allies", turn


def _play(seat: str, to_act: tuple[str, ...], handoff: bool, auto: str | None = None) -> Entry:
    facts = Facts(to_act, handoff, True, UndoPolicy.FREE)
    return Entry("play", 1, seat, Action("pass"), facts=facts, auto=auto)


def test_the_table_hears_where_the_answers_by_standing_order_end() -> None:
    """A window passed for the opponent that hands back asks nobody; one after which the opponent is
    asked something else, or a third seat is, tells the table."""
    move = _play("france", ("allies",), True)
    back = _play("allies", ("france",), True, ORDERS)
    stays = _play("allies", ("allies",), False, ORDERS)
    on = _play("allies", ("prussia",), True, ORDERS)
    assert not tells([move, back], set())
    assert tells([move, stays], set())
    assert tells([move, on], set())
    assert tells([move], set())
    assert not tells([_play("france", ("france",), False)], set())


def test_a_checkpoint_is_told_where_another_seat_acts() -> None:
    """A new turn opened by a player's own last play, with the same player going on, waits for the
    next post; a checkpoint after which another seat acts is told at once."""
    assert not tells([_play("allies", ("allies",), True)], set())
    assert tells([_play("allies", ("france",), True)], set())
    assert tells([_play("allies", ("allies",), True), _play("allies", ("france",), True)], set())
