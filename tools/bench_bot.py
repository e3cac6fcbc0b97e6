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
   every time, and per game turn what it cost the table (``tools/botbench/pace.py``); then what Age
   of Napoleon's reaction windows (Mud, withdrawal, interception) cost in DMs and posts per question
   (``tools/botbench/windows.py``; ``--windows`` alone).
3. Storage alone (``--storage``, alone): one action appended (``SqliteStorage.commit``) on a SQLite
   database holding many games, with nothing else running (p95), and the cold load of a game of
   5,000 actions in a fresh process (the slowest of several runs).
4. The AI load: ``--ai-games`` games (50) of one person against the AI, the AIs thinking at once on
   the bot's bounded process pool while the people look at their games; figures: interaction
   acknowledged (p99) and the bot's event-loop lag (p99), as ``bot.<backend>.ai_load.<figure>``.

5. Issue 20's cases (``--scale``, about an hour; ``--games`` 2,000 by default): the asynchronous pace
   (``--async-pace`` alone, on ``--backend``): each decision after 1-10 minutes' thought, with bursts
   (after any decision, 1 chance in 20 that the game's two players sit down together for the next
   10 decisions at 2-20 s), the first decisions spread over a think time, for ``--window`` seconds
   (300: some 2,000 moves at 2,000 games), on SQLite with one process and on PostgreSQL with two
   (``SHARD_COUNT=2``), named ``bot.<backend>.<games>.async.<figure>``; the live pace (2-20 s, every
   game at once) on one process on SQLite, named as the load above; and SIGKILL (``--sigkill``
   alone): two processes on PostgreSQL at the live pace, the second killed 40 % into the window and
   started again, then every game's log checked against what its players were shown (nothing
   acknowledged lost, nothing doubled, everything announced), named ``bot.postgres.<games>.sigkill.<figure>``.
   Each names its sample sizes (``interactions``, ``moves``, ``boards``) and the machine's load average.

A benchmark, not a timed test: it reports, it does not fail. How much of the machine the run had
to itself is printed on stderr with the load's size: other busy processes make every figure worse.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path

from tools.bench import emit
from tools.botbench import load, pace, store, windows
from tools.botbench.stats import percentile, report
from tools.botbench.thinking import Sittings

APPENDS, COLD_RUNS = 2000, 5
AI_GAMES = 50
GUILDS = load.Load().guilds
SCALE_GAMES = 2000
ASYNC_THINK = (60.0, 600.0)  # 1-10 minutes a decision, between the bursts
ASYNC_WINDOW = 300.0
KILL_AT = 0.4  # of the window


