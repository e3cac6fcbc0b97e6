"""ゲーム進行: the game from preparation to the end of round 9.

Each round: 1. both players refill their hands to two cards; 2. the first player uses one or two
cards and moves the voltage marker one space clockwise, then the second player does the same;
3. the lower total of the action values used takes the first turn of the next round (ties: the
letter under the voltage marker), and the used cards go face up onto their owners' discard piles,
two in the order their owner chooses; 4. the round marker moves on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, push
from engine.gustav.data.cards import CARDS, HALVES
from engine.gustav.data.tracks import HAND, LETTERS, RING, ROUNDS, space
from engine.gustav.deploy import Deploy
from engine.gustav.effects import Effect
from engine.gustav.prepare import Prepare, stacked
from engine.gustav.state import (
    MACHINE,
    SEATS,
    GustavFrame,
    GustavState,
    Played,
    card_ref,
    effect_ref,
    half_ref,
    other,
    seat_ref,
)
from engine.gustav.victory import final_result


class Stage(StrEnum):
    PREPARE = "prepare"
    DEPLOY = "deploy"
    PLAY = "play"
    NEXT = "next"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Battle(GustavFrame):
    """The whole game: preparation, deployment, nine rounds (E-1), the count (E-2, E-3)."""

    kind = "battle"
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    PREPARE, DEPLOY, PLAY, NEXT = Stage.PREPARE, Stage.DEPLOY, Stage.PLAY, Stage.NEXT
    at: Stage = Stage.PREPARE

    def run(self, s: GustavState) -> Flow:
        while True:
            if self.at is self.PREPARE:
                self.at = self.DEPLOY
                return push(s, Prepare())
            if self.at is self.DEPLOY:
                self.at = self.PLAY
                return push(s, Deploy())
            if self.at is self.PLAY:
                self.at = self.NEXT
                s.round = max(s.round, 1)
                if not s.quiet:
                    log(s, Msg("gustav-log-round", round=s.round, seat=seat_ref(s.first)))
                return push(s, Round())
            if s.round == ROUNDS:  # E-1: the game ends with round 9
                s.result = final_result(s)
                return DONE
            s.round += 1  # R-4-1
            self.at = self.PLAY


class Part(StrEnum):
    REFILL = "refill"
    FIRST = "first"
    SECOND = "second"
    INITIATIVE = "initiative"
    DISCARD = "discard"
    CLEAR = "clear"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Round(GustavFrame):
    kind = "round"
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    REFILL, FIRST, SECOND, INITIATIVE, DISCARD, CLEAR = (
        Part.REFILL,
        Part.FIRST,
        Part.SECOND,
        Part.INITIATIVE,
        Part.DISCARD,
        Part.CLEAR,
    )
    at: Part = Part.REFILL

    def run(self, s: GustavState) -> Flow:
        while True:
            if self.at is self.REFILL:
                for seat in SEATS:
                    refill(s, seat)
                self.at = self.FIRST
            elif self.at is self.FIRST:
                self.at = self.SECOND
                return push(s, Turn(seat=s.first))
            elif self.at is self.SECOND:
                self.at = self.INITIATIVE
                return push(s, Turn(seat=other(s.first)))
            elif self.at is self.INITIATIVE:
                initiative(s)
                self.at = self.DISCARD
            elif self.at is self.DISCARD:
                self.at = self.CLEAR
                if s.round < ROUNDS and any(len(s.played[seat]) == 2 for seat in SEATS):
                    return push(s, Discard())
            else:
                for seat in SEATS:
                    s.discards[seat] += [p.card for p in s.played[seat]]
                    s.played[seat] = []
                s.checkpoint = True
                return DONE


def refill(s: GustavState, seat: str) -> None:
    """R-1-1: draw up to two cards. R-1-2 (A-15): the moment a pile runs out, the discards are turned
    over, unshuffled, to make the new pile, the first discarded on top."""
    drawn: list[str] = []
    while len(s.hands[seat]) < HAND:
        flip_if_empty(s, seat)
        if not s.piles[seat]:
            break
        card = s.piles[seat].pop(0)
        s.hands[seat].append(card)
        drawn.append(card)
        if s.recycled[seat]:
            s.known[seat].append(card)
        elif not stacked(s):
            s.revealed = True  # a shuffled pile: its owner learns the card now
        flip_if_empty(s, seat)
    if drawn and not s.quiet:
        log(s, Msg("gustav-log-draw", seat=seat_ref(seat), n=len(drawn)))
        log(s, Msg("gustav-log-draw-own", cards=tuple(card_ref(c) for c in drawn)), to=seat)


def flip_if_empty(s: GustavState, seat: str) -> None:
    if s.piles[seat] or not s.discards[seat]:
        return
    s.piles[seat], s.discards[seat] = s.discards[seat], []
    s.recycled[seat] = True
    if not s.quiet:
        log(
            s, Msg("gustav-log-recycle", seat=seat_ref(seat), cards=tuple(card_ref(c) for c in s.piles[seat]))
        )


def initiative(s: GustavState) -> None:
    """R-3-1..3: the lower total of action values goes first next round; a tie goes to the player whose
    letter is on the voltage marker's space once both turns are over (A-11)."""
    totals = {seat: sum(CARDS[p.card].effect(p.half).value for p in s.played[seat]) for seat in SEATS}
    a, b = SEATS
    if totals[a] != totals[b]:
        s.first = a if totals[a] < totals[b] else b
        if not s.quiet:
            log(
                s,
                Msg(
                    "gustav-log-initiative",
                    seat=seat_ref(s.first),
                    mine=totals[s.first],
                    theirs=totals[other(s.first)],
                ),
            )
    else:
        letter = RING[s.voltage].letter
        s.first = LETTERS[letter]
        if not s.quiet:
            log(s, Msg("gustav-log-initiative-tie", seat=seat_ref(s.first), total=totals[a], letter=letter))


