"""Shared tools for the Napoleon 1815 tests (no tests here): custom positions, stacked decks, and
playing actions by their English label (a strict translator: a missing word fails the test)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core import Action, Msg
from engine.napoleon1815 import Napoleon1815, board
from engine.napoleon1815.data import oob
from engine.napoleon1815.operations import Ops
from engine.napoleon1815.sequence import Stage, Turn
from engine.napoleon1815.state import ARMIES, MACHINE, N1815Frame, N1815State, Phase, Piece
from i18n import translator

GAME = Napoleon1815()
EN = translator("en", strict=True)


def new_game(seed: int = 1, scenario: str | None = None, **options: str) -> N1815State:
    return GAME.setup(seed, scenario, options)


def clear_map(s: N1815State) -> None:
    """No block on the map; every army's token numbers back in its pool (dealt 1, 2, 3...)."""
    s.pieces = {}
    s.tokens_left = {army: tuple(range(oob.BLOCK_COUNTS[oob.Army(army)], 0, -1)) for army in ARMIES}
    s.arrows = {}
    s.entrenchments = []
    s.arrivals = []


def put(s: N1815State, block: str, area: str, inf: int | None = None, cav: int | None = None,
        fat: int = 0, spent: bool = False) -> str:  # fmt: skip
    """Place a block (full strength unless told) and return its token."""
    b = oob.BLOCK[block]
    t = board.place(
        s, block, area, b.infantry if inf is None else inf, b.cavalry if cav is None else cav, fat
    )
    s.pieces[t] = s.pieces[t]._replace(spent=spent)
    return t


def token(s: N1815State, block: str) -> str:
    return next(t for t, p in s.pieces.items() if p.block == block)


def piece(s: N1815State, block: str) -> Piece:
    return s.pieces[token(s, block)]


def stack_deck(s: N1815State, family: str, top_first: Iterable[int]) -> None:
    """Put these cards on top of a deck, first listed on top (taken from wherever they were)."""
    cards = list(top_first)
    for pile in [s.decks[family], s.discards[family], *s.hands.values()]:
        for c in cards:
            if c in pile:
                pile.remove(c)
    s.decks[family] += list(reversed(cards))


def give(s: N1815State, seat: str, cards: Iterable[int]) -> None:
    """Put these cards in a hand (taken from wherever they were)."""
    cards = list(cards)
    family = "french" if seat == "france" else "allied"
    for pile in [s.decks[family], s.discards[family], *s.hands.values()]:
        for c in cards:
            if c in pile:
                pile.remove(c)
    s.hands[seat] += cards


def empty_hands(s: N1815State) -> None:
    for seat, hand in s.hands.items():
        family = "french" if seat == "france" else "allied"
        s.decks[family] = hand + s.decks[family]
        s.hands[seat] = []


def blank(**options: str) -> N1815State:
    """A new game with no block on the map and empty hands: the tests place what they need."""
    s = new_game(**options)
    clear_map(s)
    empty_hands(s)
    return s


def start_operations(s: N1815State, first: str = "french", leader: str | None = None) -> None:
    """Jump to the start of an Operations Phase with ``first`` to act."""
    s.frames = [Turn(at=Stage.RECOVERY), Ops(side=first)]
    s.phase = Phase.OPERATIONS
    s.initiative = first
    s.leader = leader
    s.passed = []
    s.log = []
    MACHINE.advance(s)


def start_recovery(s: N1815State) -> None:
    s.frames = [Turn(at=Stage.RECOVERY)]
    s.log = []
    MACHINE.advance(s)


def start_turn(s: N1815State, at: Stage = Stage.DRAW) -> None:
    """Run a turn from one of its stages (the Draw Phase unless told)."""
    s.frames = [Turn(at=at)]
    s.log = []
    MACHINE.advance(s)


def words(msg: Msg) -> str:
    return EN(msg)


def label(action: Action) -> str:
    assert action.label is not None
    return EN(action.label)


def prompt_text(s: N1815State) -> str:
    return EN(GAME.prompt(s, who(s)).text)


