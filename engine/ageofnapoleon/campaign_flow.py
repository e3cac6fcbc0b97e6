"""The campaign phase on the turn machine (§11-13): ``Campaign`` runs the rounds (the fifth a winter round:
campaign.py), each ``Round`` lets the players take turns to activate one army or pass, and each
``Activation`` moves one army by land or sea, fights the battle it marches into (battle_flow.py) and rolls
its march attrition (aid 行軍損耗表).

Reconstructed (DATA.md §15): within a round the French player activates first and the players alternate;
the round ends when both pass in a row; a corps moves once a round; an activation costs one card from the
hand, discarded (public review: a card not played for its event moves one stack), or the scenario's free
move (§17.0). The army is its commander (the corps of highest rank) and the strongest other corps in the
area up to his rank (public §2.2.1: rank is how many corps move with a leader); armies may enter neutral
countries (the aid's +1 attrition modifier in a neutral country shows they can).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Final

from engine.ageofnapoleon import refs
from engine.ageofnapoleon.army import commander
from engine.ageofnapoleon.attrition import March, check_march, march_conditions
from engine.ageofnapoleon.battle_flow import Battle
from engine.ageofnapoleon.campaign import ROUNDS, activate, is_winter
from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.cards import CARDS, DECK, Event
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.deck import discard
from engine.ageofnapoleon.events import (
    CAMPAIGN_EVENT_CARDS,
    campaign_event_ok,
    march_extra,
    play_campaign_event,
)
from engine.ageofnapoleon.landmove import AROUND, BIT, bits, near, reachable, route
from engine.ageofnapoleon.movement import Path, allowance, march_of, move
from engine.ageofnapoleon.phases import winter_modifiers
from engine.ageofnapoleon.reinforcement import Corps
from engine.ageofnapoleon.sea import sea_destinations
from engine.ageofnapoleon.state import (
    MACHINE,
    SEATS,
    AonFrame,
    AonState,
    MoveTrace,
    areas_held,
    board,
    corps_in,
    enemy,
    free_move,
    lift,
    place,
    put,
    seat_of,
    seat_side,
    take,
)
from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, find, finish, log, push
from engine.core.rng import roll

G = "ageofnapoleon"
FREE = "free"  # the activation paid by the scenario's free move
FORCED_MARCH = "forced_march"
INTERCEPT_ROLL = 4  # reconstructed: an interception succeeds on a die of 4 or more
WITHDRAW_ROLL = (
    4  # reconstructed: a withdrawal before battle succeeds on a die of 4 or more (as interception)
)
MUD = "mud"
# the keys of the questions asked at nearly every step, made once (an f-string is built again at each call)
_ASK_ACTIVATE, _ASK_MOVE, _PROMPT_MOVE = f"{G}-ask-activate", f"{G}-ask-move", f"{G}-prompt-move"
_ASK_INTERCEPT, _ASK_MUD = f"{G}-ask-intercept", f"{G}-ask-mud"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Campaign(AonFrame):
    """§11: the campaign rounds of the year, from the scenario's round (the 1805 scenario starts in round 3)."""

    kind = "campaign"
    started: bool = False

    def run(self, s: AonState) -> Flow:
        if not self.started:
            self.started = True
            s.round = max(s.round, 1)
        elif s.round < ROUNDS:
            s.round += 1
        else:
            return DONE
        s.moves = []
        s.rounds_played += 1
        s.checkpoint = True
        if not s.quiet:
            log(
                s,
                Msg(f"{G}-log-round", year=str(s.year), round=s.round, winter=1 if is_winter(s.round) else 0),
            )
        return push(s, Round())


def _enemy_in(s: AonState, area: str, side: Side) -> bool:
    return area in areas_held(s, enemy(side))


def army_at(s: AonState, area: str, side: Side, moved: list[str]) -> list[str]:
    """The army that moves from ``area``: the commander and the strongest others up to his rank."""
    stack = board(s).stacks[side].get(area, ())
    here = [c for c in stack if c not in moved] if moved else list(stack)
    if len(here) < 2:
        return here
    chief = commander(here)
    others = [c for c in here if c != chief]
    if s.reduced:
        others.sort(key=s.reduced.__contains__)  # full strength first among equals: the sort below keeps it
    others.sort(key=_WEAKNESS.__getitem__)  # the strongest first
    return [chief, *others[: ROSTER[chief].rank - 1]]


