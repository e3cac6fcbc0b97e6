"""tools.gustav_builds: the pairs' series read into each army's worth, and the module written from it."""

from __future__ import annotations

from typing import Any

from engine.gustav.builds import plausible
from engine.gustav.prepare import armies
from tools import gustav_builds


def test_an_army_s_worth_is_its_rate_against_the_other_side_s_plausible_armies_alone() -> None:
    mine, theirs = plausible("imperial")[0], plausible("swedish")[:2]
    weak = next(a for a in armies("swedish") if a not in plausible("swedish"))
    lines: list[dict[str, Any]] = [
        {
            "imperial": list(mine),
            "swedish": list(theirs[0]),
            "games": 4,
            "wins": {"imperial": 3, "swedish": 1},
        },
        {
            "imperial": list(mine),
            "swedish": list(theirs[1]),
            "games": 4,
            "wins": {"imperial": 1, "swedish": 1},
        },
        {"imperial": list(mine), "swedish": list(weak), "games": 2, "wins": {"imperial": 2, "swedish": 0}},
    ]
    rows = gustav_builds.table(lines)
    assert rows["imperial"][mine] == ((0.75 + 0.5) / 2, 8)  # a draw a half; the weak army left out
    assert rows["swedish"][theirs[0]] == (0.25, 4)
    assert rows["swedish"][weak] == (0.0, 2)  # ranked, against the plausible imperial army
    space: dict[str, Any] = {}
    exec(gustav_builds.module(rows, 6, 2, 1), space)
    assert space["WORTH"]["imperial"][mine] == 0.625


def test_every_plausible_pair_meets_once_and_a_weak_army_only_the_plausible() -> None:
    pairs = gustav_builds.pairs()
    assert len(pairs) == len(set(pairs))
    both = [p for p in pairs if p[0] in plausible("imperial") and p[1] in plausible("swedish")]
    assert len(both) == len(plausible("imperial")) * len(plausible("swedish"))
    assert all(p[0] in plausible("imperial") or p[1] in plausible("swedish") for p in pairs)
    assert gustav_builds.games_of(both[0], 6, 2) == 6
    assert gustav_builds.games_of(next(p for p in pairs if p not in both), 6, 2) == 2
