"""Combat (p.12-13): a stack in an engaged area attacks every enemy block there.

Steps (CMB-3..9): reveal (Grognard), battle cards (attacker first), count the cards (the attack
is cancelled if the attacker has none), flip (or roll) at once, apply fatigue then damage,
winner, retreat, pursuit; then every block that fought is spent (OPS-7).
"""

from __future__ import annotations

from engine.core import Action, Prompt, log
from engine.napoleon1815 import board, deck, victory
from engine.napoleon1815.allocation import damage_frame, fatigue_frame
from engine.napoleon1815.battlefield import napoleon_fights, side_of, stack
from engine.napoleon1815.board import AREA_NAME
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.flow.frames import DONE, NEXT, Task, ask, frame, push
from engine.napoleon1815.retreat import retreat_frame
from engine.napoleon1815.seats import SIDE_NAMES, cap, does
from engine.napoleon1815.state import (
    ALLIED,
    AREA,
    BLOCK,
    FAT,
    INF,
    KIND,
    SIDE,
    Frame,
    N1815State,
    at,
    cavalry,
    corps_tokens,
    other,
    sp,
)
from engine.napoleon1815.victory import ARMY_SIDE
from engine.napoleon1815.windows import open_window

Terrain = data_map.Terrain


def battle_frame(s: N1815State, area: str, side: str, attackers: list[str], move_attack: bool) -> Frame:
    """CMB-1/2: the operating stack attacks; the defender fights with all its blocks in the area."""
    defenders = [
        t
        for t in at(s, area)
        if SIDE[s.pieces[t][BLOCK]] == other(side) and KIND[s.pieces[t][BLOCK]] != "scout"
    ]
    return frame(
        "battle",
        area=area,
        att=side,
        attk=[t for t in attackers if t in s.pieces],
        defk=defenders,
        ma=move_attack,
        flags=[],
        plus={"att": 0, "def": 0},
        cards=None,
        inflicted=None,
        winner=None,
        cav0={"att": 0, "def": 0},
        nap=False,
        retreated=False,
    )


def _run(s: N1815State, f: Frame) -> str:
    stage = f["at"]
    if stage == "start":
        return _start(s, f)
    if stage == "att_card":
        f["at"] = "count"
        open_window(s, "battle", other(f["att"]), f["att"])
        return NEXT
    if stage == "count":
        return _count_and_flip(s, f)
    if stage == "loser":
        return _apply_results(s, f)
    if stage == "after":
        return _after(s, f)
    if stage == "stay":
        return ask(f, board.owner(s, stack(s, f, _loser_role(f))), "stay or retreat?")
    if stage == "pursuit":
        return _pursuit(s, f)
    if stage == "panic":
        f["at"] = "end"
        if f["retreated"] and f["winner"] == ALLIED and stack(s, f, _loser_role(f)):
            open_window(s, "panic", ALLIED, f["att"])
        return NEXT
    if stage == "end":
        return _grand_battery(s, f)
    _close(s, f)
    return DONE


def _start(s: N1815State, f: Frame) -> str:
    """GRG-2: both sides' blocks in the area are laid face up before anyone plays a card."""
    s.face_up = at(s, f["area"])
    s.revealed = True
    f["cav0"] = {role: cavalry(s, stack(s, f, role)) for role in ("att", "def")}
    f["nap"] = napoleon_fights(s, f)
    log(
        s,
        f"Battle at {AREA_NAME[f['area']]}: {does(f['att'], 'attack')} with {board.names(s, f['attk'])} "
        f"against {board.names(s, f['defk'])}",
    )
    f["at"] = "att_card"
    open_window(s, "battle", f["att"], f["att"])  # CMB-3: the attacker first, then the defender
    return NEXT


def count_cards(s: N1815State, f: Frame, role: str) -> int:
    """CMB-3: 1 card per corps of 1-4 SP, 2 of 5-8; -1 per corps over 4 fatigue; move-attack -1;
    the defender's terrain; every block's battle bonus; events."""
    tokens = stack(s, f, role)
    n = 0
    for t in corps_tokens(s, tokens):
        piece = s.pieces[t]
        n += 2 if sp(piece) >= components.TWO_CARD_SP else 1
        n -= 1 if piece[FAT] >= components.TIRED_FATIGUE else 0
    for t in tokens:
        block = s.pieces[t][BLOCK]
        if not (block == oob.NAPOLEON and "emperors_ill_health" in s.effects):
            n += oob.BLOCK[block].battle_cards
    if role == "att" and f["ma"] and "rapid_deployment" not in f["flags"]:
        n -= 1
    if role == "def" and "valour" not in f["flags"]:
        n += _terrain_cards(s, f)
    return n + int(f["plus"][role])


