"""What a Napoleon 1815 seat knows, read from its view alone (``N1815View``) and the static data.

Enemy SP and fatigue are behind the enemy's screen, so an enemy corps counts at its set-up strength
(the scenario is public); a hidden block (Grognard rules) counts as the average of the blocks its
army may still have on the map. ``Know.battle`` values a battle in expected VP for the attacker.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from math import comb

from engine.napoleon1815.data import cards, oob, scenarios
from engine.napoleon1815.data import map as board
from engine.napoleon1815.view import N1815View

FRENCH, ALLIED = "french", "allied"
SIDE = {"french": FRENCH, "anglo_dutch": ALLIED, "prussian": ALLIED}
SEAT_ARMIES = {
    "france": ("french",),
    "allies": ("anglo_dutch", "prussian"),
    "anglo_dutch": ("anglo_dutch",),
    "prussia": ("prussian",),
}
DIST = {a: board.road_distances(a) for a in board.AREA}
WITHIN_2 = {a: [(x, d) for x, d in DIST[a].items() if 0 < d <= 2] for a in board.AREA}  # in DIST order
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
ARMY_OF = {b.id: b.army.value for b in oob.BLOCKS}
KIND_OF = {b.id: b.kind.value for b in oob.BLOCKS}
LISTED = {
    s.key: {
        army: [
            b
            for b in [p.block for p in s.setup] + [a.block for r in s.reinforcements for a in r.arrivals]
            if ARMY_OF[b] == army
        ]
        for army in SIDE
    }
    for s in scenarios.SCENARIOS
}  # each army's blocks in the scenario, set-up first, then arrivals
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


def _fatigue_loss(s: Stack, incoming: float) -> float:
    """SP a stack would lose to ``incoming`` fatigue spread over its corps: all of a corps pushed
    past 8, half an SP for one left at 5-8 (REC-3, unless a card rests it)."""
    if incoming <= 0 or s.weight <= 0:
        return 0.0
    share, loss = incoming / s.weight, 0.0
    for u in s.corps:
        tired = u.fatigue + share
        loss += u.corps * (u.sp if tired > 8 else 0.5 if tired >= 5 else 0.0)
    return loss


def board_key(v: N1815View) -> tuple[object, ...]:
    """Everything of a view the plans depend on (``Know.key``)."""
    own_oob = tuple((o["token"], o["fatigue"], o["infantry"], o["cavalry"]) for o in v.get("oob", []))
    blocks = tuple((e["token"], e["area"], e["spent"], e.get("block")) for e in v["blocks"])
    return (
        str(v["seat"]),
        v["turn"],
        blocks,
        own_oob,
        tuple(sorted(v["control"].items())),
        tuple(sorted(set(v["entrenchments"]))),
        tuple(sorted(set(v["effects"]))),
        v["scenario"],
        tuple(sorted(v["options"].items())),
        tuple(e.get("block", e["army"]) for e in v["eliminated"]),
        tuple(sorted(v["destroyed_bridges"])),
    )


def basis(v: N1815View) -> tuple[object, ...]:
    """All that ``Know`` reads of a view: the plans' key, the blocks' armies, the seat's own blocks
    and the reinforcements to come. Two views with the same basis give the same knowledge."""
    return (
        board_key(v),
        tuple(e["army"] for e in v["blocks"]),
        tuple((o["block"], o["kind"]) for o in v.get("oob", [])),
        tuple((r["turn"], tuple(r["blocks"])) for r in v["reinforcements"]),
    )


# --- what the seat knows ---------------------------------------------------------------------


@dataclass(slots=True)
class Unit:
    """A block on the map as the seat sees it: its own blocks exactly, the enemy's as guessed."""

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


@dataclass(frozen=True, slots=True)
class Stack:
    """What a stack brings to a battle, its scouts left out (CMB-3..9)."""

    units: list[Unit]
    cards: float
    napoleon: bool
    cav: float
    pursuit: int
    corps: list[Unit]  # those that may take fatigue
    weight: float  # their corps odds


