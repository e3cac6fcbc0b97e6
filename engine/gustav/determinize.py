"""States that agree with everything one seat can see: ``redraw`` (for search and the conformance
suite) and ``perturbations`` (one small hidden change each).

What a seat cannot see (``state.py``): the other army while it is being raised (drawn as that side
raises it, from its equilibrium mixture: ``builds``), the other player's
cards set aside, the cards in its hand that nobody saw drawn, and the order of its pile until the
pile has been recycled; with ``pile=shuffled``, also the order of its own first pile.
"""

from __future__ import annotations

from engine.core.rng import Rng
from engine.gustav import builds
from engine.gustav.data.cards import DECKS
from engine.gustav.data.tracks import CULL
from engine.gustav.data.units import BUDGET, COUNTERS, KINDS, SPECS, army_cost
from engine.gustav.prepare import BUILD, CULLING, READY, STACK, kept, stacked
from engine.gustav.state import SEATS, GustavState, other


def unseen(seat: str | None) -> list[str]:
    """The seats whose secrets ``seat`` cannot see (None: the channel sees nobody's)."""
    return list(SEATS) if seat is None else [other(seat)]


def redraw(s: GustavState, seat: str | None, pick: Rng) -> None:
    """Re-draw at random, in place, everything ``seat`` cannot see."""
    for hidden in unseen(seat):
        if not s.units:  # before the armies are revealed
            _redraw_preparation(s, hidden, pick)
        else:
            _redraw_cards(s, hidden, pick)
    if seat is not None and not stacked(s) and not s.recycled[seat]:
        s.piles[seat].sort()
        pick_shuffle(pick, s.piles[seat])


def pick_shuffle(pick: Rng, items: list[str]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = pick.below(i + 1)
        items[i], items[j] = items[j], items[i]


def _redraw_preparation(s: GustavState, seat: str, pick: Rng) -> None:
    step = s.prep[seat]
    s.armies[seat] = ["hq", *builds.drawn(seat, pick)]  # from the side's equilibrium mixture
    deck = list(DECKS[seat])
    pick_shuffle(pick, deck)
    culled = CULL if step in (STACK, READY) else pick.below(CULL + 1)
    s.culled[seat] = deck[:culled]
    s.stacks[seat] = []
    if step == STACK:
        rest = list(kept(s, seat))
        pick_shuffle(pick, rest)
        placed = pick.below(len(rest) + 1)
        s.stacks[seat] = rest[: placed if placed != len(rest) - 1 else len(rest)]
    elif step == READY and stacked(s):
        s.stacks[seat] = list(kept(s, seat))
        pick_shuffle(pick, s.stacks[seat])
    assert step in (BUILD, CULLING, STACK, READY)


def _redraw_cards(s: GustavState, seat: str, pick: Rng) -> None:
    hidden_hand = [c for c in s.hands[seat] if c not in s.known[seat]]
    hidden_pile = [] if s.recycled[seat] else list(s.piles[seat])
    pool = sorted(hidden_hand + hidden_pile + s.culled[seat])
    pick_shuffle(pick, pool)
    n, m = len(hidden_hand), len(hidden_pile)
    s.hands[seat] = list(s.known[seat]) + pool[:n]
    if not s.recycled[seat]:
        s.piles[seat] = pool[n : n + m]
    s.culled[seat] = pool[n + m :]


def perturbations(s: GustavState, seat: str | None) -> list[GustavState]:
    """States that differ from ``s`` by one change ``seat`` cannot see."""
    out: list[GustavState] = []
    for hidden in unseen(seat):
        out += _preparation_changes(s, hidden) if not s.units else _card_changes(s, hidden)
    if seat is not None and not stacked(s) and not s.recycled[seat] and len(set(s.piles[seat])) > 1:
        turned = s.copy()
        turned.piles[seat].reverse()
        out.append(turned)
    return out


def _preparation_changes(s: GustavState, seat: str) -> list[GustavState]:
    out: list[GustavState] = []
    army = s.armies[seat]
    extra = [k for k in army if k != "hq"]
    if extra:
        swapped = s.copy()
        last = extra[-1]
        room = BUDGET - army_cost(army) + SPECS[last].cost
        other_kind = next(
            (
                k
                for k in KINDS
                if k not in ("hq", last)
                and SPECS[k].cost <= room
                and army.count(k) < COUNTERS[seat].counts[k]
            ),
            None,
        )
        swapped.armies[seat].remove(last)
        if other_kind is not None:
            swapped.armies[seat].append(other_kind)
        if s.prep[seat] == BUILD or other_kind is not None:
            out.append(swapped)
    culled = s.culled[seat]
    spare = [c for c in DECKS[seat] if c not in culled]
    if culled and spare:
        changed = s.copy()
        old, new = culled[0], spare[-1]
        changed.culled[seat][0] = new
        stack = changed.stacks[seat]
        if new in stack:
            stack[stack.index(new)] = old
        out.append(changed)
    if len(s.stacks[seat]) > 1:
        turned = s.copy()
        turned.stacks[seat].reverse()
        out.append(turned)
    return out


def _card_changes(s: GustavState, seat: str) -> list[GustavState]:
    out: list[GustavState] = []
    hand = [c for c in s.hands[seat] if c not in s.known[seat]]
    pile = [] if s.recycled[seat] else s.piles[seat]
    if hand and pile and pile[-1] != hand[0]:
        swapped = s.copy()
        i, j = swapped.hands[seat].index(hand[0]), len(pile) - 1
        swapped.hands[seat][i], swapped.piles[seat][j] = pile[j], hand[0]
        out.append(swapped)
    if s.culled[seat] and (hand or pile):
        changed = s.copy()
        old = changed.culled[seat][0]
        if hand:
            i = changed.hands[seat].index(hand[-1])
            changed.hands[seat][i], changed.culled[seat][0] = old, hand[-1]
        else:
            changed.piles[seat][0], changed.culled[seat][0] = old, pile[0]
        out.append(changed)
    if len(pile) > 1:
        turned = s.copy()
        turned.piles[seat].reverse()
        out.append(turned)
    return out
