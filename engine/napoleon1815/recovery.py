"""The Recovery Phase (p.9), in order: REC-1 rested corps shed all fatigue; REC-2 one card per
other corps; REC-3 5-8 fatigue costs 1 SP; REC-4 everything active again (REC-5 in the sequence)."""

from __future__ import annotations

from engine.core import Action, Prompt, log
from engine.napoleon1815 import board, deck
from engine.napoleon1815.board import AREA_NAME, BLOCK_NAME
from engine.napoleon1815.data import cards, components
from engine.napoleon1815.flow.frames import DONE, Task, ask
from engine.napoleon1815.seats import FRANCE, acts, armies_of, cap
from engine.napoleon1815.state import AREA, ARMY, BLOCK, CORPS, FAT, INF, KIND, SPENT, Frame, N1815State


def _run(s: N1815State, f: Frame) -> str:
    if f["at"] == "start":
        for p in s.pieces.values():
            if not p[SPENT]:
                p[FAT] = 0  # REC-1
        f.update(at="cards", i=0, pick=None, done=[])
    if f["at"] == "cards":
        while f["i"] < len(s.seats):
            seat = s.seats[f["i"]]
            if _may_rest(s, seat):
                return ask(f, seat, "play recovery cards")
            f["i"] += 1
        f["at"] = "attrition"
    _attrition(s)
    for p in s.pieces.values():
        p[SPENT] = False  # REC-4
    return DONE


def _may_rest(s: N1815State, seat: str) -> bool:
    """Asked when the seat holds a card and has a spent block (public facts: which spent blocks are
    corps is not, with the Grognard rules)."""
    if seat != FRANCE and "no_allied_recovery" in s.effects:
        return False  # EVT-36 with no Prussian reinforcement left
    armies = armies_of(s, seat)
    return bool(s.hands[seat]) and any(p[SPENT] and ARMY[p[BLOCK]] in armies for p in s.pieces.values())


def _spent_corps(s: N1815State, seat: str, done: list[str]) -> list[str]:
    armies = armies_of(s, seat)
    return sorted(
        t
        for t, p in s.pieces.items()
        if ARMY[p[BLOCK]] in armies and KIND[p[BLOCK]] == CORPS and p[SPENT] and t not in done
    )


def _prompt(s: N1815State, f: Frame) -> Prompt:
    seat = f["who"]
    if f["pick"] is None:
        p = Prompt("Recovery: you may play one card on each of your spent corps to remove fatigue.")
        for t in _spent_corps(s, seat, f["done"]):
            piece = s.pieces[t]
            if piece[FAT] > 0:
                p.add(
                    "rest",
                    t,
                    f"{BLOCK_NAME[piece[BLOCK]]} at {AREA_NAME[piece[AREA]]} ({piece[FAT]} fatigue)",
                )
        p.add("done", "", "No more recovery cards")
        return p
    piece = s.pieces[f["pick"]]
    p = Prompt(f"Which card for {BLOCK_NAME[piece[BLOCK]]} ({piece[FAT]} fatigue)?")
    for c in sorted(set(s.hands[seat])):
        p.add("card", str(c), f"{deck.card_name(c)}: removes {cards.CARD[c].recovery}")
    p.add("back", "", "Choose another corps")
    return p


def _answer(s: N1815State, f: Frame, action: Action) -> None:
    seat = f["who"]
    if action.verb == "rest":
        f["pick"] = action.arg
    elif action.verb == "back":
        f["pick"] = None
    elif action.verb == "done":
        f["i"] += 1
    else:
        card, token = int(action.arg), f["pick"]
        deck.play(s, seat, card)
        board.remove_fatigue(s, token, cards.CARD[card].recovery)
        f["done"].append(token)
        f["pick"] = None
        log(s, f"{acts(seat, 'play')} a card to rest a corps")
        log(s, f"{deck.card_name(card)} rests {BLOCK_NAME[s.pieces[token][BLOCK]]}", to=seat)


def _attrition(s: N1815State) -> None:
    """REC-3: a corps with 5-8 fatigue loses 1 SP (infantry first, our reading); the enemy scores it."""
    for t in sorted(s.pieces):
        piece = s.pieces.get(t)
        if piece is None or KIND[piece[BLOCK]] != CORPS:
            continue
        if components.ATTRITION_FATIGUE <= piece[FAT] <= components.FATIGUE_LIMIT:
            area = piece[AREA]
            infantry = 1 if piece[INF] > 0 else 0
            log(s, f"{cap(board.name(s, t))} at {AREA_NAME[area]} loses 1 SP to fatigue")
            board.lose_sp(s, t, infantry, 1 - infantry)
            board.settle(s, area)


TASKS = {"recovery": Task(_run, _prompt, _answer)}
