"""``make bench``: engine and image benchmarks, then the bot's (``tools/bench_bot.py``), one JSON object per line.

Each line is ``{"name": ..., "value": ..., "unit": ..., "target": ..., "ok": true|false|null}``
(``null``: a figure without a target). The engine's values are medians over every step of random
self-play games (seeds 1-20): a **step** is what a search or a strategy does per move, ``to_act`` +
``legal_actions`` + ``apply(..., observe=False, legal=True)`` (legality checked once per step); a
**copy** is ``game.clone``, compared with a JSON round trip (``ratio`` lines: the first figure over the second, below 1 when the first is faster).
``<game>.playouts_s`` is what a search's raw engine work costs: 1,000 playouts, each a ``determinize``
of a position met in play followed by up to 50 random steps, quiet (``GameState.quiet``) as a
search's playouts are. ``<game>.step_over_rtt`` and
``_copy_over_rtt`` set a step and a copy beside Rally the Troops' Hammer of the Scots, run in turns
with ours (``tools/bench_rtt.py``; only where node is present and ``RTT_HAMMER_RULES`` is set).
Pictures are timed on a sample of those positions, in every language; the ``normal`` AI
(``<game>.ai_decision_ms``, ``_p95_ms``) decides on a sample of them too. The AI's strength
(``<game>.ai_win_rate_vs_scripted``, ``_vs_random``, ``ai_margin_over_scripted_min``) is not played
here (a series takes hours): its lines give the last series ``tools.matchup --record`` kept
(``tools.strength``), with ``"ok"`` true when the figure is at or above its target and ``"series"``
naming the games, budget, commit, date and load it came from. The bot's values are the
percentiles their names say. A benchmark, not a timed test: it reports, it does not fail the build.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import engine
from engine.core import Game, GameState
from engine.core.agent import info_for
from engine.core.rng import Rng
from engine.core.search import Search
from i18n import LANGUAGES
from images import View, render_board, render_sheets
from tools import ai, strength
from tools import bench_rtt as bench_rtt_side

AnyGame = Game[Any, Any]
T = TypeVar("T")


@dataclass(frozen=True)
class Targets:
    step_us: float | None
    copy_us: float | None
    render_ms: float
    png_kb: float


TARGETS: dict[str, Targets] = {
    "napoleon21": Targets(step_us=30, copy_us=10, render_ms=80, png_kb=500),
    "napoleon1815": Targets(step_us=50, copy_us=10, render_ms=120, png_kb=500),
    "gustav": Targets(step_us=50, copy_us=10, render_ms=80, png_kb=500),  # issue 12; copies: issue 19
    "nwsolitaire": Targets(step_us=50, copy_us=10, render_ms=120, png_kb=500),  # issue 17; copies: issue 19
    "ageofnapoleon": Targets(step_us=50, copy_us=10, render_ms=120, png_kb=500),  # issue 18; copies: issue 19
}
TEMPLATE = Targets(step_us=None, copy_us=None, render_ms=80, png_kb=500)  # the templates: figures only
SEEDS = range(1, 21)
AI_MEDIAN_MS, AI_P95_MS = 2000.0, 4000.0  # issue 19: a normal decision, one core
PLAYOUTS, PLAYOUT_STEPS, PLAYOUTS_S = 1000, 50, 0.5  # issue 19: 1,000 determinized 50-step playouts
MAX_STEPS = 600


def emit(name: str, value: float, unit: str, target: float | None) -> None:
    ok = None if target is None else value <= target
    print(json.dumps({"name": name, "value": round(value, 2), "unit": unit, "target": target, "ok": ok}))


def ratio(name: str, first: list[float], second: list[float], target: float | None = None) -> None:
    """The median of ``first`` over the median of ``second``."""
    emit(name, statistics.median(first) / statistics.median(second), "ratio", target)


@dataclass
class Timings:
    """Microseconds per operation, and the positions met (for the pictures)."""

    step: list[float] = field(default_factory=list)
    copy: list[float] = field(default_factory=list)
    roundtrip: list[float] = field(default_factory=list)
    observed: list[float] = field(default_factory=list)  # apply(observe=True), same states and actions
    unobserved: list[float] = field(default_factory=list)
    positions: list[GameState] = field(default_factory=list)


def _us(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return (time.perf_counter() - started) * 1e6


def time_play(game: AnyGame, seeds: range, max_steps: int) -> Timings:
    """Play random games, timing every step, and a copy and a JSON round trip of every third position."""
    out = Timings()
    _play(game, 0, max_steps, Timings())  # warm up: codecs and caches are built on first use
    gc.collect()
    for seed in seeds:
        _play(game, seed, max_steps, out)
    return out


def _play(game: AnyGame, seed: int, max_steps: int, out: Timings) -> None:
    state = game.setup(seed)
    picker = Rng(seed)
    clock = time.perf_counter
    for n in range(max_steps):
        started = clock()
        acting = game.to_act(state)
        if not acting:
            return
        asked = clock()
        seat = acting[picker.below(len(acting))]  # the pick is not part of the step
        chosen = clock()
        legal = game.legal_actions(state, seat)
        listed = clock()
        action = legal[picker.below(len(legal))]
        applying = clock()
        game.apply(state, seat, action, observe=False, legal=True)  # search: legality checked once
        out.step.append((asked - started + listed - chosen + clock() - applying) * 1e6)
        if n % 3 == 0:
            out.copy.append(_us(lambda: game.clone(state)))
            out.roundtrip.append(_us(lambda: game.load(json.loads(state.to_json()))))
        if n % 7 == 0 and game.to_act(state):
            _time_observing(game, state, picker, out)
            out.positions.append(game.clone(state))


def _time_observing(game: AnyGame, state: GameState, picker: Rng, out: Timings) -> None:
    """The same action applied to two copies, observing the public view or not."""
    seat = game.to_act(state)[0]
    action = picker.choice(game.legal_actions(state, seat))
    a, b = game.clone(state), game.clone(state)
    out.observed.append(_us(lambda: game.apply(a, seat, action, observe=True)))
    out.unobserved.append(_us(lambda: game.apply(b, seat, action, observe=False)))


def bench_engine(key: str, targets: Targets, timings: Timings) -> None:
    emit(f"{key}.step", statistics.median(timings.step), "us", targets.step_us)
    emit(f"{key}.copy", statistics.median(timings.copy), "us", targets.copy_us)
    emit(f"{key}.json_roundtrip", statistics.median(timings.roundtrip), "us", None)
    ratio(f"{key}.copy_over_json_roundtrip", timings.copy, timings.roundtrip, 1.0)
    ratio(f"{key}.apply_observed_over_unobserved", timings.observed, timings.unobserved)


def bench_playouts(key: str, game: AnyGame, positions: list[GameState]) -> None:
    """Seconds for ``PLAYOUTS`` determinized playouts of ``PLAYOUT_STEPS`` random steps each, from
    the positions met (in turn), each from the view of the first seat to act there."""
    live = [s for s in positions if game.to_act(s)]
    if not live:
        return
    pick = Rng(0)
    gc.collect()
    started = time.perf_counter()
    for n in range(PLAYOUTS):
        position = live[n % len(live)]
        state = game.determinize(position, game.to_act(position)[0], pick.below(1 << 62))
        state.quiet = True  # as the search plays its playouts: no log, no labels
        for _ in range(PLAYOUT_STEPS):
            acting = game.to_act(state)
            if not acting:
                break
            legal = game.legal_actions(state, acting[0])
            game.apply(state, acting[0], legal[pick.below(len(legal))], observe=False, legal=True)
    emit(f"{key}.playouts_s", time.perf_counter() - started, "s", PLAYOUTS_S)


def bench_rtt(games: dict[str, AnyGame]) -> None:
    """Our step and copy over Rally the Troops' Hammer of the Scots, where it can be run."""
    why = bench_rtt_side.unavailable()
    if why is not None:
        print(json.dumps({"name": "step_over_rtt", "value": None, "unit": "ratio", "skipped": why}))
        return
    load = os.getloadavg()[0]
    compared = bench_rtt_side.compare(games)
    for key, (step, copy, _, _, quiet) in compared.items():
        emit(f"{key}.step_over_rtt", step, "ratio", 1.0)
        emit(f"{key}.quiet_step_over_rtt", quiet, "ratio", 1.0)
        emit(f"{key}.copy_over_rtt", copy, "ratio", None)
    _, _, rtt_step, rtt_copy, _ = next(iter(compared.values()))
    emit("rtt_hammer.step", rtt_step, "us", None)
    emit("rtt_hammer.copy", rtt_copy, "us", None)
    emit("rtt_hammer.load_average", load, "load", None)


