"""Sealed: two commanders give orders secretly and at the same time, for several rounds.

Each round (§1) both seats choose at once an order (attack, hold or flank) and how many reserves to
commit to it (0 to 2, from 3 for the whole game). Nothing is shown until both have chosen; the other
seat and the channel learn only that a seat has chosen. Then (§2) both orders are revealed: an
order's strength is the reserves committed, plus 2 if it beats the other order (attack beats flank,
flank beats hold, hold beats attack). The stronger order wins the round: an attack scores 2 points,
a hold or a flank 1; a winning hold recovers one reserve, a winning flank costs the loser one.
Committed reserves are spent. After the last round (§3) the higher score wins; equal scores draw.

The shape of simultaneous secret choices on the contract: one frame waits for both seats, and each
answer removes its seat; an action's public form is masked ("Red has chosen its order"); the choice
stays out of every view but its own seat's until the reveal; ``determinize`` and ``perturbations``
change the choice a seat cannot see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple, NotRequired, TypedDict

from engine.core import (
    DONE,
    Action,
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
    Ref,
    Result,
    find,
    is_visible,
    log,
    push,
    rng,
    seat_ref,
)
from engine.examples.sealed.data import (
    MAX_COMMIT,
    MAX_RESERVES,
    ORDERS,
    POINTS,
    PROVENANCE_KEYS,
    ROUNDS,
    SEATS,
    START_RESERVES,
    strength,
)

MACHINE: Machine[SealedState] = Machine("sealed")


def order_ref(order: str) -> Ref:
    return Ref("sealed-order", order)


def me(seat: str) -> Ref:
    return seat_ref("sealed", seat)


class Choice(NamedTuple):
    order: str
    committed: int  # reserves committed


class Played(NamedTuple):
    """A round once revealed: each seat's choice (in ``SEATS`` order) and the winner ("" for none)."""

    choices: tuple[Choice, ...]
    winner: str


@dataclass(slots=True, kw_only=True)
class SealedState(GameState):
    round: int = 0
    scores: dict[str, int] = field(default_factory=lambda: {s: 0 for s in SEATS})
    reserves: dict[str, int] = field(default_factory=lambda: {s: START_RESERVES for s in SEATS})
    played: list[Played] = field(default_factory=list)
    frames: list[SealedFrame] = field(default_factory=list)


class ChoiceView(TypedDict):
    order: str
    committed: int


class RoundView(TypedDict):
    choices: dict[str, ChoiceView]
    winner: str | None


class SealedView(TypedDict):
    game: str
    seat: str | None
    to_act: list[str]
    round: int
    rounds: int
    scores: dict[str, int]
    reserves: dict[str, int]
    chosen: list[str]  # the seats that have chosen this round (not what)
    played: list[RoundView]
    status: MsgJson
    log: list[LogEntry]
    own: NotRequired[ChoiceView]  # the seat's own choice this round, until the reveal
    choices: NotRequired[dict[str, ChoiceView]]  # the final view only: choices never revealed


@dataclass(slots=True, kw_only=True)
class SealedFrame(Frame[SealedState]):
    machine = MACHINE


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Battle(SealedFrame):
    """The rounds one after another (§1), then the result (§3)."""

    kind = "battle"

    def run(self, s: SealedState) -> Flow:
        if s.round == _rounds(s):
            s.result = _result(s)
            return DONE
        s.round += 1
        log(s, Msg("sealed-log-round", round=s.round))
        return push(s, Round())


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Round(SealedFrame):
    """§1: waits for both seats at once; each answer removes its seat. §2 once both have chosen."""

    kind = "round"
    chosen: dict[str, Choice] = field(default_factory=dict)  # SECRET until both have chosen

    def run(self, s: SealedState) -> Flow:
        waiting = [seat for seat in SEATS if seat not in self.chosen]
        if waiting:
            return self.wait(waiting, "sealed-ask-order")
        reveal(s, self.chosen)
        return DONE

    def prompt(self, s: SealedState, seat: str) -> Prompt:
        text = Msg("sealed-prompt-order", round=s.round, rounds=_rounds(s), reserves=s.reserves[seat])
        p = Prompt(self.ask, text)
        masked = Msg("sealed-public-order", seat=me(seat))  # what the others read of any choice
        for choice in choices(s, seat):
            label = Msg("sealed-action-order", order=order_ref(choice.order), committed=choice.committed)
            p.add("order", choice.order, choice.committed, label=label, public=masked)
        return p

    def answer(self, s: SealedState, seat: str, action: Action) -> None:
        choice = Choice(str(action.args[0]), int(action.args[1]))
        self.chosen[seat] = choice
        self.who.remove(seat)
        log(s, Msg("sealed-log-chosen", seat=me(seat)))
        log(
            s,
            Msg("sealed-log-chosen-own", order=order_ref(choice.order), committed=choice.committed),
            to=seat,
        )


