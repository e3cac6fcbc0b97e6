"""What a seat of Napoleon 1815 may see: the typed view renderers draw (VIEW.md explains each key).

``game.view(state, seat)`` returns an ``N1815View``: plain JSON, ``seat=None`` being the public
channel. Hidden things are absent, never masked. Words are never in the view: things are named by
id (areas, blocks, cards, armies, seats, phases, effects), to be named from the catalog
(``Ref("napoleon1815-area", id)``, ``Ref("napoleon1815-block", id)``, ``Ref("napoleon1815-card",
str(number))``...), and sentences are messages (``MsgJson``: the status, the turn's label, the
result, the log). Static data (the map, the orders of battle, the cards) is not repeated: look it
up by id in ``engine.napoleon1815.data``.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from engine.core import LogEntry, MsgJson


class BlockView(TypedDict):
    """A block on the map. ``block`` only when the viewer may know which block it is."""

    token: str  # anonymous label that stays with the physical block; numbers are dealt at random
    army: str  # french | anglo_dutch | prussian
    area: str
    spent: bool
    block: NotRequired[str]


class ArrowView(TypedDict):
    """A retreat-direction arrow: it lies on the road from its area toward ``toward``."""

    army: str
    side: str  # french | allied
    toward: str


class EliminatedView(TypedDict):
    """A block removed from the game; ``block`` when the viewer may know which it was."""

    army: str
    block: NotRequired[str]


class ReinforcementView(TypedDict):
    """Arrivals still to come (the schedule is public)."""

    turn: int
    blocks: list[str]
    entry: list[str]  # tried in order: the first without enemy corps


# ``from`` is a Python keyword: the functional form keeps the key as VIEW.md names it.
OperationView = TypedDict(
    "OperationView",
    {
        "seat": str,
        "side": str,
        "kind": str | None,  # move | attack, or None while the stack is being chosen
        "from": str,
        "tokens": list[str],  # the operating blocks still on the map (empty while being chosen)
        "path": list[str],  # areas entered so far, starting with "from"
        "card": int | None,  # the MP card's value (None before the flip or with General advance)
    },
)


class CountsView(TypedDict):
    attacker: int
    defender: int


class HitView(TypedDict):
    damage: int
    fatigue: int


class InflictedView(TypedDict):
    """What each side's cards (or dice) inflict on the other."""

    attacker: HitView
    defender: HitView


class BattleView(TypedDict):
    area: str
    attacker: str  # the attacking side: french | allied
    attackers: list[str]  # tokens
    defenders: list[str]
    move_attack: bool
    cards: CountsView | None  # None before they are counted
    inflicted: InflictedView | None  # None before the flip
    winner: str | None  # a side, or None (not yet, or equal damage)


class ResultView(TypedDict):
    winners: list[str]  # seats
    reason: str  # vp_zero | vp_twenty | napoleon | scenario_end
    summary: MsgJson
    scores: dict[str, int]  # seat -> the VP marker seen from that seat's side


class OobEntry(TypedDict):
    """A block behind the viewer's screen (commanders and scouts have 0 SP and 0 fatigue)."""

    block: str
    token: str
    area: str
    infantry: int
    cavalry: int
    fatigue: int
    spent: bool
    kind: str  # commander | corps | scout


class SeatPrivateView(TypedDict):
    """What one seat's own view adds to the public one (the final view holds every seat's)."""

    hand: list[int]
    oob: list[OobEntry]
    off_map: list[str]
    mp_left: int | None


class N1815View(TypedDict):
    game: str
    scenario: str
    options: dict[str, str]  # players: 2|3, rules: conscript|grognard, combat: cards|dice
    seat: str | None  # whose view (None: the public channel)
    turn: int
    last_turn: int
    turn_label: MsgJson  # e.g. "16 June, morning"
    invasion_card: int  # 73-77
    phase: str  # setup | draw | initiative | operations | recovery | over
    vp: int  # 0-20: 0 French win at once, 20 Allied win at once
    french_win_max_vp: int
    status: MsgJson  # the status line (as game.status)
    to_act: list[str]
    initiative: str | None  # the side with the initiative this turn
    leader: str | None  # 3 players: the Allied leader seat this turn
    passed: list[str]  # seats that passed in this Operations Phase
    effects: list[str]  # one-turn effects in force: names napoleon1815-effect-{id}
    blocks: list[BlockView]  # sorted by area, army, token
    control: dict[str, str]  # area -> army of the flag
    entrenchments: list[str]
    arrows: dict[str, ArrowView]  # area -> arrow
    destroyed_bridges: list[str]  # road keys "a|b"
    hand_sizes: dict[str, int]  # seat -> cards in hand
    deck_sizes: dict[str, int]  # french | allied -> cards left in the deck
    discard_sizes: dict[str, int]  # french | allied -> cards discarded (nobody may look at them)
    eliminated: list[EliminatedView]
    reinforcements: list[ReinforcementView]
    operation: OperationView | None
    battle: BattleView | None
    log: list[LogEntry]  # the last action's entries this seat may read
    result: ResultView | None
    communication: bool  # 3 players: the Allied partners may talk and exchange cards now (3P-4)
    # --- a seat's own view only ---
    hand: NotRequired[list[int]]  # card numbers, sorted
    oob: NotRequired[list[OobEntry]]  # the seat's blocks on the map
    off_map: NotRequired[list[str]]  # the seat's blocks not (yet) on the map and not eliminated
    mp_left: NotRequired[int | None]  # MP left to the seat's own moving stack
    # --- the final view only (Game.final_view, once the game is over): nothing hidden ---
    seats: NotRequired[dict[str, SeatPrivateView]]  # every seat's own parts
    decks: NotRequired[dict[str, list[int]]]  # french | allied -> the cards left, top last
    discards: NotRequired[dict[str, list[int]]]  # french | allied -> the discards, last on top
