"""The Operations Phase (p.9, p.16): sides alternate, one operation or a pass at a time.

An operation (OPS-4..7) activates one stack of active blocks from one area: corps (with
commanders if wanted) or, in Grognard games, scouts only. It moves, attacks, or moves and then
attacks; afterwards its blocks are spent. With three players the Allied leader chooses which
Allied player operates (3P-9), and a player who passes is done for the turn (3P-11).
"""

from __future__ import annotations

from engine.core import Action, Prompt, log
from engine.napoleon1815 import board, deck, movement
from engine.napoleon1815.allocation import fatigue_frame
from engine.napoleon1815.board import AREA_NAME, BLOCK_NAME
from engine.napoleon1815.combat import battle_frame
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.events.moves import CONDITIONS as MOVE_CONDITIONS
from engine.napoleon1815.events.moves import bridges_to_destroy
from engine.napoleon1815.flow.frames import DONE, NEXT, Task, ask, finish, frame, push
from engine.napoleon1815.seats import (
    FRANCE,
    acts,
    armies_of,
    grognard,
    label,
    partner,
    seats_of_side,
    side_of_seat,
    three_players,
)
from engine.napoleon1815.state import (
    AREA,
    ARMY,
    BLOCK,
    COMMANDER,
    CORPS,
    FRENCH,
    KIND,
    SCOUT,
    SIDE,
    SPENT,
    Frame,
    N1815State,
    corps_tokens,
    has_block,
    is_engaged,
    other,
)
from engine.napoleon1815.windows import mover_plays, open_window

# Own-move events offered in the movement prompt (the others have their own moment).
_WHILE_MOVING = ("forced_march", "bridge_demolition", "grouchy", "light_cavalry", "vive_lempereur", "supply")


# --- alternation ------------------------------------------------------------------------------


def _ops_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "start":
        f.update(at="turn", pick=None, again_now=False)
    if f["at"] == "after":
        again = f.pop("again", False)
        f.update(at="turn", pick=None, again_now=bool(again))
        if not again:
            f["side"] = other(f["side"])
    if f["at"] == "give":
        return ask(f, f["seat"], "choose a card to give")
    for _ in range(2):
        seats = _ready(s, f["side"])
        if seats:
            break
        f["side"] = other(f["side"])
    else:
        return DONE  # OPS-2: both sides have passed
    if f["again_now"] and f["side"] != FRENCH:
        f["again_now"] = False
    if len(seats) == 2 and f["pick"] is None:
        f["at"] = "leader"
        return ask(f, s.leader or seats[0], "choose the Allied player who operates")
    f["at"], f["seat"] = "choose", f["pick"] or seats[0]
    return ask(f, f["seat"], "choose an operation or pass")


def _ready(s: N1815State, side: str) -> list[str]:
    """Seats of a side still in the phase; OPS-3: a seat without an operable stack passes."""
    seats = []
    for seat in seats_of_side(s, side):
        if seat in s.passed:
            continue
        if not operable_areas(s, seat):
            s.passed.append(seat)
            log(s, f"{acts(seat, 'have')} nothing left to activate and must pass")
            continue
        seats.append(seat)
    return seats


def _ops_prompt(s: N1815State, f: Frame) -> Prompt:
    if f["at"] == "leader":
        p = Prompt("As Allied leader, choose which Allied player performs the next operation.")
        for seat in _ready_now(s, f["side"]):
            p.add("operator", seat, f"{label(seat)} operates")
        return p
    seat = f["seat"]
    if f["at"] == "give":
        p = Prompt(f"Give a card to {label(partner(seat) or seat)}.")
        for c in sorted(set(s.hands[seat])):
            p.add("give", str(c), f"Give {deck.card_name(c)}")
        p.add("give", "", "Keep your cards")
        return p
    p = Prompt("Choose the area of the stack to activate, or pass.")
    for area in operable_areas(s, seat):
        p.add("operate", area, _area_label(s, seat, area))
    if not f["again_now"]:
        p.add("pass", "", "Pass for the rest of this Operations Phase")
    if can_give(s, seat):
        p.add("give", "", f"Give a card to {label(partner(seat) or seat)}")
    return p


def _ready_now(s: N1815State, side: str) -> list[str]:
    return [seat for seat in seats_of_side(s, side) if seat not in s.passed]


def _area_label(s: N1815State, seat: str, area: str) -> str:
    blocks = [p[BLOCK] for p in s.pieces.values() if p[AREA] == area and ARMY[p[BLOCK]] in armies_of(s, seat)]
    active = [p[BLOCK] for p in s.pieces.values() if p[AREA] == area and not p[SPENT] and p[BLOCK] in blocks]
    names = ", ".join(BLOCK_NAME[b] for b in active)
    engaged = " (engaged)" if is_engaged(s, area) else ""
    return f"{AREA_NAME[area]}{engaged}: {names}"[:80]


