"""Napoleon 2.1's scripted players (``engine/napoleon21/policy.py``): from the seat's view, the
prompt's key and its structured actions only, they answer every question with a legal action, and
each beats a random opponent."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.core import Action, Prompt
from engine.core.agent import Decide, Scripted
from engine.core.rng import Rng
from engine.napoleon21.policy import STRATEGIES, aggressive_france, counter_allies, turtle_allies
from tests.engine.napoleon21_helpers import GAME
from tools import matchup


@pytest.mark.parametrize("allies", [turtle_allies, counter_allies])
def test_every_answer_is_legal_and_every_kind_of_question_comes_up(allies: Decide) -> None:
    asked: set[str] = set()

    def watch(player: Decide) -> matchup.Strategy:
        def spy(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
            asked.add(prompt.key)
            action = player(view, prompt, pick)
            assert action in prompt.actions, (prompt.key, action)
            return action

        return Scripted("spy", spy)

    for seed in range(1, 9):
        result, _ = matchup.play(GAME, {"france": watch(aggressive_france), "allies": watch(allies)}, seed)
        assert result is not None
    assert {"napoleon21-ask-activity", "napoleon21-ask-move", "napoleon21-ask-hits"} <= asked


def test_scripted_players_beat_random_ones() -> None:
    counter, aggressive = Scripted("counter", counter_allies), Scripted("aggressive", aggressive_france)
    random_france = matchup.play(GAME, {"france": matchup.random_player, "allies": counter}, 3)[0]
    random_allies = matchup.play(GAME, {"france": aggressive, "allies": matchup.random_player}, 3)[0]
    assert random_france is not None and random_france.winners == ("allies",)
    assert random_allies is not None and random_allies.winners == ("france",)


def test_every_allied_seat_has_the_allied_players() -> None:
    seats = GAME.seats({"allies": "prussia+austria/russia+spain+britain"})
    assert all(set(STRATEGIES[seat]) >= {"turtle", "counter"} for seat in seats if seat != "france")
