"""Age of Napoleon 1805-1815 on the engine contract: two seats (the French player and the Coalition player),
secret hands, the year's eight phases on the turn machine (year.py, campaign_flow.py, battle_flow.py)."""

from __future__ import annotations

from collections.abc import Mapping

from engine.ageofnapoleon import policy, refs
from engine.ageofnapoleon.data.countries import SCENARIOS, Side
from engine.ageofnapoleon.data.provenance import provenance
from engine.ageofnapoleon.deck import DRAW_ORDER
from engine.ageofnapoleon.estimate import french_chance
from engine.ageofnapoleon.log import draw
from engine.ageofnapoleon.phases import strategy_phase
from engine.ageofnapoleon.state import MACHINE, SEATS, AonState, new_state
from engine.ageofnapoleon.view import AonView, build, redraw
from engine.ageofnapoleon.year import War
from engine.core import Game, Json, Msg, Provenance, log, push
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.core.state import GameState

HELP_TOPICS = ("overview", "year", "campaign", "battle", "cards", "victory", "readings")


class AgeOfNapoleon(Game[AonState, AonView]):
    key = "ageofnapoleon"
    hidden_information = True
    private_views = True  # each side's hand of cards
    state_type = AonState
    machine = MACHINE
    scenarios = tuple(SCENARIOS)
    window_kinds = ("intercept", "mud", "withdraw")

    # The search's playouts stop 80 steps on, not 20: a gain read by the estimate 20 steps on hardly
    # tells one at the end (paired differences correlate 0.12, 0.32 at 80), so a decision compares the
    # generals' choices with four actions at random and follows one that beats them by one standard
    # error (DATA.md §21, the oracle).
    playout_depth = 80
    search_secure = 1.0
    search_others = 4

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return SEATS

    def scripted(self, seat: str) -> Mapping[str, Scripted]:
        """``general``, then ``cautious``, for both sides (DATA.md §16)."""
        return policy.STRATEGIES.get(seat, {})

    def _setup(self, base: dict[str, Json]) -> AonState:
        scenario = SCENARIOS[str(base["scenario"])]
        seed = base["seed"]
        assert isinstance(seed, int)
        s = new_state(seed, scenario)
        s.options = {}
        if scenario.deal:  # §17.2 (fact): cards dealt to each player and random cards discarded
            for side in DRAW_ORDER:
                s.deck.hands[side] = [s.deck.pile.pop() for _ in range(scenario.deal)]
                log(s, draw(side, scenario.deal))
            s.deck.discard = [s.deck.pile.pop() for _ in range(scenario.burn)]
        else:  # 1805: the cards drawn by the strategy chart (DATA.md §2)
            for said in strategy_phase(s):
                log(s, said)
        push(s, War())
        return s

    def view(self, state: AonState, seat: str | None) -> AonView:
        return build(state, seat, self.to_act(state), self.status(state).to_json())

    def _final_view(self, state: AonState) -> AonView:
        return build(state, None, self.to_act(state), self.status(state).to_json(), everything=True)

    def status(self, state: AonState) -> Msg:
        if state.result is not None:
            return Msg("ageofnapoleon-status-over", result=state.result.summary)
        top = state.frames[-1]
        return Msg(
            "ageofnapoleon-status",
            year=str(state.year),
            round=state.round,
            phase=refs.phase(state.phase.value),
            seats=tuple(refs.seat(seat) for seat in top.who),
            ask=Msg(top.ask),
        )

    def turn(self, state: AonState) -> int:
        """The campaign rounds begun since the scenario's start (1 for its first)."""
        return state.rounds_played

    def estimate(self, state: AonState, seat: str) -> float:
        """For search: France's chance to win from public facts (``estimate.french_chance``), for ``seat``."""
        chance = french_chance(state)
        return chance if seat == Side.FRENCH.value else 1.0 - chance

    def _redraw(self, state: AonState, seat: str | None, pick: Rng) -> None:
        redraw(state, seat, pick)

    def help_topics(self) -> tuple[str, ...]:
        return HELP_TOPICS

    def provenance(self) -> list[Provenance]:
        return provenance()


_ = GameState
