"""Sea control (2.1.4, 4.9.2) and the naval battle 【NB】 (M-9): 3d6 plus the Naval Budget spent,
against 10 while Nelson lives (rulebook example §13.0 turn 2). The loss is printed there (the British
Navy to storage, abdication -1, Nelson stays, France holds the sea); the win mirrors it and the
Trafalgar chit's extras are reconstructed (DATA.md)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.core import Action, Flow, Msg, Prompt, finish, log, rng
from engine.nwsolitaire.common import change_abdication, offer
from engine.nwsolitaire.data.map import SEAT
from engine.nwsolitaire.data.tables import NAVAL_TARGET, NAVAL_TARGET_NELSON
from engine.nwsolitaire.state import HIGH_SEAS, MACHINE, STORAGE, SolitaireFrame, SolitaireState

COALITION_SEA, FRENCH_SEA, NO_SEA = "coalition", "france", ""


def sea_control(s: SolitaireState) -> str:
    """2.1.4: a face-up British Navy in the High Seas box gives the Coalition the sea, the French Navy
    there gives it France; a flipped British Navy gives it to nobody (13.0 turn 2, A-2)."""
    british = s.british_navy == HIGH_SEAS and not s.british_navy_flipped
    french = s.french_navy == HIGH_SEAS
    if british and not french:
        return COALITION_SEA
    if french and not british:
        return FRENCH_SEA
    return NO_SEA


@cache  # £0 to ``most`` of the Naval Budget spent on a naval battle
def _navy_offers(most: int) -> tuple[Action, ...]:
    return tuple(offer("navy", n, label="nwsolitaire-action-navy", n=n) for n in range(most + 1))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class NavalBattle(SolitaireFrame):
    """【NB】: the player adds pounds of the Naval Budget (+1 each), then 3d6."""

    kind = "naval_battle"
    trafalgar: bool = False  # the Trafalgar chit (reconstructed extras)
    for_war: bool = False  # fought for a small war (4.9.2), which reads the result in ``state.picked``
    won: bool = False

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, "nwsolitaire-ask-naval")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        target = NAVAL_TARGET_NELSON if s.nelson else NAVAL_TARGET
        p = Prompt(self.ask, Msg("nwsolitaire-prompt-naval", target=target, budget=s.naval_budget))
        p.actions.extend(_navy_offers(s.naval_budget))
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        spent = int(action.args[0])
        s.naval_budget -= spent
        target = NAVAL_TARGET_NELSON if s.nelson else NAVAL_TARGET
        total = sum(rng.roll_many(s, 3)) + spent
        self.won = total >= target
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-naval", spent=spent, total=total, target=target, won=int(self.won)))
        if self.won:  # reconstructed: the mirror of the printed loss
            s.french_navy = STORAGE
            s.british_navy, s.british_navy_flipped = HIGH_SEAS, False
            change_abdication(s, 1)
            if self.trafalgar and s.nelson:  # reconstructed: Nelson falls at Trafalgar
                s.nelson = False
                log(s, Msg("nwsolitaire-log-nelson-falls"))
        else:  # rulebook example §13.0 turn 2 I4
            s.british_navy, s.british_navy_flipped = STORAGE, False
            s.french_navy = HIGH_SEAS
            change_abdication(s, -1)
            if self.trafalgar and s.london_four:  # reconstructed: the only blow France strikes at London
                s.london_four = False
                log(s, Msg("nwsolitaire-log-london-struck"))
        if self.for_war:
            s.picked = "won" if self.won else "lost"
        finish(s, self)
