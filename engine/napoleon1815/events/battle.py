"""Green events with the battle symbol, played at the start of a battle, attacker first (CMB-3):
Red-haired Ney, Fighting spirit, Cavalry charge, Rear guard, Imperial Guard, Valour, Skirmish line,
Rapid deployment, Grand battery, Red line, Square, Sound of the guns and Ambush."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log
from engine.napoleon1815 import board, deck, movement, refs
from engine.napoleon1815.allocation import composition_public
from engine.napoleon1815.battlefield import Role, add_cards, current, has, role_of, stack
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.data import oob
from engine.napoleon1815.seats import armies_of, seat_of_block, seats_of_side, side_of_seat, three_players
from engine.napoleon1815.state import (
    ALLIED,
    ARMY,
    COMMANDER,
    CORPS,
    FRENCH,
    KIND,
    MACHINE,
    SIDE,
    N1815Frame,
    N1815State,
    corps_tokens,
    is_free,
)
from engine.napoleon1815.windows import CONDITIONS, EFFECTS, Effect, Moment

CHARGERS = {FRENCH: (oob.NEY, oob.GROUCHY), ALLIED: (oob.UXBRIDGE, oob.GNEISENAU)}  # EVT-04
RED_LINE = (oob.PICTON, oob.ORANGE, oob.HILL)  # EVT-46


def _own_named(s: N1815State, seat: str, blocks: tuple[str, ...]) -> list[str]:
    """Named corps in the seat's battle stack that are its own (3P-14)."""
    b = current(s)
    armies = armies_of(seat)
    return [
        t
        for t in stack(s, b, role_of(b, side_of_seat(seat)))
        if s.pieces[t].block in blocks and ARMY[s.pieces[t].block] in armies
    ]


def _french_attack(s: N1815State, seat: str, moment: Moment) -> bool:
    return current(s).att == FRENCH


def _ney(s: N1815State, seat: str, moment: Moment) -> bool:
    b = current(s)
    return has(s, b, role_of(b, FRENCH), oob.NEY)


def _drouot(s: N1815State, seat: str, moment: Moment) -> bool:
    b = current(s)
    return has(s, b, role_of(b, FRENCH), oob.DROUOT)


def _charge(s: N1815State, seat: str, moment: Moment) -> bool:
    return bool(_own_named(s, seat, CHARGERS[side_of_seat(seat)]))


def _rear_guard(s: N1815State, seat: str, moment: Moment) -> bool:
    b = current(s)
    if b.att != FRENCH:
        return False
    corps = corps_tokens(s, stack(s, b, Role.DEF))
    return len(corps) == 1 and ARMY[s.pieces[corps[0]].block] in armies_of(seat)


def _rapid(s: N1815State, seat: str, moment: Moment) -> bool:
    b = current(s)
    return b.att == FRENCH and b.move_attack


def _can_grand_battery(s: N1815State, seat: str, moment: Moment) -> bool:
    b = current(s)
    return len(corps_tokens(s, stack(s, b, role_of(b, FRENCH)))) >= 3


def _can_red_line(s: N1815State, seat: str, moment: Moment) -> bool:
    return current(s).att == FRENCH and bool(_own_named(s, seat, RED_LINE))


def _always(s: N1815State, seat: str, moment: Moment) -> bool:
    return True


def _own_corps_fight(s: N1815State, seat: str, moment: Moment) -> bool:
    """3P-14: an event helping the Allied stack needs some of the player's own corps in it."""
    b = current(s)
    armies = armies_of(seat)
    return any(
        ARMY[s.pieces[t].block] in armies
        for t in corps_tokens(s, stack(s, b, role_of(b, side_of_seat(seat))))
    )


# --- effects -----------------------------------------------------------------------------------


def _flag(s: N1815State, f: Effect) -> None:
    current(s).flags.append(f.event)


def _red_haired_ney(s: N1815State, f: Effect) -> None:
    """EVT-01: flip; 1-3 Ney takes 2 fatigue at once, 4-5 Ney flips one more battle card."""
    card = deck.flip(s, FRENCH)
    value = deck.value(card)
    log(s, Msg("napoleon1815-log-red-haired-ney", card=deck.flipped(card), value=value))
    b = current(s)
    ney = next((t for t in stack(s, b, role_of(b, FRENCH)) if s.pieces[t].block == oob.NEY), None)
    if value in (1, 2, 3) and ney is not None:
        log(s, Msg("napoleon1815-log-ney-tired"))
        area = s.pieces[ney].area
        if board.add_fatigue(s, ney, 2):
            board.settle(s, area)
    elif value in (4, 5):
        add_cards(b, FRENCH)


