"""The sequence of play (2.10): each turn runs A to J in the rules' order, the player asked where the
rules give the Coalition a choice, France moved by the rules."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import DONE, Flow, Msg, Ref, log, push
from engine.nwsolitaire.abdication import (
    Collection,
    FrenchLosses,
    control_and_abdication,
    diplomats_and_josephine,
    fervour_adjustment,
    recovery,
    victory_or_last_turn,
)
from engine.nwsolitaire.army import grande_armee
from engine.nwsolitaire.battle import BattlePhase
from engine.nwsolitaire.coalition import Deploy, NapoleonMarches
from engine.nwsolitaire.data.track import TURNS
from engine.nwsolitaire.diplomacy import CounterDiplomacy, french_diplomacy
from engine.nwsolitaire.events import Draws, ExtraChit, historical_events, place_but
from engine.nwsolitaire.money import Budget, cap_pools, collect_income, continental_system
from engine.nwsolitaire.random_events import RandomEvents
from engine.nwsolitaire.smallwar import Invasion
from engine.nwsolitaire.state import MACHINE, SolitaireFrame, SolitaireState
from engine.nwsolitaire.surrender import Icons, surrender_checks


class Stage(StrEnum):
    OPENING = "opening"  # scenario 3: the Russian invasion before step A
    INCOME = "income"  # A 4.1-4.1.1
    BUDGET = "budget"  # A 4.2
    EVENTS = "events"  # A 4.3-4.5
    EXTRA = "extra"  # A 4.12
    DIPLOMACY = "diplomacy"  # B 5.0
    COUNTER = "counter"  # C 6.0
    ARMY = "army"  # D 7.0
    DEPLOY = "deploy"  # E 8.1-8.4
    NAPOLEON = "napoleon"  # E 8.5
    BATTLES = "battles"  # F 9.0
    SURRENDER = "surrender"  # G 10.1-10.2
    ABDICATION = "abdication"  # H 11.1-11.6
    LOSSES = "losses"  # H 11.7
    COLLECTION = "collection"  # H 11.8
    TRANSFERS = "transfers"  # H 11.9
    RANDOM = "random"  # I 12.0
    END = "end"  # J 12.2


# module names for a hot path, read by Campaign.run (engine/README.md, "Enum members on a hot path")
_OPENING, _INCOME, _BUDGET, _EVENTS = Stage.OPENING, Stage.INCOME, Stage.BUDGET, Stage.EVENTS
_EXTRA, _COUNTER, _DEPLOY, _NAPOLEON = Stage.EXTRA, Stage.COUNTER, Stage.DEPLOY, Stage.NAPOLEON
_BATTLES, _SURRENDER, _LOSSES, _COLLECTION = Stage.BATTLES, Stage.SURRENDER, Stage.LOSSES, Stage.COLLECTION
_TRANSFERS, _RANDOM = Stage.TRANSFERS, Stage.RANDOM


def phase(s: SolitaireState, letter: str) -> None:
    """2.10: the log names each phase of the turn as it begins, as the example of play (13.0) reads."""
    if not s.quiet:
        log(s, _PHASES[letter])


_PHASES = {
    letter: Msg("nwsolitaire-log-phase", phase=Ref("nwsolitaire-phase", letter)) for letter in "abcdefghij"
}


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Campaign(SolitaireFrame):
    """The whole game: turn after turn until the abdication or the last turn (11.2-11.3)."""

    kind = "campaign"
    at: Stage = Stage.INCOME

    def run(self, s: SolitaireState) -> Flow:
        while s.result is None:
            s.checkpoint = True  # a step of the turn (A-J) is over: the table is told (Step.handoff)
            at = self.at
            if at is _OPENING:
                self.at = _INCOME
                return push(s, Invasion())
            if at is _INCOME:
                if not s.quiet:
                    log(s, Msg("nwsolitaire-log-turn", turn=s.turn, years=TURNS[s.turn].years))
                phase(s, "a")
                collect_income(s)
                continental_system(s)
                self.at = _BUDGET
                return push(s, Budget())
            if at is _BUDGET:
                place_but(s)
                historical_events(s)
                self.at = _EVENTS
                return push(s, Draws(left=TURNS[s.turn].chits))
            if at is _EVENTS:
                self.at = _EXTRA
                return push(s, ExtraChit())
            if at is _EXTRA:
                phase(s, "b")
                french_diplomacy(s)  # B
                phase(s, "c")
                self.at = _COUNTER
                return push(s, CounterDiplomacy())  # C
            if at is _COUNTER:
                phase(s, "d")
                grande_armee(s)  # D
                phase(s, "e")
                self.at = _DEPLOY
                return push(s, Deploy())  # E 8.1-8.4
            if at is _DEPLOY:
                self.at = _NAPOLEON
                return push(s, NapoleonMarches())  # E 8.5
            if at is _NAPOLEON:
                self.at = _BATTLES
                phase(s, "f")
                return push(s, BattlePhase())  # F
            if at is _BATTLES:
                phase(s, "g")
                surrender_checks(s)  # G 10.1
                self.at = _SURRENDER
                return push(s, Icons())  # G 10.2
            if at is _SURRENDER:
                phase(s, "h")
                control_and_abdication(s)  # H 11.1
                if victory_or_last_turn(s):  # 11.2-11.3
                    return DONE
                fervour_adjustment(s)  # 11.4
                diplomats_and_josephine(s)  # 11.5
                recovery(s)  # 11.6
                self.at = _LOSSES
                return push(s, FrenchLosses())  # 11.7
            if at is _LOSSES:
                self.at = _COLLECTION
                return push(s, Collection())  # 11.8
            if at is _COLLECTION:
                self.at = _TRANSFERS
                return push(s, Budget(end_of_turn=True))  # 11.9
            if at is _TRANSFERS:
                self.at = _RANDOM
                phase(s, "i")
                return push(s, RandomEvents())  # I
            if at is _RANDOM:  # J 12.2
                phase(s, "j")
                cap_pools(s)  # 4.2.2
                s.napoleon_busy = False
                s.extra_chit = False
                s.placed_in = []
                s.turn += 1
                s.checkpoint = True
                self.at = _INCOME
        return DONE
