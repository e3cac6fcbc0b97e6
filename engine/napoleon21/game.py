"""Napoleon 2.1 (seed 000): France against the allied coalitions, for 2-6 players.

The rules run on the game's turn machine (``state.MACHINE``): ``Turn`` pushes each country's
``Activity``, which pushes a ``Reinforcement`` or a ``Campaign`` (``Movement``, then ``Battle``s
with their ``Assignment``, ``Hits`` and ``Rout`` decisions), and the ``Victory`` declaration.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Game, Json, Msg, Provenance, Ref, push
from engine.core.agent import Scripted
from engine.napoleon21 import estimate, policy, view
from engine.napoleon21.data import ALLIES, CHART, COUNTRIES, FRANCE, War
from engine.napoleon21.help import HELP_TOPICS
from engine.napoleon21.invariants import violations
from engine.napoleon21.options import OPTION_SPECS, SHORTCUTS, allied_seats, normalise, parse_split, seat_ref
from engine.napoleon21.provenance import provenance
from engine.napoleon21.state import MACHINE, N21State, new_board
from engine.napoleon21.turn import Turn
from engine.napoleon21.view import N21View


class Napoleon21(Game[N21State, N21View]):
    """The Game contract for Napoleon 2.1."""

    key = "napoleon21"
    state_type = N21State
    machine = MACHINE
    scenarios = ("1805",)
    option_specs = OPTION_SPECS

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return (FRANCE, *allied_seats(options))

    def seat_ref(self, seat: str) -> Ref:
        return seat_ref(seat)

    def side(self, seat: str) -> str:
        """§1: France against one coalition, however many players share the Allied powers."""
        return FRANCE if seat == FRANCE else "allies"

    def resolve_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        """As the base class, but ``allies`` may also be an explicit split, written in any order."""
        given = dict(options or {})
        allies = normalise(given.get("allies", "1"))
        if allies in ("1", *SHORTCUTS):
            return super().resolve_options(given | {"allies": allies})
        parse_split(allies)  # a SetupError for anything that is not a split of the five allies
        return super().resolve_options(given | {"allies": "1"}) | {"allies": allies}

    def _setup(self, base: dict[str, Json]) -> N21State:
        """2.2: ★ stages, boxes filled to max strength, initial units at home, Peace markers."""
        s = N21State.from_dict(base)
        s.war = {c: _initial_war(c) for c in ALLIES}
        s.posture = {c: CHART[c].start_stage for c in COUNTRIES}
        s.box = {c: _start_max(c) - CHART[c].initial_strength for c in COUNTRIES}
        s.units = new_board()
        push(s, Turn())
        return s

    def view(self, state: N21State, seat: str | None) -> N21View:
        return view.build(state, seat, self.to_act(state))

    def scripted(self, seat: str) -> Mapping[str, Scripted]:
        """France ``aggressive``; the Allies ``counter`` first, then ``turtle`` (DATA.md)."""
        return policy.STRATEGIES.get(seat, {})

    def estimate(self, state: N21State, seat: str) -> float:
        """For search: France's chance from morale, VP, the turn and both sides' armies, weighed as
        fitted on scripted games (``estimate.py``)."""
        french = estimate.french_chance(state)
        return french if seat == FRANCE else 1.0 - french

    def turn(self, state: N21State) -> int:
        return state.turn

    def status(self, state: N21State) -> Msg:
        return view.status(state)

    def invariant_violations(self, state: N21State) -> list[str]:
        return violations(state)

    def help_topics(self) -> tuple[str, ...]:
        return HELP_TOPICS

    def provenance(self) -> list[Provenance]:
        return provenance()


def _initial_war(ally: str) -> War:
    war = CHART[ally].war
    assert war is not None, ally
    return war


def _start_max(country: str) -> int:
    chart = CHART[country]
    return chart.stages[chart.start_stage].max_strength
