"""Napoleon 2.1 (seed 000): France against the allied coalitions, for 2-6 players.

Every decision is a ``task`` with a prompt builder and a handler (``TASKS``); the handlers move the
game on by themselves through every step that needs no choice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core import Action, Game, Prompt, Provenance, Result, View
from engine.napoleon21 import activities, adjustment, combat, flow, movement, view
from engine.napoleon21.data import ALLIES, CHART, COUNTRIES, FRANCE, PROVENANCE
from engine.napoleon21.help import HELP_TOPICS
from engine.napoleon21.invariants import violations
from engine.napoleon21.options import OPTION_SPECS, allied_seats, normalise, seat_label
from engine.napoleon21.state import N21State, new_board, owner_of

Task = tuple[Callable[[N21State], Prompt], Callable[[N21State, Action], None]]

TASKS: dict[str, Task] = {
    "activity": (lambda s: activities.activity_prompt(s, s.decider or FRANCE), activities.choose_activity),
    "reinforce": (activities.reinforce_prompt, activities.reinforce),
    "march": (movement.march_prompt, movement.march),
    "march_count": (movement.march_count_prompt, movement.march_count),
    "move": (movement.move_prompt, movement.move),
    "move_to": (movement.move_to_prompt, movement.move_to),
    "move_count": (movement.move_count_prompt, movement.move_count),
    "battle": (combat.battle_prompt, combat.choose_battle),
    "assign": (combat.assign_prompt, combat.assign),
    "assign_count": (combat.assign_count_prompt, combat.assign_count),
    "hits": (combat.hits_prompt, combat.take_hits),
    "rout": (combat.rout_prompt, combat.rout),
    "rout_count": (combat.rout_count_prompt, combat.rout_count),
    "victory": (adjustment.victory_prompt, adjustment.victory),
}


class Napoleon21(Game[N21State]):
    """The Game contract for Napoleon 2.1."""

    key = "napoleon21"
    title = "Napoleon 2.1"
    blurb = "Napoleon against the coalitions, 1805-1815: France versus five allies, 2-6 players."
    state_type = N21State
    scenarios = {"1805": "1805: Britain, Austria and Russia at war; Prussia and Spain at peace"}
    option_specs = OPTION_SPECS

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return (FRANCE, *allied_seats(options))

    def seat_label(self, seat: str) -> str:
        return seat_label(seat)

    def resolve_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        """As the base class, but an allied split may be written in any order."""
        given = dict(options or {})
        if "allies" in given:
            given["allies"] = normalise(given["allies"])
        return super().resolve_options(given)

    def _setup(self, base: dict[str, Any]) -> N21State:
        """2.2: ★ stages, boxes filled to max strength, initial units at home, Peace markers."""
        s = N21State(
            **base,
            war={c: CHART[c].war or "war" for c in ALLIES},
            posture={c: CHART[c].start_stage for c in COUNTRIES},
            box={c: _start_max(c) - CHART[c].initial_strength for c in COUNTRIES},
            units=new_board(),
        )
        flow.start_turn(s)
        return s

    def to_act(self, state: N21State) -> list[str]:
        if state.outcome or state.decider is None:
            return []
        return [owner_of(state, state.decider)]

    def prompt(self, state: N21State, seat: str) -> Prompt:
        if seat not in self.to_act(state):
            return Prompt(f"Waiting: {view.status(state)}.")
        return TASKS[state.task][0](state)

    def _perform(self, state: N21State, seat: str, action: Action) -> None:
        state.morale_was = state.morale
        TASKS[state.task][1](state, action)

    def view(self, state: N21State, seat: str | None) -> View:
        return view.build(state, self.to_act(state))

    def status(self, state: N21State) -> str:
        return view.status(state)

    def result(self, state: N21State) -> Result | None:
        out = state.outcome
        if out is None:
            return None
        winners: tuple[str, ...] = view.allied_winners(state) if out["winners"] == ["allies"] else ()
        if out["winners"] == [FRANCE]:
            winners = (FRANCE,)
        return Result(winners, out["summary"], out["draw"], view.scores(state))

    def invariant_violations(self, state: N21State) -> list[str]:
        return violations(state)

    def help_topics(self) -> dict[str, str]:
        return dict(HELP_TOPICS)

    def provenance(self) -> list[Provenance]:
        return [Provenance(item, value, source) for item, value, source in PROVENANCE]


def _start_max(country: str) -> int:
    chart = CHART[country]
    return chart.stages[chart.start_stage].max_strength
