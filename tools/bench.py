"""``make bench``: engine and image benchmarks, then the bot's (``tools/bench_bot.py``), one JSON object per line.

Each line is ``{"name": ..., "value": ..., "unit": ..., "target": ..., "ok": true|false}``; the engine's
values are medians over many samples taken from random self-play positions, the bot's are the
percentiles their names say. A benchmark, not a timed test: it reports, it does not fail the build.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine import find_game
from engine.core import Action, Game, GameState
from engine.core.rng import Rng
from images import render_board, render_sheets


@dataclass(frozen=True)
class Targets:
    step_us: float
    roundtrip_us: float
    render_ms: float
    png_kb: float


TARGETS: dict[str, Targets] = {
    "napoleon21": Targets(step_us=100, roundtrip_us=200, render_ms=80, png_kb=500),
    "napoleon1815": Targets(step_us=300, roundtrip_us=300, render_ms=120, png_kb=500),
}


def emit(name: str, value: float, unit: str, target: float) -> None:
    print(
        json.dumps(
            {"name": name, "value": round(value, 2), "unit": unit, "target": target, "ok": value <= target}
        )
    )


def positions(game: Game[Any], seeds: range, max_steps: int) -> list[GameState]:
    """States met in random self-play, sampled along the way."""
    found: list[GameState] = []
    for seed in seeds:
        state = game.setup(seed)
        picker = Rng(seed)
        for step in range(max_steps):
            seats = [s for s in game.to_act(state) if game.legal_actions(state, s)]
            if game.result(state) is not None or not seats:
                break
            seat = picker.choice(seats)
            game.apply(state, seat, picker.choice(game.legal_actions(state, seat)))
            if step % 7 == 0:
                found.append(game.clone(state))
    return found


def median_us(samples: list[GameState], work: Callable[[GameState], object]) -> float:
    times = []
    for state in samples:
        started = time.perf_counter()
        work(state)
        times.append((time.perf_counter() - started) * 1e6)
    return statistics.median(times)


def bench_engine(key: str, targets: Targets, samples: list[GameState]) -> None:
    game = find_game(key)
    picker = Rng(99)

    def step(state: GameState) -> None:
        seat = next(s for s in game.to_act(state) if game.legal_actions(state, s))
        action: Action = picker.choice(game.legal_actions(state, seat))
        game.apply(state, seat, action)

    live = [game.clone(s) for s in samples if game.result(s) is None]
    emit(f"{key}.engine_step", median_us(live, step), "us", targets.step_us)
    emit(
        f"{key}.json_roundtrip",
        median_us(samples, lambda s: game.load(json.loads(s.to_json()))),
        "us",
        targets.roundtrip_us,
    )


def bench_images(key: str, targets: Targets, samples: list[GameState]) -> None:
    game = find_game(key)
    views = [game.view(s, None) for s in samples[:: max(1, len(samples) // 60)]]
    sizes: list[int] = []
    times = []
    for view in views:
        started = time.perf_counter()
        sizes.append(len(render_board(view)))
        times.append((time.perf_counter() - started) * 1e3)
    emit(f"{key}.board_render", statistics.median(times), "ms", targets.render_ms)
    emit(f"{key}.board_png_size", statistics.median(sizes) / 1024, "KB", targets.png_kb)
    if game.hidden_information:
        seat_views = [
            game.view(s, s.seats[i % len(s.seats)])
            for i, s in enumerate(samples[:: max(1, len(samples) // 30)])
        ]
        board_times, sheet_times = [], []
        for view in seat_views:
            started = time.perf_counter()
            render_board(view)
            board_times.append((time.perf_counter() - started) * 1e3)
            started = time.perf_counter()
            render_sheets(view)
            sheet_times.append((time.perf_counter() - started) * 1e3)
        emit(f"{key}.seat_board_render", statistics.median(board_times), "ms", targets.render_ms)
        # all of a seat's private sheets (order of battle and hand) together, against one image's budget
        emit(f"{key}.seat_sheets_render", statistics.median(sheet_times), "ms", targets.render_ms)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"default: {' '.join(sorted(TARGETS))}")
    parser.add_argument("--no-bot", action="store_true", help="skip the bot benchmarks (a few minutes)")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games) - set(TARGETS))
    if unknown:
        parser.error(f"no benchmark for {', '.join(unknown)} (known: {', '.join(sorted(TARGETS))})")
    for key in args.games or sorted(TARGETS):
        samples = positions(find_game(key), range(1, 21), 600)
        bench_engine(key, TARGETS[key], samples)
        bench_images(key, TARGETS[key], samples)
    if not args.no_bot:
        from tools import bench_bot  # not at the top: it prints through this module's emit

        bench_bot.main([])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
