"""How often the best possible player wins against random play in each template:
``python -m tools.ceiling GAME [--seat S] [--option KEY=VALUE] [--simulate N]``.

Issue 19 asks the AI to win at least 95% of its games against random play. Whether any player can
is a property of the game, and for the templates it can be computed exactly: an expectimax over
the game's chance (dice, draws from a shuffled deck or cup) and over the random player's choices,
each legal action equally likely (as ``engine.core.agent.RANDOM`` plays them), taken as chance too.
The best player sees only its seat's view, so the maximum is over what it knows, not over the real
state: where something stays hidden from it, the recursion carries its belief (a probability for
each hidden fact, updated by what it sees) and memoises on a canonical key of that knowledge.
Probabilities are exact fractions.

- Sealed (``sealed_best``): nothing is hidden between rounds, and a random order chosen at the same
  time cannot be read, so the best reply to the uniform mix is the best player, round by round.
- Patrol (``patrol_best``): a solitaire; the player's knowledge is the public state, the chits it
  has seen on top of the cup, and the rest of the cup, every order of it equally likely.
- Duel (``duel_best``): the deck and the other hand are hidden. A random player's choice says
  something about its hand (it plays one of its cards, rolls or draws, each equally likely), so the
  player's belief is a distribution over the other hand, the deck being any order of the rest. A
  random player also raises and lowers its flag, and how often it does before acting says a little
  more about how many actions it has: the exact value ``blind`` to the flags is a lower bound on the
  best play, and the value of a player shown the other hand outright (``knows_hand``) an upper one.

Where the state space is too large for Python in minutes, a bound: Duel at its full target by
foresight (``foresight_wins``: a player told the whole future in advance, the deck, every die and
every random pick, wins no less often than any real player; drawn over many futures), Patrol by
solving its first turns only (holding to the end needs holding through them).

Each game's rules are written out again here in a few lines (the ones that decide who wins); the
tests hold them to hand-computed positions.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple

import engine
from engine.core import Action, Prompt
from engine.core.agent import Scripted, play
from engine.core.rng import Rng
from engine.examples.duel.game import CARDS
from engine.examples.duel.game import SEATS as DUEL_SEATS
from engine.examples.patrol import data as patrol
from engine.examples.sealed import data as sealed

ONE, ZERO = Fraction(1), Fraction(0)
SIXTH = Fraction(1, 6)
DIE = range(1, 7)


# --- Sealed ------------------------------------------------------------------------------------


class SealedAt(NamedTuple):
    """Sealed before a round, as the best player sees it: everything is public."""

    rounds_left: int
    lead: int  # the player's score minus the other's
    mine: int  # the player's reserves
    theirs: int


class Order(NamedTuple):
    order: str
    committed: int


def sealed_choices(reserves: int) -> list[Order]:
    """§1: every order with 0 up to 2 reserves, as many as there are."""
    return [Order(o, n) for o in sealed.ORDERS for n in range(min(sealed.MAX_COMMIT, reserves) + 1)]


def sealed_round(at: SealedAt, mine: Order, theirs: Order) -> SealedAt:
    """§2: both orders revealed, strengths compared, the winner scores; a winning hold recovers a
    reserve, a winning flank costs the loser one."""
    me, them = at.mine - mine.committed, at.theirs - theirs.committed
    power = sealed.strength(mine.order, mine.committed, theirs.order)
    other = sealed.strength(theirs.order, theirs.committed, mine.order)
    lead = at.lead
    if power > other:
        lead += sealed.POINTS[mine.order]
        if mine.order == "hold":
            me = min(sealed.MAX_RESERVES, me + 1)
        elif mine.order == "flank":
            them = max(0, them - 1)
    elif other > power:
        lead -= sealed.POINTS[theirs.order]
        if theirs.order == "hold":
            them = min(sealed.MAX_RESERVES, them + 1)
        elif theirs.order == "flank":
            me = max(0, me - 1)
    return SealedAt(at.rounds_left - 1, lead, me, them)


@functools.cache
def sealed_value(at: SealedAt) -> Fraction:
    """The best chance of winning (§3: a higher score at the end; a draw is no win) from ``at``."""
    if at.rounds_left == 0:
        return ONE if at.lead > 0 else ZERO
    return max(_sealed_reply(at, mine) for mine in sealed_choices(at.mine))


def _sealed_reply(at: SealedAt, mine: Order) -> Fraction:
    replies = sealed_choices(at.theirs)
    return sum((sealed_value(sealed_round(at, mine, theirs)) for theirs in replies), ZERO) / len(replies)


def sealed_best(rounds: int) -> Fraction:
    """Either seat: the rules treat both alike."""
    start = sealed.START_RESERVES
    return sealed_value(SealedAt(rounds, 0, start, start))


# --- Patrol ------------------------------------------------------------------------------------

Chit = tuple[str, int]  # (post, strength): chits alike are one (the quiet nights; "" for no post)


class PatrolAt(NamedTuple):
    """Patrol at the player's orders, as the player knows it: the public state, the chits seen on
    top of the cup (top first) and the ones unseen (sorted: every order of them is as likely)."""

    turn: int
    left: int  # orders left this turn
    scouted: bool
    reserves: int
    pickets: tuple[int, ...]  # by post, in ``POSTS`` order
    fallen: frozenset[int]
    seen: tuple[Chit, ...]
    unseen: tuple[Chit, ...]


@dataclass(frozen=True)
class PatrolRules:
    turns: int
    draws: tuple[int, ...] = patrol.DRAWS


def patrol_start(difficulty: str) -> PatrolAt:
    cup = tuple(sorted(_chit(c) for c in patrol.cup_for(difficulty)))
    pickets = (patrol.START_PICKETS,) * len(patrol.POSTS)
    return PatrolAt(1, patrol.ORDERS_PER_TURN, False, 1, pickets, frozenset(), (), cup)


def _chit(chit_id: str) -> Chit:
    chit = patrol.ALL_CHITS[chit_id]
    return chit.post, chit.strength


def patrol_orders(at: PatrolAt) -> Iterator[tuple[str, PatrolAt | None]]:
    """§1: the orders open to the player, each with where it leads (None: a peek, which draws)."""
    if not at.left:
        return
    open_posts = [i for i, n in enumerate(at.pickets) if i not in at.fallen and n < patrol.MAX_PICKETS]
    spent = at._replace(left=at.left - 1)
    if at.reserves:
        for i in open_posts:
            yield (
                f"post {patrol.POSTS[i]}",
                spent._replace(reserves=at.reserves - 1, pickets=_add(at.pickets, i, 1)),
            )
    for origin, n in enumerate(at.pickets):
        for dest in open_posts:
            if n and abs(origin - dest) == 1:
                moved = _add(_add(at.pickets, origin, -1), dest, 1)
                yield f"move {patrol.POSTS[origin]} {patrol.POSTS[dest]}", spent._replace(pickets=moved)
    if not at.scouted and at.unseen:
        yield "peek", None


def _add(values: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    return (*values[:i], values[i] + n, *values[i + 1 :])


def _split(pool: tuple[Chit, ...]) -> Iterator[tuple[Fraction, Chit, tuple[Chit, ...]]]:
    """Each chit the top of an unseen pool can be: its chance and the pool without it."""
    for chit in sorted(set(pool)):
        i = pool.index(chit)
        yield Fraction(pool.count(chit), len(pool)), chit, pool[:i] + pool[i + 1 :]


def patrol_peek(at: PatrolAt) -> Iterator[tuple[Fraction, PatrolAt]]:
    """§1: the next unseen chit looked at."""
    for p, chit, rest in _split(at.unseen):
        yield p, at._replace(left=at.left - 1, scouted=True, seen=(*at.seen, chit), unseen=rest)


@dataclass(frozen=True)
class Night:
    """The public state during the French draws (§2)."""

    pickets: tuple[int, ...]
    fallen: frozenset[int]
    seen: tuple[Chit, ...]
    unseen: tuple[Chit, ...]


def patrol_draw(night: Night) -> Iterator[tuple[Fraction, Night]]:
    """§2: the top chit drawn (a seen one first) and resolved: each outcome with its chance."""
    if night.seen:
        tops: Iterator[tuple[Fraction, Chit, tuple[Chit, ...]]] = iter([(ONE, night.seen[0], night.unseen)])
        seen = night.seen[1:]
    else:
        tops, seen = _split(night.unseen), ()
    for p, (post, strength), unseen in tops:
        after = Night(night.pickets, night.fallen, seen, unseen)
        if strength == 0:
            yield p, after
        elif post:
            for q, raided in _raid(after, patrol.POSTS.index(post), strength):
                yield p * q, raided
        else:  # the Emperor's column: a die picks the post
            for die in DIE:
                target = patrol.POSTS.index(patrol.emperor_target(die))
                for q, raided in _raid(after, target, strength):
                    yield p * SIXTH * q, raided


def _raid(night: Night, post: int, strength: int) -> Iterator[tuple[Fraction, Night]]:
    """§2: held at pickets + die >= strength + 4; else a picket lost if there are enough, or the post falls."""
    if post in night.fallen:
        yield ONE, night
        return
    pickets = night.pickets[post]
    held = sum(1 for die in DIE if pickets + die >= strength + patrol.HOLD_MARGIN)
    if held:
        yield Fraction(held, 6), night
    if held < 6:
        if pickets >= strength:
            lost = Night(_add(night.pickets, post, -1), night.fallen, night.seen, night.unseen)
        else:
            lost = Night(_add(night.pickets, post, -pickets), night.fallen | {post}, night.seen, night.unseen)
        yield Fraction(6 - held, 6), lost


class PatrolSolver:
    """The best chance of holding to the end (§3), memoised on ``PatrolAt``."""

    def __init__(self, rules: PatrolRules) -> None:
        self.rules = rules
        self.memo: dict[PatrolAt, Fraction] = {}
        self.nights: dict[PatrolAt, Fraction] = {}

    def value(self, at: PatrolAt) -> Fraction:
        found = self.memo.get(at)
        if found is None:
            found = self.memo[at] = max(v for _, v in self.options(at))
        return found

    def options(self, at: PatrolAt) -> Iterator[tuple[str, Fraction]]:
        """Every order open to the player (and ending the orders) with the best chance after it."""
        yield "end", self.night(at)
        for name, after in patrol_orders(at):
            if after is not None:
                yield name, self.value(after)
            else:
                yield name, sum((p * self.value(peeked) for p, peeked in patrol_peek(at)), ZERO)

    def night(self, at: PatrolAt) -> Fraction:
        """§2 and §3 after the orders: the turn's draws, then the next turn (a reserve arrives)."""
        key = at._replace(left=0, scouted=False)
        found = self.nights.get(key)
        if found is None:
            found = self.nights[key] = self._night(at)
        return found

    def _night(self, at: PatrolAt) -> Fraction:
        outcomes = {Night(at.pickets, at.fallen, at.seen, at.unseen): ONE}
        for _ in range(self.rules.draws[at.turn - 1]):
            drawn: dict[Night, Fraction] = {}
            for night, p in outcomes.items():
                if len(night.fallen) >= patrol.LOST_POSTS or not (night.seen or night.unseen):
                    drawn[night] = drawn.get(night, ZERO) + p
                    continue
                for q, after in patrol_draw(night):
                    drawn[after] = drawn.get(after, ZERO) + p * q
            outcomes = drawn
        total = ZERO
        for night, p in outcomes.items():
            if len(night.fallen) >= patrol.LOST_POSTS:
                continue
            if at.turn == self.rules.turns:
                total += p
                continue
            nxt = PatrolAt(
                at.turn + 1,
                patrol.ORDERS_PER_TURN,
                False,
                at.reserves + 1,
                night.pickets,
                night.fallen,
                night.seen,
                night.unseen,
            )
            total += p * self.value(nxt)
        return total