def _ops_answer(s: N1815State, f: Frame, action: Action) -> None:
    verb = action.verb
    if verb == "operator":
        f["pick"] = action.arg
    elif verb == "give":
        _give(s, f, action.arg)
    elif verb == "pass":
        seat = f["seat"]
        s.passed.append(seat)
        log(s, f"{acts(seat, 'pass')}")
        mate = partner(seat)
        if mate is None or mate in s.passed:
            f["side"] = other(f["side"])
        f.update(at="turn", pick=None)
    else:
        f.update(at="after", again_now=False)
        push(s, _new_operation(s, f["seat"], action.arg))


def can_give(s: N1815State, seat: str) -> bool:
    """3P-4: the Allied players may exchange cards after Aide-de-camp, or when Blücher and
    Wellington stand in the same area or in areas one road apart."""
    return three_players(s) and bool(s.hands[seat]) and communication(s)


def communication(s: N1815State) -> bool:
    """3P-4: whether the Allied players may exchange cards now."""
    if not three_players(s):
        return False
    if "aide_de_camp" in s.effects:
        return True
    where = {p[BLOCK]: p[AREA] for p in s.pieces.values() if p[BLOCK] in (oob.WELLINGTON, oob.BLUCHER)}
    if len(where) < 2:
        return False
    a, b = where[oob.WELLINGTON], where[oob.BLUCHER]
    return a == b or b in data_map.NEIGHBOURS[a]


def _give(s: N1815State, f: Frame, arg: str) -> None:
    seat = f["seat"]
    if f["at"] != "give":
        f["at"] = "give"
        return
    f["at"] = "choose"
    if not arg:
        return
    card, mate = int(arg), partner(seat) or seat
    s.hands[seat].remove(card)
    s.hands[mate].append(card)
    s.revealed = True
    log(s, f"{acts(seat, 'give')} a card to {label(mate)}")
    log(s, f"You give {deck.card_name(card)} to {label(mate)}", to=seat)
    log(s, f"{acts(seat, 'give')} you {deck.card_name(card)}", to=mate)


# --- which stacks may act ---------------------------------------------------------------------


def operable_areas(s: N1815State, seat: str) -> list[str]:
    """Areas from which the seat can activate a stack (OPS-3, OPS-4)."""
    armies = armies_of(s, seat)
    mine = [(t, p) for t, p in s.pieces.items() if ARMY[p[BLOCK]] in armies]
    if not any(KIND[p[BLOCK]] == CORPS and not p[SPENT] for _, p in mine):
        return []  # OPS-3: all corps spent, the player must pass
    out = set()
    for t, p in mine:
        if p[SPENT] or KIND[p[BLOCK]] == COMMANDER:
            continue
        if KIND[p[BLOCK]] == SCOUT or is_engaged(s, p[AREA]) or _can_leave(s, t):
            out.add(p[AREA])
    return sorted(out)


def _can_leave(s: N1815State, token: str) -> bool:
    """A corps may march away unless a commander would be left without corps and cannot follow."""
    piece = s.pieces[token]
    area, side = piece[AREA], SIDE[piece[BLOCK]]
    stayers = [p for t, p in s.pieces.items() if p[AREA] == area and t != token and SIDE[p[BLOCK]] == side]
    if any(KIND[p[BLOCK]] == CORPS for p in stayers):
        return True
    chiefs = [p for p in stayers if KIND[p[BLOCK]] == COMMANDER]
    return all(not p[SPENT] and ARMY[p[BLOCK]] == ARMY[piece[BLOCK]] for p in chiefs)


def _new_operation(s: N1815State, seat: str, area: str) -> Frame:
    s.green_used = []  # OPS-8: each side may play one green card in this operation
    f = frame(
        "op",
        at="build",
        who=seat,
        side=side_of_seat(seat),
        area=area,
        group=[],
        kind=None,
        scouts=False,
        coop=False,
        card=None,
        mp=0,
        mod=0,
        used=0,
        roads=0,
        here=area,
        path=[area],
        forced=False,
        bru=0,
        barred=[],
        start_engaged=False,
        end_engaged=False,
        extra_fat=0,
        stop=False,
        reflipped=False,
    )
    f["from"] = area
    return f


# --- building the stack -------------------------------------------------------------------------


