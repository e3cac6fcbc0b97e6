"""What each seat may see (issue 18, hidden information): hands are secret, the deck's order is secret to both,
the discards, the number of cards in each hand and everything on the map are public. A battle's secret card
choices stay out of every view until both are revealed. ``redraw`` deals the cards a seat cannot see again,
keeping every count, so a search or a sample sees nothing it should not."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from engine.ageofnapoleon.campaign import ROUNDS, is_winter
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.deck import DeckView
from engine.ageofnapoleon.deck import view as deck_view
from engine.ageofnapoleon.state import SEATS, AonState, seat_side
from engine.core import LogEntry, MsgJson, is_visible
from engine.core.rng import Rng, shuffle


class MoveView(TypedDict):
    side: str
    path: list[str]
    sea: bool


class BattleView(TypedDict):
    area: str
    attacker: str
    winner: str
    totals: list[int]
    losses: list[int]
    cards: list[str]


class MovingView(TypedDict):
    side: str
    start: str
    corps: list[str]


class SeatCards(TypedDict):
    cards: DeckView


class AonView(TypedDict):
    game: str
    seat: str | None
    to_act: list[str]
    status: MsgJson
    log: list[LogEntry]
    scenario: str
    year: int
    round: int
    rounds: int
    winter: bool
    phase: str
    statuses: dict[str, str]
    reformed: list[str]
    location: dict[str, str]
    reduced: list[str]
    prisoners: dict[str, list[str]]
    pool: list[str]
    out: list[str]
    lasting: list[str]  # events in force and the free opening moves left
    yearly: list[str]  # events in force this year
    cards: DeckView
    moves: list[MoveView]
    battle: BattleView | None
    moving: MovingView | None  # the army being moved now
    result: MsgJson | None
    hands: NotRequired[dict[str, list[str]]]  # the final view only: every hand
    seats: NotRequired[dict[str, SeatCards]]  # the final view only: what each seat saw of the cards


def build(
    s: AonState, seat: str | None, to_act: list[str], status: MsgJson, everything: bool = False
) -> AonView:
    """The view of ``seat`` (None: the public channel); ``everything``: the final view with every hand."""
    battle = s.battle
    view: AonView = {
        "game": s.game,
        "seat": seat,
        "to_act": to_act,
        "status": status,
        "log": [e for e in s.log if is_visible(e, seat)],
        "scenario": s.scenario,
        "year": s.year,
        "round": s.round,
        "rounds": ROUNDS,
        "winter": is_winter(s.round),
        "phase": s.phase.value,
        "statuses": dict(sorted((c, st.value) for c, st in s.statuses.items())),
        "reformed": sorted(s.reformed),
        "location": dict(sorted(s.location.items())),
        "reduced": sorted(s.reduced),
        "prisoners": {side: sorted(held) for side, held in sorted(s.prisoners.items())},
        "pool": sorted(s.pool),
        "out": sorted(s.out),
        "lasting": sorted(s.lasting),
        "yearly": sorted(s.yearly),
        "cards": deck_view(s.deck, Side(seat) if seat is not None else None),
        "moves": [{"side": m.side, "path": list(m.path), "sea": m.sea} for m in s.moves],
        "battle": None
        if battle is None
        else {
            "area": battle.area,
            "attacker": battle.attacker,
            "winner": battle.winner,
            "totals": list(battle.totals),
            "losses": list(battle.losses),
            "cards": list(battle.cards),
        },
        "moving": _moving(s),
        "result": s.result.summary.to_json() if s.result is not None else None,
    }
    if everything:
        view["hands"] = {side: sorted(s.deck.hands[Side(side)]) for side in SEATS}
        view["seats"] = {side: {"cards": deck_view(s.deck, Side(side))} for side in SEATS}
    return view


def _moving(s: AonState) -> MovingView | None:
    from engine.ageofnapoleon.campaign_flow import Activation

    for frame in reversed(s.frames):
        if isinstance(frame, Activation) and s.result is None:
            return {"side": frame.side, "start": frame.start, "corps": list(frame.corps)}
    return None


def redraw(s: AonState, seat: str | None, pick: Rng) -> None:
    """Deal anew what ``seat`` cannot see: the other hand (the channel: both) and the deck are gathered,
    sorted, shuffled with ``pick`` and dealt back in the same numbers; a secret battle-card choice of a hand
    re-dealt becomes "no card" (always a legal choice)."""
    hidden = [seat_side(x) for x in SEATS if x != seat]
    unseen = sorted(s.deck.pile + [c for side in hidden for c in s.deck.hands[side]])
    shuffle(pick, unseen)  # Fisher-Yates with pick.below, written out in one loop
    for side in hidden:
        count = len(s.deck.hands[side])
        s.deck.hands[side], unseen = unseen[:count], unseen[count:]
    s.deck.pile = unseen
    from engine.ageofnapoleon.battle_flow import Battle

    for frame in s.frames:
        if isinstance(frame, Battle):
            for side in hidden:
                if side.value in frame.chosen:
                    frame.chosen[side.value] = []
