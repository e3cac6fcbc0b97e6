"""How a scripted Napoleon 1815 seat answers each kind of question (``Prompt.key``), from its view
(through ``Know``), the structured actions and its style; no prompt or label text is read."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Action, Prompt
from engine.napoleon1815.data import cards
from engine.napoleon1815.data import map as board
from engine.napoleon1815.policy.knowledge import (
    ALLIED,
    DIST,
    FRENCH,
    SIDE,
    SITES,
    START,
    TERRAIN,
    VP_AT,
    Know,
    Unit,
    stack,
)
from engine.napoleon1815.policy.plans import Style, give_up, joined, moves, plans

ASK = "napoleon1815-ask-"
WINDOW = "napoleon1815-window-"

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


def event(a: Action) -> str:
    """The event of the card an action plays, takes or gives (its first argument)."""
    return cards.CARD[int(a.args[0])].event


def first(actions: list[Action], verb: str, *args: str | int) -> Action | None:
    """The first action with this verb (and, if given, these leading arguments)."""
    return next((a for a in actions if a.verb == verb and a.args[: len(args)] == args), None)


def arg(a: Action) -> str:
    """The action's first argument as a string ("" when it has none)."""
    return str(a.args[0]) if a.args else ""


def _own(k: Know) -> dict[str, Unit]:
    return {u.token: u for u in k.units if u.own}


def _battle_area(k: Know) -> str:
    battle = k.v["battle"]
    return battle["area"] if battle is not None else ""


# --- card moments ----------------------------------------------------------------------------------


def window(k: Know, prompt: Prompt) -> Action:
    """A card window: the best card that applies, else let the partner answer, else none."""
    actions = prompt.actions
    by_event = {event(a): a for a in actions if a.verb == "play"}
    for name in BATTLE_PRIORITY + ANSWERS:
        if name in by_event:
            return by_event[name]
    area = _battle_area(k)
    if "hold_at_all_costs" in by_event and (VP_AT.get(area) or area in k.entrenched):
        return by_event["hold_at_all_costs"]
    if "rear_guard" in by_event and area and k.defence(area, FRENCH) >= k.defence(area, ALLIED) + 3:
        return by_event["rear_guard"]
    return first(actions, "hand_on") or prompt.decline or actions[-1]


def blue(k: Know, prompt: Prompt) -> Action:
    """Initiative Phase: a blue card that adds strength or cards."""
    by_event = {event(a): a for a in prompt.actions if a.verb == "play"}
    for name in BLUE:
        if name in by_event:
            return by_event[name]
    return first(prompt.actions, "none") or prompt.actions[-1]


def combined(k: Know, prompt: Prompt) -> Action:
    """After an operation: another one at once if a card allows it."""
    return first(prompt.actions, "play") or prompt.actions[0]


# --- recovery, fatigue and losses ---------------------------------------------------------------


def recovery(k: Know, prompt: Prompt) -> Action:
    """Rest the most tired spent corps (fatigue 2+) with the card that matters least."""
    actions = prompt.actions
    rests = [a for a in actions if a.verb == "rest"]
    if rests:
        fatigue = {t: u.fatigue for t, u in _own(k).items()}
        best = max(rests, key=lambda a: (fatigue.get(arg(a), 0), arg(a)))
        if fatigue.get(arg(best), 0) >= 2:
            return best
        return first(actions, "done") or actions[-1]
    picks = [a for a in actions if a.verb == "card"]
    if picks:
        return max(picks, key=lambda a: (cards.CARD[int(a.args[0])].recovery - KEEP.get(event(a), 0), arg(a)))
    return first(actions, "done") or actions[-1]


def attrition(k: Know, prompt: Prompt) -> Action:
    """REC-3: the rules' default (infantry first) keeps the cavalry for pursuit."""
    return first(prompt.actions, "done") or prompt.actions[-1]


def spread_fatigue(k: Know, prompt: Prompt) -> Action:
    """The extra points on the least tired corps."""
    tired = {u.token: u.fatigue for u in k.units}
    return min(prompt.actions, key=lambda a: (sum(tired.get(str(t), 0) for t in a.args), a.args))