def choices(s: SealedState, seat: str) -> list[Choice]:
    """Every order with 0 up to 2 reserves, as many as the seat has left."""
    return [Choice(o, n) for o in ORDERS for n in range(min(MAX_COMMIT, s.reserves[seat]) + 1)]


def reveal(s: SealedState, chosen: Mapping[str, Choice]) -> None:
    """§2: both orders shown together, strengths compared, the round scored."""
    s.disclosed = True  # shown to everyone at once
    red, blue = (chosen[seat] for seat in SEATS)
    for seat, choice in chosen.items():
        s.reserves[seat] -= choice.committed
        log(
            s,
            Msg(
                "sealed-log-reveal", seat=me(seat), order=order_ref(choice.order), committed=choice.committed
            ),
        )
    power = {
        SEATS[0]: strength(red.order, red.committed, blue.order),
        SEATS[1]: strength(blue.order, blue.committed, red.order),
    }
    if power[SEATS[0]] == power[SEATS[1]]:
        s.played.append(Played((red, blue), ""))
        log(s, Msg("sealed-log-tie", strength=power[SEATS[0]]))
        return
    winner = max(SEATS, key=lambda seat: power[seat])
    loser = SEATS[1 - SEATS.index(winner)]
    order = chosen[winner].order
    s.scores[winner] += POINTS[order]
    s.played.append(Played((red, blue), winner))
    log(
        s,
        Msg(
            "sealed-log-win",
            seat=me(winner),
            order=order_ref(order),
            strength=power[winner],
            other=power[loser],
            points=POINTS[order],
        ),
    )
    if order == "hold" and s.reserves[winner] < MAX_RESERVES:
        s.reserves[winner] += 1
        log(s, Msg("sealed-log-recover", seat=me(winner)))
    elif order == "flank" and s.reserves[loser]:
        s.reserves[loser] -= 1
        log(s, Msg("sealed-log-flanked", seat=me(loser)))
    s.checkpoint = True


def _result(s: SealedState) -> Result:
    """§3: the higher score wins; equal scores draw."""
    a, b = SEATS
    scores = dict(s.scores)
    if scores[a] == scores[b]:
        return Result((), "points", Msg("sealed-result-draw", score=scores[a]), draw=True, scores=scores)
    winner, loser = (a, b) if scores[a] > scores[b] else (b, a)
    summary = Msg("sealed-result-win", seat=me(winner), score=scores[winner], other=scores[loser])
    return Result((winner,), "points", summary, scores=scores)


def _rounds(s: SealedState) -> int:
    return int(s.options["rounds"])


