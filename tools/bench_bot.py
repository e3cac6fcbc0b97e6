"""``python -m tools.bench_bot``: the bot's benchmarks, one JSON line per figure (run by ``make bench``).

1. Load: the real bot process (``python -m bot``) against the offline Discord, on SQLite or on a
   PostgreSQL server of the run's own (``--backend``), with ``--games`` games of Napoleon 2.1 played
   at once by scripted players arriving open-loop (see ``tools/botbench/load.py`` for the pace).
   Figures, named ``bot.<backend>.<games>.<figure>``: interaction acknowledged (dispatch to the
   bot's initial callback: p50, p99), with the answers that came after Discord's 3 s (refused) and
   those that never came, both kept in the percentiles; a turn's last move to its hand-off post
   (p95); the bot's event-loop lag (p99); its memory (resident, and peak) and the fake's; its
   storage round trips per play and their mean time, measured in the same run. Moves that keep the
   turn with their player post nothing (they answer in the private panel), so they are not in the
   move-to-post figure.
2. Pace (``--pace``, alone): a whole game of each title through the offline Discord, the same seeds
   every time, and per game turn what it cost the table (``tools/botbench/pace.py``).
3. Storage alone (``--storage``, alone): one action appended (``SqliteStorage.commit``) on a SQLite
   database holding many games, with nothing else running (p95), and the cold load of a game of
   5,000 actions in a fresh process (the slowest of several runs).
4. The AI load: ``--ai-games`` games (50) of one person against the AI, the AIs thinking at once on
   the bot's bounded process pool while the people look at their games; figures: interaction
   acknowledged (p99) and the bot's event-loop lag (p99), as ``bot.<backend>.ai_load.<figure>``.

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
        f"{what}: {settings.games} games on {settings.backend}, think {settings.think[0]:g}-{settings.think[1]:g} s"
        f" (open-loop); {figures.moves} moves in {settings.seconds:g} s ({figures.moves / settings.seconds:.1f}/s,"
        f" {figures.repeats} of them clicked again unanswered), {figures.plays} plays taken,"
        f" {figures.interactions} interactions; CPU: {figures.usage}; "
        f"the fake's own loop lag p99 {percentile(figures.driver_lag_ms, 99):.0f} ms",
        file=sys.stderr,
    )
    for problem in figures.problems[:10]:
        print(f"problem: {problem}", file=sys.stderr)
    if settings.ai:  # the hand-offs wait for the AI's thinking: only the answers and the loop count
        name = f"bot.{settings.backend}.ai_load"
        report(f"{name}.interaction_ack", figures.acks_ms, 99, 100)
        emit(f"{name}.answers_after_3s", figures.late, "interactions", 0)
        emit(f"{name}.answers_missing", figures.missing, "interactions", 0)
        report(f"{name}.loop_lag", figures.lag_ms, 99, 50)
        return
    name = f"bot.{settings.backend}.{settings.games}"
    emit(f"{name}.ack_p50", percentile(figures.acks_ms, 50), "ms", 100)
    emit(f"{name}.ack_p99", percentile(figures.acks_ms, 99), "ms", 100)
    emit(f"{name}.answers_after_3s", figures.late, "interactions", 0)
    emit(f"{name}.answers_missing", figures.missing, "interactions", 0)
    emit(f"{name}.interactions", figures.interactions, "interactions", None)
    emit(f"{name}.moves_per_s", figures.moves / settings.seconds, "moves/s", None)
    report(f"{name}.move_to_board", figures.boards_ms, 95, 400)  # a turn's last move -> its hand-off post
    report(f"{name}.loop_lag", figures.lag_ms, 99, 50)
    emit(f"{name}.rss", figures.rss_mb, "MiB", None)
    emit(f"{name}.rss_peak", figures.rss_peak_mb, "MiB", None)
    emit(f"{name}.fake_rss", figures.driver_rss_mb, "MiB", None)
    plays = max(figures.plays, 1)
    emit(f"{name}.round_trips_per_play", figures.round_trips / plays, "trips", 3)
    trips = max(figures.round_trips, 1)
    emit(f"{name}.round_trip_mean", figures.round_trip_seconds * 1000 / trips, "ms", None)


def ai_dir(tmp: Path) -> Path:
    (tmp / "ai").mkdir(exist_ok=True)
    return tmp / "ai"


def bench_storage(workdir: Path) -> None:
    appends, loads = store.run(workdir / "storage.db", APPENDS, COLD_RUNS)
    report("bot.sqlite.alone.append", appends, 95, 5)
    emit(f"bot.sqlite.alone.cold_load_{store.LONG_GAME}_actions_max", max(loads), "ms", 100)
    emit(f"bot.sqlite.alone.cold_load_{store.LONG_GAME}_actions_median", statistics.median(loads), "ms", 100)


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
    parser.add_argument(
        "--backend", choices=load.BACKENDS, default=defaults.backend, help="the bot's database"
    )
    parser.add_argument("--pace", action="store_true", help="only the pace of whole games, as a table")
    parser.add_argument("--storage", action="store_true", help="only SQLite appends and cold loads, alone")
    parser.add_argument("--ai-games", type=int, default=AI_GAMES, help=f"the AI load; default {AI_GAMES}")
    parser.add_argument("--ai-only", action="store_true", help="only the AI load")
    args = parser.parse_args(argv)
    if args.pace:
        print(pace.report())
        return 0
    think = (args.think[0], args.think[1])
    settings = load.Load(args.games, defaults.guilds, args.seconds, think, args.seed, args.backend)
    with tempfile.TemporaryDirectory(prefix="marengo-bench-") as tmp:
        if args.storage:
            bench_storage(Path(tmp))
            return 0
        if not args.ai_only:
            bench_load(settings, Path(tmp))
        ai = load.Load(args.ai_games, defaults.guilds, args.seconds, think, args.seed, args.backend, ai=True)
        bench_load(ai, ai_dir(Path(tmp)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