def _candidates(s: N1815State, f: Frame) -> list[str]:
    """Active blocks of the operating player in the area (both Allied armies with cooperation)."""
    armies = set(armies_of(s, f["who"]))
    if f["coop"]:
        armies |= {"anglo_dutch", "prussian"}
    return sorted(
        t for t, p in s.pieces.items() if p[AREA] == f["area"] and ARMY[p[BLOCK]] in armies and not p[SPENT]
    )


def _addable(s: N1815State, f: Frame, token: str) -> bool:
    group = f["group"]
    kinds = {KIND[s.pieces[t][BLOCK]] for t in group}
    kind = KIND[s.pieces[token][BLOCK]]
    if (kind == SCOUT) != (SCOUT in kinds) and group:
        return False  # GRG-5: scouts move only with scouts
    armies = {ARMY[s.pieces[t][BLOCK]] for t in group}
    return f["coop"] or not armies or ARMY[s.pieces[token][BLOCK]] in armies  # OPS-5


def group_ok(s: N1815State, f: Frame, kind: str) -> bool:
    """Whether the chosen blocks may move (or attack) together."""
    group = f["group"]
    pieces = [s.pieces[t] for t in group]
    if not pieces:
        return False
    if all(KIND[p[BLOCK]] == SCOUT for p in pieces):
        return kind == "move"
    corps = [p for p in pieces if KIND[p[BLOCK]] == CORPS]
    if not corps:
        return False  # TRM-3: a commander never moves alone
    for p in pieces:
        if KIND[p[BLOCK]] == COMMANDER and not any(ARMY[c[BLOCK]] == ARMY[p[BLOCK]] for c in corps):
            return False
    if kind == "attack":
        return is_engaged(s, f["area"])
    side = f["side"]
    stayers = [
        p for t, p in s.pieces.items() if p[AREA] == f["area"] and t not in group and SIDE[p[BLOCK]] == side
    ]
    lonely = any(KIND[p[BLOCK]] == COMMANDER for p in stayers) and not any(
        KIND[p[BLOCK]] == CORPS for p in stayers
    )
    return not lonely  # TRM-3/4: never leave a commander alone


def _mixed_area(s: N1815State, f: Frame) -> bool:
    """Whether active blocks of both Allied armies stand in the area (public)."""
    armies = {ARMY[p[BLOCK]] for p in s.pieces.values() if p[AREA] == f["area"] and not p[SPENT]}
    return {"anglo_dutch", "prussian"} <= armies


def _coop_cards(s: N1815State, f: Frame) -> list[int]:
    """Allied cooperation (EVT-30), if the area holds active corps of both Allied armies."""
    if f["coop"] or f["side"] == FRENCH or f["side"] in s.green_used or f["group"] or not _mixed_area(s, f):
        return []
    return sorted({c for c in s.hands[f["who"]] if cards.CARD[c].event == "allied_cooperation"})


def _build_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"Operation from {AREA_NAME[f['area']]}: choose the blocks that act together.")
    for t in _candidates(s, f):
        name = _block_label(s, f, t)
        if t in f["group"]:
            p.add("drop", t, f"Leave {name} behind")
        elif _addable(s, f, t):
            p.add("add", t, f"Add {name}")
    if group_ok(s, f, "move"):
        p.add("move", "", "Move this stack (flip a card for its MP)")
    if group_ok(s, f, "attack"):
        p.add("attack", "", "Attack the enemy in this area")
    for c in _coop_cards(s, f):
        p.add("play", str(c), f"Play {deck.card_name(c)} to mix the Allied armies")
    p.add("back", "", "Choose another area")
    return p


def _block_label(s: N1815State, f: Frame, token: str) -> str:
    block = s.pieces[token][BLOCK]
    if ARMY[block] in armies_of(s, f["who"]) or not grognard(s):
        return BLOCK_NAME[block]
    return f"{board.name(s, token)} {token}"  # a partner's block under Allied cooperation (3P-3)


def _build_answer(s: N1815State, f: Frame, action: Action) -> None:
    verb = action.verb
    if verb == "add":
        f["group"].append(action.arg)
    elif verb == "drop":
        f["group"].remove(action.arg)
    elif verb == "back":
        finish(s, f)
        ops = s.frames[-1]
        ops["at"] = "turn"
    elif verb == "play":
        mover_plays(s, f["who"], int(action.arg), f["side"])
    else:
        _activate(s, f, verb)


def _auto_build(s: N1815State, f: Frame) -> bool:
    """A lone active corps with nothing to decide is chosen at once (and moves if it cannot attack)."""
    candidates = _candidates(s, f)
    if len(candidates) != 1 or f["group"] or _mixed_area(s, f):
        return False
    f["group"] = list(candidates)
    if is_engaged(s, f["area"]) or not group_ok(s, f, "move"):
        return False
    _activate(s, f, "move")
    return True


