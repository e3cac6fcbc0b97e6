"""What a seat may see (``view``) and the status line.

A view leaves out what the seat may not see: the other army before both are revealed, the other
hand (but for cards everybody saw drawn from a recycled pile), the order of a pile its reader did
not stack, the cards set aside. Renderers and scripted players read only this.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from engine.core import LogEntry, Msg, MsgJson, find, is_visible
from engine.gustav.combat import Combat
from engine.gustav.data.cards import CARDS
from engine.gustav.data.tracks import ROUNDS
from engine.gustav.effects import Effect
from engine.gustav.prepare import READY, stacked
from engine.gustav.state import SEATS, GustavState, Trace, seat_ref
from engine.gustav.victory import points


class UnitView(TypedDict):
    id: str
    side: str
    kind: str
    hex: str  # "" while waiting to be deployed


class PlayedView(TypedDict):
    card: str
    half: str
    value: int


class TraceView(TypedDict):
    side: str
    kind: str
    start: str
    end: str
    hit: bool


class SideView(TypedDict):
    morale: int
    prep: str  # build, cull, stack, ready
    points: int  # victory points if the game ended now
    hand: int  # cards in hand
    pile: int  # cards in the draw pile
    recycled: bool  # the pile is the turned-over discards: its order is known to all
    pile_cards: list[str]  # that order, top first (empty while the pile is a secret)
    known: list[str]  # cards in hand that everybody saw drawn from a recycled pile
    discards: list[str]  # face up, the first laid down first
    played: list[PlayedView]  # this round, in the order used
    lost: list[str]  # types of its units destroyed


class EffectView(TypedDict):
    seat: str
    card: str
    half: str
    step: int
    unit: str  # hex of the unit chosen now ("" none)


class CombatView(TypedDict):
    attacker: str  # hex of the attacking unit
    defender: str  # hex of the attacked unit ("" once destroyed)
    melee: bool
    vacated: str  # the hex the defender left, once it retreated or was destroyed


class OwnView(TypedDict):
    hand: list[str]
    pile: list[str]  # top first when ``ordered``; otherwise in deck order
    ordered: bool
    culled: list[str]
    army: list[str]  # the army being raised (preparation)
    stack: list[str]  # the pile being stacked, top first (preparation)


class GustavView(TypedDict):
    game: str
    seat: str | None
    to_act: list[str]
    status: MsgJson
    log: list[LogEntry]
    phase: str  # prepare, deploy, battle, over
    round: int
    rounds: int
    voltage: int  # the marker's space on the ring
    first: str
    sides: dict[str, SideView]
    units: list[UnitView]
    last_move: TraceView | None
    last_fire: TraceView | None
    effect: EffectView | None
    combat: CombatView | None
    own: NotRequired[OwnView]
    seats: NotRequired[dict[str, OwnView]]  # the final view only (Game.final_view): every seat's own


def phase(s: GustavState) -> str:
    if s.result is not None:
        return "over"
    if any(s.prep[seat] != READY for seat in SEATS):
        return "prepare"
    if s.round == 0 or any(not u.hex for u in s.units.values()):
        return "deploy"
    return "battle"


def _trace(t: Trace | None) -> TraceView | None:
    if t is None:
        return None
    return {"side": t.side, "kind": t.kind, "start": t.start, "end": t.end, "hit": t.hit}


def _side(s: GustavState, seat: str) -> SideView:
    return {
        "morale": s.morale[seat],
        "prep": s.prep[seat],
        "points": points(s, seat),
        "hand": len(s.hands[seat]),
        "pile": len(s.piles[seat]),
        "recycled": s.recycled[seat],
        "pile_cards": list(s.piles[seat]) if s.recycled[seat] else [],
        "known": list(s.known[seat]),
        "discards": list(s.discards[seat]),
        "played": [
            {"card": p.card, "half": p.half, "value": CARDS[p.card].effect(p.half).value}
            for p in s.played[seat]
        ],
        "lost": list(s.lost[seat]),
    }


def _own(s: GustavState, seat: str) -> OwnView:
    ordered = stacked(s) or s.recycled[seat]
    pile = s.piles[seat]
    return {
        "hand": list(s.hands[seat]),
        "pile": list(pile) if ordered else sorted(pile, key=list(CARDS).index),
        "ordered": ordered,
        "culled": list(s.culled[seat]),
        "army": list(s.armies[seat]),
        "stack": list(s.stacks[seat]),
    }


def build(
    s: GustavState, seat: str | None, to_act: list[str], status: Msg, everything: bool = False
) -> GustavView:
    """The view of ``seat`` (None: the public channel); ``everything``: the final view, with
    every seat's own hand, pile, culled cards and army build under ``seats``."""
    effect = find(s, Effect)
    combat = find(s, Combat)
    view: GustavView = {
        "game": "gustav",
        "seat": seat,
        "to_act": to_act,
        "status": status.to_json(),
        "log": [e for e in s.log if is_visible(e, seat)],
        "phase": phase(s),
        "round": s.round,
        "rounds": ROUNDS,
        "voltage": s.voltage,
        "first": s.first,
        "sides": {side: _side(s, side) for side in SEATS},
        "units": [{"id": uid, "side": u.side, "kind": u.kind, "hex": u.hex} for uid, u in s.units.items()],
        "last_move": _trace(s.last_move),
        "last_fire": _trace(s.last_fire),
        "effect": None,
        "combat": None,
    }
    if effect is not None and s.result is None:
        chosen = s.units[effect.unit].hex if effect.unit in s.units else ""
        view["effect"] = {
            "seat": effect.seat,
            "card": effect.card,
            "half": effect.half,
            "step": effect.step,
            "unit": chosen,
        }
    if combat is not None and s.result is None and combat.attacker in s.units:
        view["combat"] = {
            "attacker": s.units[combat.attacker].hex,
            "defender": s.units[combat.defender].hex if combat.defender in s.units else "",
            "melee": combat.melee,
            "vacated": combat.vacated,
        }
    if seat is not None:
        view["own"] = _own(s, seat)
    if everything:
        view["seats"] = {side: _own(s, side) for side in SEATS}
    return view


def status(s: GustavState) -> Msg:
    """Where the game stands and who is asked what: public facts only."""
    if s.result is not None:
        return Msg("gustav-status-over", result=s.result.summary)
    top = s.frames[-1]
    who = tuple(seat_ref(seat) for seat in top.who)
    ask = Msg(top.ask)
    if phase(s) == "prepare":
        return Msg("gustav-status-prepare", seats=who)
    if phase(s) == "deploy":
        return Msg("gustav-status-deploy", seats=who, ask=ask)
    return Msg("gustav-status-round", round=s.round, seats=who, ask=ask)
