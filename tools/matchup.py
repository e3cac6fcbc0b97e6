"""One harness for scripted players of every game: ``python -m tools.matchup GAME --games N``.

A strategy is an agent (``engine.core.agent``): it sees what its seat may see and nothing more, the
seat's view, its prompt (the kind of decision in ``prompt.key`` and the structured legal actions)
and a generator of its own. Each game's strategies module lists its players in ``STRATEGIES``
(seat -> name -> agent) and the matchups worth measuring in ``MATCHUPS``; this harness plays them
and prints one JSON line per matchup: win rate per seat, draws, reasons and game lengths (medians).

``--ai`` measures the search (``engine.core.search``) instead, in every seat in turn: against the
strongest scripted players of the game (``engine.core.levels.best_scripted``) and against random ones, next to what the best
scripted player reaches in that seat against the same opponents and seeds, at a fixed playout
budget (``--playouts``) or a time budget (``--seconds``). It ends with ``<game>.ai_win_rate_vs_scripted``
(the average over seats) and ``<game>.ai_win_rate_vs_random``; with ``--record`` each seat's series
goes into ``tools/strength.jsonl``, where ``make bench`` reads it (``tools.strength``). With
``--games-file FILE`` each game is kept as it ends and a series cut short is continued by the same
command later (``tools.series``). A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import engine
from engine import find_game
from engine.core import Action, Game, Result, parse_options
from engine.core.agent import RANDOM, Agent, Info
from engine.core.agent import play as play_out
from engine.core.levels import MAX_PLAYOUTS, best_scripted, level_agent, playout_depth
from engine.core.search import Search
from tools import ai, series, strength

Strategy = Agent  # one type for every player of every game
Matchup = Mapping[str, str]  # seat -> strategy name

MODULES: dict[str, str] = {
    "napoleon21": "engine.napoleon21.policy",
    "napoleon1815": "engine.napoleon1815.policy",
    "gustav": "engine.gustav.policy",
    "nwsolitaire": "engine.nwsolitaire.policy",
    "ageofnapoleon": "engine.ageofnapoleon.policy",
}


random_player = RANDOM


@dataclass
class Tally:
    """What a series of games of one matchup came to."""

    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    draws: int = 0
    unfinished: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    lengths: list[int] = field(default_factory=list)

    def add(self, result: Result | None, steps: int) -> None:
        self.games += 1
        self.lengths.append(steps)
        if result is None:
            self.unfinished += 1
            return
        self.reasons[result.reason] += 1
        if result.draw or not result.winners:
            self.draws += 1
        for seat in result.winners:
            self.wins[seat] += 1

    def summary(self) -> dict[str, object]:
        return {
            "games": self.games,
            "win_rate": {seat: round(n / self.games, 3) for seat, n in sorted(self.wins.items())},
            "draws": self.draws,
            "unfinished": self.unfinished,
            "reasons": dict(sorted(self.reasons.items())),
            "median_steps": statistics.median(self.lengths) if self.lengths else 0,
        }


def play(
    game: Game[Any, Any],
    players: Mapping[str, Strategy],
    seed: int,
    scenario: str | None = None,
    options: Mapping[str, str] | None = None,
    max_steps: int = 50_000,
) -> tuple[Result | None, int]:
    """One game between players (one per seat); returns its result and length."""
    state = game.setup(seed, scenario, options)
    steps = play_out(game, players, state, seed, max_steps)
    return game.result(state), steps


def run(
    key: str,
    matchup: Matchup,
    games: int,
    seed: int = 1,
    scenario: str | None = None,
    options: Mapping[str, str] | None = None,
) -> Tally:
    """Play ``games`` games of one matchup, seeds ``seed``, ``seed + 1``..."""
    game = find_game(key)
    strategies = strategies_of(key)
    players = {seat: strategies[seat][name] for seat, name in matchup.items()}
    tally = Tally()
    for n in range(games):
        tally.add(*play(game, players, seed + n, scenario, options))
    return tally


def load_game(key: str) -> Game[Any, Any]:
    return engine.example(key) if key in engine.EXAMPLES else find_game(key)


def strategies_of(key: str) -> dict[str, dict[str, Strategy]]:
    """A game's scripted players by seat and name, ``random`` included for every seat."""
    module = importlib.import_module(MODULES[key])
    listed: dict[str, dict[str, Strategy]] = module.STRATEGIES
    return {seat: {"random": random_player, **named} for seat, named in listed.items()}


def matchups_of(key: str) -> Sequence[Matchup]:
    listed: Sequence[Matchup] = importlib.import_module(MODULES[key]).MATCHUPS
    return listed


# --- the search against the scripted players -----------------------------------------------------


