"""攻撃のルール: what a successful attack does, the defender's choice and the advance after melee;
morale (基本ルール: モラル) and the instant wins (勝利条件/終了条件).

ATK-MELEE-3: the defender retreats to a neighbouring hex out of every enemy ZOC, or spends 1 morale
and stays. ATK-MELEE-4: with no such hex, or in its own red-framed rear row (A-9), it spends 2
morale and stays, or is destroyed. Afterwards a melee attacker may move into the hex left empty,
ignoring ZOC (B-ZOC-3); a ranged attacker never does (ATK-RANGED-3, A-10: otherwise the same).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import Action, ActionKind, Flow, Msg, Prompt, Result, log
from engine.core.flow import DONE
from engine.gustav.battlefield import retreats
from engine.gustav.data.tracks import MORALE_MAX, MORALE_MIN
from engine.gustav.state import (
    MACHINE,
    GustavFrame,
    GustavState,
    Trace,
    move_unit,
    occupants,
    other,
    seat_ref,
    unit_ref,
)
from engine.gustav.victory import scores

HOLD, HOLD_CORNERED = 1, 2  # morale spent to stay put


class Stage(StrEnum):
    DEFEND = "defend"
    ADVANCE = "advance"
    END = "end"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Combat(GustavFrame):
    kind = "combat"
    attacker: str = ""
    defender: str = ""
    side: str = ""  # the defender's side
    melee: bool = True
    at: Stage = Stage.DEFEND
    vacated: str = ""  # the hex the defender left or died in

    def run(self, s: GustavState) -> Flow:
        if self.at is Stage.DEFEND:
            return self.wait(self.side, "gustav-ask-defend")
        if self.at is Stage.ADVANCE and self.melee and self.vacated and self.attacker in s.units:
            return self.wait(other(self.side), "gustav-ask-advance")
        return DONE

    def prompt(self, s: GustavState, seat: str) -> Prompt:
        if self.at is Stage.ADVANCE:
            kind = s.units[self.attacker].kind
            p = Prompt(self.ask, Msg("gustav-prompt-advance", unit=unit_ref(kind), hex=self.vacated))
            p.add("advance", label=Msg("gustav-action-advance", unit=unit_ref(kind), hex=self.vacated))
            p.add("stay", label=Msg("gustav-action-stay-put"), kind=ActionKind.DONE)
            return p
        u = s.units[self.defender]
        morale = s.morale[seat]
        ways = retreats(occupants(s), u.hex, seat)
        if not ways:
            p = Prompt(self.ask, Msg("gustav-prompt-cornered", unit=unit_ref(u.kind), hex=u.hex))
            if morale >= HOLD_CORNERED:
                p.add(
                    "hold", label=Msg("gustav-action-hold", cost=HOLD_CORNERED, morale=morale - HOLD_CORNERED)
                )
            p.add(
                "lose", label=Msg("gustav-action-lose", unit=unit_ref(u.kind)), kind=ActionKind.IRREVERSIBLE
            )
            p.forced = len(p.actions) == 1  # public: the board and morale decide it
            return p
        p = Prompt(self.ask, Msg("gustav-prompt-defend", unit=unit_ref(u.kind), hex=u.hex))
        for h in ways:
            p.add("retreat", h, label=Msg("gustav-action-retreat", unit=unit_ref(u.kind), hex=h))
        p.add("hold", label=Msg("gustav-action-hold", cost=HOLD, morale=morale - HOLD))
        return p

    def answer(self, s: GustavState, seat: str, action: Action) -> None:
        me = seat_ref(seat)
        if action.verb == "advance":
            a = s.units[self.attacker]
            log(s, Msg("gustav-log-advance", seat=me, unit=unit_ref(a.kind), start=a.hex, hex=self.vacated))
            s.last_move = Trace(seat, a.kind, a.hex, self.vacated, False)
            move_unit(s, self.attacker, self.vacated)
            self.at = Stage.END
            return
        if action.verb == "stay":
            self.at = Stage.END
            return
        u = s.units[self.defender]
        self.at = Stage.ADVANCE
        if action.verb == "retreat":
            to = str(action.args[0])
            log(s, Msg("gustav-log-retreat", seat=me, unit=unit_ref(u.kind), start=u.hex, hex=to))
            self.vacated = u.hex
            move_unit(s, self.defender, to)
        elif action.verb == "hold":
            cost = HOLD if retreats(occupants(s), u.hex, seat) else HOLD_CORNERED
            log(s, Msg("gustav-log-hold", seat=me, unit=unit_ref(u.kind), hex=u.hex, cost=cost))
            spend(s, seat, cost)
        else:
            self.vacated = u.hex
            destroy(s, self.defender)


def spend(s: GustavState, seat: str, cost: int) -> None:
    """B-MOR-2, B-MOR-3: morale spent never goes below 0; E-4 (A-13): at 0 the enemy wins at once."""
    s.morale[seat] = max(MORALE_MIN, s.morale[seat] - cost)
    if s.morale[seat] == MORALE_MIN:
        winner = other(seat)
        summary = Msg("gustav-result-morale", seat=seat_ref(winner), loser=seat_ref(seat))
        s.result = Result((winner,), "morale", summary, scores=scores(s))


def rally(s: GustavState, seat: str, gain: int) -> None:
    """B-MOR-2, B-MOR-3 (A-14): morale gained beyond 7 is lost."""
    before = s.morale[seat]
    s.morale[seat] = min(MORALE_MAX, before + gain)
    if not s.quiet:
        log(
            s,
            Msg("gustav-log-rally", seat=seat_ref(seat), gain=s.morale[seat] - before, morale=s.morale[seat]),
        )


def destroy(s: GustavState, uid: str) -> None:
    """The unit leaves the game; its cost counts for the enemy (E-2). E-4: losing the HQ loses at once."""
    u = s.units.pop(uid)
    s.lost[u.side].append(u.kind)
    log(s, Msg("gustav-log-destroyed", seat=seat_ref(u.side), unit=unit_ref(u.kind), hex=u.hex))
    if u.kind == "hq":
        winner = other(u.side)
        summary = Msg("gustav-result-hq", seat=seat_ref(winner), loser=seat_ref(u.side))
        s.result = Result((winner,), "hq", summary, scores=scores(s))
