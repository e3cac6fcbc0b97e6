"""The AI's answers are shown at a public pace: when the table sees an AI seat's answer depends on
the level alone, never on what the seat holds (``bot.service.control.Paced``). Time here is a fake
clock the stand-in and the pacing advance, so the test reads the schedule, not the wall clock."""

from __future__ import annotations

import json

from bot.service.control import PACE, Paced
from bot.service.thinking import Answer, answer
from engine import find_game
from engine.core import GameState
from engine.core.agent import info_for
from engine.core.levels import best_scripted
from engine.core.rng import Rng

GAME = "napoleon1815"
ASKED = 100.0


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds


class Thinker:
    """Thinks as the AI would, for a time set by what the seat holds: at once with one legal action,
    half a second more for each other one; then answers with the first (saying the decision was
    forced in public when ``forced``, else as the rules say)."""

    def __init__(self, clock: Clock, *, forced: bool = False) -> None:
        self.clock = clock
        self.forced = forced

    async def answer(self, game_key: str, game_id: int, state_json: str, seat: str, level: str) -> Answer:
        game = find_game(game_key)
        state = game.load(json.loads(state_json))
        actions = game.legal_actions(state, seat)
        self.clock.now += 0.5 * (len(actions) - 1)
        return Answer(actions[0].notation(), self.forced or game.prompt(state, seat).forced)


def _twins() -> tuple[GameState, GameState, str]:
    """Two states of a game played by its scripted players that the table cannot tell apart (the
    same public view), where the seat to act has a different number of legal actions (its hidden
    hand differs): the AI's thinking would take more or less time."""
    game = find_game(GAME)
    state = game.setup(1)
    scripted = {seat: best_scripted(game, seat) for seat in state.seats}
    for step in range(200):
        seat = game.to_act(state)[0]
        count = len(game.legal_actions(state, seat))
        if not game.prompt(state, seat).forced:
            for twin in game.perturbations(state, None, 1):
                same_table = game.view(twin, None) == game.view(state, None) and seat in game.to_act(twin)
                if same_table and len(game.legal_actions(twin, seat)) != count:
                    return state, twin, seat
        game.apply(state, seat, scripted[seat].choose(info_for(game, state, seat, Rng(step))))
    raise AssertionError("no twins found")


async def _shown_at(paced: Paced, clock: Clock, state: GameState, seat: str, level: str) -> float:
    clock.now = ASKED
    await paced.think(GAME, 1, state.to_json(), seat, level)
    return clock.now


async def test_an_ai_answer_is_shown_at_the_same_time_in_states_the_table_cannot_tell_apart() -> None:
    state, twin, seat = _twins()
    clock = Clock()
    paced = Paced(Thinker(clock), clock=clock, sleep=clock.sleep)
    for level in ("easy", "normal", "hard"):
        shown = [await _shown_at(paced, clock, s, seat, level) for s in (state, twin)]
        assert shown == [ASKED + PACE[level]] * 2, level
    unpaced = Paced(Thinker(clock), scale=0.0, clock=clock, sleep=clock.sleep)  # what the pace hides
    assert len({await _shown_at(unpaced, clock, s, seat, "easy") for s in (state, twin)}) == 2


async def test_thinking_longer_than_the_pace_is_shown_when_done_and_a_public_forced_step_at_once() -> None:
    state, _, seat = _twins()
    clock = Clock()
    slow = Paced(Thinker(clock), pace={"easy": 0.1}, clock=clock, sleep=clock.sleep)
    thought = len(find_game(GAME).legal_actions(state, seat)) - 1
    assert await _shown_at(slow, clock, state, seat, "easy") == ASKED + 0.5 * thought
    forced = Paced(Thinker(clock, forced=True), clock=clock, sleep=clock.sleep)
    assert await _shown_at(forced, clock, state, seat, "hard") == ASKED + 0.5 * thought


def test_the_worker_says_whether_the_decision_was_forced_in_public() -> None:
    """The AI's answer carries ``Prompt.forced`` of the state it thought about, so that ``Paced``
    never loads the state on the event loop: forced steps and free ones alike, as the rules say."""
    game = find_game(GAME)
    state = game.setup(1)
    scripted = {seat: best_scripted(game, seat) for seat in state.seats}
    seen = set()
    for step in range(120):
        seat = game.to_act(state)[0]
        said = answer(GAME, 1, state.to_json(), seat, "easy", 1)
        assert said.forced == game.prompt(state, seat).forced, step
        seen.add(said.forced)
        game.apply(state, seat, scripted[seat].choose(info_for(game, state, seat, Rng(step))))
    assert seen == {True, False}
