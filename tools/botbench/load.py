"""Many games at once: the real bot process (``python -m bot``) against the offline Discord.

Set-up: ``games`` games of Napoleon 2.1 (France against one allied player) spread over ``guilds``
servers; each is opened in its own thread of its server's war-room by its French player, joined by
its allied player, and started. Then, for ``seconds``, the player of each turn post plays the turn
as ``tools/botbench/pace.py``'s players do: before each decision they think for a time drawn
uniformly from ``think``, then take a random one of the actions in front of them (a button, or an
option of the numbers' menu): first on the post (on every ``TYPED_EVERY``-th turn typed with
``/play`` after a look at the autocomplete list), then on the private panel the bot edits in place,
until the panel offers nothing more and the turn has passed.

The default pace, a think time of 2-20 s, makes about 17 moves a second over the 200 games (some
60,000 an hour): a heavy load for play-by-chat, where a move usually waits minutes or hours, yet
what people would do at 200 tables all playing live at once. At 1-10 s (about 30 moves a second) the
board pictures, drawn for every move, start to queue on a two-core machine.

With ``processes`` above 1 (PostgreSQL), as many ``python -m bot`` processes run shards 0, 1, ... of
``SHARD_COUNT``; the servers are dealt over the shards in turn, and the fake sends each server's
events to its shard's process. ``sittings`` gives the think times bursts (``tools/botbench/thinking.py``),
``staggered`` spreads the games' first decisions over a think time (at 1-10 minutes they would
otherwise all wait a minute and then come together). With ``kill_at``, the last process is killed
with SIGKILL that many seconds into the window and started again at once; after the window, once the
restarted process has posted what the kill left unposted, the database is checked against what the
players were shown (``tools/botbench/crash.py``).

The arrivals are open-loop: a player's next click is due a think time after the last one was due,
whether or not the bot has answered it, so a slow bot does not slow the load down. A click still
unanswered when the next one is due is clicked again (``repeats``), as an impatient player would.

With ``ai`` (the AI load), each game is France alone against the AI (``/game new ai:allies``,
started at once, level ``normal``: about two seconds a decision), so the AIs of all the games are
thinking at once, queued on the bot's bounded process pool; while the French player waits for their
turn they look at the game (``/game status``) every think time, so interactions keep arriving while
the AIs think.

Measured on the fake's clock, for what was dispatched during that window: every interaction from its
dispatch to the bot's initial callback, answered in Discord's 3 seconds (the fake refuses it after),
answered late, or never answered (late and missing ones stay in the percentiles, as at least their
lateness and as infinite); every turn's last move from its dispatch to the next hand-off post in its
thread (which carries the board when the public view changed). The bot's event-loop lag and its
storage's round trips (and their time) are read from its ``LOOP_LAG_FILE`` for the same window, the
processes' memory (resident set, now and at its peak) from ``/proc`` at the window's end.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import itertools
import math
import os
import random
from dataclasses import dataclass, field
from pathlib import Path

from bot.loopwatch import watch_loop_lag
from fakediscord import BotProcess, Channel, InteractionRecord, Message, ScriptError, User
from tools.botbench.cpu import Meter, Usage, children, rss_mb
from tools.botbench.crash import Crash, Moves, check, settle
from tools.botbench.table import (
    ACTION_PREFIX,
    acting_user,
    answered,
    is_turn,
    join,
    open_game,
    play_typed,
    reply_text,
    start,
)
from tools.botbench.thinking import Sittings, Thinker
from tools.botbench.timed import TimedDiscord
from tools.pgserver import PostgresServer

GAME, OPTIONS = "napoleon21", "allies=1"
TYPED_EVERY = 3
SET_UP_AT_ONCE = 8  # games being opened at the same time
DRAIN_SECONDS = 60.0  # to wait, after the window, for what was dispatched in it
DEADLINE = 3.0  # seconds Discord gives a bot to answer an interaction
SET_UP_DEADLINE = 60.0
SETTLE_SECONDS = 120.0  # after SIGKILL: for the restarted process to post what was left unposted  # while the games are opened, before the window: not measured


BACKENDS = ("sqlite", "postgres")


@dataclass(frozen=True, slots=True)
class Load:
    games: int = 200
    guilds: int = 10
    seconds: float = 90.0
    think: tuple[float, float] = (2.0, 20.0)
    seed: int = 1
    backend: str = "sqlite"  # or "postgres": a throwaway server of the run's own (``tools.pgserver``)
    ai: bool = False  # France alone against the AI in every game (the AI load)
    processes: int = 1  # bot processes, one shard each (more than one: PostgreSQL only)
    sittings: Sittings | None = None  # bursts (the asynchronous pace: ``tools/botbench/thinking.py``)
    staggered: bool = False  # the first decisions spread over a think time, not all due together
    kill_at: float | None = None  # seconds into the window: SIGKILL the last process, then restart it


@dataclass
class Figures:
    """What one load run measured (milliseconds; a missing answer is ``inf``), and what went wrong."""

    acks_ms: list[float]
    late: int  # initial answers that came after Discord's 3 s (refused)
    missing: int  # interactions never answered
    boards_ms: list[float]
    lag_ms: list[float]
    driver_lag_ms: list[float]
    moves: int  # clicks and commands that make a move, repeats included
    plays: int  # moves the bot took (their own answer showed ✅: see ``Table.watch``)
    repeats: int  # clicks made again because the first was not answered when the next was due
    interactions: int
    round_trips: float  # the bot's storage round trips in the window
    round_trip_seconds: float  # their time, added up
    rss_mb: list[float]  # each bot process's resident memory at the window's end
    rss_peak_mb: list[float]
    driver_rss_mb: float  # the fake Discord's and the players' (this process)
    usage: Usage
    problems: list[str]
    load_average: tuple[float, float, float] = (0.0, 0.0, 0.0)  # the machine's, at the window's end
    sittings: int = 0  # bursts started in the window
    crash: Crash | None = None  # with ``kill_at``: what the database holds against what was acknowledged


MENU_PREFIX = "mg:s:"


@dataclass(eq=False)
class Table:
    """One game being played: its thread, and the hand-off posts made there (a long post comes in
    several messages: the ping opens the first, the buttons are on the last)."""

    thread: Channel
    turns: asyncio.Queue[tuple[Message, Message]] = field(default_factory=asyncio.Queue)
    repeats: list[InteractionRecord] = field(default_factory=list)
    move_sent: float | None = None  # dispatch time of the latest move, until a hand-off post follows
    boards_ms: list[float] = field(default_factory=list)
    ping: Message | None = None  # the first message of the latest hand-off post
    owner: User | None = None  # who opened the game (the AI load: its one person)
    ticked: set[int] = field(default_factory=set)  # ids of the moves whose own answer showed ✅
    acknowledged: int = 0  # the highest game version a move answered ✅ committed (at least)
    watching: list[asyncio.Task[None]] = field(default_factory=list)

    def watch(self, move: InteractionRecord, choice: Choice) -> None:
        """Read ``move``'s answer when it comes: the clicks on one private panel all answer in that
        one message, which later clicks edit again, so what it shows at the end is the last click's
        answer, not this one's."""
        self.watching.append(asyncio.ensure_future(self._ticked(move, choice.version)))

    async def _ticked(self, move: InteractionRecord, version: int) -> None:
        with contextlib.suppress(TimeoutError):  # late or never answered: counted when drained
            await answered(move)
            if "✅" in reply_text(move):  # a refusal (a stale click) shows no ✅
                self.ticked.add(move.id)
                # the ✅ of a move drawn at version v proves that v + 1 was committed
                self.acknowledged = max(self.acknowledged, version + 1)

    async def unwatch(self) -> None:
        """Stop reading answers (after the drain: one still to come was not acknowledged in time)."""
        for task in self.watching:
            task.cancel()
        await asyncio.gather(*self.watching, return_exceptions=True)

    def on_message(self, message: Message, at: float) -> None:
        if message.ephemeral:
            return
        if is_turn(message):
            self.ping = message
            if self.move_sent is not None:
                self.boards_ms.append((at - self.move_sent) * 1000)
                self.move_sent = None
        if self.ping is not None and (choices(message) or "is over" in message.content):
            self.turns.put_nowait((self.ping, message))


