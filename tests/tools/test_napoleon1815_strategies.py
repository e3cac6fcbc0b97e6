"""The scripted Napoleon 1815 strategies (tools/napoleon1815_strategies.py): they finish games in
every mode, and they decide from the seat's view alone."""

from __future__ import annotations

import json

import pytest

from engine.core.rng import Rng
from tools import napoleon1815_strategies as strategies

MODES = [
    {"players": "2", "rules": "conscript"},
    {"players": "2", "rules": "grognard"},
    {"players": "3", "rules": "grognard"},
]


@pytest.mark.parametrize("scenario", ["ligny_quatre_bras", "waterloo", "campaign"])
@pytest.mark.parametrize("options", MODES, ids=lambda o: f"{o['players']}p-{o['rules']}")
def test_scripted_players_finish_a_game(scenario: str, options: dict[str, str]) -> None:
    pairs = [("aggressive", "hold"), ("methodical", "concentrate")]
    for seed, (france, allies) in enumerate(pairs[: 1 if scenario == "campaign" else 2], start=1):
        result = strategies.play(
            seed,
            strategies.FRANCE_PLAYERS[france],
            strategies.ALLIED_PLAYERS[allies],
            scenario,
            options,
        )
        assert result["winner"] in ("france", "allies"), result
        assert result["how"] in ("end", "vp0", "vp20", "napoleon")
        assert 0 <= result["vp"] <= 20


@pytest.mark.parametrize("options", MODES[1:], ids=["2p-grognard", "3p-grognard"])
def test_strategies_read_only_the_seat_view(options: dict[str, str]) -> None:
    """Re-deal what the seat cannot see (``determinize``): every strategy picks the same action."""
    game = strategies.GAME
    players = {**strategies.FRANCE_PLAYERS, **strategies.ALLIED_PLAYERS}
    del players["random"]
    state = game.setup(7, "ligny_quatre_bras", options)
    checked = 0
    for step in range(400):
        if game.result(state) is not None:
            break
        seat = game.to_act(state)[0]
        prompt = game.prompt(state, seat)
        if step % 3 == 0 and len(prompt.actions) > 1:
            other = game.determinize(state, seat, 1000 + step)
            for name, player in players.items():
                if (seat == "france") != (name in strategies.FRANCE_PLAYERS):
                    continue
                strategies.clear_cache()
                mine = player(game.view(state, seat), prompt, Rng(step))
                strategies.clear_cache()
                theirs = player(game.view(other, seat), game.prompt(other, seat), Rng(step))
                assert mine == theirs, (step, seat, name, prompt.text)
                checked += 1
        player = (
            strategies.FRANCE_PLAYERS["aggressive"] if seat == "france" else strategies.ALLIED_PLAYERS["hold"]
        )
        game.apply(state, seat, player(game.view(state, seat), prompt, Rng(step)))
    assert checked > 20


def test_command_line_prints_one_line_per_matchup(capsys: pytest.CaptureFixture[str]) -> None:
    assert strategies.main(["--games", "2", "--france", "aggressive", "--allies", "hold"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    row = json.loads(line)
    assert row["scenario"] == "ligny_quatre_bras" and row["games"] == 2
    assert sum(row["outcomes"].values()) == 2


@pytest.mark.parametrize(
    ("seed", "scenario", "france", "allies", "options"),
    [
        (37, "ligny_quatre_bras", "random", "hold", {}),  # Wellington with Prussians at Ligny (OPS-5)
        (90, "waterloo", "aggressive", "hold", {"players": "3"}),  # a stale plan once looped add/drop
    ],
)
def test_scripted_players_never_loop_on_a_stack(
    seed: int, scenario: str, france: str, allies: str, options: dict[str, str]
) -> None:
    """Two positions where a scripted player used to add and drop (or go back) forever."""
    result = strategies.play(
        seed, strategies.FRANCE_PLAYERS[france], strategies.ALLIED_PLAYERS[allies], scenario, options
    )
    assert result["winner"] in ("france", "allies"), result
    assert result["steps"] < 2000
