"""What a Napoleon 1815 seat means to do in the Operations Phase: its style, and the operations
worth doing now (attack, move-attack, raid, guard, evade, advance), best first."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.napoleon1815.data import map as board
from engine.napoleon1815.data import oob
from engine.napoleon1815.policy.knowledge import (
    ALLIED,
    AT_LEAST,
    DIST,
    FRENCH,
    NEAR,
    SIDE,
    SITES,
    STRONG_GROUND,
    TERRAIN,
    VP_AT,
    WITHIN_2,
    Know,
    Unit,
    stack,
)


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


def objective(k: Know, group: list[Unit], here: str, style: Style) -> str | None:
    """Where a stack is heading."""
    scouts = all(u.kind == "scout" for u in group)
    best, best_score = None, -2.0
    for site, value in k.wanted_sites():
        if k.has_foes(site):
            continue
        if scouts and TERRAIN[site] == "walled_city" and k.control.get(site):
            continue  # GRG-8
        score = 1.5 * value - 0.7 * DIST[here][site]
        if score > best_score:
            best, best_score = site, score
    if scouts:
        return best
    force = stack(group)
    for target in k.foe_areas():
        value = k.assault(target, force, False)
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
        return objective(k, group, here, style)
    best, best_score = objective(k, group, here, style), -1.0
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


_PLANS: dict[tuple[object, ...], list[Plan]] = {}


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


def give_up(k: Know, style: Style, plan: Plan) -> None:
    """The rules refused the planned stack (a block the seat cannot see well, e.g. a partner's
    hidden commander that may not be left alone): forget that plan while the board stays the same."""
    kept = plans(k, style)
    if plan in kept:
        kept.remove(plan)


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
                value = k.assault(area, stack(group), False)
                if value >= style.attack:
                    out.append(Plan(10 + value, area, tuple(u.token for u in group), "attack"))
            continue
        for group in _stacks(k, area, style):
            out.extend(moves(k, area, group, style))
    return sorted(out, key=lambda p: (-p.score, p.area, p.tokens))


def moves(
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
        force = stack(group)
        for target in k.foe_areas():
            d = DIST[area][target]
            if d > 2 or (d == 2 and not _paths_clear(k, area, target)):
                continue
            p = reach(d)
            value = k.assault(target, force, True)
            if value >= style.strike and p > 0.3:
                out.append(Plan(5 + p * value - (1 - p) * 0.3, area, tokens, "move", target))
    far = 4 if scouts or (len(corps) == 1 and corps[0].solo) else 2 if len(corps) == 1 else 1
    if style.raid:
        for site, value in k.wanted_sites():
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
    goal = _allied_objective(k, group, area, style) if k.side == ALLIED else objective(k, group, area, style)
    if goal is not None and goal != area and not (k.has_foes(goal) and DIST[area][goal] <= 1):
        if not k.has_foes(goal) and _exposure(k, style, goal, group, scouts) >= 0.5:
            return out
        out.append(Plan(1 + 0.1 * len(corps) - 0.01 * DIST[area][goal], area, tokens, "move", goal))
    return out


def joined(k: Know, area: str, group: list[Unit]) -> list[Unit]:
    """The side's blocks in ``area`` once the group stands there too."""
    tokens = {u.token for u in group}
    return [u for u in k.side_units(area, k.side) if u.token not in tokens] + group


def _exposure(k: Know, style: Style, area: str, group: list[Unit], scouts: bool) -> float:
    """What the enemy could win by striking the stack once it stands in ``area`` (cautious styles)."""
    if not style.evade or scouts:
        return 0.0
    return k.danger(area, joined(k, area, group))


def _refuge(k: Know, group: list[Unit], here: str, reach: int = 2) -> tuple[str | None, float]:
    """Where the stack is safest within ``reach`` roads, and how much safer (in expected VP)."""
    stay = k.danger(here, k.side_units(here, k.side))
    if stay < 0.5:
        return None, 0.0
    tokens = {u.token for u in group}
    armies = {u.army for u in group}
    alone = not any(u.token not in tokens and u.kind != "scout" for u in k.side_units(here, k.side))
    best, best_gain = None, 0.0
    for x, d in WITHIN_2[here]:
        if d > reach or k.has_foes(x) or (d > 1 and not _reachable(k, here, x, d)):
            continue
        friends = sum(1 for u in k.side_units(x, k.side) if u.kind == "corps" and u.army in armies)
        gain = stay - k.danger(x, joined(k, x, group)) - 0.2 * d + 0.5 * k.wanted_site(x) + 0.25 * friends
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
