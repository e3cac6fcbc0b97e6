"""Carrying out one effect of an action card, step by step (基本ルール: アクションカードの使用).

B-CARD-1: one of the card's two effects is carried out; B-CARD-2: in full, in part or not at all.
Our reading of "途中まで実行": the steps are done in order; within a step the player moves or attacks
with as many units as it likes up to the number printed ("up to"), and it may go on to the next step
(``next``) or end the effect (``stop``) at any point. A step with nothing left to do (no unit that
could move, no target) is passed over without a question: that is a fact of the public board.
ATK-GEN-1: every move and attack comes from an effect like this.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, push
from engine.gustav.battlefield import can_attack, can_move, reachable, targets, zone
from engine.gustav.combat import Combat, rally
from engine.gustav.data.board import distance
from engine.gustav.data.cards import ASSAULT, ATTACK, CARDS, MOVE, RALLY, Step
from engine.gustav.data.tracks import space
from engine.gustav.data.units import SPECS
from engine.gustav.state import (
    MACHINE,
    GustavFrame,
    GustavState,
    Trace,
    Unit,
    card_ref,
    move_unit,
    occupants,
    other,
    seat_ref,
    unit_at,
    unit_ref,
)


class Phase(StrEnum):
    PICK = "pick"  # which unit
    DEST = "dest"  # where it moves
    TARGET = "target"  # whom it attacks


# (prompt key while picking, while moving, while choosing the target) per step kind
ASKS = {
    MOVE: ("gustav-ask-move", "gustav-ask-move-to", ""),
    ATTACK: ("gustav-ask-attack", "", "gustav-ask-target"),
    ASSAULT: ("gustav-ask-assault", "gustav-ask-assault-to", "gustav-ask-assault-target"),
}


def movers(s: GustavState, seat: str, step: Step, used: list[str]) -> dict[str, str]:
    """Units that may move in this step: the hex of each, and its type."""
    return dict(_movers(s, seat, step, used))


def _movers(s: GustavState, seat: str, step: Step, used: list[str]) -> Iterator[tuple[str, str]]:
    at = occupants(s)
    zoc = zone(at, seat)
    for u in _fit(s, seat, step, used):
        if can_move(at, u.hex, seat, SPECS[u.kind].move + step.extra, step.free, zoc):
            yield u.hex, u.kind


def attackers(s: GustavState, seat: str, step: Step, used: list[str]) -> dict[str, str]:
    """Units that may attack in this step: the hex of each, and its type."""
    return dict(_attackers(s, seat, step, used))


def _attackers(s: GustavState, seat: str, step: Step, used: list[str]) -> Iterator[tuple[str, str]]:
    at = occupants(s)
    for u in _fit(s, seat, step, used):
        if can_attack(at, u.hex, seat, u.kind, step.mode):
            yield u.hex, u.kind


def _fit(s: GustavState, seat: str, step: Step, used: list[str]) -> list[Unit]:
    """The seat's units on the board of a kind the step allows that have not acted in it yet."""
    kinds = step.kinds
    return [
        u
        for uid, u in s.units.items()
        if u.side == seat and u.hex and uid not in used and (not kinds or u.kind in kinds)
    ]


