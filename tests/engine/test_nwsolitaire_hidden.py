"""The hidden-strength option of the Napoleonic Wars solitaire (7.6-1, read as the fog of war its note
allows): French units on the map stay face down until a battle turns them over. The view and the log
tell how many stand in each country, never which; ``determinize`` deals them again from the unseen
pool; and no question asks the player to tell equal face-down units apart."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import entry_msg
from engine.core.rng import Rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.policy import SEAT, decide
from engine.nwsolitaire.state import FIELDS, SolitaireState, french_at

HIDDEN = {"sp_markers": "hidden"}


def at_deploy(game: NapoleonicWars, seed: int, scenario: str = "napoleon1805") -> SolitaireState:
    """The state when the player first places units: the Grande Armée is on the map."""
    state = game.setup(seed, scenario, HIDDEN)
    pick = Rng(seed)
    while game.prompt(state, SEAT).key != "nwsolitaire-ask-deploy":
        game.apply(state, SEAT, decide(game.view(state, SEAT), game.prompt(state, SEAT), pick))
    return state


def french_on_map(state: SolitaireState) -> Counter[str]:
    return Counter(state.where[u] for u in state.face_down if state.where[u] in FIELDS)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_7_6_1_the_view_counts_face_down_units_and_names_none(seed: int) -> None:
    game = NapoleonicWars()
    state = at_deploy(game, seed)
    view = game.view(state, SEAT)
    assert "french_sp" not in view
    down = french_on_map(state)
    assert sum(down.values()) >= 8 and view["face_down"] == dict(down)
    shown = {u for place in FIELDS for u in view["units"].get(place, [])}
    assert not shown & set(state.face_down)
    for entry in game.view(state, SEAT)["log"]:
        assert entry_msg(entry).key != "nwsolitaire-log-french-placed"


def test_7_6_1_the_log_of_the_grande_armee_tells_numbers_only() -> None:
    game = NapoleonicWars()
    state = game.setup(4, "napoleon1805", HIDDEN)
    pick = Rng(4)
    keys: list[str] = []
    while game.prompt(state, SEAT).key != "nwsolitaire-ask-deploy":
        step = game.apply(state, SEAT, decide(game.view(state, SEAT), game.prompt(state, SEAT), pick))
        keys += [entry_msg(e).key for e in step.entries]
    assert "nwsolitaire-log-french-placed-hidden" in keys
    assert "nwsolitaire-log-french-placed" not in keys


@pytest.mark.parametrize("seed", [1, 5])
def test_7_6_1_determinize_deals_the_face_down_units_again_from_the_unseen_pool(seed: int) -> None:
    game = NapoleonicWars()
    state = at_deploy(game, seed)
    unseen = sorted([*state.face_down, *state.french_cup])
    samples = [game.determinize(state, SEAT, n) for n in range(6)]
    for sample in samples:
        assert french_on_map(sample) == french_on_map(state)  # each counter keeps its country
        assert sorted([*sample.face_down, *sample.french_cup]) == unseen
        assert game.view(sample, SEAT) == game.view(state, SEAT)
        assert game.invariant_violations(sample) == []
        stack = [sample.where[u] for u in sample.but_stack]
        assert stack == [state.where[u] for u in state.but_stack]  # 7.2's four stay the But stack
    assert len({tuple(sorted(s.face_down)) for s in samples}) > 1  # the identities are re-dealt
    twin = game.perturbations(state, SEAT, seed)[0]  # a face-down unit exchanged with the cup's top
    assert twin.face_down != state.face_down
    assert game.determinize(twin, SEAT, 9).to_json() == game.determinize(state, SEAT, 9).to_json()


def test_7_6_1_a_battle_turns_the_french_there_face_up() -> None:
    game = NapoleonicWars()
    state = at_deploy(game, 2)
    pick = Rng(2)
    while game.prompt(state, SEAT).key != "nwsolitaire-ask-battle":
        game.apply(state, SEAT, decide(game.view(state, SEAT), game.prompt(state, SEAT), pick))
    country = str(game.prompt(state, SEAT).actions[0].args[0])
    before = [u for u in state.face_down if state.where[u] == country]
    assert before
    step = game.apply(state, SEAT, game.prompt(state, SEAT).actions[0])
    revealed = [entry_msg(e) for e in step.entries if entry_msg(e).key == "nwsolitaire-log-revealed"]
    assert revealed and {r.id for r in revealed[0].args["units"]} == set(before)  # type: ignore[union-attr]
    assert state.disclosed and not set(before) & set(state.face_down)


def test_7_6_1_no_question_tells_equal_face_down_units_apart() -> None:
    """8.5 lets the player choose among Napoleon's equally strong candidates: face down they look
    alike, so the counter list decides and the question is never asked; with the SP shown it is."""
    game = NapoleonicWars()
    asked: dict[str, int] = {}
    for option in ("on", "hidden"):
        asked[option] = 0
        for seed in range(1, 21):  # random play: it meets ties that careful play seldom does
            state = game.setup(seed, None, {"sp_markers": option})
            pick = Rng(seed)
            while game.result(state) is None:
                prompt = game.prompt(state, SEAT)
                asked[option] += prompt.key == "nwsolitaire-ask-napoleon"
                if option == "hidden" and prompt.key.startswith("nwsolitaire-ask-"):
                    for action in prompt.actions:  # no offered choice names a face-down unit
                        assert not {str(a) for a in action.args} & set(state.face_down)
                game.apply(state, SEAT, prompt.actions[pick.below(len(prompt.actions))])
    assert asked["hidden"] == 0
    assert asked["on"] > 0


def test_7_6_1_the_scripted_player_reads_face_down_units_at_the_mean_strength() -> None:
    game = NapoleonicWars()
    state = at_deploy(game, 3)
    view = game.view(state, SEAT)
    country = max(view["face_down"], key=lambda c: view["face_down"][c])
    from engine.nwsolitaire.policy import FACE_DOWN_SP, _sides

    real = sum(UNITS[u].sp for u in french_at(state, country))
    assert _sides(view, [country])[0] == {country: FACE_DOWN_SP * view["face_down"][country]}
    assert real > 0
