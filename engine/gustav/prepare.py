"""ゲーム準備: the secret army build, the card cull and the stacking of the draw pile.

Both players prepare at the same time and in secret (A-5): one frame waits for both seats, and each
works through its own steps, raising an army (S-6), setting two cards aside (S-7) and, unless the
``pile=shuffled`` option is on, stacking the six others in the order it will draw them (A-3). What a
player chooses stays out of every other view, log line and prompt: the army and the cull are each
one decision (one action, whatever its content), the other seat and the channel read only "X is
preparing" for it and a public line when X finishes a step, which is also what ``prep`` shows.
Stacking the pile takes one click per card whatever the order, so its clicks tell nothing either. When both are ready the two armies are revealed together and deployment begins.

Why being asked leaks nothing: each seat's prompt key is its public step (``prep``), its text names
no count or card, and no flag is ever set, so the other seat sees the same questions whatever the
army, cull or stack behind them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations

from engine.core import DONE, Action, ActionKind, Flow, Gather, Msg, Prompt, log, rng
from engine.gustav.data.cards import DECKS
from engine.gustav.data.tracks import CULL
from engine.gustav.data.units import BUDGET, COUNTERS, KINDS, SPECS, army_cost
from engine.gustav.state import MACHINE, SEATS, GustavFrame, GustavState, Unit, card_ref, seat_ref, unit_ref

BUILD, CULLING, STACK, READY = "build", "cull", "stack", "ready"
# Before issue 21 the army and the cull were built a click at a time; stored games may hold those
# clicks, which are replayed (``Prompt.former``) but never offered.
FORMER_BUILD = frozenset({"add", "drop", "done"})
FORMER_CULL = frozenset({"cull", "keep", "done"})


def stacked(s: GustavState) -> bool:
    """A-3: the owner stacks its first pile (default); ``pile=shuffled`` shuffles it instead."""
    return s.options.get("pile", "stacked") == "stacked"


def kept(s: GustavState, seat: str) -> tuple[str, ...]:
    """The six cards a player keeps (its deck less the two set aside), in deck order."""
    return _kept(seat, tuple(s.culled[seat]))


@cache
def _kept(seat: str, culled: tuple[str, ...]) -> tuple[str, ...]:
    """``kept``, made once per seat and cards set aside (every stacking prompt and answer asks it)."""
    return tuple(c for c in DECKS[seat] if c not in culled)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Prepare(GustavFrame):
    """Waits for both seats until each is ready, then reveals both armies together."""

    kind = "prepare"

    def run(self, s: GustavState) -> Flow:
        prep, busy = s.prep, []
        for seat in SEATS:  # a loop, not a list comprehension (a call of its own): every answer asks it
            if prep[seat] != READY:
                busy.append(seat)
        if busy:
            return self.wait(busy, "gustav-ask-prepare")
        reveal(s)
        return DONE

    def prompt(self, s: GustavState, seat: str) -> Prompt:
        step = s.prep[seat]
        if step == BUILD:
            return _build_prompt(s, seat, _masked(seat))
        if step == CULLING:
            return _cull_prompt(seat)
        return _stack_prompt(s, seat)

    def answer(self, s: GustavState, seat: str, action: Action) -> None:
        verb, args, step = action.verb, action.args, s.prep[seat]
        former = FORMER_BUILD if step == BUILD else FORMER_CULL if step == CULLING else ()
        if verb in former and (verb != "cull" or len(args) == 1):
            _former(s, seat, verb, [str(a) for a in args])
        elif verb == "army":
            s.armies[seat] = ["hq", *map(str, args)]
            s.prep[seat] = CULLING
            log(s, Msg("gustav-log-army-ready", seat=seat_ref(seat)))
        elif verb == "cull":
            s.culled[seat] = list(map(str, args))
            s.prep[seat] = STACK if stacked(s) else READY
            if not s.quiet:
                log(s, Msg("gustav-log-cull-ready", seat=seat_ref(seat)))
        elif verb == "next":
            _stack(s, seat, str(args[0]))
        elif verb == "unstack":
            _unstack(s, seat)
        elif verb == "back":
            _back(s, seat)
        else:
            s.prep[seat] = READY
            if not s.quiet:
                log(s, Msg("gustav-log-stack-ready", seat=seat_ref(seat)))


def _former(s: GustavState, seat: str, verb: str, args: list[str]) -> None:
    """A click of an earlier release's build or cull, from a stored game (``FORMER_BUILD``,
    ``FORMER_CULL``): one unit or card at a time, then ``done``."""
    if verb == "add":
        s.armies[seat].append(args[0])
    elif verb == "drop":
        s.armies[seat].remove(args[0])
    elif verb == "cull":
        s.culled[seat].append(args[0])
    elif verb == "keep":
        s.culled[seat].remove(args[0])
    elif s.prep[seat] == BUILD:
        s.prep[seat] = CULLING
        log(s, Msg("gustav-log-army-ready", seat=seat_ref(seat)))
    else:
        s.prep[seat] = STACK if stacked(s) else READY
        log(s, Msg("gustav-log-cull-ready", seat=seat_ref(seat)))


# the preparation prompts' texts, made once (messages never change; every step of a search asks one)
_BUILD_TEXT = Msg("gustav-prompt-build", budget=BUDGET)
_CULL_TEXT = Msg("gustav-prompt-cull", cull=CULL)
_STACK_TEXT = Msg("gustav-prompt-stack")


@cache
def _masked(seat: str) -> Msg:
    """What the others read of any preparation choice of ``seat`` (made once: messages never change)."""
    return Msg("gustav-public-prepare", seat=seat_ref(seat))


def _build_prompt(s: GustavState, seat: str, masked: Msg) -> Prompt:
    """S-6: the whole army is one decision (issue 21): the others never count its units. (It is given
    the state and the masked public form, as the army prompt of an earlier release, built a unit at
    a time, was; the armies depend on the seat alone.)"""
    actions, gather = _build_choices(seat)
    p = Prompt("gustav-ask-build", _BUILD_TEXT, list(actions), former=FORMER_BUILD)
    p.gather = gather
    return p


@lru_cache(maxsize=len(SEATS))
def _build_choices(seat: str) -> tuple[tuple[Action, ...], Gather]:
    """Every army the seat may raise, and their menu: they depend on the seat alone (its
    counters), so they are made once (a search asks for them on every playout)."""
    masked = Msg("gustav-public-prepare", seat=seat_ref(seat))
    p = Prompt("gustav-ask-build", _BUILD_TEXT)
    for army in armies(seat):
        units = tuple(unit_ref(k) for k in ("hq", *army))
        label = Msg("gustav-action-army", units=units, count=len(army) + 1, points=army_cost(["hq", *army]))
        p.add("army", *army, label=label, kind=ActionKind.DONE, public=masked)
    picks = tuple(
        Action("unit", (kind,), Msg("gustav-action-unit", unit=unit_ref(kind), cost=SPECS[kind].cost))
        for kind in KINDS
        if kind != "hq"
        for _ in range(COUNTERS[seat].counts[kind])
    )
    finish = Action("army", (), Msg("gustav-action-army-chosen"), ActionKind.DONE, masked)
    return tuple(p.actions), Gather("unit", (finish,), picks)


def armies(seat: str) -> list[tuple[str, ...]]:
    """S-6, A-4: every army the side may raise besides its HQ (its counters, within the budget),
    each in the order of ``KINDS``, smallest first."""
    owned = COUNTERS[seat].counts
    found: list[tuple[str, ...]] = [()]
    for kind in KINDS:
        if kind == "hq":
            continue
        found = [
            (*army, *(kind,) * n)
            for army in found
            for n in range(owned[kind] + 1)
            if army_cost(["hq", *army, *(kind,) * n]) <= BUDGET
        ]
    return sorted(found, key=len)


def _cull_prompt(seat: str) -> Prompt:
    """S-7: the cards set aside are one decision (issue 21); the ways to make it depend on the seat
    alone."""
    actions, gather = _cull_choices(seat)
    p = Prompt("gustav-ask-cull", _CULL_TEXT, list(actions), former=FORMER_CULL)
    p.gather = gather
    return p


@lru_cache(maxsize=len(SEATS))
def _cull_choices(seat: str) -> tuple[tuple[Action, ...], Gather]:
    """Every way to set ``CULL`` of the seat's cards aside, and their menu: they depend on the seat
    alone (its deck), so they are made once (a search asks for them on every playout)."""
    masked = Msg("gustav-public-prepare", seat=seat_ref(seat))
    p = Prompt("gustav-ask-cull", _CULL_TEXT)
    for cards in combinations(DECKS[seat], CULL):
        label = Msg("gustav-action-cull-done", cards=tuple(card_ref(c) for c in cards))
        p.add("cull", *cards, label=label, kind=ActionKind.DONE, public=masked)
    p.add("back", label=Msg("gustav-action-back-army"), kind=ActionKind.BACK, public=masked)
    picks = tuple(Action("card", (c,), Msg("gustav-action-cull", card=card_ref(c))) for c in DECKS[seat])
    finish = Action("cull", (), Msg("gustav-action-cull-chosen", cull=CULL), ActionKind.DONE, masked)
    return tuple(p.actions), Gather("card", (finish,), picks)


def _stack_prompt(s: GustavState, seat: str) -> Prompt:
    """A-3: the next card of the pile, one click per card (the actions, made once, are shared)."""
    pile, quiet, cards = s.stacks[seat], s.quiet, kept(s, seat)  # quiet: a search's playout, no labels
    next_card = _next_cards(seat, len(pile) + 1, quiet)
    actions = [next_card[card] for card in cards if card not in pile]
    done, unstack, back = _stack_steps(seat)
    if len(pile) == len(cards):
        actions.append(done)
    if pile:
        actions.append(unstack)
    actions.append(back)
    return Prompt("gustav-ask-stack", _STACK_TEXT, actions)


@lru_cache(maxsize=64)
def _next_cards(seat: str, position: int, quiet: bool) -> dict[str, Action]:
    """Each card of the seat's deck as the next card of its pile, at ``position`` (made once per seat,
    position and quietness: actions never change)."""
    public = _masked(seat)
    return {
        card: Action(
            "next",
            (card,),
            None if quiet else Msg("gustav-action-stack", card=card_ref(card), position=position),
            public=public,
        )
        for card in DECKS[seat]
    }


@lru_cache(maxsize=len(SEATS))
def _stack_steps(seat: str) -> tuple[Action, Action, Action]:
    """Done, take the last card back, back to the cull."""
    masked = Msg("gustav-public-prepare", seat=seat_ref(seat))
    return (
        Action("done", (), Msg("gustav-action-stack-done"), ActionKind.DONE, masked),
        Action("unstack", (), Msg("gustav-action-unstack"), ActionKind.BACK, masked),
        Action("back", (), Msg("gustav-action-back-cull"), ActionKind.BACK, masked),
    )


def _stack(s: GustavState, seat: str, card: str) -> None:
    pile = s.stacks[seat]
    pile.append(card)
    rest = [c for c in kept(s, seat) if c not in pile]
    if len(rest) == 1:
        pile.append(rest[0])  # the last card has only one place left


def _unstack(s: GustavState, seat: str) -> None:
    s.stacks[seat].pop()
    if len(s.stacks[seat]) == len(kept(s, seat)) - 1:
        s.stacks[seat].pop()  # the last card went in by itself: take both back


def _back(s: GustavState, seat: str) -> None:
    """One step back, whatever was chosen in it (so that the others read the same thing)."""
    s.prep[seat] = BUILD if s.prep[seat] == CULLING else CULLING
    s.stacks[seat] = []
    if not s.quiet:
        log(s, Msg("gustav-log-prepare-back", seat=seat_ref(seat)))


def reveal(s: GustavState) -> None:
    """Both armies come out together (A-5); the draw piles are formed (S-7, A-3)."""
    for seat in SEATS:
        army = sorted(s.armies[seat], key=KINDS.index)
        for n, kind in enumerate(army, start=1):
            s.units[f"{seat[0]}{n}"] = Unit(seat, kind, "")
        units = tuple(unit_ref(k) for k in army)
        if not s.quiet:
            log(
                s,
                Msg(
                    "gustav-log-army",
                    seat=seat_ref(seat),
                    units=units,
                    count=len(army),
                    points=army_cost(army),
                ),
            )
        if stacked(s):
            s.piles[seat] = list(s.stacks[seat])
        else:
            s.piles[seat] = list(kept(s, seat))
            rng.shuffle(s, s.piles[seat])
        s.stacks[seat] = []
    s.disclosed = True  # both armies shown to everyone at once
    s.checkpoint = True
