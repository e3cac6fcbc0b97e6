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

With ``ai`` (the AI load), each game is France alone against the AI (``/game new ai:allies``,
started at once, level ``normal``: about two seconds a decision), so the AIs of all the games are
thinking at once, queued on the bot's bounded process pool; while the French player waits for their
turn they look at the game (``/game status``) every think time, so interactions keep arriving while
the AIs think.

Measured on the fake's clock, for what was dispatched during that window: every interaction from its
dispatch to the bot's initial callback, and every turn's last move from its dispatch to the next
hand-off post in its thread (which carries the board when the public view changed). The bot's event-loop lag is read from its ``LOOP_LAG_FILE`` for the same window.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import random
from dataclasses import dataclass, field
from pathlib import Path

from bot.loopwatch import watch_loop_lag
from fakediscord import BotProcess, Channel, InteractionRecord, Message, User
from tools.botbench.cpu import Meter, Usage, children
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
from tools.botbench.timed import TimedDiscord

GAME, OPTIONS = "napoleon21", "allies=1"
TYPED_EVERY = 3
SET_UP_AT_ONCE = 8  # games being opened at the same time
DRAIN_SECONDS = 60.0  # to wait, after the window, for what was dispatched in it


@dataclass(frozen=True, slots=True)
class Load:
    games: int = 200
    guilds: int = 10
    seconds: float = 90.0
    think: tuple[float, float] = (2.0, 20.0)
    seed: int = 1
    ai: bool = False  # France alone against the AI in every game (the AI load)


@dataclass
class Figures:
    """What one load run measured (milliseconds), and what went wrong."""

    acks_ms: list[float]
    boards_ms: list[float]
    lag_ms: list[float]
    driver_lag_ms: list[float]
    moves: int
    interactions: int
    usage: Usage
    problems: list[str]


MENU_PREFIX = "mg:s:"


@dataclass(eq=False)
class Table:
    """One game being played: its thread, and the hand-off posts made there (a long post comes in
    several messages: the ping opens the first, the buttons are on the last)."""

    thread: Channel
    turns: asyncio.Queue[tuple[Message, Message]] = field(default_factory=asyncio.Queue)
    move_sent: float | None = None  # dispatch time of the latest move, until a hand-off post follows
    boards_ms: list[float] = field(default_factory=list)
    ping: Message | None = None  # the first message of the latest hand-off post
    owner: User | None = None  # who opened the game (the AI load: its one person)

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
    """Start the fake and the bot, set the games up, play them for the window, and collect the figures."""
    bot_lag, driver_lag = workdir / "bot-loop-lag.txt", workdir / "driver-loop-lag.txt"
    async with TimedDiscord() as fake:
        env = fake.bot_env() | {
            "DATABASE_PATH": str(workdir / "load.db"),
            "LOOP_LAG_FILE": str(bot_lag),
            "LOG_LEVEL": "WARNING",
        }
        async with BotProcess(env=env) as bot:
            await fake.wait_for_bot(timeout=60)
            tables = await set_up(fake, load)
            gc.disable()  # the fake keeps every message: its full collections would count against the bot
            watcher = asyncio.create_task(watch_loop_lag(str(driver_lag)))
            (bot_pid,) = children()
            meter = Meter(bot_pid)
            loop = asyncio.get_running_loop()
            begin = loop.time()
            end = begin + load.seconds
            players = [
                drive(fake, t, random.Random(load.seed * 100_000 + i), load.think, end)
                for i, t in enumerate(tables)
            ]
            lookers = (
                [
                    look(fake, t, random.Random(load.seed * 200_000 + i), load.think, end)
                    for i, t in enumerate(tables)
                ]
                if load.ai
                else []
            )
            moves = [
                m for played in (await asyncio.gather(*players, *lookers))[: len(players)] for m in played
            ]
            usage = meter.usage()
            window = [r for r in fake.interactions if begin <= r.created_at < end]
            await drain(fake, tables, window)
            gc.enable()
            watcher.cancel()
            bot.terminate()
            await bot.wait_exit(30)
        problems = [
            f"{r.payload['data'].get('name') or 'button'}: {reply_text(r)[:120]!r}"
            for r in moves
            if "✅" not in reply_text(r)
        ]
        problems += [f"bot: {line}" for line in bot.lines if "ERROR" in line or "Traceback" in line]
    unanswered = sum(r.id not in fake.acked for r in window)
    # the AI load: a move's hand-off post waits for the AI's answer, queued on the pool (not counted)
    no_board = 0 if load.ai else sum(t.move_sent is not None for t in tables)
    problems += [f"{unanswered} interactions never acknowledged"] if unanswered else []
    problems += [f"{no_board} moves never got their board"] if no_board else []
    return Figures(
        acks_ms=[(fake.acked[r.id] - r.created_at) * 1000 for r in window if r.id in fake.acked],
        boards_ms=[ms for t in tables for ms in t.boards_ms],
        lag_ms=lag_samples(bot_lag, begin, end),
        driver_lag_ms=lag_samples(driver_lag, begin, end),
        moves=len(moves),
        interactions=len(window),
        usage=usage,
        problems=problems,
    )


async def set_up(fake: TimedDiscord, load: Load) -> list[Table]:
    """Open, seat and start every game; each has its first ping queued when this returns."""
    rooms = []
    for number in range(load.guilds):
        guild = fake.create_guild(f"Bench {number}")
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


async def drive(
    fake: TimedDiscord, table: Table, pick: random.Random, think: tuple[float, float], end: float
) -> list[InteractionRecord]:
    """Play each turn of one game from its post and then the player's panel until ``end``; returns
    the moves made."""
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
        while offered := choices(panel):
            await asyncio.sleep(pick.uniform(*think))
            if loop.time() >= end:
                return moves
            choice = pick.choice(offered)
            if typed and not choice.action.startswith("#"):
                move = await play_typed(fake, user, table.thread, choice.action)
            else:
                move = await take(fake, user, panel, choice)
            typed = False
            table.move_sent = move.created_at
            moves.append(move)
            try:
                answer = await answered(move)
            except TimeoutError:
                break  # never answered: counted as a problem when the window is drained
            if answer.original is None or "✅" not in reply_text(answer):
                break  # refused: counted as a problem
            panel = answer.original
            if choices(panel):  # the turn goes on: no post follows this move
                table.move_sent = None


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
            r.id in fake.acked and r.is_done() for r in window
        )

    with contextlib.suppress(TimeoutError):  # what is still missing is reported as a problem
        await fake.wait_until(settled, DRAIN_SECONDS, "the moves of the window to be answered")


def lag_samples(path: Path, begin: float, end: float) -> list[float]:
    """The lag samples (ms) a loop monitor wrote between ``begin`` and ``end``."""
    samples = []
    for line in path.read_text(encoding="ascii").splitlines():
        at, lag = line.split()
        if begin <= float(at) < end:
            samples.append(float(lag))
    return samples