def assaulters(s: GustavState, seat: str, step: Step, used: list[str]) -> dict[str, str]:
    """Units that may take part in an assault (they can move, or attack where they stand): the hex
    of each, and its type."""
    return movers(s, seat, step, used) | attackers(s, seat, step, used)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Effect(GustavFrame):
    kind = "effect"
    seat: str = ""
    card: str = ""
    half: str = "top"
    step: int = 0  # the step under way
    done: int = 0  # units that have acted in it
    used: list[str] = field(default_factory=list)  # their ids
    unit: str = ""  # the unit chosen now
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    PICK, DEST, TARGET = Phase.PICK, Phase.DEST, Phase.TARGET
    phase: Phase = Phase.PICK

    def steps(self) -> tuple[Step, ...]:
        return CARDS[self.card].effect(self.half).steps

    def run(self, s: GustavState) -> Flow:
        steps = self.steps()
        while self.step < len(steps):
            step = steps[self.step]
            if step.kind is RALLY:
                rally(s, self.seat, step.up_to)
                if s.result is not None:
                    return DONE
                self._next_step()
            elif self.phase is self.PICK:
                if self.done >= step.up_to or not self._ready(s, step):
                    self._next_step()
                    continue
                return self.wait(self.seat, ASKS[step.kind][0])
            elif self.phase is self.DEST:
                return self.wait(self.seat, ASKS[step.kind][1])
            elif self._targets(s, step):
                return self.wait(self.seat, ASKS[step.kind][2])
            else:
                self._unit_done()
        return DONE

    def _ready(self, s: GustavState, step: Step) -> bool:
        """Whether some unit can act in this step (the first one found is enough: ``_movers`` unit by
        unit, without the zone of control they share, which the first empty hex makes needless)."""
        kind = step.kind
        if kind is not ATTACK:
            at = occupants(s)
            for u in _fit(s, self.seat, step, self.used):
                if can_move(at, u.hex, self.seat, SPECS[u.kind].move + step.extra, step.free):
                    return True
        return kind is not MOVE and next(_attackers(s, self.seat, step, self.used), None) is not None

    def _targets(self, s: GustavState, step: Step) -> list[str]:
        u = s.units[self.unit]
        return targets(occupants(s), u.hex, self.seat, u.kind, step.mode)

    def _next_step(self) -> None:
        self.step += 1
        self.done = 0
        self.used = []
        self.unit = ""
        self.phase = self.PICK

    def _unit_done(self) -> None:
        self.used.append(self.unit)
        self.done += 1
        self.unit = ""
        self.phase = self.PICK

    # --- questions ------------------------------------------------------------------------------

    def prompt(self, s: GustavState, seat: str) -> Prompt:
        step = self.steps()[self.step]
        card = card_ref(self.card)
        if self.phase is self.PICK:
            return self._pick_prompt(s, step, card)
        u = s.units[self.unit]
        if self.phase is self.DEST:
            p = Prompt(self.ask, _move_to_text(u.kind, u.hex))
            ends = reachable(occupants(s), u.hex, self.seat, SPECS[u.kind].move + step.extra, step.free)
            if step.kind is ASSAULT:
                p.actions.append(_stay(u.kind, u.hex))
            quiet = s.quiet  # a search's playout: no labels
            p.actions += [_move_to(u.kind, u.hex, h, quiet) for h in ends]
            p.actions.append(_OTHER_UNIT)
            return p
        return self._target_prompt(s, step)

    def _pick_prompt(self, s: GustavState, step: Step, card: object) -> Prompt:
        left = step.up_to - self.done
        key = {MOVE: "move", ATTACK: "attack", ASSAULT: "assault"}[step.kind]
        p = Prompt(self.ask, _pick_text(key, self.card, left))
        if step.kind is MOVE:
            ready = movers(s, self.seat, step, self.used)
        elif step.kind is ATTACK:
            ready = attackers(s, self.seat, step, self.used)
        else:
            ready = assaulters(s, self.seat, step, self.used)
        quiet = s.quiet  # a search's playout: no labels
        p.actions = [_pick(key, "" if quiet else ready[h], h) for h in sorted(ready)]
        if self.step + 1 < len(self.steps()):
            p.actions.append(_NEXT_STEP)
        p.actions.append(_stop(self.card))
        return p

    def _target_prompt(self, s: GustavState, step: Step) -> Prompt:
        u = s.units[self.unit]
        voltage = space(s.voltage, step.plus).number
        text = Msg("gustav-prompt-target", unit=unit_ref(u.kind), hex=u.hex, voltage=voltage)
        p = Prompt(self.ask, text)
        for h in self._targets(s, step):
            enemy = s.units[unit_at(s, h)].kind
            hit = voltage in SPECS[u.kind].hits
            how = "melee" if distance(u.hex, h) == 1 else "fire"
            outcome = Msg("gustav-outcome-hit" if hit else "gustav-outcome-miss")
            label = Msg(f"gustav-action-{how}", unit=unit_ref(enemy), hex=h, outcome=outcome)
            p.add("target", h, label=label)
        if step.kind is ASSAULT:
            p.add("skip", label=Msg("gustav-action-no-attack"), kind=ActionKind.DONE)
        else:
            p.add("back", label=Msg("gustav-action-other-unit"), kind=ActionKind.BACK)
        return p

    # --- answers --------------------------------------------------------------------------------

    def answer(self, s: GustavState, seat: str, action: Action) -> None:
        step = self.steps()[self.step]
        verb = action.verb
        if verb == "next":
            self._next_step()
        elif verb == "stop":
            self.step = len(self.steps())
        elif verb == "unit":
            self.unit = unit_at(s, str(action.args[0]))
            self.phase = self.TARGET if step.kind is ATTACK else self.DEST
        elif verb == "back":
            self.unit, self.phase = "", self.PICK
        elif verb == "to":
            self._move(s, str(action.args[0]))
            if step.kind is ASSAULT:
                self.phase = self.TARGET
            else:
                self._unit_done()
        elif verb == "skip":
            self._unit_done()
        else:
            uid = self.unit
            self._unit_done()
            attack(s, seat, uid, str(action.args[0]), step.plus)

    def _move(self, s: GustavState, to: str) -> None:
        u = s.units[self.unit]
        if to == u.hex:
            return
        if not s.quiet:
            log(
                s,
                Msg("gustav-log-move", seat=seat_ref(self.seat), unit=unit_ref(u.kind), start=u.hex, hex=to),
            )
        s.last_move = Trace(self.seat, u.kind, u.hex, to, False)
        move_unit(s, self.unit, to)