def lose_sp(k: Know, prompt: Prompt) -> Action:
    """Each SP lost: never the last SP of a corps if another can take it, keep 5-SP corps at two
    cards, take infantry before cavalry (pursuit), from the strongest corps."""
    units = {u.token: u for u in k.units}

    def keep(a: Action) -> tuple[bool, bool, float, bool, str]:
        if not a.args:
            return (True, True, 0.0, True, "")
        u = units.get(str(a.args[0]))
        sp = u.sp if u is not None else 0.0
        return (sp > 1, sp != 5, sp, a.args[1] == "infantry", arg(a))

    return max(prompt.actions, key=keep)


def tire(k: Know, prompt: Prompt) -> Action:
    """A corps takes 1 fatigue (harassment, a walled city taken): the least tired, strongest."""
    own = _own(k)

    def score(a: Action) -> tuple[int, float, str]:
        u = own.get(arg(a))
        return (u.fatigue, -u.sp, arg(a)) if u is not None else (99, 0.0, arg(a))

    return min(prompt.actions, key=score)


def supply(k: Know, prompt: Prompt) -> Action:
    """EVT: Supply takes 2 fatigue off; where it takes off the most."""
    own = _own(k)

    def relief(a: Action) -> tuple[int, tuple[str, ...]]:
        tokens = [str(t) for t in a.args]
        each = 2 if len(tokens) == 1 else 1
        return sum(min(each, own[t].fatigue) for t in tokens if t in own), tuple(tokens)

    best = max(prompt.actions, key=relief)
    return best if relief(best)[0] > 0 else (first(prompt.actions, "rest") or best)


# --- battles and retreats -----------------------------------------------------------------------


def retreat(k: Know, prompt: Prompt) -> Action:
    """Toward friends and home, away from the enemy and from the battle."""
    army = next((u.army for u in k.units if u.own), k.armies[0])
    home = k.home(army)
    battle = _battle_area(k)

    def score(a: Action) -> tuple[float, str]:
        there = arg(a)
        return (
            -3 * k.corps_odds(there, k.foe)
            + 1.5 * k.has_friends(there)
            - 0.3 * DIST[there][home]
            + 0.2 * DIST[there].get(battle or there, 0),
            there,
        )

    return max(prompt.actions, key=score)


def stay(k: Know, prompt: Prompt) -> Action:
    """Stay where it is worth it (a VP site, a farm), with a Hold card or the entrenchment."""
    area = _battle_area(k)
    worth = VP_AT.get(area, 0) or TERRAIN.get(area) == "fortified_farm"
    actions = prompt.actions
    if worth:
        return first(actions, "stay", "hold") or first(actions, "stay", "entrenchment") or actions[0]
    return first(actions, "stay", "retreat") or actions[0]


# --- events and set-up -------------------------------------------------------------------------


def scout(k: Know, prompt: Prompt) -> Action:
    """Scouts: near the sites worth raiding, else with the biggest stack."""
    sites = [s for s in SITES if k.wanted_site(s) >= 1]

    def place(a: Action) -> tuple[float, str]:
        near = min((DIST[arg(a)][s] for s in sites), default=9)
        return (-near + 0.1 * len(k.mine(arg(a))), arg(a))

    return max(prompt.actions, key=place)


def strengthen(k: Know, prompt: Prompt) -> Action:
    """Reinforcement: a 4-SP corps (back to two cards), else the most threatened, weakest."""
    own = _own(k)

    def score(a: Action) -> tuple[bool, float, float, str]:
        u = own.get(arg(a))
        if u is None:
            return (False, -1.0, 0.0, "")
        return (u.sp == 4, k.threat(u.area, 2), -u.sp, arg(a))

    return max(prompt.actions, key=score)


def lamarque(k: Know, prompt: Prompt) -> Action:
    """Lamarque enters nearest the army."""
    mass = [u.area for u in k.units if u.own and u.kind == "corps"]
    return min(prompt.actions, key=lambda a: (sum(DIST[arg(a)][m] for m in mass), arg(a)))


def inertia(k: Know, prompt: Prompt) -> Action:
    """Inertia halts the area whose active blocks matter least."""
    return min(prompt.actions, key=lambda a: (sum(u.cards for u in k.mine(arg(a)) if not u.spent), arg(a)))


