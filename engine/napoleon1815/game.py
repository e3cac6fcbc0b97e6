"""Napoleon 1815 (seed 004): blocks, cards and fog of war, for 2 or 3 players.

Every procedure of the rules is a frame on the game's ``MACHINE`` (``state.py``); the modules
that define them are imported here so that every kind is registered.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Game, Json, Msg, Provenance
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.napoleon1815 import (  # noqa: F401  (each module registers its frames)
    allocation,
    combat,
    determinize,
    estimate,
    estimate_vp,
    fog,
    initiative,
    movement,
    operation,
    operations,
    policy,
    recovery,
    retreat,
    sequence,
    setup,
    windows,
)
from engine.napoleon1815.data import provenance, scenarios
from engine.napoleon1815.events import battle, blue, moves, red  # noqa: F401
from engine.napoleon1815.events import retreat as retreat_events  # noqa: F401
from engine.napoleon1815.help import HELP_TOPICS
from engine.napoleon1815.invariants import violations
from engine.napoleon1815.operation import COMBINED_WINDOW
from engine.napoleon1815.seats import ALLIES, FRANCE, OPTION_SPECS, seats_for
from engine.napoleon1815.state import MACHINE, N1815State
from engine.napoleon1815.view import N1815View
from engine.napoleon1815.windows import WINDOW_EVENTS


class Napoleon1815(Game[N1815State, N1815View]):
    """The Game contract for Napoleon 1815."""

    key = "napoleon1815"
    hidden_information = True
    private_views = True  # what each side alone knows of its own forces
    state_type = N1815State
    machine = MACHINE
    scenarios = tuple(s.key for s in scenarios.SCENARIOS)  # ligny_quatre_bras first: the default
    option_specs = OPTION_SPECS
    window_kinds = (*WINDOW_EVENTS, COMBINED_WINDOW)
    # The search's playouts go on 60 steps, not 20: a move's worth shows later here (DATA.md, "The AI
    # (issue 19): a longer playout").
    playout_depth = 60

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return seats_for(options)

    def side(self, seat: str) -> str:
        """France against the Allies, played by one player or two (3P-1)."""
        return FRANCE if seat == FRANCE else ALLIES

    def _setup(self, base: dict[str, Json]) -> N1815State:
        return setup.new_state(base)

    def view(self, state: N1815State, seat: str | None) -> N1815View:
        return fog.build(state, seat, self.to_act(state))

    def _final_view(self, state: N1815State) -> N1815View:
        return fog.build(state, None, self.to_act(state), everything=True)

    def scripted(self, seat: str) -> Mapping[str, Scripted]:
        """France ``aggressive`` first, the Allies ``hold`` first (DATA.md)."""
        return policy.STRATEGIES.get(seat, {})

    def estimate(self, state: N1815State, seat: str) -> float:
        """For the seat's search: its chance to win. France's search weighs the VP marker against par
        with material, open sites and the seven-flag clock at hand-set values (``estimate_vp.py``);
        the Allies' search a logistic of the same and the cards, fitted to where the search's
        playouts end (``estimate.py``). Each played the stronger for its own side at ``normal``'s
        budget (DATA.md, "the estimate each side's search uses")."""
        if seat == FRANCE:
            return estimate_vp.french_chance(state)
        return 1.0 - estimate.french_chance(state)

    def turn(self, state: N1815State) -> int:
        return state.turn

    def status(self, state: N1815State) -> Msg:
        return fog.status(state)

    def invariant_violations(self, state: N1815State) -> list[str]:
        return violations(state)

    def _redraw(self, state: N1815State, seat: str | None, pick: Rng) -> None:
        determinize.redraw(state, seat, pick)

    def perturbations(self, state: N1815State, seat: str | None, seed: int) -> list[N1815State]:
        """Two hidden units swapped, one SP or one fatigue point moved between two corps (those of
        the procedure under way first), a hidden commander and a hidden scout each swapped with a
        corps of their army, a card exchanged between a hidden hand and the deck, the decks turned
        over: each differs from ``state`` only in what ``seat`` cannot see."""
        return [
            *determinize.swap_units(state, seat),
            *determinize.shift_strength(state, seat),
            *determinize.swap_commander(state, seat),
            *determinize.swap_scout(state, seat),
            *determinize.exchange_cards(state, seat),
            *determinize.reshuffle_decks(state),
        ]

    def help_topics(self) -> tuple[str, ...]:
        return HELP_TOPICS

    def provenance(self) -> list[Provenance]:
        return provenance()