_WEAKNESS: Final = {cid: -c.combat for cid, c in ROSTER.items()}  # army_at's order: the strongest first


def hostile_to(s: AonState, side: Side) -> int:
    """The areas holding ``side``'s enemies, as bits (landmove.py), made once for each board."""
    made, foe = board(s), enemy(side)
    found = made.held_bits.get(foe)
    if found is None:
        found = made.held_bits[foe] = bits(made.held[foe])
    return found


@cache  # an offer is immutable: one per card (or the free move) and area, made once
def _armies(pay: str) -> dict[str, Action]:
    """The offers to activate the army in each area, paid with ``pay`` (a card, or the free move)."""
    if pay == FREE:
        return {a: Action("army", (FREE, a), Msg(f"{G}-act-army-free", area=refs.area(a))) for a in AREAS}
    card = refs.card(pay)
    return {a: Action("army", (pay, a), Msg(f"{G}-act-army", card=card, area=refs.area(a))) for a in AREAS}


@cache  # an offer is immutable: one per card, made once
def event_offer(card_id: str) -> Action:
    """The offer to play a card's event (any phase's)."""
    return Action("event", (card_id,), Msg(f"{G}-act-event", card=refs.card(card_id)))


@cache  # an offer is immutable: one per verb (to, forced, sea, withdraw) and area, made once
def _offer(verb: str, area: str) -> Action:
    return Action(verb, (area,), Msg(f"{G}-act-{verb}", area=refs.area(area)))


@lru_cache(maxsize=4096)  # the same offers in like positions
def _marches(start: str, limit: int, hostile: int, forced: bool) -> tuple[Action, ...]:
    """The offers of a land move from ``start`` with enemy corps in ``hostile`` (those within ``limit + 1``
    areas, the only ones that count: ``near``): to each area within ``limit``, then, with Forced March in
    hand, to each area one more away (aid 移動: +1 area)."""
    within = reachable(start, hostile, limit + 1)  # the search Mud's question made (mud_matters), if asked
    offers: list[Action] = []
    _by_bits(offers, _TO, within[limit])
    if forced:
        _by_bits(offers, _FORCED, within[limit + 1] & ~within[limit])
    return tuple(offers)


def _by_bits(offers: list[Action], by_bit: tuple[Action, ...], areas: int) -> None:
    """Add to ``offers`` the offer of each area of ``areas`` (as bits: landmove.py), in name order."""
    while areas:
        low = areas & -areas
        offers.append(by_bit[low.bit_length() - 1])
        areas ^= low


_TO: Final = tuple(_offer("to", area) for area in BIT)  # by the area's bit number (BIT's order)
_FORCED: Final = tuple(_offer("forced", area) for area in BIT)


@cache  # a message is immutable: one per round, made once
def _ask_activate(round_number: int) -> Msg:
    return Msg(f"{G}-prompt-activate", round=round_number)


@lru_cache(maxsize=1024)  # a message is immutable: the same armies are asked again
def _ask_move(start: str, corps: tuple[str, ...]) -> Msg:
    return Msg(_PROMPT_MOVE, area=refs.area(start), corps=tuple(map(refs.corps, corps)))


@cache  # a message is immutable: one per seat, made once
def _passed(seat: str) -> Msg:
    return Msg(f"{G}-log-pass", seat=refs.seat(seat))


