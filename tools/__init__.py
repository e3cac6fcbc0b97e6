"""Command-line tools around the engines: self-play, terminal play, benchmarks.

They do I/O and read the clock, so they live here and not in ``engine/``; ``python -m engine.selfplay``
and ``python -m engine.play`` are thin entry points into this package.
"""
