"""ナポレオン戦争 (N: The Napoleonic Wars), the solitaire of seed 001: the player is the Coalition,
the rules run France, Napoleon and the events. The turn machine is ``turn.Campaign``."""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Game, Json, Msg, OptionSpec, Provenance, push
from engine.core.rng import Rng
from engine.nwsolitaire.data.map import SEAT
from engine.nwsolitaire.data.scenarios import SCENARIOS
from engine.nwsolitaire.invariants import violations
from engine.nwsolitaire.provenance import provenance
from engine.nwsolitaire.setup import lay_out
from engine.nwsolitaire.state import MACHINE, SolitaireState
from engine.nwsolitaire.turn import Campaign, Stage
from engine.nwsolitaire.view import SolitaireView, build


class NapoleonicWars(Game[SolitaireState, SolitaireView]):
    key = "nwsolitaire"
    hidden_information = True  # the cups and the face-down storage, hidden from everyone
    state_type = SolitaireState
    machine = MACHINE
    scenarios = tuple(SCENARIOS)
    option_specs = (
        OptionSpec("cavalry", ("off", "on"), "off"),  # 9.1, the cavalry reaction
        OptionSpec("veteran", ("off", "on"), "off"),  # 12.4
        OptionSpec("sp_markers", ("on", "off"), "on"),  # 7.6 (off: French SP counted by the player)
    )

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return (SEAT,)

    def _setup(self, base: dict[str, Json]) -> SolitaireState:
        s = SolitaireState.from_dict(base)
        scenario = SCENARIOS[s.scenario]
        lay_out(s, scenario)
        push(s, Campaign(at=Stage.OPENING if scenario.invasion_first else Stage.INCOME))
        return s

    def view(self, state: SolitaireState, seat: str | None) -> SolitaireView:
        return build(state, seat, self.to_act(state), self.status(state))

    def _final_view(self, state: SolitaireState) -> SolitaireView:
        v = build(state, None, [], self.status(state))
        v["hidden"] = {
            "events": list(state.event_cup),
            "french": list(state.french_cup),
            "minor": list(state.minor_cup),
            "satellites": list(state.satellite_storage) + list(state.satellites_out),
            "icons": list(state.icon_storage),
        }
        return v

    def invariant_violations(self, state: SolitaireState) -> list[str]:
        return violations(state)

    def turn(self, state: SolitaireState) -> int:
        return state.turn

    def status(self, state: SolitaireState) -> Msg:
        if state.result is not None:
            return Msg("nwsolitaire-status-over", result=state.result.summary)
        ask = state.frames[-1].ask if state.frames else ""
        return Msg("nwsolitaire-status", turn=state.turn, question=Msg(ask or "nwsolitaire-ask-none"))

    # --- hidden information: every cup and the face-down storage ------------------------------

    def _redraw(self, state: SolitaireState, seat: str | None, pick: Rng) -> None:
        """Re-draw what nobody has seen: the order of the three cups, which satellites are in the event
        cup, in storage or out of the game unseen, and the icons in storage. Each is dealt from its
        sorted contents, so states that differ only there give the same sample for one generator."""
        unseen = sorted(
            state.satellite_storage
            + state.satellites_out
            + [c for c in state.event_cup if c.startswith("sat_")],
            key=str,
        )
        _shuffle(pick, unseen)
        cup_sats = sum(c.startswith("sat_") for c in state.event_cup)
        stored = len(state.satellite_storage)
        state.event_cup = [c for c in state.event_cup if not c.startswith("sat_")] + unseen[:cup_sats]
        state.satellite_storage = unseen[cup_sats : cup_sats + stored]
        state.satellites_out = unseen[cup_sats + stored :]
        for name in ("event_cup", "french_cup", "minor_cup", "icon_storage"):
            cup = sorted(getattr(state, name), key=str)
            _shuffle(pick, cup)
            setattr(state, name, cup)

    def perturbations(self, state: SolitaireState, seat: str | None, seed: int) -> list[SolitaireState]:
        """The top two of each cup exchanged, one at a time."""
        out = []
        for name in ("event_cup", "french_cup", "minor_cup", "icon_storage"):
            if len(getattr(state, name)) >= 2:
                other = self.clone(state)
                cup = getattr(other, name)
                cup[-1], cup[-2] = cup[-2], cup[-1]
                out.append(other)
        return out

    def help_topics(self) -> tuple[str, ...]:
        return ("overview", "turn", "readings")

    def provenance(self) -> list[Provenance]:
        return provenance()


def _shuffle(r: Rng, items: list[str]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = r.below(i + 1)
        items[i], items[j] = items[j], items[i]