def ask(s: N1815State) -> str:
    """The prompt key of the seat asked now."""
    return GAME.prompt(s, who(s)).key


def act(s: N1815State, text: str) -> list[str]:
    """Apply the one legal action whose notation, verb or English label contains ``text``; returns
    the English log lines it wrote (private lines too)."""
    seat = who(s)
    actions = GAME.legal_actions(s, seat)
    exact = [a for a in actions if a.notation() == text]
    matches = exact or [a for a in actions if text in label(a) or text == a.verb]
    assert len(matches) == 1, f"{text!r} matches {[label(a) for a in matches]} among {labels(s)}"
    return [EN.entry(e) for e in GAME.apply(s, seat, matches[0]).entries]


def labels(s: N1815State) -> list[str]:
    return [label(a) for a in GAME.legal_actions(s, who(s))]


def notations(s: N1815State) -> list[str]:
    return [a.notation() for a in GAME.legal_actions(s, who(s))]


def who(s: N1815State) -> str:
    return GAME.to_act(s)[0]


def play(s: N1815State, *texts: str) -> list[str]:
    out: list[str] = []
    for text in texts:
        out += act(s, text)
    return out


def apply(s: N1815State, verb: str, *args: str | int) -> list[str]:
    seat = who(s)
    return [EN.entry(e) for e in GAME.apply(s, seat, Action(verb, args)).entries]


def attrition(s: N1815State, *plans: str) -> None:
    """REC-3: every seat with a spent block is asked which arm its tired corps lose (the public
    question is the same whatever their fatigue); ``plans`` are the labels of whole decisions to
    take first (one action each, issue 21), then each seat left confirms infantry losses."""
    for text in plans:
        act(s, text)
    while GAME.to_act(s) and ask(s) == "napoleon1815-ask-attrition":
        apply(s, "done")


def status(s: N1815State) -> str:
    """The status line in English."""
    return EN(GAME.status(s))


def change(s: N1815State, block: str, **fields: int | str | bool) -> None:
    """Change a block on the map (a piece is immutable: it is replaced)."""
    t = token(s, block)
    s.pieces[t] = s.pieces[t]._replace(**fields)


def eliminated(s: N1815State) -> list[str]:
    """The blocks removed from the game."""
    return [g.block for g in s.eliminated]


def notations_of(s: N1815State, verb: str) -> list[str]:
    """The first arguments of the legal actions with this verb (e.g. the tokens one may add)."""
    return [str(a.args[0]) for a in GAME.legal_actions(s, who(s)) if a.verb == verb]


def logged(s: N1815State) -> list[str]:
    """The last action's log lines in English (private lines too)."""
    return [EN.entry(e) for e in s.log]


def push_frames(s: N1815State, *frames: N1815Frame) -> None:
    """Run some procedure inside an Operations Phase with France to act."""
    s.frames = [Turn(at=Stage.RECOVERY), Ops(side="french"), *frames]
    s.phase = Phase.OPERATIONS
    s.log = []
    MACHINE.advance(s)


ALLOCATIONS = ("napoleon1815-ask-lose-sp", "napoleon1815-ask-spread-fatigue")


def take_losses(s: N1815State) -> list[str]:
    """Answer every question of where losses and fatigue fall with its first option (the order
    these tests do not look at); returns the log lines."""
    out: list[str] = []
    while GAME.to_act(s) and ask(s) in ALLOCATIONS:
        seat = who(s)
        out += [EN.entry(e) for e in GAME.apply(s, seat, GAME.legal_actions(s, seat)[0]).entries]
    return out


def operate(s: N1815State, area: str, *blocks: str, verb: str = "move") -> list[str]:
    """Choose an operation: the area, its blocks one by one (every one it offers unless named), then
    ``verb`` (move or attack); returns the log lines."""
    out = act(s, f"operate {area}")
    for block in blocks or [s.pieces[t].block for t in notations_of(s, "add")]:
        out += act(s, f"add {token(s, block)}")
    return out + act(s, verb)
