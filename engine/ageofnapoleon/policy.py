"""Scripted players for Age of Napoleon, deciding from their seat's view (``AonView``), the prompt's key and
its structured actions only: the ``easy`` AI and the guide of the
search's playouts; ``python -m tools.ageofnapoleon_strategies`` plays the balance series of DATA.md.

``general`` (both sides): plays every diplomatic, insurrection and reinforcement event it can; brings in
every corps it may; keeps battle cards for battles and pays for moves with the others; moves its largest
armies, attacking an enemy stack only when its strength is at least the defender's, else marching towards
the nearest enemy capital, and holds its own capital; intercepts when its neighbouring army outweighs the
mover by two; plays every battle card it may; restores a corps when it holds cards to spare. ``cautious`` (both sides): the same, but it only attacks with a margin of
three and keeps four cards in hand.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any

from engine.ageofnapoleon.data.board import AREAS, NEIGHBOURS
from engine.ageofnapoleon.data.cards import CARDS, Phase
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import DETACHABLE
from engine.core import Action, Prompt
from engine.core.agent import Scripted
from engine.core.rng import Rng

View = Mapping[str, Any]
G = "ageofnapoleon"
SIDE_OF = {"fd": "french", "fa": "french", "cm": "coalition", "ic": "coalition"}
MAJORS = ("oesterreich", "preussen", "russia", "spain")
CAPITALS = sorted(a for a, spot in AREAS.items() if spot.capital and a != "britain")


def _side_of_corps(view: View, corps: str) -> str:
    country = ROSTER[corps].country
    status = view["statuses"].get(country) or view["statuses"].get(DETACHABLE.get(country, ""), "neutral")
    return SIDE_OF.get(status, "neutral")


def _strength(view: View, area: str, side: str) -> int:
    return sum(
        ROSTER[c].reduced if c in view["reduced"] else ROSTER[c].combat
        for c, a in view["location"].items()
        if a == area and _side_of_corps(view, c) == side
    )


def _distances(start: str) -> dict[str, int]:
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in NEIGHBOURS[here]:
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


DISTANCE = {area: _distances(area) for area in AREAS}


def _targets(view: View, me: str) -> list[str]:
    """Enemy capitals (the areas of the capitals of countries on the other side)."""
    return [
        a
        for a in CAPITALS
        if SIDE_OF.get(view["statuses"].get(AREAS[a].country, "neutral"), "neutral") not in (me, "neutral")
    ]


class General:
    def __init__(self, margin: int, keep: int) -> None:
        self.margin, self.keep = margin, keep

    def __call__(self, view: View, prompt: Prompt, pick: Rng) -> Action:
        key = prompt.key.removeprefix(f"{G}-ask-")
        me = str(view["seat"])
        ruled = rules_choice(view, prompt, me)  # the decisions of issue 18's rules pass (end of file)
        if ruled is not None:
            return ruled
        acts = prompt.actions
        verbs = {a.verb for a in acts}
        if key in ("diplomacy", "rising"):
            plays = [a for a in acts if a.verb in ("dip", "rise")]
            major = [a for a in plays if len(a.args) > 1 and a.args[1] in MAJORS]
            return (major or plays or acts)[0] if plays else acts[-1]
        if key == "reinforcement":
            if "event" in verbs:
                return next(a for a in acts if a.verb == "event")
            places = [a for a in acts if a.verb == "place"]
            if places:
                empty = [
                    a for a in places if a.args[1] in CAPITALS and not _strength(view, str(a.args[1]), me)
                ]
                return (empty or places)[0]
            if "recover" in verbs and len(view["cards"]["hand"]) > self.keep:
                return self._cheapest(acts, "recover", view)
            return acts[-1]
        if key == "activate":
            return self._activate(view, acts, me)
        if key == "move":
            return self._move(view, acts, me)
        if key == "battle-cards":
            return max(acts, key=lambda a: len(a.args))
        if key == "restore":
            if len(view["cards"]["hand"]) > self.keep and "restore" in verbs:
                return self._cheapest(acts, "restore", view)
            return acts[-1]
        if key == "intercept":
            return self._intercept(view, acts, me)
        if key == "retreat":
            return max(acts, key=lambda a: -_strength(view, str(a.args[0]), _other(me)))
        return pick.choice(acts)

    def _cheapest(self, acts: list[Action], verb: str, view: View) -> Action:
        """The action of ``verb`` paying with the card least worth keeping (battle cards last)."""
        return min((a for a in acts if a.verb == verb), key=lambda a: _worth(str(a.args[0])))

    def _activate(self, view: View, acts: list[Action], me: str) -> Action:
        armies = [a for a in acts if a.verb == "army"]
        hand = view["cards"]["hand"]
        free = [a for a in armies if a.args[0] == "free"]
        if not armies or (not free and len(hand) <= self.keep):
            return acts[-1]
        targets = _targets(view, me)

        def score(a: Action) -> tuple[int, float]:
            area = str(a.args[1])
            size = _strength(view, area, me)
            near = min((DISTANCE[area].get(t, 99) for t in targets), default=99)
            return size, -near - _worth(str(a.args[0])) / 10

        best = max(free or armies, key=score)
        home = [t for t in CAPITALS if view["statuses"].get(AREAS[t].country) in _own_statuses(me)]
        if (
            str(best.args[1]) in home
            and len([c for c, x in view["location"].items() if x == best.args[1]]) <= 2
        ):
            others = [a for a in (free or armies) if a.args[1] != best.args[1]]
            if others:
                best = max(others, key=score)
        return best

    def _intercept(self, view: View, acts: list[Action], me: str) -> Action:
        """Intercept from the strongest neighbouring army when it outweighs the army that just moved."""
        moving = view["moving"] or {}
        theirs = sum(
            ROSTER[c].reduced if c in view["reduced"] else ROSTER[c].combat for c in moving.get("corps", [])
        )
        tries = [a for a in acts if a.verb == "intercept"]
        if not tries or (
            len(view["cards"]["hand"]) <= self.keep and not any(a.args[0] == "free" for a in tries)
        ):
            return acts[-1]
        best = max(tries, key=lambda a: (_strength(view, str(a.args[1]), me), -_worth(str(a.args[0]))))
        return best if _strength(view, str(best.args[1]), me) >= theirs + self.margin + 2 else acts[-1]

    def _move(self, view: View, acts: list[Action], me: str) -> Action:
        attacks = []
        marches = []
        for a in acts:
            if a.verb not in ("to", "forced", "sea"):
                continue
            area = str(a.args[0])
            enemy = _strength(view, area, _other(me))
            if enemy:
                attacks.append((enemy, a))
            else:
                marches.append(a)
        moving = view["moving"]
        strength = sum(
            ROSTER[c].reduced if c in view["reduced"] else ROSTER[c].combat
            for c in (moving or {}).get("corps", [])
        )
        good = [a for enemy, a in attacks if strength >= enemy + self.margin]
        if good:
            return min(good, key=lambda a: a.verb != "to")
        targets = _targets(view, me)
        if marches and targets:
            return min(
                marches,
                key=lambda a: (min(DISTANCE[str(a.args[0])].get(t, 99) for t in targets), a.verb != "to"),
            )
        return acts[-1]


def _own_statuses(me: str) -> tuple[str, ...]:
    return ("fd", "fa") if me == "french" else ("cm",)


def _other(side: str) -> str:
    return "coalition" if side == "french" else "french"


def _worth(card: str) -> int:
    """How much a card is worth keeping: battle cards most, then movement cards, then the rest."""
    if card not in CARDS:
        return 0  # the free move
    phase = CARDS[card].phase
    return {Phase.BATTLE: 3, Phase.MOVEMENT: 2}.get(phase, 1)


GENERAL = Scripted("general", General(margin=0, keep=2))
CAUTIOUS = Scripted("cautious", General(margin=3, keep=4))
STRATEGIES: dict[str, dict[str, Scripted]] = {
    "french": {"general": GENERAL, "cautious": CAUTIOUS},
    "coalition": {"general": GENERAL, "cautious": CAUTIOUS},
}
MATCHUPS: list[dict[str, str]] = [
    {"french": "general", "coalition": "general"},
    {"french": "cautious", "coalition": "general"},
    {"french": "general", "coalition": "cautious"},
    {"french": "random", "coalition": "general"},
    {"french": "general", "coalition": "random"},
]


# --- the rules' own decisions (issue 18): battle participants, winter losses, Mud, withdrawal ---------------


def rules_choice(view: View, prompt: Prompt, me: str) -> Action | None:
    """The answer to a participants, winter-losses, Mud or withdrawal question, or None for another one."""
    key = prompt.key.removeprefix(f"{G}-ask-")
    if key == "participants":
        return declare_strongest(view, prompt)
    if key == "winter-losses":
        return lose_weakest(view, prompt)
    if key == "mud":
        return mud_on_big_armies(view, prompt)
    if key == "withdraw":
        return withdraw_when_outmatched(view, prompt, me)
    return None


def _corps_value(view: View, corps: str) -> int:
    return ROSTER[corps].reduced if corps in view["reduced"] else ROSTER[corps].combat


def declare_strongest(view: View, prompt: Prompt) -> Action:
    """Field the corps with the largest combat total."""
    return max(prompt.actions, key=lambda a: sum(_corps_value(view, str(c)) for c in a.args))


def lose_weakest(view: View, prompt: Prompt) -> Action:
    """Lose the corps worth least: low rank and low combat (the commanders are kept)."""
    return min(
        prompt.actions,
        key=lambda a: sum(10 * ROSTER[str(c)].rank + _corps_value(view, str(c)) for c in a.args),
    )


def mud_on_big_armies(view: View, prompt: Prompt) -> Action:
    """Play Mud against an army of three corps or more; else decline."""
    moving = view["moving"] or {}
    plays = [a for a in prompt.actions if a.verb == "mud"]
    return plays[0] if plays and len(moving.get("corps", [])) >= 3 else prompt.actions[-1]


def withdraw_when_outmatched(view: View, prompt: Prompt, me: str) -> Action:
    """Withdraw, towards the strongest friendly area, when the attacker outweighs the army by more than 2."""
    attackers = list((view["moving"] or {}).get("corps", []))
    theirs = sum(_corps_value(view, c) for c in attackers)
    here = view["location"].get(attackers[0], "") if attackers else ""
    tries = [a for a in prompt.actions if a.verb == "withdraw"]
    if not tries or theirs <= _strength(view, here, me) + 2:
        return prompt.actions[-1]
    return max(tries, key=lambda a: _strength(view, str(a.args[0]), me))
