"""Blue events, played in the Initiative Phase (INI-1): Intuition, General advance, Reconnaissance,
Lamarque, Reserve, Foresight, Reinforcement, Aide-de-camp, Defend Brussels! and Frederick.
(Intuition only counts in the initiative flip: ``initiative.py`` keeps it.)"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, rng
from engine.napoleon1815 import board, deck, refs
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.seats import (
    AD_SEAT,
    ALLIES,
    FRANCE,
    armies_of,
    deck_of,
    seats_of_side,
    three_players,
)
from engine.napoleon1815.state import (
    ALLIED,
    ARMY,
    CORPS,
    FRENCH,
    KIND,
    MACHINE,
    N1815Frame,
    N1815State,
    has_corps,
)


class Stage(StrEnum):
    ASK = "ask"
    DONE = "done"


def playable(s: N1815State, seat: str, card: int) -> bool:
    """Whether a blue card may be played now (the conditions its text sets)."""
    event = cards.CARD[card].event
    if event == "lamarque":
        if oob.LAMARQUE not in s.entered:
            return bool(_lamarque_areas(s))
        return bool(strengthenable(s, seat, exclude=oob.DROUOT))
    if event == "frederick":
        if three_players(s) and seat != AD_SEAT:
            return False  # 3P-15 (3): only the Anglo-Dutch player
        if oob.FREDERICK not in s.entered:
            return not (has_corps(s, data_map.ALOST, FRENCH) and not has_corps(s, data_map.ALOST, ALLIED))
        return bool(strengthenable(s, seat))
    if event == "reinforcement":
        return bool(strengthenable(s, seat))
    if event == "foresight":
        return any(not deck.is_red(c) for c in s.decks[deck_of(seat)])
    return True


def play(s: N1815State, seat: str, card: int) -> None:
    """Carry out a blue event just played by ``seat`` (a decision it needs is pushed as a frame)."""
    event = cards.CARD[card].event
    if event in ("general_advance", "defend_brussels"):
        s.effects.append(event)
    elif event == "aide_de_camp":
        _aide_de_camp(s)
    elif event == "reconnaissance":
        _reconnaissance(s)
    elif event == "reserve":
        _reserve(s, seat)
    elif event == "foresight":
        s.frames.append(Foresight(seat=seat))
    elif event == "lamarque" and oob.LAMARQUE not in s.entered:
        s.frames.append(Lamarque())
    elif event == "frederick" and oob.FREDERICK not in s.entered:
        _enter_event_corps(s, oob.FREDERICK, data_map.ALOST)
    elif event != "intuition":  # Reinforcement, or Lamarque/Frederick once their corps is in play
        exclude = oob.DROUOT if event == "lamarque" else ""
        s.frames.append(Strengthen(seat=seat, exclude=exclude))


# --- hands: Reconnaissance, Aide-de-camp, Reserve, Foresight ----------------------------------


def show_hand(s: N1815State, looker: str, owner: str) -> None:
    """A private look at a hand (EVT-29, EVT-35)."""
    hand = refs.cards_of(sorted(s.hands[owner]))
    log(s, Msg("napoleon1815-log-hand", seat=refs.SEAT[owner], cards=hand, n=len(hand)), to=looker)
    s.revealed = True


def _aide_de_camp(s: N1815State) -> None:
    if three_players(s):
        if "aide_de_camp" not in s.effects:
            s.effects.append("aide_de_camp")  # 3P-4: the Allied players may exchange cards this turn
        log(s, Msg("napoleon1815-log-aide-de-camp"))
    else:
        show_hand(s, ALLIES, FRANCE)


def _reconnaissance(s: N1815State) -> None:
    targets = [seat for seat in seats_of_side(s, ALLIED) if s.hands[seat]]
    if len(targets) > 1:
        s.frames.append(Recon())
    elif targets:
        show_hand(s, FRANCE, targets[0])


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Recon(N1815Frame):
    """EVT-29 with three players: France chooses which Allied hand to look at."""

    kind = "recon"
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        return DONE if self.at is Stage.DONE else self.wait(FRANCE, "napoleon1815-ask-reconnaissance")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-reconnaissance"))
        for target in seats_of_side(s, ALLIED):
            label = Msg("napoleon1815-action-look", seat=refs.SEAT[target], n=len(s.hands[target]))
            p.add("look", target, label=label)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        show_hand(s, FRANCE, str(action.args[0]))
        self.at = Stage.DONE


def _reserve(s: N1815State, seat: str) -> None:
    """EVT-44: draw 2; a red card drawn so is discarded without effect (A-18)."""
    drawn = deck.draw(s, seat, 2)
    for c in drawn:
        if deck.is_red(c):
            deck.discard(s, c, shown=True)
            s.disclosed = True
            log(s, Msg("napoleon1815-log-reserve-red", seat=refs.SEAT[seat], card=refs.CARD[c]))
        else:
            s.hands[seat].append(c)
            log(s, Msg("napoleon1815-log-draw-own", cards=refs.cards_of([c])), to=seat)
    log(s, Msg("napoleon1815-log-reserve", seat=refs.SEAT[seat], n=len(drawn)))


def _foresight_groups(s: N1815State, seat: str) -> dict[str, list[int]]:
    groups: dict[str, list[int]] = {}
    for c in sorted(s.decks[deck_of(seat)]):
        card = cards.CARD[c]
        if card.colour is not cards.RED:
            key = card.timing.value if card.timing else "blue"
            groups.setdefault(key, []).append(c)
    return groups


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Foresight(N1815Frame):
    """EVT-22: take any non-red card of one's deck, unseen, then shuffle (chosen kind by kind)."""

    kind = "foresight"
    seat: str
    group: str = ""
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        return DONE if self.at is Stage.DONE else self.wait(self.seat, "napoleon1815-ask-foresight")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        groups = _foresight_groups(s, seat)
        p = Prompt(self.ask, Msg("napoleon1815-prompt-foresight"))
        public = Msg("napoleon1815-public-foresight")
        if not self.group:
            for key, found in groups.items():
                label = Msg("napoleon1815-action-foresight-group", group=refs.TIMING[key], n=len(found))
                p.add("group", key, label=label, public=public)
            return p
        for c in groups.get(self.group, []):
            card = cards.CARD[c]
            label = Msg(
                "napoleon1815-action-take",
                card=refs.CARD[c],
                value=card.value,
                damage=card.damage,
                fatigue=card.fatigue,
                recovery=card.recovery,
            )
            p.add("take", c, label=label, kind=ActionKind.DONE, public=public)
        p.add("group", label=Msg("napoleon1815-action-foresight-back"), kind=ActionKind.BACK, public=public)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        if action.verb == "group":
            self.group = str(action.args[0]) if action.args else ""
            return
        card = int(action.args[0])
        pile = s.decks[deck_of(seat)]
        pile.remove(card)
        s.hands[seat].append(card)
        rng.shuffle(s, pile)
        log(s, Msg("napoleon1815-log-foresight", seat=refs.SEAT[seat]))
        log(s, Msg("napoleon1815-log-foresight-own", card=refs.CARD[card]), to=seat)
        self.at = Stage.DONE


