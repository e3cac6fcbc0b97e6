"""The game turn (one year) on the turn machine: ``War`` runs the eight phases in the aid's order
(ゲームの流れ; public rules §5.0) from the scenario's start to a result, pushing a frame for each phase in
which a player decides (diplomacy, insurrection, reinforcement, campaign, winter attrition: winter_flow.py) and
carrying out the others (strategy, surrender, victory) itself.

Order of play within a phase (public errata §6.2 shows the French playing first in the diplomacy phase; the
rest reconstructed alike): the French player acts first, then the Coalition player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import filterfalse
from typing import Final, NamedTuple

from engine.ageofnapoleon import refs
from engine.ageofnapoleon.campaign_flow import Campaign, event_offer
from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.cards import CARDS, Event, Phase
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import COUNTRIES, Side, Status
from engine.ageofnapoleon.deck import discard
from engine.ageofnapoleon.diplomacy import FIXED, Play, card_status
from engine.ageofnapoleon.endings import ending, surrender, surrenders
from engine.ageofnapoleon.events import play_reinforcement_event, raise_of, reinforcement_event_ok
from engine.ageofnapoleon.insurrection import may_rise, resolve_insurrections
from engine.ageofnapoleon.phases import (
    Mobilization,
    diplomacy_phase,
    mobilize,
    recover_army,
    return_prisoners,
    strategy_phase,
)
from engine.ageofnapoleon.sequence import YearPhase, next_phase
from engine.ageofnapoleon.state import MACHINE, SEATS, AonFrame, AonState, board, seat_side, set_statuses
from engine.ageofnapoleon.victory import finish_war
from engine.ageofnapoleon.winter_flow import WinterAttrition
from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, Ref, finish, log, push

G = "ageofnapoleon"
# the questions without arguments (a message is immutable: each made once)
_ASK_DIPLOMACY = Msg(f"{G}-ask-diplomacy")
_ASK_RISING = Msg(f"{G}-ask-rising")
_ASK_REINFORCEMENT = Msg(f"{G}-ask-reinforcement")
_REINFORCEMENT_KEY = f"{G}-ask-reinforcement"  # made once: asked at every placement


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class War(AonFrame):
    """The whole game: phase after phase, year after year, until a side wins (§16; endings.py)."""

    kind = "war"
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    DIPLOMACY, INSURRECTION, STRATEGY = YearPhase.DIPLOMACY, YearPhase.INSURRECTION, YearPhase.STRATEGY
    REINFORCEMENT, CAMPAIGN, SURRENDER = YearPhase.REINFORCEMENT, YearPhase.CAMPAIGN, YearPhase.SURRENDER
    WINTER = YearPhase.WINTER
    entered: bool = False  # the phase ``s.phase`` has begun

    def run(self, s: AonState) -> Flow:
        while s.result is None:
            if not self.entered:
                self.entered = True
                if not s.quiet:
                    log(s, Msg(f"{G}-log-phase", year=str(s.year), phase=refs.phase(s.phase)))
                flow = self._begin(s)
                if flow is not None:
                    return flow
                continue
            if self._end(s):
                return DONE
            self.entered = False
        return DONE

    def _begin(self, s: AonState) -> Flow | None:
        """Start the phase: push its frame, or carry it out at once."""
        phase = s.phase
        if phase is self.DIPLOMACY:
            return push(s, Diplomacy())
        if phase is self.INSURRECTION:
            # aid ゲームの流れ: insurrections under way are resolved first, then new ones may break out
            for country, status in resolve_insurrections(s).items():
                set_statuses(s, {country: status})
                log(s, Msg(f"{G}-log-status", country=refs.country(country), status=_status(status)))
            return push(s, Rising())
        if phase is self.STRATEGY:
            for said in strategy_phase(s, s.surrendered):
                log(s, said)
            s.surrendered = False
            s.revealed = True  # each player saw the cards it drew
            return None
        if phase is self.REINFORCEMENT:
            return push(s, Reinforcement())
        if phase is self.CAMPAIGN:
            return push(s, Campaign())
        if phase is self.SURRENDER:
            surrender_phase(s)
            return None
        if phase is self.WINTER:
            return push(s, WinterAttrition())
        victory = ending(s)
        if victory is not None:
            finish_war(s, victory[0], victory[1])
        return None

    def _end(self, s: AonState) -> bool:
        """Go on to the next phase; True when the game is over."""
        if s.phase is self.REINFORCEMENT:
            return_prisoners(s)  # aid 9.7: at the end of the reinforcement phase
        following = next_phase(s.year, s.phase)
        if s.result is not None or following is None:
            return True
        if following[0] != s.year:
            s.yearly = []
            s.round = 0
            s.checkpoint = True
        s.year, s.phase = following
        return False


def _status(value: Status) -> Ref:
    return Ref(f"{G}-status", value.value)


def surrender_phase(s: AonState) -> None:
    """§14: countries conquered in the field surrender (conditions in endings.py); a major power's surrender
    calls for a reshuffle next year (aid 戦略チャート). France's is Napoleon's abdication."""
    for country in surrenders(s):
        major = country in COUNTRIES and COUNTRIES[country].major
        surrender(s, country)
        s.surrendered = s.surrendered or major
        if not s.quiet:
            log(s, Msg(f"{G}-log-surrender", country=refs.country(country)))
    if s.statuses["france"] is Status.NEUTRAL:
        finish_war(s, Side.COALITION, None)


# --- diplomacy (§7) ---------------------------------------------------------------------------------------


class DipPlay(NamedTuple):
    side: str
    card: str
    country: str
    status: Status


def diplomatic_plays(s: AonState, side: Side) -> list[DipPlay]:
    """Every diplomatic play ``side`` may make now, from its hand (diplomacy.card_status)."""
    found: list[DipPlay] = []
    for card_id in sorted(set(s.deck.hands[side])):
        card = CARDS[card_id]
        if card.phase is not Phase.DIPLOMACY or card.side not in (None, side):
            continue
        if card.event is Event.WAR:
            found.append(DipPlay(side.value, card_id, "russia", s.statuses["russia"]))
            continue
        for country, current in sorted(s.statuses.items()):
            after = None if country in FIXED else card_status(card_id, side, current, country)
            if after is not None:
                found.append(DipPlay(side.value, card_id, country, after))
    return found


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Diplomacy(AonFrame):
    """§7: the French player plays any diplomatic cards, then the Coalition player; each play is shown as it
    is made, and plays of both sides on one country cancel when the phase ends (errata §6.2)."""

    kind = "diplomacy"
    turn: int = 0  # index into SEATS
    plays: list[DipPlay] = field(default_factory=list)

    def run(self, s: AonState) -> Flow:
        if self.turn < len(SEATS):
            return self.wait(SEATS[self.turn], f"{G}-ask-diplomacy")
        plays = [
            Play(seat_side(p.side), p.card, p.country, p.status)
            for p in self.plays
            if p.card != "russo_ottoman_war"
        ]
        for play in plays:
            s.deck.hands[play.side].append(play.card)  # diplomacy_phase discards them
        for said in diplomacy_phase(s, plays):
            log(s, said)
        return DONE

    def prompt(self, s: AonState, seat: str) -> Prompt:
        p = Prompt(f"{G}-ask-diplomacy", _ASK_DIPLOMACY)
        for play in diplomatic_plays(s, seat_side(seat)):
            p.add(
                "dip",
                play.card,
                play.country,
                label=Msg(
                    f"{G}-act-dip",
                    card=refs.card(play.card),
                    country=refs.country(play.country),
                    status=_status(play.status),
                ),
            )
        p.add("done", label=Msg(f"{G}-act-done-phase"), kind=ActionKind.IRREVERSIBLE)
        return p

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        side = seat_side(seat)
        if action.verb == "done":
            self.turn += 1
            return
        card_id, country = str(action.args[0]), str(action.args[1])
        play = next(p for p in diplomatic_plays(s, side) if p.card == card_id and p.country == country)
        discard(s.deck, side, card_id)
        self.plays.append(play)
        if CARDS[card_id].event is Event.WAR:
            s.yearly.append(card_id)  # Russo-Ottoman War: Russia's mobilization falls this year (events.py)
        log(
            s,
            Msg(f"{G}-log-dip", seat=refs.seat(seat), card=refs.card(card_id), country=refs.country(country)),
        )


# --- insurrection (§8) ------------------------------------------------------------------------------------


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Rising(AonFrame):
    """§8: the Coalition player may raise French-held countries in insurrection with its cards
    (insurrection.may_rise)."""

    kind = "rising"

    def run(self, s: AonState) -> Flow:
        return self.wait(Side.COALITION.value, f"{G}-ask-rising")

    def prompt(self, s: AonState, seat: str) -> Prompt:
        p = Prompt(f"{G}-ask-rising", _ASK_RISING)
        for card_id in sorted(set(s.deck.hands[Side.COALITION])):
            for country, status in sorted(s.statuses.items()):
                if may_rise(card_id, country, status):
                    p.add(
                        "rise",
                        card_id,
                        country,
                        label=Msg(f"{G}-act-rise", card=refs.card(card_id), country=refs.country(country)),
                    )
        p.add("done", label=Msg(f"{G}-act-done-phase"), kind=ActionKind.IRREVERSIBLE)
        return p

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        if action.verb == "done":
            finish(s, self)
            return
        card_id, country = str(action.args[0]), str(action.args[1])
        discard(s.deck, Side.COALITION, card_id)
        set_statuses(s, {country: Status.INSURRECTION})
        log(s, Msg(f"{G}-log-rise", card=refs.card(card_id), country=refs.country(country)))


# --- reinforcement (§10) ----------------------------------------------------------------------------------


def placements(s: AonState, side: Side, placed: dict[str, str]) -> list[tuple[str, list[str]]]:
    """Every corps ``side`` may bring in now, with the areas where (phases.Mobilization: the aid's limits). The
    corps brought in already keep within the limits, so one more is checked only for what it adds: an area free
    of enemy corps, one more corps of its power, one more in that area."""
    check = Mobilization(s, side)
    why, by_power = check.checked(placed)
    if why is not None:
        return []  # one more corps cannot mend a placement over the limits
    open_to: dict[str, list[str]] = {}  # by power: where one more of its corps may come in
    found: list[tuple[str, list[str]]] = []
    for corps in check.available():
        if corps in placed:
            continue
        power = ROSTER[corps].country
        areas = open_to.get(power)
        if areas is None:
            areas = open_to[power] = _open_areas(check, power, by_power.get(power, []))
        if areas:
            found.append((corps, areas))
    return found


def _open_areas(check: Mobilization, power: str, placed_there: list[str]) -> list[str]:
    """Where one more corps of ``power`` may come in: an area open to it and free of enemy corps, while the
    power is under its mobilization limit and the area under its appearance limit (``placed_there``: the areas
    of its corps brought in already, one entry per corps)."""
    limit = check.limit(power)
    if len(placed_there) >= limit.mobilization:
        return []
    areas = filterfalse(check.held.__contains__, check.allowed(power))
    if placed_there:
        return [area for area in areas if placed_there.count(area) < limit.appearance]
    return list(areas) if limit.appearance > 0 else []


@cache  # an offer is immutable: one per corps and area, made once
def _places(corps: str) -> dict[str, Action]:
    """The offers to bring ``corps`` in, by area."""
    return {
        area: Action(
            "place", (corps, area), Msg(f"{G}-act-place", corps=refs.corps(corps), area=refs.area(area))
        )
        for area in AREAS
    }


@cache  # an offer is immutable: one per card and area, made once
def _recoveries(area: str) -> dict[str, Action]:
    """The offers to restore the army in ``area``, by the card discarded."""
    return {
        card_id: Action(
            "recover", (card_id, area), Msg(f"{G}-act-recover", card=refs.card(card_id), area=refs.area(area))
        )
        for card_id in CARDS
    }


_DONE_PHASE = Action("done", (), Msg(f"{G}-act-done-phase"), ActionKind.IRREVERSIBLE)
_REINFORCEMENT_CARDS: Final = frozenset(c for c, card in CARDS.items() if card.phase is Phase.REINFORCEMENT)


def recoveries(s: AonState, side: Side) -> list[str]:
    """Areas holding reduced corps of ``side`` (aid 9.6: one card restores every reduced corps of one army)."""
    if not s.reduced:
        return []
    of, where = board(s).sides.of, s.location  # from the few reduced corps, not the side's many areas
    return sorted({where[c] for c in s.reduced if c in where and of[c] is side})


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Reinforcement(AonFrame):
    """§10 and the aid's 増援チャート, 9.6, 9.7: the French player, then the Coalition player, brings in corps
    within the limits, discards cards to restore armies and plays reinforcement events; the prisoners go
    back when the phase ends (War._end)."""

    kind = "reinforcement"
    turn: int = 0
    placed: dict[str, str] = field(default_factory=dict)  # this side's corps brought in this phase

    def run(self, s: AonState) -> Flow:
        if self.turn < len(SEATS):
            return self.wait(SEATS[self.turn], _REINFORCEMENT_KEY)
        return DONE

    def prompt(self, s: AonState, seat: str) -> Prompt:
        side = seat_side(seat)
        p = Prompt(_REINFORCEMENT_KEY, _ASK_REINFORCEMENT)
        offers = p.actions
        for corps, areas in placements(s, side, self.placed):
            offers.extend(map(_places(corps).__getitem__, areas))
        hand = sorted(set(s.deck.hands[side]))
        for area in recoveries(s, side):
            offers.extend(map(_recoveries(area).__getitem__, hand))
        for card_id in filter(_REINFORCEMENT_CARDS.__contains__, hand):
            if reinforcement_event_ok(s, side, card_id):
                offers.append(event_offer(card_id))
        offers.append(_DONE_PHASE)
        return p

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        side = seat_side(seat)
        if action.verb == "done":
            self.turn += 1
            self.placed = {}
            return
        if action.verb == "place":
            corps, area = str(action.args[0]), str(action.args[1])
            self.placed[corps] = area
            mobilize(s, {corps: area})
            if not s.quiet:
                log(
                    s,
                    Msg(
                        f"{G}-log-place", seat=refs.seat(seat), corps=refs.corps(corps), area=refs.area(area)
                    ),
                )
        elif action.verb == "recover":
            card_id, area = str(action.args[0]), str(action.args[1])
            n = recover_army(s, side, card_id, area)
            if not s.quiet:
                log(
                    s,
                    Msg(
                        f"{G}-log-recover",
                        seat=refs.seat(seat),
                        card=refs.card(card_id),
                        area=refs.area(area),
                        n=n,
                    ),
                )
        else:
            card_id = str(action.args[0])
            discard(s.deck, side, card_id)
            play_reinforcement_event(s, side, card_id)
            if not s.quiet:
                log(s, Msg(f"{G}-log-event", seat=refs.seat(seat), card=refs.card(card_id)))


__all__ = ["AREAS", "War", "raise_of"]