def _activate(s: N1815State, f: Frame, kind: str) -> None:
    f["kind"] = kind
    f["group"] = sorted(f["group"])
    f["scouts"] = all(KIND[s.pieces[t][BLOCK]] == SCOUT for t in f["group"])
    f["start_engaged"] = is_engaged(s, f["area"])
    f["at"] = "activate"
    what = "to attack" if kind == "attack" else "to move"
    log(s, f"{acts(f['who'], 'activate')} {board.names(s, f['group'])} at {AREA_NAME[f['area']]} {what}")
    log(s, f"Your stack: {board.own_names(s, f['group'])}", to=f["who"])


# --- the operation's stages ---------------------------------------------------------------------


def _op_run(s: N1815State, f: Frame) -> str:
    stage = f["at"]
    if stage == "build":
        if _auto_build(s, f):
            return NEXT
        return ask(f, f["who"], "build the stack")
    if stage == "activate":
        f["at"] = "battle" if f["kind"] == "attack" else "preflip"
        if "rain" in s.effects and corps_tokens(s, f["group"]):
            return push(s, fatigue_frame(s, f["group"], 1, f["who"]))  # EVT-09
        return NEXT
    if stage == "battle":
        f["at"] = "end"
        return push(s, battle_frame(s, f["area"], f["side"], f["group"], False))
    if stage == "preflip":
        f["at"] = "flip"
        open_window(s, "preflip", other(f["side"]), f["side"])
        return NEXT
    if stage == "flip":
        return _flip(s, f)
    if stage == "postflip":
        f["at"] = "move"
        open_window(s, "postflip", other(f["side"]), f["side"])
        return NEXT
    if stage == "move":
        return _move_stage(s, f)
    if stage == "orgsup":
        if f["stop"] or not _may_play(s, f):
            f.update(at="move", stop=True)
            return NEXT
        return ask(f, f["who"], "keep moving?")
    if stage == "endmove":
        return _end_move(s, f)
    if stage == "fatigue":
        f["at"] = "engage"
        n = movement.fatigue_of_move(s, f)
        return push(s, fatigue_frame(s, f["group"], n, f["who"])) if n else NEXT
    if stage == "engage":
        if f["end_engaged"] and corps_tokens(s, f["group"]) and is_engaged(s, f["here"]):
            return ask(f, f["who"], "attack after the move?")
        f["at"] = "end"
        return NEXT
    if stage == "end":
        return _end(s, f)
    if stage == "combined":
        return ask(f, f["who"], "end the operation")
    return DONE


def _may_play(s: N1815State, f: Frame) -> bool:
    """Public test for a mover's card moment: a card in hand and no green card yet this operation."""
    return f["side"] not in s.green_used and bool(s.hands[f["who"]])


def _flip(s: N1815State, f: Frame) -> str:
    """MOV-1: the MP card (EVT-23 General advance: 3 MP without a flip)."""
    group = [t for t in f["group"] if t in s.pieces]
    f["group"] = group
    if not group or not (f["scouts"] or corps_tokens(s, group)):
        f["at"] = "end"
        return NEXT
    if "general_advance" in s.effects and f["side"] == FRENCH:
        value = 3
        log(s, "General advance: 3 MP without a flip")
    else:
        card = deck.flip(s, f["side"])
        value = cards.CARD[card].value if card is not None else 0
        f["card"] = value
        log(s, f"{acts(f['who'], 'flip')} {deck.card_name(card) if card else 'nothing'}: value {value}")
    f["mp"] = movement.mp_for(s, group, value)
    if "defend_brussels" in s.effects and f["side"] != FRENCH and not f["scouts"]:
        f["bru"] = 1  # EVT-37
    f["at"] = "postflip"
    return NEXT


def _move_stage(s: N1815State, f: Frame) -> str:
    if f["stop"] or not any(t in s.pieces for t in f["group"]):
        f["at"] = "endmove"
        return NEXT
    if not movement.steps(s, f) and not _may_play(s, f):
        f["at"] = "endmove"  # MOV-2/MOV-4: nothing left to do
        return NEXT
    return ask(f, f["who"], "move the stack")


def _move_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"At {AREA_NAME[f['here']]} with {movement.left(f)} MP left: take a road or stop.")
    for there, cost in movement.steps(s, f):
        p.add("road", there, f"March to {AREA_NAME[there]} ({cost} MP)")
    p.add("stop", "", "Stop here")
    if _may_play(s, f):
        _own_move_cards(s, f, p)
    return p


