"""Information-set Monte Carlo tree search: an agent that plays any game from its seat's ``Info``.

Each playout draws a state from ``info.sample`` (what the seat cannot see, and the future, drawn
anew: chance is handled by re-sampling, never by peeking) and plays it down the trees, then on
with the game's playout policy (``Game.playout_action``) for a few steps, scored by the game's
``estimate`` (or to the end when it gives none). There is one tree per seat, as in
multiple-observer ISMCTS (Cowling, Powley & Whitehouse, 2012): a seat's tree branches on its own
actions and on the others' actions as it may read them (their public form), so no seat chooses
in the tree knowing what another chose in secret (a sealed order, Gustav's army) or anything it
could not learn at the table. A seat picks by UCB among the actions legal in the state drawn,
each counted by how often it was available.

A game's scripted players guide a small budget (``engine.core.levels``): ``prior`` lists, for a
seat in a state drawn, the actions they would take, best first; a node then opens its children in
that order (the others at random after them), and with ``widen`` it opens no more than
``1 + widen * sqrt(n)`` of them after ``n`` visits (progressive widening), so a few dozen playouts
compare the scripted choice with a few others instead of spreading over hundreds of actions. With
``bias`` the prior's choices keep a bonus in UCB that fades as they are visited (progressive bias:
``bias / (rank + 1) / (visits + 1)``), so a few noisy playouts do not turn the search from the
scripted choice. With ``secure`` the decision keeps the prior's first choice unless another action's
mean reward beats it by more than ``secure`` standard errors of the difference (a few dozen noisy
playouts rarely tell two moves apart: acting on noise is weaker than the scripted player itself);
without, or with no prior, it goes to the most visited action, ties to the first opened.
An action that wins the game at once (in the state drawn) is taken without a search.

The budget is a number of playouts; the engine has no clock, so a time budget is a ``stop`` test
made by a caller (tools, the bot) for each decision. A decision with one legal action, or that
the rules make public and forced, costs nothing: no state is drawn. An action that would bring the
seat back to a view it had at one of its last decisions (a unit added, then dropped) is left out,
so a composition that can be undone is never gone round for ever.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import Action, Prompt
from engine.core.agent import Info
from engine.core.game import Game
from engine.core.rng import Rng
from engine.core.state import GameState

AnyGame = Game[Any, Any]
# A playout policy given by a caller (a scripted player reading the seat's view of the sample drawn).
Policy = Callable[[AnyGame, GameState, str, list[Action], Rng], Action]
# The actions a caller's scripted players would take for a seat in a state, best first.
Prior = Callable[[AnyGame, GameState, str, Rng], list[Action]]
LONGEST_PLAYOUT = 20_000  # a playout without an estimate stops here, scored a draw
MEMORY = 64  # views of its own last decisions a seat's search remembers
CERTAIN = 8  # further states drawn in which an action that won at once must win too


class Node:
    """A seat's information set in its tree: how often it was reached and what it scored for the
    seat that chose the step into it, how often that step was available, and what follows."""

    __slots__ = ("avail", "children", "order", "reward", "square", "tried", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.square = 0.0  # the sum of the rewards' squares
        self.avail = 0
        self.tried = 0  # times a step was chosen from here
        self.order: list[Action] | None = None  # the prior's preference, asked once


@dataclass(frozen=True, slots=True)
class Search:
    """The searching agent: ``playouts`` per decision, each on at most ``depth`` steps past the
    trees when the game gives an estimate; ``until`` makes, per decision, an early ``stop`` test;
    ``policy``, when given, picks the playouts' actions instead of the game; ``prior`` orders the
    children a node opens, and ``widen`` (None: every action at once) limits how many."""

    playouts: int = 1000
    depth: int = 50
    explore: float = 0.7
    until: Callable[[], Callable[[], bool]] | None = None
    policy: Policy | None = None  # the playout policy; None: the game's ``playout_action``
    prior: Prior | None = None  # the order in which a node opens its children; None: at random
    widen: float | None = None  # at most 1 + widen * sqrt(visits) children; None: no limit
    bias: float = 0.0  # the prior's bonus in UCB, fading with visits (progressive bias)
    secure: float = 0.0  # standard errors by which a move must beat the prior's first; 0: most visited
    seen: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (game, seat) -> recent views

    def choose(self, info: Info) -> Action:
        actions = info.prompt.actions
        if len(actions) == 1 or info.prompt.forced:
            return actions[0]
        allowed = self.onward(info)
        if len(allowed) == 1:
            return allowed[0]
        root = self._search(info, allowed)
        tried = {
            a: c for a, c in root.children.items() if isinstance(a, Action) and c.visits and c is not _BARRED
        }
        if not tried:
            return allowed[0]
        most = max(tried, key=lambda a: tried[a].visits)  # ties: the first opened
        kept = root.order[0] if self.secure and root.order and root.order[0] in tried else None
        if kept is None:
            return most
        best = max(tried, key=lambda a: _mean(tried[a]))
        beaten = _mean(tried[best]) - _mean(tried[kept]) > self.secure * _error(tried[best], tried[kept])
        return best if beaten else kept

    def onward(self, info: Info) -> list[Action]:
        """The actions that do not bring the seat back to where it stood (its view and its prompt) at
        one of its last decisions (a unit added then dropped, a stack picked then put back): a search
        would otherwise go round such a loop for ever. All of them when every action would. An action that wins the game at
        once, alone: at once in the state drawn and in ``CERTAIN`` more (the win of one drawn state may be
        its drawn dice, or an order of the other seat's drawn for it)."""
        game, seat = info.game, info.seat
        recent = self.seen.setdefault((game.key, seat), [])
        recent.append(_situation(info.view, info.prompt))
        del recent[:-MEMORY]
        known = set(recent)
        sample = info.sample(info.pick.below(1 << 62))
        onward = []
        for action in info.prompt.actions:
            after = game.clone(sample)
            game.apply(after, seat, action, observe=False, legal=True)
            if _wins(game, after, seat) and self._wins_whatever_is_drawn(info, action):
                return [action]
            if _situation(game.view(after, seat), game.prompt(after, seat)) not in known:
                onward.append(action)
        return onward or info.prompt.actions

    def _wins_whatever_is_drawn(self, info: Info, action: Action) -> bool:
        for _ in range(CERTAIN):
            state = info.sample(info.pick.below(1 << 62))
            info.game.apply(state, info.seat, action, observe=False, legal=True)
            if not _wins(info.game, state, info.seat):
                return False
        return True

    def visits(self, info: Info, allowed: list[Action] | None = None) -> dict[Action, tuple[int, float]]:
        """Search the decision (among ``allowed`` actions, by default all); each root action's
        visits and mean reward for the seat."""
        root = self._search(info, allowed)
        return {
            key: (node.visits, node.reward / node.visits)
            for key, node in root.children.items()
            if isinstance(key, Action) and node.visits and node is not _BARRED
        }

    def _search(self, info: Info, allowed: list[Action] | None) -> Node:
        """The searching seat's tree after the playouts (its root: the decision)."""
        stop = self.until() if self.until is not None else None
        trees: dict[str, Node] = {}
        root = trees[info.seat] = Node()
        if allowed is not None:
            for action in info.prompt.actions:
                if action not in allowed:
                    root.children[action] = _BARRED
        for _ in range(self.playouts):
            if stop is not None and stop():
                break
            state = info.sample(info.pick.below(1 << 62))
            self._playout(info.game, state, info.seat, trees, info.pick)
        return root

    def _playout(self, game: AnyGame, state: GameState, seat: str, trees: dict[str, Node], pick: Rng) -> None:
        at = {s: trees.setdefault(s, Node()) for s in state.seats}
        path: list[tuple[Node, str]] = []
        mover = seat  # the searching seat decides first, even when others act at the same time
        while acting := game.to_act(state):
            mover = mover if mover in acting else acting[0]
            legal = game.legal_actions(state, mover)
            if len(legal) == 1:
                game.apply(state, mover, legal[0], observe=False, legal=True)
                continue
            action, child, new = self._select(game, state, mover, at[mover], legal, pick)
            path.append((child, mover))
            game.apply(state, mover, action, observe=False, legal=True)
            seen = (mover, action.public_form)
            for s, node in at.items():
                at[s] = child if s == mover else node.children.setdefault(seen, Node())
            if new:
                break
            mover = ""
        rewards = self._roll_out(game, state, pick)
        for node, who in path:
            node.visits += 1
            node.reward += rewards[who]
            node.square += rewards[who] ** 2

    def _select(
        self, game: AnyGame, state: GameState, mover: str, node: Node, legal: list[Action], pick: Rng
    ) -> tuple[Action, Node, bool]:
        """UCB over the actions legal here; while the node may open another child, an action never
        tried is tried first (and expanded): the prior's first, else one at random."""
        children = node.children
        node.tried += 1
        opened = []
        for a in legal:
            c = children.get(a)
            if c is not None and c is not _BARRED:
                c.avail += 1
                opened.append(a)
        room = self.widen is None or len(opened) < 1 + int(self.widen * math.sqrt(node.tried))
        fresh = [a for a in legal if a not in children] if room else []
        if fresh:
            action = self._fresh(game, state, mover, node, fresh, pick)
            child = children[action] = Node()
            child.avail = 1
            return action, child, True
        best, best_score = opened[0], -1.0
        ranked = node.order if self.bias and node.order else ()
        for a in opened:
            c = children[a]
            score = c.reward / c.visits + self.explore * math.sqrt(math.log(c.avail) / c.visits)
            if a in ranked:
                score += self.bias / (ranked.index(a) + 1) / (c.visits + 1)
            if score > best_score:
                best, best_score = a, score
        return best, children[best], False

    def _fresh(
        self, game: AnyGame, state: GameState, mover: str, node: Node, fresh: list[Action], pick: Rng
    ) -> Action:
        """The action a node opens next: the first of the prior's that it has not, else any."""
        if self.prior is not None:
            if node.order is None:
                node.order = self.prior(game, state, mover, pick)
            for action in node.order:
                if action in fresh:
                    return action
        return fresh[pick.below(len(fresh))]

    def _roll_out(self, game: AnyGame, state: GameState, pick: Rng) -> dict[str, float]:
        """Play on by the game's playout policy; every seat's reward, 0 to 1. Nobody reads this
        stretch's log nor its labels: the state plays quiet (``GameState.quiet``)."""
        state.quiet = True
        limit = self.depth if game.estimate(state, state.seats[0]) is not None else LONGEST_PLAYOUT
        for _ in range(limit):
            acting = game.to_act(state)
            if not acting:
                break
            mover = acting[0]
            legal = game.legal_actions(state, mover)
            if len(legal) == 1:
                action = legal[0]
            elif self.policy is not None:
                action = self.policy(game, state, mover, legal, pick)
            else:
                action = game.playout_action(state, mover, legal, pick)
            game.apply(state, mover, action, observe=False, legal=True)
        return rewards(game, state)


_BARRED = Node()  # a root action left out (``Search.onward``): never chosen, never counted
_BARRED.visits, _BARRED.reward, _BARRED.avail = 1, -1.0, 1


def _situation(view: object, prompt: Prompt) -> str:
    """What a seat knows of where it stands: its view and what it is asked (a gathered choice, a
    stack being formed, may show in the prompt alone)."""
    return repr((view, prompt.key, [a.notation() for a in prompt.actions]))


def _mean(node: Node) -> float:
    return node.reward / node.visits


def _error(a: Node, b: Node) -> float:
    """The standard error of the difference of two nodes' mean rewards (a floor of 0.05 on each
    spread: a handful of equal rewards is no proof of none)."""
    return math.sqrt(sum(max(0.0025, n.square / n.visits - _mean(n) ** 2) / n.visits for n in (a, b)))


def _wins(game: AnyGame, state: GameState, seat: str) -> bool:
    """The game is over in ``state``, won by the seat's side."""
    result = game.result(state)
    return (
        result is not None and not result.draw and game.side(seat) in {game.side(s) for s in result.winners}
    )


def rewards(game: AnyGame, state: GameState) -> dict[str, float]:
    """Each seat's reward: 1 for a win of its side, 0 for a loss, 0.5 for a draw; the game's
    estimate (or 0.5) while the game goes on."""
    result = game.result(state)
    if result is None:
        guesses = {seat: game.estimate(state, seat) for seat in state.seats}
        return {seat: 0.5 if guess is None else guess for seat, guess in guesses.items()}
    if result.draw or not result.winners:
        return dict.fromkeys(state.seats, 0.5)
    won = {game.side(seat) for seat in result.winners}
    return {seat: 1.0 if game.side(seat) in won else 0.0 for seat in state.seats}