_PASS = Action("pass", (), Msg(f"{G}-act-pass"), ActionKind.IRREVERSIBLE)
_STAY = Action("stay", (), Msg(f"{G}-act-stay"), ActionKind.DONE)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Round(AonFrame):
    """One campaign round: activations in turn, French first, until both players pass in a row."""

    kind = "round"
    turn: int = 0
    passes: int = 0
    moved: list[str] = field(default_factory=list)

    def run(self, s: AonState) -> Flow:
        if self.passes >= len(SEATS):
            return DONE
        return self.wait(SEATS[self.turn], _ASK_ACTIVATE)

    def prompt(self, s: AonState, seat: str) -> Prompt:
        side = seat_side(seat)
        p = Prompt(_ASK_ACTIVATE, _ask_activate(s.round))
        made = board(s)
        areas = made.areas(side)
        if self.moved:
            moved, stacks = set(self.moved), made.stacks[side]
            areas = [a for a in areas if not moved.issuperset(stacks[a])]
        hand = sorted(set(s.deck.hands[side]))
        offers = p.actions
        for pay in [FREE, *hand] if free_move(side) in s.lasting else hand:
            offers.extend(map(_armies(pay).__getitem__, areas))
        for card_id in hand:
            if card_id in CAMPAIGN_EVENT_CARDS and campaign_event_ok(s, side, card_id):
                offers.append(event_offer(card_id))
        offers.append(_PASS)
        return p

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        side = seat_side(seat)
        self.turn = 1 - self.turn
        if action.verb == "pass":
            self.passes += 1
            if not s.quiet:
                log(s, _passed(seat))
            return
        self.passes = 0
        if action.verb == "event":
            card_id = str(action.args[0])
            discard(s.deck, side, card_id)
            play_campaign_event(s, side, card_id)
            if not s.quiet:
                log(s, Msg(f"{G}-log-event", seat=refs.seat(seat), card=refs.card(card_id)))
            return
        pay, area = str(action.args[0]), str(action.args[1])
        activate(s, side, None if pay == FREE else pay)
        corps = army_at(s, area, side, self.moved)
        self.moved.extend(corps)
        if s.quiet:
            pass  # a search's playout: the message is not made
        elif pay == FREE:
            log(s, Msg(f"{G}-log-army-free", seat=refs.seat(seat), area=refs.area(area)))
        else:
            log(s, Msg(f"{G}-log-army", seat=refs.seat(seat), card=refs.card(pay), area=refs.area(area)))
        push(s, Activation(side=seat, start=area, corps=corps))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Activation(AonFrame):
    """One army's move (§12), its battle (§13) and its march attrition (aid 行軍損耗表)."""

    kind = "activation"
    side: str
    start: str
    corps: list[str]
    path: list[str] = field(default_factory=list)
    sea: bool = False
    forced: bool = False
    fought: bool = False
    mud: bool = False  # the enemy played Mud against this move (aid 移動: -1)
    stage: str = "mud"  # mud, move, battle, fight, intercept, attrition

    def run(self, s: AonState) -> Flow:
        side = seat_side(self.side)
        if self.stage == "mud":
            self.stage = "move"
            if mud_asked(s, enemy(side)) and mud_matters(s, self.corps, self.start, side):
                return push(s, MudWindow(side=seat_of(enemy(side)), area=self.start))
        if self.stage == "move":
            return self.wait(self.side, _ASK_MOVE)
        if self.stage == "battle":
            self.stage = "fight"
            end = self.path[-1]
            if (
                len(self.path) > 1
                and _enemy_in(s, end, side)
                and withdrawals(s, end, enemy(side), self.path[-2])
            ):
                return push(s, Withdrawal(side=seat_of(enemy(side)), area=end, came_from=self.path[-2]))
        if self.stage == "fight":
            self.stage = "intercept"
            end = self.path[-1]
            if _enemy_in(s, end, side):
                self.fought = True
                self.stage = "attrition"
                return push(s, Battle(area=end, attacker=self.side, after_sea=self.sea))
        if self.stage == "intercept":
            self.stage = "attrition"
            if len(self.path) > 1 and interceptors(s, self.path[-1], enemy(side)):
                return push(s, Interception(side=seat_of(enemy(side)), area=self.path[-1]))
        self._attrition(s)
        return DONE

    def _limit(self, s: AonState) -> int:
        rating = ROSTER[commander(self.corps)].movement
        return _with_mud(rating, is_winter(s.round))[self.mud]  # the allowance without Mud, or with it

    def prompt(self, s: AonState, seat: str) -> Prompt:
        side = seat_side(seat)
        p = Prompt(_ASK_MOVE, _ask_move(self.start, tuple(self.corps)))
        forced = FORCED_MARCH in s.deck.hands[side]
        offers = p.actions
        limit = self._limit(s)
        hostile = hostile_to(s, side) & near(self.start, limit + 1)
        offers.extend(_marches(self.start, limit, hostile, forced))
        offers.extend(_offer("sea", area) for area in sea_destinations(s, self.corps))
        offers.append(_STAY)
        return p

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        side = seat_side(seat)
        self.stage = "battle"
        if action.verb == "stay":
            self.path = [self.start]
            return
        area = str(action.args[0])
        if action.verb == "sea":
            self.sea = True
            path: tuple[str, ...] = (self.start, area)
        else:
            if action.verb == "forced":
                self.forced = True
                discard(s.deck, side, FORCED_MARCH)
            path = route(self.start, areas_held(s, enemy(side)), area)
        self.path = list(path)
        if self.sea:
            place(s, self.corps, area)
        else:
            move(s, self.corps, Path(path))
        s.moves.append(MoveTrace(seat, path, self.sea))
        key = "sea" if self.sea else "forced" if self.forced else "move"
        if not s.quiet:
            log(
                s,
                Msg(
                    f"{G}-log-{key}",
                    seat=refs.seat(seat),
                    corps=refs.corps_list(self.corps),
                    path=tuple(map(refs.area, path)),
                ),
            )

    def _attrition(self, s: AonState) -> None:
        """Aid 行軍損耗表 for the army that moved (march_attrition)."""
        left = [c for c in self.corps if c in s.location]
        if not left or len(self.path) < 2:
            return
        march = march_of(
            Path(tuple(self.path)),
            fought=self.fought,
            winter=is_winter(s.round),
            rating=ROSTER[commander(self.corps)].movement,
            forced_march=self.forced,
            mud=self.mud,
        )
        march_attrition(s, seat_side(self.side), left, march)