def _own_move_cards(s: N1815State, f: Frame, p: Prompt) -> None:
    """Green cards the mover may play while moving (TRM-12, own-move symbol)."""
    seat, timing = f["who"], f"{f['side']}_move"
    for c in sorted(set(s.hands[seat])):
        card = cards.CARD[c]
        if card.timing is None or card.timing.value != timing or card.event not in _WHILE_MOVING:
            continue
        name = deck.card_name(c)
        if card.event == "bridge_demolition":
            for there in bridges_to_destroy(s, f):
                p.add("play", f"{c}:{there}", f"Play {name}: the bridge to {AREA_NAME[there]}"[:80])
        elif card.event == "grouchy":
            if (
                f["roads"] == 0
                and f["card"] is not None
                and not f["reflipped"]
                and has_block(s, f["group"], oob.GROUCHY)
            ):
                p.add("play", str(c), f"Play {name}: flip the MP card again")
        elif MOVE_CONDITIONS[card.event](s, seat, {}):
            p.add("play", str(c), f"Play {name}")


def _move_answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.verb == "stop":
        f["stop"] = True
        return
    if action.verb == "play":
        card, _, there = action.arg.partition(":")
        mover_plays(s, f["who"], int(card), f["side"], to=there)
        return
    follow = movement.march(s, f, action.arg)
    if "stop" in follow:
        f["stop"] = True
    elif "orgsup" in follow:
        f["at"] = "orgsup"
    if "confusion" in follow:
        open_window(s, "confusion", other(f["side"]), f["side"])


def _orgsup_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"Another French stack stands at {AREA_NAME[f['here']]}: the move stops here.")
    p.add("stop", "", "Stop here")
    for c in sorted(set(s.hands[f["who"]])):
        if cards.CARD[c].event == "organisational_superiority":
            p.add("play", str(c), f"Play {deck.card_name(c)} and keep moving")
    return p


def _orgsup_answer(s: N1815State, f: Frame, action: Action) -> None:
    f.update(at="move", stop=True)
    if action.verb == "play":
        mover_plays(s, f["who"], int(action.arg), f["side"])


def _end_move(s: N1815State, f: Frame) -> str:
    if f["scouts"]:
        movement.scouts_stop(s, f)
        f["at"] = "end"
        return NEXT
    f["at"] = "fatigue"
    if f["roads"] > 0:
        open_window(s, "endmove", other(f["side"]), f["side"])
    return NEXT


def _end(s: N1815State, f: Frame) -> str:
    """OPS-7: the operating blocks are spent even if they did nothing; EVT-47 may follow."""
    board.spend(s, f["group"])
    board.settle(s, f["here"])
    if f["side"] == FRENCH and _may_play(s, f):
        f["at"] = "combined"
        return NEXT
    return DONE


def _combined_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("The operation is over.")
    p.add("end", "", "End the operation")
    for c in sorted(set(s.hands[FRANCE])):
        if cards.CARD[c].event == "combined_operation":
            p.add("play", str(c), f"Play {deck.card_name(c)}: another operation now")
    return p


def _combined_answer(s: N1815State, f: Frame, action: Action) -> None:
    f["at"] = "over"
    if action.verb == "play":
        mover_plays(s, f["who"], int(action.arg), f["side"])


def _engage_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"Your stack has entered the engaged area {AREA_NAME[f['here']]}.")
    p.add("attack", "", "Attack now (move-attack: one battle card less)")
    p.add("hold", "", "Do not attack")
    return p


def _engage_answer(s: N1815State, f: Frame, action: Action) -> None:
    f["at"] = "end"
    if action.verb == "attack":
        group = [t for t in f["group"] if t in s.pieces]
        push(s, battle_frame(s, f["here"], f["side"], group, True))


_PROMPTS = {
    "build": _build_prompt,
    "move": _move_prompt,
    "orgsup": _orgsup_prompt,
    "engage": _engage_prompt,
    "combined": _combined_prompt,
}
_ANSWERS = {
    "build": _build_answer,
    "move": _move_answer,
    "orgsup": _orgsup_answer,
    "engage": _engage_answer,
    "combined": _combined_answer,
}


def _op_prompt(s: N1815State, f: Frame) -> Prompt:
    return _PROMPTS[f["at"]](s, f)


def _op_answer(s: N1815State, f: Frame, action: Action) -> None:
    _ANSWERS[f["at"]](s, f, action)


TASKS = {
    "ops": Task(_ops_run, _ops_prompt, _ops_answer),
    "op": Task(_op_run, _op_prompt, _op_answer),
}
