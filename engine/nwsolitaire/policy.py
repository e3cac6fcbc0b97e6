"""A scripted Coalition player for the Napoleonic Wars solitaire (seed 001), deciding from its view,
the prompt's key and its structured actions only. ``python -m tools.nwsolitaire_series`` plays a
series of each scenario with it (DATA.md holds the figures).

Its tactics are the ones the rules reward (11.1, the notes of the example of play §13.0): the
Small War Fund and the Naval Budget kept at what a strategic small war and a naval battle need; the
But country and the two other countries cheapest to hold taken with a safe margin, or none that
cannot be reached (a lost battle costs fervour and may make a power surrender); minor states bought
by threes where SP are missing; battles fought where the margin is widest first; retreats to friends.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.core import Action, Prompt
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.nwsolitaire.data.map import BROWN_BOXES
from engine.nwsolitaire.data.units import NATION_FRENCH_SP, NATION_OTHER_SP, STRONGEST_FIRST, UNIT_SP

SEAT = "coalition"
View = Mapping[str, Any]
KEEP = 4  # pounds kept in the treasury for diplomats and minor states
FUND_GOAL, NAVAL_GOAL = 10, 4  # 4.2: enough for a strategic small war and a naval battle (13.0 note)
FACE_DOWN_SP = 5  # the mean French corps (148 SP in 32 units), for a face-down one
SAFE_MARGIN = 10  # 9.6: SP over the French that, with one die, reaches the Coalition's results
NAPOLEON_RESERVE = 8  # 8.5: Napoleon and his reinforcements come most often to the But country
MINOR_RESERVE = 2  # pounds kept back from buying minor states (recruiting, debates)
MINOR_SP = 4  # what a group of three minor states brings, about


def _first(prompt: Prompt, *verbs: str) -> Action | None:
    return next((a for a in prompt.actions if a.verb in verbs), None)


def _number(arg: object) -> int:
    """A whole-number argument of a prompt's message."""
    assert isinstance(arg, int)
    return arg


def _sides(view: View, countries: Iterable[str]) -> tuple[dict[str, int], dict[str, int]]:
    """The French SP in each country, a face-down unit (7.6 fog of war) counted at the mean
    strength, and the Coalition's (everyone else's) SP there."""
    units, down = view["units"], view.get("face_down", {})
    french: dict[str, int] = {}
    coalition: dict[str, int] = {}
    for country in countries:
        here = units.get(country, ())
        french[country] = FACE_DOWN_SP * down.get(country, 0) + sum(map(NATION_FRENCH_SP.__getitem__, here))
        coalition[country] = sum(map(NATION_OTHER_SP.__getitem__, here))
    return french, coalition


def _margin(view: View, country: str) -> int:
    french, coalition = _sides(view, (country,))
    return coalition[country] - french[country]


def _refuge_value(view: View, country: str) -> int:
    """9.8: a refuge without French units, next to friends, is best."""
    french, coalition = _sides(view, (country,))
    return -10 * french[country] + coalition[country]


def _deploy(view: View, prompt: Prompt) -> Action:
    """8.1-8.4, 11.1: hold three countries with the But among them. The countries are taken in
    order (the But country, then the others by the SP they need) while the units left can still
    reach a safe margin over the French in each; minor states are bought by threes for the one that
    needs most; each unit, strongest first, goes where most is missing; units with no use stay in
    the pool (a battle lost there would cost fervour and might make a power surrender)."""
    options: dict[str, list[str]] = {}  # unit -> where it may go
    minors: list[Action] = []
    open_: set[str] = set()  # where a unit or minor states may go
    done: Action | None = None
    for a in prompt.actions:  # read in one pass: a deploy prompt offers some fifty actions
        verb = a.verb
        if verb == "place":
            uid, country = a.args
            options.setdefault(str(uid), []).append(str(country))
        elif verb == "minors":
            minors.append(a)
            open_.add(str(a.args[0]))
        elif verb == "done" and done is None:
            done = a
    assert done is not None
    for countries in options.values():
        open_.update(countries)
    but = view["but"]
    french, coalition = _sides(view, open_)

    def wanted(country: str) -> int:
        wanted = french[country] + SAFE_MARGIN if french[country] else 1
        if country == but:
            wanted += NAPOLEON_RESERVE
        return wanted

    need = {c: wanted(c) - coalition[c] for c in open_}
    available = sum(map(UNIT_SP.__getitem__, options)) + MINOR_SP * max(0, view["treasury"] - MINOR_RESERVE)
    held = [c for c in open_ if need[c] <= 0 and coalition[c]]
    chosen: list[str] = []
    for country in sorted(open_, key=lambda c: (c != but, need[c], c)):
        if len(chosen) + len([c for c in held if c not in chosen]) >= 3 and country not in held:
            continue
        if country in held or need[country] <= available:
            chosen.append(country)
            available -= max(0, need[country])
    wanting = [c for c in chosen if need[c] > 0]
    contested = [c for c in chosen if french[c]]
    if minors and view["treasury"] > MINOR_RESERVE and (wanting or contested):
        goal = max(wanting or contested, key=need.__getitem__)
        buy = next((a for a in minors if a.args == (goal,)), None)
        if buy is not None:
            return buy
    strongest = sorted(options, key=STRONGEST_FIRST.__getitem__)
    for uid in strongest:
        fits = [c for c in wanting if c in options[uid]]
        if fits:
            return Action("place", (uid, max(fits, key=lambda c: (need[c], c == but))))
    for uid in strongest:  # the rest as reserves
        fits = [c for c in chosen if c in options[uid] and french[c]]
        if fits:
            return Action(
                "place", (uid, but if but in fits else min(fits, key=lambda c: coalition[c] - french[c]))
            )
    return done