def insubordination(k: Know, prompt: Prompt) -> Action:
    """The Allies pick the French block that refuses: one in the acting stack, else the nearest."""
    tokens = {u.token: u for u in k.units}
    op = k.v["operation"]
    inside = [a for a in prompt.actions if op is not None and arg(a) in op["tokens"]]
    if inside:
        return inside[0]
    allied = [u.area for u in k.units if SIDE[u.army] == ALLIED]

    def near(a: Action) -> tuple[int, str]:
        u = tokens.get(arg(a))
        far = min((DIST[u.area][x] for x in allied), default=9) if u is not None else 9
        return (far, arg(a))

    return min(prompt.actions, key=near)


def delay(k: Know, prompt: Prompt) -> Action:
    """The weakest late corps."""
    start = START[k.v["scenario"]]
    return min(prompt.actions, key=lambda a: (start.get(arg(a), 0), arg(a)))


def guns(k: Know, prompt: Prompt) -> Action:
    """To the sound of the guns: the commanders too, else the last corps offered."""
    joins = [a for a in prompt.actions if a.verb == "join"]
    return first(prompt.actions, "chief", "yes") or max(joins, key=arg, default=prompt.actions[0])


def foresight(k: Know, prompt: Prompt) -> Action:
    """Foresight: look at the battle cards and take the one worth most."""
    takes = [a for a in prompt.actions if a.verb == "take"]
    if takes:
        return max(takes, key=lambda a: (KEEP.get(event(a), 0), cards.CARD[int(a.args[0])].recovery, arg(a)))
    return first(prompt.actions, "group", "battle") or prompt.actions[0]


def one_road(k: Know, prompt: Prompt) -> Action:
    """A stack moved one road by an event: the first offered, with every block that may go."""
    return next(
        (a for a in prompt.actions if a.verb in ("origin", "add", "go", "to") and (a.args or a.verb == "go")),
        prompt.actions[0],
    )


def first_offered(k: Know, prompt: Prompt) -> Action:
    return prompt.actions[0]


# --- carrying out an operation ----------------------------------------------------------------


def choose(k: Know, prompt: Prompt, style: Style) -> Action:
    """The best planned operation, else pass (never give a card away)."""
    actions = prompt.actions
    operate = {arg(a): a for a in actions if a.verb == "operate"}
    for plan in plans(k, style):
        if plan.area in operate:
            return operate[plan.area]
    return first(actions, "pass") or next(iter(operate.values()), actions[0])


def operator(k: Know, prompt: Prompt, style: Style) -> Action:
    """3P leader: himself while he has something to do."""
    mine = first(prompt.actions, "operator", k.seat)
    if mine is not None and plans(k, style):
        return mine
    return next((a for a in prompt.actions if arg(a) != k.seat), prompt.actions[0])


def give(k: Know, prompt: Prompt, style: Style) -> Action:
    """3P: keep the cards."""
    return next((a for a in prompt.actions if a.verb == "give" and not a.args), prompt.actions[-1])


def build(k: Know, prompt: Prompt, style: Style) -> Action:
    """Add the planned blocks, then act. If the rules refuse that stack (a block the seat cannot
    see well, e.g. a partner's hidden commander left alone, or a plan gone stale), add what else may
    come; if even that is refused, give the plan up and choose again. Nothing is ever dropped, so a
    block is never added and dropped in turn."""
    actions = prompt.actions
    op = k.v["operation"]
    area = op["from"] if op is not None else ""
    wanted = next((p for p in plans(k, style) if p.area == area), None)
    tokens = wanted.tokens if wanted else ()
    kind = wanted.kind if wanted else "move"
    missing = [a for a in actions if a.verb == "add" and arg(a) in tokens]
    if missing:
        return missing[0]
    act = first(actions, kind) or first(actions, "attack" if kind == "move" else "move")
    if act is not None:
        return act
    adds = [a for a in actions if a.verb == "add"]
    if adds:  # what else may come (a commander who may not stay alone...)
        return adds[0]
    if wanted is not None:
        give_up(k, style, wanted)
    return first(actions, "back") or actions[0]


def _moving(k: Know) -> tuple[list[Unit], str, int, list[str]]:
    """The moving stack, where it stands, the MP it has left and the areas it has been through."""
    op = k.v["operation"]
    assert op is not None, "a move prompt comes with its operation"
    tokens = set(op["tokens"])
    group = [u for u in k.units if u.token in tokens]
    return group, op["path"][-1], int(k.v.get("mp_left") or 0), op["path"]


def road_cost(k: Know, here: str, there: str) -> int:
    """MOV-3: 1 MP a road, 3 across a destroyed bridge (the view lists them)."""
    road = board.road_between(here, there)
    return 3 if road is not None and road.key in k.v["destroyed_bridges"] else 1


