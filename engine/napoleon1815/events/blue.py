"""Blue events, played in the Initiative Phase (INI-1): Intuition, General advance, Reconnaissance,
Lamarque, Reserve, Foresight, Reinforcement, Aide-de-camp, Defend Brussels! and Frederick."""

from __future__ import annotations

from engine.core import Action, Prompt, log, rng
from engine.napoleon1815 import board, deck
from engine.napoleon1815.board import AREA_NAME, BLOCK_NAME
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.flow.frames import DONE, Task, ask, frame, push
from engine.napoleon1815.seats import (
    AD_SEAT,
    ALLIES,
    FRANCE,
    acts,
    armies_of,
    deck_of,
    label,
    seats_of_side,
    three_players,
)
from engine.napoleon1815.state import (
    ALLIED,
    AREA,
    ARMY,
    BLOCK,
    CORPS,
    FRENCH,
    INF,
    KIND,
    Frame,
    N1815State,
    find_frame,
    has_corps,
    sp,
)

MAX_SP = oob.MAX_SP


def playable(s: N1815State, seat: str, card: int) -> bool:
    """Whether a blue card may be played now (the conditions its text sets)."""
    event = cards.CARD[card].event
    if event == "lamarque":
        if oob.LAMARQUE not in s.entered:
            return bool(_lamarque_areas(s))
        return bool(_strengthenable(s, seat, exclude=oob.DROUOT))
    if event == "frederick":
        if three_players(s) and seat != AD_SEAT:
            return False  # 3P-15 (3): only the Anglo-Dutch player
        if oob.FREDERICK not in s.entered:
            return not (has_corps(s, data_map.ALOST, FRENCH) and not has_corps(s, data_map.ALOST, ALLIED))
        return bool(_strengthenable(s, seat))
    if event == "reinforcement":
        return bool(_strengthenable(s, seat))
    if event == "foresight":
        return any(not deck.is_red(c) for c in s.decks[deck_of(seat)])
    return True


def play(s: N1815State, seat: str, card: int) -> str | None:
    """Carry out a blue event just played by ``seat``; ``NEXT`` if a decision frame was pushed."""
    event = cards.CARD[card].event
    if event == "intuition":
        init = find_frame(s, "initiative")
        if init is not None:
            init["intuition"].append(seat)
    elif event in ("general_advance", "defend_brussels"):
        s.effects.append(event)
    elif event == "aide_de_camp":
        _aide_de_camp(s)
    elif event == "reconnaissance":
        return _reconnaissance(s)
    elif event == "reserve":
        _reserve(s, seat)
    elif event == "foresight":
        return push(s, frame("foresight", who=seat, group=None))
    elif event == "lamarque" and oob.LAMARQUE not in s.entered:
        return push(s, frame("lamarque", who=seat))
    elif event == "frederick" and oob.FREDERICK not in s.entered:
        _enter_event_corps(s, oob.FREDERICK, data_map.ALOST)
    else:  # Reinforcement, or Lamarque/Frederick once their corps has come into play
        exclude = oob.DROUOT if event == "lamarque" else None
        return push(s, frame("strengthen", who=seat, exclude=exclude))
    return None


# --- hands: Reconnaissance, Aide-de-camp, Reserve, Foresight ----------------------------------


def show_hand(s: N1815State, looker: str, owner: str) -> None:
    """A private look at a hand (EVT-29, EVT-35)."""
    hand = ", ".join(deck.card_name(c) for c in sorted(s.hands[owner])) or "no cards"
    log(s, f"{label(owner)}'s hand: {hand}", to=looker)
    s.revealed = True


def _aide_de_camp(s: N1815State) -> None:
    if three_players(s):
        s.effects.append("aide_de_camp")  # 3P-4: the Allied players may exchange cards this turn
        log(s, "Aide-de-camp: the Allied players may talk and exchange cards this turn")
    else:
        show_hand(s, ALLIES, FRANCE)


def _reconnaissance(s: N1815State) -> str | None:
    targets = [seat for seat in seats_of_side(s, ALLIED) if s.hands[seat]]
    if len(targets) > 1:
        return push(s, frame("recon"))
    if targets:
        show_hand(s, FRANCE, targets[0])
    return None


def _recon_run(s: N1815State, f: Frame) -> str:
    return DONE if f["at"] == "done" else ask(f, FRANCE, "Reconnaissance: choose a hand")


def _recon_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Reconnaissance: whose hand do you look at?")
    for seat in seats_of_side(s, ALLIED):
        p.add("look", seat, f"Look at {label(seat)}'s hand ({len(s.hands[seat])} cards)")
    return p


def _recon_answer(s: N1815State, f: Frame, action: Action) -> None:
    show_hand(s, FRANCE, action.arg)
    f["at"] = "done"


def _reserve(s: N1815State, seat: str) -> None:
    """EVT-44: draw 2; a red card drawn so is discarded without effect (A-18)."""
    drawn = deck.draw(s, seat, 2)
    for c in drawn:
        if deck.is_red(c):
            deck.discard(s, c)
            log(s, f"Reserve: {acts(seat, 'discard')} the red card {deck.card_name(c)} without effect")
        else:
            s.hands[seat].append(c)
            log(s, f"Reserve: you draw {deck.card_name(c)}", to=seat)
    log(s, f"Reserve: {acts(seat, 'draw')} {len(drawn)} cards")


