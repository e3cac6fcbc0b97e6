"""The Abdication Phase (11.1-11.9): control and the abdication level, victory and the last turn,
fervour, diplomats and Josephine, recovery, French losses, the units collected, money moved."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, Result, log, push, rng
from engine.nwsolitaire.common import Pick, change_abdication, change_fervour, country_ref, unit_ref
from engine.nwsolitaire.data.chits import COALITION_DIPLOMATS
from engine.nwsolitaire.data.map import (
    FRANCE,
    MAJORS,
    MINOR,
    NATION_OF_POWER,
    PORTUGAL,
    ROYALIST,
    SEAT,
    SPAIN,
)
from engine.nwsolitaire.data.track import ABDICATION_WIN, LAST_TURN, VETERAN_LAST_TURN
from engine.nwsolitaire.data.units import CAV, INF, NAPOLEON_PRESENCE, NO_DOT, RED, UNITS, WHITE
from engine.nwsolitaire.state import (
    BEDROOM,
    CASUALTY,
    COALITION_POOL,
    FIELDS,
    FRENCH_CUP,
    HOTEL,
    LONDON,
    MACHINE,
    MINOR_CUP,
    NEUTRAL_POOL,
    REMOVED,
    ROYALIST_BOX,
    SolitaireFrame,
    SolitaireState,
    controller,
    french_sides,
    french_units,
    in_place,
    is_coalition,
    is_french_side,
    placed,
    put_in,
)

THREE_COUNTRIES = 3  # rulebook §11.1
FRENCH_LOSS = 2  # rulebook §11.7: 1-2 removes a unit


def control_and_abdication(s: SolitaireState) -> None:
    """11.1: three countries or more held by the Coalition, the But country among them: +1; otherwise,
    with no French unit in the Casualty box: -1."""
    held = [c for c in MAJORS if controller(s, c) == "coalition"]
    if held and not s.quiet:
        log(s, Msg("nwsolitaire-log-control", countries=tuple(map(country_ref, held))))
    elif not s.quiet:
        log(s, Msg("nwsolitaire-log-control-none"))
    if len(held) >= THREE_COUNTRIES and s.but in held:
        change_abdication(s, 1)
    elif french_units(s).isdisjoint(in_place(s, CASUALTY)):
        change_abdication(s, -1)


def victory_or_last_turn(s: SolitaireState) -> bool:
    """11.2 abdication 16 wins; 11.3 the last turn over without it loses (turn 15 in the Veteran game)."""
    if s.abdication >= ABDICATION_WIN:
        s.result = Result(
            (SEAT,),
            "abdication",
            Msg("nwsolitaire-result-abdication", turn=s.turn),
            scores={SEAT: s.abdication},
        )
        return True
    last = VETERAN_LAST_TURN if s.options.get("veteran") == "on" else LAST_TURN
    if s.turn >= last:
        s.result = Result(
            (),
            "last_turn",
            Msg("nwsolitaire-result-last-turn", level=s.abdication),
            scores={SEAT: s.abdication},
        )
        return True
    return False


def fervour_adjustment(s: SolitaireState) -> None:
    """11.4: -1 where the Coalition holds, +1 where France holds, then Napo-B +1 / Napo-V -1 where he
    stands (satellites do nothing); the track's ends hold (11.4 note)."""
    for country in MAJORS:
        side = controller(s, country)
        if side:
            change_fervour(s, country, -1 if side == "coalition" else 1)
    if s.napoleon_at in MAJORS and NAPOLEON_PRESENCE.get(s.napoleon, 0):
        change_fervour(s, s.napoleon_at, NAPOLEON_PRESENCE[s.napoleon])


def diplomats_and_josephine(s: SolitaireState) -> None:
    """11.5: the coalition diplomats face up back to London; Josephine to the Bedroom; without the
    Paris marker the French diplomats in France go back to the Hotel."""
    s.coalition_diplomats = {d: LONDON for d in COALITION_DIPLOMATS}
    s.flipped_diplomats = []
    s.used_diplomats = []
    if s.josephine_at in MAJORS:
        s.josephine_at = BEDROOM
    if not s.paris:
        for dip, at in s.french_diplomats.items():
            if at == FRANCE:
                s.french_diplomats[dip] = HOTEL


def recovery(s: SolitaireState) -> None:
    """11.6: flipped units face up; delayed units back to their pool (voluntary Russian delays this
    turn, delays by an event the turn after they were made, 12.3)."""
    s.british_navy_flipped = False
    for uid, when in list(s.delayed.items()):
        if when == "voluntary" or int(when.split(":")[1]) < s.turn:
            del s.delayed[uid]
            powers = {nation: power for power, nation in NATION_OF_POWER.items()}
            power = powers.get(UNITS[uid].nation, "")
            if is_french_side(s, uid):  # a Spanish unit whose Spain turned pro-French meanwhile (6.3.3)
                s.where[uid] = FRENCH_CUP
                put_in(s, s.french_cup, uid)
            else:
                s.where[uid] = COALITION_POOL if not power or is_coalition(s, power) else NEUTRAL_POOL
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-recovered", unit=unit_ref(uid)))


