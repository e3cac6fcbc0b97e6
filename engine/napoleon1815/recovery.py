"""The Recovery Phase (p.9), in order: REC-1 rested corps shed all fatigue; REC-2 one card per
other corps; REC-3 5-8 fatigue costs 1 SP; REC-4 everything active again (REC-5 in the sequence).

Who is asked is public: a seat with a card and a spent block for REC-2, a seat with a spent block
for REC-3 (only spent corps can still be tired; which of them are, and which arm each loses, its
owner alone knows and chooses, infantry unless he says otherwise, in one decision whatever he
chooses). The public log says how many SP each army lost, never which corps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations

from engine.core import DONE, Action, ActionKind, Flow, Gather, Msg, Prompt, log
from engine.napoleon1815 import board, deck, refs
from engine.napoleon1815.allocation import arms_known, may_be_corps
from engine.napoleon1815.data import cards, components
from engine.napoleon1815.seats import FRANCE, armies_of
from engine.napoleon1815.state import ARMY, CORPS, KIND, MACHINE, N1815Frame, N1815State, Piece

FORMER_ATTRITION = frozenset({"arm"})  # before issue 21 each arm was a click of its own: ``arm t cavalry``


class Stage(StrEnum):
    START = "start"
    CARDS = "cards"
    ATTRITION = "attrition"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Recovery(N1815Frame):
    kind = "recovery"
    i: int = 0  # the seat asked now
    pick: str = ""  # REC-2: the corps the seat is choosing a card for
    done: list[str] = field(default_factory=list)  # REC-2: corps that had their card
    cavalry: list[str] = field(default_factory=list)  # REC-3, stored games only: ``arm`` toggles so far
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    START, CARDS, ATTRITION = Stage.START, Stage.CARDS, Stage.ATTRITION
    at: Stage = Stage.START

    def run(self, s: N1815State) -> Flow:
        if self.at is self.START:
            for t, p in s.pieces.items():
                if not p.spent and p.fatigue:
                    s.pieces[t] = Piece(p.block, p.area, p.infantry, p.cavalry, 0, p.spent)  # REC-1
            self.at, self.i = self.CARDS, 0
        if self.at is self.CARDS:
            while self.i < len(s.seats):
                if _may_rest(s, s.seats[self.i]):
                    return self.wait(s.seats[self.i], "napoleon1815-ask-recovery")
                self.i += 1
            self.at, self.i = self.ATTRITION, 0
        while self.i < len(s.seats):
            if _has_spent(s, s.seats[self.i]):
                return self.wait(s.seats[self.i], "napoleon1815-ask-attrition")
            self.i += 1
        for t, p in s.pieces.items():
            if p.spent:
                s.pieces[t] = Piece(p.block, p.area, p.infantry, p.cavalry, p.fatigue, False)  # REC-4
        return DONE

    # --- questions ------------------------------------------------------------------------------

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        if self.at is self.ATTRITION:
            return self._attrition_prompt(s, seat)
        if not self.pick:
            p = Prompt(self.ask, Msg("napoleon1815-prompt-recovery"))
            public = Msg("napoleon1815-public-recovery")
            for t in _spent_corps(s, seat, self.done):
                piece = s.pieces[t]
                if piece.fatigue > 0:
                    label = Msg(
                        "napoleon1815-action-rest",
                        block=refs.BLOCK[piece.block],
                        area=refs.AREA[piece.area],
                        fatigue=piece.fatigue,
                    )
                    p.add("rest", t, label=label, public=public)
            p.add("done", label=Msg("napoleon1815-action-no-more-recovery"), kind=ActionKind.DONE)
            p.forced = len(p.actions) == 1 and _all_rested(s, seat, self.done)
            return p
        piece = s.pieces[self.pick]
        p = Prompt(self.ask, Msg("napoleon1815-prompt-recovery-card"))
        public = Msg("napoleon1815-public-recovery-card")
        for c in sorted(set(s.hands[seat])):
            label = Msg(
                "napoleon1815-action-recovery-card",
                card=refs.CARD[c],
                n=cards.CARD[c].recovery,
                block=refs.BLOCK[piece.block],
            )
            p.add("card", c, label=label, public=public)
        p.add("back", label=Msg("napoleon1815-action-other-corps"), kind=ActionKind.BACK, public=public)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        if self.at is self.ATTRITION:
            self._attrition_answer(s, seat, action)
            return
        verb = action.verb
        if verb == "rest":
            self.pick = str(action.args[0])
        elif verb == "back":
            self.pick = ""
        elif verb == "done":
            self.i += 1
        else:
            card, token = int(action.args[0]), self.pick
            deck.play(s, seat, card, shown=False)  # REC-2: the public log does not name it
            board.remove_fatigue(s, token, cards.CARD[card].recovery)
            self.done.append(token)
            self.pick = ""
            if not s.quiet:
                log(s, Msg("napoleon1815-log-recovery-card", seat=refs.SEAT[seat]))
                log(
                    s,
                    Msg(
                        "napoleon1815-log-recovery-card-own",
                        card=refs.CARD[card],
                        block=refs.BLOCK[s.pieces[token].block],
                    ),
                    to=seat,
                )

    # --- REC-3 ----------------------------------------------------------------------------------

    def _attrition_prompt(self, s: N1815State, seat: str) -> Prompt:
        """One decision, whatever it is (issue 21): ``done`` with the corps losing cavalry rather
        than infantry, so the others never count its parts."""
        # Asked privately by its kind: whether the seat has a choice of arm is hidden (its corps' SP).
        p = Prompt(self.ask, Msg("napoleon1815-prompt-attrition"), former=FORMER_ATTRITION, private=True)
        quiet = s.quiet  # a search's playout: no labels
        public = None if quiet else Msg("napoleon1815-public-attrition")
        losses = tired(s, seat)
        both = [t for t in losses if s.pieces[t].infantry and s.pieces[t].cavalry]
        for n in range(len(both) + 1):
            for cavalry in combinations(both, n):
                label = None if quiet else _attrition_plan(s, losses, cavalry)
                p.add("done", *cavalry, label=label, kind=ActionKind.DONE, public=public)
        if both:
            picks = tuple(
                Action(
                    "cavalry",
                    (t,),
                    None
                    if quiet
                    else Msg("napoleon1815-action-attrition-cavalry", block=refs.BLOCK[s.pieces[t].block]),
                )
                for t in both
            )
            chosen = None if quiet else Msg("napoleon1815-action-attrition-chosen")
            finish = Action("done", (), chosen, ActionKind.DONE, public)
            p.gather = Gather("cavalry", (finish,), picks)
        p.forced = len(p.actions) == 1 and not _may_choose_arm(s, seat)
        return p

    def _attrition_answer(self, s: N1815State, seat: str, action: Action) -> None:
        if action.verb == "arm":  # an earlier release's toggle, from a stored game (FORMER_ATTRITION)
            token = str(action.args[0])
            if action.args[1] == "cavalry":
                self.cavalry.append(token)
            else:
                self.cavalry.remove(token)
            return
        cavalry = [*self.cavalry, *map(str, action.args)]
        losses = tired(s, seat)
        lost = {army: 0 for army in armies_of(seat)}
        for t in losses:
            piece = s.pieces[t]
            cav = 1 if (t in cavalry or not piece.infantry) else 0
            if not s.quiet:  # a search's playout makes no log
                log(
                    s,
                    Msg(
                        "napoleon1815-log-own-attrition",
                        block=refs.BLOCK[piece.block],
                        area=refs.AREA[piece.area],
                    ),
                    to=seat,
                )
            lost[ARMY[piece.block]] += 1
            board.lose_sp(s, t, 1 - cav, cav)
            board.settle(s, piece.area)
        for army, n in lost.items():
            if n and not s.quiet:
                log(s, Msg("napoleon1815-log-attrition", army=refs.ARMY[army], n=n))
        self.cavalry = []
        self.i += 1


def _attrition_plan(s: N1815State, losses: list[str], cavalry: tuple[str, ...]) -> Msg:
    """The DONE label: what the seat's tired corps (``losses``) lose as things stand."""
    if not losses:
        return Msg("napoleon1815-action-attrition-none")
    cav = tuple(refs.BLOCK[s.pieces[t].block] for t in losses if t in cavalry or not s.pieces[t].infantry)
    inf = tuple(
        refs.BLOCK[s.pieces[t].block] for t in losses if not (t in cavalry or not s.pieces[t].infantry)
    )
    if not cav:
        return Msg("napoleon1815-action-attrition-infantry-only", infantry=inf)
    if not inf:
        return Msg("napoleon1815-action-attrition-cavalry-only", cavalry=cav)
    return Msg("napoleon1815-action-attrition-both", infantry=inf, cavalry=cav)


