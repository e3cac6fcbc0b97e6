"""Shared tools for the Gustav tests (no tests here): preparing both sides by their actions, then
setting up hand-made positions at the start of a turn and playing cards by their notation."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.core import Action, Prompt, Step, is_visible
from engine.gustav.data.cards import DECKS
from engine.gustav.data.tracks import RING
from engine.gustav.data.units import KINDS
from engine.gustav.game import Gustav
from engine.gustav.state import SEATS, GustavState, Unit
from i18n import translator

GAME = Gustav()
EN = translator("en", strict=True)
IMP, SWE = SEATS  # Player A (imperial, red) and Player B (swedish, blue)
ARMY = ("pike", "shot", "cavalry")  # with the HQ: 3 + 2 + 2 + 3 = 10 points


def act(s: GustavState, seat: str, notation: str) -> Step:
    return GAME.apply(s, seat, Action.parse(notation))


def notations(prompt: Prompt) -> list[str]:
    return [a.notation() for a in prompt.actions]


def public_lines(step: Step, seat: str | None = None) -> list[str]:
    """The log lines of one step that ``seat`` (None: the channel) reads, in English."""
    return [EN.entry(e) for e in step.entries if is_visible(e, seat)]


def prepare(
    s: GustavState,
    seat: str,
    army: Iterable[str] = ARMY,
    cull: Iterable[str] | None = None,
    stack: Iterable[str] | None = None,
) -> None:
    """One side's whole preparation: raise ``army`` (the HQ is there already), set ``cull`` aside
    (default: the deck's last two cards) and stack the rest (default: deck order). The army and the
    cull are one action each (issue 21)."""
    act(s, seat, " ".join(["army", *sorted(army, key=KINDS.index)]))
    culled = cull if cull is not None else DECKS[seat][-2:]
    act(s, seat, " ".join(["cull", *sorted(culled, key=DECKS[seat].index)]))
    if s.options.get("pile", "stacked") == "stacked":
        culled = s.culled[seat]
        order = list(stack) if stack is not None else [c for c in DECKS[seat] if c not in culled]
        for card in order[:-1]:
            act(s, seat, f"next {card}")
        act(s, seat, "done")


def deploy_anywhere(s: GustavState) -> None:
    """Deployment, each unit on the first free hex offered."""
    while GAME.to_act(s) and s.round == 0:
        seat = GAME.to_act(s)[0]
        act(s, seat, GAME.prompt(s, seat).actions[0].notation())


def new_battle(seed: int = 1, **options: str) -> GustavState:
    """A game at the first card of round 1, both sides with the default army."""
    s = GAME.setup(seed, options=options)
    for seat in SEATS:
        prepare(s, seat)
    deploy_anywhere(s)
    return s


def place(s: GustavState, units: Mapping[str, tuple[str, str]]) -> None:
    """Replace the board: ``{hex: (side, kind)}``; unit ids are side letter + running number."""
    s.units = {}
    for n, (hex_id, (side, kind)) in enumerate(units.items(), start=1):
        s.units[f"{side[0]}{n}"] = Unit(side, kind, hex_id)


def give(s: GustavState, seat: str, cards: Iterable[str]) -> None:
    """Put ``cards`` in ``seat``'s hand, the cards it held going back on top of its pile (the deck
    stays whole: every card is in exactly one place)."""
    wanted = list(cards)
    for place_ in (s.piles[seat], s.discards[seat], s.culled[seat], s.hands[seat]):
        for card in wanted:
            if card in place_:
                place_.remove(card)
    s.piles[seat][:0] = s.hands[seat]
    s.hands[seat] = wanted
    s.known[seat] = []


def voltage_at(number: int) -> int:
    """The first ring space showing ``number``."""
    return next(i for i, space in enumerate(RING) if space.number == number)


def turn_of(s: GustavState, seat: str) -> None:
    """Make it ``seat``'s first turn of the round (the position is at the first card of a round)."""
    if s.first != seat:
        s.first = seat
        turn = s.frames[-1]
        assert turn.kind == "turn"
        turn.seat = seat  # type: ignore[attr-defined]
        turn.who = [seat]
