"""``python -m tools.golden OUT.json``: a digest of fixed-seed random games, to compare two builds.

For every game of the registry and every template (or those named with ``--games``), a few seeds of
random play on the public API: the seats to act, one picked; its legal actions, one picked (both
from a generator seeded from the game's seed, ``engine.core.rng``); ``apply`` observing the public
view. Each step's plain state (``engine.core.plain.to_plain``), log entries and ``Step`` go into one
SHA-256 per game and seed, and so does, every few steps, a ``determinize`` from the acting seat's
view (copies and re-draws) and a JSON round trip of the state, and every ``SEARCH_EVERY`` steps what the
``normal`` AI of the acting seat chooses there at a small fixed budget (its playouts, the games'
scripted players and estimates run too). The file also keeps a digest every ``CHECKPOINT`` steps, to
find where two builds part.

Two runs of the same code give the same file: compare the pure run's file with another build's
(``tools/mypyc_build.py``) or with the run before a change meant to change no behaviour.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import engine
from engine.core import Game, GameState
from engine.core.agent import info_for
from engine.core.levels import level_agent
from engine.core.plain import to_plain
from engine.core.rng import Rng, derive

AnyGame = Game[Any, Any]
SEEDS = (1, 2, 3)
STEPS = 300
CHECKPOINT = 50  # steps between the digests kept to find where two runs part
SIDE_EVERY = 7  # steps between a determinize and a round trip
SEARCH_EVERY, SEARCH_PLAYOUTS = 50, 8  # steps between the AI's decisions, and their playouts
_PICKER, _REDRAW, _SEARCH = 0x601D, 0xDE7E, 0x5EA8


def _json(value: object) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def play(game: AnyGame, seed: int, steps: int = STEPS) -> dict[str, object]:
    """One game's digest: ``digest`` over every step, ``checkpoints`` at every ``CHECKPOINT``-th."""
    state = game.setup(seed)
    picker = Rng(derive(seed, _PICKER))
    digest = hashlib.sha256(_json(to_plain(state)))
    checkpoints: list[str] = []
    played = 0
    while played < steps:
        acting = game.to_act(state)
        if not acting:
            break
        seat = acting[picker.below(len(acting))]
        actions = game.legal_actions(state, seat)
        action = actions[picker.below(len(actions))]
        done = game.apply(state, seat, action)
        played += 1
        digest.update(_json([seat, action.notation(), list(done.to_act), done.handoff, done.public_changed]))
        digest.update(_json([done.undo.value, done.entries, to_plain(state)]))
        if played % SIDE_EVERY == 0 and game.to_act(state):
            other = game.determinize(state, game.to_act(state)[0], derive(seed, played, _REDRAW))
            digest.update(_json([to_plain(other), to_plain(game.load(json.loads(state.to_json())))]))
        if played % SEARCH_EVERY == 0 and game.to_act(state):
            digest.update(_json(_searched(game, state, derive(seed, played, _SEARCH))))
        if played % CHECKPOINT == 0:
            checkpoints.append(digest.hexdigest()[:16])
    result = game.result(state)
    return {
        "steps": played,
        "result": None if result is None else [list(result.winners), result.reason],
        "digest": digest.hexdigest(),
        "checkpoints": checkpoints,
    }


def _searched(game: AnyGame, state: GameState, seed: int) -> str:
    """What the ``normal`` AI of the first seat to act chooses, from that seat's information alone."""
    seat = game.to_act(state)[0]
    agent = level_agent(game, seat, "normal", playouts=SEARCH_PLAYOUTS)
    return agent.choose(info_for(game, state, seat, Rng(seed))).notation()


def golden(keys: Sequence[str], seeds: Sequence[int] = SEEDS, steps: int = STEPS) -> dict[str, object]:
    """Every game's digests by key and seed."""
    return {key: {str(seed): play(_game(key), seed, steps) for seed in seeds} for key in keys}


def _game(key: str) -> AnyGame:
    return engine.example(key) if key in engine.EXAMPLES else engine.find_game(key)


def main(argv: list[str] | None = None) -> int:
    every = [*engine.TITLES, *engine.EXAMPLES]
    parser = argparse.ArgumentParser(prog="python -m tools.golden", description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the JSON file to write")
    parser.add_argument("--games", nargs="+", choices=every, default=every, metavar="GAME")
    parser.add_argument("--seeds", nargs="+", type=int, default=list(SEEDS))
    parser.add_argument("--steps", type=int, default=STEPS, help="steps per game at most")
    args = parser.parse_args(argv)
    found = golden(args.games, args.seeds, args.steps)
    args.out.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{args.out}: {len(args.games)} games x {len(args.seeds)} seeds")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
