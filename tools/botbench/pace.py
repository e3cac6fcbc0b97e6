"""How noisy a whole game is through the offline Discord: posts, pings, pictures, clicks and DMs per game turn.

The bot runs in this process against the fake Discord; scripted players play one game of a title
to its end with the same seed every time (``SEATINGS``), each decision chosen by a seeded picker
from the legal actions. A player acts as a person would, with the fewest interactions the bot
offers: a button or menu already in front of them (a ping, a DM, their private panel), else the
button that opens their options, else ``/play`` with the action typed; several picks the bot takes
from one menu (a stack's blocks, then "move": ``engine.core.Gather``) are made there in one go, as
the picker would make them one at a time. With standing orders
(``orders``), every player sets them with ``/orders`` before the game starts, as a member would: every
kind of reaction window passed (the menu) and forced steps taken (the button); those clicks are
made once and not counted among the decisions'.

Counted, per game: engine decisions (the bot's automatic answers included: a decision the player
did not have to click for), the players' interactions (clicks, menus and commands), public posts in
the game's thread, the users they mention, mentions of the player whose action the post follows,
pictures (public and by DM) and their bytes, and DMs (and the questions the bot put into a DM by
editing it in place, which notify nobody: the hand-off post's mention did); and per seat its
decisions, those the bot answered by standing order, and its player's clicks. ``python -m tools.bench_bot --pace`` prints
them per game turn, without standing orders and with them.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import re
import statistics
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot.chat.client import MarengoBot
from bot.config import Settings, apply_endpoints
from bot.storage import ORDERS, SqliteStorage
from bot.timesource import FakeClock
from engine.core import Action
from engine.core.agent import info_for
from engine.core.rng import Rng, derive
from fakediscord import Channel, FakeDiscord, InteractionRecord, Message, User

TIMEOUT = 60.0
MAX_DECISIONS = 1500
PLAYER_NAMES = ("alice", "bob", "carol", "dave")
Policy = Callable[[random.Random, int, list[Action]], Action]


def n21_policy(picker: random.Random, turn: int, actions: list[Action]) -> Action:
    """Napoleon 2.1: real choices in the first two turns (reinforce, mobilize, declare), then passes:
    French morale falls a point a turn until the Allies win (13.2), the quickest genuine ending."""
    verbs = {a.verb: a for a in actions}
    if turn <= 2:
        for verb in ("reinforce", "mobilize", "declare", "place"):
            if verb in verbs:
                return verbs[verb]
        if "pass" not in verbs:
            return actions[0]
    return verbs.get("pass") or verbs.get("done") or actions[0]


N1815_WEIGHTS = {
    "attack": 50.0,
    "move": 8.0,
    "operate": 4.0,
    "play": 3.0,
    "road": 2.0,
    "stop": 0.5,
    "pass": 0.4,
    "give": 0.2,
    "hold": 0.1,
    "drop": 0.05,
    "back": 0.02,
}


def n1815_policy(picker: random.Random, turn: int, actions: list[Action]) -> Action:
    """Napoleon 1815: a weighted pick favouring moves and attacks, rarely backing off."""
    return picker.choices(actions, [N1815_WEIGHTS.get(a.verb, 1.0) for a in actions])[0]


@dataclass(frozen=True)
class Seating:
    title: str
    options: str
    seats: tuple[str, ...]
    seed: int
    policy: Policy
    label: str
    scenario: str | None = None  # the game's default when None
    scripted: str = ""  # the first pick of each decision by the game's own strategy of this name
    max_decisions: int = 0  # the players stop after so many (0: ``MAX_DECISIONS``)


SEATINGS = (
    Seating("napoleon21", "allies=1", ("france", "allies"), 5, n21_policy, "Napoleon 2.1, 2 players"),
    Seating(
        "napoleon1815",
        "players=2 rules=grognard",
        ("france", "allies"),
        8,
        n1815_policy,
        "Napoleon 1815, 2 players, Grognard",
    ),
)


@dataclass
class Tally:
    """What one game cost its table."""

    label: str
    turns: int = 0
    decisions: int = 0
    player_decisions: int = 0
    clicks: int = 0
    posts: int = 0
    pings: int = 0
    actor_pings: int = 0
    public_images: int = 0
    public_bytes: int = 0
    dm_images: int = 0
    dm_bytes: int = 0
    dms: int = 0
    answered: int = 0  # decisions the bot gave by standing order
    dms_to_actor: int = 0  # DMs to the player whose decision they follow
    forced_pings: int = 0  # mentions of a player whose only possible answer now is one action
    # of those, the ones the others could tell were forced (``Prompt.forced``: one legal action, and
    # that public); the rest were forced by what only the player knows, and asking them as if they
    # were not is what keeps it so (not pinging would tell the table)
    forced_public_pings: int = 0
    forced_asked: dict[str, int] = field(default_factory=dict)  # those pings by the prompt they asked
    dm_asks: int = 0  # DMs with options to choose from (the others tell without asking)
    dm_edits: int = 0  # questions the bot put into an earlier DM in place (no new notification)
    notified: dict[str, int] = field(default_factory=dict)  # per player: pings and DMs
    seat_decisions: dict[str, int] = field(default_factory=dict)
    seat_answered: dict[str, int] = field(default_factory=dict)
    seat_clicks: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    # per kind of question (its reaction window's kind, or "other"): questions, and the DMs (and DM
    # edits) and public posts that brought them: what a decision causes counts toward the next question
    asked: dict[str, int] = field(default_factory=dict)
    asked_dms: dict[str, int] = field(default_factory=dict)
    asked_posts: dict[str, int] = field(default_factory=dict)

    def per_turn(self, value: int) -> float:
        return value / max(self.turns, 1)

    def per_decision(self, value: int) -> float:
        return value / max(self.decisions, 1)

    @property
    def clicks_per_decision(self) -> float:
        return self.clicks / max(self.decisions, 1)

    def seat_clicks_per_decision(self, seat: str) -> float:
        """A seat's player's clicks per decision of the seat (an answer by standing order: none)."""
        return self.seat_clicks.get(seat, 0) / max(self.seat_decisions.get(seat, 0), 1)


class Driver:
    """One game on a fresh fake Discord and database."""

    def __init__(self, fake: FakeDiscord, seating: Seating, workdir: Path, orders: bool) -> None:
        self.fake, self.seating, self.orders = fake, seating, orders
        self.guild = fake.create_guild("Pace")
        self.chan = fake.create_text_channel(self.guild, "war-room")
        self.users = [fake.create_user(n) for n in PLAYER_NAMES[: len(seating.seats)]]
        for user in self.users:
            fake.add_member(self.guild, user)
        self.db = str(workdir / f"{seating.title}-{'orders' if orders else 'none'}.db")
        self.tally = Tally(seating.label)
        self.seen: set[int] = set()
        self.requests_seen = 0  # the fake's REST requests looked at so far
        self.bot: MarengoBot | None = None
        self.thread: Channel = self.chan
        self.game_id = 0
        self.delivered = (0, 0)  # DMs (and DM edits) and public posts the latest look found
        self.picks = {seat: Rng(derive(seating.seed, i)) for i, seat in enumerate(seating.seats)}

    async def start_bot(self) -> MarengoBot:
        settings = Settings(
            token=self.fake.token,
            database_url=self.db,
            api_base=self.fake.api_base,
            gateway_url=self.fake.gateway_url,
            reminder_poll_seconds=3600.0,
        )
        apply_endpoints(settings)
        bot = MarengoBot(settings, SqliteStorage(self.db), clock=FakeClock(), guild_ready_timeout=0.05)
        self._task = asyncio.create_task(bot.start(settings.token))
        await self.fake.wait_for_bot(timeout=60, identifies=1)  # a busy machine starts slowly
        await asyncio.wait_for(bot.wait_until_ready(), 60)
        seed = self.seating.seed
        bot.service.tables._seed = lambda: seed  # the same game every run
        self.bot = bot
        return bot

    async def stop_bot(self) -> None:
        if self.bot is not None:
            await self.bot.close()
            await self._task

    async def answered(self, record: InteractionRecord) -> InteractionRecord:
        done = await record.done(timeout=TIMEOUT)
        await asyncio.sleep(0)
        return done

    async def open(self) -> None:
        seats, owner = self.seating.seats, self.users[0]
        await self.answered(
            await self.fake.slash(
                owner,
                self.chan,
                "game new",
                game=self.seating.title,
                seat=seats[0],
                **({"options": self.seating.options} if self.seating.options else {}),
                **({"scenario": self.seating.scenario} if self.seating.scenario else {}),
            )
        )
        (self.thread,) = [c for c in self.guild.channels if c.is_thread]
        for seat, user in zip(seats[1:], self.users[1:], strict=True):
            await self.answered(await self.fake.slash(user, self.thread, "game join", seat=seat))
        assert self.bot is not None
        self.game_id = (await self.bot.service.tables.game_in(self.thread.id)).id
        if self.orders:
            for user in self.users:
                await self.set_orders(user)
        self.seen = set(self.fake.messages)
        await self.answered(await self.fake.slash(owner, self.thread, "game start"))
        self.count(None)

    async def set_orders(self, user: User) -> None:
        """``/orders``: every kind of window in the menu, then the button that takes forced steps."""
        panel = (await self.answered(await self.fake.slash(user, self.thread, "orders"))).original
        assert panel is not None
        menu = f"mg:ow:{self.game_id}"
        for row in panel.components:
            for c in row.get("components", []):
                if c.get("custom_id") == menu:
                    kinds = [str(o["value"]) for o in c.get("options", [])]
                    await self.answered(await self.fake.select(user, panel, menu, kinds))
        await self.answered(await self.fake.click(user, panel, f"mg:of:{self.game_id}:y"))

    def count(self, actor: User | None) -> None:
        """Tally the messages made since the last look (``actor``: whose decision they follow)."""
        dms = {self.fake.dm_channel(u).id: u for u in self.users}
        assert self.bot is not None
        before = (self.tally.dms + self.tally.dm_edits, self.tally.posts)
        for message_id, message in list(self.fake.messages.items()):
            if message_id in self.seen:
                continue
            self.seen.add(message_id)
            if message.ephemeral or message.deleted:
                continue
            size = sum(len(a.data) for a in message.attachments if a.filename.endswith(".png"))
            pictures = sum(1 for a in message.attachments if a.filename.endswith(".png"))
            if message.channel_id == self.thread.id:
                self.tally.posts += 1
                self.tally.pings += len(message.mentions)
                self.tally.actor_pings += sum(1 for u in message.mentions if u is actor)
                for user in message.mentions:
                    self.notify(user)
                    if len(self.bot.service.play.choices(self.game_id, user.id)) == 1:
                        self.tally.forced_pings += 1
                        self.tally.forced_public_pings += self.publicly_forced(user)
                        for key in self.asked(user):
                            self.tally.forced_asked[key] = self.tally.forced_asked.get(key, 0) + 1
                self.tally.public_images += pictures
                self.tally.public_bytes += size
            elif message.channel_id in dms:
                self.tally.dms += 1
                self.tally.dms_to_actor += dms[message.channel_id] is actor
                self.tally.dm_asks += bool(message.components)
                self.notify(dms[message.channel_id])
                self.tally.dm_images += pictures
                self.tally.dm_bytes += size
        self.count_edits(dms)
        self.delivered = (self.tally.dms + self.tally.dm_edits - before[0], self.tally.posts - before[1])

    def count_edits(self, dms: Mapping[int, User]) -> None:
        """The questions the bot put into a DM by editing it (its own REST edits: a player's click
        edits their panel through the interaction's answer), with the pictures they replaced (their
        bytes as the DM shows them now)."""
        requests, self.requests_seen = self.fake.requests[self.requests_seen :], len(self.fake.requests)
        for request in requests:
            found = re.fullmatch(r"/channels/(\d+)/messages/(\d+)", request.path)
            if (
                request.method != "PATCH"
                or found is None
                or int(found[1]) not in dms
                or request.status >= 300
            ):
                continue
            if not isinstance(request.body, dict) or not request.body.get("components"):
                continue
            self.tally.dm_edits += 1
            names = {n for n in request.files if n.endswith(".png")}
            shown = self.fake.messages.get(int(found[2]))
            self.tally.dm_images += len(names)
            self.tally.dm_bytes += (
                sum(len(a.data) for a in shown.attachments if a.filename in names) if shown else 0
            )

    def asked(self, user: User) -> list[str]:
        """The keys of the prompts ``user``'s seats are asked now."""
        assert self.bot is not None
        live = self.bot.service.tables.loaded(self.game_id)  # the bot's own state: read, never changed
        if live.state is None:
            return []
        acting = live.game.to_act(live.state)
        return [
            live.game.prompt(live.state, s).key
            for s, u in live.players.items()
            if u == user.id and s in acting
        ]

    def publicly_forced(self, user: User) -> bool:
        """Whether a prompt ``user``'s seats are asked now is marked forced for everyone to see."""
        assert self.bot is not None
        live = self.bot.service.tables.loaded(self.game_id)  # the bot's own state: read, never changed
        if live.state is None:
            return False
        acting = live.game.to_act(live.state)
        return any(
            live.game.prompt(live.state, s).forced
            for s, u in live.players.items()
            if u == user.id and s in acting
        )

    def notify(self, user: User) -> None:
        self.tally.notified[user.name] = self.tally.notified.get(user.name, 0) + 1

    def visible(self, user: User) -> list[Message]:
        """What ``user`` may click now, newest first: their private panels, their DMs, the thread."""
        dm = self.fake.dm_channel(user).id
        out = []
        for message in self.fake.messages.values():
            if message.deleted or not message.components:
                continue
            mine = message.ephemeral and (message.interaction_metadata or {}).get("user", {}).get(
                "id"
            ) == str(user.id)
            if mine or (message.channel_id in (dm, self.thread.id) and not message.ephemeral):
                out.append(message)
        return out[::-1]

    def gathering(
        self, picker: random.Random, turn: int, seat: str, first: Action
    ) -> tuple[list[Action], bool]:
        """``first`` and, when it is a pick of a gathering (``engine.core.Gather``), the picks that
        follow it under the same prompt, drawn as the player would draw them one at a time (on a copy
        of the game); and whether they end with a finishing action, so that a person makes them all
        in the gathering's menu in one go."""
        assert self.bot is not None
        live = self.bot.service.tables.loaded(self.game_id)  # the bot's own state: read, never changed
        game, work = live.game, live.game.clone(live.state)
        prompt = game.prompt(work, seat)
        if prompt.gather is None or first.verb != prompt.gather.verb:
            return [first], False
        picks = [first]
        while picks[-1].verb == prompt.gather.verb:
            game.apply(work, seat, picks[-1])
            if seat not in game.to_act(work) or game.prompt(work, seat).key != prompt.key:
                break
            picks.append(self.seating.policy(picker, turn, game.legal_actions(work, seat)))
        return picks, picks[-1] in prompt.gather.finish

    async def gather(
        self, user: User, seat: str, version: int, actions: list[Action], picks: list[Action]
    ) -> bool:
        """Make ``picks`` (the gathered verb's, then the finishing action) in one menu, opening the
        panel first if need be; False when no menu offers them (they are then made one by one)."""
        *chosen, finish = picks
        custom_id = f"mg:g:{self.game_id}:{version}:{seat}:{finish.notation()}"
        for attempt in range(2):
            for message in self.visible(user):
                for row in message.components:
                    for c in row.get("components", []):
                        if c.get("custom_id") != custom_id:
                            continue
                        offered = {str(o["value"]) for o in c.get("options", [])}
                        wanted = [
                            a.notation() if a.notation() in offered else f"#{actions.index(a)}"
                            for a in chosen
                        ]
                        if set(wanted) <= offered:
                            self.tally.clicks += 1
                            await self.answered(await self.fake.select(user, message, custom_id, wanted))
                            return True
            opener = self.opener(user) if not attempt else None
            if opener is None:
                return False
            self.tally.clicks += 1
            await self.answered(await self.fake.click(user, opener[0], opener[1]))
        return False

    async def act(self, user: User, seat: str, version: int, actions: list[Action], action: Action) -> None:
        prefix = f"mg:a:{self.game_id}:{version}:{seat}:"
        menu = f"mg:s:{self.game_id}:{version}:{seat}"
        wanted = {action.notation(), f"#{actions.index(action)}"}
        whole, parts = self.parts(seat, version, action)
        for attempt in range(2):
            for message in self.visible(user):
                for row in message.components:
                    for c in row.get("components", []):
                        custom_id = str(c.get("custom_id", ""))
                        if custom_id == whole:  # one decision of several parts, in its menu
                            self.tally.clicks += 1
                            await self.answered(await self.fake.select(user, message, custom_id, parts))
                            return
                        if custom_id.startswith(prefix) and custom_id.removeprefix(prefix) in wanted:
                            self.tally.clicks += 1
                            await self.answered(await self.fake.click(user, message, custom_id))
                            return
                        values = {str(o["value"]) for o in c.get("options", [])}
                        if custom_id == menu and values & wanted:
                            self.tally.clicks += 1
                            (value,) = values & wanted
                            await self.answered(await self.fake.select(user, message, custom_id, [value]))
                            return
            if attempt:
                break
            opener = self.opener(user)
            if opener is None:
                break
            self.tally.clicks += 1
            await self.answered(await self.fake.click(user, opener[0], opener[1]))
        self.tally.clicks += 1
        await self.answered(await self.fake.slash(user, self.thread, "play", action=action.notation()))

    def parts(self, seat: str, version: int, action: Action) -> tuple[str, list[str]]:
        """The menu that makes ``action`` when it is one decision of several parts (``Gather.whole``),
        and the values to pick in it; ("", []) otherwise."""
        assert self.bot is not None
        live = self.bot.service.tables.loaded(self.game_id)  # the bot's own state: read, never changed
        gather = live.game.prompt(live.state, seat).gather
        parts = gather.parts(action) if gather is not None and gather.composes(action) else None
        if gather is None or not parts:
            return "", []
        return f"mg:g:{self.game_id}:{version}:{seat}:{gather.finish[0].notation()}", [f"#{i}" for i in parts]

    def opener(self, user: User) -> tuple[Message, str] | None:
        """The newest button in the thread that opens this player's options privately."""
        marks = (f"mg:t:{self.game_id}", f"mg:h:{self.game_id}")
        for message in self.visible(user):
            if message.channel_id != self.thread.id:
                continue
            for row in message.components:
                for c in row.get("components", []):
                    if str(c.get("custom_id", "")).startswith(marks):
                        return message, str(c["custom_id"])
        return None

    def question(self, seat: str) -> str:
        """The kind of question ``seat`` is asked now: its reaction window's kind, or "other"."""
        assert self.bot is not None
        live = self.bot.service.tables.loaded(self.game_id)  # the bot's own state: read, never changed
        return live.game.prompt(live.state, seat).window or "other"

    def scripted(self, seat: str) -> Action:
        """The pick of the game's own strategy ``Seating.scripted`` for ``seat``, from its view alone."""
        assert self.bot is not None
        live = self.bot.service.tables.loaded(self.game_id)  # the bot's own state: read, never changed
        agent = live.game.scripted(seat)[self.seating.scripted]
        assert live.state is not None
        return agent.choose(info_for(live.game, live.state, seat, self.picks[seat]))

    def ask(self, kind: str) -> None:
        """Count a question of ``kind`` and what brought it."""
        for counts, n in ((self.tally.asked, 1), (self.tally.asked_dms, self.delivered[0])):
            counts[kind] = counts.get(kind, 0) + n
        self.tally.asked_posts[kind] = self.tally.asked_posts.get(kind, 0) + self.delivered[1]

    async def play(self) -> Tally:
        bot = self.bot
        assert bot is not None
        picker = random.Random(self.seating.seed)
        holders = dict(zip(self.seating.seats, self.users, strict=True))
        drawn: list[Action] = []  # picks already drawn, made one by one
        while self.tally.player_decisions < (self.seating.max_decisions or MAX_DECISIONS):
            info = await bot.service.tables.info(self.game_id)
            if info.status != "active":
                break
            mover = next(
                ((s, u) for s, u in holders.items() if bot.service.play.choices(self.game_id, u.id, s)), None
            )
            if mover is None:
                self.tally.problems.append(f"nobody can act at version {info.version}")
                break
            seat, user = mover
            actions = bot.service.play.choices(self.game_id, user.id, seat)
            public = await bot.service.news.public_view(self.game_id)
            turn = turn_of(public.view)
            clicks, decisions = self.tally.clicks, 1
            self.ask(self.question(seat))
            if drawn:
                action = drawn.pop(0)
                await self.act(user, seat, info.version, actions, action)
            else:
                first = (
                    self.scripted(seat)
                    if self.seating.scripted
                    else self.seating.policy(picker, turn, actions)
                )
                picks, ends = self.gathering(picker, turn, seat, first)
                action = picks[0]
                if ends and await self.gather(user, seat, info.version, actions, picks):
                    decisions = len(picks)
                else:
                    drawn = picks[1:]
                    await self.act(user, seat, info.version, actions, action)
            self.tally.seat_clicks[seat] = self.tally.seat_clicks.get(seat, 0) + self.tally.clicks - clicks
            self.tally.player_decisions += decisions
            after = await bot.service.tables.info(self.game_id)
            if after.version == info.version:
                self.tally.problems.append(f"{action.notation()} at version {info.version} was not taken")
                break
            self.count(user)
        info = await bot.service.tables.info(self.game_id)
        public = await bot.service.news.public_view(self.game_id)
        self.tally.turns = max(turn_of(public.view), 1)
        self.tally.decisions = info.version - 1  # every entry after the start is one decision
        for entry in await bot.storage.entries(self.game_id):
            if entry.kind == "play" and entry.seat is not None:
                seat = entry.seat
                self.tally.seat_decisions[seat] = self.tally.seat_decisions.get(seat, 0) + 1
                if entry.auto == ORDERS:
                    self.tally.answered += 1
                    self.tally.seat_answered[seat] = self.tally.seat_answered.get(seat, 0) + 1
        if info.status != "finished" and not self.seating.max_decisions:
            self.tally.problems.append(f"the game did not end (status {info.status})")
        return self.tally