def tired(s: N1815State, seat: str) -> list[str]:
    """REC-3: the seat's corps with 5-8 fatigue."""
    armies, least, most = armies_of(seat), components.ATTRITION_FATIGUE, components.FATIGUE_LIMIT
    found = [
        t
        for t, p in s.pieces.items()
        if least <= p.fatigue <= most and ARMY[p.block] in armies and KIND[p.block] == CORPS
    ]
    found.sort()
    return found


def _spent(s: N1815State, seat: str) -> list[str]:
    armies = armies_of(seat)
    return [t for t, p in s.pieces.items() if p.spent and ARMY[p.block] in armies]


def _all_rested(s: N1815State, seat: str, done: list[str]) -> bool:
    """REC-2, as everyone can tell: no more of the seat's spent blocks may be corps than have had
    their card (which corps had one is the seat's secret, how many is not)."""
    spent = _spent(s, seat)
    return len(may_be_corps(s, spent)) <= sum(1 for t in done if t in spent)


def _may_choose_arm(s: N1815State, seat: str) -> bool:
    """REC-3, as everyone can tell: a spent block of the seat may be a corps with both arms (only spent
    corps can be tired after REC-1), unless shown with one arm only (``arms_known``)."""
    return any(not arms_known(s, t) for t in may_be_corps(s, _spent(s, seat)))


def _has_spent(s: N1815State, seat: str) -> bool:
    armies = armies_of(seat)
    for p in s.pieces.values():  # noqa: SIM110  # a loop, not any(): asked for every seat at each recovery
        if p.spent and ARMY[p.block] in armies:
            return True
    return False


def _may_rest(s: N1815State, seat: str) -> bool:
    """Asked when the seat holds a card and has a spent block (public facts: which spent blocks are
    corps is not, with the Grognard rules)."""
    if seat != FRANCE and "no_allied_recovery" in s.effects:
        return False  # EVT-36 with no Prussian reinforcement left
    return bool(s.hands[seat]) and _has_spent(s, seat)


def _spent_corps(s: N1815State, seat: str, done: list[str]) -> list[str]:
    armies = armies_of(seat)
    found = [
        t
        for t, p in s.pieces.items()
        if p.spent and ARMY[p.block] in armies and KIND[p.block] == CORPS and t not in done
    ]
    found.sort()
    return found