# --- the actions of these questions, made once each (actions never change) -----------------------

_NEXT_STEP = Action("next", (), Msg("gustav-action-next-step"), ActionKind.DONE)
_OTHER_UNIT = Action("back", (), Msg("gustav-action-other-unit"), ActionKind.BACK)


@cache
def _pick_text(key: str, card: str, left: int) -> Msg:
    """The text of a question asking which unit acts (made once per question, card and units left:
    messages never change)."""
    return Msg(f"gustav-prompt-{key}", card=card_ref(card), left=left)


@cache
def _move_to_text(kind: str, hex_id: str) -> Msg:
    """The text of the question where a unit moves (made once per type and hex)."""
    return Msg("gustav-prompt-move-to", unit=unit_ref(kind), hex=hex_id)


@cache
def _pick(key: str, kind: str, hex_id: str) -> Action:
    """A unit to act with (``kind`` "": a search's playout, no label)."""
    label = Msg(f"gustav-action-{key}-unit", unit=unit_ref(kind), hex=hex_id) if kind else None
    return Action("unit", (hex_id,), label)


@cache
def _stop(card: str) -> Action:
    return Action("stop", (), Msg("gustav-action-stop", card=card_ref(card)), ActionKind.DONE)


@cache
def _stay(kind: str, hex_id: str) -> Action:
    return Action("to", (hex_id,), Msg("gustav-action-stay", unit=unit_ref(kind), hex=hex_id))


@cache
def _move_to(kind: str, start: str, hex_id: str, quiet: bool) -> Action:
    label = None if quiet else Msg("gustav-action-move-to", unit=unit_ref(kind), start=start, hex=hex_id)
    return Action("to", (hex_id,), label)


def attack(s: GustavState, seat: str, uid: str, target: str, plus: int) -> None:
    """ATK-MELEE-2, ATK-RANGED-3: the attack succeeds when the voltage number, moved on virtually by
    the effect's modifier (B-CARD-3), is one of the attacker's success values (A-1)."""
    u = s.units[uid]
    enemy = unit_at(s, target)
    melee = distance(u.hex, target) == 1
    where = space(s.voltage, plus)
    hit = where.number in SPECS[u.kind].hits
    key = ("gustav-log-melee" if melee else "gustav-log-fire") + ("-hit" if hit else "-miss")
    log(
        s,
        Msg(
            key,
            seat=seat_ref(seat),
            unit=unit_ref(u.kind),
            hex=u.hex,
            enemy=unit_ref(s.units[enemy].kind),
            target=target,
            voltage=where.number,
        ),
    )
    if not melee:
        s.last_fire = Trace(seat, u.kind, u.hex, target, hit)
    if hit:
        push(s, Combat(attacker=uid, defender=enemy, melee=melee, side=other(seat)))