def loss_candidates(s: SolitaireState) -> list[str]:
    """11.7: French corps (Poniatowski counts; the Spanish, Neapolitan and Bavarian units do not) in the
    Casualty box, white dots never; red-dot infantry, red-dot cavalry, undotted infantry, undotted
    cavalry, each the weakest first. Returns the equally placed first choices."""
    dead = [u for u in in_place(s, CASUALTY) if u in _FRENCH_CORPS]
    for dot, arm in ((RED, INF), (RED, CAV), (NO_DOT, INF), (NO_DOT, CAV)):
        group = [u for u in dead if UNITS[u].dot == dot and UNITS[u].arm == arm]
        if group:
            low = min(UNITS[u].sp for u in group)
            return sorted(u for u in group if UNITS[u].sp == low)
    return []


_FRENCH_CORPS = frozenset(
    u for u, x in UNITS.items() if x.nation in ("french", "polish") and x.dot != WHITE and u != "guard"
)


def any_french_casualty(s: SolitaireState) -> bool:
    return not _FRENCH_OR_POLISH.isdisjoint(in_place(s, CASUALTY))


_FRENCH_OR_POLISH = frozenset(u for u, x in UNITS.items() if x.nation in ("french", "polish"))


def collect(s: SolitaireState, keep: list[str]) -> None:
    """11.8: the Casualty box and every major country (Portugal too) are cleared: French units and
    allies to the French cup, coalition units to their pool, minors in the Casualty box to the minor
    cup (on the map they stay when kept; from Portugal to the cup unless kept, which moves them to
    Spain), Royalists and Émigrés to their box."""
    french, moved = french_sides(s), dict[str, str]()
    for uid, at in s.where.items():
        if at not in _CLEARED or uid == "guard":
            continue
        nation = UNITS[uid].nation
        if nation == MINOR:
            if at != CASUALTY and uid in keep:
                if at == PORTUGAL:
                    moved[uid] = SPAIN
                continue
            moved[uid] = MINOR_CUP
            put_in(s, s.minor_cup, uid)
        elif nation == ROYALIST:
            moved[uid] = ROYALIST_BOX
        elif french[uid]:
            moved[uid] = FRENCH_CUP
            put_in(s, s.french_cup, uid)
        else:
            moved[uid] = COALITION_POOL
    s.where.update(moved)  # in one write: the units by place are read afresh when next asked
    s.but_stack = []
    s.face_down = []
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-collected"))


_CLEARED = frozenset((*FIELDS, CASUALTY))  # 11.8: where units are collected from
_MINOR_UNITS = frozenset(u for u, x in UNITS.items() if x.nation == MINOR)
_FIELD_SET = frozenset(FIELDS)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class FrenchLosses(SolitaireFrame):
    """11.7: 1d6 with French units in the Casualty box: 1-2 removes one from the game."""

    kind = "french_losses"
    rolled: bool = False

    def run(self, s: SolitaireState) -> Flow:
        if s.picked:
            remove_for_good(s, s.picked)
            s.picked = ""
            return DONE
        if self.rolled or not any_french_casualty(s):
            return DONE
        self.rolled = True
        roll = rng.roll(s)
        ties = loss_candidates(s)
        if roll > FRENCH_LOSS or not ties:
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-no-french-loss"))
            return DONE
        if len(ties) > 1:
            return push(s, Pick(question="french-loss", options=ties))
        remove_for_good(s, ties[0])
        return DONE


def remove_for_good(s: SolitaireState, uid: str) -> None:
    s.where[uid] = REMOVED
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-french-loss", unit=unit_ref(uid)))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Collection(SolitaireFrame):
    """11.8: the player says which minor-states units stay on the map (those in Portugal may move to
    Spain); then every unit is collected."""

    kind = "collection"
    keep: list[str] | None = None

    def run(self, s: SolitaireState) -> Flow:
        if self.keep is not None or not self.any_minors(s):
            collect(s, self.keep or [])
            return DONE
        return self.wait(SEAT, "nwsolitaire-ask-collection")

    def any_minors(self, s: SolitaireState) -> bool:
        """Whether ``minors`` has any: the units by place read, not every unit's place."""
        groups = placed(s)
        for country in FIELDS:  # noqa: SIM110  # a loop, not any() over a generator: once a turn at least
            if not _MINOR_UNITS.isdisjoint(groups.get(country, ())):
                return True
        return False

    def minors(self, s: SolitaireState) -> list[str]:
        return [u for u, at in s.where.items() if at in _FIELD_SET and u in _MINOR_UNITS]

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("nwsolitaire-prompt-collection"))
        p.add("keep", label=Msg("nwsolitaire-action-keep-all"), kind=ActionKind.DONE)
        p.add("recall", label=Msg("nwsolitaire-action-recall-all"), kind=ActionKind.DONE)
        for uid in self.minors(s):
            p.add(
                "recall",
                uid,
                label=Msg("nwsolitaire-action-recall", unit=unit_ref(uid), country=country_ref(s.where[uid])),
            )
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        minors = self.minors(s)
        if action.verb == "keep":
            self.keep = minors
        elif not action.args:
            self.keep = []
        else:
            uid = str(action.args[0])
            s.where[uid] = MINOR_CUP
            put_in(s, s.minor_cup, uid)
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-recall", unit=unit_ref(uid)))
