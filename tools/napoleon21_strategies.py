"""Scripted strategies for Napoleon 2.1, to measure the balance of the reconstructed data.

``python -m tools.napoleon21_strategies --games 200`` plays every matchup below and prints win
rates and game lengths (one JSON line each). The players are deliberately simple:

- ``random``: any legal action, uniformly.
- France ``aggressive``: builds up, then marches on the allied capital at War that is best value for
  the effort, keeps a unit at home when allies are near, and declares victory as soon as it may.
- Allies ``turtle``: stay at home, reinforce and mobilize, fight only French units in their own home
  area, and bring Prussia and Spain into the war (Britain declares for them).
- Allies ``counter``: as ``turtle``, but also strike into an ill-guarded France and at weak French
  stacks next door.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from collections.abc import Callable
from typing import Any

from engine import find_game
from engine.core import Action
from engine.core.rng import Rng
from engine.napoleon21.data import (
    ADJACENT,
    ALLIES,
    BRITAIN,
    CHART,
    DISTANCE,
    FRANCE,
    IS_SEA,
    LAND_AREAS,
    LAND_DISTANCE,
    RUSSIA,
    SPAIN,
)
from engine.napoleon21.game import Napoleon21
from engine.napoleon21.movement import AREA, COUNT, LEFT, destinations, group_key
from engine.napoleon21.state import DOWN, UP, N21State, active_count, stack

Strategy = Callable[[N21State, list[Action], Rng], Action]
GAME: Napoleon21 = find_game("napoleon21")  # type: ignore[assignment]


def _first(actions: list[Action], verb: str, arg: str | None = None) -> Action | None:
    return next((a for a in actions if a.verb == verb and (arg is None or a.arg == arg)), None)


def _one_of(actions: list[Action], *verbs: str) -> Action:
    return next((a for v in verbs for a in actions if a.verb == v), actions[0])


def random_player(s: N21State, actions: list[Action], pick: Rng) -> Action:
    """Any legal action."""
    return pick.choice(actions)


# --- shared tactical choices -------------------------------------------------------------------


def _tactics(s: N21State, actions: list[Action]) -> Action | None:
    """Hits, routs, battle order, French assignments and reinforcement, played sensibly."""
    if s.task == "hits":
        b = s.act["battle"]
        st = stack(s, b["area"], b["hits"][0][0])
        keeps_up = [a for a in actions if st[UP] - int(a.arg) >= 1]
        return max(keeps_up or actions, key=lambda a: int(a.arg))
    if s.task in ("rout", "battle"):
        return actions[0]
    if s.task == "assign":  # everything against the biggest army
        b = s.act["battle"]
        biggest = max(b["assign"], key=lambda c: sum(stack(s, b["area"], c)[:2]))
        return _first(actions, "assign", f"{biggest}:all") or actions[-1]
    if s.task in ("assign_count", "rout_count", "march_count"):
        return max((a for a in actions if a.verb == "count"), key=lambda a: int(a.arg))
    if s.task == "reinforce":
        return _one_of(actions, "place", "flip", "done")
    if s.task == "victory":
        return actions[0]
    return None


def _steps_to(area: str, goal: str, by_sea: bool) -> int:
    if by_sea or area == BRITAIN or goal == BRITAIN or IS_SEA[area]:
        return DISTANCE[area][goal]
    return LAND_DISTANCE[area][goal]


def _march(s: N21State, actions: list[Action], goal: str, keep_home: int = 0) -> Action:
    """Force-march what needs it, move every group one step nearer the goal, then finish."""
    country = s.decider or FRANCE
    by_sea = goal == BRITAIN
    reach = 2 if country == FRANCE else 1
    if s.task == "march":
        for a in actions:
            if a.verb == "march":
                g = next(g for g in s.act["mv"] if group_key(g) == a.arg)
                if _steps_to(str(g[AREA]), goal, by_sea) == reach + 1:
                    return a
        return _one_of(actions, "begin")
    if s.task == "move_to":
        g = next(g for g in s.act["mv"] if group_key(g) == s.act["sel"])
        dests = destinations(s, country, g)
        best = min(dests, key=lambda d: (_steps_to(d, goal, by_sea), IS_SEA[d]))
        return _first(actions, "to", best) or actions[0]
    if s.task == "move_count":
        counts = [a for a in actions if a.verb == "count"]
        origin = str(next(g for g in s.act["mv"] if group_key(g) == s.act["sel"])[AREA])
        keep = keep_home if origin == country else 0
        wanted = max(int(counts[-1].arg) - keep, 1)
        return next((a for a in counts if int(a.arg) == wanted), counts[-1])
    for a in actions:
        if a.verb != "unit":
            continue
        g = next(g for g in s.act["mv"] if group_key(g) == a.arg)
        origin = str(g[AREA])
        if origin == country and keep_home and _home_units_left(s, country) <= keep_home:
            continue
        dests = destinations(s, country, g)
        if not (by_sea or IS_SEA[origin] or origin == BRITAIN):
            dests = [d for d in dests if not IS_SEA[d]]
        here = _steps_to(origin, goal, by_sea)
        if int(g[LEFT]) and int(g[COUNT]) and any(_steps_to(d, goal, by_sea) < here for d in dests):
            return a
    return _one_of(actions, "done", "back")


def _home_units_left(s: N21State, country: str) -> int:
    """Units at home that are not already on their way (moved groups have fewer areas left)."""
    return sum(int(g[COUNT]) for g in s.act["mv"] if g[AREA] == country)


# --- France ------------------------------------------------------------------------------------


def _french_units(s: N21State) -> int:
    return sum(sum(st[:2]) for stacks in s.units.values() if (st := stacks.get(FRANCE)))


def _main_army(s: N21State) -> str:
    return max((a for a in s.units if FRANCE in s.units[a]), key=lambda a: sum(s.units[a][FRANCE][:2]))


def _french_target(s: N21State) -> str | None:
    """The allied capital at War worth most for the effort, if the army can take it."""
    if not any(FRANCE in stacks for stacks in s.units.values()):
        return None
    army_area = _main_army(s)
    army = _french_units(s) - (1 if _threat_to_paris(s) else 0)
    best, best_score = None, -1e9
    for ally in ALLIES:
        if s.war[ally] != "war":
            continue
        defenders = sum(stack(s, ally, ally)[:2])
        steps = _steps_to(army_area, ally, ally == BRITAIN)
        losses = {BRITAIN: 4, RUSSIA: 3, SPAIN: 3}.get(ally, 0) + max(0, steps - 2) * 2
        there = active_count(s, ally, FRANCE)
        if not there and army < 2 * defenders + losses + 1:
            continue  # 10.21: the odds must be good before marching
        score = 3 * CHART[ally].vp - steps - losses + (10 if there else 0)
        if score > best_score:
            best, best_score = ally, score
    return best


def _threat_to_paris(s: N21State) -> int:
    """Allied units at War within two areas of France."""
    return sum(
        active_count(s, area, c)
        for area in LAND_AREAS
        if LAND_DISTANCE.get(area, {}).get(FRANCE, 9) <= 2
        for c in ALLIES
        if s.war[c] == "war"
    )


def aggressive_france(s: N21State, actions: list[Action], pick: Rng) -> Action:
    """Build up to strength, then march on the best allied capital at War."""
    tactic = _tactics(s, actions)
    if tactic is not None:
        return tactic
    target = _french_target(s)
    if s.task == "activity":
        down = sum(st[DOWN] for stacks in s.units.values() if (st := stacks.get(FRANCE)))
        if _first(actions, "mobilize") and s.box[FRANCE] == 0:
            return _one_of(actions, "mobilize")
        abroad = active_count(s, FRANCE, FRANCE) < _french_units(s)
        if (down >= 4 and _first(actions, "reinforce")) or (not target and not abroad):
            return _one_of(actions, "reinforce", "mobilize", "campaign")
        if target and _first(actions, "campaign"):
            return _one_of(actions, "campaign")
        return _one_of(actions, "reinforce", "mobilize", "pass")
    keep = 1 if _threat_to_paris(s) else 0
    return _march(s, actions, target or FRANCE, keep)


# --- Allies ------------------------------------------------------------------------------------


def _allied_activity(s: N21State, actions: list[Action], counter: bool) -> Action:
    country = s.decider or ALLIES[0]
    if s.war[country] != "war":
        if s.options["allied_mobilization"] == "on" and _first(actions, "mobilize"):
            return _one_of(actions, "mobilize")  # grow while it is still allowed
        return _first(actions, "declare", country) or _one_of(actions, "reinforce", "pass")
    if country == BRITAIN:
        for target in ALLIES:
            declare = _first(actions, "declare", target)
            if declare and s.war[target] == "armistice":
                return declare
        declare = _first(actions, "declare")
        if declare:
            return declare
    if active_count(s, country, FRANCE) and active_count(s, country, country):
        return _one_of(actions, "campaign")
    if counter and _counter_goal(s, country):
        return _one_of(actions, "campaign")
    return _one_of(actions, "reinforce", "mobilize", "pass")


def _counter_goal(s: N21State, country: str) -> str | None:
    """An ill-guarded France within reach, or a weak French stack next to this ally's units.

    On the Road to Paris, once French morale is 0, every army marches on Paris.
    """
    if country == SPAIN:
        return None
    if s.options["road_to_paris"] == "on" and s.morale <= 0 and s.war[country] == "war":
        return FRANCE
    for area, stacks in s.units.items():
        if country not in stacks or (area == country and active_count(s, country, FRANCE)):
            continue
        mine = sum(stacks[country][:2])
        for dest in (area, *ADJACENT[area]):
            if IS_SEA[dest]:
                continue
            french = active_count(s, dest, FRANCE)
            if dest == FRANCE and french < mine and mine > CHART[FRANCE].garrison:
                return dest
            if french and mine >= 2 * french and dest != country:
                return dest
    return None


def turtle_allies(s: N21State, actions: list[Action], pick: Rng) -> Action:
    """Hold the capitals, build up, and bring the neutrals into the war."""
    return _allies(s, actions, counter=False)


def counter_allies(s: N21State, actions: list[Action], pick: Rng) -> Action:
    """As turtle, and strike at France or weak French stacks when the odds are good."""
    return _allies(s, actions, counter=True)


def _allies(s: N21State, actions: list[Action], counter: bool) -> Action:
    tactic = _tactics(s, actions)
    if tactic is not None:
        return tactic
    if s.task == "activity":
        return _allied_activity(s, actions, counter)
    country = s.decider or ALLIES[0]
    goal = _counter_goal(s, country) if counter else None
    if goal is None:
        if s.task == "move_to":
            return _one_of(actions, "back")
        return _one_of(actions, "begin", "done", "back")
    return _march(s, actions, goal)


FRANCE_PLAYERS: dict[str, Strategy] = {"random": random_player, "aggressive": aggressive_france}
ALLIED_PLAYERS: dict[str, Strategy] = {
    "random": random_player,
    "turtle": turtle_allies,
    "counter": counter_allies,
}


def play(
    seed: int,
    france: Strategy,
    allies: Strategy,
    options: dict[str, str] | None = None,
    max_steps: int = 20000,
) -> tuple[str, int]:
    """One game; returns (outcome, turns)."""
    s = GAME.setup(seed, None, options)
    pick = Rng(seed)
    for _ in range(max_steps):
        result = GAME.result(s)
        if result is not None:
            return ("draw" if result.draw else "+".join(result.winners) or "nobody"), s.turn
        seat = GAME.to_act(s)[0]
        actions = GAME.legal_actions(s, seat)
        player = france if seat == FRANCE else allies
        GAME.apply(s, seat, player(s, actions, pick))
    return "capped", s.turn


def matchup(france: str, allies: str, games: int, seed: int, options: dict[str, str]) -> dict[str, Any]:
    """Win rates and game lengths for one pairing."""
    outcomes: Counter[str] = Counter()
    turns: list[int] = []
    lengths: dict[str, list[int]] = {}
    for i in range(games):
        outcome, length = play(seed + i, FRANCE_PLAYERS[france], ALLIED_PLAYERS[allies], options)
        side = "allies" if outcome not in ("france", "draw", "capped") else outcome
        outcomes[side] += 1
        turns.append(length)
        lengths.setdefault(side, []).append(length)
    return {
        "france": france,
        "allies": allies,
        "options": options,
        "games": games,
        "outcomes": dict(sorted(outcomes.items())),
        "france_win_rate": round(outcomes["france"] / games, 3),
        "turns_median": statistics.median(turns),
        "turns_min_max": [min(turns), max(turns)],
        "turns_median_by_winner": {side: statistics.median(ts) for side, ts in sorted(lengths.items())},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.napoleon21_strategies", description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--france", choices=sorted(FRANCE_PLAYERS))
    parser.add_argument("--allies", choices=sorted(ALLIED_PLAYERS))
    args = parser.parse_args(argv)
    options = dict(pair.split("=", 1) for pair in args.option)
    for france in [args.france] if args.france else FRANCE_PLAYERS:
        for allies in [args.allies] if args.allies else ALLIED_PLAYERS:
            print(json.dumps(matchup(france, allies, args.games, args.seed, options)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