def bench_images(key: str, game: AnyGame, targets: Targets, positions: list[GameState]) -> None:
    sample = positions[:: max(1, len(positions) // 60)]
    views = [game.view(s, None) for s in sample]
    seat_views = [game.view(s, s.seats[i % len(s.seats)]) for i, s in enumerate(sample[::2])]
    for lang in LANGUAGES:
        tag = "" if lang == "en" else f"_{lang}"
        times, pngs = _render(render_board, views, lang)
        emit(f"{key}.board_render{tag}", statistics.median(times), "ms", targets.render_ms)
        emit(f"{key}.board_png_size{tag}", statistics.median(map(len, pngs)) / 1024, "KB", targets.png_kb)
        if game.private_views:
            boards, _ = _render(render_board, seat_views, lang)
            emit(f"{key}.seat_board_render{tag}", statistics.median(boards), "ms", targets.render_ms)
            # all of a seat's private sheets (order of battle, hand) together, against one image's budget
            sheets, made = _render(render_sheets, seat_views, lang)
            if any(made):
                emit(f"{key}.seat_sheets_render{tag}", statistics.median(sheets), "ms", targets.render_ms)


def _render(draw: Callable[[View, str], T], views: list[View], lang: str) -> tuple[list[float], list[T]]:
    """Milliseconds per picture, and the pictures."""
    times, made = [], []
    for view in views:
        started = time.perf_counter()
        made.append(draw(view, lang))
        times.append((time.perf_counter() - started) * 1e3)
    return times, made


def bench_ai(key: str, game: AnyGame, positions: list[GameState], decisions: int) -> None:
    """The ``normal`` level (``tools.ai``: a search of about 2 s, one core) on ``decisions`` positions
    met in play where the seat to act has a real choice (a lone or forced action costs nothing and
    is left out); every decision counts, none is dropped. The load average is printed with it."""
    searching = ai.agent(key, "", "normal")
    assert isinstance(searching, Search)
    chosen = [s for s in positions if len(game.legal_actions(s, game.to_act(s)[0])) > 1]
    sample = chosen[:: max(1, len(chosen) // decisions)][:decisions]
    times, playouts = [], []
    for n, state in enumerate(sample):
        info = info_for(game, state, game.to_act(state)[0], Rng(n))
        started = time.perf_counter()
        visits = searching.visits(info, searching.onward(info))  # what ``choose`` does
        times.append((time.perf_counter() - started) * 1e3)
        playouts.append(sum(v for v, _ in visits.values()))
    if not times:
        return
    emit(f"{key}.ai_decision_ms", statistics.median(times), "ms", AI_MEDIAN_MS)
    emit(f"{key}.ai_decision_p95_ms", _p95(times), "ms", AI_P95_MS)
    emit(f"{key}.ai_playouts_per_decision", statistics.median(playouts), "playouts", None)
    emit(f"{key}.ai_load_average", os.getloadavg()[0], "load", None)


def bench_strength(key: str) -> None:
    """The AI's recorded strength in ``key`` (``tools.strength``): what the last series reached."""
    for figure in strength.figures(key):
        print(figure.line())


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def load_game(key: str) -> AnyGame:
    return engine.example(key) if key in engine.EXAMPLES else engine.find_game(key)


def main(argv: list[str] | None = None) -> int:
    known = sorted({*engine.TITLES, *engine.EXAMPLES})
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"default: {' '.join(sorted(TARGETS))}")
    parser.add_argument("--no-bot", action="store_true", help="skip the bot benchmarks (a few minutes)")
    parser.add_argument("--no-images", action="store_true", help="skip the pictures")
    parser.add_argument(
        "--ai-decisions", type=int, default=10, help="positions the normal AI decides (0: none; ~2 s each)"
    )
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games) - set(known))
    if unknown:
        parser.error(f"no game {', '.join(unknown)} (known: {', '.join(known)})")
    print(
        json.dumps({"name": "engine", "value": engine.build(), "unit": "build", "target": None, "ok": None})
    )
    for key in args.games or sorted(TARGETS):
        game = load_game(key)
        targets = TARGETS.get(key, TEMPLATE)
        timings = time_play(game, SEEDS, MAX_STEPS)
        bench_engine(key, targets, timings)
        bench_playouts(key, game, timings.positions)
        if not args.no_images:
            bench_images(key, game, targets, timings.positions)
        if args.ai_decisions:
            bench_ai(key, game, timings.positions, args.ai_decisions)
        bench_strength(key)
    registered = {key: load_game(key) for key in args.games or sorted(TARGETS) if key in TARGETS}
    if registered:
        bench_rtt(registered)
    if not args.no_bot:
        from tools import bench_bot  # not at the top: it prints through this module's emit

        bench_bot.main([])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