def turn_of(view: Mapping[str, object] | None) -> int:
    """The game turn a public view shows (0 when it shows none)."""
    turn = (view or {}).get("turn")
    return turn if isinstance(turn, int) else 0


async def run_one(seating: Seating, orders: bool, workdir: Path) -> Tally:
    async with FakeDiscord(heartbeat_interval_ms=1000) as fake:
        driver = Driver(fake, seating, workdir, orders)
        await driver.start_bot()
        try:
            await driver.open()
            tally = await driver.play()
        finally:
            await driver.stop_bot()
        tally.problems += [str(v) for v in fake.violations]
        return tally


def run(orders: bool = False) -> list[Tally]:
    """One game of each seating; ``orders``: every player sets standing orders first."""
    with tempfile.TemporaryDirectory(prefix="marengo-pace-") as tmp:
        return [asyncio.run(run_one(s, orders, Path(tmp))) for s in SEATINGS]


HEADERS = (
    "game",
    "turns",
    "decisions",
    "posts/turn",
    "pings/turn",
    "actor pings",
    "images/turn",
    "image KB/turn",
    "clicks/decision",
    "DMs/turn",
    "DM KB/turn",
)


# Measured with this benchmark at commit d7634ed, when the bot posted once per engine step.
BEFORE = (
    ["Napoleon 2.1, 2 players", "20", "131", "6.7", "6.7", "91", "6.6", "684", "1.00", "0.0", "0"],
    [
        "Napoleon 1815, 2 players, Grognard",
        "3",
        "434",
        "145.3",
        "145.3",
        "253",
        "145.0",
        "26006",
        "1.00",
        "191.3",
        "7797",
    ],
)


