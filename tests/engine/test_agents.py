"""The agent contract (``engine.core.agent``), determinize's new future, and the search
(``engine.core.search``): over every game of ``engine.GAMES`` and every template, with tiny budgets
(strength and speed are measured by ``python -m tools.matchup`` and ``make bench``, not here)."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Mapping
from typing import Any

import pytest

import engine
from engine.core import Action, ActionKind, GameState, Prompt, rng
from engine.core.agent import RANDOM, Info, Scripted, info_for, play, uniform
from engine.core.levels import DEPTH, OTHERS, SECURE, best_scripted, level_agent
from engine.core.rng import Rng
from engine.core.search import CERTAIN, Search, rewards
from engine.examples.duel.game import Duel, DuelState
from tools.conformance import Report, check_agents, check_samples

KEYS = sorted({*engine.TITLES, *engine.EXAMPLES})
TINY = Search(playouts=6, depth=8)
# Steps played at random before the checks, and how often they run: every game meets its hidden
# things (a hand, a hidden block, a sealed order) without the test costing much.
PLAN: dict[str, tuple[int, int]] = {
    "napoleon21": (150, 37),
    "napoleon1815": (240, 29),
    "gustav": (260, 23),
    "nwsolitaire": (120, 20),
    "ageofnapoleon": (200, 19),
    "duel": (60, 3),
    "patrol": (60, 3),
    "sealed": (60, 2),
}
OPTIONS: dict[str, list[dict[str, str]]] = {
    "napoleon21": [{"allies": "3"}],
    "napoleon1815": [{"players": "3", "rules": "grognard"}, {"rules": "grognard"}],
    "gustav": [{"pile": "shuffled"}],
}


def _game(key: str) -> engine.AnyGame:
    return engine.find_game(key) if key in engine.TITLES else engine.example(key)


def _played(game: engine.AnyGame, seed: int, steps: int) -> GameState:
    state: GameState = game.setup(seed)
    pick = Rng(seed)
    for _ in range(steps):
        acting = game.to_act(state)
        if not acting:
            break
        game.apply(state, acting[0], pick.choice(game.legal_actions(state, acting[0])), observe=False)
    return state


@pytest.mark.parametrize("key", KEYS)
def test_info_holds_the_seat_s_view_and_prompt_and_samples_it_cannot_tell_from_the_game(key: str) -> None:
    game = _game(key)
    state = _played(game, 3, 6)
    seat = game.to_act(state)[0]
    info = info_for(game, state, seat, Rng(1))
    assert info.view == game.view(state, seat) and info.prompt.actions == game.legal_actions(state, seat)
    assert not hasattr(info, "state")
    for seed in (1, 2):
        drawn = info.sample(seed)
        assert drawn is not state and game.view(drawn, seat) == info.view
        assert game.legal_actions(drawn, seat) == info.prompt.actions
    game.apply(state, seat, info.prompt.actions[0], observe=False)  # later play changes no sample
    assert game.to_act(info.sample(1)) == game.to_act(_played(game, 3, 6))


@pytest.mark.parametrize("key", KEYS)
def test_determinize_draws_a_future_of_its_own_from_its_seed(key: str) -> None:
    game = _game(key)
    state = _played(game, 5, 6)
    rng.script(state, [6, 6, 6])
    for seat in [None, *state.seats]:
        one, again, two = (game.determinize(state, seat, seed) for seed in (11, 11, 12))
        assert one.script == [] and one.rng != state.rng
        assert one.to_json() == again.to_json()
        assert one.rng != two.rng
    assert state.script == [6, 6, 6]  # the real game keeps its own


@pytest.mark.parametrize(
    ("key", "options"), [(key, options) for key in KEYS for options in [{}, *OPTIONS.get(key, [])]]
)
def test_agents_cannot_tell_apart_what_their_seat_cannot(key: str, options: dict[str, str]) -> None:
    """Non-interference of agents: states a seat cannot tell apart give it the same sample for a
    seed and the searching agent the same choice; two seeds give two futures."""
    game = _game(key)
    steps, every = PLAN[key]
    report = check_agents(game, range(1, 2), options=options, every=every, agent=TINY, max_steps=steps)
    assert report.failures == []
    assert report.checks["sample pairs"] > 0
    if game.hidden_information:
        assert report.checks["choice pairs"] > 0


@pytest.mark.parametrize("key", sorted(engine.TITLES))
def test_the_paired_search_of_the_levels_cannot_tell_apart_what_its_seat_cannot(key: str) -> None:
    """The same over each game's ``normal`` level, which compares the scripted players' choices by
    paired playouts (a tiny budget)."""
    game = _game(key)
    steps, every = PLAN[key]
    paired = level_agent(game, "", "normal", playouts=6)
    assert isinstance(paired, Search) and paired.prior is not None
    agent = dataclasses.replace(paired, depth=8)
    report = check_agents(game, range(1, 2), every=2 * every, agent=agent, max_steps=steps)
    assert report.failures == []
    if game.hidden_information:
        assert report.checks["choice pairs"] > 0


@pytest.mark.parametrize("key", sorted(engine.TITLES))
def test_the_levels_play_their_playouts_as_deep_as_the_game_asks(key: str) -> None:
    """A game may ask for longer playouts than the levels' ``DEPTH`` (``Game.playout_depth``):
    Napoleon 1815, the solitaire and Age of Napoleon do; the others play the levels' own."""
    game = _game(key)
    searching = level_agent(game, "", "normal", playouts=6)
    assert isinstance(searching, Search)
    assert searching.depth == {"napoleon1815": 60, "nwsolitaire": 40, "ageofnapoleon": 80}.get(key, DEPTH)


