"""The scripted Napoleon 1815 players (engine/napoleon1815/policy/): they finish games in every scenario and
mode through the matchup harness, answer every kind of question, and decide from their seat's
view, the prompt's key and the structured actions alone."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from engine import find_game
from engine.core import Action, Msg, Prompt
from engine.core.rng import Rng
from engine.napoleon1815 import policy
from engine.napoleon1815.data import cards
from engine.napoleon1815.data import map as board
from engine.napoleon1815.policy import decisions
from engine.napoleon1815.policy.knowledge import Know
from engine.napoleon1815.policy.plans import HOLD, clear_cache
from tools import matchup
from tools.napoleon1815 import strategies

GAME = find_game("napoleon1815")
MODES = [
    {"players": "2", "rules": "conscript"},
    {"players": "2", "rules": "grognard"},
    {"players": "3", "rules": "grognard"},
]
SCRIPTED = {**policy.FRANCE_PLAYERS, **policy.ALLIED_PLAYERS}
PLAY_FTL = Path(__file__).parents[2] / "engine/napoleon1815/locales/en/play.ftl"


def players(france: str, allies: str) -> dict[str, matchup.Strategy]:
    """A matchup's players by seat, as the harness makes them (every Allied seat alike)."""
    listed = matchup.strategies_of("napoleon1815")
    return {seat: listed[seat][name] for seat, name in policy.pairing(france, allies).items()}


@pytest.mark.parametrize("scenario", ["ligny_quatre_bras", "waterloo", "campaign"])
@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_scripted_players_finish_a_game(scenario: str, options: dict[str, str]) -> None:
    pairs = [("aggressive", "hold"), ("methodical", "concentrate")]
    for seed, (france, allies) in enumerate(pairs[: 1 if scenario == "campaign" else 2], start=1):
        clear_cache()
        result, steps = matchup.play(GAME, players(france, allies), seed, scenario, options)
        assert result is not None, (france, allies, seed)
        assert result.reason in ("scenario_end", "vp_zero", "vp_twenty", "napoleon")
        assert set(result.winners) in ({"france"}, set(GAME.seats(options)) - {"france"})
        assert 0 <= result.scores["france"] <= 20
        assert steps < 3000  # no stack built and dropped forever


def test_every_question_of_the_game_has_an_answer() -> None:
    """Each decision the engine can ask (``napoleon1815-ask-*``, ``-window-*`` in the catalog) is
    one the players know; none falls back to the first action."""
    catalog = PLAY_FTL.read_text(encoding="utf-8")
    asked = set(re.findall(r"^(napoleon1815-ask-[a-z-]+) =", catalog, re.M))
    known = set(decisions.SMALL) | set(decisions.OPERATIONS)
    assert asked and asked == known
    windows = set(re.findall(r"^(napoleon1815-window-[a-z-]+) =", catalog, re.M))
    assert windows and all(w.startswith(decisions.WINDOW) for w in windows)


def _blind(prompt: Prompt) -> Prompt:
    """The same question with every word gone: no text, no labels, no public forms."""
    bare = [Action(a.verb, a.args) for a in prompt.actions]
    return replace(prompt, text=Msg("napoleon1815-title"), actions=bare)


