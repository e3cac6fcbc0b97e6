"""Green events played while a stack moves (TRM-12): by the mover (Forced march, Bridge demolition,
Grouchy, Light cavalry, Vive l'Empereur!, Supply, Organisational superiority, Allied cooperation,
Combined operation) or against it (Insubordination, Confusion, Last effort, Reaction move, Road
blocked, Fatigue, Counter-order).

Each registers whether a card may be played now (``CONDITIONS``) and what it does (``EFFECTS``);
an effect that needs a decision pushes a frame asking it, the same question whatever the hidden
facts (Supply is one choice of the corps that rest, not one question per point).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations

from engine.core import DONE, Action, ActionKind, Flow, Gather, Msg, Prompt, find, log, rng
from engine.napoleon1815 import board, deck, movement, refs
from engine.napoleon1815.alternation import OpsFields
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.data import oob
from engine.napoleon1815.movement import current
from engine.napoleon1815.operation import seen_name, stack_pick
from engine.napoleon1815.seats import armies_of, grognard, seats_of_side, side_of_seat
from engine.napoleon1815.state import (
    ALLIED,
    ARMY,
    COMMANDER,
    CORPS,
    FRENCH,
    KIND,
    MACHINE,
    SCOUT,
    SIDE,
    Gone,
    N1815Frame,
    N1815State,
    is_engaged,
    is_free,
    other,
    pieces_in,
)
from engine.napoleon1815.windows import CONDITIONS, EFFECTS, Effect, Moment


class Stage(StrEnum):
    ASK = "ask"
    TO = "to"
    DONE = "done"


# --- the mover's own events --------------------------------------------------------------------


def _forced_march(s: N1815State, f: Effect) -> None:
    """EVT-05: +1 MP, and the stack can always move one road (A-25)."""
    op = current(s)
    op.mod += 1
    op.forced = True


def _bridge_demolition(s: N1815State, f: Effect) -> None:
    """EVT-06: costs 1 MP; with no MP at the start the stack may still do it, and goes no further."""
    op = current(s)
    road = data_map.road_between(op.here, f.to)
    assert road is not None
    no_mp = movement.left(op) <= 0
    s.broken_bridges.append(road.key)
    op.used += 1
    log(s, Msg("napoleon1815-log-bridge-destroyed", a=refs.AREA[road.a], b=refs.AREA[road.b]))
    if no_mp:
        op.halted = True


def _grouchy(s: N1815State, f: Effect) -> None:
    """EVT-07: discard the MP card and flip again."""
    op = current(s)
    card = deck.flip(s, FRENCH)
    value = deck.value(card)
    op.card, op.reflipped = value, True
    op.mp = movement.mp_for(s, [t for t in op.group if t in s.pieces], value)
    log(s, Msg("napoleon1815-log-grouchy", card=deck.flipped(card), value=value))


def _light_cavalry(s: N1815State, f: Effect) -> None:
    """EVT-08: a random card of the enemy hand is discarded (3P: France picks one Allied player)."""
    targets = [t for t in seats_of_side(s, other(side_of_seat(f.seat))) if s.hands[t]]
    if len(targets) > 1:
        s.frames.append(PickHand(seat=f.seat))
    elif targets:
        discard_at_random(s, targets[0])


def discard_at_random(s: N1815State, seat: str) -> None:
    """EVT-08: one card of the hand, chosen by the generator, goes to the discard pile."""
    hand = s.hands[seat]
    card = hand[rng.randbelow(s, len(hand))]
    deck.play(s, seat, card, shown=False)  # EVT-08: only its owner learns which
    s.revealed = True
    log(s, Msg("napoleon1815-log-light-cavalry", seat=refs.SEAT[seat]))
    log(s, Msg("napoleon1815-log-light-cavalry-own", card=refs.CARD[card]), to=seat)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class PickHand(N1815Frame):
    """EVT-08 with three players: France chooses which Allied hand loses a card."""

    kind = "pick_hand"
    seat: str
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        return DONE if self.at is Stage.DONE else self.wait(self.seat, "napoleon1815-ask-light-cavalry")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-light-cavalry"))
        for target in seats_of_side(s, ALLIED):
            if s.hands[target]:
                label = Msg("napoleon1815-action-hand", seat=refs.SEAT[target], n=len(s.hands[target]))
                p.add("hand", target, label=label)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        discard_at_random(s, str(action.args[0]))
        self.at = Stage.DONE


def _vive_lempereur(s: N1815State, f: Effect) -> None:
    """EVT-13: each corps with Napoleon loses 1 fatigue."""
    area = next(p.area for p in s.pieces.values() if p.block == oob.NAPOLEON)
    for t, p in list(s.pieces.items()):
        if p.area == area and SIDE[p.block] == FRENCH:
            board.remove_fatigue(s, t, 1)
    log(s, Msg("napoleon1815-log-vive-lempereur"))


def _napoleon_on_map(s: N1815State, seat: str, moment: Moment) -> bool:
    return any(p.block == oob.NAPOLEON for p in s.pieces.values())


def _tired(s: N1815State, seat: str) -> list[str]:
    """The seat's corps with fatigue to remove (EVT-41)."""
    armies = armies_of(seat)
    return sorted(
        t for t, p in s.pieces.items() if ARMY[p.block] in armies and KIND[p.block] == CORPS and p.fatigue > 0
    )


