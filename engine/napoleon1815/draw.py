"""The Draw Phase (p.8): cards as the invasion card says, red cards played at once, and the
scenario's reinforcements (our convention, data README: they arrive in the Draw Phase)."""

from __future__ import annotations

from engine.core import log
from engine.napoleon1815 import board, deck
from engine.napoleon1815.board import AREA_NAME, BLOCK_NAME
from engine.napoleon1815.data import cards, scenarios
from engine.napoleon1815.events.red import play_red
from engine.napoleon1815.seats import FRANCE, acts, label
from engine.napoleon1815.state import SIDE, N1815State, has_corps, other


def invasion_card(s: N1815State) -> cards.InvasionCard:
    """DRW-1: the invasion card in force this turn."""
    turn = scenarios.scenario(s.scenario).turns[s.turn - 1]
    return cards.INVASION[turn.invasion_card]


def draw_cards(s: N1815State) -> str | None:
    """DRW-1..4: everyone draws; one red card is played, several cancel out. ``NEXT`` if a choice follows."""
    invasion = invasion_card(s)
    reds: list[tuple[str, int]] = []
    for seat in s.seats:
        count = invasion.french_draw if seat == FRANCE else invasion.allied_draw
        drawn = deck.draw(s, seat, count)
        kept = [c for c in drawn if not deck.is_red(c)]
        reds += [(seat, c) for c in drawn if deck.is_red(c)]
        s.hands[seat] += kept
        log(s, f"{acts(seat, 'draw')} {len(drawn)} card{'s' if len(drawn) != 1 else ''}")
        if kept:
            log(s, f"You draw {', '.join(deck.card_name(c) for c in kept)}", to=seat)
    for _, card in reds:
        deck.discard(s, card)  # DRW-2: played at once, then discarded, no replacement
    if len(reds) > 1:
        drawn_reds = ", ".join(f"{deck.card_name(c)} ({label(seat)})" for seat, c in reds)
        log(s, f"Red cards drawn: {drawn_reds}; more than one, so all are cancelled (DRW-4)")
        return None
    if reds:
        seat, card = reds[0]
        log(s, f"{acts(seat, 'draw')} the red card {deck.card_name(card)} and plays it at once")
        return play_red(s, seat, card)
    return None


def arrive(s: N1815State) -> None:
    """Reinforcements due this turn enter active in the first entry area without enemy corps."""
    last = scenarios.scenario(s.scenario).last_turn
    due = [a for a in s.arrivals if a[0] <= s.turn]
    s.arrivals = [a for a in s.arrivals if a[0] > s.turn]
    for _, group, entry in due:
        side = SIDE[group[0][0]]
        area = next((a for a in entry if not has_corps(s, a, other(side))), None)
        names = ", ".join(BLOCK_NAME[b[0]] for b in group)
        if area is None:
            log(s, f"{names}: every entry area is held by the enemy, so they wait a turn")
            if s.turn < last:
                s.arrivals.append([s.turn + 1, group, entry])
            continue
        for block, infantry, cavalry, fatigue in group:
            board.place(s, block, area, infantry, cavalry, fatigue)
        log(s, f"Reinforcements: {names} arrive at {AREA_NAME[area]}")
        board.settle(s, area)
