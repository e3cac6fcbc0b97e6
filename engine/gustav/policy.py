"""Scripted players for Gustav, deciding from their seat's view only (``GustavView``), the prompt's
key and its structured actions: ``python -m tools.matchup gustav --games 1000``.

One greedy player, used by both sides: it scores a position (victory points, morale, how far its
units have come, which units the enemy can hit next and whether they could retreat) and at every
question picks the answer whose position scores best, looking ahead through the rest of the card
it is carrying out. Its army is drawn from the side's equilibrium mixture (``builds``), with its own
generator; its cull and deployment follow a few rules per side.

It is the ``easy`` AI and guides the search's playouts (``engine.core.levels``);
``python -m tools.gustav_strategies --games 1000`` plays the balance series of DATA.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Final

from engine.core import Action, Prompt, Ref
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.gustav import builds
from engine.gustav.battlefield import line_blocked, reachable, retreats, targets, zone
from engine.gustav.data.board import HEXES, NEIGHBOURS, RED_ROW, SIDES, TERRITORY_ROWS, distance, red_frame
from engine.gustav.data.cards import CARDS, Kind, Mode, Step
from engine.gustav.data.tracks import MORALE_MAX, RING, ROUNDS, space
from engine.gustav.data.units import SPECS, in_range
from engine.gustav.view import GustavView

# --- a light model of the board, built from the view -----------------------------------------------


@dataclass
class Table:
    me: str
    them: str
    side: dict[str, str]  # hex -> side
    kind: dict[str, str]  # hex -> unit type
    voltage: int
    round: int
    morale: dict[str, int]
    lost: dict[str, tuple[str, ...]] = field(default_factory=dict)  # side -> types lost

    def copy(self) -> Table:
        return Table(
            self.me,
            self.them,
            dict(self.side),
            dict(self.kind),
            self.voltage,
            self.round,
            dict(self.morale),
            dict(self.lost),
        )

    def move(self, start: str, end: str) -> None:
        if start != end:
            self.side[end], self.kind[end] = self.side.pop(start), self.kind.pop(start)

    def remove(self, hex_id: str) -> None:
        side, kind = self.side.pop(hex_id), self.kind.pop(hex_id)
        self.lost[side] += (kind,)


def table(view: GustavView) -> Table:
    me = str(view["seat"])
    them = next(s for s in view["sides"] if s != me)
    units = [u for u in view["units"] if u["hex"]]
    return Table(
        me,
        them,
        {u["hex"]: u["side"] for u in units},
        {u["hex"]: u["kind"] for u in units},
        view["voltage"],
        view["round"],
        {s: v["morale"] for s, v in view["sides"].items()},
        {s: tuple(v["lost"]) for s, v in view["sides"].items()},
    )


def forward(side: str, hex_id: str) -> int:
    """Rows gone from the side's own rear towards the enemy (0 at home, 6 at the far edge)."""
    row = HEXES[hex_id].row
    return row - 1 if RED_ROW[side] == 1 else 7 - row


def in_enemy_land(side: str, hex_id: str) -> bool:
    owner = HEXES[hex_id].owner
    return owner != "" and owner != side


def can_hit(kind: str, number: int) -> bool:
    return number in SPECS[kind].hits


# --- tables the evaluation reads, worked out once from the board and the units ------------------------

FORWARD: Final = {side: {h: forward(side, h) for h in HEXES} for side in SIDES}
ENEMY_LAND: Final = {side: frozenset(h for h in HEXES if in_enemy_land(side, h)) for side in SIDES}
# ATK-MELEE-4: a unit in its own red-framed rear row has no retreat
NO_RETREAT: Final = {side: frozenset(red_frame(side)) for side in SIDES}
# the hexes each unit type may attack from each hex, whoever holds them: the neighbours for a type
# that fights in melee (ATK-MELEE-1), the hexes within range for one that fires (ATK-RANGED-1)
NEAR: Final = {
    kind: {h: frozenset(NEIGHBOURS[h]) if spec.melee else frozenset() for h in HEXES}
    for kind, spec in SPECS.items()
}
FAR: Final = {
    kind: {a: frozenset(b for b in HEXES if in_range(kind, distance(a, b))) for a in HEXES} for kind in SPECS
}
REACH: Final = {kind: {h: NEAR[kind][h] | FAR[kind][h] for h in HEXES} for kind in SPECS}  # either
# threats' chance that a unit type hits at a voltage: sure on a success value, less so one space later
CHANCE: Final = {
    number: {
        kind: 1.0 if can_hit(kind, number) else 0.35 if can_hit(kind, number % 6 + 1) else 0.1
        for kind in SPECS
    }
    for number in {space.number for space in RING}
}


