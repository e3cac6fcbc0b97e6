"""Gustav's scripted player (``engine/gustav/policy.py``): it answers every kind of question with a
legal action, from its seat's view only, and beats a random player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Action, Prompt
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.gustav.game import Gustav
from engine.gustav.policy import DECIDERS, GREEDY, greedy
from tools import matchup
from tools.gustav_strategies import series

GAME = Gustav()


def test_every_question_the_game_asks_has_a_decider() -> None:
    asked: set[str] = set()
    state = GAME.setup(2)
    picks = {seat: Rng(n) for n, seat in enumerate(state.seats)}
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        asked.add(prompt.key)
        action = greedy(GAME.view(state, seat), prompt, picks[seat])
        assert action in prompt.actions
        GAME.apply(state, seat, action)
    assert (
        asked <= set(DECIDERS) and {"gustav-ask-build", "gustav-ask-card", "gustav-ask-deploy-hex"} <= asked
    )


def test_the_player_sees_only_its_seat_s_view() -> None:
    """Whatever the strategy is handed is the seat's own view: the other army's build, hand and
    cull are not in it (the harness passes ``game.view(state, seat)``)."""
    seen: list[Mapping[str, Any]] = []

    def spy(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
        seen.append(view)
        return greedy(view, prompt, pick)

    matchup.play(GAME, {"imperial": Scripted("spy", spy), "swedish": GREEDY}, seed=4)
    assert seen and all(v["seat"] == "imperial" and "own" in v for v in seen)
    assert all(set(v["own"]) == {"hand", "pile", "ordered", "culled", "army", "stack"} for v in seen)


def test_a_random_player_loses_to_the_scripted_one() -> None:
    figures = series(6, {"imperial": matchup.random_player, "swedish": GREEDY}, seed=11)
    assert figures["wins"] == {"swedish": 6}
    figures = series(6, {"imperial": GREEDY, "swedish": matchup.random_player}, seed=21)
    assert figures["wins"] == {"imperial": 6}
