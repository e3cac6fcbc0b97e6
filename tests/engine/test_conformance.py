"""The one conformance suite, run over every registered game and every template (``tools/conformance.py``).

Each game is played at random under a few option sets; the suite fails on any crash, dead end,
JSON or copy mismatch, broken invariant, replay mismatch, missing text, or secret that a seat could
read from the game's behaviour. The planted-defect tests at the end prove the checks can fail.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

import engine
from engine.core import Action, Msg, Prompt, StandingOrders, log, standing_answer
from engine.core.rng import Rng
from engine.examples.duel.game import Duel, DuelState, Turn
from engine.examples.patrol.game import Patrol
from tools.conformance import Report, check_game, check_reference


@dataclass(frozen=True)
class Plan:
    seeds: int = 4
    options: tuple[dict[str, str], ...] = ({},)
    scenarios: tuple[str | None, ...] = (None,)
    secret_every: int = 7
    pictures_every: int = 0
    max_steps: int = 5000
    extra: dict[str, Any] = field(default_factory=dict)


# How hard to play each game: enough seeds and option sets to meet every seat and every rule path.
PLANS: dict[str, Plan] = {
    "napoleon21": Plan(seeds=6, options=({}, {"allies": "3"}, {"allies": "5"})),
    "napoleon1815": Plan(
        seeds=2,
        options=(
            {},
            {"players": "3", "rules": "grognard"},
            {"rules": "grognard", "combat": "dice"},
            {"players": "3", "combat": "dice"},  # issue 21: the called-off count leaked here
        ),
        scenarios=("ligny_quatre_bras", "waterloo"),
        secret_every=11,
        pictures_every=97,
    ),
    "gustav": Plan(seeds=6, options=({}, {"pile": "shuffled"}), secret_every=5, pictures_every=41),
    "nwsolitaire": Plan(
        seeds=2,
        options=({}, {"cavalry": "on", "veteran": "on", "sp_markers": "hidden"}),  # 7.6 fog of war
        scenarios=("bonaparte1792", "napoleon1805", "end1813"),
        secret_every=13,
        pictures_every=97,
        max_steps=4000,
    ),
    "ageofnapoleon": Plan(seeds=2, scenarios=("1805", "1809", "1813"), secret_every=17, pictures_every=97),
    "duel": Plan(seeds=12, secret_every=1, pictures_every=9),
    "patrol": Plan(seeds=12, secret_every=1, pictures_every=9),
    "sealed": Plan(seeds=12, secret_every=1, pictures_every=9),
}
KEYS = sorted({*engine.TITLES, *engine.EXAMPLES})


def _game(key: str) -> engine.AnyGame:
    return engine.find_game(key) if key in engine.TITLES else engine.example(key)


@pytest.mark.parametrize("key", KEYS)
def test_every_game_has_a_plan(key: str) -> None:
    assert key in PLANS, f"add {key} to PLANS: how many seeds and which options the suite plays"


@pytest.mark.parametrize("key", KEYS)
def test_reference(key: str) -> None:
    report = check_reference(_game(key))
    assert report.failures == []


@pytest.mark.parametrize(
    ("key", "index"),
    [(key, i) for key in KEYS for i in range(len(PLANS.get(key, Plan()).options))],
)
def test_random_play(key: str, index: int) -> None:
    plan = PLANS[key]
    game = _game(key)
    report = Report(game.key)
    for scenario in plan.scenarios:
        check_game(
            game,
            range(1 + 100 * index, 1 + 100 * index + plan.seeds),
            scenario=scenario,
            options=plan.options[index],
            max_steps=plan.max_steps,
            secret_every=plan.secret_every,
            pictures_every=plan.pictures_every,
            report=report,
        )
    assert report.failures == []
    assert report.checks["steps"] > 0
    if game.hidden_information:
        assert report.checks["secret pairs"] > 0
    if not game.private_views:
        assert report.checks["shared views"] > 0


# --- the checks can fail: defects planted in the duel ---------------------------------------------


def _peeking_prompt(self: Turn, s: DuelState, seat: str) -> Prompt:
    """Asks a different question when the seat holds a 6: what is asked depends on a secret."""
    p = _TURN_PROMPT(self, s, seat)
    if 6 in s.hands[seat]:
        p.key = "duel-ask-turn-six"
    return p


def _mumbling_answer(self: Turn, s: DuelState, seat: str, action: Action) -> None:
    """Writes a log line the catalogs do not have."""
    _TURN_ANSWER(self, s, seat, action)
    log(s, Msg("duel-log-mumble"))


_TURN_PROMPT, _TURN_ANSWER = Turn.prompt, Turn.answer


class LeakyDuel(Duel):
    """The status line names the top card of the deck."""

    def status(self, state: DuelState) -> Msg:
        msg = Duel.status(self, state)
        if state.deck and state.result is None:
            return Msg(msg.key, **msg.args, top=state.deck[-1])
        return msg


class StuckDuel(Duel):
    """Once a score reaches 7 nobody may do anything, but the game does not end."""

    def legal_actions(self, state: DuelState, seat: str) -> list[Action]:
        return [] if max(state.scores.values()) >= 7 else Duel.legal_actions(self, state, seat)

    def prompt(self, state: DuelState, seat: str) -> Prompt:
        p = Duel.prompt(self, state, seat)
        if max(state.scores.values()) >= 7:
            p.actions = []
        return p


def test_a_planted_leak_in_the_status_line_is_caught() -> None:
    report = check_game(LeakyDuel(), range(1, 4), secret_every=1)
    assert any("leak" in f and "status" in f for f in report.failures), report.failures


def test_a_planted_leak_in_who_is_asked_what_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Turn, "prompt", _peeking_prompt)
    report = check_game(Duel(), range(1, 6), secret_every=1)
    assert any("leak" in f for f in report.failures), report.failures


class TellingPatrol(Patrol):
    """Declares no private views, yet shows its player the top of the cup it scouted."""

    private_views = False


def test_a_seat_view_apart_from_the_channel_s_is_caught_where_no_view_is_private() -> None:
    report = check_game(TellingPatrol(), range(1, 4), secret_every=1)
    assert any("private view" in f for f in report.failures), report.failures
    assert not any("private view" in f for f in check_game(Patrol(), range(1, 4), secret_every=1).failures)


def _hushed_prompt(self: Turn, s: DuelState, seat: str) -> Prompt:
    """A quiet state (a search's playout) is offered one action fewer than the game offers."""
    p = _TURN_PROMPT(self, s, seat)
    if s.quiet and len(p.actions) > 1:
        p.actions.pop()
    return p


def test_a_quiet_state_that_plays_another_game_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not any("quiet" in f for f in check_game(Duel(), range(1, 3)).failures)
    monkeypatch.setattr(Turn, "prompt", _hushed_prompt)
    report = check_game(Duel(), range(1, 3))
    assert any("quiet" in f for f in report.failures), report.failures


def test_a_planted_dead_end_is_caught() -> None:
    report = check_game(StuckDuel(), range(1, 4))
    assert any("dead end" in f for f in report.failures), report.failures


def test_a_planted_missing_translation_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Turn, "answer", _mumbling_answer)
    report = check_game(Duel(), range(1, 3))
    assert any("missing text" in f for f in report.failures), report.failures