@dataclass(frozen=True)
class Budget:
    """The search's budget in a series: a playout count, or seconds a decision (``tools.ai``)."""

    playouts: int | None = None
    seconds: float = 2.0
    depth: int | None = None  # playout steps past the action compared; None: the level's
    scripted_playouts: bool = True  # playouts by the scripted players, as the levels do

    def agent(self, key: str) -> Agent:
        until = ai.timed(self.seconds) if self.playouts is None else None
        if self.scripted_playouts:
            searching = level_agent(load_game(key), "", "normal", playouts=self.playouts, until=until)
            assert isinstance(searching, Search)
            return replace(searching, depth=self.depth_in(key))
        return Search(playouts=self.playouts or MAX_PLAYOUTS, depth=self.depth_in(key), until=until)

    def depth_in(self, key: str) -> int:
        """The playouts' depth in this game: ``depth``, or the level's (``Game.playout_depth``)."""
        return self.depth if self.depth is not None else playout_depth(load_game(key))

    def describe(self) -> str:
        return f"{self.playouts} playouts" if self.playouts is not None else f"{self.seconds} s"

    def spec(self, key: str) -> str:
        """The whole budget in a game, for a games file: the playouts or seconds, the depth, the
        playouts' kind."""
        kind = "scripted" if self.scripted_playouts else "random"
        return f"{self.describe()}, depth {self.depth_in(key)}, {kind} playouts"


@dataclass
class Clocked:
    """The search of a series, made afresh for each game (``new_game``: nothing it remembers of one
    game carries into the next, so a game stands on its seed alone), its decisions with a choice
    timed (wall clock, this process)."""

    make: Callable[[], Agent]
    seconds: list[float] = field(default_factory=list)
    agent: Agent = field(init=False)

    def __post_init__(self) -> None:
        self.new_game()

    def new_game(self) -> None:
        self.agent = self.make()

    def choose(self, info: Info) -> Action:
        if len(info.prompt.actions) == 1 or info.prompt.forced:
            return self.agent.choose(info)
        start = time.perf_counter()
        action = self.agent.choose(info)
        self.seconds.append(time.perf_counter() - start)
        return action

    def times(self) -> dict[str, float]:
        """The median and 95th percentile of the decisions, in ms, and how many there were."""
        if not self.seconds:
            return {}
        ordered = sorted(self.seconds)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        return {
            "decisions": len(ordered),
            "decision_ms": round(1000 * statistics.median(ordered)),
            "decision_p95_ms": round(1000 * p95),
        }


def win_rate(
    key: str,
    seat: str,
    players: Mapping[str, Strategy],
    games: int,
    seed: int,
    options: Mapping[str, str] | None,
    label: str = "",
    scenario: str | None = None,
    kept: series.Kept | None = None,
) -> float:
    """How often ``seat`` wins ``games`` games (seeds ``seed``...) with these players; with
    ``label``, each game's end is told on stderr as it comes (a series cut short still tells what
    it reached); with ``kept``, the games it holds are counted, not played again, and each game
    played is added to it as it ends."""
    game = load_game(key)
    player = players[seat]
    clocked = player if isinstance(player, Clocked) else None
    done = kept.played() if kept is not None else {}
    wins = 0
    for n in range(games):
        if seed + n in done:
            played = done[seed + n]
            if clocked is not None:
                clocked.seconds.extend(ms / 1000 for ms in played.decision_ms)
        else:
            timed = len(clocked.seconds) if clocked is not None else 0
            if clocked is not None:
                clocked.new_game()
            result, steps = play(game, players, seed + n, scenario, options)
            decisions = clocked.seconds[timed:] if clocked is not None else []
            won = result is not None and seat in result.winners
            played = series.Played(won, steps, tuple(round(1000 * s) for s in decisions))
            if kept is not None:
                kept.add(seed + n, played)
        wins += played.won
        if label:
            print(
                f"{key} {seat} {label} seed {seed + n}: {wins}/{n + 1} won ({played.steps} steps)",
                file=sys.stderr,
            )
    return wins / games