def stack(units: list[Unit]) -> Stack:
    fighting = [u for u in units if u.kind != "scout"]
    corps = [u for u in fighting if u.corps > 0]
    return Stack(
        fighting,
        sum(u.cards for u in fighting),
        any(u.block == oob.NAPOLEON for u in fighting),
        sum(u.cav for u in fighting),
        sum(u.pursuit for u in fighting),
        corps,
        sum(u.corps for u in corps),
    )


def _cards_of(block: str, sp: float, fatigue: int, ill: bool) -> float:
    """CMB-3: battle cards a block brings (2 for a corps of 5+ SP, 1 less when tired, its bonus)."""
    b = oob.BLOCK[block]
    if b.kind is oob.SCOUT:
        return 0.0
    bonus = 0 if (block == oob.NAPOLEON and ill) else b.battle_cards
    if b.kind is oob.COMMANDER:
        return float(bonus)
    return (2 if sp >= 5 else 1) - (1 if fatigue >= 5 else 0) + bonus


class Know:
    """The seat's picture of the board, from its view only."""

    def __init__(self, v: N1815View) -> None:
        self.v = v
        self.seat = str(v["seat"])
        self.armies = SEAT_ARMIES[self.seat]
        self.side = FRENCH if self.seat == "france" else ALLIED
        self.foe = ALLIED if self.side == FRENCH else FRENCH
        self.control: dict[str, str] = v["control"]
        self.entrenched = set(v["entrenchments"])
        self.effects = set(v["effects"])
        self.seven = SEVEN[v["scenario"]]
        ill = "emperors_ill_health" in self.effects
        start = START[v["scenario"]]
        start_cav = START_CAV[v["scenario"]]
        own = {o["token"]: o for o in v.get("oob", [])}
        guess: dict[str, tuple[float, float, float]] = {}  # worked out at the first hidden block
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
                sp = float(start[block]) if b.kind is oob.CORPS else 0.0
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
                    1.0 if b.kind is oob.CORPS else 0.0,
                    KIND_OF[block],
                )
            else:
                guess = guess or self._hidden_guesses(v, start)
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
        self._profiles: dict[str, list[tuple[int, Stack]]] | None = None
        self._guards: dict[str | None, dict[str, float]] = {}
        self._key: tuple[object, ...] | None = None
        self._foe_stacks: dict[str, Stack] = {}
        self._wanted: dict[str, float] = {}
        self._wanted_sites: list[tuple[str, float]] | None = None
        self._dangers: dict[tuple[str, tuple[str, ...], int], float] = {}
        self._sides: dict[tuple[str, str], list[Unit]] = {}
        self.at: dict[str, list[Unit]] = {}
        for u in self.units:
            self.at.setdefault(u.area, []).append(u)
        self.foe_list = sorted(a for a in self.at if self.corps_odds(a, self.foe) >= 0.5)
        self.foe_held = set(self.foe_list)

    @property
    def key(self) -> tuple[object, ...]:
        """Everything of the view the plans depend on (plans are kept between prompts by it)."""
        if self._key is None:
            self._key = board_key(self.v)
        return self._key

    @staticmethod
    def _hidden_guesses(v: N1815View, start: dict[str, int]) -> dict[str, tuple[float, float, float]]:
        """Average SP, battle cards and corps odds of a hidden block of each army."""
        scenario = scenarios.scenario(v["scenario"])
        named = {e["block"] for e in v["blocks"] if "block" in e}
        gone = {e["block"] for e in v["eliminated"] if "block" in e}
        coming = {b for r in v["reinforcements"] for b in r["blocks"]}
        known = named | gone | coming
        out = {}
        for army in SIDE:
            pool = [b for b in LISTED[v["scenario"]][army] if b not in known]
            scouts = scenario.scouts.get(oob.Army(army), 0) if v["options"]["rules"] == "grognard" else 0
            scouts -= sum(1 for b in gone if ARMY_OF[b] == army and KIND_OF[b] == "scout")
            hidden = sum(1 for e in v["blocks"] if e["army"] == army and "block" not in e)
            n = max(hidden, len(pool) + max(scouts, 0), 1)
            corps = [b for b in pool if oob.BLOCK[b].kind is oob.CORPS]
            sp = sum(start[b] for b in corps)
            cards_ = sum(_cards_of(b, start[b], 0, False) for b in pool)
            out[army] = (sp / n, cards_ / n, len(corps) / n)
        return out

    # --- reading areas ---

    def profiles(self) -> dict[str, list[tuple[int, Stack]]]:
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
                    (mp_chief - (j - 1) + (1 if j == 1 and corps[0].solo else 0), stack(chiefs + corps[:j]))
                    for j in range(1, len(corps) + 1)
                ]
        return self._profiles

    def guard_posts(self, without: str | None = None) -> dict[str, float]:
        """Where a corps of this side would protect VP sites from enemy raids, and how many VP
        (times the odds) it would save: an unguarded site itself, and every area that all the
        enemy's shortest roads to it pass through. Roads avoid this side's corps (``without``:
        as if that area were empty)."""
        if without not in self._guards:
            mine = frozenset(a for a in self.at if self.corps_odds(a, self.side) >= 1) - {without}
            starts = []
            for area, units in self.at.items():
                foes = [u for u in units if SIDE[u.army] == self.foe]
                if foes and area not in mine:
                    fast = any(u.kind == "scout" or u.solo or u.kind == "?" for u in foes)
                    starts.append((area, 1 if fast else 0))
            sites = []
            for site in VP_AT:
                flag = self.control.get(site)
                if site not in mine and (flag is None or SIDE[flag] == self.side):
                    sites.append(site)
            self._guards[without] = _guard_posts(self.foe, mine, tuple(starts), tuple(sites))
        return self._guards[without]

    def danger(self, area: str, defenders: list[Unit], radius: int = 2) -> float:
        """The expected VP of the enemy's best move-attack on ``area`` held by ``defenders``
        (0 if none pays), worked out once per stack."""
        key = (area, tuple(u.token for u in defenders), radius)
        value = self._dangers.get(key)
        if value is None:
            value = self._dangers[key] = self._danger(area, defenders, radius)
        return value

    def _danger(self, area: str, defenders: list[Unit], radius: int) -> float:
        held, worst = stack(defenders), 0.0
        for f, options in self.profiles().items():
            d = DIST[f][area]
            if d == 0 or d > radius:
                continue
            for mp_mod, attackers in options:
                p = AT_LEAST[self.foe][max(-6, min(11, d - mp_mod))]
                if p > 0:
                    worst = max(worst, p * self.battle(area, attackers, held, True))
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

    def assault(self, area: str, group: Stack, move_attack: bool) -> float:
        """Expected VP of the group attacking the enemy in ``area``."""
        held = self._foe_stacks.get(area)
        if held is None:
            held = self._foe_stacks[area] = stack(self.side_units(area, self.foe))
        return self.battle(area, group, held, move_attack)

    def battle(self, area: str, att: Stack, dfd: Stack, move_attack: bool) -> float:
        """Expected VP of a battle for the attacker (CMB-3..9): half a damage per card, the
        winner's retreat worth about 1, Napoleon's 3 VP if his side loses, and the SP that the
        fatigue (one per card, pursuit included) would cost each side at once or at recovery."""
        if not att.units:
            return -1.0
        def_side = ALLIED if SIDE[att.units[0].army] == FRENCH else FRENCH
        n = att.cards - (1 if move_attack else 0)
        m = dfd.cards + (self.terrain_cards(area, def_side) if dfd.units else 0)
        if round(n) <= 0:
            return -1.0
        win, lose = odds(round(n), round(m))
        value = 0.5 * (n - m) + win * (1 + 3 * dfd.napoleon) - lose * (1 + 3 * att.napoleon)
        terrain = TERRAIN[area]
        soak = (1 if terrain == "town" else 0) + (2 if def_side == ALLIED and area in self.entrenched else 0)
        chase = terrain not in ("forest", "walled_city")
        chase_a = 1 + att.pursuit if chase and att.cav > dfd.cav else 0
        chase_d = 1 + dfd.pursuit if chase and dfd.cav > att.cav else 0
        value += _fatigue_loss(dfd, n - soak + win * chase_a) - _fatigue_loss(att, m + lose * chase_d)
        return value

    def mine(self, area: str) -> list[Unit]:
        return [u for u in self.at.get(area, []) if u.own]

    def side_units(self, area: str, side: str) -> list[Unit]:
        """The side's blocks in the area (a list kept for the view: not to be changed)."""
        found = self._sides.get((area, side))
        if found is None:
            found = self._sides[area, side] = [u for u in self.at.get(area, []) if SIDE[u.army] == side]
        return found

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

    def wanted_sites(self) -> list[tuple[str, float]]:
        """The controllable areas worth taking, with their worth (in ``SITES`` order)."""
        if self._wanted_sites is None:
            self._wanted_sites = [(a, w) for a in SITES if (w := self.wanted_site(a)) > 0]
        return self._wanted_sites

    def wanted_site(self, area: str) -> float:
        """What taking this controllable area is worth to the seat's side (VP, enemy flags)."""
        value = self._wanted.get(area)
        if value is None:
            value = self._wanted[area] = self._wanted_site(area)
        return value

    def _wanted_site(self, area: str) -> float:
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