def guard(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
    """A simple Patrol player: each reserve to the open post with the fewest pickets (the bridge,
    which the strongest raid strikes, first on a tie), no move, no peek; a lower bound on the best."""
    posts = [a for a in prompt.actions if a.verb == "post"]
    if posts:
        order = ("bridge", "ford", "village")
        return min(posts, key=lambda a: (view["pickets"][a.args[0]], order.index(str(a.args[0]))))
    return next(a for a in prompt.actions if a.verb == "end")


def guard_wins(games: int, options: Mapping[str, str]) -> int:
    """How many of ``games`` Patrol games (seeds 1 on) ``guard`` wins, played through the engine."""
    game = engine.example("patrol")
    player = {patrol.SEAT: Scripted("guard", guard)}
    wins = 0
    for seed in range(1, games + 1):
        state = game.setup(seed, None, options)
        play(game, player, state, seed)
        result = game.result(state)
        wins += result is not None and patrol.SEAT in result.winners
    return wins


def patrol_best(turns: int, difficulty: str) -> tuple[Fraction, int]:
    """The best chance of winning the solitaire, and the number of knowledge states solved."""
    solver = PatrolSolver(PatrolRules(turns))
    return solver.value(patrol_start(difficulty)), len(solver.memo) + len(solver.nights)


# --- Duel --------------------------------------------------------------------------------------

Cards = tuple[int, ...]  # how many of each value 1..6
Belief = tuple[tuple[Cards, Fraction], ...]  # each hand the other seat may hold, with its chance
VALUES = range(1, 7)


class DuelAt(NamedTuple):
    """Duel as the best player knows it: the scores, its hand, the cards it has not seen (the
    deck and the other hand), the other hand's size, and its belief about that hand (the deck is
    then any order of the rest, each as likely)."""

    mine: bool  # the player's turn
    score: int
    other: int
    hand: Cards
    unseen: Cards
    belief: Belief


def _cards(values: list[int]) -> Cards:
    return tuple(values.count(v) for v in VALUES)


def _less(cards: Cards, value: int) -> Cards:
    return (*cards[: value - 1], cards[value - 1] - 1, *cards[value:])


def _more(cards: Cards, value: int) -> Cards:
    return (*cards[: value - 1], cards[value - 1] + 1, *cards[value:])


def _minus(a: Cards, b: Cards) -> Cards:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def _belief(weights: Mapping[Cards, Fraction]) -> Belief:
    total = sum(weights.values(), ZERO)
    return tuple(sorted((hand, w / total) for hand, w in weights.items() if w))


def duel_actions(hand: Cards, deck: int) -> int:
    """How many actions other than the flag a seat has (roll, draw, a play for each value held):
    a random player picks one of them, each as likely (the flag keeps the turn and changes nothing
    else)."""
    return 1 + (deck > 0) + sum(1 for n in hand if n)


class DuelSolver:
    """The best chance of reaching the target first, memoised on ``DuelAt``; ``knows_hand``: a player
    shown the other hand (an upper bound), else one that reads the other's actions but not its flag."""

    def __init__(self, target: int, knows_hand: bool) -> None:
        self.target = target
        self.knows_hand = knows_hand
        self.memo: dict[DuelAt, Fraction] = {}

    def start(self, first: bool) -> DuelAt:
        empty = _cards([])
        return DuelAt(first, 0, 0, empty, _cards(CARDS), ((empty, ONE),))

    def value(self, at: DuelAt) -> Fraction:
        found = self.memo.get(at)
        if found is None:
            if at.mine:
                found = max(v for _, v in self.options(at))
            else:
                found = sum((p * self._after(nxt) for p, nxt in self.replies(at)), ZERO)
            self.memo[at] = found
        return found

    def _after(self, at: DuelAt) -> Fraction:
        if at.score >= self.target:
            return ONE
        if at.other >= self.target:
            return ZERO
        return self.value(at)

    def deck(self, at: DuelAt) -> int:
        return sum(at.unseen) - sum(at.belief[0][0])

    def options(self, at: DuelAt) -> Iterator[tuple[str, Fraction]]:
        """The player's actions with the best chance after each (the flag, which changes nothing, left out)."""
        for name, outcomes in self.moves(at):
            yield name, sum((p * self._after(nxt) for p, nxt in outcomes), ZERO)

    def moves(self, at: DuelAt) -> Iterator[tuple[str, list[tuple[Fraction, DuelAt]]]]:
        yield "roll", [(SIXTH, at._replace(mine=False, score=at.score + d)) for d in DIE]
        deck = self.deck(at)
        if deck:
            drawn: list[tuple[Fraction, DuelAt]] = []
            for c in VALUES:
                weights = {h: p * _minus(at.unseen, h)[c - 1] / deck for h, p in at.belief}
                chance = sum(weights.values(), ZERO)
                if chance:
                    nxt = DuelAt(
                        False, at.score, at.other, _more(at.hand, c), _less(at.unseen, c), _belief(weights)
                    )
                    drawn.append((chance, nxt))
            yield "draw", drawn
        for c in VALUES:
            if at.hand[c - 1]:
                yield (
                    f"play {c}",
                    [(ONE, at._replace(mine=False, score=at.score + c, hand=_less(at.hand, c)))],
                )

    def replies(self, at: DuelAt) -> Iterator[tuple[Fraction, DuelAt]]:
        """The random seat's turn: each thing the player may see, with its chance."""
        deck = self.deck(at)
        chosen = {h: p / duel_actions(h, deck) for h, p in at.belief}  # each action's chance, by hand
        mine = at._replace(mine=True)
        rolled = sum(chosen.values(), ZERO)
        for d in DIE:
            yield rolled * SIXTH, mine._replace(other=at.other + d, belief=_belief(chosen))
        if deck:
            drawn: dict[Cards, Fraction] = {}
            for h, p in chosen.items():
                for c in VALUES:
                    left = _minus(at.unseen, h)[c - 1]
                    if left:
                        drawn[_more(h, c)] = drawn.get(_more(h, c), ZERO) + p * left / deck
            if self.knows_hand:  # the player sees the card drawn
                for h, p in drawn.items():
                    yield p, mine._replace(belief=((h, ONE),))
            else:
                yield rolled, mine._replace(belief=_belief(drawn))
        for c in VALUES:
            played = {_less(h, c): p for h, p in chosen.items() if h[c - 1]}
            chance = sum(played.values(), ZERO)
            if chance:
                yield (
                    chance,
                    mine._replace(other=at.other + c, unseen=_less(at.unseen, c), belief=_belief(played)),
                )


def duel_best(target: int, first: bool, knows_hand: bool) -> tuple[Fraction, int]:
    """The best chance of winning Duel against a random player (moving first or second), and the
    number of knowledge states solved."""
    solver = DuelSolver(target, knows_hand)
    return solver.value(solver.start(first)), len(solver.memo)


# --- Duel at its full size: a bound by foresight ----------------------------------------------


@dataclass(frozen=True)
class Future:
    """Everything chance and the random player will do in one Duel, drawn in advance: the deck
    (top last), the player's die at each of its turns, and at each of the random seat's turns a
    uniform draw that picks its action among those it has then (``duel_actions``, in the order
    roll, draw, plays by value) and its die."""

    deck: tuple[int, ...]
    dice: tuple[int, ...]
    picks: tuple[float, ...]
    their_dice: tuple[int, ...]


def draw_future(pick: Rng, turns: int = 40) -> Future:
    deck = list(CARDS)
    for i in range(len(deck) - 1, 0, -1):
        j = pick.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return Future(
        tuple(deck),
        tuple(pick.below(6) + 1 for _ in range(turns)),
        tuple(pick.below(1 << 30) / (1 << 30) for _ in range(turns)),
        tuple(pick.below(6) + 1 for _ in range(turns)),
    )


class Race(NamedTuple):
    score: int
    other: int
    hand: tuple[int, ...]
    their_hand: tuple[int, ...]
    deck: tuple[int, ...]
    turn: int  # the player's turns taken
    their_turn: int


def foresight_wins(future: Future, target: int, first: bool, horizon: int = 12) -> bool:
    """Whether a player who knew ``future`` could win: some sequence of its actions reaches the
    target before the random seat does. A line still open after ``horizon`` of the player's own
    turns counts as won, so the answer can only err towards the player."""
    start = Race(0, 0, (), (), future.deck, 0, 0)
    if not first:
        start = _their_turn(start, future)
        if start.other >= target:
            return False
    return _can_win(start, future, target, horizon)


def _their_turn(race: Race, future: Future) -> Race:
    """The random seat's turn, as ``future`` has it."""
    options = ["roll", *(["draw"] if race.deck else []), *sorted(set(race.their_hand))]
    chosen = options[int(future.picks[race.their_turn] * len(options))]
    nxt = race._replace(their_turn=race.their_turn + 1)
    if chosen == "roll":
        return nxt._replace(other=race.other + future.their_dice[race.their_turn])
    if chosen == "draw":
        return nxt._replace(their_hand=(*race.their_hand, race.deck[-1]), deck=race.deck[:-1])
    assert isinstance(chosen, int)
    hand = list(race.their_hand)
    hand.remove(chosen)
    return nxt._replace(other=race.other + chosen, their_hand=tuple(hand))


def _can_win(race: Race, future: Future, target: int, horizon: int) -> bool:
    if race.turn >= horizon:
        return True
    if race.score + 6 * (horizon - race.turn) < target:
        return False
    moves: list[Race] = [race._replace(score=race.score + future.dice[race.turn])]
    if race.deck:
        moves.append(race._replace(hand=(*race.hand, race.deck[-1]), deck=race.deck[:-1]))
    for card in sorted(set(race.hand), reverse=True):
        hand = list(race.hand)
        hand.remove(card)
        moves.append(race._replace(score=race.score + card, hand=tuple(hand)))
    for moved in moves:
        moved = moved._replace(turn=race.turn + 1)
        if moved.score >= target:
            return True
        answered = _their_turn(moved, future)
        if answered.other < target and _can_win(answered, future, target, horizon):
            return True
    return False


# --- the command ---------------------------------------------------------------------------------


def _share(wins: int, samples: int) -> str:
    p = wins / samples
    error = (p * (1 - p) / samples) ** 0.5
    return f"{p:.4f} ± {3 * error:.4f} (3 standard errors, {samples} samples)"


def report(
    game: str, seat: str | None, options: Mapping[str, str], samples: int, turns: int | None
) -> list[str]:
    """The lines ``main`` prints: ``<game>.<seat>.best_vs_random`` (or its bound) and the method."""
    lines = []
    if game == "sealed":
        rounds = int(options.get("rounds", sealed.ROUNDS[0]))
        value = sealed_best(rounds)
        for s in [seat] if seat else list(sealed.SEATS):
            lines.append(
                f"sealed.{s}.best_vs_random {float(value):.4f}  (exact {value}; expectimax, {rounds} rounds)"
            )
    elif game == "duel":
        target = int(options.get("target", "12"))
        for s in [seat] if seat else list(DUEL_SEATS):
            first = s == DUEL_SEATS[0]
            if target <= 3:
                low, n = duel_best(target, first, knows_hand=False)
                high, m = duel_best(target, first, knows_hand=True)
                lines.append(
                    f"duel.{s}.best_vs_random {float(low):.4f} to {float(high):.4f}  (exact, target {target}: "
                    f"blind to the flags {low} ({n} states), shown the other hand {high} ({m} states))"
                )
                continue
            pick = Rng(19)
            wins = sum(foresight_wins(draw_future(pick), target, first) for _ in range(samples))
            lines.append(
                f"duel.{s}.best_vs_random_at_most {_share(wins, samples)}  (foresight, target {target})"
            )
    elif game == "patrol":
        length = turns or int(options.get("turns", str(patrol.TURNS)))
        value, n = patrol_best(length, options.get("difficulty", "regular"))
        bound = "" if length == int(options.get("turns", str(patrol.TURNS))) else "_at_most"
        lines.append(
            f"patrol.{patrol.SEAT}.best_vs_random{bound} {float(value):.4f}  (exact over the first {length} "
            f"turns: expectimax on the player's knowledge, {n} states)"
        )
        wins = guard_wins(samples, options)
        lines.append(
            f"patrol.{patrol.SEAT}.best_vs_random_at_least {_share(wins, samples)}  (a simple guard)"
        )
    else:
        raise ValueError(f"no ceiling for {game!r}: one of duel, patrol, sealed")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ceiling", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=["duel", "patrol", "sealed"])
    parser.add_argument("--seat", help="one seat only")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    parser.add_argument(
        "--samples",
        type=int,
        default=40_000,
        help="duel: futures drawn for the foresight bound; patrol: games the guard plays",
    )
    parser.add_argument(
        "--turns",
        type=int,
        help="patrol: solve the first TURNS turns only (an upper bound on the whole game)",
    )
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option)
    for line in report(args.game, args.seat, options, args.samples, args.turns):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
