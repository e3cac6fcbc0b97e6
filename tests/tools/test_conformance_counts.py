"""The conformance suite counts the stored actions of secret decisions (issue 21, ``tools/conformance.py``,
``check_decision_counts``): ways of completing one secret decision that end alike to another seat
must take as many stored actions (version moves). Every registered game passes; the decisions of
several clicks that Gustav and Napoleon 1815 had before (an army a unit at a time, an arm a toggle
at a time) are planted back and caught.
"""

from __future__ import annotations

import pytest

import engine
from engine.core import ActionKind, Msg, Prompt
from engine.core.rng import Rng
from engine.gustav import prepare
from engine.gustav.data.units import BUDGET, COUNTERS, KINDS, SPECS, army_cost
from engine.gustav.state import GustavState, unit_ref
from engine.napoleon1815 import refs
from engine.napoleon1815.recovery import Recovery, tired
from engine.napoleon1815.state import N1815State
from tests.engine.test_gustav_helpers import GAME as GUSTAV
from tests.engine.test_napoleon1815_helpers import GAME as N1815
from tests.engine.test_napoleon1815_helpers import blank, put, start_recovery
from tools.conformance import Report, check_decision_counts

KEYS = sorted({*engine.TITLES, *engine.EXAMPLES})


def _game(key: str) -> engine.AnyGame:
    return engine.find_game(key) if key in engine.TITLES else engine.example(key)


@pytest.mark.parametrize("key", KEYS)
def test_no_game_lets_the_others_count_a_secret_decision(key: str) -> None:
    """Random play of every game, the decision counts checked at every third step."""
    game, report = _game(key), Report(key)
    for seed in (1, 2):
        state, pick = game.setup(seed), Rng(seed)
        for step in range(240):
            acting = game.to_act(state)
            if not acting:
                break
            if step % 3 == 0:
                check_decision_counts(report, game, state, seed * 1000 + step)
            seat = acting[pick.below(len(acting))]
            actions = game.legal_actions(state, seat)
            game.apply(state, seat, actions[pick.below(len(actions))], observe=False)
    assert report.failures == []
    if key in ("gustav", "sealed"):
        assert report.checks["secret decisions"] > 0


def attrition_state() -> N1815State:
    """Grognard: France's two tired corps, each with both arms, are asked which arm each loses."""
    s = blank(rules="grognard")
    put(s, "reille", "fleurus", fat=5, spent=True)
    put(s, "derlon", "ligny", fat=6, spent=True)
    put(s, "picton", "nivelles")
    start_recovery(s)
    assert N1815.to_act(s) == ["france"] and N1815.prompt(s, "france").key == "napoleon1815-ask-attrition"
    return s


def test_napoleon1815_attrition_is_one_decision_to_the_allies() -> None:
    report = Report("napoleon1815")
    for seed in range(4):
        check_decision_counts(report, N1815, attrition_state(), seed)
    assert report.failures == [] and report.checks["secret decisions"] > 0


def _toggles(self: Recovery, s: N1815State, seat: str) -> Prompt:
    """The attrition prompt of before issue 21: one click per corps losing cavalry, then done."""
    p = Prompt(self.ask, Msg("napoleon1815-prompt-attrition"))
    public = Msg("napoleon1815-public-attrition")
    for t in tired(s, seat):
        piece = s.pieces[t]
        if piece.infantry and piece.cavalry and t not in self.cavalry:
            label = Msg("napoleon1815-action-attrition-cavalry", block=refs.BLOCK[piece.block])
            p.add("arm", t, "cavalry", label=label, public=public)
    p.add("done", label=Msg("napoleon1815-action-attrition-chosen"), kind=ActionKind.DONE, public=public)
    return p


def test_arms_chosen_a_click_at_a_time_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Recovery, "_attrition_prompt", _toggles)
    report = Report("napoleon1815")
    for seed in range(4):
        check_decision_counts(report, N1815, attrition_state(), seed)
    assert any("stored actions" in f and "ask-attrition" in f for f in report.failures), report.failures


def _unit_by_unit(s: GustavState, seat: str, masked: Msg) -> Prompt:
    """The army prompt of before issue 21: one click per unit added, then done."""
    p = Prompt("gustav-ask-build", Msg("gustav-prompt-build", budget=BUDGET))
    army = s.armies[seat]
    for kind in KINDS:
        cost = SPECS[kind].cost
        if army.count(kind) < COUNTERS[seat].counts[kind] and army_cost(army) + cost <= BUDGET:
            p.add("add", kind, label=Msg("gustav-action-unit", unit=unit_ref(kind), cost=cost), public=masked)
    p.add("done", label=Msg("gustav-action-army-chosen"), kind=ActionKind.DONE, public=masked)
    return p


def test_an_army_raised_a_unit_at_a_time_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prepare, "_build_prompt", _unit_by_unit)
    report = Report("gustav")
    check_decision_counts(report, GUSTAV, GUSTAV.setup(1), 1)
    assert any("stored actions" in f and "ask-build" in f for f in report.failures), report.failures


def test_the_army_as_one_decision_passes() -> None:
    report = Report("gustav")
    for seed in range(4):
        check_decision_counts(report, GUSTAV, GUSTAV.setup(seed), seed)
    assert report.failures == [] and report.checks["secret decisions"] > 0