@pytest.mark.parametrize("key", sorted(engine.TITLES))
def test_a_title_numbers_its_turns_from_the_first(key: str) -> None:
    game = engine.find_game(key)
    state = game.setup(3)
    pick = Rng(3)
    seen = {game.turn(state)}
    while game.to_act(state) and len(seen) < 3:
        seat = game.to_act(state)[0]
        actions = game.legal_actions(state, seat)
        game.apply(state, seat, actions[pick.below(len(actions))], observe=False)
        seen.add(game.turn(state))
    assert {1, 2} <= seen


def test_standing_orders_answer_only_from_public_flags() -> None:
    window = Prompt("ask", Msg("core-window-decline"), window="battle")
    window.add("play", 3, label=Msg("core-window-decline"))
    window.decline = window.add("decline", label=Msg("core-window-decline"))
    forced = Prompt("ask", Msg("core-window-decline"), forced=True)
    only = forced.add("stop", label=Msg("core-window-decline"))
    orders = StandingOrders(frozenset({"battle"}), forced=True)
    assert standing_answer(window, orders) == window.decline
    assert standing_answer(window, StandingOrders(frozenset({"loser"}), forced=True)) is None
    assert standing_answer(forced, orders) == only
    assert standing_answer(forced, StandingOrders()) is None
    assert not StandingOrders() and orders