def _supply(s: N1815State, f: Effect) -> None:
    """EVT-41: 2 fatigue off the corps of one Allied stack (2 from one, or 1 from each of two)."""
    s.frames.append(Supply(seat=f.seat))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Supply(N1815Frame):
    """EVT-41 as one choice: which corps of one stack rest (always asked once the card is played)."""

    kind = "supply"
    seat: str
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        return DONE if self.at is Stage.DONE else self.wait(self.seat, "napoleon1815-ask-supply")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-supply"))
        public = Msg("napoleon1815-public-supply")
        tired = _tired(s, seat)
        for t in tired:
            piece = s.pieces[t]
            label = Msg(
                "napoleon1815-action-supply-one",
                block=refs.BLOCK[piece.block],
                area=refs.AREA[piece.area],
                n=min(2, piece.fatigue),
            )
            p.add("rest", t, label=label, public=public)
        for a, b in combinations(tired, 2):
            if s.pieces[a].area == s.pieces[b].area:
                blocks = refs.blocks([s.pieces[a].block, s.pieces[b].block])
                label = Msg("napoleon1815-action-supply-two", blocks=blocks, area=refs.AREA[s.pieces[a].area])
                p.add("rest", a, b, label=label, public=public)
        if not tired:
            p.add("rest", label=Msg("napoleon1815-action-supply-none"), public=public)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self.at = Stage.DONE
        tokens = [str(t) for t in action.args]
        for t in tokens:
            board.remove_fatigue(s, t, 2 if len(tokens) == 1 else 1)
        log(s, Msg("napoleon1815-log-supply", seat=refs.SEAT[seat]))
        if tokens:
            own = board.own_names(s, tokens)
            log(s, Msg("napoleon1815-log-supply-own", blocks=own), to=seat)


def _org_sup(s: N1815State, f: Effect) -> None:
    """EVT-25: the French stack need not stop in the area of another, non-engaged, French stack."""
    current(s).halted = False


def _allied_cooperation(s: N1815State, f: Effect) -> None:
    """EVT-30: one stack may mix Anglo-Dutch and Prussian corps. With three players (Grognard) the
    partner shows the operating player the faces of his active blocks there, so that he can choose
    among them (the one exception to 3P-3; README)."""
    op = current(s)
    op.coop = True
    if grognard(s):
        own = armies_of(op.seat)
        op.shown = sorted(
            t
            for t, p in s.pieces.items()
            if p.area == op.area and not p.spent and SIDE[p.block] == op.side and ARMY[p.block] not in own
        )
        s.revealed = s.revealed or bool(op.shown)


def _combined_operation(s: N1815State, f: Effect) -> None:
    """EVT-47: France performs another operation at once, with another stack."""
    ops = find(s, OpsFields)
    if ops is not None:
        ops.again = True


# --- events against the moving stack ------------------------------------------------------------


def _road_blocked(s: N1815State, f: Effect) -> None:
    """EVT-31: the stack has 1 MP less (Forced march still allows one road)."""
    current(s).mod -= 1


def _confusion(s: N1815State, f: Effect) -> None:
    """EVT-16: the stack stops at once, whatever MP remain, and is spent."""
    current(s).stop = True


def _fatigue(s: N1815State, f: Effect) -> None:
    """EVT-33: the stack takes 1 more fatigue (none for scouts)."""
    op = current(s)
    if not op.scouts:
        op.extra_fat += 1