def march_attrition(s: AonState, side: Side, corps: list[str], march: March) -> None:
    """Aid 行軍損耗表: the army rolls when the conditions hold; losses in a winter round are permanent, in a
    normal round they go to the enemy's prisoner box; the survivors are reduced."""
    if not march_conditions(march):
        return  # no die to roll (check_march): the modifiers need not be read
    pieces = [Corps(c, side, c in s.reduced) for c in corps]
    where = s.location[corps[0]]
    result = check_march(s, march, pieces, winter_modifiers(s, where, side), march_extra(s, side))
    if result is None:
        return
    for piece in pieces:
        if piece.reduced:
            put(s.reduced, piece.id)
    lift(s, [piece.id for piece in result.lost])
    for piece in result.lost:
        take(s.reduced, piece.id)
        if result.permanent:
            put(s.out, piece.id)
            put(s.lasting, f"winter_lost:{piece.id}")
        else:
            s.prisoners[seat_of(enemy(side))].append(piece.id)
    if not s.quiet:
        log(
            s,
            Msg(
                f"{G}-log-march{'-winter' if result.permanent else ''}",
                side=refs.seat(seat_of(side)),
                dice=tuple(map(str, result.dice)),
                lost=result.losses,
            ),
        )


_DECLINE = Action("decline", (), Msg(f"{G}-act-decline"), ActionKind.DONE)
_STAND = Action("decline", (), Msg(f"{G}-act-stand"), ActionKind.DONE)  # the withdrawal window's decline


def reaction_prompt(
    window: str, area: str, options: Iterable[Action], *, decline: Action = _DECLINE, private: bool = False
) -> Prompt:
    """The prompt of a reaction window to an enemy army's move (interception, Mud, withdrawal): the question
    ``ask-<window>`` about ``area``, flagged with its window kind and its decline (a standing order may
    answer it, and a client may act on the flags: both public), the options the seat really has, the decline
    last. ``private``: asked by DM whatever the seat holds (its options come from its hand)."""
    key, text = _window_question(window, area)
    return Prompt(
        key,
        text,
        [*options, decline],
        window=window,
        decline=decline,
        private=private,
    )