@cache
def cost(kinds: tuple[str, ...]) -> int:
    return sum(SPECS[k].cost for k in kinds)


# --- how good a position is -----------------------------------------------------------------------


def threats(t: Table, enemy: str, attackers: list[str], prey: list[str], number: int) -> dict[str, float]:
    """For each hex of ``prey`` the ``attackers`` (the units of ``enemy``) can attack, how likely the
    best such attack is to hit at voltage ``number`` (sure on a success value, less so one space
    later, unlikely otherwise): ``targets`` of every attacker in any mode, with its best chance."""
    found: dict[str, float] = {}
    board = t.side
    chances = CHANCE[number]
    for h in attackers:
        kind = t.kind[h]
        chance = chances[kind]
        near, reach = NEAR[kind][h], REACH[kind][h]
        for x in prey:
            if (
                x in reach
                and found.get(x, 0.0) < chance
                and (x in near or not line_blocked(board, h, x, enemy))
            ):
                found[x] = chance
    return found


def danger(t: Table, hex_id: str, side: str, worst: float) -> float:
    """How much the unit on ``hex_id`` stands to lose to an attack that hits with chance ``worst``
    (a little for a forced retreat, much when it could not retreat: ``retreats``)."""
    if not worst:
        return 0.0
    kind = t.kind[hex_id]
    if hex_id not in NO_RETREAT[side] and _can_retreat(t.side, hex_id, side):
        return worst * 0.6
    if kind == "hq":
        return worst * 40.0
    return worst * (SPECS[kind].cost * 2.5 + 1.0)


def _can_retreat(board: Mapping[str, str], hex_id: str, side: str) -> bool:
    """ATK-MELEE-3: an empty neighbouring hex next to no enemy unit (``retreats`` is not empty)."""
    get = board.get
    for n in NEIGHBOURS[hex_id]:
        if n in board:
            continue
        for m in NEIGHBOURS[n]:
            if get(m, side) != side:
                break
        else:
            return True
    return False


# evaluate's scores by position, in the order its units are listed (a sum of floats depends on it):
# the search's playouts meet the same positions again and again
Position = tuple[object, ...]
_scores: dict[Position, float] = {}
SCORES_KEPT: Final = 1 << 13  # some 10 MB


def evaluate(t: Table, mover: str) -> float:
    """The position for ``t.me``; ``mover`` is who acts at the next voltage (``assess``, remembered)."""
    key = (
        mover,
        t.me,
        t.voltage,
        t.round,
        t.morale[t.me],
        t.morale[t.them],
        t.lost[t.me],
        t.lost[t.them],
        tuple(t.side.items()),
        tuple(t.kind.items()),
    )
    found = _scores.get(key)
    if found is None:
        if len(_scores) >= SCORES_KEPT:
            _scores.clear()
        found = _scores[key] = assess(t, mover)
    return found


def assess(t: Table, mover: str) -> float:
    """The position for ``t.me``; ``mover`` is who acts at the next voltage."""
    me, them = t.me, t.them
    late = t.round / ROUNDS
    score = 0.0
    for side, sign in ((me, 1.0), (them, -1.0)):
        enemy = them if side == me else me
        score += sign * 5.0 * cost(t.lost[enemy])
        score += sign * 1.3 * min(t.morale[side], MORALE_MAX)
        if t.morale[side] <= 2:
            score -= sign * 6.0 * (3 - t.morale[side])
        if "hq" in t.lost[side]:
            score -= sign * 200.0
    nxt = space(t.voltage, 1).number
    units: dict[str, list[str]] = {me: [], them: []}
    for h, side in t.side.items():
        units[side].append(h)
    hits = {  # what each side's units face
        me: threats(t, them, units[them], units[me], nxt),
        them: threats(t, me, units[me], units[them], nxt),
    }
    ahead, land = 0.5 + late, 2.5 * late
    for h, side in t.side.items():
        sign = 1.0 if side == me else -1.0
        kind = t.kind[h]
        rows = FORWARD[side][h]
        if kind == "hq":
            value = -0.8 * rows
        else:
            value = 1.0 + 0.5 * rows * ahead
            if h in ENEMY_LAND[side]:
                value += land
        score += sign * value
        worst = hits[side].get(h)
        if worst is not None:  # no attack to fear costs nothing
            score -= sign * danger(t, h, side, worst) * (1.0 if mover != side else 0.45)
    return score