def _counter_order(s: N1815State, f: Effect) -> None:
    """EVT-43: the event just played is cancelled (its card stays discarded)."""
    target = s.frames[f.target]
    assert isinstance(target, Effect)
    target.cancelled = True
    log(s, Msg("napoleon1815-log-counter-order", event=refs.EVENT[target.event]))


def insubordination_targets(s: N1815State) -> list[str]:
    """EVT-15: Conscript, the corps of a one-corps French stack without Drouot or Napoleon;
    Grognard, any active French block (it may turn out to be Drouot, Napoleon or a scout)."""
    french = {t: p for t, p in s.pieces.items() if SIDE[p.block] == FRENCH and not p.spent}
    if grognard(s):
        return sorted(french)
    out = []
    for t, p in french.items():
        if KIND[p.block] != CORPS or p.block == oob.DROUOT:
            continue
        stack = [q for q in s.pieces.values() if q.area == p.area and SIDE[q.block] == FRENCH]
        if sum(1 for q in stack if KIND[q.block] == CORPS) == 1 and not any(
            q.block == oob.NAPOLEON for q in stack
        ):
            out.append(t)
    return sorted(out)


def _insubordination(s: N1815State, f: Effect) -> None:
    s.frames.append(Insubordination(seat=f.seat))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Insubordination(N1815Frame):
    kind = "insubordination"
    seat: str
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        if self.at is Stage.DONE or not insubordination_targets(s):
            return DONE
        return self.wait(self.seat, "napoleon1815-ask-insubordination")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-insubordination"))
        for t in insubordination_targets(s):
            area = refs.AREA[s.pieces[t].area]
            p.add(
                "refuse", t, label=Msg("napoleon1815-action-refuse", block=seen_name(s, seat, t), area=area)
            )
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        t = str(action.args[0])
        piece = s.pieces[t]
        self.at = Stage.DONE
        s.disclosed = True
        op = current(s)
        if piece.block in (oob.DROUOT, oob.NAPOLEON):  # Grognard: revealed, not spent (Napoleon: our reading)
            log(s, Msg("napoleon1815-log-insubordination-revealed", block=refs.BLOCK[piece.block]))
            return
        if KIND[piece.block] == SCOUT:
            s.eliminated.append(Gone(piece.block, True))
            del s.pieces[t]
            log(s, Msg("napoleon1815-log-insubordination-scout"))
        else:
            s.pieces[t] = piece._replace(spent=True)
            log(s, Msg("napoleon1815-log-insubordination", who=board.name(s, t)))
        if t in op.group:
            op.group.remove(t)


# --- Last effort and Reaction move: one-road moves before the MP flip --------------------------

# The blocks of the stack taken in one go (``Gather``), then sent on.
_GO_WITH = Action("go", label=Msg("napoleon1815-action-one-road-with"), kind=ActionKind.DONE)
GATHER_TO_GO = Gather("add", (_GO_WITH,))


def stack_candidates(s: N1815State, seat: str, area: str, spent_only: bool) -> list[str]:
    """The seat's blocks in an area that may form the stack: its corps (spent ones only for Last
    effort) and the commanders of their armies (for Last effort, spent ones or those no active corps
    stays with); never a scout, which moves only with scouts (GRG-5). None without a corps."""
    armies = armies_of(seat)
    here = [(t, p) for t, p in pieces_in(s, area) if ARMY[p.block] in armies]
    corps = [t for t, p in here if KIND[p.block] == CORPS and (p.spent or not spent_only)]
    if not corps:
        return []
    staying = [t for t, p in here if KIND[p.block] == CORPS and t not in corps]
    led = {ARMY[s.pieces[t].block] for t in corps}
    chiefs = [
        t
        for t, p in here
        if KIND[p.block] == COMMANDER and ARMY[p.block] in led and (p.spent or not staying or not spent_only)
    ]
    return sorted(corps + chiefs)


def stack_may_go(s: N1815State, seat: str, area: str, group: list[str]) -> bool:
    """TRM-5: a stack holds a corps; TRM-3: a commander goes only with a corps of his army, and the
    seat never leaves its own commander without one of its corps."""
    pieces = [s.pieces[t] for t in group]
    corps = {ARMY[p.block] for p in pieces if KIND[p.block] == CORPS}
    if not corps or any(KIND[p.block] == COMMANDER and ARMY[p.block] not in corps for p in pieces):
        return False
    armies = armies_of(seat)
    stayers = [p for t, p in pieces_in(s, area) if t not in group and ARMY[p.block] in armies]
    return not (
        any(KIND[p.block] == COMMANDER for p in stayers) and not any(KIND[p.block] == CORPS for p in stayers)
    )