@dataclass(frozen=True, slots=True)
class Choice:
    """One action in front of a player: a button (``value`` None) or an option of a menu."""

    custom_id: str
    value: str | None

    @property
    def version(self) -> int:
        """The game version the action was drawn for (``mg:a:<game>:<version>:…``, ``mg:s:…`` alike)."""
        return int(self.custom_id.split(":")[3])

    @property
    def action(self) -> str:
        """The action's notation, or ``#index`` when too long for a custom_id."""
        return self.value if self.value is not None else self.custom_id.split(":", 5)[5]


def choices(message: Message) -> list[Choice]:
    """The actions a message offers: its action buttons and the options of its action menu."""
    found = []
    for row in message.components:
        for component in row.get("components", []):
            custom_id = str(component.get("custom_id", ""))
            if custom_id.startswith(ACTION_PREFIX):
                found.append(Choice(custom_id, None))
            elif custom_id.startswith(MENU_PREFIX):
                found += [Choice(custom_id, str(o["value"])) for o in component.get("options", [])]
    return found


async def take(fake: TimedDiscord, user: User, message: Message, choice: Choice) -> InteractionRecord:
    """Click the choice's button, or pick its option from the menu."""
    if choice.value is None:
        return await fake.click(user, message, choice.custom_id)
    return await fake.select(user, message, choice.custom_id, [choice.value])


