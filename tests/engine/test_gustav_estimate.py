"""Gustav's army build, a secret choice made by both sides at once (``builds``): each side draws its
army from its equilibrium mixture with the player's own generator, the search's estimate before the
battle reads the seat's own army alone (its rate against the other side's mixture), and the search
keeps the army drawn, so that nobody can tell the army beforehand."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import Action
from engine.core.agent import info_for
from engine.core.levels import level_agent
from engine.core.rng import Rng
from engine.gustav import builds, determinize
from engine.gustav.matchups import MIXTURES
from engine.gustav.policy import greedy
from engine.gustav.prepare import armies
from tests.engine.test_gustav_helpers import GAME, IMP, SWE, deploy_anywhere, prepare

NOISE = 0.002  # the mixtures are kept in parts of 10,000: an army's rate against one is this near


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_every_army_of_a_mixture_is_worth_the_value_and_none_more(seat: str) -> None:
    mixture = MIXTURES[seat]
    assert set(mixture) <= set(builds.plausible(seat))
    assert len(mixture) > 1 and all(weight > 0 for weight in mixture.values())
    for army in mixture:
        assert builds.worth(seat, army) == pytest.approx(builds.value(seat), abs=NOISE)
    for army in armies(seat):
        assert builds.worth(seat, army) <= builds.value(seat) + NOISE
    unspent = next(a for a in armies(seat) if a not in builds.plausible(seat))
    assert builds.worth(seat, unspent) == min(builds.worth(seat, a) for a in builds.plausible(seat))
    assert builds.value(IMP) + builds.value(SWE) == pytest.approx(1.0)


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_an_army_is_drawn_as_often_as_its_weight(seat: str) -> None:
    pick = Rng(7)
    drawn = Counter(builds.drawn(seat, pick) for _ in range(4000))
    total = sum(MIXTURES[seat].values())
    assert set(drawn) == set(MIXTURES[seat])
    for army, weight in MIXTURES[seat].items():
        assert drawn[army] / 4000 == pytest.approx(weight / total, abs=0.03)


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_before_the_build_a_seat_has_the_value_then_its_army_s(seat: str) -> None:
    s = GAME.setup(1)
    assert GAME.estimate(s, seat) == builds.value(seat)
    worst = min(builds.plausible(seat), key=lambda a: builds.worth(seat, a))
    prepare(s, seat, worst)
    assert GAME.estimate(s, seat) == builds.worth(seat, worst) < builds.value(seat) - 0.1


def test_the_other_side_s_secret_army_never_changes_a_seat_s_estimate() -> None:
    chances = set()
    for army in builds.plausible(SWE)[:4]:
        s = GAME.setup(1)
        prepare(s, IMP, ("pike", "pike", "pike", "cavalry"))
        prepare(s, SWE, army)
        chances.add(GAME.estimate(s, IMP))
        deploy_anywhere(s)  # revealed and deployed: still the army's worth until round 1
        assert s.round == 1
    assert chances == {builds.worth(IMP, ("pike", "pike", "pike", "cavalry"))}


def test_from_round_one_the_lead_decides() -> None:
    s = GAME.setup(1)
    for seat in (IMP, SWE):
        prepare(s, seat)
    deploy_anywhere(s)
    assert GAME.estimate(s, IMP) == pytest.approx(0.5)
    s.lost[SWE].append("cavalry")
    assert GAME.estimate(s, IMP) > 0.5 > GAME.estimate(s, SWE)


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_the_scripted_player_draws_its_army_with_its_own_generator(seat: str) -> None:
    s = GAME.setup(1)
    view, prompt = GAME.view(s, seat), GAME.prompt(s, seat)
    before = s.rng
    raised = [greedy(view, prompt, Rng(seed)) for seed in range(1, 21)]
    assert s.rng == before  # never the game's generator
    assert raised == [greedy(view, prompt, Rng(seed)) for seed in range(1, 21)]  # same seed, same army
    assert {a.args for a in raised} <= set(MIXTURES[seat])
    assert len({a.args for a in raised}) > 1


def test_the_other_side_s_secret_army_is_drawn_from_its_mixture() -> None:
    s = GAME.setup(1)
    prepare(
        s, SWE, ("pike", "pike", "shot", "artillery")
    )  # outside the mixture: the Imperial side cannot tell
    drawn = set()
    for n in range(30):
        sample = GAME.clone(s)
        determinize.redraw(sample, IMP, Rng(n))
        assert sample.armies[SWE][0] == "hq"
        drawn.add(tuple(sample.armies[SWE][1:]))
    assert drawn <= set(MIXTURES[SWE]) and len(drawn) > 1


@pytest.mark.parametrize("seat", [IMP, SWE])
def test_the_search_raises_an_army_of_the_mixture_and_not_always_the_same(seat: str) -> None:
    """A tiny budget: the search keeps the army its scripted player drew (every other is worth no
    more), and the same seed raises the same army."""
    agent = level_agent(GAME, seat, "normal", playouts=4)
    raised: list[Action] = []
    for seed in range(1, 21):
        s = GAME.setup(seed)
        if seat == SWE:
            prepare(s, IMP, ("pike", "pike", "pike", "cavalry"))
        raised.append(agent.choose(info_for(GAME, s, seat, Rng(seed))))
    assert {a.args for a in raised} <= set(MIXTURES[seat])
    assert len({a.args for a in raised}) > 1
    s = GAME.setup(3)
    if seat == SWE:
        prepare(s, IMP, ("pike", "pike", "pike", "cavalry"))
    assert agent.choose(info_for(GAME, s, seat, Rng(3))) == raised[2]
