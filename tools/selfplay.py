"""Random self-play: every seat picks uniformly among its legal actions, and the engine is checked.

For each game: no exception, no dead end (a state before the end in which no seat has a legal
action), a JSON round trip after every step that changes nothing, the game's own invariants, and a
replay of seed + actions that reproduces the final state and log. For hidden-information games it
also checks, at every step and for a random seat, that the seat's view of a determinized state equals
its view of the real one (and, on a sample of steps, that the rendered PNGs are equal too).

The summary is printed as one JSON object on the last line; the exit status is 0 only when errors,
dead ends, mismatches, invariant violations and leaks are all 0.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine import GAMES, find_game
from engine.core import Action, Game, GameState
from engine.core.rng import Rng
from tools.options import parse_option_pairs

_PICKER_SALT = 0x5E1F_91A7


@dataclass
class Tally:
    game: str
    games: int = 0
    completed: int = 0
    capped: int = 0
    errors: int = 0
    dead_ends: int = 0
    replay_mismatches: int = 0
    roundtrip_mismatches: int = 0
    invariant_violations: int = 0
    steps: int = 0
    seconds: float = 0.0
    outcomes: Counter[str] = field(default_factory=Counter)
    leak_checks: int = 0
    leaks: int = 0
    determinized_changed: int = 0
    png_checks: int = 0
    first_failures: list[str] = field(default_factory=list)

    def fail(self, message: str) -> None:
        if len(self.first_failures) < 5:
            self.first_failures.append(message)

    def summary(self, hidden: bool) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "games": self.games,
            "completed": self.completed,
            "capped": self.capped,
            "errors": self.errors,
            "dead_ends": self.dead_ends,
            "replay_mismatches": self.replay_mismatches,
            "roundtrip_mismatches": self.roundtrip_mismatches,
            "invariant_violations": self.invariant_violations,
            "steps": self.steps,
            "steps_per_s": round(self.steps / self.seconds) if self.seconds else 0,
            "outcomes": dict(sorted(self.outcomes.items())),
        }
        if hidden:
            out |= {
                "leak_checks": self.leak_checks,
                "leaks": self.leaks,
                "determinized_changed": self.determinized_changed,
                "png_checks": self.png_checks,
            }
        return out


def run(
    key: str,
    games: int,
    seed: int,
    max_steps: int = 3000,
    scenario: str | None = None,
    options: Mapping[str, str] | None = None,
    png_every: int = 0,
) -> dict[str, Any]:
    """Play ``games`` random games from seeds ``seed``, ``seed+1``, ... and return the summary."""
    game = find_game(key)
    tally = Tally(game=key)
    render = _png_renderer() if game.hidden_information and png_every else None
    started = time.perf_counter()
    for i in range(games):
        tally.games += 1
        try:
            _play_one(game, seed + i, max_steps, scenario, options, tally, png_every, render)
        except Exception:
            tally.errors += 1
            tally.fail(f"seed {seed + i}: {traceback.format_exc(limit=6)}")
    tally.seconds = time.perf_counter() - started
    summary = tally.summary(game.hidden_information)
    summary["first_failures"] = tally.first_failures
    return summary


def _play_one(
    game: Game[Any],
    seed: int,
    max_steps: int,
    scenario: str | None,
    options: Mapping[str, str] | None,
    tally: Tally,
    png_every: int,
    render: Any,
) -> None:
    state = game.setup(seed, scenario, options)
    picker = Rng(seed ^ _PICKER_SALT)
    history: list[tuple[str, Action]] = []
    _check_state(game, state, tally, seed)
    for step in range(max_steps):
        result = game.result(state)
        if result is not None:
            tally.completed += 1
            tally.outcomes["draw" if result.draw else "+".join(result.winners) or "nobody"] += 1
            break
        choices = [(seat, game.legal_actions(state, seat)) for seat in game.to_act(state)]
        choices = [(seat, legal) for seat, legal in choices if legal]
        if not choices:
            tally.dead_ends += 1
            tally.fail(f"seed {seed}: dead end at step {state.step}: {game.status(state)}")
            return
        seat, legal = picker.choice(choices)
        action = picker.choice(legal)
        game.apply(state, seat, action)
        history.append((seat, action))
        tally.steps += 1
        _check_state(game, state, tally, seed)
        if game.hidden_information:
            _check_leaks(
                game, state, picker, tally, seed, render if png_every and step % png_every == 0 else None
            )
    else:
        tally.capped += 1
    replayed = game.replay(seed, scenario, options, history)
    if replayed.to_json() != state.to_json():
        tally.replay_mismatches += 1
        tally.fail(f"seed {seed}: replay of {len(history)} actions differs from the played state")


def _check_state(game: Game[Any], state: GameState, tally: Tally, seed: int) -> None:
    data = state.to_dict()
    if json.loads(state.to_json()) != data or game.clone(state).to_dict() != data:
        tally.roundtrip_mismatches += 1
        tally.fail(f"seed {seed}: JSON round trip changed the state at step {state.step}")
    broken = game.invariant_violations(state)
    if broken:
        tally.invariant_violations += 1
        tally.fail(f"seed {seed}, step {state.step}: {'; '.join(broken)}")


def _check_leaks(
    game: Game[Any], state: GameState, picker: Rng, tally: Tally, seed: int, render: Any
) -> None:
    seat: str | None = picker.choice([None, *state.seats])
    other = game.determinize(state, seat, picker.below(1 << 30))
    tally.leak_checks += 1
    if other.to_dict() != state.to_dict():
        tally.determinized_changed += 1
    seen, seen_other = game.view(state, seat), game.view(other, seat)
    if seen != seen_other:
        tally.leaks += 1
        tally.fail(f"seed {seed}, step {state.step}: view of {seat} depends on what it cannot see")
    elif render is not None:
        tally.png_checks += 1
        if render(seen) != render(seen_other):
            tally.leaks += 1
            tally.fail(f"seed {seed}, step {state.step}: board of {seat} depends on what it cannot see")


def _png_renderer() -> Any:
    from images import render_board

    return render_board


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.selfplay", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-steps", type=int, default=3000)
    parser.add_argument("--scenario")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--png-every", type=int, default=0, help="compare rendered PNGs every N steps")
    args = parser.parse_args(argv)
    summary = run(
        args.game,
        args.games,
        args.seed,
        args.max_steps,
        args.scenario,
        parse_option_pairs(args.option),
        args.png_every,
    )
    for failure in summary.pop("first_failures"):
        print(failure, file=sys.stderr)
    print(json.dumps(summary))
    ok = not any(
        summary.get(k)
        for k in (
            "errors",
            "dead_ends",
            "replay_mismatches",
            "roundtrip_mismatches",
            "invariant_violations",
            "leaks",
        )
    )
    return 0 if ok else 1
