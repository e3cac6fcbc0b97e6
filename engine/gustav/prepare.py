"""ゲーム準備: the secret army build, the card cull and the stacking of the draw pile.

Both players prepare at the same time and in secret (A-5): one frame waits for both seats, and each
works through its own steps, raising an army (S-6), setting two cards aside (S-7) and, unless the
``pile=shuffled`` option is on, stacking the six others in the order it will draw them (A-3). What a
player chooses stays out of every other view, log line and prompt: the other seat and the channel
read only "X is preparing" for each click and a public line when X finishes a step, which is also
what ``prep`` shows. When both are ready the two armies are revealed together and deployment begins.

Why being asked leaks nothing: each seat's prompt key is its public step (``prep``), its text names
no count or card, and no flag is ever set, so the other seat sees the same questions whatever the
army, cull or stack behind them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, rng
from engine.gustav.data.cards import DECKS
from engine.gustav.data.tracks import CULL
from engine.gustav.data.units import BUDGET, COUNTERS, KINDS, SPECS, army_cost
from engine.gustav.state import MACHINE, SEATS, GustavFrame, GustavState, Unit, card_ref, seat_ref, unit_ref

BUILD, CULLING, STACK, READY = "build", "cull", "stack", "ready"


def stacked(s: GustavState) -> bool:
    """A-3: the owner stacks its first pile (default); ``pile=shuffled`` shuffles it instead."""
    return s.options.get("pile", "stacked") == "stacked"


def kept(s: GustavState, seat: str) -> list[str]:
    """The six cards a player keeps (its deck less the two set aside), in deck order."""
    return [c for c in DECKS[seat] if c not in s.culled[seat]]


def addable(s: GustavState, seat: str) -> list[str]:
    """S-6: unit types the army may still take: a counter left and the points to pay for it."""
    army = s.armies[seat]
    spent = army_cost(army)
    owned = COUNTERS[seat].counts
    return [k for k in KINDS if army.count(k) < owned[k] and spent + SPECS[k].cost <= BUDGET]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Prepare(GustavFrame):
    """Waits for both seats until each is ready, then reveals both armies together."""

    kind = "prepare"

    def run(self, s: GustavState) -> Flow:
        busy = [seat for seat in SEATS if s.prep[seat] != READY]
        if busy:
            return self.wait(busy, "gustav-ask-prepare")
        reveal(s)
        return DONE

    def prompt(self, s: GustavState, seat: str) -> Prompt:
        step = s.prep[seat]
        masked = Msg("gustav-public-prepare", seat=seat_ref(seat))
        if step == BUILD:
            return _build_prompt(s, seat, masked)
        if step == CULLING:
            return _cull_prompt(s, seat, masked)
        return _stack_prompt(s, seat, masked)

    def answer(self, s: GustavState, seat: str, action: Action) -> None:
        verb, me = action.verb, seat_ref(seat)
        arg = str(action.args[0]) if action.args else ""
        if verb == "add":
            s.armies[seat].append(arg)
        elif verb == "drop":
            s.armies[seat].remove(arg)
        elif verb == "cull":
            s.culled[seat].append(arg)
        elif verb == "keep":
            s.culled[seat].remove(arg)
        elif verb == "next":
            _stack(s, seat, arg)
        elif verb == "unstack":
            _unstack(s, seat)
        elif verb == "back":
            _back(s, seat)
        elif s.prep[seat] == BUILD:
            s.prep[seat] = CULLING
            log(s, Msg("gustav-log-army-ready", seat=me))
        elif s.prep[seat] == CULLING:
            s.prep[seat] = STACK if stacked(s) else READY
            log(s, Msg("gustav-log-cull-ready", seat=me))
        else:
            s.prep[seat] = READY
            log(s, Msg("gustav-log-stack-ready", seat=me))


def _build_prompt(s: GustavState, seat: str, masked: Msg) -> Prompt:
    p = Prompt("gustav-ask-build", Msg("gustav-prompt-build", budget=BUDGET))
    army = s.armies[seat]
    left = BUDGET - army_cost(army)
    for kind in addable(s, seat):
        cost = SPECS[kind].cost
        label = Msg("gustav-action-add", unit=unit_ref(kind), cost=cost, left=left - cost)
        p.add("add", kind, label=label, public=masked)
    for kind in KINDS:
        if kind != "hq" and kind in army:
            label = Msg("gustav-action-drop", unit=unit_ref(kind), left=left + SPECS[kind].cost)
            p.add("drop", kind, label=label, kind=ActionKind.BACK, public=masked)
    done = Msg("gustav-action-army-done", units=len(army), points=army_cost(army))
    p.add("done", label=done, kind=ActionKind.DONE, public=masked)
    return p


def _cull_prompt(s: GustavState, seat: str, masked: Msg) -> Prompt:
    p = Prompt("gustav-ask-cull", Msg("gustav-prompt-cull", cull=CULL))
    culled = s.culled[seat]
    for card in DECKS[seat]:
        if card in culled:
            p.add("keep", card, label=Msg("gustav-action-keep", card=card_ref(card)), public=masked)
        elif len(culled) < CULL:
            p.add("cull", card, label=Msg("gustav-action-cull", card=card_ref(card)), public=masked)
    if len(culled) == CULL:
        done = Msg("gustav-action-cull-done", cards=tuple(card_ref(c) for c in culled))
        p.add("done", label=done, kind=ActionKind.DONE, public=masked)
    p.add("back", label=Msg("gustav-action-back-army"), kind=ActionKind.BACK, public=masked)
    return p


def _stack_prompt(s: GustavState, seat: str, masked: Msg) -> Prompt:
    p = Prompt("gustav-ask-stack", Msg("gustav-prompt-stack"))
    pile = s.stacks[seat]
    for card in kept(s, seat):
        if card not in pile:
            label = Msg("gustav-action-stack", card=card_ref(card), position=len(pile) + 1)
            p.add("next", card, label=label, public=masked)
    if len(pile) == len(kept(s, seat)):
        p.add("done", label=Msg("gustav-action-stack-done"), kind=ActionKind.DONE, public=masked)
    if pile:
        p.add("unstack", label=Msg("gustav-action-unstack"), kind=ActionKind.BACK, public=masked)
    p.add("back", label=Msg("gustav-action-back-cull"), kind=ActionKind.BACK, public=masked)
    return p


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
    log(s, Msg("gustav-log-prepare-back", seat=seat_ref(seat)))


def reveal(s: GustavState) -> None:
    """Both armies come out together (A-5); the draw piles are formed (S-7, A-3)."""
    for seat in SEATS:
        army = sorted(s.armies[seat], key=KINDS.index)
        for n, kind in enumerate(army, start=1):
            s.units[f"{seat[0]}{n}"] = Unit(seat, kind, "")
        units = tuple(unit_ref(k) for k in army)
        log(
            s,
            Msg("gustav-log-army", seat=seat_ref(seat), units=units, count=len(army), points=army_cost(army)),
        )
        if stacked(s):
            s.piles[seat] = list(s.stacks[seat])
        else:
            s.piles[seat] = kept(s, seat)
            rng.shuffle(s, s.piles[seat])
        s.stacks[seat] = []
    s.disclosed = True  # both armies shown to everyone at once
    s.checkpoint = True