@pytest.mark.parametrize("key", sorted(engine.TITLES))
def test_the_levels_trust_the_scripted_players_as_far_as_the_game_asks(key: str) -> None:
    """A game may ask the levels to overrule its scripted players on less evidence, among more
    actions (``Game.search_secure``, ``Game.search_others``): the solitaire and Age of Napoleon do;
    the others keep the levels' ``SECURE`` and ``OTHERS``."""
    game = _game(key)
    searching = level_agent(game, "", "normal", playouts=6)
    assert isinstance(searching, Search)
    own = {"nwsolitaire": (0.5, 5), "ageofnapoleon": (1.0, 4)}
    assert (searching.secure, searching.others) == own.get(key, (SECURE, OTHERS))


class _Blind(Duel):
    """A duel whose samples keep the cards the seat cannot see where they are."""

    def _redraw(self, state: DuelState, seat: str | None, pick: Rng) -> None:
        return None


class _Foreseeing(Duel):
    """A duel whose samples keep the real game's future."""

    def determinize(self, state: DuelState, seat: str | None, seed: int) -> DuelState:
        other = Duel.determinize(self, state, seat, seed)
        other.rng = state.rng
        return other


@pytest.mark.parametrize(("game", "fault"), [(_Blind(), "sample"), (_Foreseeing(), "future")])
def test_a_planted_fault_in_samples_is_caught(game: Duel, fault: str) -> None:
    report = Report(game.key)
    for seed in range(1, 4):
        check_samples(report, game, _played(game, seed, 4), seed)
    assert any(f.startswith(f"duel: {fault}") for f in report.failures), report.failures


def test_a_forced_decision_or_a_lone_action_costs_no_sample() -> None:
    game = engine.example("duel")
    state = game.setup(1)
    seat = game.to_act(state)[0]
    prompt = game.prompt(state, seat)

    def refuse(seed: int) -> GameState:
        raise AssertionError("no state should be drawn")

    lone = Info(game, seat, game.view(state, seat), prompt, Rng(1), refuse)
    lone.prompt.actions = prompt.actions[:1]
    assert Search(playouts=50).choose(lone) == prompt.actions[0]


def test_the_search_stops_when_its_caller_says_so() -> None:
    game = engine.example("duel")
    state = game.setup(2)
    seat = game.to_act(state)[0]
    asked: list[int] = []

    def until() -> Callable[[], bool]:
        def stop() -> bool:
            asked.append(1)
            return len(asked) > 3

        return stop

    visits = Search(playouts=1000, until=until).visits(info_for(game, state, seat, Rng(1)))
    assert sum(n for n, _ in visits.values()) == 3


def test_rewards_score_the_end_for_every_seat() -> None:
    game = engine.example("duel")
    state = _played(game, 1, 10_000)
    result = game.result(state)
    assert result is not None
    scores = rewards(game, state)
    assert (
        all(scores[seat] == (1.0 if seat in result.winners else 0.0) for seat in state.seats) or result.draw
    )


def test_the_search_beats_a_random_player_in_the_duel() -> None:
    game = engine.example("duel")
    seats = game.seats({})
    won = 0
    for seed in range(8):
        for ai in seats:
            agents = {seat: Search(playouts=60) if seat == ai else RANDOM for seat in seats}
            state = game.setup(seed)
            play(game, agents, state, seed)
            result = game.result(state)
            won += result is not None and ai in result.winners
    assert won >= 12, f"the search won {won} of 16"