def row(t: Tally) -> list[str]:
    return [
        t.label,
        str(t.turns),
        str(t.decisions),
        f"{t.per_turn(t.posts):.1f}",
        f"{t.per_turn(t.pings):.1f}",
        str(t.actor_pings),
        f"{t.per_turn(t.public_images):.1f}",
        f"{t.per_turn(t.public_bytes) / 1024:.0f}",
        f"{t.clicks_per_decision:.2f}",
        f"{t.per_turn(t.dms):.1f}",
        f"{t.per_turn(t.dm_bytes) / 1024:.0f}",
    ]


def table(tallies: list[Tally], heading: str, when: str = "now") -> str:
    """The figures of ``tallies`` under ``heading``, after those measured before one post per hand-off;
    then each seat's decisions, those answered by standing order, and its player's clicks per decision."""
    lines = [
        f"### {heading}",
        "",
        "| when | " + " | ".join(HEADERS) + " |",
        "|" + "---|" * (len(HEADERS) + 1),
    ]
    lines += ["| before | " + " | ".join(cells) + " |" for cells in BEFORE]
    lines += [f"| {when} | " + " | ".join(row(t)) + " |" for t in tallies]
    lines.append("")
    for t in tallies:
        seats = "; ".join(
            f"{seat} {n} decisions, {t.seat_answered.get(seat, 0)} by standing order, "
            f"{t.seat_clicks_per_decision(seat):.2f} clicks/decision"
            for seat, n in sorted(t.seat_decisions.items())
        )
        lines.append(f"- {t.label}: {seats}")
        lines += [f"- problem in {t.label}: {p}" for p in t.problems[:5]]
    return "\n".join(lines)


