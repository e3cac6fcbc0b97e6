"""The Initiative Phase (p.8, p.16): blue cards in turn, then the flips that give the initiative and,
with three players, the Allied leader."""

from __future__ import annotations

from engine.core import Action, Prompt, log
from engine.napoleon1815 import deck
from engine.napoleon1815.data import cards, scenarios
from engine.napoleon1815.events import blue
from engine.napoleon1815.flow.frames import DONE, Task, ask
from engine.napoleon1815.seats import (
    AD_SEAT,
    FRANCE,
    PR_SEAT,
    acts,
    deck_of,
    does,
    seats_of_side,
    three_players,
)
from engine.napoleon1815.state import ALLIED, FRENCH, Frame, N1815State


def blue_order(s: N1815State) -> list[str]:
    """INI-1: France declares first; 3P-6: then Prussia, then the Anglo-Dutch player."""
    return [FRANCE, PR_SEAT, AD_SEAT] if three_players(s) else list(s.seats)


def _run(s: N1815State, f: Frame) -> str:
    if f["at"] == "start":
        f.update(at="blue", i=0, intuition=[])
    if f["at"] == "blue":
        order = blue_order(s)
        while f["i"] < len(order):
            seat = order[f["i"]]
            if s.hands[seat]:  # asked whenever the hand is not empty (hand size is public)
                return ask(f, seat, "play a blue card?")
            f["i"] += 1
        f["at"] = "flip"
    _decide(s, f)
    return DONE


def _prompt(s: N1815State, f: Frame) -> Prompt:
    seat = f["who"]
    p = Prompt("Initiative Phase: you may play one blue card.")
    for c in sorted(set(s.hands[seat])):
        if cards.CARD[c].colour is cards.Colour.BLUE and blue.playable(s, seat, c):
            p.add("play", str(c), f"Play {deck.card_name(c)}")
    p.add("none", "", "No blue card")
    return p


def _answer(s: N1815State, f: Frame, action: Action) -> None:
    seat = f["who"]
    f["i"] += 1
    if action.verb == "none":
        log(s, f"{acts(seat, 'play')} no blue card")
        return
    card = int(action.arg)
    deck.play(s, seat, card)
    log(s, f"{acts(seat, 'play')} {deck.card_name(card)}")
    blue.play(s, seat, card)


def _decide(s: N1815State, f: Frame) -> None:
    """INI-2/INI-3 and 3P-7/3P-8: Intuition, flips, ties to France; the leader among the Allies."""
    french_intuition = FRANCE in f["intuition"]
    allied_intuition = any(seat != FRANCE for seat in f["intuition"])
    surprise = any(
        r.key == "french_initiative" and s.turn in r.turns
        for r in scenarios.scenario(s.scenario).special_rules
    )
    if surprise:
        winner: str | None = FRENCH
        log(s, "Surprise: France has the initiative without a flip")
    elif french_intuition != allied_intuition:
        winner = FRENCH if french_intuition else ALLIED
        log(s, f"Intuition: {does(winner, 'take')} the initiative without a flip")
    else:
        if french_intuition:
            log(s, "Both sides played Intuition: they cancel out")
        winner = None
    flippers = s.seats if winner is None else [seat for seat in s.seats if seat in (AD_SEAT, PR_SEAT)]
    values = {seat: _flip(s, seat) for seat in flippers}
    if winner is None:
        allied = max(values[seat] for seat in seats_of_side(s, ALLIED))
        winner = ALLIED if allied > values[FRANCE] else FRENCH
    s.initiative = winner
    log(s, f"{does(winner, 'have')} the initiative")
    if three_players(s):
        s.leader = AD_SEAT if values[AD_SEAT] >= values[PR_SEAT] else PR_SEAT
        log(s, f"{acts(s.leader, 'lead')} the Allies this turn")


def _flip(s: N1815State, seat: str) -> int:
    card = deck.flip(s, deck_of(seat))
    value = cards.CARD[card].value if card is not None else 0
    shown = deck.card_name(card) if card is not None else "nothing (no card left)"
    log(s, f"{acts(seat, 'flip')} {shown} for the initiative: {value}")
    return value


TASKS = {"initiative": Task(_run, _prompt, _answer)}
