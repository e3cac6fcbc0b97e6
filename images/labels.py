"""Label placement: boxes put beside the points they belong to, inside the picture, off each other
and off what must stay readable, with a leader line when a box has to stand away from its point.

Nothing here knows a game. A renderer describes its picture as a ``Field`` of weighted obstacles
(names, symbols, markers, roads, rivers, labels already placed), then asks ``place`` for the best
spot of one box, given the point it belongs to (an ``Anchor``) and the shapes the box may take (a
stack of counters in one row or in two...). The chosen box and its leader line go into the field
before the next box is placed, biggest first. A point-crawl map uses its areas' symbols as
anchors; a hex map uses its hex centres the same way. ``spread`` does the same job on one line:
captions along a track, kept in order, apart and inside the picture.

Boxes are ``(x0, y0, x1, y1)`` in pixels, ``x0 < x1`` and ``y0 < y1``.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache

Point = tuple[float, float]
Size = tuple[float, float]
Box = tuple[float, float, float, float]


# --- boxes and segments ---------------------------------------------------------------------------


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share (0 when they only touch)."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def gap(a: Box, b: Box) -> float:
    """The distance between two boxes (0 when they touch or overlap)."""
    dx = max(0.0, b[0] - a[2], a[0] - b[2])
    dy = max(0.0, b[1] - a[3], a[1] - b[3])
    return math.hypot(dx, dy)


def inside(box: Box, bounds: Box) -> bool:
    """Whether ``box`` lies wholly within ``bounds``."""
    return box[0] >= bounds[0] and box[1] >= bounds[1] and box[2] <= bounds[2] and box[3] <= bounds[3]


def around(point: Point, radius: float) -> Box:
    """The square of half-side ``radius`` centred on ``point``."""
    x, y = point
    return (x - radius, y - radius, x + radius, y + radius)


def nearest(box: Box, point: Point) -> Point:
    """The point of ``box`` nearest to ``point`` (``point`` itself when inside)."""
    return (min(max(point[0], box[0]), box[2]), min(max(point[1], box[1]), box[3]))


def distance(box: Box, point: Point) -> float:
    """How far ``point`` is from ``box``."""
    x, y = nearest(box, point)
    return math.hypot(x - point[0], y - point[1])


def shift_inside(box: Box, bounds: Box) -> Box:
    """``box`` moved the least distance that puts it inside ``bounds`` (centred on an axis where it
    is too big to fit)."""
    x0, y0, x1, y1 = box
    dx = _shift(x0, x1, bounds[0], bounds[2])
    dy = _shift(y0, y1, bounds[1], bounds[3])
    return (x0 + dx, y0 + dy, x1 + dx, y1 + dy)


def _shift(lo: float, hi: float, low: float, high: float) -> float:
    if hi - lo > high - low:
        return (low + high) / 2 - (lo + hi) / 2
    return max(low - lo, 0.0) + min(high - hi, 0.0)


def clipped(a: Point, b: Point, box: Box) -> float:
    """The length of the segment ``ab`` inside ``box`` (Liang-Barsky clipping)."""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - box[0]), (dx, box[2] - a[0]), (-dy, a[1] - box[1]), (dy, box[3] - a[1])):
        if p == 0:
            if q < 0:
                return 0.0
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return 0.0
    return (t1 - t0) * math.hypot(dx, dy)


def crosses(a: Point, b: Point, box: Box) -> bool:
    """Whether the segment ``ab`` passes through ``box``."""
    return clipped(a, b, box) > 0 or (
        box[0] <= a[0] <= box[2] and box[1] <= a[1] <= box[3]  # a segment of no length
    )


# --- what labels should not cover -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """What covering an obstacle costs: ``area`` per square pixel covered (per pixel of length for
    a line), plus ``touch`` once for any contact, so that a near miss loses to a clear spot."""

    area: float
    touch: float = 0.0


# (x0, y0, x1, y1, cost per px², cost of a touch)
_Item = tuple[float, float, float, float, float, float]
# (ax, ay, bx, by, cost per px, cost of a touch, nx, ny, c): the ends, then the line's unit normal
# and offset (n·p = c on the line), for a quick test of whether it can meet a box at all
_Line = tuple[float, float, float, float, float, float, float, float, float]


class Field:
    """The obstacles of a picture: boxes and lines, each with its ``Cost``. A field may lie on a
    ``base`` field (``layer``): its cost counts both, and what is added goes to the top one only,
    so a renderer keeps the picture's fixed obstacles in one field under the ones of each board.
    ``near`` cuts out what reaches into a region, for many queries there."""

    def __init__(
        self, boxes: Sequence[_Item] = (), lines: Sequence[_Line] = (), base: Field | None = None
    ) -> None:
        self.boxes: list[_Item] = list(boxes)
        self.lines: list[_Line] = list(lines)
        self.base = base

    def add(self, box: Box, cost: Cost) -> None:
        self.boxes.append((*box, cost.area, cost.touch))

    def add_line(self, a: Point, b: Point, cost: Cost) -> None:
        """A straight line (a road, a leader line) that a box should not sit on."""
        length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
        nx, ny = (a[1] - b[1]) / length, (b[0] - a[0]) / length
        self.lines.append((*a, *b, cost.area, cost.touch, nx, ny, nx * a[0] + ny * a[1]))

    def add_path(self, points: Sequence[Point], cost: Cost) -> None:
        for a, b in itertools.pairwise(points):
            self.add_line(a, b, cost)

    def layer(self) -> Field:
        """An empty field on top of this one."""
        return Field(base=self)

    def near(self, region: Box) -> Field:
        """The obstacles (of this field and those under it) that reach into ``region``, in one
        flat field."""
        x0, y0, x1, y1 = region
        boxes: list[_Item] = []
        lines: list[_Line] = []
        field: Field | None = self
        while field is not None:
            boxes += [o for o in field.boxes if o[2] > x0 and o[0] < x1 and o[3] > y0 and o[1] < y1]
            lines += [
                o
                for o in field.lines
                if max(o[0], o[2]) > x0
                and min(o[0], o[2]) < x1
                and max(o[1], o[3]) > y0
                and min(o[1], o[3]) < y1
            ]
            field = field.base
        boxes.sort(key=lambda o: -o[5])  # what costs most to touch first: a poor spot is left sooner
        return Field(boxes, lines)

    def cost(self, box: Box, limit: float = math.inf) -> float:
        """What ``box`` covers, weighted; the sum stops growing once it passes ``limit``."""
        total = self.base.cost(box, limit) if self.base is not None else 0.0
        if total > limit:
            return total
        x0, y0, x1, y1 = box
        for a0, b0, a1, b1, weight, touch in self.boxes:
            if a1 <= x0 or a0 >= x1 or b1 <= y0 or b0 >= y1:
                continue
            total += weight * (min(x1, a1) - max(x0, a0)) * (min(y1, b1) - max(y0, b0)) + touch
            if total > limit:
                return total
        cx, cy, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
        for ax, ay, bx, by, weight, touch, nx, ny, c in self.lines:
            if (
                (ax <= x0 and bx <= x0)
                or (ax >= x1 and bx >= x1)
                or (ay <= y0 and by <= y0)
                or (ay >= y1 and by >= y1)
            ):
                continue
            if abs(nx * cx + ny * cy - c) >= hx * abs(nx) + hy * abs(ny):
                continue  # the box lies wholly on one side of the line
            length = clipped((ax, ay), (bx, by), box)
            if length > 0:
                total += weight * length + touch
                if total > limit:
                    return total
        return total


# --- one box beside its point ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Anchor:
    """The point a box belongs to. ``own`` are the anchor's own marks (its symbol, its name): a box
    that touches one of them (within ``Rules.attach``) reads as attached and needs no leader line."""

    point: Point
    own: tuple[Box, ...] = ()


@dataclass(frozen=True, slots=True)
class Rules:
    """How far boxes may stand from their point, and what distance and leader lines cost.

    Candidate spots come in rings around the point: the first ring ``near`` px from it, then
    every ``ring`` px up to ``reach``, with spots ``step`` px apart along each ring. Each px of
    distance costs ``distance`` (so a spot farther by ``ring`` px must save that much cover);
    a box farther than ``attach`` from its point and its own marks gets a leader line, which costs
    ``leader`` plus ``crossing`` for each blocker it crosses.
    """

    near: float = 18.0
    reach: float = 180.0
    ring: float = 12.0
    step: float = 14.0
    distance: float = 3.0
    attach: float = 22.0
    leader: float = 0.0
    crossing: float = 6000.0


@dataclass(frozen=True, slots=True)
class Spot:
    """A box's chosen place: the box, which of its shapes, its cost (distance and cover), the
    cover alone, and where the leader line from the anchor meets it (None: no line)."""

    box: Box
    shape: int
    cost: float
    cover: float
    leader: Point | None


def leader_end(anchor: Anchor, box: Box, attach: float) -> Point | None:
    """Where the line from ``anchor`` meets ``box``, or None when the box is attached (within
    ``attach`` px of the point, or touching one of the anchor's own marks)."""
    end = nearest(box, anchor.point)
    if math.hypot(end[0] - anchor.point[0], end[1] - anchor.point[1]) <= attach:
        return None
    if any(gap(box, mark) <= 2 for mark in anchor.own):
        return None
    return end


_DIAGONALS = tuple((math.cos(math.radians(a)), math.sin(math.radians(a))) for a in (25, 45, 65))


@cache
def ring(w: float, h: float, d: float, step: float) -> tuple[Point, ...]:
    """Top-left offsets, from a point, of the ``w`` x ``h`` boxes whose nearest side is ``d`` px away:
    beside the point (the box spanning its height), above and below it, and at the four corners;
    the most centred first."""
    out: list[Point] = []
    for k in range(int(h // step) + 1):
        top = -h / 2 + ((k + 1) // 2) * step * (1 if k % 2 else -1)
        if -h <= top <= 0:
            out += [(d, top), (-d - w, top)]
    for k in range(int(w // step) + 1):
        left = -w / 2 + ((k + 1) // 2) * step * (1 if k % 2 else -1)
        if -w <= left <= 0:
            out += [(left, d), (left, -d - h)]
    for c, s in _DIAGONALS:
        dx, dy = d * c, d * s
        out += [(dx, dy), (-dx - w, dy), (dx, -dy - h), (-dx - w, -dy - h)]
    return tuple(out)


def candidates(
    point: Point, size: Size, rules: Rules, penalty: float = 0.0, shape: int = 0
) -> Iterator[tuple[float, int, Box]]:
    """(preference, ``shape``, box) of the spots around ``point``, ring by ring, nearest first."""
    x, y = point
    w, h = size
    d = rules.near
    while d <= rules.reach:
        preference = d * rules.distance + penalty
        for dx, dy in ring(w, h, d, rules.step):
            yield preference, shape, (x + dx, y + dy, x + dx + w, y + dy + h)
        d += rules.ring


def place(
    anchor: Anchor,
    shapes: Sequence[Size],
    field: Field,
    bounds: Box,
    rules: Rules = Rules(),
    penalties: Sequence[float] = (),
    blockers: Sequence[Box] = (),
    judge: Callable[[Box], float] | None = None,
    limit: float = math.inf,
) -> Spot:
    """The best spot, inside ``bounds``, for a box of one of ``shapes`` beside ``anchor``: where it
    covers least of ``field``, as near the point as it can. ``penalties[i]`` is what choosing
    shape i costs (a less natural arrangement); ``blockers`` are what a leader line should not
    cross; ``judge``, what else a spot costs in the renderer's eyes (asked only of spots that can
    still win). Spots of every shape come nearest first, and the search stops when no farther spot
    can win. Only spots costing less than ``limit`` can win (a caller that needs no spot as dear
    as that stops sooner). With nowhere inside ``bounds`` (or under ``limit``), the first shape
    beside the point, moved inside, at an infinite cost."""
    x, y = anchor.point

    def reach(size: Size) -> Box:
        w, h = rules.reach + size[0], rules.reach + size[1]
        return (x - w, y - h, x + w, y + h)

    region = reach((max(size[0] for size in shapes), max(size[1] for size in shapes)))
    near = field.near(region)
    fields = [near.near(reach(size)) for size in shapes]  # what each shape's spots can cover
    blockers = [
        b for b in blockers if b[2] > region[0] and b[0] < region[2] and b[3] > region[1] and b[1] < region[3]
    ]
    streams = [
        candidates(anchor.point, size, rules, penalties[i] if i < len(penalties) else 0.0, i)
        for i, size in enumerate(shapes)
    ]
    best: Spot | None = None
    bound = limit  # what a spot must cost less than to win
    # by preference, then shape (no two spots of one stream are compared: the order is merge's)
    for preference, shape, box in heapq.merge(*streams):
        if preference >= bound:
            break
        if not inside(box, bounds):
            continue
        room = bound - preference
        cover = fields[shape].cost(box, room)
        end = None
        if cover <= room:
            end = leader_end(anchor, box, rules.attach)
            if end is not None:
                cover += rules.leader + rules.crossing * _crossed(anchor.point, end, blockers)
            if judge is not None and cover <= room:
                cover += judge(box)
        if (best is None and bound == math.inf) or preference + cover < bound:
            best = Spot(box, shape, preference + cover, cover, end)
            bound = best.cost
    if best is None:
        w, h = shapes[0]
        box = shift_inside((x + rules.near, y - h / 2, x + rules.near + w, y + h / 2), bounds)
        best = Spot(box, 0, math.inf, math.inf, leader_end(anchor, box, rules.attach))
    return best


def _crossed(a: Point, b: Point, blockers: Sequence[Box]) -> int:
    """How many of ``blockers`` the segment ``ab`` passes through (those clear of its bounding box
    passed over at once)."""
    x0, x1 = min(a[0], b[0]), max(a[0], b[0])
    y0, y1 = min(a[1], b[1]), max(a[1], b[1])
    return sum(
        1
        for box in blockers
        if box[0] <= x1 and box[2] >= x0 and box[1] <= y1 and box[3] >= y0 and crosses(a, b, box)
    )


# --- captions on a line ---------------------------------------------------------------------------


def spread(
    wanted: Sequence[tuple[float, float]], low: float, high: float, space: float = 0.0
) -> list[float] | None:
    """Left edges for labels of ``(wanted left edge, width)`` on one line, kept in the given order,
    at least ``space`` apart, within ``[low, high]``, each moved as little as can be (least
    squares); None when they cannot fit side by side."""
    if not wanted:
        return []
    offsets, used = [], 0.0
    for _, width in wanted:
        offsets.append(used)
        used += width + space
    used -= space
    if used > high - low + 1e-9:
        return None
    # with y_i = x_i - offset_i the order constraint is y non-decreasing: pool adjacent violators
    blocks: list[list[float]] = []  # [mean, weight]
    for (left, _), offset in zip(wanted, offsets, strict=True):
        blocks.append([left - offset, 1.0])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            mean, weight = blocks.pop()
            blocks[-1][0] = (blocks[-1][0] * blocks[-1][1] + mean * weight) / (blocks[-1][1] + weight)
            blocks[-1][1] += weight
    top = high - used  # the last label's right edge at ``high``
    ys = [min(max(mean, low), top) for mean, weight in blocks for _ in range(int(weight))]
    return [y + offset for y, offset in zip(ys, offsets, strict=True)]