# --- predicting what an attack does -----------------------------------------------------------------


def resolve(t: Table, start: str, target: str, number: int) -> None:
    """Carry out an attack on the model: the defender retreats to its best hex, holds or is lost."""
    kind = t.kind[start]
    if not can_hit(kind, number):
        return
    side = t.side[target]
    ways = retreats(t.side, target, side)
    melee = distance(start, target) == 1
    if ways:
        best = min(ways, key=lambda h: forward(side, h))
        if t.kind[target] == "hq" or not in_enemy_land(side, target) or t.morale[side] <= 2:
            t.move(target, best)
        else:
            t.morale[side] -= 1
            return
    elif t.morale[side] >= 4 or (t.kind[target] == "hq" and t.morale[side] >= 3):
        t.morale[side] -= 2
        return
    else:
        t.remove(target)
    if melee and target not in t.side and kind != "artillery":
        t.move(start, target)


# --- carrying out an effect greedily ------------------------------------------------------------------


Choice = tuple[str, str, str]  # (unit hex, destination hex or "", target hex or "")


def options(t: Table, step: Step, used: set[str]) -> list[Choice]:
    """Every single action of a step: one unit's move, attack, or move-and-attack."""
    out: list[Choice] = []
    mine = [
        h
        for h, s in t.side.items()
        if s == t.me and h not in used and (not step.kinds or t.kind[h] in step.kinds)
    ]
    zoc = zone(t.side, t.me) if step.kind is not Kind.ATTACK and not step.free else None  # every unit's
    for h in mine:
        kind = t.kind[h]
        if step.kind is Kind.ATTACK:
            out += [(h, "", x) for x in targets(t.side, h, t.me, kind, step.mode)]
            continue
        ends = reachable(t.side, h, t.me, SPECS[kind].move + step.extra, step.free, zoc)
        if step.kind is Kind.MOVE:
            out += [(h, e, "") for e in ends]
            continue
        for e in [h, *ends]:
            board = dict(t.side)  # the unit moved there, for its targets
            if e != h:
                board[e] = board.pop(h)
            hits = targets(board, e, t.me, kind, step.mode)
            out += [(h, e, x) for x in hits] or ([(h, e, "")] if e != h else [])
    return out


def apply_choice(t: Table, choice: Choice, plus: int) -> Table:
    out = t.copy()
    start, end, target = choice
    at = start
    if end:
        out.move(start, end)
        at = end
    if target:
        resolve(out, at, target, space(t.voltage, plus).number)
    return out


def best_choice(
    t: Table, step: Step, used: set[str], mover: str, here: float | None = None
) -> tuple[float, Choice | None, Table]:
    """The single action of this step that leaves the best position (None: better to do nothing),
    its score and that position; ``here``: the score of ``t`` when the caller has it already."""
    best, found, after = evaluate(t, mover) if here is None else here, None, t
    for choice in options(t, step, used):
        trial = apply_choice(t, choice, step.plus)
        score = evaluate(trial, mover)
        if score > best + 1e-6:
            best, found, after = score, choice, trial
    return best, found, after


def play_out(t: Table, steps: tuple[Step, ...], mover: str) -> tuple[float, Table]:
    """Carry out the steps greedily on the model; returns the final score and position."""
    score: float | None = None  # of t, once known
    for step in steps:
        if step.kind is Kind.RALLY:
            t = t.copy()
            t.morale[t.me] = min(MORALE_MAX, t.morale[t.me] + step.up_to)
            score = None
            continue
        used: set[str] = set()
        for _ in range(step.up_to):
            score, choice, t = best_choice(t, step, used, mover, score)
            if choice is None:
                break
            used.add(choice[1] or choice[0])
    return evaluate(t, mover) if score is None else score, t


# --- the player ---------------------------------------------------------------------------------------


