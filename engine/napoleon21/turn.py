"""The turn sequence (4.0): the activity order, each country's activity in turn, the adjustment,
the victory declaration, and what follows a French surrender (10.33). ``Turn`` runs the game: it
starts the next turn when one ends."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import DONE, NEXT, Flow, Msg, log, push, rng
from engine.napoleon21.activities import Activity, can_reinforce, has_choice, start_reinforcement
from engine.napoleon21.adjustment import Victory, adjust, declaration
from engine.napoleon21.data import COUNTRIES, FRANCE, activity_order
from engine.napoleon21.names import COUNTRY
from engine.napoleon21.state import MACHINE, N21Frame, N21State, send_home


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Turn(N21Frame):
    """One turn after another, until the game ends."""

    class Stage(StrEnum):
        START = "start"  # 5.0: France rolls for its place in the order
        ACTIVITY = "activity"  # 6.0: the next country in the order acts
        NEXT = "next"  # an activity is over
        ADJUSTMENT = "adjustment"  # 11.1-11.3
        DECLARATION = "declaration"  # 11.4
        AFTERMATH = "aftermath"  # the game goes on: after a French surrender (10.33) everyone goes home
        REINFORCEMENT = "reinforcement"  # 10.33: and France reinforces once

    kind = "turn"
    at: Stage = Stage.START

    def run(self, s: N21State) -> Flow:
        while True:
            if self.at is _START:
                start_turn(s)
                self.at = _ACTIVITY
            elif self.at is _ACTIVITY:
                if s.french_surrender:  # 10.33: the rest of the turn is skipped
                    self.at = _DECLARATION
                elif s.slot == len(s.order):
                    self.at = _ADJUSTMENT
                elif has_choice(s, s.order[s.slot]):
                    self.at = _NEXT
                    return push(s, Activity(country=s.order[s.slot]))
                else:
                    log(s, Msg("napoleon21-log-idle", country=COUNTRY[s.order[s.slot]]))
                    s.slot += 1
            elif self.at is _NEXT:
                s.slot += 1
                self.at = _ACTIVITY
            elif self.at is _ADJUSTMENT:
                adjust(s)
                self.at = _DECLARATION
            elif self.at is _DECLARATION:
                self.at = _AFTERMATH
                may_declare = declaration(s)
                if s.result is not None:
                    return DONE
                if may_declare:
                    return push(s, Victory())
            elif self.at is _AFTERMATH:
                self.at = _START
                if s.french_surrender:
                    self.at = _REINFORCEMENT
                    send_everyone_home(s)
                    if can_reinforce(s, FRANCE):
                        start_reinforcement(s, FRANCE)
                        return NEXT
            else:
                self.at = _START

    @property
    def phase(self) -> str:
        """The phase of the turn: ``activity``, ``adjustment`` or ``victory`` (the declaration)."""
        if self.at is _ADJUSTMENT:
            return "adjustment"
        if self.at in (_DECLARATION, _AFTERMATH, _REINFORCEMENT):
            return "victory"
        return "activity"


# the stages by plain module names for a hot path: read through ``self`` they take the generic
# attribute path (engine/README.md, "Enum members on a hot path")
_START, _ACTIVITY, _NEXT = Turn.Stage.START, Turn.Stage.ACTIVITY, Turn.Stage.NEXT
_ADJUSTMENT, _DECLARATION, _AFTERMATH = Turn.Stage.ADJUSTMENT, Turn.Stage.DECLARATION, Turn.Stage.AFTERMATH
_REINFORCEMENT = Turn.Stage.REINFORCEMENT


def start_turn(s: N21State) -> None:
    """5.0: France rolls for its slot in the Activity Table; the allies keep their order."""
    s.turn += 1
    s.french_surrender = False
    s.order_roll = rng.roll(s)
    s.order = activity_order(s.order_roll)
    s.slot = 0
    s.checkpoint = True  # a new turn: worth telling the table
    if not s.quiet:
        log(s, Msg("napoleon21-log-turn", turn=s.turn, slot=s.order_roll))


def send_everyone_home(s: N21State) -> None:
    """10.33: after a French surrender every unit goes home, facing kept."""
    for country in COUNTRIES:
        send_home(s, country)
    log(s, Msg("napoleon21-log-all-home"))