def step(k: Know, prompt: Prompt, style: Style) -> Action:
    """One road at a time: strike, take a site, or get nearer the objective; else stop."""
    actions = prompt.actions
    group, here, left, path = _moving(k)
    corps = [u for u in group if u.kind == "corps"]
    scouts = not corps
    roads = len(path) - 1
    intents = sorted(moves(k, here, group, style, left, roads), key=lambda p: (-p.score, p.goal or ""))
    goal = intents[0].goal if intents else here
    best: Action | None = None
    best_score = 0.0 if goal != here else 0.5
    force = stack(group)
    for a in actions:
        there = arg(a)
        if a.verb != "road" or there in path:
            continue
        if k.has_foes(there):
            if scouts:
                continue
            value = k.assault(there, force, True)
            score = 5 + value if value >= style.strike - 0.3 else -9.0
        else:
            score = 1.5 * k.wanted_site(there)
            if goal is not None:
                score += 0.8 * (DIST[here][goal] - DIST[there][goal])
            if k.has_friends(there, {u.token for u in group}) and there != goal:
                score -= 0.5  # a friendly stack stops the move
            if not scouts and roads + road_cost(k, here, there) > 3:
                score -= 0.6 * len(corps)  # MOV-7 A
            if not scouts and style.evade:
                score -= 0.5 * k.danger(there, joined(k, there, group), radius=1)
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    return _move_card(prompt, corps, goal != here and goal is not None, left, roads)


def _move_card(prompt: Prompt, corps: list[Unit], going: bool, left: int, roads: int) -> Action:
    """No road worth taking: a card that helps the move, else end it here."""
    actions = prompt.actions
    plays = {event(a): a for a in actions if a.verb == "play"}
    if "light_cavalry" in plays:
        return plays["light_cavalry"]
    if "vive_lempereur" in plays and sum(u.fatigue for u in corps) >= 2:
        return plays["vive_lempereur"]
    if "supply" in plays and max((u.fatigue for u in corps), default=0) >= 2:
        return plays["supply"]
    if "grouchy" in plays and left <= 1 and roads == 0:
        return plays["grouchy"]
    if "forced_march" in plays and going and left == 0:
        return plays["forced_march"]
    return first(actions, "stop") or actions[0]


def engage(k: Know, prompt: Prompt, style: Style) -> Action:
    """Entering an engaged area: move-attack when the battle pays."""
    group, here, _, _ = _moving(k)
    value = k.assault(here, stack(group), True)
    wanted = "attack" if value >= style.strike - 0.5 else "hold"
    return first(prompt.actions, wanted) or prompt.actions[0]


Decide = Callable[[Know, Prompt], Action]
Operate = Callable[[Know, Prompt, Style], Action]

SMALL: dict[str, Decide] = {
    ASK + "blue": blue,
    ASK + "combined": combined,
    ASK + "recovery": recovery,
    ASK + "attrition": attrition,
    ASK + "spread-fatigue": spread_fatigue,
    ASK + "lose-sp": lose_sp,
    ASK + "capture-fatigue": tire,
    ASK + "harass": tire,
    ASK + "supply": supply,
    ASK + "retreat": retreat,
    ASK + "stay": stay,
    ASK + "scout": scout,
    ASK + "strengthen": strengthen,
    ASK + "lamarque": lamarque,
    ASK + "inertia": inertia,
    ASK + "insubordination": insubordination,
    ASK + "delay": delay,
    ASK + "guns": guns,
    ASK + "foresight": foresight,
    ASK + "one-road": one_road,
    ASK + "light-cavalry": first_offered,
    ASK + "reconnaissance": first_offered,
}
OPERATIONS: dict[str, Operate] = {
    ASK + "operate": choose,
    ASK + "operator": operator,
    ASK + "give": give,
    ASK + "build": build,
    ASK + "move": step,
    ASK + "engage": engage,
}


def decide(k: Know, prompt: Prompt, style: Style) -> Action | None:
    """The answer to a question this player knows, or None."""
    if prompt.key.startswith(WINDOW):
        return window(k, prompt)
    operate = OPERATIONS.get(prompt.key)
    if operate is not None:
        return operate(k, prompt, style)
    small = SMALL.get(prompt.key)
    return small(k, prompt) if small is not None else None
