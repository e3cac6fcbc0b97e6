"""Scripted strategies for Napoleon 1815, to measure the balance of the reconstructed scenarios.

``python -m tools.napoleon1815_strategies --games 300 --scenario ligny_quatre_bras`` plays every
matchup below and prints, one JSON line each, win rates, the VP at the end, how games end (VP 0,
VP 20, Napoleon removed, or the scenario's last turn) and their length.

A strategy sees only what its seat may know: it is called with ``game.view(state, seat)`` and
``game.prompt(state, seat)`` (never the state), and reads the static data (map, orders of battle,
cards, the scenario's public set-up). Enemy SP and fatigue are behind the enemy's screen, so an
enemy corps counts at its set-up strength; a hidden block (Grognard rules) counts as the average
of the blocks its army may still have on the map.

- ``random``: any legal action, uniformly.
- France ``aggressive``: attacks from engaged areas and strikes (move-attack) whenever the
  expected VP of the battle is positive, Napoleon's +3 VP risk included; cavalry and scouts raid
  undefended VP sites; everything else marches on the best target.
- France ``methodical``: attacks only with a clear card advantage, marches the other corps to
  join Napoleon first, and rests tired corps (an unused corps loses all its fatigue).
- Allies ``hold``: stay on their posts (VP sites, farms, towns), march reinforcements to the
  threatened posts, retake lost sites, counter-attack weak French stacks.
- Allies ``concentrate``: Wellington's and Blücher's armies march to a rally point between them
  (the nearest defensible area both can reach), then fight as one; the same counter-attacks.

Every strategy plays its cards the same simple way: battle, retreat and move-answering events
whenever they apply, blue cards that add strength or cards, recovery cards on tired spent corps.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from math import comb
from typing import Any

from engine import find_game
from engine.core import Action, Prompt
from engine.core.rng import Rng
from engine.napoleon1815.data import cards, oob, scenarios
from engine.napoleon1815.data import map as board
from engine.napoleon1815.game import Napoleon1815

View = dict[str, Any]
Strategy = Callable[[View, Prompt, Rng], Action]
GAME: Napoleon1815 = find_game("napoleon1815")  # type: ignore[assignment]

FRENCH, ALLIED = "french", "allied"
SIDE = {"french": FRENCH, "anglo_dutch": ALLIED, "prussian": ALLIED}
SEAT_ARMIES = {
    "france": ("french",),
    "allies": ("anglo_dutch", "prussian"),
    "anglo_dutch": ("anglo_dutch",),
    "prussia": ("prussian",),
}
DIST = {a: board.road_distances(a) for a in board.AREA}
NEAR = board.NEIGHBOURS
TERRAIN = {a: x.terrain.value for a, x in board.AREA.items()}
VP_AT = dict(board.VP_SITES)
SITES = sorted(board.CONTROLLABLE)  # sorted: set order changes with the hash seed
STRONG_GROUND = {"town": 0.5, "walled_city": 1.0, "fortified_farm": 1.0, "forest": 1.0, "plain": 0.0}


def _value_odds(deck: cards.Deck) -> dict[int, float]:
    """P(card value >= x) for the MP flip."""
    values = [c.value for c in cards.deck(deck)]
    return {x: sum(v >= x for v in values) / len(values) for x in range(-6, 12)}


AT_LEAST = {FRENCH: _value_odds(cards.Deck.FRENCH), ALLIED: _value_odds(cards.Deck.ALLIED)}


def _start_strength(s: scenarios.Scenario) -> dict[str, int]:
    """Each block's SP at set-up or arrival (public: the scenario), full strength otherwise."""
    out = {b.id: b.infantry + b.cavalry for b in oob.BLOCKS}
    for p in s.setup:
        b = oob.block(p.block)
        out[p.block] = (b.infantry if p.infantry is None else p.infantry) + (
            b.cavalry if p.cavalry is None else p.cavalry
        )
    for r in s.reinforcements:
        for a in r.arrivals:
            b = oob.block(a.block)
            out[a.block] = (b.infantry if a.infantry is None else a.infantry) + (
                b.cavalry if a.cavalry is None else a.cavalry
            )
    return out


def _start_cavalry(s: scenarios.Scenario) -> dict[str, int]:
    out = {b.id: b.cavalry for b in oob.BLOCKS}
    for p in s.setup:
        if p.cavalry is not None:
            out[p.block] = p.cavalry
    for r in s.reinforcements:
        for a in r.arrivals:
            if a.cavalry is not None:
                out[a.block] = a.cavalry
    return out


START = {s.key: _start_strength(s) for s in scenarios.SCENARIOS}
START_CAV = {s.key: _start_cavalry(s) for s in scenarios.SCENARIOS}
SEVEN = {
    s.key: not any(r.key == "no_seven_marker_bonus" for r in s.special_rules) for s in scenarios.SCENARIOS
}


@cache
def odds(n: int, m: int) -> tuple[float, float]:
    """P(attacker wins), P(attacker loses) with n against m battle cards (half the faces hit)."""
    if n <= 0:
        return 0.0, 0.0
    m = max(m, 0)
    pa = [comb(n, i) / 2**n for i in range(n + 1)]
    pd = [comb(m, j) / 2**m for j in range(m + 1)]
    win = sum(pa[i] * pd[j] for i in range(n + 1) for j in range(m + 1) if i > j)
    lose = sum(pa[i] * pd[j] for i in range(n + 1) for j in range(m + 1) if i < j)
    return win, lose


def _fatigue_loss(units: list[Unit], incoming: float) -> float:
    """SP a stack would lose to ``incoming`` fatigue spread over its corps: all of a corps pushed
    past 8, half an SP for one left at 5-8 (REC-3, unless a card rests it)."""
    corps = [u for u in units if u.corps > 0]
    weight = sum(u.corps for u in corps)
    if incoming <= 0 or weight <= 0:
        return 0.0
    share, loss = incoming / weight, 0.0
    for u in corps:
        tired = u.fatigue + share
        loss += u.corps * (u.sp if tired > 8 else 0.5 if tired >= 5 else 0.0)
    return loss


# --- what the seat knows ---------------------------------------------------------------------


@dataclass(slots=True)
class Unit:
    token: str
    army: str
    area: str
    spent: bool
    block: str | None  # None: hidden from this seat
    own: bool
    sp: float
    fatigue: int
    cards: float  # battle cards it brings
    corps: float  # 1 a corps, 0 a commander or scout, the odds when hidden
    kind: str  # corps, commander, scout, or "?" when hidden
    cav: float = 0.0  # cavalry SP
    solo: bool = False
    pursuit: bool = False