def _terrain_cards(s: N1815State, f: Frame) -> int:
    area, side = f["area"], side_of(f, "def")
    terrain = data_map.AREA[area].terrain
    flag = s.control.get(area)
    if terrain is Terrain.FOREST:
        return 1
    if terrain is Terrain.WALLED_CITY and flag is not None and ARMY_SIDE[flag] == side:
        return 1
    if terrain is Terrain.FORTIFIED_FARM and side == ALLIED and area in s.entrenchments:
        return 1
    return 0


def _count_and_flip(s: N1815State, f: Frame) -> str:
    if "rear_guard" in f["flags"]:
        return _rear_guard(s, f)
    counts = {role: count_cards(s, f, role) for role in ("att", "def")}
    f["cards"] = counts
    att, dfd = f["att"], other(f["att"])
    log(s, f"Battle cards: {cap(SIDE_NAMES[att])} {counts['att']}, {SIDE_NAMES[dfd]} {max(0, counts['def'])}")
    if counts["att"] <= 0:
        f["flags"].append("cancelled")
        log(s, "The attacker has no battle card: the attack is called off")
        f["at"] = "close"
        return NEXT
    boxes = {
        "att": deck.combat_results(s, att, counts["att"]),
        "def": deck.combat_results(s, dfd, counts["def"]),
    }
    f["inflicted"] = {
        role: {"damage": sum(b[0] for b in found), "fatigue": sum(b[1] for b in found)}
        for role, found in boxes.items()
    }
    hit = f["inflicted"]
    if hit["att"]["damage"] != hit["def"]["damage"]:
        f["winner"] = att if hit["att"]["damage"] > hit["def"]["damage"] else dfd  # CMB-7
        log(s, f"{does(f['winner'], 'win')} the battle")
    else:
        log(s, "Equal damage: nobody wins, nobody retreats")
    f["at"] = "loser"
    if f["winner"] is not None:
        open_window(s, "loser", other(f["winner"]), att)
    return NEXT


def _loser_role(f: Frame) -> str:
    return "def" if f["winner"] == f["att"] else "att"


def _apply_results(s: N1815State, f: Frame) -> str:
    """CMB-5/6: fatigue first, then damage, each spread over the stack; terrain and events reduce fatigue."""
    hit = f["inflicted"]
    received = {
        role: {"damage": hit[_foe(role)]["damage"], "fatigue": hit[_foe(role)]["fatigue"]} for role in hit
    }
    terrain = data_map.AREA[f["area"]].terrain
    if terrain is Terrain.TOWN:
        received["def"]["fatigue"] -= 1
    if side_of(f, "def") == ALLIED and f["area"] in s.entrenchments:
        received["def"]["fatigue"] -= 2
    if "square" in f["flags"]:
        received[_role_of_side(f, ALLIED)]["fatigue"] -= 2  # EVT-39
    if "hold_at_all_costs" in f["flags"]:
        loser = received[_loser_role(f)]
        loser["fatigue"] -= 3  # EVT-19
        loser["damage"] += 1
    f["at"] = "after"
    for role in ("def", "att"):
        push(s, damage_frame(s, stack(s, f, role), received[role]["damage"]))
    for role in ("def", "att"):
        push(s, fatigue_frame(s, stack(s, f, role), max(0, received[role]["fatigue"])))
    return NEXT


def _foe(role: str) -> str:
    return "def" if role == "att" else "att"


def _role_of_side(f: Frame, side: str) -> str:
    return "att" if f["att"] == side else "def"


def _after(s: N1815State, f: Frame) -> str:
    winner = f["winner"]
    if winner is None:
        f["at"] = "end"
        return NEXT
    loser = _loser_role(f)
    if winner == ALLIED and f["nap"]:
        victory.gain(s, ALLIED, 3, "France loses a battle with Napoleon")  # VIC-7
    if winner == ALLIED and "imperial_guard" in f["flags"]:
        for t in corps_tokens(s, stack(s, f, loser)):
            area = s.pieces[t][AREA]
            if board.add_fatigue(s, t, 1):  # EVT-11
                board.settle(s, area)
    if not corps_tokens(s, stack(s, f, loser)):
        f["at"] = "end"  # nothing left to retreat: a commander never moves alone (TRM-3)
        return NEXT
    if "hold_at_all_costs" in f["flags"] or (side_of(f, loser) == ALLIED and f["area"] in s.entrenchments):
        f["at"] = "stay"  # EVT-19: not forced to retreat; CMB-8: an entrenchment may be discarded instead
        return NEXT
    return _retreat(s, f)


