"""One operation (OPS-4..7): choose a stack of active blocks from one area, then move, attack, or
move and then attack; afterwards the blocks are spent, even if they did nothing.

Asked the same whatever the hidden facts: the stack is always chosen block by block (never
picked automatically, since whether a lone block may go alone is the owner's secret; the owner's
client may take several blocks and the move in one go, ``Gather``, still block by block), and a move
goes on road by road until the mover ends it himself, unless it ends for a reason everyone sees
(the stack entered an enemy stack, took a walled city, was stopped by Confusion or destroyed).
Running out of MP or reaching a friendly stack only takes the roads out of the mover's prompt.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.core import DONE, NEXT, Action, ActionKind, Flow, Gather, Msg, Prompt, find, finish, log, push
from engine.napoleon1815 import board, deck, refs
from engine.napoleon1815.allocation import composition_public, spread_fatigue
from engine.napoleon1815.alternation import OpsFields
from engine.napoleon1815.combat import battle_frame
from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.movement import (
    OpFields,
    bridges_to_destroy,
    fatigue_of_move,
    march,
    mp_for,
    scouts_stop,
    shown_to,
    steps,
)
from engine.napoleon1815.seats import FRANCE, armies_of, grognard
from engine.napoleon1815.state import (
    ANGLO_DUTCH,
    ARMY,
    COMMANDER,
    CORPS,
    CORPS_SIDE,
    FRENCH,
    KIND,
    MACHINE,
    PRUSSIAN,
    SCOUT,
    N1815State,
    Piece,
    corps_tokens,
    has_block,
    is_engaged,
    other,
    pieces_in,
)
from engine.napoleon1815.windows import CONDITIONS, Moment, mover_plays, open_window, play_action

# Own-move events offered in the movement prompt (the others have their own moment).
_WHILE_MOVING = ("forced_march", "bridge_demolition", "grouchy", "light_cavalry", "vive_lempereur", "supply")
COMBINED_WINDOW = "combined"  # the moment after a French operation (EVT-47), a kind of window

# A stack's blocks taken in one go (``Gather``), then moved, or made to attack where the area is
# engaged (public); whether that stack may do so is checked as if it were chosen block by block.
_MOVE_WITH = Action("move", label=Msg("napoleon1815-action-move-with"), kind=ActionKind.DONE)
_ATTACK_WITH = Action("attack", label=Msg("napoleon1815-action-attack-with"), kind=ActionKind.DONE)
GATHER_TO_MOVE = Gather("add", (_MOVE_WITH,))
GATHER_TO_MOVE_OR_ATTACK = Gather("add", (_MOVE_WITH, _ATTACK_WITH))
# The same actions chosen one at a time, and the step back to another area.
_MOVE = Action("move", label=Msg("napoleon1815-action-move"), kind=ActionKind.DONE)
_ATTACK = Action("attack", label=Msg("napoleon1815-action-attack"), kind=ActionKind.DONE)
_OTHER_AREA = Action("back", label=Msg("napoleon1815-action-other-area"), kind=ActionKind.BACK)


def new_operation(s: N1815State, seat: str, side: str, area: str) -> Op:
    s.green_used = []  # OPS-8: each side may play one green card in this operation
    return Op(seat=seat, side=side, area=area, here=area, path=[area])


def seen_name(s: N1815State, seat: str, token: str) -> Msg:
    """A block as ``seat`` knows it: by name if it is his or public, else by army and token."""
    block = s.pieces[token].block
    if knows(s, seat, token, block):
        return Msg("napoleon1815-name-block", block=refs.BLOCK[block])
    return Msg("napoleon1815-name-token", army=refs.ARMY[ARMY[block]], token=token)


def knows(s: N1815State, seat: str, token: str, block: str) -> bool:
    """Whether ``seat`` knows which block ``token`` is: his own, public, or shown to him (EVT-30)."""
    return ARMY[block] in armies_of(seat) or board.is_public(s, token) or token in shown_to(s, seat)


def stack_pick(s: N1815State, seat: str, verb: str, token: str) -> Action:
    """``add`` or ``drop`` (a step back) of one block of the stack being formed, named as ``seat``
    knows it; the others read its token alone when blocks are hidden (GRG-1)."""
    block = s.pieces[token].block
    return _stack_pick(verb, token, block if knows(s, seat, token, block) else "", ARMY[block], grognard(s))


@lru_cache(maxsize=4096)  # an offered action is immutable: built once per block and how it is named
def _stack_pick(verb: str, token: str, block: str, army: str, hidden: bool) -> Action:
    if block:
        name = Msg("napoleon1815-name-block", block=refs.BLOCK[block])
    else:
        name = Msg("napoleon1815-name-token", army=refs.ARMY[army], token=token)
    label = Msg(f"napoleon1815-action-{verb}", block=name)
    public = Msg(f"napoleon1815-public-{verb}", token=token) if hidden else None
    kind = ActionKind.BACK if verb == "drop" else ActionKind.PRIMARY
    return Action(verb, (token,), label, kind, public)


@lru_cache(maxsize=1024)  # a search's playout: no labels
def _quiet_pick(verb: str, token: str) -> Action:
    return Action(verb, (token,), None, ActionKind.BACK if verb == "drop" else ActionKind.PRIMARY)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Op(OpFields):
    kind = "op"

    # --- the stages -----------------------------------------------------------------------------

    def run(self, s: N1815State) -> Flow:
        match self.at:
            case self.BUILD:
                return self.wait(self.seat, "napoleon1815-ask-build")
            case self.ACTIVATE:
                self.at = self.BATTLE if self.action == "attack" else self.PREFLIP
                if "rain" in s.effects:
                    return push(s, spread_fatigue(s, self.group, 1, seat=self.seat))  # EVT-09
                return NEXT
            case self.BATTLE:
                self.at = self.END
                return push(s, battle_frame(s, self.area, self.side, self.group, False))
            case self.PREFLIP:
                self.at = self.FLIP
                open_window(s, "preflip", other(self.side), self.side)
                return NEXT
            case self.FLIP:
                return self._flip(s)
            case self.POSTFLIP:
                self.at = self.MOVE
                open_window(s, "postflip", other(self.side), self.side)
                return NEXT
            case self.MOVE:
                if self.stop or not any(t in s.pieces for t in self.group):
                    self.at = self.ENDMOVE
                    return NEXT
                return self.wait(self.seat, "napoleon1815-ask-move")
            case self.ENDMOVE:
                self.at = self.FATIGUE
                if self.roads > 0 and any(t in s.pieces for t in self.group):
                    open_window(s, "endmove", other(self.side), self.side)
                return NEXT
            case self.FATIGUE:
                return self._fatigue(s)
            case self.ENGAGE:
                if self.end_engaged and corps_tokens(s, self.group) and is_engaged(s, self.here):
                    return self.wait(self.seat, "napoleon1815-ask-engage")
                self.at = self.END
                return NEXT
            case self.END:
                return self._end(s)
            case self.COMBINED:
                return self.wait(self.seat, "napoleon1815-ask-combined")
        return DONE

    def _flip(self, s: N1815State) -> Flow:
        """MOV-1: the MP card (EVT-23 General advance: 3 MP without a flip)."""
        self.group = [t for t in self.group if t in s.pieces]
        if not self.group:
            self.at = self.END
            return NEXT
        if "general_advance" in s.effects and self.side == FRENCH:
            value = 3
            log(s, Msg("napoleon1815-log-general-advance-mp"))
        else:
            card = deck.flip(s, self.side)
            value = deck.value(card)
            self.card = value
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "napoleon1815-log-mp-flip",
                        seat=refs.SEAT[self.seat],
                        card=deck.flipped(card),
                        value=value,
                    ),
                )
        self.mp = mp_for(s, self.group, value)
        if "defend_brussels" in s.effects and self.side != FRENCH and not self.scouts:
            self.bru = 1  # EVT-37
        self.at = self.POSTFLIP
        return NEXT

    def _fatigue(self, s: N1815State) -> Flow:
        """MOV-7 after a move of at least one road (scouts too, with none: the enemy cannot tell)."""
        self.at = self.ENGAGE
        if self.scouts:
            scouts_stop(s, self)
        if not any(t in s.pieces for t in self.group) or (self.roads == 0 and self.used == 0):
            return NEXT
        n = fatigue_of_move(s, self)
        known = not grognard(s) or self._no_fatigue(s)
        return push(s, spread_fatigue(s, self.group, n, amount_public=known, seat=self.seat))

    def _no_fatigue(self, s: N1815State) -> bool:
        """MOV-7 as everyone can tell none is due, whatever the stack: 3 MP or fewer used (A), neither
        started nor ended engaged (B, C), no card played against the move (D: Fatigue)."""
        quiet = not self.start_engaged and not self.end_engaged
        return self.used <= 3 and quiet and other(self.side) not in s.green_used

    def _end(self, s: N1815State) -> Flow:
        """OPS-7: the operating blocks are spent even if they did nothing; EVT-47 may follow."""
        board.spend(s, self.group)
        board.settle(s, self.here)
        if self.side == FRENCH and may_play(s, self):
            self.at = self.COMBINED
            return NEXT
        return DONE

    # --- questions ------------------------------------------------------------------------------

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        match self.at:
            case self.BUILD:
                return self._build_prompt(s)
            case self.MOVE:
                return self._move_prompt(s)
            case self.ENGAGE:
                p = Prompt(self.ask, Msg("napoleon1815-prompt-engage", area=refs.AREA[self.here]))
                p.add("attack", label=Msg("napoleon1815-action-move-attack"))
                p.add("hold", label=Msg("napoleon1815-action-hold"), kind=ActionKind.DONE)
                return p
        # EVT-47: a card moment asked whatever the hand, like a reaction window: ending passes it
        p = Prompt(self.ask, Msg("napoleon1815-prompt-combined"), window=COMBINED_WINDOW)
        p.decline = p.add("end", label=Msg("napoleon1815-action-end-operation"), kind=ActionKind.DONE)
        for c in sorted(set(s.hands[FRANCE])):
            if cards.CARD[c].event == "combined_operation":
                p.add("play", c, label=Msg("napoleon1815-action-play-combined", card=refs.CARD[c]))
        # EVT-47: forced once every Combined operation card was seen going to the discard pile.
        held = any(c.event == "combined_operation" for c in deck.may_hold(s, FRANCE))
        p.forced = len(p.actions) == 1 and not held
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        match self.at:
            case self.BUILD:
                self._build_answer(s, action)
            case self.MOVE:
                self._move_answer(s, action)
            case self.ENGAGE:
                self.at = self.END
                if action.verb == "attack":
                    group = [t for t in self.group if t in s.pieces]
                    push(s, battle_frame(s, self.here, self.side, group, True))
            case _:
                self.at = self.OVER
                if action.verb == "play":
                    mover_plays(s, self.seat, int(action.args[0]), self.side)

    # --- building the stack ---------------------------------------------------------------------

    def candidates(self, here: list[tuple[str, Piece]]) -> list[str]:
        """Active blocks of the operating player in the area (both Allied armies with cooperation),
        among the pieces ``here`` (``_here``)."""
        armies = (*armies_of(self.seat), ANGLO_DUTCH, PRUSSIAN) if self.coop else armies_of(self.seat)
        found = []
        for t, p in here:  # a loop, not sorted(generator): asked at every step of stack building
            if not p.spent and ARMY[p.block] in armies:
                found.append(t)
        found.sort()
        return found

    def _here(self, s: N1815State) -> list[tuple[str, Piece]]:
        """The pieces in the operation's area (in piece order), read once for the whole prompt."""
        return pieces_in(s, self.area)

    def _group_ok(self, s: N1815State, here: list[tuple[str, Piece]], engaged: bool) -> tuple[bool, bool]:
        """Whether the chosen blocks may move, and whether they may attack, together (``engaged``:
        the area is, TRM-15)."""
        if not self.group:
            return False, False
        pieces = [s.pieces[t] for t in self.group]
        corps_armies = {ARMY[p.block] for p in pieces if KIND[p.block] == CORPS}
        if not corps_armies:  # scouts alone move (GRG-5); TRM-3: a commander never moves alone
            return all(KIND[p.block] == SCOUT for p in pieces), False
        for p in pieces:
            if ARMY[p.block] not in corps_armies:  # each block with a corps of its army
                return False, False
        return not self._leaves_commander_alone(here), engaged

    def _leaves_commander_alone(self, here: list[tuple[str, Piece]]) -> bool:
        """TRM-3: never leave one's own commander without one of one's own corps. With three players
        each looks after his own commander only: the partner's blocks are hidden from him (3P-3) and
        not his to use (3P-10), so they neither escort his commander nor stop his move; a commander
        the partner's move leaves alone is killed or captured (TRM-4), in everyone's sight."""
        own, group = armies_of(self.seat), self.group
        commander = False
        for t, p in here:  # the blocks of one's own that stay
            if t not in group and ARMY[p.block] in own:
                kind = KIND[p.block]
                if kind == CORPS:
                    return False
                commander = commander or kind == COMMANDER
        return commander

    def _coop_cards(self, s: N1815State, here: list[tuple[str, Piece]]) -> list[int]:
        """Allied cooperation (EVT-30), if the area holds active blocks of both Allied armies (public)."""
        if self.coop or self.side == FRENCH or self.side in s.green_used or self.group:
            return []
        held = sorted({c for c in s.hands[self.seat] if cards.CARD[c].event == "allied_cooperation"})
        if not held or not {ANGLO_DUTCH, PRUSSIAN} <= {ARMY[p.block] for _, p in here if not p.spent}:
            return []
        return held

    def _build_prompt(self, s: N1815State) -> Prompt:
        p = Prompt(self.ask, _build_text(self.area))
        here = self._here(s)
        if s.quiet:  # a search's playout: no labels, so the same stack and area get the same offers
            key = (self.seat, self.coop, tuple(self.group), tuple(here))
            offers = _QUIET_OFFERS.get(key)
            if offers is None:
                if len(_QUIET_OFFERS) >= _QUIET_OFFERS_KEPT:
                    _QUIET_OFFERS.clear()
                offers = _QUIET_OFFERS[key] = self._offers(s, here)
        else:
            offers = self._offers(s, here)
        p.actions, p.gather = [*offers[0]], offers[1]
        for c in self._coop_cards(s, here):
            p.add("play", c, label=Msg("napoleon1815-action-play-cooperation", card=refs.CARD[c]))
        p.actions.append(_OTHER_AREA)
        return p

    def _offers(self, s: N1815State, here: list[tuple[str, Piece]]) -> Offers:
        """The blocks to add to the stack or drop from it, then moving and attacking with it, and
        how the client may gather them: a function of the seat, the stack chosen so far and the
        pieces ``here`` (the stack's among them) alone, but for the labels of the blocks."""
        pieces, group, offered = s.pieces, self.group, []
        kinds = {KIND[pieces[t].block] for t in group}
        armies = {ARMY[pieces[t].block] for t in group}
        adds, quiet = False, s.quiet  # quiet: a search's playout, no labels
        own, hidden = armies_of(self.seat), grognard(s)
        for t in self.candidates(here):
            block = pieces[t].block
            army = ARMY[block]
            verb = ""
            if t in group:
                verb = "drop"
            elif (not group or (KIND[block] == SCOUT) == (SCOUT in kinds)) and (  # GRG-5: scouts with scouts
                self.coop or not armies or army in armies  # OPS-5
            ):
                adds, verb = True, "add"
            if verb and quiet:
                offered.append(_quiet_pick(verb, t))
            elif verb:  # stack_pick, the seat's own blocks named at once
                named = army in own or knows(s, self.seat, t, block)
                offered.append(_stack_pick(verb, t, block if named else "", army, hidden))
        engaged = _engaged(here)
        move, attack = self._group_ok(s, here, engaged)
        if move:
            offered.append(_MOVE)
        if attack:
            offered.append(_ATTACK)
        gather = (GATHER_TO_MOVE_OR_ATTACK if engaged else GATHER_TO_MOVE) if adds else None
        return tuple(offered), gather

    def _build_answer(self, s: N1815State, action: Action) -> None:
        verb = action.verb
        if verb == "add":
            self.group.append(str(action.args[0]))
        elif verb == "drop":
            self.group.remove(str(action.args[0]))
        elif verb == "back":
            finish(s, self)
            ops = find(s, OpsFields)
            if ops is not None:
                ops.at = ops.TURN  # the same player chooses again
        elif verb == "play":
            mover_plays(s, self.seat, int(action.args[0]), self.side)
        else:
            self._activate(s, verb)

    def _activate(self, s: N1815State, action: str) -> None:
        self.action = action
        self.group = sorted(self.group)
        self.scouts = all(KIND[s.pieces[t].block] == SCOUT for t in self.group)
        self.start_engaged = is_engaged(s, self.area)
        self.at = self.ACTIVATE
        if not s.quiet:  # a search's playout makes no log
            key = (
                "napoleon1815-log-activate-attack" if action == "attack" else "napoleon1815-log-activate-move"
            )
            who = board.names(s, self.group)
            log(s, Msg(key, seat=refs.SEAT[self.seat], who=who, n=len(self.group), area=refs.AREA[self.area]))
            log(s, Msg("napoleon1815-log-own-stack", blocks=board.own_names(s, self.group)), to=self.seat)

    # --- moving ---------------------------------------------------------------------------------

    def _move_prompt(self, s: N1815State) -> Prompt:
        p = Prompt(self.ask, _move_text(self.here))
        for there, cost in steps(s, self):
            p.actions.append(_road(there, cost))
        card_moment = may_play(s, self)
        if card_moment:
            self._own_move_cards(s, p)
        p.actions.append(_stop(self.here))
        # Forced (issue 8 §4) only when everyone can tell that "stop" is all that is left: no card
        # moment (hand sizes and cards played are public) and a stack everyone knows, so its MP too.
        p.forced = len(p.actions) == 1 and not card_moment and composition_public(s, self.group)
        return p

    def _own_move_cards(self, s: N1815State, p: Prompt) -> None:
        """Green cards the mover may play while moving (TRM-12, own-move symbol); Organisational
        superiority once a friendly stack has stopped the French move (EVT-25)."""
        seat, timing = self.seat, f"{self.side}_move"
        moment = Moment("move", self.side)
        for c in sorted(set(s.hands[seat])):
            card = cards.CARD[c]
            if card.timing != timing:  # a StrEnum (None: no timing symbol)
                continue
            if card.event == "organisational_superiority":
                if self.halted and not self.stop:
                    p.add("play", c, label=Msg("napoleon1815-action-play-orgsup", card=refs.CARD[c]))
            elif card.event == "bridge_demolition":
                for there in bridges_to_destroy(s, self):
                    bridge = Msg("napoleon1815-action-play-bridge", card=refs.CARD[c], area=refs.AREA[there])
                    p.add("play", c, there, label=bridge)
            elif card.event == "grouchy":
                if (
                    self.roads == 0
                    and self.card is not None
                    and not self.reflipped
                    and has_block(s, self.group, oob.GROUCHY)
                ):
                    p.add("play", c, label=Msg("napoleon1815-action-play-grouchy", card=refs.CARD[c]))
            elif card.event in _WHILE_MOVING and CONDITIONS[card.event](s, seat, moment):
                p.actions.append(play_action(c))

    def _move_answer(self, s: N1815State, action: Action) -> None:
        if action.verb == "stop":
            self.stop = True
            return
        if action.verb == "play":
            to = str(action.args[1]) if len(action.args) > 1 else ""
            mover_plays(s, self.seat, int(action.args[0]), self.side, to=to)
            return
        if march(s, self, str(action.args[0])):
            open_window(s, "confusion", other(self.side), self.side)


