"""Green events played while a stack moves (TRM-12): by the mover (Forced march, Bridge demolition,
Grouchy, Light cavalry, Vive l'Empereur!, Supply, Organisational superiority, Allied cooperation,
Combined operation) or against it (Insubordination, Confusion, Last effort, Reaction move, Road
blocked, Fatigue, Counter-order).

``CONDITIONS[event](s, seat, ctx)`` says whether a card may be played now; ``EFFECTS[event]``
carries it out from its effect frame (``events/effect.py``), pushing a decision frame if needed.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Action, Prompt, log, rng
from engine.napoleon1815 import board, deck, movement
from engine.napoleon1815.board import AREA_NAME, BLOCK_NAME
from engine.napoleon1815.data import cards, components, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.flow.frames import DONE, Task, ask, frame, push
from engine.napoleon1815.seats import acts, armies_of, cap, grognard, label, seats_of_side, side_of_seat
from engine.napoleon1815.state import (
    ALLIED,
    AREA,
    ARMY,
    BLOCK,
    COMMANDER,
    CORPS,
    FAT,
    FRENCH,
    KIND,
    SCOUT,
    SIDE,
    SPENT,
    Frame,
    N1815State,
    find_frame,
    is_engaged,
    is_free,
    other,
)

Ctx = dict[str, object]
Condition = Callable[[N1815State, str, Ctx], bool]
Effect = Callable[[N1815State, Frame], None]


def _op(s: N1815State) -> Frame:
    op = find_frame(s, "op")
    assert op is not None
    return op


# --- the mover's own events --------------------------------------------------------------------


def _forced_march(s: N1815State, f: Frame) -> None:
    """EVT-05: +1 MP, and the stack can always move one road (A-25)."""
    op = _op(s)
    op["mod"] += 1
    op["forced"] = True


def _bridge_demolition(s: N1815State, f: Frame) -> None:
    """EVT-06: costs 1 MP; with no MP at the start the stack may still do it, and is then spent."""
    op = _op(s)
    road = data_map.road_between(op["here"], str(f["ctx"]["to"]))
    assert road is not None
    no_mp = movement.left(op) <= 0
    s.broken_bridges.append(road.key)
    op["used"] += 1
    log(s, f"The bridge between {AREA_NAME[road.a]} and {AREA_NAME[road.b]} is destroyed")
    if no_mp:
        op["stop"] = True


def bridges_to_destroy(s: N1815State, op: Frame) -> list[str]:
    """Areas across an intact bridge from an Allied stack in a free area (EVT-06, at most 3 markers)."""
    here = op["here"]
    if op["scouts"] or op["side"] != ALLIED or not is_free(s, here, ALLIED):
        return []
    if len(s.broken_bridges) >= components.DESTROYED_BRIDGE_MARKERS:
        return []
    if movement.left(op) <= 0 and op["roads"] > 0:
        return []
    out = []
    for there in data_map.NEIGHBOURS[here]:
        road = data_map.road_between(here, there)
        if road is not None and road.bridge is not None and road.key not in s.broken_bridges:
            out.append(there)
    return out


def _grouchy(s: N1815State, f: Frame) -> None:
    """EVT-07: discard the MP card and flip again."""
    op = _op(s)
    card = deck.flip(s, FRENCH)
    value = cards.CARD[card].value if card is not None else 0
    op["card"], op["reflipped"] = value, True
    op["mp"] = movement.mp_for(s, [t for t in op["group"] if t in s.pieces], value)
    shown = deck.card_name(card) if card is not None else "nothing"
    log(s, f"Grouchy: France flips again: {shown}, value {value}")


def _light_cavalry(s: N1815State, f: Frame) -> None:
    """EVT-08: a random card of the enemy hand is discarded (3P: France picks one Allied player)."""
    seat = str(f["seat"])
    targets = [t for t in seats_of_side(s, other(side_of_seat(seat))) if s.hands[t]]
    if len(targets) > 1:
        push(s, frame("pick_hand", who=seat))
    elif targets:
        discard_at_random(s, targets[0])


def discard_at_random(s: N1815State, seat: str) -> None:
    """EVT-08: one card of the hand, chosen by the generator, goes to the discard pile."""
    hand = s.hands[seat]
    card = hand[rng.randbelow(s, len(hand))]
    deck.play(s, seat, card)
    log(s, f"Light cavalry: {acts(seat, 'discard')} a card at random")
    log(s, f"Light cavalry takes your {deck.card_name(card)}", to=seat)


def _pick_hand_run(s: N1815State, f: Frame) -> str:
    return DONE if f["at"] == "done" else ask(f, f["who"], "Light cavalry: choose a hand")


def _pick_hand_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Light cavalry: from whose hand is a card discarded at random?")
    for seat in seats_of_side(s, ALLIED):
        if s.hands[seat]:
            p.add("hand", seat, f"{label(seat)} ({len(s.hands[seat])} cards)")
    return p


def _pick_hand_answer(s: N1815State, f: Frame, action: Action) -> None:
    discard_at_random(s, action.arg)
    f["at"] = "done"


def _vive_lempereur(s: N1815State, f: Frame) -> None:
    """EVT-13: each corps with Napoleon loses 1 fatigue."""
    area = next(p[AREA] for p in s.pieces.values() if p[BLOCK] == oob.NAPOLEON)
    for t, p in s.pieces.items():
        if p[AREA] == area and SIDE[p[BLOCK]] == FRENCH:
            board.remove_fatigue(s, t, 1)
    log(s, "Vive l'Empereur! The corps with Napoleon lose 1 fatigue each")


def _napoleon_on_map(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return any(p[BLOCK] == oob.NAPOLEON for p in s.pieces.values())


def _supply_targets(s: N1815State, seat: str, area: str | None = None) -> list[str]:
    armies = armies_of(s, seat)
    return sorted(
        t
        for t, p in s.pieces.items()
        if ARMY[p[BLOCK]] in armies and KIND[p[BLOCK]] == CORPS and p[FAT] > 0 and area in (None, p[AREA])
    )


def _supply(s: N1815State, f: Frame) -> None:
    """EVT-41: 2 fatigue off the corps of one Allied stack (2 from one, or 1 from each of two)."""
    push(s, frame("supply", who=f["seat"], area=None, points=2))


def _supply_run(s: N1815State, f: Frame) -> str:
    targets = _supply_targets(s, f["who"], f["area"])
    if f["points"] == 0 or not targets:
        return DONE
    return ask(f, f["who"], "Supply: remove fatigue")


def _supply_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"Supply: remove 1 fatigue from a corps ({f['points']} left, all from one stack).")
    for t in _supply_targets(s, f["who"], f["area"]):
        piece = s.pieces[t]
        p.add("rest", t, f"{BLOCK_NAME[piece[BLOCK]]} at {AREA_NAME[piece[AREA]]} ({piece[FAT]} fatigue)")
    if f["area"] is not None:
        p.add("done", "", "Keep the last point")
    return p


def _supply_answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.verb == "done":
        f["points"] = 0
        return
    board.remove_fatigue(s, action.arg, 1)
    f["area"] = s.pieces[action.arg][AREA]
    f["points"] -= 1
    log(s, f"Supply: {acts(f['who'], 'remove')} 1 fatigue from a corps")


def _org_sup(s: N1815State, f: Frame) -> None:
    """EVT-25: the French stack need not stop in the area of another, non-engaged, French stack."""
    _op(s)["stop"] = False


def _allied_cooperation(s: N1815State, f: Frame) -> None:
    """EVT-30: one stack may mix Anglo-Dutch and Prussian corps."""
    _op(s)["coop"] = True


def _combined_operation(s: N1815State, f: Frame) -> None:
    """EVT-47: France performs another operation at once, with another stack."""
    ops = find_frame(s, "ops")
    if ops is not None:
        ops["again"] = True


# --- events against the moving stack ------------------------------------------------------------


def _road_blocked(s: N1815State, f: Frame) -> None:
    """EVT-31: the stack has 1 MP less (Forced march still allows one road)."""
    _op(s)["mod"] -= 1


def _confusion(s: N1815State, f: Frame) -> None:
    """EVT-16: the stack stops at once, whatever MP remain, and is spent."""
    _op(s)["stop"] = True


def _fatigue(s: N1815State, f: Frame) -> None:
    """EVT-33: the stack takes 1 more fatigue (none for scouts)."""
    op = _op(s)
    if not op["scouts"]:
        op["extra_fat"] += 1


def _counter_order(s: N1815State, f: Frame) -> None:
    """EVT-43: the event just played is cancelled (its card stays discarded)."""
    target = s.frames[int(str(f["ctx"]["target"]))]
    target["cancelled"] = True
    log(s, f"Counter-order: {cards.EVENT[target['event']].name} is cancelled")


def insubordination_targets(s: N1815State) -> list[str]:
    """EVT-15: Conscript, the corps of a one-corps French stack without Drouot or Napoleon;
    Grognard, any French block (it may turn out to be Drouot, Napoleon or a scout)."""
    french = {t: p for t, p in s.pieces.items() if SIDE[p[BLOCK]] == FRENCH and not p[SPENT]}
    if grognard(s):
        return sorted(french)
    out = []
    for t, p in french.items():
        if KIND[p[BLOCK]] != CORPS or p[BLOCK] == oob.DROUOT:
            continue
        stack = [q for q in s.pieces.values() if q[AREA] == p[AREA] and SIDE[q[BLOCK]] == FRENCH]
        if sum(1 for q in stack if KIND[q[BLOCK]] == CORPS) == 1 and not any(
            q[BLOCK] == oob.NAPOLEON for q in stack
        ):
            out.append(t)
    return sorted(out)


def _insubordination(s: N1815State, f: Frame) -> None:
    push(s, frame("insubordination", who=f["seat"]))


def _insub_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "done" or not insubordination_targets(s):
        return DONE
    return ask(f, f["who"], "Insubordination: choose a French block")


def _insub_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Insubordination: choose the French block that refuses its orders.")
    for t in insubordination_targets(s):
        area = AREA_NAME[s.pieces[t][AREA]]
        p.add("refuse", t, f"{cap(board.name(s, t))} at {area} ({t})")
    return p


def _insub_answer(s: N1815State, f: Frame, action: Action) -> None:
    t = action.arg
    block = s.pieces[t][BLOCK]
    f["at"] = "done"
    s.revealed = True
    op = _op(s)
    if block in (oob.DROUOT, oob.NAPOLEON):  # Grognard: revealed, not spent (Napoleon by our reading)
        s.revealed = True
        log(s, f"Insubordination: the block is {BLOCK_NAME[block]}: it is revealed and not spent")
        return
    if KIND[block] == SCOUT:
        s.eliminated.append([block, True])
        del s.pieces[t]
        log(s, "Insubordination: the block is a scout and is removed")
    else:
        s.pieces[t][SPENT] = True
        log(s, f"Insubordination: {board.name(s, t)} becomes spent")
    if t in op["group"]:
        op["group"].remove(t)


# --- Last effort and Reaction move: one-road moves before the MP flip --------------------------


def _own_stack(s: N1815State, seat: str, area: str, spent_only: bool) -> list[str]:
    """A seat's stack in an area: its corps (spent ones only for Last effort) and their commanders."""
    armies = armies_of(s, seat)
    here = {t: p for t, p in s.pieces.items() if p[AREA] == area and ARMY[p[BLOCK]] in armies}
    corps = [t for t, p in here.items() if KIND[p[BLOCK]] == CORPS and (p[SPENT] or not spent_only)]
    staying = [t for t, p in here.items() if KIND[p[BLOCK]] == CORPS and t not in corps]
    chiefs = [
        t
        for t, p in here.items()
        if KIND[p[BLOCK]] == COMMANDER and (p[SPENT] or not staying or not spent_only)
    ]
    return sorted(corps + chiefs) if corps else []


