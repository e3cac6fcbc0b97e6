"""The Draw Phase (p.8): cards as the invasion card says, red cards played at once, and the
scenario's reinforcements (our convention, data README: they arrive in the Draw Phase)."""

from __future__ import annotations

from engine.core import Msg, log
from engine.napoleon1815 import board, deck, refs
from engine.napoleon1815.data import cards, scenarios
from engine.napoleon1815.events.red import play_red
from engine.napoleon1815.seats import FRANCE
from engine.napoleon1815.state import SIDE, N1815State, has_corps, other


def invasion_card(s: N1815State) -> cards.InvasionCard:
    """DRW-1: the invasion card in force this turn."""
    turn = scenarios.scenario(s.scenario).turns[s.turn - 1]
    return cards.INVASION[turn.invasion_card]


def draw_cards(s: N1815State) -> None:
    """DRW-1..4: everyone draws; one red card is played, several cancel out."""
    invasion = invasion_card(s)
    reds: list[tuple[str, int]] = []
    for seat in s.seats:
        count = invasion.french_draw if seat == FRANCE else invasion.allied_draw
        drawn = deck.draw(s, seat, count)
        kept = [c for c in drawn if not deck.is_red(c)]
        reds += [(seat, c) for c in drawn if deck.is_red(c)]
        s.hands[seat] += kept
        if not s.quiet:
            log(s, Msg("napoleon1815-log-draw", seat=refs.SEAT[seat], n=len(drawn)))
            if kept:
                log(s, Msg("napoleon1815-log-draw-own", cards=refs.cards_of(kept)), to=seat)
    for _, card in reds:
        deck.discard(s, card, shown=True)  # DRW-2: played at once, then discarded, no replacement
    if reds:
        s.disclosed = True  # a red card drawn is shown to everyone
    if len(reds) > 1:
        log(s, Msg("napoleon1815-log-reds-cancel", cards=refs.cards_of([c for _, c in reds])))
    elif reds:
        seat, card = reds[0]
        log(s, Msg("napoleon1815-log-red", seat=refs.SEAT[seat], card=refs.CARD[card]))
        play_red(s, seat, card)


def arrive(s: N1815State) -> None:
    """Reinforcements due this turn enter active in the first entry area without enemy corps."""
    last = scenarios.scenario(s.scenario).last_turn
    due = [a for a in s.arrivals if a.turn <= s.turn]
    s.arrivals = [a for a in s.arrivals if a.turn > s.turn]
    for arrival in due:
        side = SIDE[arrival.group[0].block]
        area = next((a for a in arrival.entry if not has_corps(s, a, other(side))), None)
        names = refs.blocks([a.block for a in arrival.group])
        if area is None:
            log(s, Msg("napoleon1815-log-arrival-waits", blocks=names))
            if s.turn < last:
                s.arrivals.append(arrival._replace(turn=s.turn + 1))
            continue
        for a in arrival.group:
            board.place(s, a.block, area, a.infantry, a.cavalry, a.fatigue)
        log(s, Msg("napoleon1815-log-arrival", blocks=names, area=refs.AREA[area]))
        board.settle(s, area)
