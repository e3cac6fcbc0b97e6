"""Random self-play: every seat picks uniformly among its legal actions, and the engine is checked.

For each game: no exception, no dead end (a seat asked to act with no legal action, or nobody asked
before the end), after every step a JSON round trip and a copy that both equal the state, the game's
own invariants, and a replay of seed + actions that reproduces the final state and log. Every
``--step-every`` steps the action is applied with ``observe=True`` and its ``Step`` is checked
against the state (entries, seats to act, hand-off, public change, undo policy). For
hidden-information games, every ``--secret-every`` steps and for a random seat (or the channel),
each state that differs only in what that seat cannot see (``determinize``, ``perturbations``)
must give it the same view, status, seats to act and prompt; with ``--png-every`` the rendered
pictures are compared too.

Actions are applied with ``observe=False`` (no public-view comparison) except where a ``Step`` is
checked, as search and strategies do. The summary is printed as one JSON object on the last line;
the exit status is 0 only when every failure count is 0.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.core import Action, Game, GameState, Prompt, parse_options
from engine.core.rng import Rng

AnyGame = Game[Any, Any]
Render = Callable[[Mapping[str, object]], bytes]
_PICKER_SALT = 0x5E1F_91A7
FAILURES = (
    "errors",
    "dead_ends",
    "replay_mismatches",
    "roundtrip_mismatches",
    "copy_mismatches",
    "step_mismatches",
    "invariant_violations",
    "leaks",
)


def keys() -> list[str]:
    """Every game the tools can run: the registered titles and the templates."""
    return sorted({*engine.TITLES, *engine.EXAMPLES})


def load_game(key: str) -> AnyGame:
    """A registered game or a template, by key (``SetupError`` for an unknown one)."""
    if key in engine.EXAMPLES:
        return engine.example(key)
    return engine.find_game(key)


@dataclass
class Tally:
    game: str
    counts: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    first_failures: list[str] = field(default_factory=list)

    def fail(self, kind: str, message: str) -> None:
        self.counts[kind] += 1
        if len(self.first_failures) < 5:
            self.first_failures.append(f"{kind}: {message}")

    def summary(self, hidden: bool) -> dict[str, object]:
        steps = self.counts["steps"]
        out: dict[str, object] = {
            "game": self.game,
            "games": self.counts["games"],
            "completed": self.counts["completed"],
            "capped": self.counts["capped"],
            **{kind: self.counts[kind] for kind in FAILURES if kind != "leaks"},
            "steps": steps,
            "steps_checked": self.counts["steps_checked"],
            "steps_per_s": round(steps / self.seconds) if self.seconds else 0,
            "outcomes": dict(sorted(self.outcomes.items())),
            "reasons": dict(sorted(self.reasons.items())),
        }
        if hidden:
            for kind in ("leak_checks", "leaks", "determinized_changed", "png_checks"):
                out[kind] = self.counts[kind]
        return out


@dataclass(frozen=True)
class Plan:
    """How often the costlier checks run (0: never)."""

    step_every: int = 10
    secret_every: int = 1
    png_every: int = 0


def run(
    key: str,
    games: int,
    seed: int,
    max_steps: int = 3000,
    scenario: str | None = None,
    options: Mapping[str, str] | None = None,
    plan: Plan = Plan(),
) -> dict[str, object]:
    """Play ``games`` random games from seeds ``seed``, ``seed+1``, ... and return the summary."""
    game = load_game(key)
    tally = Tally(game=key)
    render = _png_renderer() if game.hidden_information and plan.png_every else None
    started = time.perf_counter()
    for i in range(games):
        tally.counts["games"] += 1
        try:
            _play_one(game, seed + i, max_steps, scenario, options, tally, plan, render)
        except Exception:
            tally.fail("errors", f"seed {seed + i}: {traceback.format_exc(limit=6)}")
    tally.seconds = time.perf_counter() - started
    summary = tally.summary(game.hidden_information)
    summary["first_failures"] = tally.first_failures
    return summary


def _play_one(
    game: AnyGame,
    seed: int,
    max_steps: int,
    scenario: str | None,
    options: Mapping[str, str] | None,
    tally: Tally,
    plan: Plan,
    render: Render | None,
) -> None:
    state = game.setup(seed, scenario, options)
    picker = Rng(seed ^ _PICKER_SALT)
    history: list[tuple[str, Action]] = []
    _check_state(game, state, tally, seed)
    for step in range(max_steps):
        result = game.result(state)
        acting = game.to_act(state)
        if result is not None or not acting:
            if result is None:
                tally.fail(
                    "dead_ends", f"seed {seed}: nobody is asked to act at step {state.step}, no result"
                )
                return
            tally.counts["completed"] += 1
            tally.outcomes["draw" if result.draw else "+".join(result.winners) or "nobody"] += 1
            tally.reasons[result.reason] += 1
            break
        if game.hidden_information and plan.secret_every and step % plan.secret_every == 0:
            pictures = render if plan.png_every and step % plan.png_every == 0 else None
            _check_secrets(game, state, picker, tally, seed, pictures)
        choices = [(seat, game.legal_actions(state, seat)) for seat in acting]
        stuck = [seat for seat, legal in choices if not legal]
        if stuck:
            tally.fail(
                "dead_ends", f"seed {seed}: {stuck} asked to act with no legal action at step {state.step}"
            )
            return
        seat, legal = picker.choice(choices)
        action = picker.choice(legal)
        if plan.step_every and step % plan.step_every == 0:
            _check_step(game, state, seat, action, tally, seed)
        else:
            game.apply(state, seat, action, observe=False)
        history.append((seat, action))
        tally.counts["steps"] += 1
        _check_state(game, state, tally, seed)
    else:
        tally.counts["capped"] += 1
    replayed = game.replay(seed, scenario, options, history)
    if replayed.to_json() != state.to_json():
        tally.fail(
            "replay_mismatches", f"seed {seed}: replay of {len(history)} actions differs from the game"
        )


def _check_state(game: AnyGame, state: GameState, tally: Tally, seed: int) -> None:
    text = state.to_json()
    if game.load(json.loads(text)).to_json() != text:
        tally.fail(
            "roundtrip_mismatches", f"seed {seed}: JSON round trip changed the state at step {state.step}"
        )
    if game.clone(state).to_json() != text:
        tally.fail("copy_mismatches", f"seed {seed}: a copy differs from the state at step {state.step}")
    broken = game.invariant_violations(state)
    if broken:
        tally.fail("invariant_violations", f"seed {seed}, step {state.step}: {'; '.join(broken)}")


def _check_step(game: AnyGame, state: GameState, seat: str, action: Action, tally: Tally, seed: int) -> None:
    """Apply with ``observe=True`` and check the ``Step`` against the state: what it wrote, who acts
    next, the hand-off, the public change, the undo policy; and that a copy taken before is untouched."""
    tally.counts["steps_checked"] += 1
    before = game.clone(state)
    frozen = before.to_json()
    acting, public = game.to_act(state), _public(game, state)
    step = game.apply(state, seat, action, observe=True)
    faults = []
    if before.to_json() != frozen:
        faults.append("the copy taken before changed")
    if step.entries != state.log:
        faults.append("entries differ from the state's log")
    if list(step.to_act) != game.to_act(state):
        faults.append(f"to_act {step.to_act} but {game.to_act(state)} asked")
    if step.handoff != (list(step.to_act) != acting or state.checkpoint):
        faults.append(f"handoff {step.handoff}")
    if step.public_changed != (_public(game, state) != public):
        faults.append(f"public_changed {step.public_changed}")
    if step.undo is not state.undo:
        faults.append(f"undo {step.undo} but the state says {state.undo}")
    if faults:
        tally.fail(
            "step_mismatches", f"seed {seed} step {state.step} {action.notation()!r}: {'; '.join(faults)}"
        )


def _public(game: AnyGame, state: GameState) -> object:
    view = game.view(state, None)
    return json.dumps({k: v for k, v in view.items() if k != "log"}, sort_keys=True, default=str)


def _observed(game: AnyGame, state: GameState, seat: str | None) -> dict[str, object]:
    """What ``seat`` (None: the channel) learns now: its view, the status, who acts and what each
    is publicly asked, and its own prompt."""
    acting = game.to_act(state)
    seen: dict[str, object] = {
        "view": json.dumps(game.view(state, seat), sort_keys=True, default=str),
        "status": game.status(state),
        "to_act": acting,
        "asked": [_asked(game.prompt(state, s)) for s in acting],
    }
    if seat is not None:
        prompt = game.prompt(state, seat)
        seen["prompt"] = (prompt.text, [(a.notation(), a.label, a.kind) for a in prompt.actions])
    return seen


def _asked(prompt: Prompt) -> object:
    """What every seat may know of a prompt: the question, and the flags a client acts on."""
    return (prompt.key, prompt.text, prompt.window, prompt.decline, prompt.forced)


def _check_secrets(
    game: AnyGame, state: GameState, picker: Rng, tally: Tally, seed: int, render: Render | None
) -> None:
    seat: str | None = picker.choice([None, *state.seats])
    twin_seed = picker.below(1 << 30)
    twins = [game.determinize(state, seat, twin_seed), *game.perturbations(state, seat, twin_seed)]
    seen = _observed(game, state, seat)
    who = seat or "the channel"
    for twin in twins:
        tally.counts["leak_checks"] += 1
        if twin.to_json() != state.to_json():
            tally.counts["determinized_changed"] += 1
        other = _observed(game, twin, seat)
        if other != seen:
            differ = [k for k in seen if seen[k] != other[k]]
            tally.fail(
                "leaks", f"seed {seed}, step {state.step}: {who}'s {differ} depend on what it cannot see"
            )
            return
        if render is not None:
            tally.counts["png_checks"] += 1
            if render(game.view(state, seat)) != render(game.view(twin, seat)):
                tally.fail(
                    "leaks", f"seed {seed}, step {state.step}: {who}'s picture depends on what it cannot see"
                )
                return


def _png_renderer() -> Render:
    from images import render_board  # only when pictures are compared: images is slow to import

    return render_board


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.selfplay", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=keys())
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-steps", type=int, default=3000)
    parser.add_argument("--scenario")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE")
    parser.add_argument("--step-every", type=int, default=10, help="check the Step of every Nth action")
    parser.add_argument(
        "--secret-every", type=int, default=1, help="compare determinized states every N steps"
    )
    parser.add_argument("--png-every", type=int, default=0, help="compare rendered PNGs every N steps")
    args = parser.parse_args(argv)
    plan = Plan(args.step_every, args.secret_every, args.png_every)
    summary = run(
        args.game, args.games, args.seed, args.max_steps, args.scenario, parse_options(args.option), plan
    )
    failures = summary.pop("first_failures")
    assert isinstance(failures, list)
    for failure in failures:
        print(failure, file=sys.stderr)
    print(json.dumps(summary))
    return 1 if any(summary.get(kind) for kind in FAILURES) else 0


if __name__ == "__main__":
    raise SystemExit(main())