def bench_load(settings: load.Load, workdir: Path, label: str = "") -> None:
    """One load run; its figures are named ``bot.<backend>.<games><label>.<figure>``."""
    figures = asyncio.run(load.run(settings, workdir))
    what = "AI load (one person against the AI in each)" if settings.ai else "load"
    bursts = settings.sittings
    print(
        f"{what}: {settings.games} games on {settings.backend} in {settings.processes} process(es),"
        f" think {settings.think[0]:g}-{settings.think[1]:g} s"
        + (
            f" with bursts (after any decision, {bursts.chance:.0%} of a sitting of {bursts.decisions}"
            f" decisions at {bursts.think[0]:g}-{bursts.think[1]:g} s: {figures.sittings} in the window)"
            if bursts is not None
            else ""
        )
        + (f", SIGKILL of the last process {settings.kill_at:g} s in" if settings.kill_at is not None else "")
        + f" (open-loop); {figures.moves} moves in {settings.seconds:g} s ({figures.moves / settings.seconds:.1f}/s,"
        f" {figures.repeats} of them clicked again unanswered), {figures.plays} plays taken,"
        f" {figures.interactions} interactions; CPU: {figures.usage}; "
        f"the fake's own loop lag p99 {percentile(figures.driver_lag_ms, 99):.0f} ms; load average"
        f" {' '.join(f'{v:.1f}' for v in figures.load_average)} on {os.cpu_count()} cores",
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
    name = f"bot.{settings.backend}.{settings.games}{label}"
    emit(f"{name}.ack_p50", percentile(figures.acks_ms, 50), "ms", 100)
    emit(f"{name}.ack_p99", percentile(figures.acks_ms, 99), "ms", 100)
    emit(f"{name}.answers_after_3s", figures.late, "interactions", 0)
    emit(f"{name}.answers_missing", figures.missing, "interactions", 0)
    emit(f"{name}.interactions", figures.interactions, "interactions", None)  # the ack figures' sample
    emit(f"{name}.moves", figures.moves, "moves", None)
    emit(f"{name}.moves_per_s", figures.moves / settings.seconds, "moves/s", None)
    if figures.boards_ms:
        report(f"{name}.move_to_board", figures.boards_ms, 95, 400)  # a turn's last move -> its hand-off post
    emit(f"{name}.boards", len(figures.boards_ms), "hand-offs", None)  # the board figures' sample
    report(f"{name}.loop_lag", figures.lag_ms, 99, 50)
    for shard, (rss, peak) in enumerate(zip(figures.rss_mb, figures.rss_peak_mb, strict=True)):
        process = "" if len(figures.rss_mb) == 1 else f".process{shard}"
        emit(f"{name}{process}.rss", rss, "MiB", None)
        emit(f"{name}{process}.rss_peak", peak, "MiB", None)
    emit(f"{name}.fake_rss", figures.driver_rss_mb, "MiB", None)
    plays = max(figures.plays, 1)
    emit(f"{name}.round_trips_per_play", figures.round_trips / plays, "trips", 3)
    trips = max(figures.round_trips, 1)
    emit(f"{name}.round_trip_mean", figures.round_trip_seconds * 1000 / trips, "ms", None)
    emit(f"{name}.load_average_1min", figures.load_average[0], "load", None)
    emit(f"{name}.load_average_5min", figures.load_average[1], "load", None)
    if settings.sittings is not None:
        emit(f"{name}.sittings", figures.sittings, "bursts", None)
    if figures.crash is not None:
        crash = figures.crash
        emit(f"{name}.games_checked", crash.games, "games", None)
        emit(f"{name}.plays_acknowledged", crash.acknowledged, "plays", None)
        emit(f"{name}.plays_stored", crash.stored, "plays", None)
        emit(f"{name}.plays_lost", crash.lost, "plays", 0)
        emit(f"{name}.plays_doubled", crash.doubled, "plays", 0)
        emit(f"{name}.games_torn", crash.torn, "games", 0)
        emit(f"{name}.restart", crash.restart_s, "s", None)


def ai_dir(tmp: Path) -> Path:
    (tmp / "ai").mkdir(exist_ok=True)
    return tmp / "ai"


def bench_storage(workdir: Path) -> None:
    appends, loads = store.run(workdir / "storage.db", APPENDS, COLD_RUNS)
    report("bot.sqlite.alone.append", appends, 95, 5)
    emit(f"bot.sqlite.alone.cold_load_{store.LONG_GAME}_actions_max", max(loads), "ms", 100)
    emit(f"bot.sqlite.alone.cold_load_{store.LONG_GAME}_actions_median", statistics.median(loads), "ms", 100)


def asynchronous(backend: str, games: int, window: float, seed: int) -> load.Load:
    """The asynchronous pace: 1-10 min a decision with bursts, one process on SQLite, two on PostgreSQL."""
    processes = 2 if backend == "postgres" else 1
    return load.Load(
        games,
        GUILDS,
        window,
        ASYNC_THINK,
        seed,
        backend,
        processes=processes,
        sittings=Sittings(),
        staggered=True,
    )


def sigkill(games: int, seconds: float, think: tuple[float, float], seed: int) -> load.Load:
    """Two processes on PostgreSQL; the second is killed with SIGKILL mid-window and started again."""
    return load.Load(games, GUILDS, seconds, think, seed, "postgres", processes=2, kill_at=seconds * KILL_AT)


def bench_scale(
    games: int, window: float, seconds: float, think: tuple[float, float], seed: int, tmp: Path
) -> None:
    """Issue 20's cases at ``games`` games: the asynchronous pace on SQLite (one process) and on
    PostgreSQL (two), the live pace (bursts of every game at once) on one process, and SIGKILL of one
    of two processes on PostgreSQL."""
    for number, backend in enumerate(load.BACKENDS):
        bench_load(asynchronous(backend, games, window, seed), run_dir(tmp, f"async{number}"), ".async")
    bench_load(load.Load(games, GUILDS, seconds, think, seed), run_dir(tmp, "live"))
    bench_load(sigkill(games, seconds, think, seed), run_dir(tmp, "sigkill"), ".sigkill")


def run_dir(tmp: Path, name: str) -> Path:
    (tmp / name).mkdir(exist_ok=True)
    return tmp / name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_bot", description=__doc__.split("\n\n")[0])
    defaults = load.Load()
    parser.add_argument(
        "--games",
        type=int,
        help=f"default {defaults.games}; {SCALE_GAMES} with --scale, --async-pace, --sigkill",
    )
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
    parser.add_argument(
        "--windows",
        action="store_true",
        help="only what Age of Napoleon's reaction windows cost (in --pace too)",
    )
    parser.add_argument("--storage", action="store_true", help="only SQLite appends and cold loads, alone")
    parser.add_argument("--ai-games", type=int, default=AI_GAMES, help=f"the AI load; default {AI_GAMES}")
    parser.add_argument("--ai-only", action="store_true", help="only the AI load")
    parser.add_argument(
        "--async-pace",
        action="store_true",
        help="only the asynchronous pace (1-10 min a decision, with bursts) on --backend",
    )
    parser.add_argument(
        "--window",
        type=float,
        default=ASYNC_WINDOW,
        help=f"of the asynchronous pace, in seconds; default {ASYNC_WINDOW:g} (some 2,000 moves at 2,000 games)",
    )
    parser.add_argument(
        "--sigkill",
        action="store_true",
        help="only SIGKILL of one of two processes on PostgreSQL during play",
    )
    parser.add_argument(
        "--scale",
        action="store_true",
        help="issue 20's cases: asynchronous pace, live pace, SIGKILL (an hour)",
    )
    args = parser.parse_args(argv)
    if args.pace or args.windows:
        print("\n\n".join(([pace.report()] if args.pace else []) + [windows.report()]))
        return 0
    think = (args.think[0], args.think[1])
    scaled = args.scale or args.async_pace or args.sigkill
    games = args.games or (SCALE_GAMES if scaled else defaults.games)
    settings = load.Load(games, defaults.guilds, args.seconds, think, args.seed, args.backend)
    with tempfile.TemporaryDirectory(prefix="marengo-bench-") as tmp:
        if args.storage:
            bench_storage(Path(tmp))
            return 0
        if args.scale:
            bench_scale(games, args.window, args.seconds, think, args.seed, Path(tmp))
            return 0
        if args.async_pace:
            bench_load(asynchronous(args.backend, games, args.window, args.seed), Path(tmp), ".async")
            return 0
        if args.sigkill:
            bench_load(sigkill(games, args.seconds, think, args.seed), Path(tmp), ".sigkill")
            return 0
        if not args.ai_only:
            bench_load(settings, Path(tmp))
        ai = load.Load(args.ai_games, defaults.guilds, args.seconds, think, args.seed, args.backend, ai=True)
        bench_load(ai, ai_dir(Path(tmp)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