async def run(load: Load, workdir: Path) -> Figures:
    """Start the fake, the database and the bot, set the games up, play them for the window, and
    collect the figures."""
    if load.backend == "postgres":
        server = PostgresServer()
        server.start()
        try:
            return await run_on(load, workdir, await server.new_database(migrated=False))
        finally:
            server.stop()
    return await run_on(load, workdir, str(workdir / "load.db"))


def shard_env(shard: int, processes: int) -> dict[str, str]:
    return {} if processes == 1 else {"SHARD_COUNT": str(processes), "SHARD_IDS": str(shard)}


async def connect(fake: TimedDiscord, bot: BotProcess, shard: int, processes: int) -> int:
    """Start ``bot`` (shard ``shard`` of ``processes``) and wait until it is connected and ready;
    returns its process id."""
    before, session = set(children()), fake.gateway.shards.get(shard)
    await bot.start()
    (pid,) = set(children()) - before

    def ready() -> bool:
        if processes == 1:
            return fake.gateway.connected
        now = fake.gateway.shards.get(shard)
        return now is not session and fake.gateway.shard_connected(shard)

    await fake.wait_until(lambda: ready() and any(fake.commands.values()), 120, f"shard {shard}'s bot")
    return pid


async def kill_and_restart(fake: TimedDiscord, bot: BotProcess, pids: list[int], at: float, n: int) -> float:
    """At ``at`` (the fake's clock), SIGKILL the last process and start it again; returns the seconds
    from the kill until its shard was connected again."""
    loop = asyncio.get_running_loop()
    await asyncio.sleep(max(at - loop.time(), 0.0))
    killed = loop.time()
    bot.kill()
    await bot.wait_exit(30)
    pids[-1] = await connect(fake, bot, n - 1, n)
    return loop.time() - killed


