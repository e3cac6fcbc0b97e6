"""tools.gustav_builds: the plausible pairs, the zero-sum game solved exactly, and the module written
from the pairs' results."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from engine.gustav.builds import plausible
from tools import gustav_builds

F = Fraction


def test_matching_pennies_is_half_and_half() -> None:
    rows, cols, value = gustav_builds.solve([[F(1), F(0)], [F(0), F(1)]])
    assert rows == cols == [F(1, 2), F(1, 2)] and value == F(1, 2)


def test_rock_paper_scissors_is_a_third_each() -> None:
    rps = [[F(1, 2), F(0), F(1)], [F(1), F(1, 2), F(0)], [F(0), F(1), F(1, 2)]]
    rows, cols, value = gustav_builds.solve(rps)
    assert rows == cols == [F(1, 3)] * 3 and value == F(1, 2)


def test_an_uneven_game_and_a_saddle_point() -> None:
    rows, cols, value = gustav_builds.solve([[F(3), F(1)], [F(2), F(4)]])
    assert (rows, cols, value) == ([F(1, 2), F(1, 2)], [F(3, 4), F(1, 4)], F(5, 2))
    rows, cols, value = gustav_builds.solve([[F(1), F(2), F(3)], [F(0), F(1), F(0)]])
    assert (rows, cols, value) == ([F(1), F(0)], [F(1), F(0), F(0)], F(1))  # pure: row 1, column 1


def test_every_plausible_pair_meets_once() -> None:
    pairs = gustav_builds.pairs()
    assert len(pairs) == len(set(pairs)) == len(plausible("imperial")) * len(plausible("swedish"))
    assert all(x in plausible("imperial") and y in plausible("swedish") for x, y in pairs)


def _lines(best: tuple[str, ...]) -> list[dict[str, Any]]:
    """Every plausible pair, 4 games: the Imperial army ``best`` wins all of its, every other loses."""
    return [
        {
            "imperial": list(x),
            "swedish": list(y),
            "games": 4,
            "wins": {"imperial": 4 * (x == best), "swedish": 4 * (x != best)},
        }
        for x, y in gustav_builds.pairs()
    ]


def test_the_module_keeps_the_results_and_the_mixtures() -> None:
    best = plausible("imperial")[3]
    found = gustav_builds.results(_lines(best))
    assert found[(best, plausible("swedish")[0])] == (4, 4, 0)
    space: dict[str, Any] = {}
    exec(gustav_builds.matchups(found, 4, 1), space)
    assert space["MIXTURES"]["imperial"] == {best: 10_000}  # the army that wins every pair, alone
    assert sum(space["MIXTURES"]["swedish"].values()) == 10_000
    assert space["VALUE"] == 1.0
    assert len(space["RESULTS"]) == len(gustav_builds.pairs())


def test_a_missing_or_doubled_pair_is_refused() -> None:
    lines = _lines(plausible("imperial")[0])
    with pytest.raises(AssertionError, match="without a result"):
        gustav_builds.results(lines[1:])
    with pytest.raises(AssertionError, match="read twice"):
        gustav_builds.results([*lines, lines[0]])
