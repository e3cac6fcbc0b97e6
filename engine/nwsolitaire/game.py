"""ナポレオン戦争 (N: The Napoleonic Wars), the solitaire of seed 001: the player is the Coalition,
the rules run France, Napoleon and the events. The turn machine is ``turn.Campaign``."""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Game, Json, Msg, OptionSpec, Provenance, push, rng
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.nwsolitaire import policy
from engine.nwsolitaire.data.chances import WIN_CHANCE
from engine.nwsolitaire.data.map import SEAT
from engine.nwsolitaire.data.scenarios import SCENARIOS
from engine.nwsolitaire.invariants import violations
from engine.nwsolitaire.provenance import provenance
from engine.nwsolitaire.setup import lay_out
from engine.nwsolitaire.state import FIELDS, FRENCH_CUP, MACHINE, SolitaireState
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
        # 7.6: off, French SP counted by the player; hidden, French units face down until battle (7.6 note)
        OptionSpec("sp_markers", ("on", "off", "hidden"), "on"),
    )

    # The search's playouts stop 40 steps on and score the turn and abdication level reached
    # (``estimate``); the scripted Coalition leaves much on the table, so a decision compares it
    # with five actions at random and follows one that beats it by half a standard error (DATA.md,
    # "The AI (issue 19): the oracle").
    playout_depth = 40
    search_secure = 0.5
    search_others = 5

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return (SEAT,)

    def estimate(self, state: SolitaireState, seat: str) -> float:
        """For search: how often campaigns at this turn and abdication level went on to win
        (``data/chances.py``), scored as the search scores an end (``engine.core.search.rewards``):
        1 a win, 1/2 a campaign lost (a result without winners)."""
        return 0.5 + 0.5 * WIN_CHANCE[state.scenario][state.turn][state.abdication]

    def scripted(self, seat: str) -> Mapping[str, Scripted]:
        """The one scripted Coalition (DATA.md)."""
        return policy.STRATEGIES.get(seat, {})

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
            "face_down": sorted(u for u in state.face_down if state.where[u] in FIELDS),
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
        cup_sats = [c for c in state.event_cup if c.startswith("sat_")]
        unseen = sorted(state.satellite_storage + state.satellites_out + cup_sats)
        rng.shuffle(pick, unseen)
        _redeal_face_down(state, pick)
        in_cup, stored = len(cup_sats), len(state.satellite_storage)
        state.event_cup = [c for c in state.event_cup if not c.startswith("sat_")] + unseen[:in_cup]
        state.satellite_storage = unseen[in_cup : in_cup + stored]
        state.satellites_out = unseen[in_cup + stored :]
        for name in ("event_cup", "french_cup", "minor_cup", "icon_storage"):
            cup = sorted(getattr(state, name))
            rng.shuffle(pick, cup)
            setattr(state, name, cup)

    def perturbations(self, state: SolitaireState, seat: str | None, seed: int) -> list[SolitaireState]:
        """The top two of each cup exchanged, one at a time; with strengths hidden (7.6), a face-down
        unit and the top of the French cup exchanged."""
        out = []
        down = [u for u in state.face_down if state.where[u] in FIELDS]
        if down and state.french_cup:
            other = self.clone(state)
            shown, unseen = down[0], other.french_cup[-1]
            other.where[unseen], other.where[shown] = other.where[shown], FRENCH_CUP
            other.french_cup[-1] = shown
            other.face_down = [unseen if u == shown else u for u in other.face_down]
            other.but_stack = [unseen if u == shown else u for u in other.but_stack]
            out.append(other)
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


def _redeal_face_down(state: SolitaireState, pick: Rng) -> None:
    """7.6 fog of war: the face-down French units on the map and the French cup are one unseen pool.
    Each face-down counter keeps its place (a country, and in the But stack of 7.2 or not); which unit it
    is comes from the pool, dealt from its sorted contents; the rest go back to the cup."""
    down = [u for u in state.face_down if state.where[u] in FIELDS]
    if not down:
        return
    stack = set(state.but_stack)
    slots = sorted(down, key=lambda u: (state.where[u], u in stack, u))
    places = [(state.where[u], u in stack) for u in slots]
    pool = sorted([*down, *state.french_cup])
    rng.shuffle(pick, pool)
    dealt, rest = pool[: len(slots)], pool[len(slots) :]
    for uid in rest:
        state.where[uid] = FRENCH_CUP
    state.french_cup = rest
    state.but_stack = [u for u in state.but_stack if u not in down]
    for uid, (place, stacked) in zip(dealt, places, strict=True):
        state.where[uid] = place
        if stacked:
            state.but_stack.append(uid)
    state.face_down = dealt