def one_road_moves(
    s: N1815State, seat: str, event: str, barred: list[str] | None = None
) -> dict[str, list[str]]:
    """Origin area -> destinations, for Last effort (spent stack, to a free or engaged area)
    or Reaction move (from a free area to a free area), as far as the seat can tell (``may_enter``)."""
    armies = armies_of(seat)
    areas = {p.area for p in s.pieces.values() if ARMY[p.block] in armies}
    out: dict[str, list[str]] = {}
    for area in sorted(areas):
        dests = one_road_from(s, seat, event, area, barred)
        if dests:
            out[area] = dests
    return out


def may_go_one_road(s: N1815State, seat: str, event: str) -> bool:
    """Whether one of the seat's stacks may make the move (``one_road_moves`` not empty)."""
    armies = armies_of(seat)
    areas = {p.area for p in s.pieces.values() if ARMY[p.block] in armies}
    return any(one_road_from(s, seat, event, area, None) for area in sorted(areas))


def one_road_from(s: N1815State, seat: str, event: str, area: str, barred: list[str] | None) -> list[str]:
    """The destinations of the seat's stack in ``area`` (``one_road_moves``; empty: it may not go)."""
    side = side_of_seat(seat)
    spent_only = event == "last_effort"
    stack = stack_candidates(s, seat, area, spent_only)
    if not stack or not stack_may_go(s, seat, area, stack) or (not spent_only and not is_free(s, area, side)):
        return []  # enemy blocks beside one's own corps are corps (GRG-6): public
    return [
        there
        for there in data_map.NEIGHBOURS[area]
        if there not in (barred or ()) and may_enter(s, side, there, spent_only, seen=True)
    ]


def may_enter(s: N1815State, side: str, there: str, spent_only: bool, *, seen: bool) -> bool:
    """A free area, or (Last effort) an engaged one. ``seen``: as far as the side can tell, enemy
    blocks it cannot identify being perhaps only scouts (a stack barred by corps there learns it in
    everyone's sight, as under General advance: A-21)."""
    if is_free(s, there, side) or (spent_only and is_engaged(s, there)):
        return True
    return seen and any(SIDE[p.block] != side and not board.is_public(s, t) for t, p in pieces_in(s, there))


