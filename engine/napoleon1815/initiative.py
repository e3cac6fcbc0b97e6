"""The Initiative Phase (p.8, p.16): blue cards in turn, then the flips that give the initiative and,
with three players, the Allied leader."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log
from engine.napoleon1815 import deck, refs
from engine.napoleon1815.data import cards, scenarios
from engine.napoleon1815.events import blue
from engine.napoleon1815.seats import AD_SEAT, FRANCE, PR_SEAT, deck_of, seats_of_side, three_players
from engine.napoleon1815.state import ALLIED, FRENCH, MACHINE, N1815Frame, N1815State
from engine.napoleon1815.windows import play_action


def blue_order(s: N1815State) -> list[str]:
    """INI-1: France declares first; 3P-6: then Prussia, then the Anglo-Dutch player."""
    return [FRANCE, PR_SEAT, AD_SEAT] if three_players(s) else list(s.seats)


class Stage(StrEnum):
    BLUE = "blue"
    FLIP = "flip"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Initiative(N1815Frame):
    kind = "initiative"
    i: int = 0  # the seat of ``blue_order`` asked now
    intuition: list[str] = field(default_factory=list)  # seats that played Intuition (INI-3)
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    BLUE, FLIP = Stage.BLUE, Stage.FLIP
    at: Stage = Stage.BLUE

    def run(self, s: N1815State) -> Flow:
        if self.at is self.BLUE:
            order = blue_order(s)
            while self.i < len(order):
                seat = order[self.i]
                if s.hands[seat]:  # asked whenever the hand is not empty (hand size is public)
                    return self.wait(seat, "napoleon1815-ask-blue")
                self.i += 1
            self.at = self.FLIP
        self._decide(s)
        return DONE

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        # Asked privately by its kind: whether the seat may play a blue card is in its hand alone.
        p = Prompt(self.ask, Msg("napoleon1815-prompt-blue"), private=True)
        for c in sorted(set(s.hands[seat])):
            if cards.CARD[c].colour is cards.BLUE and blue.playable(s, seat, c):
                p.actions.append(play_action(c))
        p.add("none", label=Msg("napoleon1815-action-no-blue"), kind=ActionKind.DONE)
        # INI-1: forced once every blue card of the seat's deck was seen going to the discard pile.
        held = any(c.colour is cards.BLUE for c in deck.may_hold(s, seat))
        p.forced = len(p.actions) == 1 and not held
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self.i += 1
        if action.verb == "none":
            if not s.quiet:
                log(s, Msg("napoleon1815-log-no-blue", seat=refs.SEAT[seat]))
            return
        card = int(action.args[0])
        deck.play(s, seat, card, shown=True)
        if not s.quiet:
            log(s, Msg("napoleon1815-log-play", seat=refs.SEAT[seat], card=refs.CARD[card]))
        if cards.CARD[card].event == "intuition":
            self.intuition.append(seat)
        blue.play(s, seat, card)

    def _decide(self, s: N1815State) -> None:
        """INI-2/INI-3 and 3P-7/3P-8: Intuition, flips, ties to France; the leader among the Allies."""
        french_intuition = FRANCE in self.intuition
        allied_intuition = any(seat != FRANCE for seat in self.intuition)
        surprise = any(
            r.key == "french_initiative" and s.turn in r.turns
            for r in scenarios.scenario(s.scenario).special_rules
        )
        winner: str | None = None
        if surprise:
            winner = FRENCH
            log(s, Msg("napoleon1815-log-surprise"))
        elif french_intuition != allied_intuition:
            winner = FRENCH if french_intuition else ALLIED
            log(s, Msg("napoleon1815-log-intuition", side=refs.SIDE[winner]))
        elif french_intuition:
            log(s, Msg("napoleon1815-log-intuitions-cancel"))
        flippers = s.seats if winner is None else [seat for seat in s.seats if seat in (AD_SEAT, PR_SEAT)]
        values = {seat: self._flip(s, seat) for seat in flippers}
        if winner is None:
            allied = max(values[seat] for seat in seats_of_side(s, ALLIED))
            winner = ALLIED if allied > values[FRANCE] else FRENCH
        s.initiative = winner
        if not s.quiet:
            log(s, Msg("napoleon1815-log-initiative", side=refs.SIDE[winner]))
        if three_players(s):
            s.leader = AD_SEAT if values[AD_SEAT] >= values[PR_SEAT] else PR_SEAT
            log(s, Msg("napoleon1815-log-leader", seat=refs.SEAT[s.leader]))

    def _flip(self, s: N1815State, seat: str) -> int:
        card = deck.flip(s, deck_of(seat))
        value = deck.value(card)
        if not s.quiet:
            log(
                s,
                Msg(
                    "napoleon1815-log-initiative-flip",
                    seat=refs.SEAT[seat],
                    card=deck.flipped(card),
                    value=value,
                ),
            )
        return value
