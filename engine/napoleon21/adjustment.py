"""The Adjustment Phase (11.0): French adjustment, attrition in Russia and Spain, and the victory
declaration (11.4, 13.0) with France's choice to declare (``Victory``) and the end of the game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, Result, log, rng
from engine.napoleon21.data import (
    ALLIED_RANK,
    COUNTRIES,
    FRANCE,
    FRENCH_TERRITORY,
    RUSSIA,
    RUSSIAN_ATTRITION,
    RUSSIAN_TERRITORY,
    SPAIN,
    SPANISH_ATTRITION,
    VICTORY_VP,
)
from engine.napoleon21.names import ADJECTIVE, AREA, RANK
from engine.napoleon21.scoring import allied_winners, french_vp, rank_for, scores
from engine.napoleon21.state import DOWN, MACHINE, UP, N21Frame, N21State, add, lose_morale, remove_to_box


def adjust(s: N21State) -> None:
    """11.1-11.3: no decision in them."""
    french_adjustment(s)
    for area in RUSSIAN_TERRITORY:
        attrition(s, area, RUSSIA, RUSSIAN_ATTRITION)
    attrition(s, SPAIN, SPAIN, SPANISH_ATTRITION)


def french_adjustment(s: N21State) -> None:
    """11.1 (= 12.0 b, applied once): morale -1 if no French unit is outside France and South France."""
    abroad = any(FRANCE in stacks for area, stacks in s.units.items() if area not in FRENCH_TERRITORY)
    if not abroad:
        lose_morale(s, 1)
        if not s.quiet:
            log(s, Msg("napoleon21-log-no-one-abroad", morale=s.morale))


def attrition(s: N21State, area: str, native: str, faces: frozenset[int]) -> None:
    """11.2, 11.3: every unit not native to the area rolls; a hit is 1 damage."""
    if area not in s.units:
        return  # nobody there
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
        if not s.quiet:
            log(
                s,
                Msg(
                    "napoleon21-log-attrition",
                    area=AREA[area],
                    count=up + down,
                    army=ADJECTIVE[country],
                    flipped=flipped,
                    removed=removed,
                ),
            )


# --- 11.4 victory declaration (13.0) -----------------------------------------------------------


def allied_condition(s: N21State) -> bool:
    """13.2: morale 0 at the declaration; Road to Paris: France surrendered after morale 0."""
    if s.options["road_to_paris"] == "on":
        return s.paris_fallen
    return s.morale <= 0


def declaration(s: N21State) -> bool:
    """11.4: the game ends on either side's condition (both: a draw). True when France may choose
    to declare victory (10+ VP) and nothing else ended the game."""
    vp = french_vp(s)
    if allied_condition(s):
        if vp >= VICTORY_VP:  # France would always rather declare than lose: a draw
            end_game(s, "vp_and_morale", Msg("napoleon21-result-draw", vp=vp, rank=RANK[rank_for(vp)]), ())
        else:
            reason = "surrender" if s.options["road_to_paris"] == "on" else "morale"
            summary = Msg(f"napoleon21-result-{reason}", rank=RANK[ALLIED_RANK])
            end_game(s, reason, summary, allied_winners(s))
        return False
    return vp >= VICTORY_VP


def end_game(s: N21State, reason: str, summary: Msg, winners: tuple[str, ...]) -> None:
    """13.0: the result, with every seat's score (14.0 multi-player)."""
    s.result = Result(winners, reason, summary, draw=not winners, scores=scores(s))
    s.checkpoint = True
    log(s, summary)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Victory(N21Frame):
    """13.1: with 10 VP or more France may end the game now, or play on for more."""

    class Stage(StrEnum):
        CHOOSE = "choose"
        OVER = "over"

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    CHOOSE, OVER = Stage.CHOOSE, Stage.OVER

    kind = "victory"
    at: Stage = Stage.CHOOSE

    def run(self, s: N21State) -> Flow:
        if self.at is self.OVER:
            return DONE
        return self.ask_owner(s, "napoleon21-ask-victory")

    def prompt(self, s: N21State, seat: str) -> Prompt:
        vp = french_vp(s)
        p = Prompt(self.ask, Msg("napoleon21-prompt-victory", vp=vp))
        label = Msg("napoleon21-action-victory", vp=vp, rank=RANK[rank_for(vp)])
        p.add("declare", label=label, kind=ActionKind.IRREVERSIBLE)
        p.add("continue", label=Msg("napoleon21-action-play-on"))
        return p

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        vp = french_vp(s)
        self.at = self.OVER
        if action.verb == "declare":
            end_game(s, "vp", Msg("napoleon21-result-vp", vp=vp, rank=RANK[rank_for(vp)]), (FRANCE,))
        else:
            log(s, Msg("napoleon21-log-play-on", vp=vp))
