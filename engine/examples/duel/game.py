"""Duel: each turn the seat to act rolls a die (added to its score), draws a hidden card, or plays a
card from its hand (added to its score, and shown). Before that it may raise or lower its flag,
which changes nothing else and keeps the turn (an action that can be taken back freely). The first
to reach the target wins.

The shape to copy: a state dataclass with precise types, a frame family on the game's machine,
messages for every word, a typed view from which the other hand is absent, ``determinize`` and
``perturbations`` for the hidden cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NotRequired, TypedDict

from engine.core import (
    Action,
    ActionKind,
    Flow,
    Frame,
    Game,
    GameState,
    Json,
    LogEntry,
    Machine,
    Msg,
    MsgJson,
    OptionSpec,
    Prompt,
    Provenance,
    Result,
    is_visible,
    log,
    push,
    rng,
)

SEATS = ("red", "blue")
CARDS = [1, 2, 3, 4, 5, 6] * 2
MACHINE: Machine[DuelState] = Machine("duel")


@dataclass(slots=True, kw_only=True)
class DuelState(GameState):
    scores: dict[str, int] = field(default_factory=lambda: {s: 0 for s in SEATS})
    hands: dict[str, list[int]] = field(default_factory=lambda: {s: [] for s in SEATS})  # SECRET
    deck: list[int] = field(default_factory=list)  # SECRET order; top is last
    shown: list[int] = field(default_factory=list)
    flags: dict[str, bool] = field(default_factory=lambda: {s: False for s in SEATS})
    frames: list[DuelFrame] = field(default_factory=list)


class DuelView(TypedDict):
    game: str
    seat: str | None
    to_act: list[str]
    scores: dict[str, int]
    hand_sizes: dict[str, int]
    deck_size: int
    shown: list[int]
    flags: dict[str, bool]
    status: MsgJson
    log: list[LogEntry]
    hand: NotRequired[list[int]]  # the seat's own cards only
    hands: NotRequired[dict[str, list[int]]]  # the final view only (Game.final_view): every hand
    deck: NotRequired[list[int]]  # the final view only: the cards nobody drew


@dataclass(slots=True, kw_only=True)
class DuelFrame(Frame[DuelState]):
    machine = MACHINE


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Turn(DuelFrame):
    """One seat's turn: flag moves keep it; a roll, a draw or a play ends it."""

    kind = "turn"
    seat: str = SEATS[0]

    def run(self, s: DuelState) -> Flow:
        return self.wait(self.seat, "duel-ask-turn")

    def prompt(self, s: DuelState, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("duel-prompt-turn"))
        p.add("flag", label=Msg("duel-action-lower" if s.flags[seat] else "duel-action-raise"))
        p.add("roll", label=Msg("duel-action-roll"))
        if s.deck:
            p.add("draw", label=Msg("duel-action-draw"))
        for card in sorted(set(s.hands[seat])):
            p.add("play", card, label=Msg("duel-action-play", card=card), kind=ActionKind.IRREVERSIBLE)
        return p

    def answer(self, s: DuelState, seat: str, action: Action) -> None:
        me = Duel().seat_ref(seat)
        if action.verb == "flag":
            s.flags[seat] = not s.flags[seat]
            log(s, Msg("duel-log-raise" if s.flags[seat] else "duel-log-lower", seat=me))
            return
        if action.verb == "roll":
            die = rng.roll(s)
            s.scores[seat] += die
            log(s, Msg("duel-log-roll", seat=me))
        elif action.verb == "draw":
            card = s.deck.pop()
            s.hands[seat].append(card)
            s.revealed = True
            log(s, Msg("duel-log-draw", seat=me))
            log(s, Msg("duel-log-draw-own", card=card), to=seat)
        else:
            card = int(action.args[0])
            s.hands[seat].remove(card)
            s.shown.append(card)
            s.scores[seat] += card
            log(s, Msg("duel-log-play", seat=me, card=card))
        if s.scores[seat] >= int(s.options["target"]):
            s.result = Result(
                (seat,),
                "target",
                Msg("duel-result-target", seat=me, score=s.scores[seat]),
                scores=dict(s.scores),
            )
            return
        self.seat = SEATS[1 - SEATS.index(seat)]


class Duel(Game[DuelState, DuelView]):
    key = "duel"
    hidden_information = True
    private_views = True  # each hand
    state_type = DuelState
    machine = MACHINE
    scenarios = ("standard",)
    option_specs = (OptionSpec("target", ("12", "20"), "12"),)

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return SEATS

    def _setup(self, base: dict[str, Json]) -> DuelState:
        s = DuelState.from_dict(base)
        s.deck = list(CARDS)
        rng.shuffle(s, s.deck)
        push(s, Turn())
        return s

    def view(self, state: DuelState, seat: str | None) -> DuelView:
        v: DuelView = {
            "game": self.key,
            "seat": seat,
            "to_act": self.to_act(state),
            "scores": dict(state.scores),
            "hand_sizes": {s: len(h) for s, h in state.hands.items()},
            "deck_size": len(state.deck),
            "shown": list(state.shown),
            "flags": dict(state.flags),
            "status": self.status(state).to_json(),
            "log": [e for e in state.log if is_visible(e, seat)],
        }
        if seat is not None:
            v["hand"] = sorted(state.hands[seat])
        return v

    def _final_view(self, state: DuelState) -> DuelView:
        v = self.view(state, None)
        v["hands"] = {s: sorted(h) for s, h in state.hands.items()}
        v["deck"] = list(state.deck)
        return v

    def status(self, state: DuelState) -> Msg:
        if state.result is not None:
            return Msg("duel-status-over", result=state.result.summary)
        return Msg("duel-status-turn", seat=self.seat_ref(state.frames[-1].who[0]))

    def _redraw(self, state: DuelState, seat: str | None, pick: rng.Rng) -> None:
        """Deal the cards ``seat`` cannot see (the deck and the other hand) again at random."""
        hidden = [s for s in SEATS if s != seat]
        unseen = sorted([*state.deck, *(c for s in hidden for c in state.hands[s])])
        rng.shuffle(pick, unseen)
        state.deck, unseen = unseen[: len(state.deck)], unseen[len(state.deck) :]
        for s in hidden:
            n = len(state.hands[s])
            state.hands[s], unseen = unseen[:n], unseen[n:]

    def perturbations(self, state: DuelState, seat: str | None, seed: int) -> list[DuelState]:
        """A card exchanged between a hidden hand and the deck; the deck turned over."""
        out = []
        for s in SEATS:
            hand = state.hands[s]
            swap = next((c for c in state.deck if hand and c != hand[0]), None)
            if s != seat and swap is not None:
                other = self.clone(state)
                other.hands[s][0], other.deck[other.deck.index(swap)] = swap, hand[0]
                out.append(other)
        if len(set(state.deck)) > 1:
            turned = self.clone(state)
            turned.deck.reverse()
            out.append(turned)
        return out

    def help_topics(self) -> tuple[str, ...]:
        return ("rules",)

    def provenance(self) -> list[Provenance]:
        return [
            Provenance(
                Msg("duel-prov-target"),
                Msg("duel-prov-target-value"),
                Msg("duel-prov-target-source"),
                reconstructed=True,
            )
        ]
