"""Patrol: a solitaire. The player keeps three river posts with pickets; the system plays the French
from a cup of chits drawn at the end of every turn. Survive the last turn with fewer than two posts
lost to win.

Each turn (§1) a reserve arrives and the player gives up to two orders: send a reserve to a post, move
a picket to the next post, or send a scout to look at the top chit of the cup. Then (§2) the French
draw chits, with no decision asked: a raid on a post is held when pickets + a die reach the raid's
strength + 4; otherwise the post loses a picket if it has at least as many as the raid's strength,
or falls. The Emperor's column picks
its post by a die. Two fallen posts lose the game (§3); holding to the end of the last turn wins it.

The shape of a solitaire on the contract: one seat; the system's moves run in frames that need no
decision; the order of the cup is hidden from everyone (the player sees the top chit after a peek);
a peek or a draw reveals, so nothing after it can be taken back (undo ``never``); a new turn is a
checkpoint, so a client announces it although the same seat goes on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NotRequired, TypedDict

from engine.core import (
    DONE,
    Action,
    ActionKind,
    Flow,
    Frame,
    Game,
    GameState,
    Json,
    LogEntry,
    Machine,
    Msg,
    MsgJson,
    OptionSpec,
    Prompt,
    Provenance,
    Ref,
    Result,
    find,
    finish,
    is_visible,
    log,
    push,
    rng,
)
from engine.examples.patrol.data import (
    ALL_CHITS,
    DRAWS,
    HOLD_MARGIN,
    LOST_POSTS,
    MAX_PICKETS,
    ORDERS_PER_TURN,
    POSTS,
    PROVENANCE_KEYS,
    SEAT,
    START_PICKETS,
    TURNS,
    adjacent,
    cup_for,
    emperor_target,
)

MACHINE: Machine[PatrolState] = Machine("patrol")


def post_ref(post: str) -> Ref:
    return Ref("patrol-post", post)


def chit_ref(chit: str) -> Ref:
    return Ref("patrol-chit", chit)


@dataclass(slots=True, kw_only=True)
class PatrolState(GameState):
    turn: int = 1
    reserves: int = 0
    pickets: dict[str, int] = field(default_factory=lambda: {p: START_PICKETS for p in POSTS})
    fallen: list[str] = field(default_factory=list)
    cup: list[str] = field(default_factory=list)  # SECRET order; the top is last
    known: int = 0  # chits on top of the cup the player has seen (a peek)
    drawn: list[str] = field(default_factory=list)  # face up, in the order drawn
    repulsed: int = 0
    frames: list[PatrolFrame] = field(default_factory=list)


class PatrolView(TypedDict):
    game: str
    seat: str | None
    to_act: list[str]
    turn: int
    turns: int
    orders_left: int
    reserves: int
    pickets: dict[str, int]
    fallen: list[str]
    cup_size: int
    known: int
    drawn: list[str]
    repulsed: int
    status: MsgJson
    log: list[LogEntry]
    peeked: NotRequired[list[str]]  # the player's own view: the chits it has seen on top, top first
    cup: NotRequired[list[str]]  # the final view only (Game.final_view): the chits left, top first


@dataclass(slots=True, kw_only=True)
class PatrolFrame(Frame[PatrolState]):
    machine = MACHINE


class Stage(StrEnum):
    ORDERS = "orders"
    FRENCH = "french"
    CLOSE = "close"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Campaign(PatrolFrame):
    """The turn sequence: orders (§1), the French draws (§2), the end of the turn (§3)."""

    kind = "campaign"
    at: Stage = Stage.ORDERS

    def run(self, s: PatrolState) -> Flow:
        while True:
            if self.at is Stage.ORDERS:
                s.reserves += 1  # §1: a reserve arrives
                log(s, Msg("patrol-log-turn", turn=s.turn))
                self.at = Stage.FRENCH
                return push(s, Orders())
            if self.at is Stage.FRENCH:
                self.at = Stage.CLOSE
                return push(s, French(draws=DRAWS[s.turn - 1]))
            if s.turn == _last_turn(s):  # §3: the line held to the end
                s.result = Result(
                    (SEAT,),
                    "held",
                    Msg("patrol-result-held", turns=s.turn, repulsed=s.repulsed),
                    scores={SEAT: s.repulsed},
                )
                return DONE
            s.turn += 1
            s.checkpoint = True  # a new turn: worth announcing, though the same seat goes on
            self.at = Stage.ORDERS


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Orders(PatrolFrame):
    """§1: the player's orders for the turn, ended by the player (never by itself)."""

    kind = "orders"
    left: int = ORDERS_PER_TURN
    scouted: bool = False  # one scout per turn

    def run(self, s: PatrolState) -> Flow:
        return self.wait(SEAT, "patrol-ask-orders")

    def prompt(self, s: PatrolState, seat: str) -> Prompt:
        if self.left:
            text = Msg("patrol-prompt-orders", turn=s.turn, left=self.left, reserves=s.reserves)
        else:
            text = Msg("patrol-prompt-no-orders", turn=s.turn)
        p = Prompt(self.ask, text)
        if self.left:
            open_posts = [post for post in POSTS if post not in s.fallen and s.pickets[post] < MAX_PICKETS]
            if s.reserves:
                for post in open_posts:
                    p.add("post", post, label=Msg("patrol-action-post", post=post_ref(post)))
            for origin in POSTS:
                for dest in open_posts:
                    if s.pickets[origin] and adjacent(origin, dest):
                        label = Msg("patrol-action-move", origin=post_ref(origin), dest=post_ref(dest))
                        p.add("move", origin, dest, label=label)
            if not self.scouted and len(s.cup) > s.known:
                p.add("peek", label=Msg("patrol-action-peek"), kind=ActionKind.IRREVERSIBLE)
        p.add("end", label=Msg("patrol-action-end"), kind=ActionKind.DONE)
        p.forced = len(p.actions) == 1  # only "end": every count that decides it is public
        return p

    def answer(self, s: PatrolState, seat: str, action: Action) -> None:
        if action.verb == "end":
            log(s, Msg("patrol-log-end"))
            finish(s, self)
            return
        self.left -= 1
        if action.verb == "post":
            post = str(action.args[0])
            s.reserves -= 1
            s.pickets[post] += 1
            log(s, Msg("patrol-log-post", post=post_ref(post)))
        elif action.verb == "move":
            origin, dest = str(action.args[0]), str(action.args[1])
            s.pickets[origin] -= 1
            s.pickets[dest] += 1
            log(s, Msg("patrol-log-move", origin=post_ref(origin), dest=post_ref(dest)))
        else:  # peek: the next unseen chit from the top
            self.scouted = True
            s.known += 1
            s.revealed = True
            log(s, Msg("patrol-log-peek"))
            log(s, Msg("patrol-log-peek-own", chit=chit_ref(s.cup[-s.known])), to=SEAT)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class French(PatrolFrame):
    """§2: the French draw and resolve their chits; nobody is asked anything."""

    kind = "french"
    draws: int = 1

    def run(self, s: PatrolState) -> Flow:
        for _ in range(self.draws):
            if not s.cup or s.result is not None:
                break
            draw(s)
        return DONE