def _cards_of(block: str, sp: float, fatigue: int, ill: bool) -> float:
    b = oob.BLOCK[block]
    if b.kind is oob.BlockKind.SCOUT:
        return 0.0
    bonus = 0 if (block == oob.NAPOLEON and ill) else b.battle_cards
    if b.kind is oob.BlockKind.COMMANDER:
        return float(bonus)
    return (2 if sp >= 5 else 1) - (1 if fatigue >= 5 else 0) + bonus


class Know:
    """The seat's picture of the board, from its view only."""

    def __init__(self, v: View) -> None:
        self.v = v
        self.seat: str = v["seat"]
        self.armies = SEAT_ARMIES[self.seat]
        self.side = FRENCH if self.seat == "france" else ALLIED
        self.foe = ALLIED if self.side == FRENCH else FRENCH
        self.turn, self.last = int(v["turn"]), int(v["last_turn"])
        self.vp: int = v["vp"]
        self.control: dict[str, str] = v["control"]
        self.entrenched = set(v["entrenchments"])
        self.effects = set(v["effects"])
        self.seven = SEVEN[v["scenario"]]
        ill = "emperors_ill_health" in self.effects
        start = START[v["scenario"]]
        start_cav = START_CAV[v["scenario"]]
        own = {o["token"]: o for o in v.get("oob", [])}
        guess = self._hidden_guesses(v, start)
        self.units: list[Unit] = []
        for e in v["blocks"]:
            token, army, area = e["token"], e["army"], e["area"]
            if token in own:
                o = own[token]
                sp, fat = float(o["infantry"] + o["cavalry"]), int(o["fatigue"])
                block = o["block"]
                u = Unit(
                    token,
                    army,
                    area,
                    e["spent"],
                    block,
                    True,
                    sp,
                    fat,
                    _cards_of(block, sp, fat, ill),
                    1.0 if o["kind"] == "corps" else 0.0,
                    o["kind"],
                )
            elif "block" in e:
                block = e["block"]
                b = oob.BLOCK[block]
                sp = float(start[block]) if b.kind is oob.BlockKind.CORPS else 0.0
                u = Unit(
                    token,
                    army,
                    area,
                    e["spent"],
                    block,
                    False,
                    sp,
                    0,
                    _cards_of(block, sp, 0, ill),
                    1.0 if b.kind is oob.BlockKind.CORPS else 0.0,
                    b.kind.value,
                )
            else:
                sp, cards_, corps = guess[army]
                u = Unit(token, army, area, e["spent"], None, False, sp, 0, cards_, corps, "?")
            if token in own:
                u.cav = float(own[token]["cavalry"])
            elif u.block is not None and u.kind == "corps":
                u.cav = float(start_cav[u.block])
            if u.block is not None:
                u.solo = oob.BLOCK[u.block].solo_move
                u.pursuit = oob.BLOCK[u.block].pursuit
            self.units.append(u)
        self._profiles: dict[str, list[tuple[int, list[Unit]]]] | None = None
        self._guards: dict[str | None, dict[str, float]] = {}
        self.at: dict[str, list[Unit]] = {}
        for u in self.units:
            self.at.setdefault(u.area, []).append(u)
        self.foe_list = sorted(a for a in self.at if self.corps_odds(a, self.foe) >= 0.5)
        self.foe_held = set(self.foe_list)
        own_oob = tuple((o["token"], o["fatigue"], o["infantry"], o["cavalry"]) for o in v.get("oob", []))
        blocks = tuple((e["token"], e["area"], e["spent"], e.get("block")) for e in v["blocks"])
        self.key = (
            self.seat,
            v["turn"],
            blocks,
            own_oob,
            tuple(sorted(self.control.items())),
            tuple(sorted(self.entrenched)),
            tuple(sorted(self.effects)),
            v["scenario"],
        )

    @staticmethod
    def _hidden_guesses(v: View, start: dict[str, int]) -> dict[str, tuple[float, float, float]]:
        """Average SP, battle cards and corps odds of a hidden block of each army."""
        scenario = scenarios.scenario(v["scenario"])
        named = {e["block"] for e in v["blocks"] if "block" in e}
        gone = {e["block"] for e in v["eliminated"] if "block" in e}
        coming = {b for r in v["reinforcements"] for b in r["blocks"]}
        listed = [p.block for p in scenario.setup] + [
            a.block for r in scenario.reinforcements for a in r.arrivals
        ]
        out = {}
        for army in SIDE:
            pool = [b for b in listed if oob.BLOCK[b].army.value == army and b not in named | gone | coming]
            scouts = scenario.scouts.get(oob.Army(army), 0) if v["options"]["rules"] == "grognard" else 0
            scouts -= sum(
                1 for b in gone if oob.BLOCK[b].army.value == army and oob.BLOCK[b].kind.value == "scout"
            )
            hidden = sum(1 for e in v["blocks"] if e["army"] == army and "block" not in e)
            n = max(hidden, len(pool) + max(scouts, 0), 1)
            corps = [b for b in pool if oob.BLOCK[b].kind is oob.BlockKind.CORPS]
            sp = sum(start[b] for b in corps)
            cards_ = sum(_cards_of(b, start[b], 0, False) for b in pool)
            out[army] = (sp / n, cards_ / n, len(corps) / n)
        return out

    # --- reading areas ---

    def profiles(self) -> dict[str, list[tuple[int, list[Unit]]]]:
        """For each area with enemy corps: the stacks the enemy could send from it (its strongest
        corps first, with its commanders), with their MP modifier."""
        if self._profiles is None:
            self._profiles = {}
            for area, units in self.at.items():
                foes = [u for u in units if SIDE[u.army] == self.foe and u.kind != "scout"]
                corps = sorted((u for u in foes if u.corps > 0), key=lambda u: (-u.cards, u.token))
                if not corps:
                    continue
                chiefs = [u for u in foes if u.kind == "commander"]
                mp_chief = sum(oob.BLOCK[u.block].mp_bonus for u in chiefs if u.block)
                self._profiles[area] = [
                    (mp_chief - (j - 1) + (1 if j == 1 and corps[0].solo else 0), chiefs + corps[:j])
                    for j in range(1, len(corps) + 1)
                ]
        return self._profiles

    def guard_posts(self, without: str | None = None) -> dict[str, float]:
        """Where a corps of this side would protect VP sites from enemy raids, and how many VP
        (times the odds) it would save: an unguarded site itself, and every area that all the
        enemy's shortest roads to it pass through. Roads avoid this side's corps (``without``:
        as if that area were empty)."""
        if without not in self._guards:
            mine = {a for a in self.at if self.corps_odds(a, self.side) >= 1} - {without}
            starts = []
            for area, units in self.at.items():
                foes = [u for u in units if SIDE[u.army] == self.foe]
                if foes and area not in mine:
                    fast = any(u.kind == "scout" or u.solo or u.kind == "?" for u in foes)
                    starts.append((area, 1 if fast else 0, _bfs(area, mine)))
            guards: dict[str, float] = {}
            for site, vp in VP_AT.items():
                flag = self.control.get(site)
                if site in mine or (flag is not None and SIDE[flag] != self.side):
                    continue
                back = _bfs(site, mine)
                threat = 0.0
                saved: dict[str, float] = {}
                for _, mod, dist in starts:
                    d = dist.get(site, 99)
                    if not 0 < d <= 6:
                        continue
                    p = AT_LEAST[self.foe][max(-6, min(11, d - mod))]
                    threat = max(threat, p * vp)
                    layers: dict[int, list[str]] = {}
                    for x, dx in dist.items():
                        if 0 < dx < d and back.get(x, 99) + dx == d:
                            layers.setdefault(dx, []).append(x)
                    cut = (p - AT_LEAST[self.foe][max(-6, min(11, d + 2 - mod))]) * vp
                    for xs in layers.values():
                        if len(xs) == 1:
                            saved[xs[0]] = max(saved.get(xs[0], 0.0), cut)
                if threat > 0:
                    guards[site] = guards.get(site, 0.0) + threat
                for x, v in saved.items():
                    guards[x] = guards.get(x, 0.0) + v
            self._guards[without] = guards
        return self._guards[without]

    def danger(self, area: str, defenders: list[Unit], radius: int = 2) -> float:
        """The expected VP of the enemy's best move-attack on ``area`` held by ``defenders``
        (0 if none pays)."""
        worst = 0.0
        for f, options in self.profiles().items():
            d = DIST[f][area]
            if d == 0 or d > radius:
                continue
            for mp_mod, attackers in options:
                p = AT_LEAST[self.foe][max(-6, min(11, d - mp_mod))]
                if p > 0:
                    worst = max(worst, p * self.clash(area, attackers, defenders, True))
        return worst

    def terrain_cards(self, area: str, side: str) -> int:
        """CMB-3: the defender's extra card for forest, its own walled city, an entrenched farm."""
        terrain = TERRAIN[area]
        flag = self.control.get(area)
        if terrain == "forest":
            return 1
        if terrain == "walled_city" and flag is not None and SIDE[flag] == side:
            return 1
        return int(terrain == "fortified_farm" and side == ALLIED and area in self.entrenched)

    def clash(self, area: str, attackers: list[Unit], defenders: list[Unit], move_attack: bool) -> float:
        """Expected VP of a battle for the attacker (CMB-3..9): half a damage per card, the
        winner's retreat worth about 1, Napoleon's 3 VP if his side loses, and the SP that the
        fatigue (one per card, pursuit included) would cost each side at once or at recovery."""
        att = [u for u in attackers if u.kind != "scout"]
        dfd = [u for u in defenders if u.kind != "scout"]
        if not att:
            return -1.0
        def_side = ALLIED if SIDE[att[0].army] == FRENCH else FRENCH
        n = sum(u.cards for u in att) - (1 if move_attack else 0)
        m = sum(u.cards for u in dfd) + (self.terrain_cards(area, def_side) if dfd else 0)
        if round(n) <= 0:
            return -1.0
        win, lose = odds(round(n), round(m))
        napoleon_att = any(u.block == oob.NAPOLEON for u in att)
        napoleon_def = any(u.block == oob.NAPOLEON for u in dfd)
        value = 0.5 * (n - m) + win * (1 + 3 * napoleon_def) - lose * (1 + 3 * napoleon_att)
        terrain = TERRAIN[area]
        soak = (1 if terrain == "town" else 0) + (2 if def_side == ALLIED and area in self.entrenched else 0)
        chase = terrain not in ("forest", "walled_city")
        cav_a, cav_d = sum(u.cav for u in att), sum(u.cav for u in dfd)
        chase_a = 1 + sum(u.pursuit for u in att) if chase and cav_a > cav_d else 0
        chase_d = 1 + sum(u.pursuit for u in dfd) if chase and cav_d > cav_a else 0
        value += _fatigue_loss(dfd, n - soak + win * chase_a) - _fatigue_loss(att, m + lose * chase_d)
        return value

    def mine(self, area: str) -> list[Unit]:
        return [u for u in self.at.get(area, []) if u.own]

    def side_units(self, area: str, side: str) -> list[Unit]:
        return [u for u in self.at.get(area, []) if SIDE[u.army] == side]

    def corps_odds(self, area: str, side: str) -> float:
        return sum(u.corps for u in self.side_units(area, side))

    def has_foes(self, area: str) -> bool:
        return area in self.foe_held

    def has_friends(self, area: str, but: set[str] | None = None) -> bool:
        return any(u.token not in (but or set()) for u in self.side_units(area, self.side))

    def defence(self, area: str, side: str) -> float:
        """Battle cards of every corps of ``side`` in the area, with the defender's terrain."""
        return sum(u.cards for u in self.side_units(area, side)) + self.terrain_cards(area, side)

    def foe_areas(self) -> list[str]:
        return self.foe_list

    def threat(self, area: str, reach: int = 1) -> float:
        """Enemy battle cards within ``reach`` roads of an area (the area itself included)."""
        return sum(
            sum(u.cards for u in self.side_units(a, self.foe))
            for a in self.at
            if DIST[area].get(a, 99) <= reach
        )

    def wanted_site(self, area: str) -> float:
        """What taking this controllable area is worth to the seat's side (VP, enemy flags)."""
        if not board.AREA[area].controllable:
            return 0.0
        flag = self.control.get(area)
        if flag is not None and SIDE[flag] == self.side:
            return 0.0
        value = float(VP_AT.get(area, 0))
        if self.seven and flag is not None:
            value += 0.5  # VIC-6: one flag fewer for the Allies / one more
        elif self.seven and self.side == ALLIED:
            value += 0.3
        return value

    def home(self, army: str) -> str:
        return "beaumont" if army == "french" else board.BRUXELLES


