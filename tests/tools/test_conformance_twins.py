"""The conformance suite's twins catch what issue 21 §1 found by hand: states that differ in one
hidden SP, one hidden identity (a scout or a corps) or one hidden commander's place, followed along
the line of play that reaches the secret (``check_line``), compared on all another seat observes.

Each case runs twice: on the game as it is (no leak), and with the old behaviour planted back
(the leak is reported), so the check is shown able to fail."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from engine.core import Action, Msg, log
from engine.napoleon1815 import refs
from engine.napoleon1815.battlefield import Role
from engine.napoleon1815.combat import Battle
from engine.napoleon1815.events.battle import Guns, _chiefs_with
from engine.napoleon1815.events.moves import OneRoad, stack_candidates
from engine.napoleon1815.retreat import Retreat, retreat_frame
from engine.napoleon1815.state import N1815State, other
from tests.engine.test_napoleon1815_helpers import (
    GAME,
    act,
    blank,
    give,
    push_frames,
    put,
    start_operations,
    token,
    who,
)
from tests.engine.test_napoleon1815_leaks import pursuit_position
from tools.conformance import Report, check_line

Line = list[tuple[str, Action]]


def _report(state: N1815State, seat: str, line: Line) -> Report:
    report = Report(GAME.key)
    check_line(report, GAME, state, seat, line, seed=5)
    assert report.checks["secret pairs"] > 1
    return report


def _leaks(report: Report) -> list[str]:
    return [f for f in report.failures if ": leak: " in f]


# --- one hidden SP: a called-off attack (CMB-3, A-8) -----------------------------------------------


def _called_off() -> tuple[N1815State, Line]:
    """Lobau (5 fatigue: no battle card) attacks Zieten in a forest; France may play a battle card
    first and declines: the cards are counted then."""
    s = blank()
    put(s, "lobau", "bois_de_bossu", fat=5)
    put(s, "zieten", "bois_de_bossu", inf=4, cav=1)
    put(s, "pirch", "wavre", inf=5)
    give(s, "france", [11])
    start_operations(s)
    for text in ("operate bois_de_bossu", "Add Lobau", "attack"):
        act(s, text)
    decline = GAME.prompt(s, "france").decline
    assert who(s) == "france" and decline is not None
    return s, [("france", decline)]


_COUNT = Battle._count_and_flip


def _count_showing_the_defence(self: Battle, s: N1815State) -> object:
    """As before issue 21: a called-off attack logged the defender's count too, disclosing nothing."""
    was = s.disclosed
    flow = _COUNT(self, s)
    if "cancelled" in self.flags:
        defence = max(0, self.count_cards(s, Role.DEF))
        sides = {"attacker": refs.SIDE[self.att], "defender": refs.SIDE[other(self.att)]}
        log(s, Msg("napoleon1815-log-battle-cards", **sides, att=0, defence=defence))
        s.disclosed = was
    return flow


# --- one hidden commander's place: Sound of the guns (EVT-40) --------------------------------------


def _guns() -> tuple[N1815State, Line]:
    """Grognard: Ney attacks Picton; France brings Vandamme from Frasnes, where Gérard and Napoleon
    stand too (d'Erlon and Lobau stand at Gosselies, so a twin may put Napoleon there)."""
    s = blank(rules="grognard")
    put(s, "ney", "quatre_bras")
    put(s, "picton", "quatre_bras")
    for block in ("vandamme", "gerard", "napoleon"):
        put(s, block, "frasnes")
    for block in ("derlon", "lobau"):
        put(s, block, "gosselies")
    give(s, "france", [19])
    start_operations(s)
    for text in ("operate quatre_bras", "Add Ney", "attack", "Sound of the guns"):
        act(s, text)
    return s, [("france", Action("join", (token(s, "vandamme"),))), ("france", Action("chief", ("no",)))]


_GUNS = Guns.answer


def _guns_joining_at_once(self: Guns, s: N1815State, seat: str, action: Action) -> None:
    """As before issue 21: with no commander beside the corps, it joined without the question."""
    if action.verb == "join" and not _chiefs_with(s, str(action.args[0]))[0]:
        self.corps = str(action.args[0])
        self._join(s, [self.corps])
        self.at = type(self.at)("done")
        return
    _GUNS(self, s, seat, action)


# --- one hidden identity: Reaction move (EVT-26) ---------------------------------------------------