def draw(s: PatrolState) -> None:
    """§2: the top chit of the cup is drawn face up and resolved."""
    chit = ALL_CHITS[s.cup.pop()]
    s.known = max(0, s.known - 1)
    s.drawn.append(chit.id)
    s.disclosed = True  # face up for everyone
    log(s, Msg("patrol-log-draw", chit=chit_ref(chit.id)))
    if chit.strength == 0:
        log(s, Msg("patrol-log-quiet"))
        return
    post = chit.post
    if not post:  # the Emperor's column: a die picks the post
        post = emperor_target(rng.roll(s))
        log(s, Msg("patrol-log-emperor", post=post_ref(post)))
    raid(s, post, chit.strength)


def raid(s: PatrolState, post: str, strength: int) -> None:
    """§2: pickets + a die against the raid's strength + 4; a fallen post is ridden through."""
    where = post_ref(post)
    if post in s.fallen:
        log(s, Msg("patrol-log-through", post=where))
        return
    if s.pickets[post] + rng.roll(s) >= strength + HOLD_MARGIN:
        s.repulsed += 1
        log(s, Msg("patrol-log-hold", post=where, strength=strength))
    elif s.pickets[post] >= strength:
        s.pickets[post] -= 1
        log(s, Msg("patrol-log-give-way", post=where, strength=strength, left=s.pickets[post]))
    else:  # the pickets there are lost with the post
        s.pickets[post] = 0
        s.fallen.append(post)
        log(s, Msg("patrol-log-fall", post=where, strength=strength))
        if len(s.fallen) >= LOST_POSTS:  # §3
            s.result = Result(
                (),
                "overrun",
                Msg("patrol-result-overrun", posts=tuple(map(post_ref, s.fallen)), turn=s.turn),
                scores={SEAT: s.repulsed},
            )


