"""Napoleon 1815 (seed 004): blocks, cards and fog of war, for 2 or 3 players.

Every decision is a frame on ``state.frames`` (``flow/``); ``prompt`` asks the top frame for its
legal actions and ``_perform`` hands the chosen one to it, then runs the flow on to the next
decision, doing every step that needs no choice on the way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Action, Game, Prompt, Provenance, Result, View
from engine.napoleon1815 import data, determinize, fog, setup
from engine.napoleon1815.flow.run import TASKS, advance
from engine.napoleon1815.help import HELP_TOPICS
from engine.napoleon1815.invariants import violations
from engine.napoleon1815.seats import OPTION_SPECS, label, seats_for
from engine.napoleon1815.state import N1815State


class Napoleon1815(Game[N1815State]):
    """The Game contract for Napoleon 1815."""

    key = "napoleon1815"
    title = "Napoleon 1815"
    blurb = "Ligny, Quatre-Bras and Waterloo with blocks, cards and fog of war, for 2 or 3 players."
    hidden_information = True
    state_type = N1815State
    scenarios = {s.key: s.summary for s in data.scenarios.SCENARIOS}  # ligny_quatre_bras first: the default
    option_specs = OPTION_SPECS

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return seats_for(options)

    def seat_label(self, seat: str) -> str:
        return label(seat)

    def _setup(self, base: dict[str, Any]) -> N1815State:
        state = setup.new_state(base)
        advance(state)
        return state

    def to_act(self, state: N1815State) -> list[str]:
        if state.outcome is not None or not state.frames:
            return []
        return [state.frames[-1]["who"]]

    def prompt(self, state: N1815State, seat: str) -> Prompt:
        if seat not in self.to_act(state):
            return Prompt(f"Waiting: {fog.status(state)}.")
        f = state.frames[-1]
        return TASKS[f["k"]].prompt(state, f)

    def _perform(self, state: N1815State, seat: str, action: Action) -> None:
        f = state.frames[-1]
        TASKS[f["k"]].answer(state, f, action)
        advance(state)

    def view(self, state: N1815State, seat: str | None) -> View:
        return fog.build(state, seat, self.to_act(state))

    def status(self, state: N1815State) -> str:
        return fog.status(state)

    def result(self, state: N1815State) -> Result | None:
        out = state.outcome
        if out is None:
            return None
        return Result(tuple(out["winners"]), out["summary"], scores={"vp": state.vp})

    def invariant_violations(self, state: N1815State) -> list[str]:
        return violations(state)

    def determinize(self, state: N1815State, seat: str | None, seed: int) -> N1815State:
        other = self.clone(state)
        determinize.redraw(other, seat, seed)
        return other

    def help_topics(self) -> dict[str, str]:
        return dict(HELP_TOPICS)

    def provenance(self) -> list[Provenance]:
        return data.provenance()
