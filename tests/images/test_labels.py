"""Label placement (images/labels.py): boxes stay inside the picture, off each other and off what
they must not cover, attached to their point or joined to it by a leader line; captions on a line
keep their order and never overlap."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from images import labels
from images.labels import Anchor, Cost, Field, Rules

BOUNDS = (0.0, 0.0, 600.0, 400.0)
NAME = Cost(8.0, 4000.0)
LABEL = Cost(60.0, 20000.0)


def test_box_geometry() -> None:
    assert labels.overlap((0, 0, 10, 10), (5, 5, 20, 20)) == 25
    assert labels.overlap((0, 0, 10, 10), (10, 0, 20, 10)) == 0  # touching is not overlapping
    assert labels.gap((0, 0, 10, 10), (13, 14, 20, 20)) == 5
    assert labels.inside((1, 1, 5, 5), (0, 0, 5, 5)) and not labels.inside((1, 1, 6, 5), (0, 0, 5, 5))
    assert labels.shift_inside((-5, 2, 5, 8), (0, 0, 100, 100)) == (0, 2, 10, 8)
    assert labels.shift_inside((95, 95, 105, 110), (0, 0, 100, 100)) == (90, 85, 100, 100)
    assert labels.clipped((0, 5), (20, 5), (5, 0, 15, 10)) == 10
    assert labels.clipped((0, 20), (20, 20), (5, 0, 15, 10)) == 0
    assert labels.crosses((0, 0), (10, 10), (4, 4, 6, 6))
    assert not labels.crosses((0, 10), (10, 20), (4, 4, 6, 6))


def test_field_costs_what_a_box_covers() -> None:
    field = Field()
    field.add((0, 0, 10, 10), Cost(2.0, 100.0))
    field.add_line((0, 50), (100, 50), Cost(3.0, 10.0))
    assert field.cost((20, 20, 30, 30)) == 0
    assert field.cost((5, 5, 20, 20)) == 2.0 * 25 + 100
    assert math.isclose(field.cost((40, 40, 60, 60)), 3.0 * 20 + 10)
    assert field.cost((5, 5, 60, 60), limit=10) > 10  # stops early, above the limit
    near = field.near((30, 30, 200, 200))
    assert near.boxes == [] and len(near.lines) == 1


def test_a_box_goes_beside_its_point_when_the_place_is_empty() -> None:
    anchor = Anchor((300, 200))
    spot = labels.place(anchor, [(80, 30)], Field(), BOUNDS)
    assert labels.inside(spot.box, BOUNDS)
    assert labels.distance(spot.box, anchor.point) == Rules().near
    assert spot.leader is None and spot.cover == 0


def test_a_box_avoids_what_it_must_not_cover() -> None:
    anchor = Anchor((300, 200))
    field = Field()
    # the four sides of the point are taken by names; only the far north-west is free
    for box in ((318, 150, 420, 250), (180, 150, 282, 250), (250, 218, 350, 320), (250, 80, 350, 182)):
        field.add(box, NAME)
    spot = labels.place(anchor, [(60, 30)], field, BOUNDS)
    assert spot.cover == 0 or spot.leader is not None
    assert field.cost(spot.box) == 0


def test_a_box_near_the_edge_stays_inside() -> None:
    for point in ((2, 2), (598, 2), (2, 398), (598, 398), (300, 399)):
        spot = labels.place(Anchor(point), [(120, 40), (60, 80)], Field(), BOUNDS)
        assert labels.inside(spot.box, BOUNDS), point


def test_a_far_box_has_a_leader_line_and_an_attached_one_none() -> None:
    anchor = Anchor((300, 200), own=((310, 190, 380, 210),))
    assert labels.leader_end(anchor, (318, 150, 360, 170), 22) is not None
    assert labels.leader_end(anchor, (340, 210, 380, 240), 22) is None  # touches the anchor's name
    assert labels.leader_end(anchor, (310, 205, 330, 230), 22) is None  # within reach of the point
    field = Field()
    field.add(labels.around((300, 200), 100), NAME)  # everything near is taken
    spot = labels.place(Anchor((300, 200)), [(40, 20)], field, BOUNDS, Rules(reach=200))
    assert spot.leader is not None and labels.distance(spot.box, spot.leader) < 1e-9


def test_a_cheaper_shape_wins_where_one_shape_does_not_fit() -> None:
    anchor = Anchor((300, 200))
    field = Field()
    field.add((318, 150, 600, 250), NAME)  # east side taken
    field.add((0, 150, 282, 250), NAME)  # west side taken
    wide, tall = (200, 30), (60, 90)
    spot = labels.place(anchor, [wide, tall], field, BOUNDS, penalties=[0, 50])
    assert field.cost(spot.box) == 0


def test_leader_lines_avoid_blockers() -> None:
    anchor = Anchor((100, 200))
    field = Field()
    field.add((60, 160, 140, 240), NAME)
    blocker = (140, 190, 160, 210)
    spot = labels.place(anchor, [(40, 20)], field, BOUNDS, blockers=[blocker])
    assert spot.leader is not None
    assert not labels.crosses(anchor.point, spot.leader, blocker)


def test_greedy_placement_of_many_boxes_never_overlaps() -> None:
    """Forty labels around random points of a crowded picture: inside, apart, and attached or led."""
    rng = random.Random(5)
    points = [(rng.uniform(20, 580), rng.uniform(20, 380)) for _ in range(40)]
    field = Field()
    for x, y in points:
        field.add(labels.around((x, y), 8), NAME)
    rules = Rules(reach=260)
    placed: list[labels.Box] = []
    for point in points:
        size = (rng.uniform(20, 60), rng.uniform(12, 30))
        spot = labels.place(Anchor(point), [size], field, BOUNDS, rules)
        assert labels.inside(spot.box, BOUNDS)
        field.add(spot.box, LABEL)
        if spot.leader is not None:
            field.add_line(point, spot.leader, Cost(2.0, 1500.0))
        else:
            assert labels.distance(spot.box, point) <= rules.attach + 1e-9
        placed.append(spot.box)
    for a, b in itertools.combinations(placed, 2):
        assert labels.overlap(a, b) == 0
    for box, (x, y) in itertools.product(placed, points):
        assert labels.overlap(box, labels.around((x, y), 8)) == 0


def test_spread_keeps_captions_in_order_apart_and_inside() -> None:
    assert labels.spread([(10, 50), (200, 40)], 0, 300) == [10, 200]  # already apart: unmoved
    lefts = labels.spread([(0, 150), (60, 400), (630, 150)], 0, 780, space=12)
    assert lefts is not None
    assert lefts == [0, 162, 630]  # the middle one gives way, the ends keep their places
    assert lefts[0] + 150 + 12 <= lefts[1] + 1e-9 and lefts[1] + 400 + 12 <= lefts[2] + 1e-9
    assert labels.spread([(0, 400), (0, 400)], 0, 700) is None  # cannot fit side by side


@pytest.mark.parametrize("seed", range(30))
def test_spread_of_random_captions(seed: int) -> None:
    rng = random.Random(seed)
    widths = [rng.uniform(10, 120) for _ in range(rng.randint(1, 7))]
    wanted = sorted((rng.uniform(-50, 650), w) for w in widths)
    lefts = labels.spread(wanted, 0, 600, space=6)
    if sum(widths) + 6 * (len(widths) - 1) > 600:
        assert lefts is None
        return
    assert lefts is not None
    spans = [(x, x + w) for x, (_, w) in zip(lefts, wanted, strict=True)]
    assert spans[0][0] >= -1e-9 and spans[-1][1] <= 600 + 1e-9
    for (_, right), (left, _) in itertools.pairwise(spans):
        assert right + 6 <= left + 1e-9
    # captions already apart and inside stay where they are
    apart = all(a + wa + 6 <= b for (a, wa), (b, _) in itertools.pairwise(wanted))
    if apart and wanted[0][0] >= 0 and wanted[-1][0] + wanted[-1][1] <= 600:
        assert all(math.isclose(x, want) for x, (want, _) in zip(lefts, wanted, strict=True))
