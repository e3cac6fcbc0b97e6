"""The winter attrition phase on the turn machine (aid 冬季損耗表, §15): every army of three corps or more
rolls (phases.winter_rolls), then each owner chooses which of that army's corps its losses take (WA-3), area
by area, the French player first. The choice is public (the corps leave the map) and asked only where there is
one: an army losing every corps has nothing to choose. The corps lost are picked one by one, then "lose" (a
``Gather`` of public picks, as battle participants are): one menu line per corps of the army."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from engine.ageofnapoleon import refs
from engine.ageofnapoleon.phases import WinterLoss, lose_in_winter, winter_rolls
from engine.ageofnapoleon.picking import pick_corps
from engine.ageofnapoleon.state import MACHINE, AonFrame, AonState, seat_of
from engine.core import DONE, Action, Flow, Msg, Prompt, log

G = "ageofnapoleon"
_ASK = f"{G}-ask-winter-losses"  # made once (an f-string is built again at each call)


@cache  # a message is immutable: one per area and count, made once
def _question(area: str, losses: int) -> Msg:
    """Which ``losses`` corps of the army in ``area`` winter takes."""
    return Msg(f"{G}-prompt-winter-losses", area=refs.area(area), n=losses)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class WinterAttrition(AonFrame):
    kind = "winter"
    rolled: bool = False
    due: list[WinterLoss] = field(default_factory=list)  # the losses still to be taken, in order
    marked: list[str] = field(default_factory=list)  # the corps picked so far for the first of them (public)

    def run(self, s: AonState) -> Flow:
        if not self.rolled:
            self.rolled = True
            said, self.due = winter_rolls(s)
            for msg in said:
                log(s, msg)
        while self.due:
            loss = self.due[0]
            if loss.losses < len(loss.army):
                return self.wait(seat_of(loss.side), _ASK)
            self._lose(s, loss.army)  # every corps goes: nothing to choose
        return DONE

    def prompt(self, s: AonState, seat: str) -> Prompt:
        loss = self.due[0]
        p = Prompt(_ASK, _question(loss.area, loss.losses))
        finish = ("lose", f"{G}-act-lose-gather")
        return pick_corps(p, loss.army, self.marked, loss.losses, f"{G}-act-lose-pick", finish)

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        if action.verb == "add":
            self.marked.append(str(action.args[0]))
        elif action.verb == "drop":
            self.marked.remove(str(action.args[0]))
        else:
            lost, self.marked = tuple(self.marked), []
            self._lose(s, lost)

    def _lose(self, s: AonState, corps: tuple[str, ...]) -> None:
        loss = self.due.pop(0)
        lose_in_winter(s, corps)
        if not s.quiet:
            log(
                s,
                Msg(
                    f"{G}-log-winter-lost",
                    seat=refs.seat(seat_of(loss.side)),
                    area=refs.area(loss.area),
                    corps=refs.corps_list(list(corps)),
                ),
            )
