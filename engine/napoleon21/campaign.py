"""Move/Combat (10.0): movement, then the battles in the order the active player picks, then the
surrender check. The ``Campaign`` frame runs the activity and pushes its parts."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.core import DONE, Action, Flow, Msg, Prompt, log, push
from engine.napoleon21 import surrender
from engine.napoleon21.combat import Battle, has_battle
from engine.napoleon21.data import LAND_AREAS, SPAIN
from engine.napoleon21.movement import Movement, groups_at_start
from engine.napoleon21.names import AREA, COUNTRY
from engine.napoleon21.state import MACHINE, N21Frame, N21State


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Campaign(N21Frame):
    """10.0: ``country`` moves (Spain never does, 10.11), fights its battles, then surrenders are checked."""

    class Stage(StrEnum):
        MOVE = "move"
        COMBAT = "combat"  # 10.2: find the battles
        BATTLES = "battles"  # fight them one by one, then the surrender check (10.3)

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    MOVE, COMBAT, BATTLES = Stage.MOVE, Stage.COMBAT, Stage.BATTLES

    kind = "campaign"
    at: Stage = Stage.MOVE
    pending: list[str] = field(default_factory=list)  # areas whose battle is still to be fought

    def run(self, s: N21State) -> Flow:
        if self.at is self.MOVE:
            if not s.quiet:
                log(s, Msg("napoleon21-log-campaign", country=COUNTRY[self.country]))
            self.at = self.COMBAT
            groups = groups_at_start(s, self.country) if self.country != SPAIN else []
            if groups:
                return push(s, Movement(country=self.country, groups=groups))
        if self.at is self.COMBAT:
            units, country = s.units, self.country  # only where the country stands may it fight
            self.pending = [
                area for area in LAND_AREAS if country in units.get(area, ()) and has_battle(s, country, area)
            ]
            if self.pending and not s.quiet:
                log(s, Msg("napoleon21-log-combat", areas=tuple(AREA[a] for a in self.pending)))
            self.at = self.BATTLES
        if self.at is self.BATTLES:
            # 10.25-7: routed units start no battle; a battle whose enemies have gone is not fought
            if self.pending:
                self.pending = [area for area in self.pending if has_battle(s, self.country, area)]
            if len(self.pending) > 1:  # 10.2-4: the active player picks the order
                return self.ask_owner(s, "napoleon21-ask-battle")
            if self.pending:
                return self.open(s, self.pending[0])
        surrender.check(s)
        return DONE

    def prompt(self, s: N21State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon21-prompt-battle", country=COUNTRY[self.country]))
        for area in self.pending:
            p.add("battle", area, label=Msg("napoleon21-action-battle", area=AREA[area]))
        return p

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        self.open(s, str(action.args[0]))

    def open(self, s: N21State, area: str) -> Flow:
        self.pending.remove(area)
        if not s.quiet:
            log(s, Msg("napoleon21-log-battle", area=AREA[area]))
        return push(s, Battle(country=self.country, area=area))
