"""A battle on the turn machine (§13, aid 戦闘結果表): participants, the secret battle cards, the fight
(fight.py), the loser's retreat and the winner's card to restore a corps.

* Participants (aid 戦闘結果表, BT-2 to BT-4: up to the leader's rank, a side with more corps declares which,
  the attacker first): all corps fight when they fit the commander's rank; otherwise the attacker, then the
  defender, declares which corps fight beside the commander: one pick per corps, then "fight" (a ``Gather``
  of public picks, as a stack is chosen), so the menu holds one line per corps whatever the stack's size.
  Our reading: the commander's own corps always fights (BT-4) and a declaring side fields as many as his
  rank.
* Battle cards (aid: attacker first, never two of a kind): both players choose at once, in secret, one
  decision each (a ``Gather`` of the cards: one stored action whatever it holds), asked alike whatever the
  hand holds; the choices are revealed together (the issue's reading: a simultaneous choice).
* Losses (aid 戦闘結果表, BT-11 to BT-14: how many, half of them for good; reconstructed: which corps): each
  owner chooses among his participants, the attacker first, the corps lost for good and then those lost for
  a time (prisoners of a loser, reserves of a winner), picked one by one (public) and asked only where
  there is a choice.
* Retreat (§13.4; reconstructed procedure in retreat.py): the side that does not hold the area moves all its
  corps there to one adjacent area free of enemy corps or, from a coastal area with Britannia in force for
  British corps, by sea to a coastal area (§13.4.2); with nowhere to go they are taken prisoner.
* The winner may discard one card to restore one of its reduced corps in the battle (aid).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations

from engine.ageofnapoleon import refs
from engine.ageofnapoleon.army import commander
from engine.ageofnapoleon.battle import Role, loss_counts
from engine.ageofnapoleon.battle_cards import card_refusal
from engine.ageofnapoleon.data.board import AREAS
from engine.ageofnapoleon.data.cards import BATTLE, CARDS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.deck import discard
from engine.ageofnapoleon.fight import holder_after, resolve_battle, take_battle_losses
from engine.ageofnapoleon.log import battle
from engine.ageofnapoleon.picking import pick_corps
from engine.ageofnapoleon.retreat import retreat, retreat_options
from engine.ageofnapoleon.sea import BRITANNIA
from engine.ageofnapoleon.state import (
    MACHINE,
    SEATS,
    AonFrame,
    AonState,
    BattleTrace,
    corps_in,
    enemy,
    place,
    seat_of,
    seat_side,
    take,
)
from engine.core import DONE, Action, ActionKind, Flow, Gather, Msg, Prompt, log

G = "ageofnapoleon"
_ASK_RESTORE = Msg(f"{G}-ask-restore")  # a message is immutable: made once
# the keys of the battle's questions, made once (an f-string is built again at each call)
_PARTICIPANTS, _CARDS, _LOSSES = f"{G}-ask-participants", f"{G}-ask-battle-cards", f"{G}-ask-losses"
_RETREAT, _RESTORE = f"{G}-ask-retreat", f"{G}-ask-restore"


# offers and gatherings are immutable: one per area, card, corps or choice of cards, made once


@cache
def _retreat(area: str, how: str) -> Action:
    """The offer to retreat to ``area`` (``how``: by land, ``retreat``, or by sea, ``retreat-sea``)."""
    return Action("retreat", (area,), Msg(f"{G}-act-{how}", area=refs.area(area)))


@cache
def _restore(card_id: str, corps: str) -> Action:
    return Action(
        "restore", (card_id, corps), Msg(f"{G}-act-restore", card=refs.card(card_id), corps=refs.corps(corps))
    )


_DECLINE = Action("decline", (), Msg(f"{G}-act-decline"), ActionKind.DONE)


@cache
def _question(question: str, area: str) -> Msg:
    """A battle's question about its area (``prompt-retreat``, ``prompt-battle-cards``)."""
    return Msg(f"{G}-prompt-{question}", area=refs.area(area))