def _last_turn(s: PatrolState) -> int:
    return int(s.options["turns"])


class Patrol(Game[PatrolState, PatrolView]):
    key = "patrol"
    hidden_information = True  # the order of the cup
    private_views = True  # the top of the cup the patrol scouted (``peeked``)
    state_type = PatrolState
    machine = MACHINE
    scenarios = ("river",)
    option_specs = (
        OptionSpec("difficulty", ("regular", "hard"), "regular"),
        OptionSpec("turns", ("4", "6"), str(TURNS)),
    )

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return (SEAT,)

    def _setup(self, base: dict[str, Json]) -> PatrolState:
        s = PatrolState.from_dict(base)
        s.cup = cup_for(s.options["difficulty"])
        rng.shuffle(s, s.cup)
        push(s, Campaign())
        return s

    def view(self, state: PatrolState, seat: str | None) -> PatrolView:
        orders = find(state, Orders)
        v: PatrolView = {
            "game": self.key,
            "seat": seat,
            "to_act": self.to_act(state),
            "turn": state.turn,
            "turns": _last_turn(state),
            "orders_left": orders.left if orders is not None else 0,
            "reserves": state.reserves,
            "pickets": dict(state.pickets),
            "fallen": list(state.fallen),
            "cup_size": len(state.cup),
            "known": state.known,
            "drawn": list(state.drawn),
            "repulsed": state.repulsed,
            "status": self.status(state).to_json(),
            "log": [e for e in state.log if is_visible(e, seat)],
        }
        if seat == SEAT:
            v["peeked"] = state.cup[::-1][: state.known]
        return v

    def _final_view(self, state: PatrolState) -> PatrolView:
        v = self.view(state, SEAT)
        v["seat"] = None
        v["cup"] = state.cup[::-1]
        return v

    def turn(self, state: PatrolState) -> int:
        return state.turn

    def status(self, state: PatrolState) -> Msg:
        if state.result is not None:
            return Msg("patrol-status-over", result=state.result.summary)
        orders = find(state, Orders)
        left = orders.left if orders is not None else 0
        return Msg("patrol-status-orders", turn=state.turn, turns=_last_turn(state), left=left)

    def invariant_violations(self, state: PatrolState) -> list[str]:
        broken = []
        if sorted(state.cup + state.drawn) != sorted(cup_for(state.options["difficulty"])):
            broken.append("the cup and the drawn chits are not the set-up chits")
        if not 0 <= state.known <= len(state.cup):
            broken.append(f"{state.known} chits known on a cup of {len(state.cup)}")
        for post, n in state.pickets.items():
            if not 0 <= n <= MAX_PICKETS or (post in state.fallen and n):
                broken.append(f"{n} pickets at {post}")
        if state.reserves < 0:
            broken.append("negative reserves")
        return broken

    # --- hidden information: the order of the cup ---------------------------------------------

    def _redraw(self, state: PatrolState, seat: str | None, pick: rng.Rng) -> None:
        """Shuffle again the chits ``seat`` has not seen (the player keeps the ones it peeked at)."""
        unseen = _unseen(state, seat)
        rest = sorted(state.cup[:unseen])
        rng.shuffle(pick, rest)
        state.cup[:unseen] = rest

    def perturbations(self, state: PatrolState, seat: str | None, seed: int) -> list[PatrolState]:
        """The unseen part of the cup turned over, and its top two unseen chits exchanged."""
        unseen = _unseen(state, seat)
        if unseen < 2:
            return []
        turned = self.clone(state)
        turned.cup[:unseen] = reversed(turned.cup[:unseen])
        swapped = self.clone(state)
        cup = swapped.cup
        cup[unseen - 1], cup[unseen - 2] = cup[unseen - 2], cup[unseen - 1]
        return [turned, swapped]

    # --- reference ----------------------------------------------------------------------------

    def help_topics(self) -> tuple[str, ...]:
        return ("rules", "orders", "french", "cup")

    def provenance(self) -> list[Provenance]:
        return [
            Provenance(
                Msg(f"patrol-prov-{stem}"),
                Msg(f"patrol-prov-{stem}-value"),
                Msg("patrol-prov-source"),
                reconstructed=True,
            )
            for stem in PROVENANCE_KEYS
        ]


def _unseen(state: PatrolState, seat: str | None) -> int:
    """How many chits at the bottom of the cup ``seat`` has not seen (the player saw ``known`` on top)."""
    return len(state.cup) - (state.known if seat == SEAT else 0)
