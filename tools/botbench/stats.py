"""Percentiles of latency samples, printed in ``make bench``'s JSON-line format."""

from __future__ import annotations

import math
import statistics

from tools.bench import emit


def percentile(samples: list[float], pct: int) -> float:
    """The ``pct``-th percentile (linear interpolation between the closest ranks; the nearest rank
    when some sample is infinite: an interaction never answered)."""
    if len(samples) == 1:
        return samples[0]
    if any(math.isinf(s) for s in samples):
        ordered = sorted(samples)
        return ordered[min(len(ordered) - 1, max(0, math.ceil(pct / 100 * len(ordered)) - 1))]
    return statistics.quantiles(samples, n=100, method="inclusive")[pct - 1]


def report(name: str, samples: list[float], pct: int, target: float, unit: str = "ms") -> None:
    """Two lines: ``<name>_p<pct>`` and ``<name>_median``, both against ``target``."""
    if not samples:
        raise ValueError(f"no samples for {name}")
    emit(f"{name}_p{pct}", percentile(samples, pct), unit, target)
    emit(f"{name}_median", percentile(samples, 50), unit, target)