@cache
def _losses_question(kind: str, area: str, n: int) -> Msg:
    """Which ``n`` corps take the losses of ``kind`` (permanent, reserves, prisoners)."""
    return Msg(f"{G}-prompt-losses-{kind}", area=refs.area(area), n=n)


@cache
def _masked(seat: str) -> Msg:
    """What the others read of ``seat``'s battle cards before they are revealed."""
    return Msg(f"{G}-public-battle-cards", seat=refs.seat(seat))


@cache
def _commit(seat: str, chosen: tuple[str, ...]) -> Action:
    said = Msg(f"{G}-act-commit", cards=refs.cards(list(chosen))) if chosen else Msg(f"{G}-act-commit-none")
    return Action("commit", chosen, said, ActionKind.DONE, _masked(seat))


@cache
def _cards_gathering(seat: str, kinds: tuple[str, ...]) -> Gather:
    """The battle cards ``seat`` may pick (``kinds``, in order) gathered into one commitment."""
    picks = tuple(Action("card", (c,), Msg(f"{G}-act-card", card=refs.card(c))) for c in kinds)
    finish = Action("commit", (), Msg(f"{G}-act-commit-gather"), ActionKind.DONE, _masked(seat))
    return Gather("card", (finish,), picks)


def _by_strength(s: AonState, corps: list[str]) -> list[str]:
    return sorted(corps, key=lambda c: -(ROSTER[c].reduced if c in s.reduced else ROSTER[c].combat))


def must_declare(s: AonState, area: str, side: Side) -> bool:
    """Whether ``side`` has more corps in the area than its commander's rank, and so declares which fight
    (aid 戦闘結果表, BT-3): a public fact."""
    here = corps_in(s, area, side)
    return len(here) > ROSTER[commander(here)].rank


def beside(s: AonState, area: str, side: Side) -> tuple[list[str], int]:
    """The corps that may fight beside the commander, and how many of them a declaring side fields (BT-2 to
    BT-4, our reading: the commander's own corps always fights, and a side declaring fields as many corps as
    his rank)."""
    here = corps_in(s, area, side)
    chief = commander(here)
    return [c for c in here if c != chief], ROSTER[chief].rank - 1


def fighting_corps(s: AonState, area: str, side: Side, declared: tuple[str, ...] | None) -> list[str]:
    """The corps of ``side`` that fight: all of them within the commander's rank, else the commander and the
    corps declared; the commander first, then the strongest (the order the log shows them in)."""
    here = corps_in(s, area, side)
    chief = commander(here)
    others = [c for c in here if c != chief and (declared is None or c in declared)]
    return [chief, *_by_strength(s, others)]


def card_choices(s: AonState, side: Side, role: Role, fighting: list[str]) -> list[tuple[str, ...]]:
    """Every set of battle cards ``side`` may play in this battle (battle_cards.card_refusal), sorted."""
    kinds = sorted({c for c in s.deck.hands[side] if CARDS[c].phase is BATTLE})
    kinds = [c for c in kinds if card_refusal(s, side, role, [c], fighting) is None]
    # each card refused alone or for two of a kind (card_refusal): a set of distinct cards each allowed is
    return [chosen for n in range(len(kinds) + 1) for chosen in combinations(kinds, n)]


def sea_retreats(s: AonState, area: str, side: Side) -> list[str]:
    """§13.4.2 (reconstructed reach): British corps in a coastal area, Britannia in force, may retreat by sea
    to any coastal area free of enemy corps."""
    here = corps_in(s, area, side)
    if not here or BRITANNIA not in s.lasting or not AREAS[area].coastal:
        return []
    if any(ROSTER[c].country != "britain" for c in here):
        return []
    held = {a for c, a in s.location.items() if c not in here and _side(s, c) is enemy(side)}
    return sorted(a for a, spot in AREAS.items() if spot.coastal and a != area and a not in held)


