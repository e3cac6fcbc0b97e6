"""Sample views for the palette and the tests: each scenario a few turns into a game played by the
random Coalition player (seeded), so that the palette sees units, chits and markers."""

from __future__ import annotations

from functools import cache

from engine.core.rng import Rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.view import SolitaireView

SCENARIOS = ("bonaparte1792", "napoleon1805", "end1813")


@cache
def sample_views() -> tuple[SolitaireView, ...]:
    game = NapoleonicWars()
    views = []
    for seed, scenario in enumerate(SCENARIOS, 1):
        state = game.setup(seed, scenario)
        pick = Rng(seed)
        for _ in range(120):
            if game.result(state) is not None:
                break
            actions = game.legal_actions(state, "coalition")
            game.apply(state, "coalition", actions[pick.below(len(actions))])
        views.append(game.view(state, None))
    return tuple(views)