def _one_road_moves(s: N1815State, seat: str, event: str) -> dict[str, list[str]]:
    """Origin area -> destinations, for Last effort (spent stack, to a free or engaged area)
    or Reaction move (from a free area to a free area)."""
    side = side_of_seat(seat)
    spent_only = event == "last_effort"
    out: dict[str, list[str]] = {}
    areas = {p[AREA] for p in s.pieces.values() if ARMY[p[BLOCK]] in armies_of(s, seat)}
    for area in sorted(areas):
        if not _own_stack(s, seat, area, spent_only) or (not spent_only and not is_free(s, area, side)):
            continue
        dests = [
            there
            for there in data_map.NEIGHBOURS[area]
            if is_free(s, there, side) or (spent_only and is_engaged(s, there))
        ]
        if dests:
            out[area] = dests
    return out


def _one_road(s: N1815State, f: Frame) -> None:
    push(s, frame("one_road", who=f["seat"], event=f["event"], origin=None))


def _one_road_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "done" or not _one_road_moves(s, f["who"], f["event"]):
        return DONE
    return ask(f, f["who"], f"{cards.EVENT[f['event']].name}: choose a stack and a road")


def _one_road_prompt(s: N1815State, f: Frame) -> Prompt:
    moves = _one_road_moves(s, f["who"], f["event"])
    name = cards.EVENT[f["event"]].name
    p = Prompt(f"{name}: move one of your stacks one road.")
    if f["origin"] is None:
        for area in moves:
            p.add("origin", area, f"Move the stack at {AREA_NAME[area]}")
        return p
    for there in moves.get(f["origin"], []):
        p.add("to", there, f"Move it to {AREA_NAME[there]}")
    p.add("origin", "", "Choose another stack")
    return p