@lru_cache(maxsize=4096)
def _guard_posts(
    foe: str, mine: frozenset[str], starts: tuple[tuple[str, int], ...], sites: tuple[str, ...]
) -> dict[str, float]:
    """``Know.guard_posts`` for the enemy moving from ``starts`` (area, MP bonus) on the ``sites``
    still to guard, roads blocked by ``mine`` (kept for the same board: not to be changed)."""
    guards: dict[str, float] = {}
    for site in sites:
        vp = VP_AT[site]
        back = _bfs(site, mine)
        threat = 0.0
        saved: dict[str, float] = {}
        for area, mod in starts:
            dist = _bfs(area, mine)
            d = dist.get(site, 99)
            if not 0 < d <= 6:
                continue
            p = AT_LEAST[foe][max(-6, min(11, d - mod))]
            threat = max(threat, p * vp)
            cut = (p - AT_LEAST[foe][max(-6, min(11, d + 2 - mod))]) * vp
            rings = _rings(area, mine)
            for dx in range(1, d):  # an area alone on its ring of the shortest roads
                xs = [x for x in rings[dx] if back.get(x, 99) + dx == d]
                if len(xs) == 1:
                    saved[xs[0]] = max(saved.get(xs[0], 0.0), cut)
        if threat > 0:
            guards[site] = guards.get(site, 0.0) + threat
        for x, v in saved.items():
            guards[x] = guards.get(x, 0.0) + v
    return guards


@lru_cache(maxsize=4096)
def _bfs(start: str, blocked: frozenset[str]) -> dict[str, int]:
    """Roads from ``start`` to every area, passing through no area in ``blocked`` (those are
    reached but not crossed), nearest first (the map does not change: kept, not to be changed)."""
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


@lru_cache(maxsize=4096)
def _rings(start: str, blocked: frozenset[str]) -> list[list[str]]:
    """The areas of ``_bfs(start, blocked)`` by their number of roads, each ring in the order
    reached (kept, not to be changed)."""
    dist = _bfs(start, blocked)
    rings: list[list[str]] = [[] for _ in range(max(dist.values()) + 1)]
    for x, d in dist.items():
        rings[d].append(x)
    return rings
