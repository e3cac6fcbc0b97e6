"""Red events, played as soon as they are drawn in the Draw Phase (DRW-2): Rain, the Emperor's ill
health, Inertia and Delayed troops."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import DONE, Action, Flow, Msg, Prompt, log
from engine.napoleon1815 import board, refs
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.seats import ALLIES, PR_SEAT, armies_of, three_players
from engine.napoleon1815.state import ARMY, CORPS, KIND, MACHINE, PRUSSIAN, Arrival, N1815Frame, N1815State


class Stage(StrEnum):
    ASK = "ask"
    DONE = "done"


def play_red(s: N1815State, seat: str, card: int) -> None:
    """Apply the one red card drawn this phase (a decision it needs is pushed as a frame)."""
    event = cards.CARD[card].event
    if event in ("rain", "emperors_ill_health"):
        s.effects.append(event)  # DRW-3: lasts this turn
        log(s, Msg("napoleon1815-log-effect", event=refs.EVENT[event]))
    elif event == "inertia":
        s.frames.append(Inertia(seat=seat))
    else:
        s.frames.append(Delay())


# --- EVT-34 Inertia ---------------------------------------------------------------------------


def _inertia_areas(s: N1815State, seat: str) -> list[str]:
    armies = armies_of(seat)
    return sorted({p.area for p in s.pieces.values() if ARMY[p.block] in armies and KIND[p.block] == CORPS})


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Inertia(N1815Frame):
    """EVT-34: the drawer halts one of its areas holding corps (asked whenever it has blocks on the
    map: which of them are corps is its secret)."""

    kind = "inertia"
    seat: str
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        if self.at is Stage.DONE:
            return DONE
        armies = armies_of(self.seat)
        if not any(ARMY[p.block] in armies for p in s.pieces.values()):
            log(s, Msg("napoleon1815-log-inertia-nothing"))
            return DONE
        return self.wait(self.seat, "napoleon1815-ask-inertia")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-inertia"))
        for area in _inertia_areas(s, seat):
            p.add("halt", area, label=Msg("napoleon1815-action-halt", area=refs.AREA[area]))
        if not p.actions:
            p.add("halt", label=Msg("napoleon1815-action-halt-nothing"))
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self.at = Stage.DONE
        if not action.args:
            log(s, Msg("napoleon1815-log-inertia-nothing"))
            return
        area = str(action.args[0])
        armies = armies_of(seat)
        board.spend(s, [t for t, p in s.pieces.items() if p.area == area and ARMY[p.block] in armies])
        log(s, Msg("napoleon1815-log-inertia", seat=refs.SEAT[seat], area=refs.AREA[area]))


# --- EVT-36 Delayed troops --------------------------------------------------------------------


def _delayable(s: N1815State) -> list[str]:
    """Prussian reinforcement corps still to come (the schedule is public)."""
    return [
        a.block
        for arrival in s.arrivals
        for a in arrival.group
        if ARMY[a.block] == PRUSSIAN and oob.BLOCK[a.block].kind is oob.BlockKind.CORPS
    ]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Delay(N1815Frame):
    kind = "delay"
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        if self.at is Stage.DONE:
            return DONE
        corps = _delayable(s)
        if not corps:
            s.effects.append("no_allied_recovery")
            log(s, Msg("napoleon1815-log-delay-nothing"))
            return DONE
        if len(corps) == 1:
            delay(s, corps[0])
            return DONE
        # The Prussian player chooses among his own corps (3P-14); the Allied player in 2P.
        return self.wait(PR_SEAT if three_players(s) else ALLIES, "napoleon1815-ask-delay")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-delay"))
        for block in _delayable(s):
            p.add("delay", block, label=Msg("napoleon1815-action-delay", block=refs.BLOCK[block]))
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        delay(s, str(action.args[0]))
        self.at = Stage.DONE


def delay(s: N1815State, block: str) -> None:
    """Move a reinforcement one turn later; a commander left without corps in its group goes too."""
    for i, arrival in enumerate(s.arrivals):
        group = arrival.group
        if any(a.block == block for a in group):
            late = [a for a in group if a.block == block]
            rest = [a for a in group if a.block != block]
            if not any(
                oob.BLOCK[a.block].kind is oob.BlockKind.CORPS and ARMY[a.block] == PRUSSIAN for a in rest
            ):
                late += [a for a in rest if ARMY[a.block] == PRUSSIAN]
                rest = [a for a in rest if ARMY[a.block] != PRUSSIAN]
            s.arrivals[i] = arrival._replace(group=tuple(rest))
            s.arrivals.append(Arrival(arrival.turn + 1, tuple(late), arrival.entry))
            break
    s.arrivals = sorted((a for a in s.arrivals if a.group), key=lambda a: a.turn)
    log(s, Msg("napoleon1815-log-delay", block=refs.BLOCK[block]))
