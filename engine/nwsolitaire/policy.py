"""A scripted Coalition player for the Napoleonic Wars solitaire (seed 001), deciding from its view,
the prompt's key and its structured actions only. ``python -m tools.nwsolitaire_series`` plays a
series of each scenario with it (DATA.md holds the figures).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Action, Prompt
from engine.core.agent import Agent, Scripted
from engine.core.rng import Rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.data.map import BROWN_BOXES
from engine.nwsolitaire.data.units import UNITS

SEAT = "coalition"
View = Mapping[str, Any]
KEEP = 4  # pounds kept in the treasury for diplomats and minor states


def _first(prompt: Prompt, *verbs: str) -> Action | None:
    return next((a for a in prompt.actions if a.verb in verbs), None)


def _number(arg: object) -> int:
    """A whole-number argument of a prompt's message."""
    assert isinstance(arg, int)
    return arg


def _french_sp(view: View, country: str) -> int:
    return sum(
        UNITS[u].sp
        for u in view["units"].get(country, [])
        if UNITS[u].nation in ("french", "polish", "french_ally")
    )


def decide(view: View, prompt: Prompt, pick: Rng) -> Action:
    key = prompt.key.removeprefix("nwsolitaire-ask-")
    acts = prompt.actions
    done = _first(prompt, "done", "pass", "keep", "halt", "accept", "money")
    if key == "budget":
        if view["treasury"] > KEEP and view["small_war_fund"] < 12:
            n = view["treasury"] - KEEP
            return next(a for a in acts if a.args == ("treasury", "fund", n))
        if view["naval_budget"] < 3 and view["treasury"] > 2:
            return next(a for a in acts if a.args == ("treasury", "naval", 1))
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
        minors = [a for a in acts if a.verb == "minors" and a.args == (view["but"],)]
        if minors and view["treasury"] >= 2:
            return minors[0]
        places = [a for a in acts if a.verb == "place"]
        if places:
            uid = str(places[0].args[0])
            options = [str(a.args[1]) for a in places if a.args[0] == uid]
            target = (
                view["but"] if view["but"] in options else max(options, key=lambda c: _french_sp(view, c))
            )
            return Action("place", (uid, target))
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
    if done is not None and key not in (
        "battle",
        "retreat",
        "napoleon",
        "survivor",
        "rearguard",
        "french-loss",
        "levy",
        "charge-target",
    ):
        return done
    return acts[0]


COALITION = Scripted("coalition", decide)
STRATEGIES: dict[str, dict[str, Agent]] = {"coalition": {"coalition": COALITION}}
MATCHUPS: list[dict[str, str]] = [{"coalition": "coalition"}, {"coalition": "random"}]


def play(game: NapoleonicWars, seed: int, scenario: str) -> tuple[bool, int]:
    state = game.setup(seed, scenario)
    pick = Rng(seed)
    while game.result(state) is None:
        prompt = game.prompt(state, SEAT)
        game.apply(state, SEAT, decide(game.view(state, SEAT), prompt, pick), observe=False)
    result = game.result(state)
    assert result is not None
    return bool(result.winners), state.abdication
