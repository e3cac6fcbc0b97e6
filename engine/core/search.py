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

A game's scripted players make the search another one (``prior``: for a seat in a state drawn,
the actions they would take, best first). There is no tree then: the decision compares the
prior's choices and ``others`` actions at random, each played from the same drawn states and on
with the same draws of the playout policy (common random numbers: the luck of a playout falls
alike on every action, so the difference of two actions' rewards is far less noisy than either),
and keeps the prior's first unless another beats it by ``secure`` standard errors of the paired
differences (acting on noise is weaker than the scripted player itself). This is the scripted
player improved by one step (rollout policy improvement, Tesauro & Galperin 1996): the playouts
play every seat as its scripted player would, so each action is measured by what follows it. At
the few hundred playouts a chat decision affords it beats a tree that opens the scripted choices
first (``engine/README.md``, "Paired playouts").

An action that wins the game at once (in the state drawn) is taken without a search. The budget is a number of playouts; the engine has no clock, so a time budget is a ``stop`` test
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

from engine.core.actions import Action, ActionKind, Prompt
from engine.core.agent import Info
from engine.core.game import Game
from engine.core.rng import Rng
from engine.core.state import GameState

AnyGame = Game[Any, Any]
# A playout policy given by a caller (a scripted player reading the seat's view of the sample drawn),
# handed the seat's prompt there.
Policy = Callable[[AnyGame, GameState, str, Prompt, Rng], Action]
# The actions a caller's scripted players would take for a seat in a state, best first.
Prior = Callable[[AnyGame, GameState, str, Rng], list[Action]]
LONGEST_PLAYOUT = 20_000  # a playout without an estimate stops here, scored a draw
MEMORY = 64  # views of its own last decisions a seat's search remembers
CERTAIN = 8  # further states drawn in which an action that won at once must win too


class Node:
    """A seat's information set in its tree: how often it was reached and what it scored for the
    seat that chose the step into it, how often that step was available, and what follows."""

    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0


@dataclass(frozen=True, slots=True)
class Search:
    """The searching agent: ``playouts`` per decision, each on at most ``depth`` steps past the
    tree (or, with a ``prior``, past the action compared) when the game gives an estimate;
    ``until`` makes, per decision, an early ``stop`` test; ``policy``, when given, picks the
    playouts' actions instead of the game; ``prior``, when given, names the choices a decision
    compares with ``others`` by paired playouts instead of searching a tree."""

    playouts: int = 1000
    depth: int = 50
    explore: float = 0.7
    until: Callable[[], Callable[[], bool]] | None = None
    policy: Policy | None = None  # the playout policy; None: the game's ``playout_action``
    prior: Prior | None = None  # the choices to compare, the one kept first; None: a tree
    others: int = 2  # with a prior: other actions, at random, compared with its choices
    secure: float = 0.0  # with a prior: standard errors by which another must beat its first
    seen: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (game, seat) -> recent views

    def choose(self, info: Info) -> Action:
        actions = info.prompt.actions
        if len(actions) == 1 or info.prompt.forced:
            return actions[0]
        allowed = self.onward(info)
        if len(allowed) == 1:
            return allowed[0]
        if self.prior is not None:
            return self._better(self._compare(info, allowed))
        tried = self.visits(info, allowed)
        return max(tried, key=lambda a: tried[a][0]) if tried else allowed[0]  # ties: the first opened

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
        playouts and mean reward for the seat."""
        if self.prior is not None:
            rewards = self._compare(info, allowed or info.prompt.actions)
            return {a: (len(r), sum(r) / len(r)) for a, r in rewards.items() if r}
        root = self._search(info, allowed)
        return {
            key: (node.visits, node.reward / node.visits)
            for key, node in root.children.items()
            if isinstance(key, Action) and node.visits and node is not _BARRED
        }

    def _compare(self, info: Info, allowed: list[Action]) -> dict[Action, list[float]]:
        """Each candidate's rewards, playout by playout: the prior's choices (the first is the one
        kept) and ``others`` at random (never a step back in a composition: a playout that undoes
        a step and makes it again looks as good as one that goes on, and noise would send the seat
        round and round), all played from the same drawn state and on with the same draws, round
        after round until the budget or the stop test ends it."""
        assert self.prior is not None
        game, seat, pick = info.game, info.seat, info.pick
        stop = self.until() if self.until is not None else None
        chosen = self.prior(game, info.sample(pick.below(1 << 62)), seat, pick)
        candidates = [a for a in chosen if a in allowed] or [allowed[0]]
        others = [a for a in allowed if a not in candidates and a.kind is not ActionKind.BACK]
        for _ in range(min(self.others, len(others))):
            candidates.append(others.pop(pick.below(len(others))))
        rewards: dict[Action, list[float]] = {a: [] for a in candidates}
        if len(candidates) == 1:
            return rewards
        for _ in range(max(1, self.playouts // len(candidates))):
            if stop is not None and stop():
                break
            drawn, draws = pick.below(1 << 62), pick.below(1 << 62)
            for action in candidates:
                state = info.sample(drawn)
                game.apply(state, seat, action, observe=False, legal=True)
                rewards[action].append(self._roll_out(game, state, Rng(draws))[seat])
        return rewards

    def _better(self, rewards: dict[Action, list[float]]) -> Action:
        """The first candidate (the prior's first), unless another beats it by ``secure`` standard
        errors of the paired differences: then the one that beats it by most."""
        kept, *others = rewards
        best, margin = kept, 0.0
        for action in others:
            gains = [a - b for a, b in zip(rewards[action], rewards[kept], strict=True)]
            if len(gains) < 2:
                continue
            mean = sum(gains) / len(gains)
            spread = max(0.0025, sum((g - mean) ** 2 for g in gains) / (len(gains) - 1))
            if mean > self.secure * math.sqrt(spread / len(gains)) and mean > margin:
                best, margin = action, mean
        return best

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

    def _select(
        self, game: AnyGame, state: GameState, mover: str, node: Node, legal: list[Action], pick: Rng
    ) -> tuple[Action, Node, bool]:
        """UCB over the actions legal here; an action never tried is tried first (and expanded),
        one at random."""
        children = node.children
        opened = []
        for a in legal:
            c = children.get(a)
            if c is not None and c is not _BARRED:
                c.avail += 1
                opened.append(a)
        fresh = [a for a in legal if a not in children]
        if fresh:
            action = fresh[pick.below(len(fresh))]
            child = children[action] = Node()
            child.avail = 1
            return action, child, True
        best, best_score = opened[0], -1.0
        for a in opened:
            c = children[a]
            score = c.reward / c.visits + self.explore * math.sqrt(math.log(c.avail) / c.visits)
            if score > best_score:
                best, best_score = a, score
        return best, children[best], False

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
            prompt = game.prompt(state, mover)
            legal = prompt.actions
            if len(legal) == 1:
                action = legal[0]
            elif self.policy is not None:
                action = self.policy(game, state, mover, prompt, pick)
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