def _one_road(s: N1815State, f: Effect) -> None:
    s.frames.append(OneRoad(seat=f.seat, event=f.event))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class OneRoad(N1815Frame):
    """EVT-17 Last effort / EVT-26 Reaction move: one of the seat's stacks moves one road. The seat
    chooses the area, then the blocks of the stack one by one, as in an operation (OPS-4: not every
    corps there need go), then where: how many blocks go is its choice, never a sign of which of
    those that stay are scouts."""

    kind = "one_road"
    seat: str
    event: str
    origin: str = ""
    group: list[str] = field(default_factory=list)  # the blocks chosen so far
    picked: bool = False  # the stack is chosen; the destination is asked
    barred: list[str] = field(default_factory=list)  # areas found to hold enemy corps
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        # Asked again after a barred road even when no move is left (then its one answer is to move
        # none): whether another of the seat's stacks may go depends on which of its blocks are corps.
        if self.at is Stage.DONE:
            return DONE
        return self.wait(self.seat, "napoleon1815-ask-one-road")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        event = refs.EVENT[self.event]
        if not self.origin:
            moves = one_road_moves(s, seat, self.event, self.barred)
            p = Prompt(self.ask, Msg("napoleon1815-prompt-one-road", event=event))
            for area in moves:
                p.add("origin", area, label=Msg("napoleon1815-action-origin", area=refs.AREA[area]))
            if not moves:
                p.add("none", label=Msg("napoleon1815-action-one-road-none"), kind=ActionKind.DONE)
            return p
        if not self.picked:
            return self._pick_prompt(s, seat)
        p = Prompt(self.ask, Msg("napoleon1815-prompt-one-road", event=event))
        for there in one_road_from(s, seat, self.event, self.origin, self.barred):
            p.add(
                "to", there, label=Msg("napoleon1815-action-to", area=refs.AREA[there]), kind=ActionKind.DONE
            )
        p.add("origin", label=Msg("napoleon1815-action-other-stack"), kind=ActionKind.BACK)
        return p

    def _pick_prompt(self, s: N1815State, seat: str) -> Prompt:
        """The blocks of the stack, one by one, each shown by its token as in an operation (``Op``)."""
        area = refs.AREA[self.origin]
        p = Prompt(
            self.ask, Msg("napoleon1815-prompt-one-road-pick", event=refs.EVENT[self.event], area=area)
        )
        for t in stack_candidates(s, seat, self.origin, self.event == "last_effort"):
            if t in self.group:
                p.actions.append(stack_pick(s, seat, "drop", t))
            else:
                p.actions.append(stack_pick(s, seat, "add", t))
                p.gather = GATHER_TO_GO
        if stack_may_go(s, seat, self.origin, self.group):
            p.add("go", label=Msg("napoleon1815-action-one-road-go"), kind=ActionKind.DONE)
        p.add("origin", label=Msg("napoleon1815-action-other-stack"), kind=ActionKind.BACK)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        match action.verb:
            case "origin":
                self.origin = str(action.args[0]) if action.args else ""
                self.group, self.picked = [], False
            case "add":
                self.group.append(str(action.args[0]))
            case "drop":
                self.group.remove(str(action.args[0]))
            case "go":
                self.group, self.picked = sorted(self.group), True
            case "none":
                self.at = Stage.DONE
                log(s, Msg("napoleon1815-log-one-road-none", event=refs.EVENT[self.event]))
            case _:
                self._go(s, seat, str(action.args[0]))

    def _go(self, s: N1815State, seat: str, there: str) -> None:
        origin = self.origin
        last_effort = self.event == "last_effort"
        if not may_enter(s, side_of_seat(seat), there, last_effort, seen=False):
            self.barred.append(there)
            s.disclosed = True
            log(
                s,
                Msg("napoleon1815-log-one-road-barred", event=refs.EVENT[self.event], area=refs.AREA[there]),
            )
            return
        self.at = Stage.DONE
        stack = [t for t in self.group if t in s.pieces]
        board.move(s, stack, there)
        log(
            s,
            Msg(
                "napoleon1815-log-one-road",
                event=refs.EVENT[self.event],
                who=board.names(s, stack),
                area=refs.AREA[there],
            ),
        )
        board.destroy_scouts(s, there, other(side_of_seat(seat)))
        if last_effort:
            for t in [t for t in stack if t in s.pieces and KIND[s.pieces[t].block] == CORPS]:
                board.add_fatigue(s, t, 2)  # EVT-17: 2 fatigue for each corps
            movement.enter_against_arrow(s, there, origin, side_of_seat(seat))
        board.settle(s, origin)
        board.settle(s, there)


def _always(s: N1815State, seat: str, moment: Moment) -> bool:
    return True


def _enemy_hand(s: N1815State, seat: str, moment: Moment) -> bool:
    return any(s.hands[t] for t in seats_of_side(s, other(side_of_seat(seat))))


CONDITIONS.update(
    {
        "forced_march": _always,
        "light_cavalry": _enemy_hand,
        "vive_lempereur": _napoleon_on_map,
        "supply": lambda s, seat, moment: bool(_tired(s, seat)),
        "organisational_superiority": _always,
        "allied_cooperation": _always,
        "combined_operation": _always,
        "road_blocked": _always,
        "confusion": _always,
        "fatigue": _always,
        "counter_order": _always,
        "last_effort": lambda s, seat, moment: may_go_one_road(s, seat, "last_effort"),
        "reaction_move": lambda s, seat, moment: may_go_one_road(s, seat, "reaction_move"),
        "insubordination": lambda s, seat, moment: bool(insubordination_targets(s)),
    }
)

EFFECTS.update(
    {
        "forced_march": _forced_march,
        "bridge_demolition": _bridge_demolition,
        "grouchy": _grouchy,
        "light_cavalry": _light_cavalry,
        "vive_lempereur": _vive_lempereur,
        "supply": _supply,
        "organisational_superiority": _org_sup,
        "allied_cooperation": _allied_cooperation,
        "combined_operation": _combined_operation,
        "road_blocked": _road_blocked,
        "confusion": _confusion,
        "fatigue": _fatigue,
        "counter_order": _counter_order,
        "insubordination": _insubordination,
        "last_effort": _one_road,
        "reaction_move": _one_road,
    }
)