async def run_on(load: Load, workdir: Path, database: str) -> Figures:
    n = load.processes
    bot_lags = [workdir / f"bot-loop-lag-{shard}.txt" for shard in range(n)]
    driver_lag = workdir / "driver-loop-lag.txt"
    async with TimedDiscord(interaction_deadline=DEADLINE) as fake, contextlib.AsyncExitStack() as stack:
        env = fake.bot_env() | {"DATABASE_URL": database, "LOG_LEVEL": "WARNING"}
        bots = [BotProcess(env=env | {"LOOP_LAG_FILE": str(bot_lags[s])} | shard_env(s, n)) for s in range(n)]
        pids = []
        for shard, bot in enumerate(bots):
            stack.push_async_exit(bot)  # killed if still running when the run ends
            pids.append(await connect(fake, bot, shard, n))
        fake.interaction_deadline = SET_UP_DEADLINE  # opening a thousand games is not measured
        tables = await set_up(fake, load)
        fake.interaction_deadline = DEADLINE
        gc.disable()  # the fake keeps every message: its full collections would count against the bot
        watcher = asyncio.create_task(watch_loop_lag(str(driver_lag)))
        meter = Meter(pids[:-1] if load.kill_at is not None else pids)  # the killed one's CPU is lost
        loop = asyncio.get_running_loop()
        begin = loop.time()
        end = begin + load.seconds
        killer = (
            asyncio.ensure_future(kill_and_restart(fake, bots[-1], pids, begin + load.kill_at, n))
            if load.kill_at is not None
            else None
        )
        thinkers = [
            Thinker(random.Random(load.seed * 100_000 + i), load.think, load.sittings, load.staggered)
            for i in range(len(tables))
        ]
        players = [drive(fake, t, thinker, end) for t, thinker in zip(tables, thinkers, strict=True)]
        lookers = (
            [
                look(fake, t, random.Random(load.seed * 200_000 + i), load.think, end)
                for i, t in enumerate(tables)
            ]
            if load.ai
            else []
        )
        by_table = (await asyncio.gather(*players, *lookers))[: len(players)]
        moves = [m for played in by_table for m in played]
        usage, load_average = meter.usage(), os.getloadavg()
        restart_s = await killer if killer is not None else 0.0  # the restarted process's memory below
        memory = [rss_mb(pid) for pid in pids]
        window = [r for r in fake.interactions if begin <= r.created_at < end]
        await drain(fake, tables, window)
        drained = loop.time()
        for table in tables:
            await table.unwatch()
        owed = await settle(database, SETTLE_SECONDS) if killer is not None else 0
        gc.enable()
        watcher.cancel()
        for bot in bots:
            bot.terminate()
        for bot in bots:
            try:
                await bot.wait_exit(30)
            except TimeoutError:  # still working through what the window left it: not measured
                bot.kill()
                await bot.wait_exit(30)
        repeats = {id(r) for t in tables for r in t.repeats}
        played = [r for r in moves if id(r) not in repeats]
        ticked = {i for t in tables for i in t.ticked}
        problems = [
            f"{r.payload['data'].get('name') or 'button'}: {reply_text(r)[:120]!r}"
            for r in played
            if r.is_done() and r.id not in ticked  # refused (never answered: counted below)
        ]
        problems += [
            f"bot: {line}" for bot in bots for line in bot.lines if "ERROR" in line or "Traceback" in line
        ]
    problems += [f"{owed} games still not announced {SETTLE_SECONDS:g} s after the window"] if owed else []
    crash = None
    if killer is not None:
        crash, wrong = await check(database, seen(tables, by_table), restart_s)
        problems = wrong + problems  # first: the first few are printed
    acks = [ack_ms(r) for r in window]
    late = sum(r.answered_at is None and r.late_at is not None for r in window)
    missing = sum(r.answered_at is None and r.late_at is None for r in window)
    # the AI load: a move's hand-off post waits for the AI's answer, queued on the pool (not counted)
    no_board = 0 if load.ai else sum(t.move_sent is not None for t in tables)
    problems += [f"{late} interactions answered after {DEADLINE:g} s"] if late else []
    problems += [f"{missing} interactions never answered"] if missing else []
    problems += [f"{no_board} moves never got their board"] if no_board else []
    trips = [counter_delta(lag, begin, drained) for lag in bot_lags]
    return Figures(
        acks_ms=acks,
        late=late,
        missing=missing,
        boards_ms=[ms for t in tables for ms in t.boards_ms],
        lag_ms=[ms for lag in bot_lags for ms in lag_samples(lag, begin, end)],
        driver_lag_ms=lag_samples(driver_lag, begin, end),
        moves=len(moves),
        plays=len(ticked),  # repeats included: a repeat whose first click was lost may be the one taken
        repeats=len(repeats),
        interactions=len(window),
        round_trips=sum(t[0] for t in trips),
        round_trip_seconds=sum(t[1] for t in trips),
        rss_mb=[m[0] for m in memory],
        rss_peak_mb=[m[1] for m in memory],
        driver_rss_mb=rss_mb(os.getpid())[0],
        usage=usage,
        problems=problems,
        load_average=load_average,
        sittings=sum(t.started for t in thinkers),
        crash=crash,
    )


