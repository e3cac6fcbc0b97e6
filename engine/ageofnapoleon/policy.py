"""Scripted players for Age of Napoleon, deciding from their seat's view (``AonView``), the prompt's key and
its structured actions only: the ``easy`` AI and the guide of the search's playouts;
``python -m tools.ageofnapoleon_strategies`` plays the balance series of DATA.md.

``general`` (both sides) plays every diplomatic play that brings a country nearer its side, every insurrection
and reinforcement event it can, and brings in every corps it may, keeping battle cards for battles and (in
1805) the diplomatic cards that would win a great power over for the next diplomacy phase, and paying for
moves with the others. Its war aim follows the victory conditions (endings.py): the Coalition must take Paris
before the end of 1815 and hold it with more corps than France's largest stack (endings.scattered), so its
armies gather in the areas round Paris and strike together when those gathered outnumber France's largest
stack (or in each year's last campaign round, whatever its card budget, or at once when no French stack is a
field army), then fill Paris until they outnumber every French stack and never march out of it, bringing their
corps in as near Paris as they may and spending no card on recovery; the French must keep Napoleon on his
throne, so they hold Paris with a garrison (seven corps in 1809, three elsewhere), call their armies home when
the Coalition's corps within two areas of Paris (1809) or next to it (1813) outnumber it, and take the war to
the nearest enemy capital with what is left. An army attacks a stack next to it that it outweighs by the
side's margin (the French keep two points to spare, the Coalition two in 1805, and its margin shrinks as the
last year nears), otherwise it marches on, never ending next to an enemy stack that outweighs it, and stays
put in a winter round (march losses are permanent then). It keeps a card for each campaign round to come (the
Coalition's fights off its road and its interceptions wait for cards to spare), intercepts when its
neighbouring army outweighs the mover by two, plays its best battle card (all of them with a full hand), and
restores corps only with cards to spare. ``cautious`` (both sides) is the same with a margin of three more and
four cards kept in hand. The scenario's settings (``HOME_GUARD``, ``STRONG_GARRISON``, ``COALITION_CARE``,
``DIPLOMATS``) are read from the view's ``scenario``, and tuned on the balance series of DATA.md §18.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any

from engine.ageofnapoleon.army import commander
from engine.ageofnapoleon.data.board import AREAS, NEIGHBOURS
from engine.ageofnapoleon.data.cards import BATTLE, CARDS, DIPLOMACY, MOVEMENT
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import DETACHABLE, Side, Status, side_of
from engine.ageofnapoleon.diplomacy import card_status
from engine.ageofnapoleon.endings import ARMY
from engine.ageofnapoleon.sequence import LAST_YEAR
from engine.core import Action, Prompt
from engine.core.agent import Scripted
from engine.core.rng import Rng

View = Mapping[str, Any]
G = "ageofnapoleon"
SIDE_OF = {"fd": "french", "fa": "french", "cm": "coalition", "ic": "coalition"}
MAJORS = ("oesterreich", "preussen", "russia", "spain")
CAPITALS = sorted(a for a, spot in AREAS.items() if spot.capital and a != "britain")
PARIS = "ile_de_france"
PER_ROUND = 1  # cards kept for each campaign round to come
COALITION_PER_ROUND = 1  # the Coalition's: it must march on Paris every round, not spend its hand at once
SPARE = 6  # cards in hand beyond those kept before one is spent restoring corps (aid 9.6, the winner's card)
HUNT = 1  # how far (in areas) an army looks for an enemy stack to attack
FULL_HAND = 8  # above this many cards in hand, every battle card it may is played
COALITION_CARE = {"1805": 2}  # in 1805 the Coalition's armies are few and must not be spent on even fights
FRENCH_CARE = 2  # the French attack only with this much more strength: their corps are not replaced so fast
SIZE_CLASS = 1  # armies are ranked by strength in steps of this much, then by nearness to their goal
# how near Paris (in areas) a Coalition army calls the French armies home, in the scenarios where the French
# are the weaker side (1809: the Coalition's armies start next to France's; 1813: once at Paris's door)
HOME_GUARD = {"1809": 2, "1813": 1}
# the cards beyond those kept that the Coalition must hold before one of its armies fights off its strike at
# Paris: in 1813 it spent them chasing the small stacks a random French player scatters round Paris and came
# to 1815 without the corps to hold the city (DATA.md §18)
HUNT_SPARE = {"1813": 2}
GARRISON = 3  # French corps held in Paris: a stack of three is a field army (endings.ARMY)
# a larger one where the Coalition is near (1809) or, in 1813, where its armies keep their cards for the strike
# at Paris (HUNT_SPARE)
STRONG_GARRISON = {"1809": 7, "1813": 5}


def _side_of_corps(view: View, corps: str) -> str:
    country = ROSTER[corps].country
    status = view["statuses"].get(country) or view["statuses"].get(DETACHABLE.get(country, ""), "neutral")
    return SIDE_OF.get(status, "neutral")


def _value(view: View, corps: str) -> int:
    return ROSTER[corps].reduced if corps in view["reduced"] else ROSTER[corps].combat


def _stacks(view: View) -> dict[tuple[str, str], tuple[int, int]]:
    """(area, side) -> (corps, combat strength) of every stack on the map."""
    out: dict[tuple[str, str], tuple[int, int]] = {}
    for corps, area in view["location"].items():
        key = (area, _side_of_corps(view, corps))
        n, strength = out.get(key, (0, 0))
        out[key] = (n + 1, strength + _value(view, corps))
    return out


_MEMO: dict[int, tuple[View, dict[tuple[str, str], tuple[int, int]]]] = {}


def _stack(view: View, area: str, side: str) -> tuple[int, int]:
    memo = _MEMO.get(id(view))
    if memo is None or memo[0] is not view:
        _MEMO.clear()
        memo = _MEMO[id(view)] = (view, _stacks(view))
    return memo[1].get((area, side), (0, 0))


def _strength(view: View, area: str, side: str) -> int:
    return _stack(view, area, side)[1]


def _count(view: View, area: str, side: str) -> int:
    return _stack(view, area, side)[0]


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
    """Where the side's armies march: Paris for the Coalition (its aim is the abdication), and once Paris is
    taken the French field armies too (a capital held counts only while France's army is scattered); for
    the French the capitals of the countries on the other side."""
    if me == "coalition":
        if not _count(view, PARIS, "coalition"):
            return [PARIS] if strike(view) else MUSTER
        if _count(view, PARIS, "coalition") <= _biggest(view, "french"):
            return [PARIS]  # too few there yet to scatter France's army (endings.scattered)
        armies = {a for a in AREAS if _count(view, a, "french") >= GARRISON}  # what keeps Napoleon reigning
        return sorted(armies | {PARIS})
    if view["scenario"] in HOME_GUARD and _menace(view) > _count(view, PARIS, "french"):
        return [PARIS]  # the armies come home when the Coalition gathers before Paris
    return [
        a
        for a in CAPITALS
        if SIDE_OF.get(view["statuses"].get(AREAS[a].country, "neutral"), "neutral") not in (me, "neutral")
    ]


MUSTER = sorted(NEIGHBOURS[PARIS])  # where the Coalition's armies gather before they strike at Paris


def _biggest(view: View, side: str) -> int:
    """The most corps the side has in one area."""
    return max((_count(view, a, side) for a in AREAS), default=0)


def strike(view: View) -> bool:
    """Whether the Coalition's armies go into Paris now: when those gathered round it (and in it) outnumber
    France's largest stack, so that Paris held is France's capitulation (endings.scattered), and outweigh
    the garrison; or in the last campaign round of the war, whatever the odds."""
    ring = [PARIS, *MUSTER]
    gathered = sum(_count(view, a, "coalition") for a in ring)
    might = sum(_strength(view, a, "coalition") for a in ring)
    last = int(view["round"]) >= int(view["rounds"]) - 1
    biggest = _biggest(view, "french")
    outnumbers = gathered > biggest or (gathered > 0 and biggest < ARMY)  # Paris held would scatter France
    return last or (outnumbers and might > _strength(view, PARIS, "french"))


def _menace(view: View) -> int:
    """The Coalition's corps within two areas of Paris."""
    reach = HOME_GUARD[str(view["scenario"])]
    return sum(_count(view, a, "coalition") for a, d in DISTANCE[PARIS].items() if d <= reach)


def _garrison(view: View) -> int:
    return STRONG_GARRISON.get(str(view["scenario"]), GARRISON)


def _within_reach(view: View, area: str, me: str, goal: str) -> bool:
    """Whether the army that would leave ``area`` reaches ``goal`` this round (its commander's movement, one
    less to fight there, one less in winter; aid 移動)."""
    here = [c for c, a in view["location"].items() if a == area and _side_of_corps(view, c) == me]
    if not here:
        return False
    steps = ROSTER[commander(here)].movement - (1 if _count(view, goal, _other(me)) else 0)
    return DISTANCE[area].get(goal, 99) <= steps - (1 if view["winter"] else 0)


def _near(area: str, targets: list[str]) -> int:
    return min((DISTANCE[area].get(t, 99) for t in targets), default=99)


def _on_the_way(area: str, start: str, targets: list[str], me: str) -> bool:
    """Whether fighting in ``area`` keeps the Coalition's army on its road to Paris (the French fight
    wherever they find a weaker enemy)."""
    if (me == "french" and targets != [PARIS]) or start not in AREAS:
        return True  # the French fight anywhere, unless they are coming home to defend Paris
    return _near(area, targets) <= _near(start, targets)


def _threat(view: View, area: str, me: str) -> int:
    """The strongest enemy stack next to ``area`` (or in it)."""
    foe = _other(me)
    return max((_strength(view, a, foe) for a in (area, *NEIGHBOURS[area])), default=0)


class General:
    def __init__(self, margin: int, keep: int) -> None:
        self.margin, self.keep = margin, keep

    def __call__(self, view: View, prompt: Prompt, pick: Rng) -> Action:
        key = prompt.key.removeprefix(f"{G}-ask-")
        me = str(view["seat"])
        ruled = rules_choice(view, prompt, me)  # the decisions of issue 18's rules pass (end of file)
        if ruled is not None:
            return ruled
        acts = _not_paying_with(prompt.actions, _diplomats(view, me))
        verbs = {a.verb for a in acts}
        if key == "diplomacy":
            gains = [a for a in acts if a.verb == "dip" and _gains(view, me, str(a.args[0]), str(a.args[1]))]
            major = [a for a in gains if a.args[1] in MAJORS]
            return (major or gains or acts)[0] if gains else acts[-1]
        if key == "rising":
            plays = [a for a in acts if a.verb == "rise"]
            major = [a for a in plays if len(a.args) > 1 and a.args[1] in MAJORS]
            return (major or plays or acts)[0] if plays else acts[-1]
        if key == "reinforcement":
            return self._reinforce(view, acts, me)
        if key == "activate":
            return self._activate(view, acts, me)
        if key == "move":
            return self._move(view, acts, me)
        if key == "battle-cards":
            return self._battle_cards(view, acts)
        if key == "restore":
            if len(view["cards"]["hand"]) > self.keep + SPARE and "restore" in verbs:
                return self._cheapest(acts, "restore")
            return acts[-1]
        if key == "intercept":
            return self._intercept(view, acts, me)
        if key == "retreat":
            return max(acts, key=lambda a: -_threat(view, str(a.args[0]), me))
        return pick.choice(acts)

    def _battle_cards(self, view: View, acts: list[Action]) -> Action:
        """The strongest single battle card (the others stay in hand to pay for the coming rounds' moves);
        every card it may when its hand is full."""
        commits = [a for a in acts if a.verb == "commit"]
        if len(view["cards"]["hand"]) > FULL_HAND:
            return max(commits, key=lambda a: len(a.args))
        singles = [a for a in commits if len(a.args) == 1] or [a for a in commits if not a.args] or commits
        return max(singles, key=lambda a: sum(abs(CARDS[str(c)].amount) for c in a.args))

    def _margin(self, view: View, me: str) -> int:
        """The Coalition attacks at worse odds as the last year nears (it must take Paris in time)."""
        if me == "coalition":
            care = COALITION_CARE.get(str(view["scenario"]), 0)
            return self.margin + care - max(0, 3 - (LAST_YEAR - int(view["year"])))
        return self.margin + FRENCH_CARE

    def _reinforce(self, view: View, acts: list[Action], me: str) -> Action:
        events = [a for a in acts if a.verb == "event"]
        if events:
            return events[0]
        places = [a for a in acts if a.verb == "place"]
        if places:
            return max(places, key=lambda a: self._placement(view, str(a.args[0]), str(a.args[1]), me))
        # the Coalition's cards go to its march on Paris, not to corps recovered far from it (a random French
        # player lived to 1815 in a quarter of 1813's games while the Coalition spent four cards a game on
        # recovery; DATA.md §18)
        if (
            me == "french"
            and "recover" in {a.verb for a in acts}
            and len(view["cards"]["hand"]) > self.keep + SPARE
        ):
            return self._cheapest(acts, "recover")
        return acts[-1]

    def _placement(self, view: View, corps: str, area: str, me: str) -> tuple[int, int, int]:
        """French corps fill the Paris garrison first, then join the strongest army; the Coalition's come in
        nearest Paris; the strongest corps first."""
        if me == "french":
            short = area == PARIS and _count(view, PARIS, "french") < _garrison(view)
            return int(short), _strength(view, area, me), ROSTER[corps].combat
        return -_near(area, [PARIS]), _strength(view, area, me), ROSTER[corps].combat

    def _cheapest(self, acts: list[Action], verb: str) -> Action:
        """The action of ``verb`` paying with the card least worth keeping (battle cards last)."""
        return min((a for a in acts if a.verb == verb), key=lambda a: _worth(str(a.args[0])))

    def _activate(self, view: View, acts: list[Action], me: str) -> Action:
        armies = [a for a in acts if a.verb == "army"]
        hand = view["cards"]["hand"]
        free = [a for a in armies if a.args[0] == "free"]
        if not armies or (not free and len(hand) <= self.keep):
            return acts[-1]
        budget = len(hand) > self._kept(view, me, PER_ROUND)
        targets = _targets(view, me)
        winter = bool(view["winter"])
        margin = self._margin(view, me)

        def prey(area: str) -> int:
            """The best enemy stack within two areas this army outweighs by the margin (0: none)."""
            mine = _strength(view, area, me)
            near = [
                a for a, d in DISTANCE[area].items() if 0 < d <= HUNT and _on_the_way(a, area, targets, me)
            ]
            weak = [s for a in near if 0 < (s := _strength(view, a, _other(me))) <= mine - margin]
            return max(weak, default=0)

        def score(a: Action) -> tuple[int, int, float]:
            area = str(a.args[1])
            if me == "french" and area == PARIS and _count(view, PARIS, me) <= _garrison(view):
                return -1, 0, 0.0  # the garrison holds
            if me == "coalition" and area == PARIS:
                return -1, 0, 0.0  # Paris held stays held: its corps are what scatters France's army
            hunt = prey(area)
            if (winter or _near(area, targets) == 0) and not hunt:
                return -1, 0, 0.0  # winter quarters, or already where it marches to
            size = _strength(view, area, me) // SIZE_CLASS
            if me == "coalition" and targets == [PARIS] and _within_reach(view, area, me, PARIS):
                return 2, size, -_worth(str(a.args[0])) / 10  # the strike at Paris, whatever the budget
            return int(hunt > 0), size, -_near(area, targets) - _worth(str(a.args[0])) / 10

        best = max(free or armies, key=score)
        spare = HUNT_SPARE.get(str(view["scenario"]), 0) if me == "coalition" else 0
        hunt_budget = len(hand) > self._kept(view, me, PER_ROUND) + spare
        hunts = score(best)[0] > 1 or (score(best)[0] > 0 and (me == "french" or hunt_budget or bool(free)))
        worth = hunts or (score(best)[0] == 0 and (budget or bool(free)))
        return best if worth else acts[-1]

    def _kept(self, view: View, me: str, per_round: int = 0) -> int:
        """The cards kept for the campaign rounds still to come (winter rounds aside), so that the main army
        marches every round rather than every army once: ``per_round`` each for the French, always
        ``COALITION_PER_ROUND`` for the Coalition (its march on Paris needs them)."""
        coming = sum(1 for r in range(int(view["round"]) + 1, int(view["rounds"]) + 1) if r != view["rounds"])
        return self.keep + (COALITION_PER_ROUND if me == "coalition" else per_round) * coming

    def _intercept(self, view: View, acts: list[Action], me: str) -> Action:
        """Intercept from the strongest neighbouring army when it outweighs the army that just moved."""
        moving = view["moving"] or {}
        theirs = sum(_value(view, c) for c in moving.get("corps", []))
        tries = [a for a in acts if a.verb == "intercept"]
        free = any(a.args[0] == "free" for a in tries)
        if not tries or (not free and len(view["cards"]["hand"]) <= self._kept(view, me)):
            return acts[-1]
        best = max(tries, key=lambda a: (_strength(view, str(a.args[1]), me), -_worth(str(a.args[0]))))
        return best if _strength(view, str(best.args[1]), me) >= theirs + self.margin + 2 else acts[-1]

    def _move(self, view: View, acts: list[Action], me: str) -> Action:
        moving = view["moving"] or {}
        strength = sum(_value(view, c) for c in moving.get("corps", []))
        margin = self._margin(view, me)
        targets = _targets(view, me)
        start = str(moving.get("start", ""))
        attacks, marches = [], []
        waiting = me == "coalition" and PARIS not in targets and not _count(view, PARIS, me)
        for a in acts:
            if a.verb not in ("to", "forced", "sea") or (waiting and a.args[0] == PARIS):
                continue
            area = str(a.args[0])
            enemy = _strength(view, area, _other(me))
            if enemy:
                if strength >= enemy + margin and _on_the_way(area, start, targets, me):
                    attacks.append((enemy, a))
            elif _threat(view, area, me) <= strength + abs(margin) or area in targets:
                marches.append(a)
        into_paris = [a for a in acts if a.verb == "to" and a.args[0] == PARIS and me == "coalition"]
        if into_paris and PARIS in targets and not view["winter"]:
            held = _strength(view, PARIS, "french")
            if not held or strength >= held + margin:  # the strike at Paris comes before any other fight
                return into_paris[0]
        if attacks:  # the strongest stack it may beat, by land rather than by sea
            return max(attacks, key=lambda e: (e[1].verb == "to", e[0]))[1]
        if view["winter"]:
            return acts[-1]
        here = _near(start, targets) if start in AREAS else 99
        closer = [a for a in marches if _near(str(a.args[0]), targets) < here and a.verb != "forced"]
        if closer:
            return min(closer, key=lambda a: (_near(str(a.args[0]), targets), a.verb != "to"))
        return acts[-1]


PAYING = ("army", "intercept", "restore", "recover")  # the verbs that spend the card named first


def _gains(view: View, me: str, card: str, country: str) -> bool:
    """Whether ``card`` played by ``me`` on ``country`` brings it nearer to ``me``'s side (enemy, neutral,
    own)."""
    if card not in CARDS or CARDS[card].phase is not DIPLOMACY or country not in view["statuses"]:
        return False
    side = Side(me)
    now = Status(view["statuses"][country])
    after = card_status(card, side, now, country)

    def rank(status: Status) -> int:
        owner = side_of(status)
        return 1 if owner is None else 2 if owner is side else 0

    return after is not None and rank(after) > rank(now)


# the scenarios in which the generals keep their diplomatic cards for the diplomacy phase: the long war of 1805,
# in which great powers leave the war and must be won back (in 1813, three years long, keeping them for
# neutral Österreich cost the Coalition its march: general v general French 75%, random French 17%)
DIPLOMATS = {"1805"}


def _diplomats(view: View, me: str) -> set[str]:
    """The diplomatic cards in hand that would bring a great power over to the player's side (or out of the
    enemy's) at the next diplomacy phase: kept for it, never spent on a move. Without them a war in which
    Österreich and Russia surrendered (neutral, endings.surrender) stood still until 1815: both players spent
    every card in the campaign rounds and reached each diplomacy phase with an empty hand (DATA.md §18)."""
    if str(view["scenario"]) not in DIPLOMATS:
        return set()
    return {card for card in view["cards"]["hand"] if any(_gains(view, me, card, c) for c in MAJORS)}


def _not_paying_with(acts: list[Action], kept: set[str]) -> list[Action]:
    """The actions that do not spend one of the ``kept`` cards."""
    if not kept:
        return acts
    return [a for a in acts if not (a.verb in PAYING and a.args and str(a.args[0]) in kept)]


def _other(side: str) -> str:
    return "coalition" if side == "french" else "french"


def _worth(card: str) -> int:
    """How much a card is worth keeping: battle cards most, then movement cards, then the rest."""
    if card not in CARDS:
        return 0  # the free move
    phase = CARDS[card].phase
    return {BATTLE: 3, MOVEMENT: 2}.get(phase, 1)


GENERAL = Scripted("general", General(margin=0, keep=0))
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
    if key in ("winter-losses", "losses"):
        return hit_weakest(view, prompt)
    if key == "mud":
        return mud_on_big_armies(view, prompt)
    if key == "withdraw":
        return withdraw_when_outmatched(view, prompt, me)
    return None


def _corps_value(view: View, corps: str) -> int:
    return ROSTER[corps].reduced if corps in view["reduced"] else ROSTER[corps].combat


def declare_strongest(view: View, prompt: Prompt) -> Action:
    """Field the corps with the largest combat total: add the strongest corps not yet picked, then fight."""
    adds = [a for a in prompt.actions if a.verb == "add"]
    if not adds:
        return next(a for a in prompt.actions if a.verb == "fight")
    return max(adds, key=lambda a: _corps_value(view, str(a.args[0])))


def hit_weakest(view: View, prompt: Prompt) -> Action:
    """Winter or battle losses: pick the corps worth least, low rank and low combat (the commanders are
    kept), one by one, then lose them."""
    adds = [a for a in prompt.actions if a.verb == "add"]
    if not adds:
        return next(a for a in prompt.actions if a.verb in ("lose", "take"))
    return min(adds, key=lambda a: 10 * ROSTER[str(a.args[0])].rank + _corps_value(view, str(a.args[0])))


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
