"""``python -m tools.bench_bot``: the bot's benchmarks, one JSON line per figure (run by ``make bench``).

1. Load: the real bot process (``python -m bot``) against the offline Discord, with ``--games``
   games of Napoleon 2.1 played at once by scripted players (see ``tools/botbench/load.py`` for the
   pace). Figures: interaction acknowledged (dispatch to the bot's initial callback, p99), a turn's
   last move to its hand-off post (the dispatch of the move that passes the turn to the post that
   tells the table, with the board when it changed, in the game's thread, p95), and the bot's
   event-loop lag (p99), each with its median. Moves that keep the turn with their player post
   nothing (they answer in the private panel), so they are not in the second figure.
2. Pace (``--pace``, alone): a whole game of each title through the offline Discord, the same seeds
   every time, and per game turn what it cost the table (``tools/botbench/pace.py``).
3. The AI load: ``--ai-games`` games (50) of one person against the AI, the AIs thinking at once on
   the bot's bounded process pool while the people look at their games; figures: interaction
   acknowledged (p99) and the bot's event-loop lag (p99), as ``bot.ai_load_*``.
4. Storage: one action appended (``SqliteStorage.commit``) on a database holding many games (p95),
   and the cold load of a game of 5,000 actions in a fresh process (the slowest of several runs).

A benchmark, not a timed test: it reports, it does not fail. How much of the machine the run had
to itself is printed on stderr with the load's size: other busy processes make every figure worse.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from pathlib import Path

from tools.bench import emit
from tools.botbench import load, pace, store
from tools.botbench.stats import percentile, report

APPENDS, COLD_RUNS = 2000, 5
AI_GAMES = 50


def bench_load(settings: load.Load, workdir: Path) -> None:
    figures = asyncio.run(load.run(settings, workdir))
    what = "AI load (one person against the AI in each)" if settings.ai else "load"
    print(
        f"{what}: {settings.games} games, think {settings.think[0]:g}-{settings.think[1]:g} s; "
        f"{figures.moves} moves in {settings.seconds:g} s ({figures.moves / settings.seconds:.1f}/s), "
        f"{figures.interactions} interactions; CPU: {figures.usage}; "
        f"the fake's own loop lag p99 {percentile(figures.driver_lag_ms, 99):.0f} ms",
        file=sys.stderr,
    )
    for problem in figures.problems[:10]:
        print(f"problem: {problem}", file=sys.stderr)
    if settings.ai:  # the hand-offs wait for the AI's thinking: only the answers and the loop count
        report("bot.ai_load_interaction_ack", figures.acks_ms, 99, 100)
        report("bot.ai_load_loop_lag", figures.lag_ms, 99, 50)
        return
    report("bot.interaction_ack", figures.acks_ms, 99, 100)
    report("bot.last_move_to_post", figures.boards_ms, 95, 400)  # a turn's last move -> its hand-off post
    report("bot.loop_lag", figures.lag_ms, 99, 50)


def ai_dir(tmp: Path) -> Path:
    (tmp / "ai").mkdir(exist_ok=True)
    return tmp / "ai"


def bench_storage(workdir: Path) -> None:
    appends, loads = store.run(workdir / "storage.db", APPENDS, COLD_RUNS)
    report("bot.sqlite_append", appends, 95, 5)
    emit(f"bot.cold_load_{store.LONG_GAME}_actions_max", max(loads), "ms", 100)
    emit(f"bot.cold_load_{store.LONG_GAME}_actions_median", statistics.median(loads), "ms", 100)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_bot", description=__doc__.split("\n\n")[0])
    defaults = load.Load()
    parser.add_argument("--games", type=int, default=defaults.games, help=f"default {defaults.games}")
    parser.add_argument(
        "--seconds", type=float, default=defaults.seconds, help=f"of play; default {defaults.seconds:g}"
    )
    parser.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=defaults.think,
        metavar=("MIN", "MAX"),
        help=f"a player's think time before each move, in seconds; default {defaults.think[0]:g} {defaults.think[1]:g}",
    )
    parser.add_argument("--seed", type=int, default=defaults.seed, help="of the players' choices")
    parser.add_argument("--pace", action="store_true", help="only the pace of whole games, as a table")
    parser.add_argument("--ai-games", type=int, default=AI_GAMES, help=f"the AI load; default {AI_GAMES}")
    parser.add_argument("--ai-only", action="store_true", help="only the AI load")
    args = parser.parse_args(argv)
    if args.pace:
        print(pace.report())
        return 0
    think = (args.think[0], args.think[1])
    settings = load.Load(args.games, defaults.guilds, args.seconds, think, args.seed)
    with tempfile.TemporaryDirectory(prefix="marengo-bench-") as tmp:
        if not args.ai_only:
            bench_load(settings, Path(tmp))
        bench_load(
            load.Load(args.ai_games, defaults.guilds, args.seconds, think, args.seed, ai=True),
            ai_dir(Path(tmp)),
        )
        if not args.ai_only:
            bench_storage(Path(tmp))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
