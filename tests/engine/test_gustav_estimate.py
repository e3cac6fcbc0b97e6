"""Gustav's estimate for search before the battle: what a seat's own army is worth (``builds``),
never what the other side raised in secret; and a search at the build that can raise another army
than the scripted player's, never a worse one."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.agent import info_for
from engine.core.levels import level_agent, preferred
from engine.core.rng import Rng
from engine.gustav import builds
from engine.gustav.data.units import KINDS
from engine.gustav.policy import ARMIES
from engine.gustav.prepare import armies
from engine.gustav.worth import WORTH
from tests.engine.test_gustav_helpers import GAME, IMP, SWE, deploy_anywhere, prepare


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_every_army_a_side_may_raise_has_a_worth(seat: str) -> None:
    assert set(WORTH[seat]) == set(armies(seat))
    assert all(0.0 <= rate <= 1.0 for rate in WORTH[seat].values())
    best = max(WORTH[seat], key=WORTH[seat].__getitem__)
    assert best in builds.plausible(seat)
    assert WORTH[seat][()] < builds.unknown(seat) < WORTH[seat][best]  # the HQ alone is worth least


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_before_the_build_a_seat_has_the_mean_chance_then_its_army_s(seat: str) -> None:
    s = GAME.setup(1)
    assert GAME.estimate(s, seat) == builds.unknown(seat)
    army = max(builds.plausible(seat), key=WORTH[seat].__getitem__)
    prepare(s, seat, army)
    assert GAME.estimate(s, seat) == WORTH[seat][army] > builds.unknown(seat)


def test_the_other_side_s_secret_army_never_changes_a_seat_s_estimate() -> None:
    chances = set()
    for army in builds.plausible(SWE)[:4]:
        s = GAME.setup(1)
        prepare(s, IMP, ("pike", "pike", "pike", "cavalry"))
        prepare(s, SWE, army)
        chances.add(GAME.estimate(s, IMP))
        deploy_anywhere(s)  # revealed and deployed: still the army's worth until round 1
        assert s.round == 1
    assert chances == {WORTH[IMP][("pike", "pike", "pike", "cavalry")]}


def test_from_round_one_the_lead_decides() -> None:
    s = GAME.setup(1)
    for seat in (IMP, SWE):
        prepare(s, seat)
    deploy_anywhere(s)
    assert GAME.estimate(s, IMP) == pytest.approx(0.5)
    s.lost[SWE].append("cavalry")
    assert GAME.estimate(s, IMP) > 0.5 > GAME.estimate(s, SWE)


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_the_search_s_prior_weighs_the_worthiest_army_against_greedy_s_and_nothing_else(seat: str) -> None:
    prior = preferred(GAME)
    assert prior is not None
    s = GAME.setup(3)
    at_build = prior(GAME, s, seat, Rng(3))
    assert at_build[-1] == Action("army", builds.worthiest(seat))
    assert builds.worthiest(seat) in builds.plausible(seat)
    for n, army in enumerate(builds.plausible(SWE if seat == IMP else IMP)[:3]):
        s = GAME.setup(n)
        for side in (IMP, SWE):
            prepare(s, side, builds.worthiest(side) if side == seat else army)
        while s.round == 0:  # the deployment: the two players agree, so the prior is greedy's alone
            mover = GAME.to_act(s)[0]
            chosen = prior(GAME, s, mover, Rng(n))
            assert len(chosen) == 1
            GAME.apply(s, mover, chosen[0])


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_the_search_raises_an_army_worth_at_least_the_scripted_one(seat: str) -> None:
    """At 40 playouts a node opens four armies, the scripted player's first: the search keeps it or
    takes one worth more (``SECURE``), and on some seeds it is not one of the scripted templates."""
    templates = {tuple(sorted(t, key=KINDS.index)) for t in ARMIES[seat]}
    agent = level_agent(GAME, seat, "normal", playouts=40)
    other = SWE if seat == IMP else IMP
    raised = []
    for seed in range(1, 6):
        s = GAME.setup(seed)
        if seat == SWE:
            prepare(s, other, ("pike", "pike", "pike", "cavalry"))
        chosen = tuple(str(a) for a in agent.choose(info_for(GAME, s, seat, Rng(seed))).args)
        assert chosen in armies(seat)
        assert WORTH[seat][chosen] >= min(WORTH[seat][t] for t in templates if t in WORTH[seat])
        raised.append(chosen)
    assert any(army not in templates for army in raised)
