"""Helpers of the bot benchmarks (``tools/bench_bot.py``) and the demo (``tools/demo.py``).

``table``: scripted players opening, seating and starting games on the offline Discord;
``timed``: that Discord noting when each interaction was answered and each message posted;
``load``: many games played at once against the real bot process; ``store``: SQLite appends and the
cold load of a long game; ``stats``: percentiles printed as benchmark lines.
"""