# The targets against the figures before one post per hand-off: at least 60% fewer public
# posts and image bytes per game turn; at least 40% fewer clicks per decision in Napoleon 1815 for a
# player using standing orders.
POSTS, IMAGE_KB, CLICKS = 3, 7, 8  # columns of ``BEFORE``
TARGET_FEWER = {"posts/turn": 0.60, "image KB/turn": 0.60, "clicks/decision": 0.40}


def changes(without: list[Tally], orders: list[Tally]) -> str:
    """Before, now without standing orders, and with them, for the figures the issue sets targets on."""
    lines = [
        "### change against before (target: fewer by)",
        "",
        "| game | figure | before | now | with orders | change with orders | target |",
        "|---|---|---|---|---|---|---|",
    ]
    for before, now, ordered in zip(BEFORE, without, orders, strict=True):
        figures = [
            ("posts/turn", float(before[POSTS]), now.per_turn(now.posts), ordered.per_turn(ordered.posts)),
            (
                "image KB/turn",
                float(before[IMAGE_KB]),
                now.per_turn(now.public_bytes) / 1024,
                ordered.per_turn(ordered.public_bytes) / 1024,
            ),
        ]
        if "1815" in ordered.label:  # the target is for a player of Napoleon 1815 using orders
            figures += [
                (
                    f"clicks/decision ({seat})",
                    float(before[CLICKS]),
                    now.seat_clicks_per_decision(seat),
                    ordered.seat_clicks_per_decision(seat),
                )
                for seat in sorted(ordered.seat_decisions)
            ]
        for name, was, is_now, with_orders in figures:
            target = TARGET_FEWER[name.split(" (")[0]]
            fewer = 1 - with_orders / was if was else 0.0
            met = "met" if fewer >= target else "missed"
            lines.append(
                f"| {ordered.label} | {name} | {was:.2f} | {is_now:.2f} | {with_orders:.2f} "
                f"| {-fewer:+.0%} | −{target:.0%}: {met} |"
            )
    return "\n".join(lines)