@cache  # a message is immutable: one per window and area, made once
def _window_question(window: str, area: str) -> tuple[str, Msg]:
    """A reaction window's key and question."""
    return f"{G}-ask-{window}", Msg(f"{G}-prompt-{window}", area=refs.area(area))


@cache  # an offer is immutable: one per payment (a card, or the free move) and area, made once
def _intercept(pay: str, start: str) -> Action:
    if pay == FREE:
        return Action("intercept", (pay, start), Msg(f"{G}-act-intercept-free", area=refs.area(start)))
    return Action(
        "intercept", (pay, start), Msg(f"{G}-act-intercept", card=refs.card(pay), area=refs.area(start))
    )


def interceptors(s: AonState, area: str, side: Side) -> list[str]:
    """Areas next to ``area`` from which ``side`` could intercept an army that ended its move there: its
    corps stand there and it can pay (a card in hand, or the free move)."""
    if not s.deck.hands[side] and free_move(side) not in s.lasting:
        return []
    held = areas_held(s, side)
    return [a for a in AROUND[area] if a in held]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Interception(AonFrame):
    """§12 interception (reconstructed procedure; the free opening "move or interception" of §17.0 and the
    cards that make an interception succeed "without its roll" are public facts): when an enemy army ends its
    move next to one of its armies, a player may discard a card (or use the free move) to try to intercept
    from one adjacent area; a die of 4 or more, or an interception card, succeeds, and the army marches in and
    attacks. Asked whenever an army of its own stands next to the area and it can pay: public facts."""

    kind = "interception"
    side: str
    area: str

    def run(self, s: AonState) -> Flow:
        return self.wait(self.side, _ASK_INTERCEPT)

    def prompt(self, s: AonState, seat: str) -> Prompt:
        side = seat_side(seat)
        payments = ([FREE] if free_move(side) in s.lasting else []) + sorted(set(s.deck.hands[side]))
        starts = interceptors(s, self.area, side)
        return reaction_prompt(
            "intercept", self.area, [_intercept(pay, a) for pay in payments for a in starts]
        )

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        finish(s, self)
        if action.verb == "decline":
            return
        side = seat_side(seat)
        pay, start = str(action.args[0]), str(action.args[1])
        activate(s, side, None if pay == FREE else pay)
        sure = pay != FREE and CARDS[pay].event is Event.INTERCEPT and CARDS[pay].side in (None, side)
        die = 0 if sure else roll(s)
        if not sure and die < INTERCEPT_ROLL:
            if not s.quiet:
                log(s, Msg(f"{G}-log-intercept-failed", seat=refs.seat(seat), area=refs.area(start)))
            return
        corps = army_at(s, start, side, [])
        place(s, corps, self.area)
        s.moves.append(MoveTrace(seat, (start, self.area), False))
        if not s.quiet:
            log(
                s,
                Msg(
                    f"{G}-log-intercept",
                    seat=refs.seat(seat),
                    corps=refs.corps_list(corps),
                    area=refs.area(self.area),
                ),
            )
        moving = find(s, Activation)
        if moving is not None:
            moving.fought = True  # the intercepted army's march ends in a battle (aid 行軍損耗表)
        push(s, Battle(area=self.area, attacker=seat))


_MUDS: Final = DECK.count(MUD)


def mud_asked(s: AonState, side: Side) -> bool:
    """Whether ``side`` is asked to play Mud against an enemy move: it holds a card and not every Mud card is in
    the discards. Public facts only, so being asked tells nothing of the hand."""
    return bool(s.deck.hands[side]) and s.deck.discard.count(MUD) < _MUDS


def mud_matters(s: AonState, corps: list[str], start: str, side: Side) -> bool:
    """Whether Mud could change this army's move (aid 移動: one area less): the areas it could end its land
    move in, by its allowance or one more with Forced March, are not the same with one area less (the path to
    each is the same either way, and a sea move is not counted in areas). Public facts only: the map, the
    army, the round; the mover is counted as holding Forced March whatever its hand."""
    full, muddy = _with_mud(ROSTER[commander(corps)].movement, is_winter(s.round))
    within = reachable(start, hostile_to(s, side), full + 1)
    return within[full + 1] != within[muddy]


