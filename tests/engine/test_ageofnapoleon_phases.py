"""Age of Napoleon: the strategy, reinforcement and winter attrition phases on the state (aid 戦略チャート,
増援チャート, 9.6, 9.7, 冬季損耗表; reconstructions in DATA.md §6)."""

from __future__ import annotations

from engine.ageofnapoleon.data.charts import AttritionModifier as M
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.data.countries import Status as S
from engine.ageofnapoleon.phases import (
    limits,
    lose_in_winter,
    mobilization_refusal,
    mobilize,
    recover_army,
    return_prisoners,
    strategy_phase,
    winter_modifiers,
    winter_rolls,
)
from engine.ageofnapoleon.reinforcement import Limit
from engine.ageofnapoleon.state import RUSSIA_INVADED, place, put, set_statuses, take
from engine.core import Msg
from engine.core.rng import script
from tests.engine.ageofnapoleon_helpers import empty_1805


def test_strategy_phase_draws_by_the_chart() -> None:
    state = empty_1805(5)
    said = strategy_phase(state)
    assert [len(state.deck.hands[s]) for s in Side] == [9, 11] and len(state.deck.pile) == 35
    assert said[0] == Msg("ageofnapoleon-log-draw", side=said[0].args["side"], n=9)
    state.deck.discard, state.deck.pile = state.deck.pile[:20], state.deck.pile[20:]  # 15 left: reshuffle
    assert strategy_phase(state)[0].key == "ageofnapoleon-log-reshuffle"


def test_reinforcement_limits_on_the_state() -> None:
    state = empty_1805(5)
    assert limits(state, Side.FRENCH, "france") == Limit(10 + 4, 5 + 2)  # eight minors: 8 // 2, 8 // 3
    assert limits(state, Side.COALITION, "britain") == Limit(2 + 2, 1 + 1)
    assert limits(state, Side.COALITION, "oesterreich") == Limit(6, 3)
    ok = {"karl": "niederoesterreich", "johann": "niederoesterreich", "hiller": "boehmen"}
    assert mobilization_refusal(state, Side.COALITION, ok) is None
    assert (
        mobilization_refusal(state, Side.COALITION, {"radetzky": "boehmen"}) == "unavailable"
    )  # not reformed
    assert (
        mobilization_refusal(state, Side.COALITION, {"platov": "litva"}) == "unavailable"
    )  # no invasion yet
    put(state.lasting, RUSSIA_INVADED)
    assert mobilization_refusal(state, Side.COALITION, {"platov": "litva"}) is None
    assert mobilization_refusal(state, Side.COALITION, {"karl": "bayern"}) == "area"
    assert mobilization_refusal(state, Side.FRENCH, {"karl": "niederoesterreich"}) == "unavailable"
    four = {c: "niederoesterreich" for c in ("karl", "johann", "hiller", "mack")}
    assert mobilization_refusal(state, Side.COALITION, four) == "appearance"
    put(state.reformed, "oesterreich")
    assert mobilization_refusal(state, Side.COALITION, {"radetzky": "boehmen"}) is None
    mobilize(state, ok)
    assert state.location["karl"] == "niederoesterreich" and "karl" not in state.pool
    # the corps brought in earlier in the phase count for the limits and do not block the next one
    assert mobilization_refusal(state, Side.COALITION, {**ok, "bellegarde": "boehmen"}) is None
    assert mobilization_refusal(state, Side.COALITION, {**ok, "mack": "niederoesterreich"}) is None
    more = {"bellegarde": "boehmen", "ferdinand": "boehmen", "schwarzenberg": "boehmen"}
    more |= {"mack": "ungarn", "radetzky": "ungarn", "kollowrat": "ungarn"}
    nine = {**ok, **more}  # against the reformed limit of 8
    assert mobilization_refusal(state, Side.COALITION, nine) == "mobilization"
    place(state, ["davout"], "boehmen")
    assert mobilization_refusal(state, Side.COALITION, {"ferdinand": "boehmen"}) == "enemy"


def test_recovery_by_discard_and_prisoners_home() -> None:
    state = empty_1805(5)
    strategy_phase(state)
    mobilize(state, {"karl": "boehmen", "johann": "boehmen", "mack": "ungarn"})
    state.reduced = ["johann", "karl", "mack"]
    card = state.deck.hands[Side.COALITION][0]
    assert recover_army(state, Side.COALITION, card, "boehmen") == 2  # 9.6: the whole army, one card
    assert set(state.reduced) == {"mack"} and state.deck.discard == [card]
    take(state.pool, "ney")
    state.prisoners[Side.COALITION].append("ney")
    return_prisoners(state)  # 9.7
    assert "ney" in state.pool and state.prisoners[Side.COALITION] == []


def test_winter_attrition_on_the_state() -> None:
    state = empty_1805(5)
    assert winter_modifiers(state, "moskva", Side.FRENCH) == [M.CAPITAL]
    assert winter_modifiers(state, "moskva", Side.COALITION) == [M.FRIENDLY, M.CAPITAL]
    assert winter_modifiers(state, "brandenburg", Side.FRENCH) == [M.CAPITAL, M.NEUTRAL]
    assert winter_modifiers(state, "smolensk", Side.FRENCH) == [M.BARREN]
    set_statuses(state, {"spain": S.INSURRECTION})
    assert winter_modifiers(state, "cataluna", Side.FRENCH) == [M.REVOLT]
    assert winter_modifiers(state, "cataluna", Side.COALITION) == [M.FRIENDLY]
    set_statuses(state, {"spain": S.ALLY})
    mobilize(state, {c: "smolensk" for c in ("napoleon", "davout", "soult", "ney")})
    mobilize(state, {c: "moskva" for c in ("murat", "lannes")})
    script(state, [2])  # smolensk: 2 - 2 = 0, size 4 (winter column 4): row 1 (1) + 1 = 2
    said, due = winter_rolls(state)
    assert len(said) == 1 and said[0].args["lost"] == 2  # the two corps in Moskva do not check
    assert [(d.area, d.side, d.losses) for d in due] == [("smolensk", Side.FRENCH, 2)]
    assert set(due[0].army) == {"napoleon", "davout", "soult", "ney"}
    lose_in_winter(state, ("ney", "soult"))  # WA-3: the owner's choice (winter_flow.py asks it)
    assert set(state.out) == {"ney", "soult"} and state.location["napoleon"] == "smolensk"
    assert "winter_lost:ney" in state.lasting
