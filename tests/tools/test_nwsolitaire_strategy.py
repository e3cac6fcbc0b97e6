"""The scripted Coalition player of the Napoleonic Wars solitaire plays every scenario to its end
from its view alone, every answer one the rules offer (``apply`` refuses any other)."""

from __future__ import annotations

import pytest

from engine.nwsolitaire import NapoleonicWars
from tools.nwsolitaire_series import main, play


@pytest.mark.parametrize("scenario", ["bonaparte1792", "napoleon1805", "end1813"])
def test_the_scripted_player_finishes_each_scenario(scenario: str) -> None:
    game = NapoleonicWars()
    for seed in (1, 2):
        won, level = play(game, seed, scenario)
        assert 0 <= level <= 16 and won == (level >= 16)


def test_the_series_prints_one_line_per_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "1"]) == 0
    assert [line.split(":")[0] for line in capsys.readouterr().out.splitlines()] == list(
        NapoleonicWars.scenarios
    )