def test_a_scripted_agent_reads_only_the_view_prompt_and_its_generator() -> None:
    game = engine.example("duel")
    state = game.setup(4)
    seat = game.to_act(state)[0]
    seen: list[object] = []

    def decide(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
        seen.append(view)
        return uniform(view, prompt, pick)

    agent = Scripted("spy", decide)
    assert agent.choose(info_for(game, state, seat, Rng(3))) in game.legal_actions(state, seat)
    assert seen == [game.view(state, seat)]


def test_the_search_does_not_go_round_a_loop_of_its_own_choices() -> None:
    """Gustav's build lets a unit be added and dropped again: a search must not go round that
    loop, so the seat never comes back to a view it had at one of its decisions."""
    game = engine.find_game("gustav")
    state = game.setup(1000)
    searching = Search(playouts=4, depth=4)
    views: list[str] = []
    while "imperial" in game.to_act(state) and len(views) < 40:
        views.append(repr(game.view(state, "imperial")))
        game.apply(state, "imperial", searching.choose(info_for(game, state, "imperial", Rng(len(views)))))
    assert len(views) > 3 and len(set(views)) == len(views)


def test_a_caller_s_playout_policy_plays_the_playouts() -> None:
    game = engine.example("duel")
    state = game.setup(3)
    seat = game.to_act(state)[0]
    asked: list[str] = []

    def first(g: engine.AnyGame, s: GameState, mover: str, prompt: Prompt, pick: Rng) -> Action:
        asked.append(mover)
        assert prompt.actions == g.legal_actions(s, mover)
        return prompt.actions[0]

    Search(playouts=5, policy=first).choose(info_for(game, state, seat, Rng(1)))
    assert asked and set(asked) <= set(state.seats)


def _a_winning_move(game: engine.AnyGame) -> tuple[GameState, str, list[Action]]:
    """A duel position (random play) where the seat to act has a move that wins at once."""
    for seed in range(40):
        state = _played(game, seed, 0)
        pick = Rng(seed)
        while acting := game.to_act(state):
            seat = acting[0]
            legal = game.legal_actions(state, seat)
            winning = []
            for action in legal:
                after = game.clone(state)
                game.apply(after, seat, action, observe=False)
                result = game.result(after)
                winning += [action] if result is not None and seat in result.winners else []
            if winning and len(legal) > 1:
                return state, seat, winning
            game.apply(state, seat, pick.choice(legal), observe=False)
    raise AssertionError("no seed of the duel offered a winning move")


def test_a_move_that_wins_at_once_is_taken_without_a_search() -> None:
    game = engine.example("duel")
    state, seat, winning = _a_winning_move(game)
    info = info_for(game, state, seat, Rng(1))
    drawn: list[int] = []

    def sample(seed: int) -> GameState:
        drawn.append(seed)
        return info.sample(seed)

    counted = Info(game, seat, info.view, info.prompt, info.pick, sample)
    assert Search(playouts=50).choose(counted) in winning
    assert len(drawn) == 1 + CERTAIN  # the sample that found it and those that confirmed it: no playout


def _sealed_last_choice(game: engine.AnyGame, seed: int) -> tuple[GameState, str]:
    """Sealed's last round (random play before it), one seat's order given, the other's to give."""
    state, pick = game.setup(seed), Rng(seed)
    while len(acting := game.to_act(state)) > 1 or state.round < int(state.options["rounds"]):
        game.apply(state, acting[0], pick.choice(game.legal_actions(state, acting[0])), observe=False)
    return state, acting[0]


def test_a_win_that_hangs_on_what_was_drawn_is_not_taken_at_once() -> None:
    """At Sealed's last round, whether an order wins depends on the other seat's order, which the
    search draws. An order that wins in the first state drawn but loses in the next is searched,
    not taken alone."""
    game = engine.example("sealed")
    state, seat = _sealed_last_choice(game, 18)
    info = info_for(game, state, seat, Rng(1))

    def winners(seed: int) -> list[Action]:
        out = []
        for action in info.prompt.actions:
            after = info.sample(seed)
            game.apply(after, seat, action, observe=False)
            result = game.result(after)
            out += [action] if result is not None and seat in result.winners else []
        return out

    lucky = next(seed for seed in range(100) if winners(seed))
    first = winners(lucky)[0]
    unlucky = next(seed for seed in range(100) if first not in winners(seed))
    drawn = itertools.chain([lucky], itertools.repeat(unlucky))
    guessing = Info(game, seat, info.view, info.prompt, info.pick, lambda _: info.sample(next(drawn)))
    assert Search().onward(guessing) != [first]


def test_a_step_that_shows_in_the_prompt_alone_is_not_taken_for_a_loop() -> None:
    """Napoleon 1815's build shows a unit being added in the prompt, not the view: the loop guard
    must not bar adding it (it did, and the AI went back instead, round and round)."""
    info = _scripted_until(
        engine.find_game("napoleon1815"),
        100,
        lambda i: i.prompt.key == "napoleon1815-ask-build" and any(a.verb == "add" for a in i.prompt.actions),
    )
    adding = [a for a in info.prompt.actions if a.verb == "add"]
    assert set(adding) <= set(Search().onward(info))


def _scripted_until(game: engine.AnyGame, steps: int, wanted: Callable[[Info], bool]) -> Info:
    """The first ``Info`` that ``wanted`` accepts in a game of the scripted players (seed 1)."""
    state = game.setup(1)
    scripted = {seat: best_scripted(game, seat) for seat in state.seats}
    for step in range(steps):
        seat = game.to_act(state)[0]
        info = info_for(game, state, seat, Rng(step))
        if wanted(info):
            return info
        game.apply(state, seat, scripted[seat].choose(info))
    raise AssertionError(f"not met in the first {steps} steps")


def _last_first(g: engine.AnyGame, s: GameState, mover: str, pick: Rng) -> list[Action]:
    return [g.legal_actions(s, mover)[-1]]


def test_a_paired_search_plays_every_candidate_from_the_same_drawn_states() -> None:
    """With a prior the decision plays the prior's choices and that many others, each from the
    same drawn state, as often as one another: the first is the prior's."""
    game = engine.example("duel")
    state = game.setup(5)
    seat = game.to_act(state)[0]
    info = info_for(game, state, seat, Rng(1))
    assert len(info.prompt.actions) >= 3
    drawn: list[int] = []

    def sample(seed: int) -> GameState:
        drawn.append(seed)
        return info.sample(seed)

    counted = Info(game, seat, info.view, info.prompt, info.pick, sample)
    visits = Search(playouts=30, prior=_last_first, others=2).visits(counted)
    assert next(iter(visits)) == info.prompt.actions[-1]
    assert len(visits) == 3 and {n for n, _ in visits.values()} == {10}
    rounds = drawn[1:]  # after the state the prior read: one seed a round, once for each candidate
    assert [rounds[i : i + 3] for i in range(0, 30, 3)] == [[seed] * 3 for seed in rounds[::3]]
    assert len(set(rounds)) == 10


def test_a_paired_search_keeps_the_prior_s_choice_unless_another_beats_it_by_its_margin() -> None:
    """With ``secure`` the decision stays with the prior's first choice unless another's paired
    gain beats it by that many standard errors: never for a huge margin; for a margin below any
    difference, the best mean if it beats the prior's."""
    game = engine.example("duel")
    state = game.setup(5)
    seat = game.to_act(state)[0]
    last = game.legal_actions(state, seat)[-1]

    def search(secure: float) -> Search:
        return Search(playouts=60, prior=_last_first, secure=secure, others=3)

    assert search(1e9).choose(info_for(game, state, seat, Rng(1))) == last
    visits = search(-1e9).visits(info_for(game, state, seat, Rng(1)))
    best = max(visits, key=lambda a: visits[a][1])
    expected = best if visits[best][1] > visits[last][1] else last
    assert search(-1e9).choose(info_for(game, state, seat, Rng(1))) == expected


def test_a_paired_search_never_compares_a_step_back_in_a_composition() -> None:
    """Gustav's stack is laid card by card, with a step back: a playout that takes a card back and
    lays it again scores like one that goes on, so noise alone would send the seat round and round
    (it did: 234 stack questions in a game). The actions compared at random are never steps back."""
    info = _scripted_until(
        engine.find_game("gustav"),
        400,
        lambda i: (
            i.prompt.key == "gustav-ask-stack" and any(a.kind is ActionKind.BACK for a in i.prompt.actions)
        ),
    )
    first = Search(playouts=1, prior=lambda g, s, m, p: [g.legal_actions(s, m)[0]], others=99)
    compared = first.visits(info)
    assert len(compared) == len(info.prompt.actions) - 1
    assert all(a.kind is not ActionKind.BACK for a in compared)