class Phase(StrEnum):
    CARD = "card"
    MORE = "more"
    END = "end"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Turn(GustavFrame):
    """R-2-1: one or two cards (at least one, A-2), each with one effect; R-2-2: then the voltage."""

    kind = "turn"
    seat: str = ""
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    CARD, MORE, END = Phase.CARD, Phase.MORE, Phase.END
    at: Phase = Phase.CARD

    def run(self, s: GustavState) -> Flow:
        if self.at is self.CARD:
            return self.wait(self.seat, "gustav-ask-card")
        if self.at is self.MORE and len(s.played[self.seat]) < 2 and s.hands[self.seat]:
            return self.wait(self.seat, "gustav-ask-more")
        s.voltage = (s.voltage + 1) % len(RING)  # R-2-2, B-VOLT-2: one space clockwise
        where = space(s.voltage)
        if not s.quiet:
            log(
                s,
                Msg("gustav-log-voltage", seat=seat_ref(self.seat), number=where.number, letter=where.letter),
            )
        return DONE

    def prompt(self, s: GustavState, seat: str) -> Prompt:
        first = self.at is self.CARD
        p = Prompt(self.ask, _turn_text(first, space(s.voltage).number))
        quiet = s.quiet  # a search's playout: no labels
        p.actions = [_play(card, half, quiet) for card in s.hands[seat] for half in HALVES]
        if not first:
            p.actions.append(_END_TURN)
        return p

    def answer(self, s: GustavState, seat: str, action: Action) -> None:
        if action.verb == "end":
            self.at = self.END
            return
        card, half = str(action.args[0]), str(action.args[1])
        s.hands[seat].remove(card)
        if card in s.known[seat]:
            s.known[seat].remove(card)
        else:
            s.revealed = True
        s.played[seat].append(Played(card, half))
        value = CARDS[card].effect(half).value
        if not s.quiet:
            log(
                s,
                Msg(
                    "gustav-log-play",
                    seat=seat_ref(seat),
                    card=card_ref(card),
                    half=half_ref(half),
                    effect=effect_ref(card, half),
                    value=value,
                ),
            )
        self.at = self.MORE
        push(s, Effect(seat=seat, card=card, half=half))


@cache
def _turn_text(first: bool, voltage: int) -> Msg:
    """The card prompt's text (made once per question and voltage number: messages never change)."""
    return Msg("gustav-prompt-card" if first else "gustav-prompt-more", voltage=voltage)


@cache
def _play(card: str, half: str, quiet: bool) -> Action:
    """Using one half of a card (made once per card and half: actions never change)."""
    if quiet:
        return Action("play", (card, half))
    value = CARDS[card].effect(half).value
    label = Msg(
        "gustav-action-play",
        card=card_ref(card),
        half=half_ref(half),
        effect=effect_ref(card, half),
        value=value,
    )
    return Action("play", (card, half), label)


_DISCARD_TEXT = Msg("gustav-prompt-discard")


@cache
def _discard(first: str, then: str, quiet: bool) -> Action:
    """Laying ``first`` on the discard pile, then ``then`` (made once per pair: actions never change)."""
    label = None if quiet else Msg("gustav-action-discard", card=card_ref(first), then=card_ref(then))
    return Action("first", (first,), label)


_END_TURN = Action("end", (), Msg("gustav-action-end-turn"), ActionKind.DONE)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Discard(GustavFrame):
    """R-3-4: a player who used two cards lays them on its discard pile in the order it likes (both
    players at once; the choice is public: the discards lie face up)."""

    kind = "discard"
    ordered: list[str] = field(default_factory=list)

    def run(self, s: GustavState) -> Flow:
        busy = [seat for seat in SEATS if len(s.played[seat]) == 2 and seat not in self.ordered]
        if busy:
            return self.wait(busy, "gustav-ask-discard")
        return DONE

    def prompt(self, s: GustavState, seat: str) -> Prompt:
        p = Prompt(self.ask, _DISCARD_TEXT)
        a, b = [played.card for played in s.played[seat]]
        p.actions = [_discard(a, b, s.quiet), _discard(b, a, s.quiet)]  # quiet: a search's playout, no labels
        return p

    def answer(self, s: GustavState, seat: str, action: Action) -> None:
        first = str(action.args[0])
        s.played[seat].sort(key=lambda p: p.card != first)
        self.ordered.append(seat)
        if not s.quiet:
            cards = tuple(card_ref(p.card) for p in s.played[seat])
            log(s, Msg("gustav-log-discard", seat=seat_ref(seat), cards=cards))
