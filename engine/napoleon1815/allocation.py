"""Spreading fatigue and damage over a stack (MOV-8, CMB-6): as evenly as possible, the owner
choosing where the remainder goes and which arm loses each SP.

Asked the same whatever the hidden facts. Fatigue is one question per spreading (its options are
the ways to place the remainder, one option when there is nothing to choose); it is skipped only
when the answer is settled by what everyone can see (the stack's corps are known and one of them
takes it all, or the even split leaves nothing over); it is flagged forced when everyone can tell
there is one way (the stack may hold one corps at most, or a known amount splits evenly over any
number of corps it may hold). Damage is one question per SP lost, as many
as the damage received (public), whatever the stack's strength: the options are the corps and
arms that keep the spread even (each corps the same, capped at its SP; the rest one point each),
and, when the stack takes more than 1 damage and has cavalry, keep at least one cavalry SP lost
(CMB-6, A-10). Once the stack has no SP left, the last questions have the one answer "nothing left".
The first SP of a stack whose one corps is shown with one arm only is flagged forced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations
from typing import NamedTuple

from engine.core import DONE, Action, Flow, Msg, Prompt, log
from engine.napoleon1815 import board, refs
from engine.napoleon1815.data import oob
from engine.napoleon1815.seats import seat_of_block
from engine.napoleon1815.state import CORPS, KIND, MACHINE, N1815Frame, N1815State, corps_tokens


def composition_public(s: N1815State, tokens: list[str]) -> bool:
    """Whether everyone knows which blocks these are (Conscript rules, or face up in a battle)."""
    return all(board.is_public(s, t) for t in tokens if t in s.pieces)


def may_be_corps(s: N1815State, tokens: list[str]) -> list[str]:
    """The blocks among ``tokens`` that may be corps as far as everyone knows: the hidden ones and
    the corps shown (GRG-1: a standing block may be a corps, a commander or a scout)."""
    pieces = s.pieces
    return [
        t for t in tokens if t in pieces and (not board.is_public(s, t) or KIND[pieces[t].block] == CORPS)
    ]


def spread_fatigue(
    s: N1815State, tokens: list[str], amount: int, *, amount_public: bool = True, seat: str | None = None
) -> SpreadFatigue:
    """A frame spreading ``amount`` fatigue over the corps among ``tokens`` (the whole stack)."""
    corps = corps_tokens(s, tokens)
    public = composition_public(s, tokens) and (amount_public or len(corps) <= 1)
    most = len(may_be_corps(s, tokens))
    # MOV-8: nothing to choose, as everyone can tell, when the stack holds at most one corps, or when
    # the amount is known and splits evenly over every number of corps the stack may hold.
    settled = most <= 1 or (amount_public and all(amount % k == 0 for k in range(2, most + 1)))
    return SpreadFatigue(
        tokens=corps, n=amount, seat=seat or _owner(s, corps, tokens), public=public, settled=settled
    )


def spread_damage(
    s: N1815State, tokens: list[str], amount: int, *, cavalry_rule: bool = True
) -> SpreadDamage:
    """A frame spreading ``amount`` damage (SP losses) over the corps among ``tokens``."""
    corps = corps_tokens(s, tokens)
    rule = cavalry_rule and amount > 1 and any(s.pieces[t].cavalry > 0 for t in corps)
    return SpreadDamage(
        tokens=corps,
        n=amount,
        seat=_owner(s, corps, tokens),
        cavalry_rule=rule,
        lone=_lone_arm(s, tokens),
    )


def arms_known(s: N1815State, token: str) -> bool:
    """Whether everyone can tell a shown corps has one arm only: none of the other printed (a corps
    never gains cavalry; infantry only from Reinforcement, EVT-24, which its seat never played)."""
    block = oob.BLOCK[s.pieces[token].block]
    if not board.is_public(s, token):
        return False
    if block.cavalry == 0:
        return True
    return block.infantry == 0 and seat_of_block(s, block.id) not in s.strengthened


def _lone_arm(s: N1815State, tokens: list[str]) -> bool:
    """CMB-6: everyone can tell the first SP lost: the stack's one possible corps is shown with one
    arm only, and being on the map it has an SP to lose. Later SP are not told: it may have none left."""
    corps = may_be_corps(s, tokens)
    return len(corps) == 1 and arms_known(s, corps[0])


def _owner(s: N1815State, corps: list[str], tokens: list[str]) -> str:
    return board.owner(s, corps or tokens) if (corps or tokens) else s.seats[0]


class Stage(StrEnum):
    ASK = "ask"
    APPLY = "apply"


# --- fatigue ----------------------------------------------------------------------------------


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class SpreadFatigue(N1815Frame):
    """MOV-8 / CMB-6: ``n`` fatigue over the corps ``tokens``; ``extra`` are those taking one more."""

    kind = "fatigue"
    tokens: list[str]
    n: int
    seat: str
    public: bool  # the composition (and the amount) are known to all: skip when nothing to choose
    settled: bool = False  # everyone can tell there is one way to spread it (``forced``)
    extra: list[str] = field(default_factory=list)
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    ASK, APPLY = Stage.ASK, Stage.APPLY
    at: Stage = Stage.ASK

    def _shares(self, s: N1815State) -> tuple[list[str], int, int]:
        corps = corps_tokens(s, self.tokens)
        base, rest = divmod(self.n, len(corps)) if corps else (0, 0)
        return corps, base, rest

    def run(self, s: N1815State) -> Flow:
        corps, base, rest = self._shares(s)
        if self.at is self.ASK:
            if not self.public or rest:  # asked even without corps when nobody else can tell
                return self.wait(self.seat, "napoleon1815-ask-spread-fatigue")
            self.at = self.APPLY
        for t in corps:
            n = base + (1 if t in self.extra else 0)
            area = s.pieces[t].area
            if board.add_fatigue(s, t, n):
                board.settle(s, area)
        return DONE

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        corps, base, rest = self._shares(s)
        p = Prompt(self.ask, Msg("napoleon1815-prompt-spread-fatigue"))
        public = Msg("napoleon1815-public-spread-fatigue")
        for extra in combinations(corps, rest):
            if len(corps) == 1:
                label = Msg("napoleon1815-action-fatigue-one", n=self.n, block=_block(s, corps[0]))
            elif not rest:
                label = Msg("napoleon1815-action-fatigue-even", n=base)
            else:
                label = Msg(
                    "napoleon1815-action-fatigue-extra",
                    n=base,
                    blocks=refs.blocks([s.pieces[t].block for t in extra]),
                )
            p.add("spread", *extra, label=label, public=public)
        p.forced = self.settled and len(p.actions) == 1
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self.extra = [str(t) for t in action.args]
        self.at = self.APPLY


def _block(s: N1815State, token: str) -> Msg:
    return Msg("napoleon1815-name-block", block=refs.BLOCK[s.pieces[token].block])


# --- damage -----------------------------------------------------------------------------------


class Loss(NamedTuple):
    """One SP lost: the corps and whether it is a cavalry SP."""

    token: str
    cavalry: bool


class _Plan(NamedTuple):
    total: int  # points that can really be placed: the damage, or the stack's SP if fewer
    low: dict[str, int]  # each corps takes at least this
    high: dict[str, int]  # and at most this


def _plan(s: N1815State, corps: list[str], n: int) -> _Plan:
    """CMB-6: as even as possible, each corps capped at its SP."""
    caps = {t: s.pieces[t].sp for t in corps}
    total = min(n, sum(caps.values()))
    level = 0
    while level < max(caps.values(), default=0) and sum(min(c, level + 1) for c in caps.values()) <= total:
        level += 1
    low = {t: min(c, level) for t, c in caps.items()}
    high = {t: c if c <= level else level + 1 for t, c in caps.items()}
    return _Plan(total, low, high)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class SpreadDamage(N1815Frame):
    """CMB-6: ``n`` SP losses over the corps ``tokens``, one question per SP, applied at the end."""

    kind = "damage"
    tokens: list[str]
    n: int
    seat: str
    cavalry_rule: bool  # more than 1 damage on a stack with cavalry: at least 1 cavalry SP
    lone: bool = False  # everyone knows the stack's one corps, which has one arm (``_lone_arm``)
    picks: list[Loss] = field(default_factory=list)

    def run(self, s: N1815State) -> Flow:
        corps = corps_tokens(s, self.tokens)
        if not corps or self.n <= 0:
            return DONE
        if len(self.picks) < self.n:
            return self.wait(self.seat, "napoleon1815-ask-lose-sp")
        for t in corps:
            infantry = sum(1 for x in self.picks if x.token == t and not x.cavalry)
            cav = sum(1 for x in self.picks if x.token == t and x.cavalry)
            if not infantry + cav:
                continue
            area, block = s.pieces[t].area, s.pieces[t].block
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "napoleon1815-log-own-losses", block=refs.BLOCK[block], infantry=infantry, cavalry=cav
                    ),
                    to=self.seat,
                )
            board.lose_sp(s, t, infantry, cav)
            board.settle(s, area)
        return DONE

    def options(self, s: N1815State) -> list[Loss]:
        """The losses that keep the spread even and the cavalry rule satisfiable."""
        corps = corps_tokens(s, self.tokens)
        plan = _plan(s, corps, self.n)
        if len(self.picks) >= plan.total:
            return []
        taken = {t: sum(1 for x in self.picks if x.token == t) for t in corps}
        cav_taken = {t: sum(1 for x in self.picks if x.token == t and x.cavalry) for t in corps}
        need_cavalry = self.cavalry_rule and not any(x.cavalry for x in self.picks)
        out = []
        for t in corps:
            piece = s.pieces[t]
            for cav in (False, True):
                left = piece.cavalry - cav_taken[t] if cav else piece.infantry - (taken[t] - cav_taken[t])
                if left <= 0:
                    continue
                after = dict(taken)
                after[t] += 1
                if not _feasible(plan, after):
                    continue
                if need_cavalry and not cav and not _cavalry_later(s, plan, after, cav_taken):
                    continue
                out.append(Loss(t, cav))
        return out

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-lose-sp", k=len(self.picks) + 1, n=self.n))
        public = Msg("napoleon1815-public-lose-sp")
        losses = self.options(s)
        for loss in losses:
            key = "napoleon1815-action-lose-cavalry" if loss.cavalry else "napoleon1815-action-lose-infantry"
            arm = "cavalry" if loss.cavalry else "infantry"
            p.add(
                "lose",
                loss.token,
                arm,
                label=Msg(key, block=refs.BLOCK[s.pieces[loss.token].block]),
                public=public,
            )
        if not losses:
            p.add("lose", label=Msg("napoleon1815-action-lose-nothing"), public=public)
        p.forced = self.lone and not self.picks and len(p.actions) == 1
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        if action.args:
            self.picks.append(Loss(str(action.args[0]), action.args[1] == "cavalry"))
        else:
            self.picks.append(Loss("", False))


def _feasible(plan: _Plan, taken: dict[str, int]) -> bool:
    """The points taken so far can still end as an even spread of ``plan.total``."""
    if any(taken[t] > plan.high[t] for t in taken):
        return False
    return sum(max(taken[t], plan.low[t]) for t in taken) <= plan.total


def _cavalry_later(s: N1815State, plan: _Plan, taken: dict[str, int], cav_taken: dict[str, int]) -> bool:
    """After an infantry loss, a later point can still fall on cavalry."""
    floor = sum(max(taken[t], plan.low[t]) for t in taken)
    for t in taken:
        if s.pieces[t].cavalry - cav_taken[t] <= 0 or taken[t] >= plan.high[t]:
            continue
        if floor + (1 if taken[t] >= plan.low[t] else 0) <= plan.total:
            return True
    return False
