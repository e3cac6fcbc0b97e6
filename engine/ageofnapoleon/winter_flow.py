"""The winter attrition phase on the turn machine (aid 冬季損耗表, §15): every army of three corps or more
rolls (phases.winter_rolls), then each owner chooses which of that army's corps its losses take (WA-3), area
by area, the French player first. The choice is public (the corps leave the map) and asked only where there is
one: an army losing every corps has nothing to choose. The corps lost are one decision (a ``Gather``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from engine.ageofnapoleon import refs
from engine.ageofnapoleon.phases import WinterLoss, lose_in_winter, winter_rolls
from engine.ageofnapoleon.state import MACHINE, AonFrame, AonState
from engine.core import DONE, Action, ActionKind, Flow, Gather, Msg, Prompt, log

G = "ageofnapoleon"


def choices(loss: WinterLoss) -> list[tuple[str, ...]]:
    """Every set of corps the army may lose (WA-3: the owner's choice among the army's corps)."""
    return list(combinations(loss.army, loss.losses))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class WinterAttrition(AonFrame):
    kind = "winter"
    rolled: bool = False
    due: list[WinterLoss] = field(default_factory=list)  # the losses still to be taken, in order

    def run(self, s: AonState) -> Flow:
        if not self.rolled:
            self.rolled = True
            said, self.due = winter_rolls(s)
            for msg in said:
                log(s, msg)
        while self.due:
            loss = self.due[0]
            if loss.losses < len(loss.army):
                return self.wait(loss.side.value, f"{G}-ask-winter-losses")
            self._lose(s, loss.army)  # every corps goes: nothing to choose
        return DONE

    def prompt(self, s: AonState, seat: str) -> Prompt:
        loss = self.due[0]
        p = Prompt(
            f"{G}-ask-winter-losses",
            Msg(f"{G}-prompt-winter-losses", area=refs.area(loss.area), n=loss.losses),
        )
        for lost in choices(loss):
            p.add(
                "lose",
                *lost,
                label=Msg(f"{G}-act-lose", corps=refs.corps_list(list(lost))),
                kind=ActionKind.DONE,
            )
        picks = tuple(
            Action("corps", (c,), Msg(f"{G}-act-lose-pick", corps=refs.corps(c))) for c in loss.army
        )
        finish = Action("lose", (), Msg(f"{G}-act-lose-gather", n=loss.losses), ActionKind.DONE)
        p.gather = Gather("corps", (finish,), picks)
        return p

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        self._lose(s, tuple(str(a) for a in action.args))

    def _lose(self, s: AonState, corps: tuple[str, ...]) -> None:
        loss = self.due.pop(0)
        lose_in_winter(s, corps)
        log(
            s,
            Msg(
                f"{G}-log-winter-lost",
                seat=refs.seat(loss.side.value),
                area=refs.area(loss.area),
                corps=refs.corps_list(list(corps)),
            ),
        )