def decide(view: View, prompt: Prompt, pick: Rng) -> Action:
    key = prompt.key.removeprefix("nwsolitaire-ask-")
    acts = prompt.actions
    if key == "budget":
        n = min(view["treasury"] - KEEP, FUND_GOAL - view["small_war_fund"])
        if n > 0:
            return next(a for a in acts if a.args == ("treasury", "fund", n))
        n = min(view["treasury"] - KEEP, NAVAL_GOAL - view["naval_budget"])
        if n > 0:
            return next(a for a in acts if a.args == ("treasury", "naval", n))
    if key == "small-war":
        if _first(prompt, "naval") and view["naval_budget"] >= 2:
            return Action("naval")
        delay = _first(prompt, "delay")
        if delay:
            return delay
        args = prompt.text.args
        box = str(getattr(args["box"], "id", ""))
        need = (
            _number(args["difficulty"])
            - _number(args["modifier"])
            - 7
            + (2 if BROWN_BOXES[box].kind == "strategic" else 0)
        )
        spend = max(0, min(view["small_war_fund"], need))
        return next(a for a in acts if a.verb == "fight" and a.args == (spend,))
    if key == "naval":
        return next(a for a in acts if a.args == (min(view["naval_budget"], 4),))
    if key == "diplomacy":
        recruit = _first(prompt, "recruit")
        if recruit:
            return recruit
        for action in acts:  # at most as many debaters in a box as French diplomats there
            box = view["french_diplomats"][str(action.args[1])] if action.verb == "debate" else ""
            if box in ("germany", "austria"):
                ours = sum(at == box for at in view["coalition_diplomats"].values())
                theirs = sum(at == box for at in view["french_diplomats"].values())
                if ours < theirs:
                    return action
        resolve = _first(prompt, "resolve")
        if resolve:
            return resolve
        charm = _first(prompt, "charm")
        if charm and view["treasury"] >= 3:
            return charm
    if key == "deploy":
        return _deploy(view, prompt)
    if key == "battle":
        return max(acts, key=lambda a: _margin(view, str(a.args[0])))
    if key == "retreat":
        return max(acts, key=lambda a: _refuge_value(view, str(a.args[0])))
    if key == "invasion":
        return _first(prompt, "delay") or next(
            a for a in acts if a.verb == "fight" and a.args == (view["small_war_fund"],)
        )
    if key == "charge":
        total = _number(prompt.text.args["total"])
        return Action("charge") if total < 12 else Action("accept")
    if key == "icons":
        icon = _first(prompt, "icon")
        if icon and view["treasury"] >= 2:
            return icon
    if key == "secret":
        return _first(prompt, "gold") or Action("money")
    if key not in ("napoleon", "survivor", "rearguard", "french-loss", "levy", "charge-target"):
        done = _first(prompt, "done", "pass", "keep", "halt", "accept", "money")
        if done is not None:
            return done
    return acts[0]


COALITION = Scripted("coalition", decide)
STRATEGIES: dict[str, dict[str, Scripted]] = {"coalition": {"coalition": COALITION}}
MATCHUPS: list[dict[str, str]] = [{"coalition": "coalition"}, {"coalition": "random"}]