def seen(tables: list[Table], moves: list[list[InteractionRecord]]) -> dict[int, Moves]:
    """Per game thread: the highest version its players were shown ✅ for, the moves answered ✅, and
    all the moves made (repeats included)."""
    return {
        table.thread.id: Moves(table.acknowledged, len(table.ticked), len(made) + len(table.repeats))
        for table, made in zip(tables, moves, strict=True)
    }


def ack_ms(record: InteractionRecord) -> float:
    """From dispatch to the initial answer: in time, late (refused), or never (``inf``)."""
    at = record.answered_at if record.answered_at is not None else record.late_at
    return math.inf if at is None else (at - record.created_at) * 1000


async def set_up(fake: TimedDiscord, load: Load) -> list[Table]:
    """Open, seat and start every game; each has its first ping queued when this returns."""
    rooms = []
    n = load.processes
    for number in range(load.guilds):  # the guilds dealt over the shards in turn
        guild = fake.create_guild(f"Bench {number}", shard=(number % n, n) if n > 1 else None)
        rooms.append((guild, fake.create_text_channel(guild, "war-room")))
    at_once = asyncio.Semaphore(SET_UP_AT_ONCE)

    async def one(number: int) -> Table:
        guild, room = rooms[number % load.guilds]
        france, allies = fake.create_user(f"france{number}"), fake.create_user(f"allies{number}")
        fake.add_member(guild, france)
        fake.add_member(guild, allies)
        async with at_once:
            if load.ai:  # alone against the AI: started at once
                thread = await open_game(fake, room, france, GAME, OPTIONS, "france", ai="allies")
                table = Table(thread, owner=france)
                fake.watchers[thread.id] = table.on_message
                return table
            thread = await open_game(fake, room, france, GAME, OPTIONS, "france")
            table = Table(thread, owner=france)
            fake.watchers[thread.id] = table.on_message
            await join(fake, thread, allies, "allies")
            await start(fake, thread, france)
        return table

    return list(await asyncio.gather(*(one(n) for n in range(load.games))))


async def drive(fake: TimedDiscord, table: Table, thinker: Thinker, end: float) -> list[InteractionRecord]:
    """Play each turn of one game from its post and then the player's panel until ``end``; returns
    the moves made. Open-loop: each click is due a think time after the one before was due."""
    loop = asyncio.get_running_loop()
    moves: list[InteractionRecord] = []
    turns = 0
    while True:
        try:
            ping, post = await asyncio.wait_for(table.turns.get(), max(end - loop.time(), 0.0))
        except TimeoutError:
            return moves
        while not table.turns.empty():  # a later post took the buttons off this one
            ping, post = table.turns.get_nowait()
        if "is over" in post.content:
            return moves
        user, panel, typed = acting_user(fake, ping), post, turns % TYPED_EVERY == TYPED_EVERY - 1
        turns += 1
        due = loop.time()
        while offered := choices(panel):
            due += thinker.next()
            await asyncio.sleep(max(min(due, end) - loop.time(), 0.0))  # not past the window
            if loop.time() >= end:
                return moves
            choice = thinker.pick.choice(offered)
            if typed and not choice.action.startswith("#"):
                move = await play_typed(fake, user, table.thread, choice.action)
            else:
                move = await take(fake, user, panel, choice)
            typed = False
            table.move_sent = move.created_at
            table.watch(move, choice)
            moves.append(move)
            answer, due = await awaited(fake, table, user, panel, choice, move, thinker, due, end)
            if answer is None:
                return moves  # the window closed, or it was never answered (counted when drained)
            if answer.original is None or "✅" not in reply_text(answer):
                break  # refused: counted as a problem
            panel = answer.original
            if choices(panel):  # the turn goes on: no post follows this move
                table.move_sent = None