# --- corps entering or growing: Lamarque, Frederick, Reinforcement ------------------------------


def _lamarque_areas(s: N1815State) -> list[str]:
    """EVT-45: a town inside France or Maubeuge, unless an Allied stack stands there alone."""
    return sorted(
        a for a in data_map.LAMARQUE_ENTRY if not (has_corps(s, a, ALLIED) and not has_corps(s, a, FRENCH))
    )


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Lamarque(N1815Frame):
    kind = "lamarque"
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        if self.at is Stage.DONE:
            return DONE
        areas = _lamarque_areas(s)
        if len(areas) == 1:
            _enter_event_corps(s, oob.LAMARQUE, areas[0])
            return DONE
        return self.wait(FRANCE, "napoleon1815-ask-lamarque")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-lamarque"))
        for area in _lamarque_areas(s):
            p.add("enter", area, label=Msg("napoleon1815-action-enter", area=refs.AREA[area]))
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        _enter_event_corps(s, oob.LAMARQUE, str(action.args[0]))
        self.at = Stage.DONE


def _enter_event_corps(s: N1815State, block: str, area: str) -> None:
    b = oob.BLOCK[block]
    board.place(s, block, area, b.infantry, b.cavalry)
    s.entered.append(block)
    log(s, Msg("napoleon1815-log-event-corps", block=refs.BLOCK[block], area=refs.AREA[area]))
    board.settle(s, area)


def strengthenable(s: N1815State, seat: str, exclude: str = "") -> list[str]:
    """The seat's corps on the map that can take 1 more infantry SP (never above 8)."""
    armies = armies_of(seat)
    return sorted(
        t
        for t, p in s.pieces.items()
        if ARMY[p.block] in armies and KIND[p.block] == CORPS and p.block != exclude and p.sp < oob.MAX_SP
    )


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Strengthen(N1815Frame):
    """EVT-24 (and Lamarque or Frederick once in play): 1 infantry SP more for one of the seat's corps."""

    kind = "strengthen"
    seat: str
    exclude: str = ""
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        return DONE if self.at is Stage.DONE else self.wait(self.seat, "napoleon1815-ask-strengthen")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-strengthen"))
        public = Msg("napoleon1815-public-strengthen")
        for t in strengthenable(s, seat, self.exclude):
            piece = s.pieces[t]
            label = Msg(
                "napoleon1815-action-strengthen",
                block=refs.BLOCK[piece.block],
                area=refs.AREA[piece.area],
                sp=piece.sp,
            )
            p.add("strengthen", t, label=label, public=public)
        if not p.actions:
            p.add("strengthen", label=Msg("napoleon1815-action-strengthen-none"), public=public)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self.at = Stage.DONE
        if not action.args:
            return
        t = str(action.args[0])
        piece = s.pieces[t] = s.pieces[t]._replace(infantry=s.pieces[t].infantry + 1)
        if seat not in s.strengthened:
            s.strengthened += (seat,)
        log(s, Msg("napoleon1815-log-strengthen", seat=refs.SEAT[seat]))
        log(s, Msg("napoleon1815-log-strengthen-own", block=refs.BLOCK[piece.block], sp=piece.sp), to=seat)