# One game's path moves with every answer the bot gives for a player (the scripted choices that follow
# are drawn from other prompts), so the single game's clicks per decision is noisy: these games give
# the median, each a whole game of Napoleon 1815 with every player's standing orders.
CLICK_SEEDS = range(1, 11)


def clicks_over_seeds(seeds: range = CLICK_SEEDS) -> str:
    """Each seat's clicks per decision with standing orders, median over a game per seed."""
    seating = SEATINGS[1]
    tallies = []
    for seed in seeds:
        with tempfile.TemporaryDirectory(prefix="marengo-pace-") as tmp:
            game = dataclasses.replace(seating, seed=seed)
            tallies.append(asyncio.run(run_one(game, True, Path(tmp))))
    lines = [
        f"### clicks per decision with standing orders: {seating.label}, seeds {seeds.start}-{seeds.stop - 1}",
        "",
        "| seat | median | lowest | highest | change against before (1.00) | target |",
        "|---|---|---|---|---|---|",
    ]
    for seat in seating.seats:
        values = [t.seat_clicks_per_decision(seat) for t in tallies if t.seat_decisions.get(seat)]
        median = statistics.median(values)
        target = TARGET_FEWER["clicks/decision"]
        met = "met" if 1 - median >= target else "missed"
        lines.append(
            f"| {seat} | {median:.2f} | {min(values):.2f} | {max(values):.2f} | {median - 1:+.0%} "
            f"| −{target:.0%}: {met} |"
        )
    lines += [f"- problem in seed {t.label}: {p}" for t in tallies for p in t.problems[:2]]
    return "\n".join(lines)


