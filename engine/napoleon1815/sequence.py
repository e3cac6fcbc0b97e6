"""The sequence of play (p.8): Draw, Initiative, Operations and Recovery Phases, then the end of turn."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import NEXT, Flow, Msg, log, push
from engine.napoleon1815 import draw, victory
from engine.napoleon1815.data import scenarios
from engine.napoleon1815.initiative import Initiative
from engine.napoleon1815.operations import Ops
from engine.napoleon1815.recovery import Recovery
from engine.napoleon1815.state import MACHINE, N1815Frame, N1815State, Phase


class Stage(StrEnum):
    DRAW = "draw"
    ARRIVE = "arrive"
    INITIATIVE = "initiative"
    OPERATIONS = "operations"
    RECOVERY = "recovery"
    END = "end"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Turn(N1815Frame):
    kind = "turn"
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    DRAW, ARRIVE, INITIATIVE, OPERATIONS = Stage.DRAW, Stage.ARRIVE, Stage.INITIATIVE, Stage.OPERATIONS
    RECOVERY, END = Stage.RECOVERY, Stage.END
    at: Stage = Stage.DRAW

    def run(self, s: N1815State) -> Flow:
        match self.at:
            case self.DRAW:
                s.phase = Phase.DRAW
                s.checkpoint = True
                scenario = scenarios.scenario(s.scenario)
                if not s.quiet:
                    log(
                        s,
                        Msg(
                            "napoleon1815-log-turn",
                            turn=s.turn,
                            label=Msg(f"napoleon1815-turn-{scenario.key}-{s.turn}"),
                        ),
                    )
                self.at = self.ARRIVE
                draw.draw_cards(s)
                return NEXT
            case self.ARRIVE:
                draw.arrive(s)
                self.at = self.INITIATIVE
                return NEXT
            case self.INITIATIVE:
                s.phase = Phase.INITIATIVE
                self.at = self.OPERATIONS
                return push(s, Initiative())
            case self.OPERATIONS:
                s.phase = Phase.OPERATIONS
                s.passed = []
                s.checkpoint = True
                self.at = self.RECOVERY
                return push(s, Ops(side=s.initiative or "french"))
            case self.RECOVERY:
                s.phase = Phase.RECOVERY
                s.checkpoint = True
                self.at = self.END
                return push(s, Recovery())
        return self._end_of_turn(s)

    def _end_of_turn(self, s: N1815State) -> Flow:
        """VIC-6 at the end of each turn; REC-5 advances the turn marker; VIC-10 after the last turn."""
        victory.seven_markers(s)
        s.effects = []
        s.arrow_fatigue = []
        s.leader = None
        s.initiative = None
        if s.result is not None:
            return NEXT
        if s.turn >= scenarios.scenario(s.scenario).last_turn:
            victory.scenario_end(s)
            return NEXT
        s.turn += 1
        self.at = self.DRAW
        return NEXT