def _side(s: AonState, corps: str) -> Side | None:
    from engine.ageofnapoleon.state import side_of_corps

    return side_of_corps(s, corps)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Battle(AonFrame):
    kind = "battle"
    area: str
    attacker: str
    after_sea: bool = False
    stage: str = "declare"  # declare, cards, losses, retreat, restore
    chosen: dict[str, list[str]] = field(default_factory=dict)  # SECRET until both have chosen
    marked: list[str] = field(default_factory=list)  # the corps picked so far by the seat declaring (public)
    fighting: dict[str, list[str]] = field(default_factory=dict)
    losses: dict[str, int] = field(default_factory=dict)  # each side's losses, once the dice are rolled
    permanent: dict[str, list[str]] = field(default_factory=dict)  # the corps each owner loses for good
    temporary: dict[str, list[str]] = field(default_factory=dict)  # ... and those lost for a time
    loser: str = ""
    winner: str = ""

    def _role(self, seat: str) -> Role:
        return Role.ATTACKER if seat == self.attacker else Role.DEFENDER

    def _order(self) -> tuple[str, str]:
        """The attacker, then the defender (aid 戦闘結果表, BT-3: the attacker declares first)."""
        return self.attacker, seat_of(enemy(seat_side(self.attacker)))

    def run(self, s: AonState) -> Flow:
        if self.stage == "declare":
            for seat in self._order():
                if seat in self.fighting:
                    continue
                if must_declare(s, self.area, seat_side(seat)):
                    return self.wait(seat, _PARTICIPANTS)
                self.fighting[seat] = fighting_corps(s, self.area, seat_side(seat), None)
            self.stage = "cards"
            if not s.quiet:
                log(
                    s,
                    Msg(
                        f"{G}-log-battle-start",
                        area=refs.area(self.area),
                        attacker=refs.seat(self.attacker),
                        acorps=refs.corps_list(self.fighting[self.attacker]),
                        dcorps=refs.corps_list(self.fighting[self._order()[1]]),
                    ),
                )
        if self.stage == "cards":
            waiting = [seat for seat in SEATS if seat not in self.chosen]
            if waiting:
                return self.wait(waiting, _CARDS)
            self._fight(s)
        if self.stage == "losses":
            for seat in self._order():
                self._settle_forced_losses(seat)
                if self._loss_question(seat) is not None:
                    return self.wait(seat, _LOSSES)
            self._take_losses(s)
        if self.stage == "retreat":
            if corps_in(s, self.area, seat_side(self.loser)):
                options = retreat_options(s, self.area, seat_side(self.loser)) + sea_retreats(
                    s, self.area, seat_side(self.loser)
                )
                if options:
                    return self.wait(self.loser, _RETREAT)
                taken = retreat(s, self.area, seat_side(self.loser), None)
                log(s, Msg(f"{G}-log-surrounded", seat=refs.seat(self.loser), corps=refs.corps_list(taken)))
            self.stage = "restore"
        if self.stage == "restore":
            self.stage = "over"
            if self._restorable(s) and s.deck.hands[seat_side(self.winner)]:
                return self.wait(self.winner, _RESTORE)
        return DONE

    def _restorable(self, s: AonState) -> list[str]:
        return [c for c in self.fighting.get(self.winner, []) if c in s.reduced and c in s.location]

    def _fight(self, s: AonState) -> None:
        attacker = seat_side(self.attacker)
        defender = enemy(attacker)
        cards = {seat_side(seat): self.chosen[seat] for seat in SEATS}
        if not s.quiet:
            log(
                s,
                Msg(
                    f"{G}-log-battle-cards",
                    attacker=refs.seat(seat_of(attacker)),
                    acards=refs.cards(cards[attacker]),
                    defender=refs.seat(seat_of(defender)),
                    dcards=refs.cards(cards[defender]),
                ),
            )
        s.disclosed = True  # both secret choices shown to everyone
        chosen = {seat_side(seat): self.fighting[seat] for seat in SEATS}
        totals, res = resolve_battle(s, self.area, attacker, chosen, self.after_sea, cards)
        won = attacker if res.winner is Role.ATTACKER else defender
        self.winner = seat_of(won)
        self.losses = {seat_of(attacker): res.losses[0], seat_of(defender): res.losses[1]}
        if not s.quiet:
            log(s, battle(res, attacker, defender, totals))
        s.battle = BattleTrace(
            self.area,
            self.attacker,
            seat_of(won),
            totals,
            res.losses,
            tuple(cards[attacker]) + tuple(cards[defender]),
        )
        self.chosen = {}
        self.stage = "losses"

    def _loss_counts(self, seat: str) -> tuple[list[str], int, int]:
        """The corps ``seat`` fought with, and its permanent and temporary losses (BT-11)."""
        fought = self.fighting[seat]
        permanent, temporary = loss_counts(self.losses[seat], len(fought))
        return fought, permanent, temporary

    def _settle_forced_losses(self, seat: str) -> None:
        """Settle without asking the part of ``seat``'s losses where there is no choice (no loss, or every
        corps left takes one): a public fact."""
        fought, permanent, temporary = self._loss_counts(seat)
        if seat not in self.permanent and not 0 < permanent < len(fought):
            self.permanent[seat] = fought[:permanent]
        if seat in self.permanent and seat not in self.temporary:
            rest = [c for c in fought if c not in self.permanent[seat]]
            if not 0 < temporary < len(rest):
                self.temporary[seat] = rest[:temporary]

    def _loss_question(self, seat: str) -> tuple[str, int, list[str]] | None:
        """What ``seat`` still chooses of its battle losses once the forced part is settled: ("permanent"
        or "temporary", how many, among which corps), or None once both are settled."""
        fought, permanent, temporary = self._loss_counts(seat)
        if seat not in self.permanent:
            return "permanent", permanent, fought
        if seat not in self.temporary:
            return "temporary", temporary, [c for c in fought if c not in self.permanent[seat]]
        return None

    def _take_losses(self, s: AonState) -> None:
        """Every corps hit leaves the area (BT-12, BT-13), the others who fought are reduced (BT-14); then
        the side that does not hold the area retreats (BT-15, A-1)."""
        winner = seat_side(self.winner)
        for seat in self._order():
            hit = take_battle_losses(
                s, seat_side(seat), winner, self.fighting[seat], self.permanent[seat], self.temporary[seat]
            )
            for key, corps in (("lost", hit.removed), ("captured", hit.captured), ("reserves", hit.reserves)):
                if corps:
                    ids = [c.id for c in corps]
                    if not s.quiet:
                        log(s, Msg(f"{G}-log-battle-{key}", seat=refs.seat(seat), corps=refs.corps_list(ids)))
        role = Role.ATTACKER if self.winner == self.attacker else Role.DEFENDER
        self.loser = seat_of(enemy(holder_after(s, self.area, seat_side(self.attacker), role)))
        self.stage = "retreat"

    def prompt(self, s: AonState, seat: str) -> Prompt:
        side = seat_side(seat)
        if self.stage == "declare":
            return self._declare_prompt(s, side)
        if self.stage == "cards":
            return self._cards_prompt(s, side)
        if self.stage == "losses":
            return self._losses_prompt(side)
        if self.stage == "retreat":
            p = Prompt(_RETREAT, _question("retreat", self.area))
            by_land = retreat_options(s, self.area, side)
            p.actions.extend(_retreat(area, "retreat") for area in by_land)
            p.actions.extend(
                _retreat(area, "retreat-sea")
                for area in sea_retreats(s, self.area, side)
                if area not in by_land
            )
            p.forced = len(p.actions) == 1
            return p
        p = Prompt(_RESTORE, _ASK_RESTORE)
        restorable = self._restorable(s)
        for card_id in sorted(set(s.deck.hands[side])):
            p.actions.extend(_restore(card_id, corps) for corps in restorable)
        p.actions.append(_DECLINE)
        return p

    def _declare_prompt(self, s: AonState, side: Side) -> Prompt:
        """BT-2/BT-3: the corps that fight beside the commander, picked one by one (public), then "fight"
        once as many as his rank allows are picked; a pick may be taken back."""
        chief = commander(corps_in(s, self.area, side))
        others, need = beside(s, self.area, side)
        if self.marked:
            said = Msg(
                f"{G}-prompt-participants-so-far",
                area=refs.area(self.area),
                chief=refs.corps(chief),
                n=need,
                corps=refs.corps_list(self.marked),
            )
        else:
            said = Msg(f"{G}-prompt-participants", area=refs.area(self.area), chief=refs.corps(chief), n=need)
        finish = ("fight", f"{G}-act-fight-gather")
        return pick_corps(
            Prompt(_PARTICIPANTS, said), others, self.marked, need, f"{G}-act-fight-add", finish
        )

    def _losses_prompt(self, side: Side) -> Prompt:
        """Which corps take the losses (reconstructed: the owner's choice, as in winter, WA-3): first those
        lost for good, then those lost for a time (prisoners of a loser, reserves of a winner), each picked
        one by one (public), then "take"."""
        seat = seat_of(side)
        question = self._loss_question(seat)
        assert question is not None
        kind, n, among = question
        if kind == "temporary":
            kind = "reserves" if seat == self.winner else "prisoners"
        p = Prompt(_LOSSES, _losses_question(kind, self.area, n))
        return pick_corps(p, among, self.marked, n, f"{G}-act-loss-add", ("take", f"{G}-act-loss-take"))

    def _cards_prompt(self, s: AonState, side: Side) -> Prompt:
        seat = seat_of(side)
        role = self._role(seat)
        p = Prompt(_CARDS, _question("battle-cards", self.area), private=True)
        choices = card_choices(s, side, role, self.fighting[seat])
        p.actions.extend(_commit(seat, chosen) for chosen in choices)
        kinds = tuple(sorted({c for chosen in choices for c in chosen}))
        if kinds:
            p.gather = _cards_gathering(seat, kinds)
        return p

    def answer(self, s: AonState, seat: str, action: Action) -> None:
        side = seat_side(seat)
        if action.verb == "add":
            self.marked.append(str(action.args[0]))
        elif action.verb == "drop":
            self.marked.remove(str(action.args[0]))
        elif action.verb == "fight":
            self.fighting[seat] = fighting_corps(s, self.area, side, tuple(self.marked))
            self.marked = []
            log(s, Msg(f"{G}-log-declared", seat=refs.seat(seat), corps=refs.corps_list(self.fighting[seat])))
        elif action.verb == "take":
            settled = self.permanent if seat not in self.permanent else self.temporary
            settled[seat] = self.marked
            self.marked = []
        elif action.verb == "commit":
            self.chosen[seat] = [str(a) for a in action.args]
            if not s.quiet:
                log(s, Msg(f"{G}-log-committed", seat=refs.seat(seat)))
        elif action.verb == "retreat":
            to = str(action.args[0])
            moved = corps_in(s, self.area, side)
            place(s, moved, to)
            if not s.quiet:
                log(
                    s,
                    Msg(
                        f"{G}-log-retreat",
                        seat=refs.seat(seat),
                        corps=refs.corps_list(moved),
                        area=refs.area(to),
                    ),
                )
            self.stage = "restore"
        elif action.verb == "restore":
            card_id, corps = str(action.args[0]), str(action.args[1])
            discard(s.deck, side, card_id)
            take(s.reduced, corps)
            if not s.quiet:
                log(
                    s,
                    Msg(
                        f"{G}-log-restore",
                        seat=refs.seat(seat),
                        card=refs.card(card_id),
                        corps=refs.corps(corps),
                    ),
                )