async def awaited(
    fake: TimedDiscord,
    table: Table,
    user: User,
    panel: Message,
    choice: Choice,
    move: InteractionRecord,
    thinker: Thinker,
    due: float,
    end: float,
) -> tuple[InteractionRecord | None, float]:
    """The answer to ``move``, and when the player's next click is due; while it is not there, the
    player clicks again each time a click falls due (the repeats are interactions like any other)."""
    loop = asyncio.get_running_loop()
    answer = asyncio.ensure_future(answered(move))
    try:
        while True:
            later = due + thinker.next()
            done, _ = await asyncio.wait({answer}, timeout=max(min(later, end) - loop.time(), 0.0))
            if done:
                return (answer.result() if answer.exception() is None else None), due
            due = later
            if loop.time() >= end:
                return None, due
            with contextlib.suppress(ScriptError):  # the buttons are gone: nothing to click again
                table.repeats.append(again := await take(fake, user, panel, choice))
                table.watch(again, choice)
    finally:
        answer.cancel()
        if answer.done() and not answer.cancelled():
            answer.exception()  # an answer that never came after the window: counted when drained


async def look(
    fake: TimedDiscord, table: Table, pick: random.Random, think: tuple[float, float], end: float
) -> list[InteractionRecord]:
    """The AI load: the game's person looks at it (``/game status``) every think time until ``end``."""
    loop = asyncio.get_running_loop()
    looks: list[InteractionRecord] = []
    assert table.owner is not None
    while True:
        await asyncio.sleep(pick.uniform(*think))
        if loop.time() >= end:
            return looks
        looks.append(await fake.slash(table.owner, table.thread, "game status"))


async def drain(fake: TimedDiscord, tables: list[Table], window: list[InteractionRecord]) -> None:
    """Wait until what was dispatched in the window got its answer and its board (or time runs out)."""

    def settled() -> bool:
        return all(t.move_sent is None for t in tables) and all(
            r.late_at is not None or r.is_done() for r in window
        )

    with contextlib.suppress(TimeoutError):  # what is still missing is reported as a problem
        await fake.wait_until(settled, DRAIN_SECONDS, "the moves of the window to be answered")


def lag_samples(path: Path, begin: float, end: float) -> list[float]:
    """The lag samples (ms) a loop monitor wrote between ``begin`` and ``end``."""
    samples = []
    for line in path.read_text(encoding="ascii").splitlines():
        at, lag, *_ = line.split()
        if begin <= float(at) < end:
            samples.append(float(lag))
    return samples


def counter_delta(path: Path, begin: float, end: float) -> tuple[float, float]:
    """How much the counters at the end of the loop monitor's lines grew between ``begin`` and
    ``end`` (the storage's round trips, and their seconds); a process restarted in between (they
    fell) counts from 0 again."""
    rows = [
        [float(v) for v in line.split()]
        for line in path.read_text(encoding="ascii").splitlines()
        if len(line.split()) == 4
    ]
    inside = [r for r in rows if begin <= r[0] <= end]
    trips = seconds = 0.0
    for before, after in itertools.pairwise(inside):
        restarted = after[2] < before[2]
        trips += after[2] - (0.0 if restarted else before[2])
        seconds += after[3] - (0.0 if restarted else before[3])
    return trips, seconds