@cache  # a chart look-up: one per movement rating and season
def _with_mud(rating: int, winter: bool) -> tuple[int, int]:
    """An army's allowance without Mud and with it (aid 移動)."""
    return allowance(rating, winter=winter), allowance(rating, winter=winter, mud=True)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class MudWindow(AonFrame):
    """Aid 移動 (Mud: -1), inventory §4 ("Mud against the enemy"): as an enemy army begins its move, a player
    holding Mud may play it, and that move's allowance falls by one (its march attrition counts it too).
    Asked whenever ``mud_asked`` and ``mud_matters`` hold, whatever the hand: a private question whose only
    answer may be to decline (reconstructed timing: before the mover chooses its path)."""

    kind = "mud"
    side: str
    area: str

    def run(self, s: AonState) -> Flow:
        return self.wait(self.side, _ASK_MUD)

    def prompt(self, s: AonState, seat: str) -> Prompt:
        side = seat_side(seat)
        held = MUD in s.deck.hands[side] and CARDS[MUD].side in (None, side)
        return reaction_prompt("mud", self.area, [_mud(self.area)] if held else [], private=True)

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        finish(s, self)
        if action.verb != "mud":
            return
        discard(s.deck, seat_side(seat), MUD)
        moving = find(s, Activation)
        assert moving is not None
        moving.mud = True
        if not s.quiet:
            log(s, Msg(f"{G}-log-mud", seat=refs.seat(seat), area=refs.area(self.area)))


@cache  # an offer is immutable: one per area, made once
def _mud(area: str) -> Action:
    """The offer to play Mud against the army moving from ``area``."""
    return Action("mud", (), Msg(f"{G}-act-mud", area=refs.area(area)), ActionKind.DONE)


def withdrawals(s: AonState, area: str, side: Side, came_from: str) -> list[str]:
    """Where ``side``'s corps in ``area`` may withdraw before a battle: an adjacent area free of enemy corps,
    not the one the attacker came from (reconstructed, as a retreat: DATA.md §11)."""
    hostile = areas_held(s, enemy(side))
    return [a for a in AROUND[area] if a != came_from and a not in hostile]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Withdrawal(AonFrame):
    """Withdrawal before battle (public rules: the defender may withdraw; the aid's march attrition names
    "withdrew" among its conditions, MA-1). Reconstructed conditions: when an enemy army moves in to attack,
    the defender may try to withdraw all its corps there to one adjacent area free of enemy corps, not the one
    the attacker came from; a die of 4 or more succeeds, at no card's cost (the defender does not activate an
    army); the corps withdrawn roll march attrition as the aid says (mountain, marsh, winter round). Asked
    whenever such an area exists: a public fact."""

    kind = "withdrawal"
    side: str
    area: str
    came_from: str

    def run(self, s: AonState) -> Flow:
        return self.wait(self.side, f"{G}-ask-withdraw")

    def prompt(self, s: AonState, seat: str) -> Prompt:
        options = [
            _offer("withdraw", to) for to in withdrawals(s, self.area, seat_side(seat), self.came_from)
        ]
        return reaction_prompt("withdraw", self.area, options, decline=_STAND)

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        finish(s, self)
        if action.verb != "withdraw":
            return
        side, to = seat_side(seat), str(action.args[0])
        die = roll(s)
        if die < WITHDRAW_ROLL:
            log(s, Msg(f"{G}-log-withdraw-failed", seat=refs.seat(seat), area=refs.area(self.area)))
            return
        corps = corps_in(s, self.area, side)
        move(s, corps, Path((self.area, to)))
        s.moves.append(MoveTrace(seat, (self.area, to), False))
        if not s.quiet:
            log(
                s,
                Msg(
                    f"{G}-log-withdraw",
                    seat=refs.seat(seat),
                    corps=refs.corps_list(corps),
                    area=refs.area(to),
                ),
            )
        march = march_of(
            Path((self.area, to)),
            fought=False,
            winter=is_winter(s.round),
            rating=ROSTER[commander(corps)].movement,
            forced_march=False,
            mud=False,
        )
        march_attrition(s, side, corps, march)