def _retreat(s: N1815State, f: Frame) -> str:
    hit = f["inflicted"]
    roads = abs(hit["att"]["damage"] - hit["def"]["damage"])
    f["at"] = "pursuit"
    loser = _loser_role(f)
    return push(s, retreat_frame(s, stack(s, f, loser), side_of(f, loser), roads))


def _stay_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt(f"Your stack lost at {AREA_NAME[f['area']]}: it may stay instead of retreating.")
    if "hold_at_all_costs" in f["flags"]:
        p.add("stay", "hold", "Stay (Hold at all costs)")
    else:
        p.add("stay", "entrenchment", "Discard the entrenchment and stay")
    p.add("stay", "retreat", "Retreat")
    return p


def _stay_answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.arg == "retreat":
        _retreat(s, f)
        return
    if action.arg == "entrenchment":
        s.entrenchments.remove(f["area"])
        log(s, f"The Allies discard the entrenchment at {AREA_NAME[f['area']]} and stay")
    else:
        log(s, f"The Allies hold at all costs at {AREA_NAME[f['area']]}")
    f["at"] = "end"


def _pursuit(s: N1815State, f: Frame) -> str:
    """CMB-9: more cavalry than the loser, not in a forest or walled city: flip 1 + 1 per pursuit corps."""
    f["at"] = "panic"
    winner, loser = _role_of_side(f, f["winner"]), _loser_role(f)
    losers = stack(s, f, loser)
    terrain = data_map.AREA[f["area"]].terrain
    blocked = {"cambronne", "orderly_retreat"} & set(f["flags"])
    if not f["retreated"] or not losers or terrain in (Terrain.FOREST, Terrain.WALLED_CITY) or blocked:
        return NEXT
    if cavalry(s, stack(s, f, winner)) <= cavalry(s, losers):
        return NEXT
    pursuers = corps_tokens(s, stack(s, f, winner))
    count = 1 + sum(1 for t in pursuers if oob.BLOCK[s.pieces[t][BLOCK]].pursuit)
    log(s, f"Pursuit: {does(f['winner'], 'flip')} {count} card{'s' if count > 1 else ''}")
    boxes = deck.combat_results(s, f["winner"], count)
    fatigue = sum(b[1] for b in boxes)  # damage symbols are ignored
    return push(s, fatigue_frame(s, losers, fatigue)) if fatigue else NEXT


def _rear_guard(s: N1815State, f: Frame) -> str:
    """EVT-10: the lone defending corps falls back 2 roads, losing 1 SP and taking 1 fatigue; no pursuit."""
    f["at"] = "close"
    corps = corps_tokens(s, stack(s, f, "def"))
    if not corps:
        return NEXT
    area = f["area"]
    board.add_fatigue(s, corps[0], 1)
    if corps[0] in s.pieces:
        infantry = 1 if s.pieces[corps[0]][INF] else 0
        board.lose_sp(s, corps[0], infantry, 1 - infantry)
    board.settle(s, area)
    tokens = stack(s, f, "def")
    if corps_tokens(s, tokens):
        return push(s, retreat_frame(s, tokens, ALLIED, 2))
    return NEXT


def _grand_battery(s: N1815State, f: Frame) -> str:
    """EVT-27: at the end of the battle the Allied stack loses 1 more SP."""
    f["at"] = "close"
    if "grand_battery" in f["flags"]:
        allied = stack(s, f, _role_of_side(f, ALLIED))
        if corps_tokens(s, allied):
            return push(s, damage_frame(s, allied, 1))
    return NEXT


def _close(s: N1815State, f: Frame) -> None:
    """OPS-7: attackers and defenders become spent; GRG-2: the blocks stand up again."""
    fought = stack(s, f, "att") if "cancelled" in f["flags"] else stack(s, f, "att") + stack(s, f, "def")
    board.spend(s, fought)
    s.face_up = []
    areas = {f["area"], *(s.pieces[t][AREA] for t in fought)}
    for area in sorted(areas):
        board.settle(s, area)


TASKS = {"battle": Task(_run, _stay_prompt, _stay_answer)}