def ai_series(
    key: str,
    games: int,
    budget: Budget,
    seed: int = 1,
    options: Mapping[str, str] | None = None,
    versus: Sequence[str] = ("random", "scripted"),
    seats: Sequence[str] = (),
    scenario: str | None = None,
    games_file: Path | None = None,
) -> list[dict[str, object]]:
    """For each seat (``seats``, by default all): the search's win rate there against the best
    scripted players and against random ones (``versus``), and what the best scripted player (and
    a random one) reaches there against the same opponents on the same seeds (of ``scenario``, by
    default the game's first); one line a seat, printed as it ends and returned. With
    ``games_file`` (``tools.series``), the games it holds are not played again and each game
    played is added to it."""
    game = load_game(key)
    every = game.seats(game.resolve_options(options))
    scripted = {seat: best_scripted(game, seat) for seat in every}
    code = series.engine_of(Path(__file__).resolve().parent.parent) if games_file is not None else ""
    given = ",".join(f"{name}={value}" for name, value in sorted((options or {}).items()))
    lines: list[dict[str, object]] = []
    for seat in seats or every:
        searching = Clocked(lambda: budget.agent(key))
        known = series.Key(key, scenario, seat, "", budget.spec(key), given, code)
        kept = {
            column: series.Kept(games_file, replace(known, versus=column))
            for column in ("ai_vs_random", "random_vs_random", "scripted_vs_scripted", "ai_vs_scripted")
            if games_file is not None
        }
        row: dict[str, float] = {}
        if "random" in versus:
            others = dict.fromkeys(every, RANDOM)
            row["ai_vs_random"] = win_rate(
                key,
                seat,
                {**others, seat: searching},
                games,
                seed,
                options,
                "ai_vs_random",
                scenario,
                kept.get("ai_vs_random"),
            )
            row["random_vs_random"] = win_rate(
                key, seat, others, games, seed, options, "", scenario, kept.get("random_vs_random")
            )
        if "scripted" in versus and key in MODULES:
            row["scripted_vs_scripted"] = win_rate(
                key, seat, scripted, games, seed, options, "", scenario, kept.get("scripted_vs_scripted")
            )
            print(f"{key} {seat} scripted_vs_scripted: {row['scripted_vs_scripted']}", file=sys.stderr)
            row["ai_vs_scripted"] = win_rate(
                key,
                seat,
                {**scripted, seat: searching},
                games,
                seed,
                options,
                "ai_vs_scripted",
                scenario,
                kept.get("ai_vs_scripted"),
            )
        line: dict[str, object] = {
            "game": key,
            "scenario": scenario,
            "seat": seat,
            "games": games,
            "seed": seed,
            "budget": budget.describe(),
            **row,
            **searching.times(),
        }
        print(json.dumps(line), flush=True)
        lines.append(line)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.matchup", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted({*MODULES, *engine.EXAMPLES}))
    parser.add_argument("--ai", action="store_true", help="the search against the best scripted players")
    parser.add_argument("--playouts", type=int, help="--ai: a fixed playout budget (default: --seconds)")
    parser.add_argument("--seconds", type=float, default=2.0, help="--ai: seconds a decision")
    parser.add_argument(
        "--depth", type=int, help="--ai: playout steps past the action compared (default: the level's)"
    )
    parser.add_argument(
        "--random-playouts", action="store_true", help="--ai: playouts by the game, not scripts"
    )
    parser.add_argument(
        "--versus", action="append", choices=["random", "scripted"], help="--ai: these opponents only"
    )
    parser.add_argument("--ai-seat", action="append", metavar="SEAT", help="--ai: this seat only")
    parser.add_argument(
        "--record", action="store_true", help="--ai: add each seat's series to tools/strength.jsonl"
    )
    parser.add_argument(
        "--games-file",
        type=Path,
        help="--ai: play only the games this file lacks, appending each (tools.series: resume a series)",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--seat", action="append", metavar="SEAT=STRATEGY", help="one matchup instead of all")
    args = parser.parse_args(argv)
    options = parse_options(args.option)
    if args.ai:
        budget = Budget(args.playouts, args.seconds, args.depth, not args.random_playouts)
        versus = args.versus or ["random", "scripted"]
        lines = ai_series(
            args.game,
            args.games,
            budget,
            args.seed,
            options,
            versus,
            args.ai_seat or (),
            args.scenario,
            args.games_file,
        )
        for name, column in (
            ("ai_win_rate_vs_random", "ai_vs_random"),
            ("ai_win_rate_vs_scripted", "ai_vs_scripted"),
            ("scripted_win_rate", "scripted_vs_scripted"),
        ):
            rates = [rate for line in lines if isinstance(rate := line.get(column), float)]
            if rates and len(rates) == len(lines):
                value = statistics.mean(rates)
                print(f"{args.game}.{name} {value:.3f}  ({args.games} games a seat, {budget.describe()})")
        if args.record:
            tree = Path(__file__).resolve().parent.parent
            n = strength.record(lines, strength.commit_of(tree), os.getloadavg()[2])
            print(f"recorded {n} series in {strength.LEDGER}", file=sys.stderr)
        return 0
    if args.game not in MODULES:
        parser.error(f"{args.game} has no scripted players: use --ai")
    chosen = [parse_options(args.seat)] if args.seat else matchups_of(args.game)
    for matchup in chosen:
        tally = run(args.game, matchup, args.games, args.seed, args.scenario, options)
        print(json.dumps({"game": args.game, "matchup": dict(matchup), **tally.summary()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