@pytest.mark.parametrize("options", MODES[1:], ids=["2p-grognard", "3p-grognard"])
def test_strategies_read_only_the_seat_view_and_no_words(options: dict[str, str]) -> None:
    """Re-deal what the seat cannot see (``determinize``, ``perturbations``) or take every word out
    of the prompt: every strategy picks the same action."""
    state = GAME.setup(7, "ligny_quatre_bras", options)
    checked = 0
    for step in range(500):
        if GAME.result(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        mine_view = GAME.view(state, seat)
        if step % 3 == 0 and len(prompt.actions) > 1:
            others = [GAME.determinize(state, seat, 1000 + step), *GAME.perturbations(state, seat, step)[:2]]
            for name, player in SCRIPTED.items():
                if (seat == "france") != (name in policy.FRANCE_PLAYERS):
                    continue
                clear_cache()
                mine = player.decide(mine_view, prompt, Rng(step))
                for other in others:
                    clear_cache()
                    theirs = player.decide(GAME.view(other, seat), GAME.prompt(other, seat), Rng(step))
                    assert mine == theirs, (step, seat, name, prompt.key)
                clear_cache()
                assert player.decide(mine_view, _blind(prompt), Rng(step)) == mine, (
                    step,
                    seat,
                    name,
                    prompt.key,
                )
                checked += 1
        player = SCRIPTED["aggressive" if seat == "france" else "hold"]
        GAME.apply(state, seat, player.decide(mine_view, prompt, Rng(step)), observe=False)
    assert checked > 30


def test_a_battle_card_is_played_when_one_applies() -> None:
    """Card windows: the best battle card offered, else hand the question to the partner."""
    state = GAME.setup(3, "waterloo", {"players": "3"})
    know = Know(GAME.view(state, "anglo_dutch"))
    valour = next(c for c in range(1, 83) if cards.CARD[c].event == "valour")
    square = next(c for c in range(1, 83) if cards.CARD[c].event == "square")
    prompt = Prompt("napoleon1815-window-battle", Msg("napoleon1815-title"))
    prompt.actions = [
        Action("play", (square,)),
        Action("play", (valour,)),
        Action("hand_on"),
        Action("decline"),
    ]
    assert decisions.decide(know, prompt, HOLD) == Action("play", (valour,))
    prompt.actions = prompt.actions[2:]
    assert decisions.decide(know, prompt, HOLD) == Action("hand_on")


def test_a_destroyed_bridge_costs_three_mp() -> None:
    view = GAME.view(GAME.setup(1, "campaign"), "france")
    road = board.ROADS[0]
    assert decisions.road_cost(Know(view), road.a, road.b) == 1
    view["destroyed_bridges"] = [road.key]
    assert decisions.road_cost(Know(view), road.a, road.b) == 3


def test_knowledge_is_kept_per_board_and_read_anew_from_each_view() -> None:
    """``policy.know``: two views of one board share the knowledge worked out, which reads what it
    does not hold from the latest view; a board that differs in anything ``Know`` reads gets its own."""
    state = GAME.setup(2, "campaign", {"players": "3", "rules": "grognard"})
    first, again = GAME.view(state, "prussia"), GAME.view(state, "prussia")
    assert first is not again
    kept = policy.know(first)
    assert policy.know(again) is kept and kept.v is again
    later = GAME.view(state, "prussia")
    later["reinforcements"] = later["reinforcements"][1:]  # one arrival fewer: other hidden guesses
    other = policy.know(later)
    assert other is not kept and other.v is later
    assert policy.know(GAME.view(state, "anglo_dutch")) is not kept


def test_aggressive_france_beats_random_allies_and_hold_beats_random_france() -> None:
    """The scripts play: against a random opponent each side wins nearly every game."""
    france = [
        matchup.play(GAME, players("aggressive", "random"), s, "ligny_quatre_bras")[0] for s in range(6)
    ]
    allies = [matchup.play(GAME, players("random", "hold"), s, "ligny_quatre_bras")[0] for s in range(6)]
    assert sum(r is not None and r.winners == ("france",) for r in france) >= 5
    assert sum(r is not None and r.winners == ("allies",) for r in allies) >= 5


def test_the_matchup_harness_plays_three_player_matchups(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["napoleon1815", "--games", "2", "--scenario", "waterloo", "--option", "players=3"]
    argv += ["--seat", "france=methodical", "--seat", "anglo_dutch=hold", "--seat", "prussia=concentrate"]
    assert matchup.main(argv) == 0
    (line,) = capsys.readouterr().out.splitlines()
    row = json.loads(line)
    assert row["games"] == 2 and row["unfinished"] == 0
    assert sum(row["reasons"].values()) == 2


def test_the_balance_command_prints_one_line_per_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--games", "2", "--france", "aggressive", "--allies", "hold"]
    assert strategies.main([*argv, "--scenario", "ligny_quatre_bras", "--scenario", "waterloo"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["scenario"] for r in rows] == ["ligny_quatre_bras", "waterloo"]
    for row in rows:
        assert row["games"] == 2 and row["unfinished"] == [] and sum(row["reasons"].values()) == 2
        assert 0 <= row["vp_median"] <= 20


@pytest.mark.parametrize(
    ("seed", "scenario", "france", "allies", "options"),
    [
        (37, "ligny_quatre_bras", "random", "hold", {}),  # Wellington with Prussians at Ligny (OPS-5)
        (90, "waterloo", "aggressive", "hold", {"players": "3"}),  # a stale plan once looped add/drop
        # Prussia's corps may not leave a hidden Anglo-Dutch commander alone: the plan is given up
        (65, "waterloo", "aggressive", "hold", {"players": "3", "rules": "grognard"}),
    ],
)
def test_scripted_players_never_loop_on_a_stack(
    seed: int, scenario: str, france: str, allies: str, options: dict[str, str]
) -> None:
    """Two positions where a scripted player used to add and drop (or go back) forever."""
    result, steps = matchup.play(GAME, players(france, allies), seed, scenario, options)
    assert result is not None
    assert steps < 2000