def _fighting_spirit(s: N1815State, f: Effect) -> None:
    add_cards(current(s), FRENCH)


def _cavalry_charge(s: N1815State, f: Effect) -> None:
    """EVT-04: one more card (only one); a named corps (owner's choice) takes 1 fatigue."""
    add_cards(current(s), side_of_seat(f.seat))
    named = _own_named(s, f.seat, CHARGERS[side_of_seat(f.seat)])
    if named:
        s.frames.append(Harass(seat=f.seat, choices=named, event=f.event))


def _imperial_guard(s: N1815State, f: Effect) -> None:
    add_cards(current(s), FRENCH)
    _flag(s, f)


def _grand_battery(s: N1815State, f: Effect) -> None:
    """EVT-27: each French corps in the battle takes 1 fatigue at once; the Allies lose 1 SP at the end."""
    _flag(s, f)
    b = current(s)
    for t in corps_tokens(s, stack(s, b, role_of(b, FRENCH))):
        area = s.pieces[t].area
        if board.add_fatigue(s, t, 1):
            board.settle(s, area)


def _red_line(s: N1815State, f: Effect) -> None:
    add_cards(current(s), ALLIED)


def _skirmish_or_ambush(s: N1815State, f: Effect) -> None:
    """EVT-18/42: one stack of the victim side takes 1 fatigue, its owner choosing which corps.
    With three players the Allied leader chooses among his own corps if he has blocks on the map,
    else his partner (3P-12)."""
    victims = ALLIED if f.event == "skirmish_line" else FRENCH
    seat = _chooser(s, victims)
    if seat is not None:
        s.frames.append(Harass(seat=seat, choices=_corps_of(s, seat), event=f.event))


def _chooser(s: N1815State, side: str) -> str | None:
    seats = list(seats_of_side(s, side))
    if side == ALLIED and three_players(s) and s.leader in seats:
        seats.remove(s.leader)
        seats.insert(0, s.leader)
    armies = {seat: armies_of(seat) for seat in seats}
    return next(
        (seat for seat in seats if any(ARMY[p.block] in armies[seat] for p in s.pieces.values())), None
    )


def _corps_of(s: N1815State, seat: str) -> list[str]:
    armies = armies_of(seat)
    return sorted(t for t, p in s.pieces.items() if ARMY[p.block] in armies and KIND[p.block] == CORPS)


class Stage(StrEnum):
    ASK = "ask"
    CHIEF = "chief"
    DONE = "done"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Harass(N1815Frame):
    """One of the seat's corps among ``choices`` takes 1 fatigue, the seat choosing which: asked
    unless everyone can see there is only one (EVT-04, 18, 42)."""

    kind = "harass"
    seat: str
    choices: list[str]
    event: str
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        choices = [t for t in self.choices if t in s.pieces]
        if self.at is Stage.DONE:
            return DONE
        if len(choices) <= 1 and composition_public(s, self.choices):
            if choices:
                _one_fatigue(s, choices[0])
            return DONE
        return self.wait(self.seat, "napoleon1815-ask-harass")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-harass", event=refs.EVENT[self.event]))
        public = Msg("napoleon1815-public-harass")
        for t in self.choices:
            if t in s.pieces:
                piece = s.pieces[t]
                label = Msg(
                    "napoleon1815-action-harass",
                    block=refs.BLOCK[piece.block],
                    area=refs.AREA[piece.area],
                    fatigue=piece.fatigue,
                )
                p.add("tire", t, label=label, public=public)
        if not p.actions:
            p.add("tire", label=Msg("napoleon1815-action-harass-none"), public=public)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        self.at = Stage.DONE
        if action.args:
            _one_fatigue(s, str(action.args[0]))


def _one_fatigue(s: N1815State, token: str) -> None:
    piece = s.pieces[token]
    log(
        s,
        Msg("napoleon1815-log-own-fatigue", block=refs.BLOCK[piece.block]),
        to=seat_of_block(s, piece.block),
    )
    if board.add_fatigue(s, token, 1):
        board.settle(s, piece.area)


# --- EVT-40 Sound of the guns ------------------------------------------------------------------


def guns_corps(s: N1815State, seat: str) -> list[str]:
    """The seat's corps in free areas one road from the battle (destroyed bridges allowed)."""
    b = current(s)
    side = side_of_seat(seat)
    armies = armies_of(seat)
    near = set(data_map.NEIGHBOURS[b.area])
    return sorted(
        t
        for t, p in s.pieces.items()
        if p.area in near and ARMY[p.block] in armies and KIND[p.block] == CORPS and is_free(s, p.area, side)
    )