def _foresight_groups(s: N1815State, seat: str) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = {}
    for c in sorted(s.decks[deck_of(seat)]):
        card = cards.CARD[c]
        if card.colour is not cards.Colour.RED:
            key = card.timing.value if card.timing else "blue"
            groups.setdefault(key, []).append(c)
    return groups


_GROUP_NAMES = {
    "blue": "blue cards",
    "battle": "battle cards",
    "retreat": "retreat and pursuit cards",
    "french_move": "cards for French moves",
    "allied_move": "cards for Allied moves",
}


def _foresight_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "done":
        return DONE
    return ask(f, f["who"], "Foresight: choose a card from the deck")


def _foresight_prompt(s: N1815State, f: Frame) -> Prompt:
    groups = _foresight_groups(s, f["who"])
    p = Prompt("Foresight: take any card that is not red from your deck (the deck is then shuffled).")
    if f["group"] is None:
        for key, found in groups.items():
            p.add("group", key, f"Look among the {_GROUP_NAMES[key]} ({len(found)})")
        return p
    for c in groups.get(f["group"], []):
        p.add("take", str(c), deck.card_line(c)[:80])
    p.add("group", "", "Back to the kinds of card")
    return p


def _foresight_answer(s: N1815State, f: Frame, action: Action) -> None:
    if action.verb == "group":
        f["group"] = action.arg or None
        return
    seat, card = f["who"], int(action.arg)
    pile = s.decks[deck_of(seat)]
    pile.remove(card)
    s.hands[seat].append(card)
    rng.shuffle(s, pile)
    log(
        s,
        f"Foresight: {acts(seat, 'take')} a card from the deck and {'shuffle' if seat == 'allies' else 'shuffles'} it",
    )
    log(s, f"Foresight: you take {deck.card_name(card)}", to=seat)
    f["at"] = "done"


# --- corps entering or growing: Lamarque, Frederick, Reinforcement ------------------------------


def _lamarque_areas(s: N1815State) -> list[str]:
    """EVT-45: a town inside France or Maubeuge, unless an Allied stack stands there alone."""
    return sorted(
        a for a in data_map.LAMARQUE_ENTRY if not (has_corps(s, a, ALLIED) and not has_corps(s, a, FRENCH))
    )


def _lamarque_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "done":
        return DONE
    areas = _lamarque_areas(s)
    if len(areas) == 1:
        _enter_event_corps(s, oob.LAMARQUE, areas[0])
        return DONE
    return ask(f, FRANCE, "Lamarque: choose where he enters")


def _lamarque_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Lamarque: where does his corps enter?")
    for area in _lamarque_areas(s):
        p.add("enter", area, f"Lamarque enters at {AREA_NAME[area]}")
    return p


def _lamarque_answer(s: N1815State, f: Frame, action: Action) -> None:
    _enter_event_corps(s, oob.LAMARQUE, action.arg)
    f["at"] = "done"


def _enter_event_corps(s: N1815State, block: str, area: str) -> None:
    b = oob.BLOCK[block]
    board.place(s, block, area, b.infantry, b.cavalry)
    s.entered.append(block)
    log(s, f"{b.name}'s corps enters the game, active, at {AREA_NAME[area]}")
    board.settle(s, area)


def _strengthenable(s: N1815State, seat: str, exclude: str | None = None) -> list[str]:
    """The seat's corps on the map that can take 1 more infantry SP (never above 8)."""
    armies = armies_of(s, seat)
    return sorted(
        t
        for t, p in s.pieces.items()
        if ARMY[p[BLOCK]] in armies and KIND[p[BLOCK]] == CORPS and p[BLOCK] != exclude and sp(p) < MAX_SP
    )


def _strengthen_run(s: N1815State, f: Frame) -> str:
    if f["at"] == "done":
        return DONE
    if not _strengthenable(s, f["who"], f["exclude"]):
        return DONE
    return ask(f, f["who"], "choose a corps to strengthen")


def _strengthen_prompt(s: N1815State, f: Frame) -> Prompt:
    p = Prompt("Add 1 infantry SP to one of your corps (no VP; never above 8 SP).")
    for t in _strengthenable(s, f["who"], f["exclude"]):
        piece = s.pieces[t]
        p.add("strengthen", t, f"{BLOCK_NAME[piece[BLOCK]]} at {AREA_NAME[piece[AREA]]} ({sp(piece)} SP)")
    return p


def _strengthen_answer(s: N1815State, f: Frame, action: Action) -> None:
    piece = s.pieces[action.arg]
    piece[INF] += 1
    log(s, f"{acts(f['who'], 'add')} 1 infantry SP to a corps")
    log(s, f"{BLOCK_NAME[piece[BLOCK]]} now has {sp(piece)} SP", to=f["who"])
    f["at"] = "done"


TASKS = {
    "recon": Task(_recon_run, _recon_prompt, _recon_answer),
    "foresight": Task(_foresight_run, _foresight_prompt, _foresight_answer),
    "lamarque": Task(_lamarque_run, _lamarque_prompt, _lamarque_answer),
    "strengthen": Task(_strengthen_run, _strengthen_prompt, _strengthen_answer),
}