def _one_road_answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.verb == "origin":
        f["origin"] = action.arg or None
        return
    f["at"] = "done"
    origin, there, seat = f["origin"], action.arg, f["who"]
    last_effort = f["event"] == "last_effort"
    stack = _own_stack(s, seat, origin, last_effort)
    board.move(s, stack, there)
    log(s, f"{cards.EVENT[f['event']].name}: {board.names(s, stack)} move to {AREA_NAME[there]}")
    board.destroy_scouts(s, there, other(side_of_seat(seat)))
    if last_effort:
        for t in [t for t in stack if KIND[s.pieces[t][BLOCK]] == CORPS]:
            board.add_fatigue(s, t, 2)  # EVT-17: 2 fatigue for each corps
        movement.enter_against_arrow(s, there, origin, side_of_seat(seat))
    board.settle(s, origin)
    board.settle(s, there)


def _last_effort_possible(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return bool(_one_road_moves(s, seat, "last_effort"))


def _reaction_possible(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return bool(_one_road_moves(s, seat, "reaction_move"))


def _always(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return True


def _enemy_hand(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return any(s.hands[t] for t in seats_of_side(s, other(side_of_seat(seat))))


def _tired_own_corps(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return bool(_supply_targets(s, seat))


def _insub_possible(s: N1815State, seat: str, ctx: Ctx) -> bool:
    return bool(insubordination_targets(s))


CONDITIONS: dict[str, Condition] = {
    "forced_march": _always,
    "light_cavalry": _enemy_hand,
    "vive_lempereur": _napoleon_on_map,
    "supply": _tired_own_corps,
    "organisational_superiority": _always,
    "allied_cooperation": _always,
    "combined_operation": _always,
    "road_blocked": _always,
    "confusion": _always,
    "fatigue": _always,
    "counter_order": _always,
    "last_effort": _last_effort_possible,
    "reaction_move": _reaction_possible,
    "insubordination": _insub_possible,
}

EFFECTS: dict[str, Effect] = {
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

TASKS = {
    "pick_hand": Task(_pick_hand_run, _pick_hand_prompt, _pick_hand_answer),
    "supply": Task(_supply_run, _supply_prompt, _supply_answer),
    "insubordination": Task(_insub_run, _insub_prompt, _insub_answer),
    "one_road": Task(_one_road_run, _one_road_prompt, _one_road_answer),
}