class Sealed(Game[SealedState, SealedView]):
    key = "sealed"
    hidden_information = True  # a choice, until both are made
    private_views = True  # each seat's own choice
    state_type = SealedState
    machine = MACHINE
    scenarios = ("field",)
    option_specs = (OptionSpec("rounds", ROUNDS, ROUNDS[0]),)

    def seats(self, options: Mapping[str, str]) -> tuple[str, ...]:
        return SEATS

    def _setup(self, base: dict[str, Json]) -> SealedState:
        s = SealedState.from_dict(base)
        push(s, Battle())
        return s

    def view(self, state: SealedState, seat: str | None) -> SealedView:
        now = find(state, Round)
        chosen = now.chosen if now is not None else {}
        v: SealedView = {
            "game": self.key,
            "seat": seat,
            "to_act": self.to_act(state),
            "round": state.round,
            "rounds": _rounds(state),
            "scores": dict(state.scores),
            "reserves": dict(state.reserves),
            "chosen": [s for s in SEATS if s in chosen],
            "played": [_round_view(p) for p in state.played],
            "status": self.status(state).to_json(),
            "log": [e for e in state.log if is_visible(e, seat)],
        }
        if seat in chosen:
            v["own"] = _choice_view(chosen[seat])
        return v

    def _final_view(self, state: SealedState) -> SealedView:
        """Choices made in a round that never reached its reveal (a game ended by concession)."""
        v = self.view(state, None)
        now = find(state, Round)
        v["choices"] = {seat: _choice_view(c) for seat, c in (now.chosen if now else {}).items()}
        return v

    def turn(self, state: SealedState) -> int:
        return state.round

    def status(self, state: SealedState) -> Msg:
        if state.result is not None:
            return Msg("sealed-status-over", result=state.result.summary)
        waiting = self.to_act(state)
        return Msg(
            "sealed-status-round",
            round=state.round,
            rounds=_rounds(state),
            waiting=tuple(map(me, waiting)),
        )

    def invariant_violations(self, state: SealedState) -> list[str]:
        broken = [
            f"{seat} has {n} reserves" for seat, n in state.reserves.items() if not 0 <= n <= MAX_RESERVES
        ]
        now = find(state, Round)
        for seat, choice in (now.chosen if now is not None else {}).items():
            if choice not in choices(state, seat):
                broken.append(f"{seat} chose {choice}, which it may not")
        if len(state.played) > state.round or state.round > _rounds(state):
            broken.append(f"{len(state.played)} rounds played by round {state.round}")
        return broken

    # --- hidden information: the choice the other seat has made ------------------------------

    def _redraw(self, state: SealedState, seat: str | None, pick: rng.Rng) -> None:
        """Choose again, at random, every choice ``seat`` has not made itself."""
        now = find(state, Round)
        for hidden in [s for s in (now.chosen if now is not None else {}) if s != seat]:
            assert now is not None
            now.chosen[hidden] = pick.choice(choices(state, hidden))

    def perturbations(self, state: SealedState, seat: str | None, seed: int) -> list[SealedState]:
        """Each hidden choice changed in one way: another order, or other reserves committed."""
        now = find(state, Round)
        out = []
        for hidden, choice in (now.chosen if now is not None else {}).items():
            if hidden == seat:
                continue
            changed = [
                choice._replace(order=ORDERS[(ORDERS.index(choice.order) + 1) % len(ORDERS)]),
                choice._replace(
                    committed=(choice.committed + 1) % (min(MAX_COMMIT, state.reserves[hidden]) + 1)
                ),
            ]
            for alternative in changed:
                if alternative != choice:
                    twin = self.clone(state)
                    twin_round = find(twin, Round)
                    assert twin_round is not None
                    twin_round.chosen[hidden] = alternative
                    out.append(twin)
        return out

    # --- reference ----------------------------------------------------------------------------

    def help_topics(self) -> tuple[str, ...]:
        return ("rules", "orders", "reserves")

    def provenance(self) -> list[Provenance]:
        return [
            Provenance(
                Msg(f"sealed-prov-{stem}"),
                Msg(f"sealed-prov-{stem}-value"),
                Msg("sealed-prov-source"),
                reconstructed=True,
            )
            for stem in PROVENANCE_KEYS
        ]


def _choice_view(choice: Choice) -> ChoiceView:
    return {"order": choice.order, "committed": choice.committed}


def _round_view(played: Played) -> RoundView:
    return {
        "choices": {seat: _choice_view(c) for seat, c in zip(SEATS, played.choices, strict=True)},
        "winner": played.winner or None,
    }