def _sound_of_the_guns(s: N1815State, f: Effect) -> None:
    s.frames.append(Guns(seat=f.seat))


def _chiefs_with(s: N1815State, token: str) -> tuple[list[str], bool]:
    """Commanders of the corps' army in its area, and whether they must come (left alone otherwise)."""
    piece = s.pieces[token]
    here = [(t, p) for t, p in s.pieces.items() if p.area == piece.area and t != token]
    chiefs = [t for t, p in here if KIND[p.block] == COMMANDER and ARMY[p.block] == ARMY[piece.block]]
    alone = not any(KIND[p.block] == CORPS and SIDE[p.block] == SIDE[piece.block] for _, p in here)
    return chiefs, alone


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Guns(N1815Frame):
    """EVT-40: one corps marches one road into the battle, a commander with it if the seat wishes.
    Whether a commander stands beside the corps is hidden in Grognard games (GRG-1), so the seat is
    always asked whether one comes, even when none can (then its one answer is "without")."""

    kind = "guns"
    seat: str
    corps: str = ""
    at: Stage = Stage.ASK

    def run(self, s: N1815State) -> Flow:
        if self.at is Stage.DONE or not guns_corps(s, self.seat):
            return DONE
        return self.wait(self.seat, "napoleon1815-ask-guns")

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-guns"))
        if self.at is Stage.ASK:
            for t in guns_corps(s, seat):
                piece = s.pieces[t]
                area = refs.AREA[piece.area]
                label = Msg("napoleon1815-action-join", block=refs.BLOCK[piece.block], area=area)
                p.add("join", t, label=label, public=Msg("napoleon1815-public-join", token=t, area=area))
            return p
        chiefs, alone = _chiefs_with(s, self.corps)
        if chiefs:
            names = refs.blocks([s.pieces[t].block for t in chiefs])
            p.add(
                "chief",
                "yes",
                label=Msg("napoleon1815-action-chief-yes", blocks=names),
                public=Msg("napoleon1815-public-chief-yes"),
            )
        if not (chiefs and alone):
            label = Msg("napoleon1815-action-chief-no" if chiefs else "napoleon1815-action-chief-none")
            public = Msg("napoleon1815-public-chief-no")
            p.add("chief", "no", label=label, kind=ActionKind.DONE, public=public)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        if action.verb == "join":
            self.corps = str(action.args[0])
            self.at = Stage.CHIEF  # asked whatever stands beside the corps
            return
        chiefs = _chiefs_with(s, self.corps)[0] if action.args[0] == "yes" else []
        self._join(s, [self.corps, *chiefs])
        self.at = Stage.DONE

    def _join(self, s: N1815State, tokens: list[str]) -> None:
        b = current(s)
        side = side_of_seat(self.seat)
        origin = s.pieces[tokens[0]].area
        board.move(s, tokens, b.area)
        if role_of(b, side) is Role.ATT:
            b.attackers += tokens
        else:
            b.defenders += tokens
        s.face_up += tokens
        s.disclosed = True
        log(s, Msg("napoleon1815-log-guns", seat=refs.SEAT[self.seat], who=board.names(s, tokens)))
        movement.enter_against_arrow(s, b.area, origin, side)
        board.settle(s, origin)


CONDITIONS.update(
    {
        "red_haired_ney": _ney,
        "fighting_spirit": _french_attack,
        "cavalry_charge": _charge,
        "rear_guard": _rear_guard,
        "imperial_guard": _drouot,
        "valour": _french_attack,
        "skirmish_line": _always,
        "rapid_deployment": _rapid,
        "grand_battery": _can_grand_battery,
        "red_line": _can_red_line,
        "square": _own_corps_fight,  # takes effect only if the French stack had cavalry (hidden from the Allies)
        "sound_of_the_guns": lambda s, seat, moment: bool(guns_corps(s, seat)),
        "ambush": _always,
    }
)

EFFECTS.update(
    {
        "red_haired_ney": _red_haired_ney,
        "fighting_spirit": _fighting_spirit,
        "cavalry_charge": _cavalry_charge,
        "rear_guard": _flag,
        "imperial_guard": _imperial_guard,
        "valour": _flag,
        "skirmish_line": _skirmish_or_ambush,
        "rapid_deployment": _flag,
        "grand_battery": _grand_battery,
        "red_line": _red_line,
        "square": _flag,
        "sound_of_the_guns": _sound_of_the_guns,
        "ambush": _skirmish_or_ambush,
    }
)
