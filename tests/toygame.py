"""Duel: a tiny two-seat game with dice and hidden cards, used to test the shared contract.

Each turn the seat to act either rolls a die (added to its score), draws a hidden card from the deck,
or plays a card from its hand (added to its score, and shown). Before that it may raise or lower its
flag, which changes nothing else and keeps the turn (a freely undoable action). The first to reach
the target wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import Action, Game, GameState, OptionSpec, Prompt, Provenance, Result, View, log, rng

SEATS = ("red", "blue")
TARGET = 12


@dataclass(slots=True, kw_only=True)
class DuelState(GameState):
    turn: str = "red"
    scores: dict[str, int] = field(default_factory=lambda: {s: 0 for s in SEATS})
    hands: dict[str, list[int]] = field(default_factory=lambda: {s: [] for s in SEATS})
    deck: list[int] = field(default_factory=list)
    shown: list[int] = field(default_factory=list)
    flags: dict[str, bool] = field(default_factory=lambda: {s: False for s in SEATS})
    winner: str | None = None


class Duel(Game[DuelState]):
    key = "duel"
    title = "Duel"
    blurb = "A tiny test game: dice and hidden cards."
    hidden_information = True
    state_type = DuelState
    scenarios = {"standard": "Cards 1-6, twice"}
    option_specs = (OptionSpec("target", ("12", "20"), "12", "score needed to win"),)

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return SEATS

    def _setup(self, base: dict[str, Any]) -> DuelState:
        s = DuelState(**base, deck=[1, 2, 3, 4, 5, 6] * 2)
        rng.shuffle(s, s.deck)
        return s

    def to_act(self, state: DuelState) -> list[str]:
        return [] if state.winner else [state.turn]

    def prompt(self, state: DuelState, seat: str) -> Prompt:
        if seat not in self.to_act(state):
            return Prompt(f"Waiting for {state.turn}.")
        p = Prompt("Roll, draw or play a card.")
        p.add("flag", label="Lower your flag" if state.flags[seat] else "Raise your flag")
        p.add("roll", label="Roll a die")
        if state.deck:
            p.add("draw", label="Draw a card")
        for card in sorted(set(state.hands[seat])):
            p.add("play", str(card), f"Play the {card}")
        return p

    def _perform(self, state: DuelState, seat: str, action: Action) -> None:
        if action.verb == "flag":
            state.flags[seat] = not state.flags[seat]
            log(state, f"{seat} {'raises' if state.flags[seat] else 'lowers'} its flag")
            return
        if action.verb == "roll":
            state.scores[seat] += rng.roll(state)
            log(state, f"{seat} rolls")
        elif action.verb == "draw":
            card = state.deck.pop()
            state.hands[seat].append(card)
            log(state, f"{seat} draws a card")
            log(state, f"You draw the {card}", to=seat)
            state.revealed = True
        else:
            card = int(action.arg)
            state.hands[seat].remove(card)
            state.shown.append(card)
            state.scores[seat] += card
            state.revealed = True
            log(state, f"{seat} plays the {card}")
        target = int(state.options["target"])
        if state.scores[seat] >= target:
            state.winner = seat
        state.turn = SEATS[1 - SEATS.index(seat)]

    def view(self, state: DuelState, seat: str | None) -> View:
        v: View = {
            "game": self.key,
            "turn": state.turn,
            "scores": dict(state.scores),
            "hand_sizes": {s: len(h) for s, h in state.hands.items()},
            "deck_size": len(state.deck),
            "shown": list(state.shown),
            "flags": dict(state.flags),
            "log": [e for e in state.log if e["to"] in (None, seat)],
        }
        if seat is not None:
            v["hand"] = sorted(state.hands[seat])
        return v

    def status(self, state: DuelState) -> str:
        return f"{state.winner} has won" if state.winner else f"{state.turn} to act"

    def result(self, state: DuelState) -> Result | None:
        if state.winner is None:
            return None
        return Result((state.winner,), f"{state.winner} reaches {state.scores[state.winner]}")

    def determinize(self, state: DuelState, seat: str | None, seed: int) -> DuelState:
        other = self.clone(state)
        unseen = list(other.deck)
        for s in SEATS:
            if s != seat:
                unseen += other.hands[s]
        picker = rng.Rng(seed)
        rng.shuffle(picker, unseen)
        other.deck = unseen[: len(other.deck)]
        rest = unseen[len(other.deck) :]
        for s in SEATS:
            if s != seat:
                n = len(other.hands[s])
                other.hands[s], rest = rest[:n], rest[n:]
        return other

    def provenance(self) -> list[Provenance]:
        return [Provenance("Winning score", "12", "reconstructed: a short game for tests")]