def _bfs(start: str, blocked: set[str]) -> dict[str, int]:
    """Roads from ``start`` to every area, passing through no area in ``blocked`` (those are
    reached but not crossed)."""
    dist, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for here in frontier:
            if here in blocked and here != start:
                continue
            for there in NEAR[here]:
                if there not in dist:
                    dist[there] = dist[here] + 1
                    nxt.append(there)
        frontier = nxt
    return dist


# --- the shared small decisions ------------------------------------------------------------------

BATTLE_PRIORITY = (
    "sound_of_the_guns",
    "grand_battery",
    "fighting_spirit",
    "imperial_guard",
    "cavalry_charge",
    "red_line",
    "valour",
    "rapid_deployment",
    "square",
    "ambush",
    "skirmish_line",
)
ANSWERS = (
    "counter_order",
    "insubordination",
    "road_blocked",
    "confusion",
    "fatigue",
    "panic",
    "cambronne",
    "orderly_retreat",
)
BLUE = ("lamarque", "frederick", "reinforcement", "reserve", "foresight", "intuition")
KEEP = {e: 3 - i // 4 for i, e in enumerate(BATTLE_PRIORITY)} | {"counter_order": 2, "forced_march": 1}


def _event(a: Action) -> str:
    return cards.CARD[int(a.arg.partition(":")[0])].event


def _verbs(actions: list[Action]) -> set[str]:
    return {a.verb for a in actions}


def _first(actions: list[Action], verb: str, arg: str | None = None) -> Action | None:
    return next((a for a in actions if a.verb == verb and (arg is None or a.arg == arg)), None)


def _window(k: Know, actions: list[Action]) -> Action:
    """A card window: the best card that applies, else let the partner answer, else none."""
    plays = [a for a in actions if a.verb == "play"]
    by_event = {_event(a): a for a in plays}
    for event in BATTLE_PRIORITY + ANSWERS:
        if event in by_event:
            return by_event[event]
    if "hold_at_all_costs" in by_event:
        battle = k.v.get("battle") or {}
        area = battle.get("area", "")
        if VP_AT.get(area) or area in k.entrenched:
            return by_event["hold_at_all_costs"]
    if "rear_guard" in by_event:
        battle = k.v.get("battle") or {}
        area = battle.get("area", "")
        if area and k.defence(area, FRENCH) >= k.defence(area, ALLIED) + 3:
            return by_event["rear_guard"]
    return _first(actions, "partner") or _first(actions, "none") or actions[-1]


def _initiative(actions: list[Action]) -> Action:
    by_event = {_event(a): a for a in actions if a.verb == "play"}
    for event in BLUE:
        if event in by_event:
            return by_event[event]
    return _first(actions, "none") or actions[-1]


def _recovery(k: Know, actions: list[Action], text: str) -> Action:
    """Rest the most tired spent corps (fatigue 2+) with the card that matters least."""
    rests = [a for a in actions if a.verb == "rest"]
    if rests:
        fat = {u.token: u.fatigue for u in k.units if u.own}
        best = max(rests, key=lambda a: (fat.get(a.arg, 0), a.arg))
        if fat.get(best.arg, 0) >= 2:
            return best
        return _first(actions, "done") or actions[-1]
    picks = [a for a in actions if a.verb == "card"]
    if picks:
        return max(picks, key=lambda a: (cards.CARD[int(a.arg)].recovery - KEEP.get(_event(a), 0), a.arg))
    return _first(actions, "done") or actions[-1]


def _allocate(k: Know, actions: list[Action], text: str) -> Action:
    own = {u.token: u for u in k.units}  # 3P: the leader may place a partner's points
    extras = [a for a in actions if a.verb == "extra"]
    if extras:
        if "fatigue" in text:
            return min(extras, key=lambda a: (own[a.arg].fatigue, a.arg))
        # damage: keep 5-SP corps at two cards and never kill a corps if another can take it
        return max(extras, key=lambda a: (own[a.arg].sp > 1, own[a.arg].sp != 5, own[a.arg].sp, a.arg))
    arms = [a for a in actions if a.verb == "arms"]
    if arms and k.side == FRENCH:
        return min(arms, key=lambda a: int(a.arg.split(":")[1]))  # France keeps its cavalry for pursuit
    return arms[0] if arms else actions[0]


def _retreat(k: Know, actions: list[Action]) -> Action:
    battle = k.v.get("battle") or {}
    army = next((u.army for u in k.units if u.own), k.armies[0])
    home = k.home(army)

    def score(a: Action) -> tuple[float, str]:
        there = a.arg
        return (
            -3 * k.corps_odds(there, k.foe)
            + 1.5 * k.has_friends(there)
            - 0.3 * DIST[there][home]
            + 0.2 * DIST[there].get(battle.get("area", there), 0),
            there,
        )

    return max(actions, key=score)


def _small(k: Know, prompt: Prompt) -> Action | None:
    """Every decision outside the operations themselves."""
    actions, text = prompt.actions, prompt.text
    verbs = _verbs(actions)
    if text.startswith("Initiative Phase"):
        return _initiative(actions)
    if verbs <= {"play", "partner", "none"} and "none" in verbs:
        return _window(k, actions)
    if text.startswith(("Recovery", "Which card for")):
        return _recovery(k, actions, text)
    if "extra" in verbs or "arms" in verbs:
        return _allocate(k, actions, text)
    if "retreat" in verbs and verbs == {"retreat"}:
        return _retreat(k, actions)
    if "stay" in verbs:
        battle = k.v.get("battle") or {}
        area = battle.get("area", "")
        worth = VP_AT.get(area, 0) or TERRAIN.get(area) == "fortified_farm"
        return (
            _first(actions, "stay", "entrenchment" if worth else "retreat")
            or _first(actions, "stay", "retreat")
            or actions[0]
        )
    if "place" in verbs:  # scouts: near the sites worth raiding, else with the biggest stack

        def place(a: Action) -> tuple[float, str]:
            sites = [s for s in SITES if k.wanted_site(s) >= 1]
            near = min((DIST[a.arg][s] for s in sites), default=9)
            return (-near + 0.1 * len(k.mine(a.arg)), a.arg)

        return max(actions, key=place)
    if "strengthen" in verbs:
        own = {u.token: u for u in k.units if u.own}
        return max(
            actions, key=lambda a: (own[a.arg].sp == 4, k.threat(own[a.arg].area, 2), -own[a.arg].sp, a.arg)
        )
    if "enter" in verbs:  # Lamarque: nearest the army
        mass = [u.area for u in k.units if u.own and u.kind == "corps"]
        return min(actions, key=lambda a: (sum(DIST[a.arg][m] for m in mass), a.arg))
    if "halt" in verbs:  # Inertia: halt the least useful area
        return min(actions, key=lambda a: (sum(u.cards for u in k.mine(a.arg) if not u.spent), a.arg))
    if "refuse" in verbs:  # Insubordination (the Allies pick a French block): the one nearest us
        tokens = {u.token: u for u in k.units}
        op = k.v.get("operation") or {}
        inside = [a for a in actions if a.arg in op.get("tokens", [])]
        if inside:
            return inside[0]
        allied = [u.area for u in k.units if SIDE[u.army] == ALLIED]
        return min(
            actions, key=lambda a: (min((DIST[tokens[a.arg].area][x] for x in allied), default=9), a.arg)
        )
    if "delay" in verbs:
        return min(actions, key=lambda a: (START[k.v["scenario"]].get(a.arg, 0), a.arg))
    if "tire" in verbs:
        own = {u.token: u for u in k.units if u.own}
        return min(actions, key=lambda a: (own[a.arg].fatigue, -own[a.arg].sp, a.arg))
    if "join" in verbs or "chief" in verbs:
        return _first(actions, "chief", "yes") or max(
            (a for a in actions if a.verb == "join"), key=lambda a: a.arg, default=actions[0]
        )
    if "hand" in verbs or "look" in verbs:
        return actions[0]
    if "group" in verbs or "take" in verbs:
        takes = [a for a in actions if a.verb == "take"]
        if takes:
            return max(takes, key=lambda a: (KEEP.get(_event(a), 0), cards.CARD[int(a.arg)].recovery, a.arg))
        return _first(actions, "group", "battle") or actions[0]
    if text.startswith("Supply"):
        own = {u.token: u for u in k.units if u.own}
        rests = [a for a in actions if a.verb == "rest" and own[a.arg].fatigue > 0]
        return (
            max(rests, key=lambda a: own[a.arg].fatigue) if rests else (_first(actions, "done") or actions[0])
        )
    if "origin" in verbs or "to" in verbs:
        return next((a for a in actions if a.verb in ("origin", "to") and a.arg), actions[0])
    return None


# --- operations --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Style:
    name: str
    attack: float  # least battle value to attack from an engaged area
    strike: float  # least battle value for a move-attack
    concentrate: bool  # corps march to Napoleon (France) or to the rally point (Allies)
    rest: int  # corps with this much fatigue stay put unless attacking
    stand: bool  # Allies: stacks on posts stay there
    raid: bool  # go for undefended VP sites with cavalry and scouts
    evade: bool  # stacks that the enemy could strike at a profit join others or fall back
    guard: bool  # a corps goes to a VP site the enemy could raid


AGGRESSIVE = Style(
    "aggressive",
    attack=0.0,
    strike=0.3,
    concentrate=False,
    rest=5,
    stand=False,
    raid=True,
    evade=False,
    guard=False,
)
METHODICAL = Style(
    "methodical",
    attack=0.8,
    strike=1.5,
    concentrate=True,
    rest=3,
    stand=False,
    raid=True,
    evade=True,
    guard=True,
)
HOLD = Style(
    "hold", attack=0.5, strike=1.0, concentrate=False, rest=4, stand=True, raid=True, evade=True, guard=True
)
CONCENTRATE = Style(
    "concentrate",
    attack=0.3,
    strike=1.0,
    concentrate=True,
    rest=4,
    stand=False,
    raid=True,
    evade=True,
    guard=True,
)


@dataclass(frozen=True, slots=True)
class Plan:
    score: float
    area: str
    tokens: tuple[str, ...]
    kind: str  # "attack" or "move"
    goal: str | None = None  # where a move is heading


def _mp_odds(k: Know, units: list[Unit], need: int) -> float:
    corps = [u for u in units if u.kind == "corps"]
    if not corps:
        return AT_LEAST[k.side][need - 1]  # scouts: value + 1
    mp = -(len(corps) - 1) - (1 if "rain" in k.effects else 0)
    mp += sum(oob.BLOCK[u.block].mp_bonus for u in units if u.kind == "commander" and u.block)
    if len(corps) == 1 and corps[0].solo:
        mp += 1
    if k.side == FRENCH and "general_advance" in k.effects:
        return 1.0 if 3 + mp >= need else 0.0
    return AT_LEAST[k.side][max(-6, min(11, need - mp))]


def _stacks(k: Know, area: str, style: Style) -> list[list[Unit]]:
    """Groups worth considering from an area: the active corps, strongest first, one to all of them,
    with or without the active commanders (never leaving a commander without corps, TRM-3); and
    the scouts on their own."""
    mine = [u for u in k.mine(area) if not u.spent]
    corps = sorted((u for u in mine if u.kind == "corps"), key=lambda u: (-u.cards, u.fatigue, u.token))
    chiefs = [u for u in mine if u.kind == "commander"]
    scouts = [u for u in mine if u.kind == "scout"]
    here = k.side_units(area, k.side)
    out = []
    for n in range(1, len(corps) + 1):
        group = corps[:n]
        armies = {u.army for u in group}
        if len(armies) > 1:
            break  # OPS-5: no mixed Allied stack
        for with_chiefs in (group + [c for c in chiefs if c.army in armies], group):
            moving = {u.token for u in with_chiefs}
            stayers = [u for u in here if u.token not in moving and u.kind != "scout"]
            if any(u.kind == "commander" for u in stayers) and not any(u.kind == "corps" for u in stayers):
                continue
            if with_chiefs not in out:
                out.append(with_chiefs)
    if scouts:
        out.append(scouts)
    return out


def _paths_clear(k: Know, here: str, there: str) -> bool:
    """A two-road move: some middle area holds neither enemy corps nor a friendly stack."""
    return any(there in NEAR[mid] and not k.has_foes(mid) and not k.has_friends(mid) for mid in NEAR[here])


def _objective(k: Know, group: list[Unit], here: str, style: Style) -> str | None:
    """Where a stack is heading."""
    scouts = all(u.kind == "scout" for u in group)
    best, best_score = None, -2.0
    for site in SITES:
        value = k.wanted_site(site)
        if value <= 0 or k.has_foes(site):
            continue
        if scouts and TERRAIN[site] == "walled_city" and k.control.get(site):
            continue  # GRG-8
        score = 1.5 * value - 0.7 * DIST[here][site]
        if score > best_score:
            best, best_score = site, score
    if scouts:
        return best
    for target in k.foe_areas():
        value = k.clash(target, group, k.side_units(target, k.foe), False)
        if value < style.strike - 1.0:
            continue
        score = value - 0.7 * DIST[here][target]
        if score > best_score:
            best, best_score = target, score
    chief = _rally(k, group, style)
    if chief is not None and chief != here:
        score = 1.0 - 0.3 * DIST[here][chief]
        if score > best_score:
            best, best_score = chief, score
    return best


def _rally(k: Know, group: list[Unit], style: Style) -> str | None:
    """The concentration point, if the style concentrates."""
    if not style.concentrate:
        return None
    if k.side == FRENCH:
        if any(u.block == oob.NAPOLEON for u in group):
            return None
        return next((u.area for u in k.units if u.block == oob.NAPOLEON), None)
    return allied_rally(k)


def allied_rally(k: Know) -> str | None:
    """The area nearest both Allied armies (largest stacks of each), on strong ground, free of French."""
    centres = []
    for army in ("anglo_dutch", "prussian"):
        count = Counter(u.area for u in k.units if u.army == army)
        if not count:
            continue
        chief = next((u.area for u in k.units if u.army == army and u.kind == "commander"), None)
        centres.append(chief or max(count, key=lambda a: (count[a], a)))
    if not centres:
        return None
    if len(centres) == 1:
        return centres[0]
    a, b = centres

    def cost(x: str) -> tuple[float, str]:
        far = max(DIST[a][x], DIST[b][x])
        return far + 0.1 * DIST[x][board.BRUXELLES] - 0.3 * STRONG_GROUND[TERRAIN[x]], x

    free = [x for x in board.AREA if not k.has_foes(x)]
    return min(free, key=cost) if free else None


def _posts(k: Know) -> list[str]:
    """Allied posts: the VP sites the Allies hold."""
    return [a for a in SITES if VP_AT.get(a) and SIDE.get(k.control.get(a, ""), "") == ALLIED]


def _allied_objective(k: Know, group: list[Unit], here: str, style: Style) -> str | None:
    """Hold: the threatened post that most lacks defenders; else the general objective."""
    if style.concentrate:
        return _objective(k, group, here, style)
    best, best_score = _objective(k, group, here, style), -1.0
    if best is not None:
        best_score = 0.5
    for post in _posts(k):
        need = k.threat(post, 2) - k.defence(post, ALLIED)
        if need <= 0 or post == here:
            continue
        score = 0.3 * need + VP_AT[post] - 0.7 * DIST[here][post]
        if score > best_score:
            best, best_score = post, score
    return best


def _on_post(k: Know, area: str) -> bool:
    return bool(VP_AT.get(area)) or (
        TERRAIN[area] in ("fortified_farm", "walled_city") and k.threat(area, 2) > 0
    )


_PLANS: dict[tuple[Any, ...], list[Plan]] = {}


def clear_cache() -> None:
    """Forget the plans kept between the prompts of one operation (tests)."""
    _PLANS.clear()


def plans(k: Know, style: Style) -> list[Plan]:
    """Every operation worth doing now, best first (kept for the next prompts of the same
    operation, which see the same board)."""
    key = (style.name, k.key)
    if key not in _PLANS:
        if len(_PLANS) > 64:
            _PLANS.clear()
        _PLANS[key] = _plans(k, style)
    return _PLANS[key]


def _plans(k: Know, style: Style) -> list[Plan]:
    out: list[Plan] = []
    for area in sorted(k.at):
        mine = [u for u in k.mine(area) if not u.spent]
        if not any(u.kind in ("corps", "scout") for u in mine):
            continue
        engaged = k.has_foes(area) and any(u.kind == "corps" for u in k.mine(area))
        if engaged:
            for army in sorted({u.army for u in mine if u.kind == "corps"}):  # OPS-5: no mixed Allied stack
                group = [u for u in mine if u.kind != "scout" and u.army == army]
                value = k.clash(area, group, k.side_units(area, k.foe), False)
                if value >= style.attack:
                    out.append(Plan(10 + value, area, tuple(u.token for u in group), "attack"))
            continue
        for group in _stacks(k, area, style):
            out.extend(_moves(k, area, group, style))
    return sorted(out, key=lambda p: (-p.score, p.area, p.tokens))


def _moves(
    k: Know, area: str, group: list[Unit], style: Style, left: int | None = None, roads: int = 0
) -> list[Plan]:
    """Moves for a group at ``area``: strike, guard, raid, evade or advance, each with its goal.
    ``left``: the MP left once the card is flipped (then the odds of reaching are 0 or 1)."""
    tokens = tuple(u.token for u in group)
    scouts = all(u.kind == "scout" for u in group)
    corps = [u for u in group if u.kind == "corps"]
    tired = max((u.fatigue for u in corps), default=0)
    out = []

    def reach(d: int) -> float:
        return _mp_odds(k, group, d) if left is None else float(d <= left)

    if not scouts:
        for target in k.foe_areas():
            d = DIST[area][target]
            if d > 2 or (d == 2 and not _paths_clear(k, area, target)):
                continue
            p = reach(d)
            value = k.clash(target, group, k.side_units(target, k.foe), True)
            if value >= style.strike and p > 0.3:
                out.append(Plan(5 + p * value - (1 - p) * 0.3, area, tokens, "move", target))
    far = 4 if scouts or (len(corps) == 1 and corps[0].solo) else 2 if len(corps) == 1 else 1
    if style.raid:
        for site in SITES:
            value = k.wanted_site(site)
            d = DIST[area][site]
            if value < 1 or d > far or k.has_foes(site) or (d > 1 and not _reachable(k, area, site, d)):
                continue
            if scouts and TERRAIN[site] == "walled_city" and k.control.get(site):
                continue
            p = reach(d)
            risk = _exposure(k, style, site, group, scouts)
            if p >= 0.4 and risk < p * value:
                out.append(Plan(3 + value * p - 0.3 * (1 - p) - risk, area, tokens, "move", site))
    alone = sum(1 for u in k.mine(area) if u.kind == "corps") == 1
    if style.guard and len(corps) == 1 and tired < style.rest:
        if alone and roads == 0 and k.guard_posts(area).get(area, 0.0) >= 0.4:
            return out  # this corps already guards something
        for post, saved in k.guard_posts().items():
            d = DIST[area][post]
            if saved < 0.4 or d > 4 or k.has_foes(post) or (d > 1 and not _reachable(k, area, post, d)):
                continue
            p = reach(d)
            risk = _exposure(k, style, post, group, scouts)
            if p >= 0.5 and risk < p * saved:
                out.append(Plan(4 + p * saved - 0.1 * d - risk, area, tokens, "move", post))
    whole = len(corps) == sum(1 for u in k.mine(area) if u.kind == "corps" and not u.spent)
    if style.evade and corps and whole and roads < 2:
        refuge, gain = _refuge(k, group, area, 2 - roads)
        if refuge is not None and gain >= 0.5:
            out.append(Plan(6 + gain, area, tokens, "move", refuge))
    if scouts or tired >= style.rest:
        return out
    if k.side == ALLIED and style.stand and _on_post(k, area) and whole:
        return out  # hold: nobody leaves a post empty
    goal = _allied_objective(k, group, area, style) if k.side == ALLIED else _objective(k, group, area, style)
    if goal is not None and goal != area and not (k.has_foes(goal) and DIST[area][goal] <= 1):
        if not k.has_foes(goal) and _exposure(k, style, goal, group, scouts) >= 0.5:
            return out
        out.append(Plan(1 + 0.1 * len(corps) - 0.01 * DIST[area][goal], area, tokens, "move", goal))
    return out


def _joined(k: Know, area: str, group: list[Unit]) -> list[Unit]:
    """The side's blocks in ``area`` once the group stands there too."""
    tokens = {u.token for u in group}
    return [u for u in k.side_units(area, k.side) if u.token not in tokens] + group


def _exposure(k: Know, style: Style, area: str, group: list[Unit], scouts: bool) -> float:
    """What the enemy could win by striking the stack once it stands in ``area`` (cautious styles)."""
    if not style.evade or scouts:
        return 0.0
    return k.danger(area, _joined(k, area, group))


def _refuge(k: Know, group: list[Unit], here: str, reach: int = 2) -> tuple[str | None, float]:
    """Where the stack is safest within ``reach`` roads, and how much safer (in expected VP)."""
    stay = k.danger(here, k.side_units(here, k.side))
    if stay < 0.5:
        return None, 0.0
    tokens = {u.token for u in group}
    armies = {u.army for u in group}
    alone = not any(u.token not in tokens and u.kind != "scout" for u in k.side_units(here, k.side))
    best, best_gain = None, 0.0
    for x, d in DIST[here].items():
        if d == 0 or d > reach or k.has_foes(x) or (d > 1 and not _reachable(k, here, x, d)):
            continue
        friends = sum(1 for u in k.side_units(x, k.side) if u.kind == "corps" and u.army in armies)
        gain = stay - k.danger(x, _joined(k, x, group)) - 0.2 * d + 0.5 * k.wanted_site(x) + 0.25 * friends
        if alone:
            gain -= 0.5 * VP_AT.get(here, 0)
        gain *= _mp_odds(k, group, d)
        if gain > best_gain:
            best, best_gain = x, gain
    return best, best_gain


def _reachable(k: Know, here: str, there: str, d: int) -> bool:
    """Some shortest path whose inner areas hold no enemy corps."""
    frontier = {here}
    for _ in range(d - 1):
        frontier = {
            x for f in frontier for x in NEAR[f] if DIST[x][there] < DIST[f][there] and not k.has_foes(x)
        }
    return bool(frontier)


# --- carrying out an operation ----------------------------------------------------------------


def _choose(k: Know, prompt: Prompt, style: Style) -> Action:
    actions = prompt.actions
    operate = {a.arg: a for a in actions if a.verb == "operate"}
    for plan in plans(k, style):
        if plan.area in operate:
            return operate[plan.area]
    return _first(actions, "pass") or next(iter(operate.values()), actions[0])


def _build(k: Know, prompt: Prompt, style: Style) -> Action:
    """Add the planned blocks, then act; if the rules refuse that stack (a block the seat cannot
    see well, e.g. a partner's scout taken for a corps, or a plan gone stale), add what else may
    come and act anyway. Adding comes before dropping, so a block is never added and dropped in turn."""
    actions = prompt.actions
    area = k.v["operation"]["from"]
    wanted = next((p for p in plans(k, style) if p.area == area), None)
    tokens = wanted.tokens if wanted else ()
    kind = wanted.kind if wanted else "move"
    missing = [a for a in actions if a.verb == "add" and a.arg in tokens]
    if missing:
        return missing[0]
    act = _first(actions, kind) or _first(actions, "attack" if kind == "move" else "move")
    if act is not None:
        return act
    adds = [a for a in actions if a.verb == "add"]
    extra = [a for a in actions if a.verb == "drop" and a.arg not in tokens]
    return (adds or extra or [_first(actions, "back") or actions[0]])[0]


def _moving(k: Know) -> tuple[list[Unit], str, int, int]:
    op = k.v["operation"]
    tokens = set(op["tokens"])
    group = [u for u in k.units if u.token in tokens]
    here = op["path"][-1]
    return group, here, int(k.v.get("mp_left") or 0), len(op["path"]) - 1


def _step(k: Know, prompt: Prompt, style: Style) -> Action:
    """One road at a time: strike, take a site, or get nearer the objective; else stop."""
    actions = prompt.actions
    group, here, left, roads = _moving(k)
    corps = [u for u in group if u.kind == "corps"]
    scouts = not corps
    intents = sorted(_moves(k, here, group, style, left, roads), key=lambda p: (-p.score, p.goal or ""))
    goal = intents[0].goal if intents else here
    been = set(k.v["operation"]["path"])
    used = roads  # roads taken so far (1 MP each unless a bridge is down)
    best: Action | None = None
    best_score = 0.0 if goal != here else 0.5
    for a in actions:
        if a.verb != "road":
            continue
        there = a.arg
        if there in been:
            continue
        cost = int(a.label.rsplit("(", 1)[-1].split()[0]) if "(" in a.label else 1
        if k.has_foes(there):
            if scouts:
                continue
            value = k.clash(there, group, k.side_units(there, k.foe), True)
            score = 5 + value if value >= style.strike - 0.3 else -9.0
        else:
            score = 1.5 * k.wanted_site(there)
            if goal is not None:
                score += 0.8 * (DIST[here][goal] - DIST[there][goal])
            if k.has_friends(there, {u.token for u in group}) and there != goal:
                score -= 0.5  # a friendly stack stops the move
            if not scouts and used + cost > 3:
                score -= 0.6 * len(corps)  # MOV-7 A
            if not scouts and style.evade:
                score -= 0.5 * k.danger(there, _joined(k, there, group), radius=1)
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    plays = {_event(a): a for a in actions if a.verb == "play"}
    if "light_cavalry" in plays:
        return plays["light_cavalry"]
    if "vive_lempereur" in plays and sum(u.fatigue for u in corps) >= 2:
        return plays["vive_lempereur"]
    if "supply" in plays and max((u.fatigue for u in corps), default=0) >= 2:
        return plays["supply"]
    if "grouchy" in plays and left <= 1 and roads == 0:
        return plays["grouchy"]
    if "forced_march" in plays and goal is not None and goal != here and left == 0:
        return plays["forced_march"]
    return _first(actions, "stop") or actions[0]


def _engage(k: Know, prompt: Prompt, style: Style) -> Action:
    group, here, _, _ = _moving(k)
    value = k.clash(here, group, k.side_units(here, k.foe), True)
    wanted = "attack" if value >= style.strike - 0.5 else "hold"
    return _first(prompt.actions, wanted) or prompt.actions[0]


def _operations(k: Know, prompt: Prompt, style: Style) -> Action | None:
    actions = prompt.actions
    verbs = _verbs(actions)
    if "operate" in verbs or verbs == {"pass"} or verbs == {"pass", "give"}:
        return _choose(k, prompt, style)
    if "operator" in verbs:  # 3P leader: himself while he has something to do
        mine = _first(actions, "operator", k.seat)
        return (
            mine
            if mine is not None and plans(k, style)
            else next((a for a in actions if a.arg != k.seat), actions[0])
        )
    if verbs & {"add", "drop"} or (verbs & {"move", "attack"} and "back" in verbs):
        return _build(k, prompt, style)
    if "road" in verbs or (verbs <= {"stop", "play"} and "stop" in verbs and prompt.text.startswith("At ")):
        return _step(k, prompt, style)
    if verbs == {"attack", "hold"}:
        return _engage(k, prompt, style)
    if "end" in verbs:
        return _first(actions, "play") or actions[0]
    if prompt.text.startswith("Another French stack"):
        group, here, left, _ = _moving(k)
        goal = _objective(k, group, here, style)
        if goal is not None and goal != here and left > 0:
            return _first(actions, "play") or actions[0]
        return _first(actions, "stop") or actions[0]
    if "give" in verbs:
        return _first(actions, "give", "") or actions[-1]
    return None


def scripted(style: Style) -> Strategy:
    def play(view: View, prompt: Prompt, pick: Rng) -> Action:
        k = Know(view)
        return _operations(k, prompt, style) or _small(k, prompt) or prompt.actions[0]

    play.__name__ = f"{style.name}_player"
    play.__doc__ = f"The {style.name} strategy."
    return play


def random_player(view: View, prompt: Prompt, pick: Rng) -> Action:
    """Any legal action."""
    return pick.choice(prompt.actions)


FRANCE_PLAYERS: dict[str, Strategy] = {
    "random": random_player,
    "aggressive": scripted(AGGRESSIVE),
    "methodical": scripted(METHODICAL),
}
ALLIED_PLAYERS: dict[str, Strategy] = {
    "random": random_player,
    "hold": scripted(HOLD),
    "concentrate": scripted(CONCENTRATE),
}


# --- playing and measuring ----------------------------------------------------------------------


def play(
    seed: int,
    france: Strategy,
    allies: Strategy,
    scenario: str | None = None,
    options: dict[str, str] | None = None,
    max_steps: int = 6000,
) -> dict[str, Any]:
    """One game; returns the winner side, the final VP, how it ended, turns and steps."""
    s = GAME.setup(seed, scenario, options)
    pick = Rng(seed)
    for step in range(max_steps):
        result = GAME.result(s)
        if result is not None:
            summary = result.summary
            how = (
                "napoleon"
                if "Napoleon" in summary
                else "vp0"
                if "reaches 0" in summary
                else "vp20"
                if "reaches 20" in summary
                else "end"
            )
            side = "france" if "france" in result.winners else "allies"
            return {"winner": side, "vp": s.vp, "how": how, "turn": s.turn, "steps": step}
        seat = GAME.to_act(s)[0]
        view = GAME.view(s, seat)
        prompt = GAME.prompt(s, seat)
        player = france if seat == "france" else allies
        try:
            GAME.apply(s, seat, player(view, prompt, pick))
        except (KeyError, AssertionError, RuntimeError) as e:  # an engine error: count it, go on
            return {"winner": "error", "vp": s.vp, "how": f"error {e!r}", "turn": s.turn, "steps": step}
    return {"winner": "capped", "vp": s.vp, "how": "capped", "turn": s.turn, "steps": max_steps}


def matchup(
    france: str, allies: str, games: int, seed: int, scenario: str, options: dict[str, str]
) -> dict[str, Any]:
    """Win rates, final VP, endings and lengths for one pairing."""
    results = [
        play(seed + i, FRANCE_PLAYERS[france], ALLIED_PLAYERS[allies], scenario, options)
        for i in range(games)
    ]
    winners = Counter(r["winner"] for r in results)
    vps = [r["vp"] for r in results]
    return {
        "scenario": scenario,
        "options": options,
        "france": france,
        "allies": allies,
        "games": games,
        "france_win_rate": round(winners["france"] / games, 3),
        "outcomes": dict(sorted(winners.items())),
        "endings": dict(sorted(Counter(r["how"] for r in results).items())),
        "vp_median": statistics.median(vps),
        "vp_quartiles": [round(q, 1) for q in statistics.quantiles(vps, n=4)] if games > 1 else vps,
        "vp_min_max": [min(vps), max(vps)],
        "turns_mean": round(statistics.fmean(r["turn"] for r in results), 2),
        "steps_median": statistics.median(r["steps"] for r in results),
        "errors": [(seed + i, r["how"]) for i, r in enumerate(results) if r["winner"] == "error"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.napoleon1815_strategies", description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--scenario", choices=[s.key for s in scenarios.SCENARIOS], default="ligny_quatre_bras"
    )
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--france", choices=sorted(FRANCE_PLAYERS))
    parser.add_argument("--allies", choices=sorted(ALLIED_PLAYERS))
    args = parser.parse_args(argv)
    options = dict(pair.split("=", 1) for pair in args.option)
    for france in [args.france] if args.france else FRANCE_PLAYERS:
        for allies in [args.allies] if args.allies else ALLIED_PLAYERS:
            print(
                json.dumps(matchup(france, allies, args.games, args.seed, args.scenario, options)), flush=True
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