def decide_build(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    """An army drawn from the side's equilibrium mixture by the player's own generator (``builds``),
    raised in one decision (the HQ is always in): nobody can tell it beforehand. Every army of a
    mixture is one the rules offer (``builds.plausible``; tests/engine/test_gustav_estimate.py)."""
    army = builds.drawn(str(view["seat"]), pick)
    return next(a for a in prompt.actions if a.verb == "army" and a.args == army)


def card_worth(view: GustavView, card: str) -> float:
    """How useful a card is to this army (for the cull, the pile and the discards)."""
    army = (
        view["own"]["army"]
        if view["phase"] == "prepare"
        else [u["kind"] for u in view["units"] if u["side"] == view["seat"]]
    )
    worth = 0.0
    for half in ("top", "bottom"):
        effect = CARDS[card].effect(half)
        for step in effect.steps:
            if step.kind is Kind.RALLY:
                worth += 1.5 * step.up_to
                continue
            able = [
                k
                for k in army
                if (not step.kinds or k in step.kinds)
                and (step.kind is not Kind.ATTACK or _mode_fits(k, step.mode))
            ]
            worth += (
                min(len(able), step.up_to) * (1.5 if step.kind is not Kind.MOVE else 1.0) + 0.5 * step.plus
            )
    return worth


def _mode_fits(kind: str, mode: Mode) -> bool:
    spec = SPECS[kind]
    if mode is Mode.MELEE:
        return spec.melee
    if mode is Mode.FIRE:
        return spec.range is not None
    return True


def decide_cull(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    """The two cards worth least to this army, set aside in one decision."""
    candidates = [a for a in prompt.actions if a.verb == "cull"]
    noise = {str(c): pick.below(100) / 400 for c in sorted({c for a in candidates for c in a.args})}
    return min(candidates, key=lambda a: sum(card_worth(view, str(c)) + noise[str(c)] for c in a.args))


def decide_stack(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    if any(a.verb == "done" for a in prompt.actions):
        return _verb(prompt, "done")
    candidates = [a for a in prompt.actions if a.verb == "next"]

    # moves first: the armies must close before they can fight
    def order(a: Action) -> float:
        card = CARDS[str(a.args[0])]
        moves = sum(1 for half in (card.top, card.bottom) for s in half.steps if s.kind is Kind.MOVE)
        return -moves - card_worth(view, card.id) / 10 + pick.below(100) / 200

    return min(candidates, key=order)


# Deployment: preferred rows (from the own rear: 0 rear, 2 front) and columns per unit type.
POSTS: dict[str, tuple[int, tuple[int, ...]]] = {
    "pike": (2, (3, 4, 2, 5, 1, 6)),
    "shot": (2, (4, 3, 5, 2, 6, 1)),
    "cavalry": (2, (1, 6, 0, 7, 2, 5)),
    "artillery": (1, (3, 4, 2, 5)),
    "hq": (1, (4, 3, 5, 2)),
}
DEPLOY_ORDER = ("pike", "shot", "cavalry", "artillery", "hq")


def decide_deploy(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    if prompt.key == "gustav-ask-deploy-unit":
        kinds = [str(a.args[0]) for a in prompt.actions]
        return prompt.actions[kinds.index(min(kinds, key=DEPLOY_ORDER.index))]
    seat = str(view["seat"])
    unit = prompt.text.args["unit"]
    kind = unit.id if isinstance(unit, Ref) else "pike"
    depth, columns = POSTS[kind]
    rows = TERRITORY_ROWS[seat]
    row_order = sorted(rows, key=lambda r: abs(forward(seat, f"a{r}") - depth))
    free = {str(a.args[0]): a for a in prompt.actions if a.verb == "hex"}
    for row in row_order:
        for col in columns:
            h = f"{'abcdefgh'[col]}{row}"
            if h in free and (pick.below(5) or kind == "hq"):
                return free[h]
    return next(iter(free.values()))


def decide_card(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    t = table(view)
    mover = t.them
    base = evaluate(t, mover)
    best_score, best = -1e9, prompt.actions[0]
    for action in prompt.actions:
        if action.verb == "end":
            score = base
        else:
            card, half = str(action.args[0]), str(action.args[1])
            effect = CARDS[card].effect(half)
            score, _ = play_out(t, effect.steps, mover)
            score -= 0.35 * effect.value + pick.below(100) / 1000
        if score > best_score:
            best_score, best = score, action
    return best


def _effect_step(view: GustavView) -> tuple[Step, tuple[Step, ...]]:
    effect = view["effect"]
    assert effect is not None
    steps = CARDS[effect["card"]].effect(effect["half"]).steps
    return steps[effect["step"]], steps[effect["step"] + 1 :]


def decide_pick(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    """Which unit moves or attacks next in the effect (or go on, or stop)."""
    t = table(view)
    step, rest = _effect_step(view)
    used: set[str] = set()
    offered = {str(a.args[0]): a for a in prompt.actions if a.verb == "unit"}
    stay, _ = play_out(t, rest, t.them)
    best_score, best = stay, None
    for choice in options(t, step, used):
        if choice[0] not in offered:
            continue
        after = apply_choice(t, choice, step.plus)
        score, _ = play_out(after, rest, t.them)
        if score > best_score + 1e-6:
            best_score, best = score, choice
    if best is not None:
        return offered[best[0]]
    return _verb(prompt, "next") if any(a.verb == "next" for a in prompt.actions) else _verb(prompt, "stop")


def decide_follow(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    """Where the chosen unit goes, or whom it attacks."""
    t = table(view)
    step, rest = _effect_step(view)
    effect = view["effect"]
    assert effect is not None
    unit = effect["unit"]
    best_score, best = -1e9, prompt.actions[0]
    for action in prompt.actions:
        if action.verb in ("back",):
            continue
        if action.verb == "to":
            end = str(action.args[0])
            after = t.copy()
            after.move(unit, end)
            if step.kind is Kind.ASSAULT:
                follow = [(end, "", x) for x in targets(after.side, end, t.me, after.kind[end], step.mode)]
                scores = [play_out(apply_choice(after, c, step.plus), rest, t.them)[0] for c in follow]
                score = max([play_out(after, rest, t.them)[0], *scores])
            else:
                score = play_out(after, rest, t.them)[0]
        elif action.verb == "target":
            after = apply_choice(t, (unit, "", str(action.args[0])), step.plus)
            score = play_out(after, rest, t.them)[0]
        else:  # skip
            score = play_out(t, rest, t.them)[0]
        if score > best_score:
            best_score, best = score, action
    return best


def decide_defend(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    t = table(view)
    combat = view["combat"]
    assert combat is not None
    here = combat["defender"]
    morale = t.morale[t.me]
    kind = t.kind[here]
    retreat = [a for a in prompt.actions if a.verb == "retreat"]
    hold = next((a for a in prompt.actions if a.verb == "hold"), None)
    if retreat:
        keep = in_enemy_land(t.me, here) and morale >= 4 and t.round >= 7
        if hold is not None and keep:
            return hold

        def safety(a: Action) -> float:
            after = t.copy()
            after.move(here, str(a.args[0]))
            return evaluate(after, t.them) + pick.below(10) / 100

        return max(retreat, key=safety)
    if hold is not None and (kind == "hq" or (morale - 2 >= 2 and SPECS[kind].cost >= 2 and morale >= 4)):
        return hold
    return _verb(prompt, "lose")


def decide_advance(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    t = table(view)
    combat = view["combat"]
    assert combat is not None
    unit, vacated = combat["attacker"], combat["vacated"]
    advance, stay = _verb(prompt, "advance"), _verb(prompt, "stay")
    after = t.copy()
    after.move(unit, vacated)
    return advance if evaluate(after, t.them) >= evaluate(t, t.them) else stay


def decide_discard(view: GustavView, prompt: Prompt, pick: Rng) -> Action:
    return max(prompt.actions, key=lambda a: card_worth(view, str(a.args[0])))


def _verb(prompt: Prompt, verb: str) -> Action:
    return next(a for a in prompt.actions if a.verb == verb)


DECIDERS: dict[str, Callable[[GustavView, Prompt, Rng], Action]] = {
    "gustav-ask-build": decide_build,
    "gustav-ask-cull": decide_cull,
    "gustav-ask-stack": decide_stack,
    "gustav-ask-deploy-unit": decide_deploy,
    "gustav-ask-deploy-hex": decide_deploy,
    "gustav-ask-card": decide_card,
    "gustav-ask-more": decide_card,
    "gustav-ask-move": decide_pick,
    "gustav-ask-attack": decide_pick,
    "gustav-ask-assault": decide_pick,
    "gustav-ask-move-to": decide_follow,
    "gustav-ask-target": decide_follow,
    "gustav-ask-assault-to": decide_follow,
    "gustav-ask-assault-target": decide_follow,
    "gustav-ask-defend": decide_defend,
    "gustav-ask-advance": decide_advance,
    "gustav-ask-discard": decide_discard,
}


def greedy(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
    """The scripted player: a decision per kind of question, from the view only."""
    decide = DECIDERS.get(prompt.key)
    return pick.choice(prompt.actions) if decide is None else decide(view, prompt, pick)  # type: ignore[arg-type]


GREEDY = Scripted("greedy", greedy)
STRATEGIES: dict[str, dict[str, Scripted]] = {
    "imperial": {"greedy": GREEDY},
    "swedish": {"greedy": GREEDY},
}
MATCHUPS: list[dict[str, str]] = [
    {"imperial": "greedy", "swedish": "greedy"},
    {"imperial": "random", "swedish": "greedy"},
    {"imperial": "greedy", "swedish": "random"},
]