# The offers of stack building in a quiet state, by seat, cooperation, stack and pieces in the area
# (``Op._build_prompt``): a playout asks them again at every block added or dropped and after every
# step back. Emptied when full.
Offers = tuple[tuple[Action, ...], Gather | None]
_QUIET_OFFERS: dict[tuple[str, bool, tuple[str, ...], tuple[tuple[str, Piece], ...]], Offers] = {}
_QUIET_OFFERS_KEPT = 8192


@lru_cache(maxsize=256)
def _build_text(area: str) -> Msg:
    """The stack-building prompt's text (made once per area: messages never change)."""
    return Msg("napoleon1815-prompt-build", area=refs.AREA[area])


@lru_cache(maxsize=256)
def _move_text(here: str) -> Msg:
    """The movement prompt's text (made once per area: messages never change)."""
    return Msg("napoleon1815-prompt-move", area=refs.AREA[here])


@lru_cache(maxsize=1024)  # an offered action is immutable: built once per road and cost
def _road(there: str, cost: int) -> Action:
    return Action("road", (there,), Msg("napoleon1815-action-road", area=refs.AREA[there], mp=cost))


@lru_cache(maxsize=256)
def _stop(here: str) -> Action:
    return Action("stop", (), Msg("napoleon1815-action-stop", area=refs.AREA[here]), ActionKind.DONE)


def _engaged(here: list[tuple[str, Piece]]) -> bool:
    """TRM-15 (``state.is_engaged``) over the pieces of one area: corps of both sides."""
    return len({CORPS_SIDE[p.block] for _, p in here if p.block in CORPS_SIDE}) == 2


def may_play(s: N1815State, op: OpFields) -> bool:
    """Public test for a mover's card moment: a card in hand and no green card yet this operation."""
    return op.side not in s.green_used and bool(s.hands[op.seat])
