"""Gustav (seed 003): the pike-and-shot tactical hex card game of the Thirty Years' War.

Every decision is a frame on ``state.frames``: ``Battle`` (the whole game) pushes ``Prepare`` (the
secret, simultaneous army build, cull and pile), ``Deploy`` and nine ``Round`` frames, each with two
``Turn`` frames whose cards push an ``Effect``, whose successful attacks push a ``Combat``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from engine.core import Game, Json, Msg, OptionSpec, Provenance, push
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.gustav import builds, data, determinize, policy, victory
from engine.gustav.invariants import violations
from engine.gustav.rounds import Battle
from engine.gustav.state import MACHINE, SEATS, GustavState, other
from engine.gustav.view import GustavView, build, status

HELP_TOPICS = (
    "overview",
    "setup",
    "round",
    "cards",
    "zoc",
    "melee",
    "fire",
    "defence",
    "morale",
    "voltage",
    "victory",
    "readings",
)


class Gustav(Game[GustavState, GustavView]):
    key = "gustav"
    hidden_information = True
    private_views = True  # what each side alone knows of its own forces
    state_type = GustavState
    machine = MACHINE
    scenarios = ("pitched_battle",)
    # the owner stacks its first pile (the seed never shuffles); the other reading is an option.
    option_specs = (OptionSpec("pile", ("stacked", "shuffled"), "stacked"),)

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return SEATS

    def _setup(self, base: dict[str, Json]) -> GustavState:
        s = GustavState.from_dict(base)
        push(s, Battle())
        return s

    def view(self, state: GustavState, seat: str | None) -> GustavView:
        return build(state, seat, self.to_act(state), self.status(state))

    def _final_view(self, state: GustavState) -> GustavView:
        return build(state, None, self.to_act(state), self.status(state), everything=True)

    def scripted(self, seat: str) -> Mapping[str, Scripted]:
        """``greedy``, one player for both sides (DATA.md), its army drawn from the side's
        equilibrium mixture (``builds``)."""
        return policy.STRATEGIES.get(seat, {})

    def estimate(self, state: GustavState, seat: str) -> float:
        """For search: before the first round, what the seat's own army is worth (``builds``);
        then the lead in points (E-2), then in morale (E-3), as a chance to win."""
        if state.round == 0:
            return builds.before_battle(state, seat)
        them = other(seat)
        lead: float = victory.points(state, seat) - victory.points(state, them)
        lead += 0.5 * (state.morale[seat] - state.morale[them])
        return 1.0 / (1.0 + math.exp(-lead / 3.0))

    def turn(self, state: GustavState) -> int:
        return state.round

    def status(self, state: GustavState) -> Msg:
        return status(state)

    def invariant_violations(self, state: GustavState) -> list[str]:
        return violations(state)

    def _redraw(self, state: GustavState, seat: str | None, pick: Rng) -> None:
        determinize.redraw(state, seat, pick)

    def perturbations(self, state: GustavState, seat: str | None, seed: int) -> list[GustavState]:
        return determinize.perturbations(state, seat)

    def help_topics(self) -> tuple[str, ...]:
        return HELP_TOPICS

    def provenance(self) -> list[Provenance]:
        return data.provenance()