# Issue 21 §4: a 3-player Napoleon 1815 game without standing orders, told per decision. Measured
# with this benchmark before the change (commit ef2d874, seed 5: 527 decisions in three game turns):
# 0.52 public posts per decision, 279 boards (50.4 MB), 475 DMs (102 to the player who had just
# acted), no self-pings, 107 pings whose only answer was one action, 233-268 notifications a player.
THREE = Seating(
    "napoleon1815",
    "players=3 rules=grognard",
    ("france", "anglo_dutch", "prussia"),
    5,  # three game turns to the scenario's end
    n1815_policy,
    "Napoleon 1815, 3 players, Grognard",
)
QUIET_POSTS = 0.25  # public posts per decision, at most
QUIET_BEFORE_DMS = 475  # DMs in that game before the change: at most half of them, per decision
QUIET_BEFORE_DECISIONS = 527  # its decisions then (the same seed plays a different game since)


def quiet(tallies: list[Tally]) -> str:
    """Per decision, what a game without standing orders costs its table: public posts, boards, DMs
    (those to the player who had just acted among them), pings of that player and pings whose only
    possible answer was one action, and each player's notifications (pings and DMs)."""
    lines = [
        "### per decision, no standing orders (issue 21 §4)",
        "",
        "| game | decisions | posts/decision | boards | board MB | DMs | DMs/decision | DMs to the actor "
        "| self-pings | forced pings (of them, forced in public) | notifications per player |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for t in tallies:
        each = ", ".join(f"{name} {n}" for name, n in sorted(t.notified.items()))
        lines.append(
            f"| {t.label} | {t.decisions} | {t.per_decision(t.posts):.2f} | {t.public_images} "
            f"| {t.public_bytes / 1e6:.1f} | {t.dms} ({t.dm_asks} asking; {t.dm_edits} more questions edited in) "
            f"| {t.per_decision(t.dms):.2f} | {t.dms_to_actor} | {t.actor_pings} "
            f"| {t.forced_pings} ({t.forced_public_pings}) | {each} |"
        )
        if t.forced_asked:
            asked = ", ".join(f"{key} {n}" for key, n in sorted(t.forced_asked.items()))
            lines.append(f"- {t.label}: pings whose only answer was one action, by prompt: {asked}")
        lines += [f"- problem in {t.label}: {p}" for p in t.problems[:5]]
    three = tallies[-1]
    dms = QUIET_BEFORE_DMS / QUIET_BEFORE_DECISIONS / 2
    met = (
        three.per_decision(three.posts) <= QUIET_POSTS
        and three.per_decision(three.dms) <= dms
        and three.actor_pings == 0
        and three.forced_public_pings == 0
    )
    lines.append(
        f"- target for {three.label}: ≤ {QUIET_POSTS} posts/decision, ≤ {dms:.2f} DMs/decision, "
        f"0 self-pings, 0 pings the table could tell were forced: {'met' if met else 'missed'}"
    )
    if three.forced_pings > three.forced_public_pings:
        lines.append(
            f"- {three.forced_pings - three.forced_public_pings} ping(s) in {three.label} asked a question "
            "whose one answer only its player could know (say, every block left to activate is one that "
            "may not move): asked like any other, so the table learns nothing"
        )
    return "\n".join(lines)


def quiet_report() -> str:
    """The 3-player Napoleon 1815 game without standing orders alone: issue 21 §4's figures, quickly."""
    with tempfile.TemporaryDirectory(prefix="marengo-pace-") as tmp:
        three = asyncio.run(run_one(THREE, False, Path(tmp)))
    return quiet([three])


def report() -> str:
    """Both runs, without standing orders and with them, the change against before, and the clicks
    of players with standing orders over several games."""
    without, orders = run(orders=False), run(orders=True)
    with tempfile.TemporaryDirectory(prefix="marengo-pace-") as tmp:
        three = asyncio.run(run_one(THREE, False, Path(tmp)))
    return "\n\n".join(
        [
            quiet([*without, three]),
            table(without, "no standing orders"),
            table(orders, "standing orders: every window kind passed, forced steps taken", "orders"),
            changes(without, orders),
            clicks_over_seeds(),
        ]
    )