def _reaction() -> tuple[N1815State, Line]:
    """Grognard: the Allies react with Picton, Perponcher and Hill from Nivelles, leaving a scout
    behind (Chassé stands at Braine-l'Alleud, so a twin may put a corps in the scout's place). The
    French deck is empty, so Vandamme's MP flip that follows discloses nothing."""
    s = blank(rules="grognard")
    put(s, "vandamme", "fleurus")
    for block in ("picton", "perponcher", "hill", "anglo_dutch_scout_1"):
        put(s, block, "nivelles")
    put(s, "chasse", "braine_l_alleud")
    give(s, "allies", [60])
    s.decks["french"], s.discards["french"] = [], []  # the MP flip then turns nothing over
    start_operations(s)
    for text in ("operate fleurus", "Add Vandamme", "move", "Reaction move", "Move the stack at Nivelles"):
        act(s, text)
    picks = [("allies", Action("add", (token(s, b),))) for b in ("hill", "perponcher", "picton")]
    return s, [*picks, ("allies", Action("go")), ("allies", Action("to", ("braine_le_comte",)))]


_GO = OneRoad._go


def _everyone_goes(self: OneRoad, s: N1815State, seat: str, there: str) -> None:
    """As before issue 21: every corps and commander there went, never a scout."""
    self.group = stack_candidates(s, seat, self.origin, self.event == "last_effort")
    _GO(self, s, seat, there)


# --- one hidden identity: a retreat past one's own scout (CMB-8, GRG-9) ----------------------------


def _retreat() -> tuple[N1815State, Line]:
    """Grognard: Zieten retreats 2 roads from Wavre into Limal, where a Prussian scout stands (Bülow
    stands at Walhain, so a twin may put a corps at Limal)."""
    s = blank(rules="grognard")
    zieten = put(s, "zieten", "wavre")
    put(s, "prussian_scout_1", "limal")
    put(s, "bulow", "walhain")
    put(s, "vandamme", "namur")
    push_frames(s, retreat_frame(s, [zieten], "allied", 2))
    return s, [("allies", Action("retreat", ("limal",)))]


_STEP = Retreat._step


def _step_undisclosed(self: Retreat, s: N1815State, there: str) -> None:
    """As before issue 21: going on past a scout, or stopping at a corps, disclosed nothing."""
    was = s.disclosed
    _STEP(self, s, there)
    s.disclosed = was


# --- one hidden SP (cavalry): whether a pursuit follows (CMB-9) -------------------------------------


def _pursuit() -> tuple[N1815State, Line]:
    """Dice: Reille (with his cavalry SP; Gérard at Charleroi has none) beat Zieten, who has no
    cavalry left and retreats 2 roads: a twin may give the cavalry SP to Gérard instead."""
    s = pursuit_position(True)
    return s, [("allies", Action("retreat", ("quatre_bras",))), ("allies", Action("retreat", ("genappe",)))]


_PURSUIT = Battle._pursuit


def _pursuit_undisclosed(self: Battle, s: N1815State) -> object:
    """As before issue 21: comparing the cavalry disclosed nothing (dice turn no card over)."""
    was = s.disclosed
    flow = _PURSUIT(self, s)
    s.disclosed = was
    return flow


CASES: dict[str, tuple[Callable[[], tuple[N1815State, Line]], str, object, str, Callable[..., object]]] = {
    "called-off attack": (_called_off, "france", Battle, "_count_and_flip", _count_showing_the_defence),
    "sound of the guns": (_guns, "allies", Guns, "answer", _guns_joining_at_once),
    "reaction move": (_reaction, "france", OneRoad, "_go", _everyone_goes),
    "retreat": (_retreat, "france", Retreat, "_step", _step_undisclosed),
    "pursuit": (_pursuit, "allies", Battle, "_pursuit", _pursuit_undisclosed),
}


@contextmanager
def planted(target: object, name: str, old: Callable[..., object]) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(target, name, old)
        yield


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_twins_observe_the_same(case: str) -> None:
    build, seat, _, _, _ = CASES[case]
    state, line = build()
    report = _report(state, seat, line)
    assert report.failures == []


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_twins_catch_the_old_leak(case: str) -> None:
    build, seat, target, name, old = CASES[case]
    with planted(target, name, old):
        state, line = build()
        report = _report(state, seat, line)
    assert _leaks(report), report.failures


def test_the_perturbations_hold_the_three_kinds_of_twin() -> None:
    """One hidden SP moved (a battle's defender first), a scout swapped with a corps of another area,
    a commander swapped with a corps of another area."""
    state, _ = _called_off()
    shifted = [t for t in GAME.perturbations(state, "france", 0) if t.pieces != state.pieces]
    zieten = token(state, "zieten")
    assert any(t.pieces[zieten].sp == state.pieces[zieten].sp - 1 for t in shifted)
    state, _ = _reaction()
    scout = token(state, "anglo_dutch_scout_1")
    assert any(t.pieces[scout].block == "chasse" for t in GAME.perturbations(state, "france", 0))
    state, _ = _guns()
    assert any(
        p.block == "napoleon" and p.area == "gosselies"
        for t in GAME.perturbations(state, "allies", 0)
        for p in t.pieces.values()
    )
