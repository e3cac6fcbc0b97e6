"""The balance series of Gustav's scripted player (``engine.gustav.policy``):
``python -m tools.gustav_strategies --games 1000`` prints DATA.md's wins by side, by first player of
round 1, and a random player against the scripted one."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Mapping

from engine import find_game
from engine.core.agent import RANDOM, Agent, info_for
from engine.core.rng import Rng, derive
from engine.gustav.policy import GREEDY

# --- the balance series -------------------------------------------------------------------------------


def series(games: int, players: Mapping[str, Agent], seed: int = 1) -> dict[str, object]:
    """Play ``games`` games; wins by side, by first player of round 1, and how games ended."""
    game = find_game("gustav")
    wins: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    firsts: Counter[str] = Counter()
    first_wins = 0
    for n in range(games):
        state = game.setup(seed + n)
        picks = {s: Rng(derive(seed + n, i)) for i, s in enumerate(state.seats)}
        first = ""
        while game.to_act(state):
            seat = game.to_act(state)[0]
            action = players[seat].choose(info_for(game, state, seat, picks[seat]))
            game.apply(state, seat, action, observe=False)
            if not first and state.round >= 1 and state.first:
                first = state.first
        result = game.result(state)
        assert result is not None
        reasons[result.reason] += 1
        firsts[first] += 1
        for winner in result.winners:
            wins[winner] += 1
            first_wins += winner == first
    return {
        "games": games,
        "wins": dict(wins),
        "draws": games - sum(wins.values()),
        "first_player_wins": first_wins,
        "first_player": dict(firsts),
        "reasons": dict(reasons),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.gustav_strategies", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name, players in (
        ("greedy-greedy", {"imperial": GREEDY, "swedish": GREEDY}),
        ("random-greedy", {"imperial": RANDOM, "swedish": GREEDY}),
        ("greedy-random", {"imperial": GREEDY, "swedish": RANDOM}),
    ):
        print(json.dumps({"matchup": name, **series(args.games, players, args.seed)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
