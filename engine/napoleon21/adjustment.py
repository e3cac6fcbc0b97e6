"""The Adjustment Phase (11.0): French adjustment, attrition in Russia and Spain, and the victory
declaration (11.4, 13.0), including what follows a French surrender (10.33).
"""

from __future__ import annotations

from engine.core import Action, Prompt, log, rng
from engine.napoleon21 import activities, flow
from engine.napoleon21.data import (
    ALLIED_TITLE,
    ALLIES,
    CHART,
    COUNTRIES,
    FRANCE,
    FRENCH_TERRITORY,
    RUSSIA,
    RUSSIAN_ATTRITION,
    RUSSIAN_TERRITORY,
    SPAIN,
    SPANISH_ATTRITION,
    TITLES,
    VICTORY_VP,
)
from engine.napoleon21.state import (
    DOWN,
    UP,
    N21State,
    add,
    area_name,
    lose_morale,
    remove_to_box,
    send_home,
    units_text,
)


def run(s: N21State) -> None:
    """11.1-11.3 need no decision; 11.4 may ask France whether to declare victory."""
    s.phase, s.task = "adjustment", "adjustment"
    french_adjustment(s)
    for area in RUSSIAN_TERRITORY:
        attrition(s, area, RUSSIA, RUSSIAN_ATTRITION)
    attrition(s, SPAIN, SPAIN, SPANISH_ATTRITION)
    declare_victory(s)


def french_adjustment(s: N21State) -> None:
    """11.1 (= 12.0 b, applied once): morale -1 if no French unit is outside France and South France."""
    abroad = any(FRANCE in stacks for area, stacks in s.units.items() if area not in FRENCH_TERRITORY)
    if not abroad:
        lose_morale(s, 1)
        log(s, f"No French unit abroad: morale falls to {s.morale}")


def attrition(s: N21State, area: str, native: str, faces: frozenset[int]) -> None:
    """11.2, 11.3: every unit not native to the area rolls; a hit is 1 damage."""
    for country in COUNTRIES:
        st = s.units.get(area, {}).get(country)
        if country == native or not st:
            continue
        up, down = st[UP], st[DOWN]
        flipped = sum(rng.roll(s) in faces for _ in range(up))
        removed = sum(rng.roll(s) in faces for _ in range(down))
        add(s, area, country, [-flipped, flipped - removed, 0, 0])
        if removed:
            remove_to_box(s, country, removed)
        log(
            s,
            f"Attrition in {area_name(area)} for {units_text(up + down, country)}: "
            f"{flipped} flipped, {removed} removed",
        )


# --- 11.4 victory declaration (13.0) -----------------------------------------------------------


def french_vp(s: N21State) -> int:
    """13.1: the VP of every ally now at Peace or Armistice (never accumulated)."""
    return sum(CHART[c].vp for c in ALLIES if s.war[c] != "war")


def title_for(vp: int) -> str:
    """13.1: Napoleon's title for a French victory with ``vp``."""
    return next(title for need, title in TITLES if vp >= need)


def allied_condition(s: N21State) -> bool:
    """13.2: morale 0 at the declaration; Road to Paris: France surrendered after morale 0."""
    if s.options["road_to_paris"] == "on":
        return s.paris_fallen
    return s.morale <= 0


def declare_victory(s: N21State) -> None:
    """11.4: the game ends on either side's condition (both: a draw); France may declare at 10+ VP."""
    s.phase = "victory"
    vp = french_vp(s)
    if allied_condition(s):
        if vp >= VICTORY_VP:
            # France would always rather declare than lose: both conditions hold, a draw.
            finish(s, [], True, f"Draw: France declares victory with {vp} VP as its morale fails", vp)
        else:
            finish(s, ["allies"], False, f"The allies win: French morale is {s.morale}", vp)
    elif vp >= VICTORY_VP:
        s.task, s.decider, s.act = "victory", FRANCE, {}
    else:
        carry_on(s)


def victory_prompt(s: N21State) -> Prompt:
    """France may end the game now, or play on for more."""
    vp = french_vp(s)
    p = Prompt(f"France has {vp} VP: declare victory or play on?")
    p.add("declare", label=f"Declare victory: {vp} VP, {title_for(vp)}")
    p.add("continue", label="Play on for more VP")
    return p


def victory(s: N21State, action: Action) -> None:
    """France's decision at the victory declaration."""
    vp = french_vp(s)
    if action.verb == "declare":
        finish(s, [FRANCE], False, f"France declares victory with {vp} VP", vp)
    else:
        log(s, f"France plays on with {vp} VP")
        carry_on(s)


def carry_on(s: N21State) -> None:
    """Next turn; after a French surrender everyone goes home and France reinforces once (10.33)."""
    if not s.french_surrender:
        flow.start_turn(s)
        return
    for country in COUNTRIES:
        send_home(s, country)
    log(s, "After the French surrender every unit returns home")
    if activities.can_reinforce(s, FRANCE):
        activities.start_reinforcement(s, FRANCE, then_new_turn=True)
    else:
        flow.start_turn(s)


def finish(s: N21State, winners: list[str], draw: bool, summary: str, vp: int) -> None:
    """End the game; ``winners`` holds "france" or "allies" (seats are worked out in the result)."""
    title = ALLIED_TITLE if winners == ["allies"] else title_for(vp)
    s.outcome = {"winners": winners, "draw": draw, "summary": summary, "title": title}
    s.phase, s.task, s.decider, s.act = "over", "over", None, {}
    log(s, f"{summary}. {title}.")
