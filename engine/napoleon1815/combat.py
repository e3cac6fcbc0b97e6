"""Combat (p.12-13): a stack in an engaged area attacks every enemy block there.

Steps (CMB-3..9): reveal (Grognard), battle cards (attacker first), count the cards (the attack
is cancelled if the attacker has none), flip (or roll) at once, apply fatigue then damage,
winner, retreat, pursuit; then every block that fought is spent (OPS-7).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import DONE, NEXT, Action, ActionKind, Flow, Msg, Prompt, log, push
from engine.napoleon1815 import board, deck, refs, victory
from engine.napoleon1815.allocation import spread_damage, spread_fatigue
from engine.napoleon1815.battlefield import (
    ROLES,
    BattleFields,
    Hit,
    Role,
    loser_role,
    napoleon_fights,
    role_of,
    side_of,
    stack,
)
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.data import map as data_map
from engine.napoleon1815.retreat import retreat_frame
from engine.napoleon1815.state import (
    ALLIED,
    ARMY_SIDE,
    FRENCH,
    KIND,
    MACHINE,
    SIDE,
    N1815State,
    at,
    cavalry,
    corps_tokens,
    other,
)
from engine.napoleon1815.windows import open_window

Terrain = data_map.Terrain


def battle_frame(s: N1815State, area: str, side: str, attackers: list[str], move_attack: bool) -> Battle:
    """CMB-1/2: the operating stack attacks; the defender fights with all its blocks in the area."""
    defenders = [
        t
        for t in at(s, area)
        if SIDE[s.pieces[t].block] == other(side) and KIND[s.pieces[t].block] != "scout"
    ]
    return Battle(
        area=area,
        att=side,
        attackers=[t for t in attackers if t in s.pieces],
        defenders=defenders,
        move_attack=move_attack,
    )


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Battle(BattleFields):
    kind = "battle"

    def run(self, s: N1815State) -> Flow:
        match self.at:
            case self.START:
                return self._start(s)
            case self.ATT_CARD:
                self.at = self.COUNT
                open_window(s, "battle", other(self.att), self.att)
                return NEXT
            case self.COUNT:
                return self._count_and_flip(s)
            case self.REAR_GUARD:
                self.at = self.CLOSE
                tokens = stack(s, self, Role.DEF)
                return push(s, retreat_frame(s, tokens, ALLIED, 2)) if corps_tokens(s, tokens) else NEXT
            case self.LOSER:
                return self._apply_results(s)
            case self.AFTER:
                return self._after(s)
            case self.STAY:
                return self.wait(board.owner(s, stack(s, self, loser_role(self))), "napoleon1815-ask-stay")
            case self.PURSUIT:
                return self._pursuit(s)
            case self.PANIC:
                self.at = self.END
                if self.retreated and self.winner == ALLIED and stack(s, self, loser_role(self)):
                    open_window(s, "panic", ALLIED, self.att)
                return NEXT
            case self.END:
                return self._grand_battery(s)
        self._close(s)
        return DONE

    def _start(self, s: N1815State) -> Flow:
        """GRG-2: both sides' blocks in the area are laid face up before anyone plays a card."""
        s.face_up = at(s, self.area)
        s.disclosed = True
        french = stack(s, self, role_of(self, FRENCH))
        self.french_cavalry = cavalry(s, french) > 0
        self.napoleon = napoleon_fights(s, self)
        log(
            s,
            Msg(
                "napoleon1815-log-battle",
                side=refs.SIDE[self.att],
                area=refs.AREA[self.area],
                attackers=board.names(s, self.attackers),
                defenders=board.names(s, self.defenders),
            ),
        )
        self.at = self.ATT_CARD
        open_window(s, "battle", self.att, self.att)  # CMB-3: the attacker first, then the defender
        return NEXT

    def count_cards(self, s: N1815State, role: Role) -> int:
        """CMB-3: 1 card per corps of 1-4 SP, 2 of 5-8; -1 per corps over 4 fatigue; move-attack -1;
        the defender's terrain; every block's battle bonus; events."""
        tokens = stack(s, self, role)
        n = 0
        for t in corps_tokens(s, tokens):
            piece = s.pieces[t]
            n += 2 if piece.sp >= components.TWO_CARD_SP else 1
            n -= 1 if piece.fatigue >= components.TIRED_FATIGUE else 0
        for t in tokens:
            block = s.pieces[t].block
            if not (block == oob.NAPOLEON and "emperors_ill_health" in s.effects):
                n += oob.BLOCK[block].battle_cards
        if role is Role.ATT:
            if self.move_attack and "rapid_deployment" not in self.flags:
                n -= 1
            return n + self.plus_att
        if "valour" not in self.flags:
            n += self._terrain_cards(s)
        return n + self.plus_def

    def _terrain_cards(self, s: N1815State) -> int:
        area, side = self.area, side_of(self, Role.DEF)
        terrain = data_map.AREA[area].terrain
        flag = s.control.get(area)
        if terrain is Terrain.FOREST:
            return 1
        if terrain is Terrain.WALLED_CITY and flag is not None and ARMY_SIDE[flag] == side:
            return 1
        if terrain is Terrain.FORTIFIED_FARM and side == ALLIED and area in s.entrenchments:
            return 1
        return 0

    def _count_and_flip(self, s: N1815State) -> Flow:
        """CMB-3/4: the attacker's count decides whether the battle goes on (A-8); only then are the
        defender's cards counted out and both flipped (or rolled) before everyone. Each count comes
        from SP and fatigue behind the screens, so showing it discloses them; a called-off attack
        shows the attacker's count alone (no defender's card is ever turned)."""
        if "rear_guard" in self.flags:
            return self._rear_guard(s)
        att, dfd = self.att, other(self.att)
        self.cards_att = self.count_cards(s, Role.ATT)
        s.disclosed = True
        if self.cards_att <= 0:
            self.flags.append("cancelled")
            log(s, Msg("napoleon1815-log-attack-called-off"))
            self.at = self.CLOSE
            return NEXT
        self.cards_def = max(0, self.count_cards(s, Role.DEF))
        log(
            s,
            Msg(
                "napoleon1815-log-battle-cards",
                attacker=refs.SIDE[att],
                defender=refs.SIDE[dfd],
                att=self.cards_att,
                defence=self.cards_def,
            ),
        )
        hit = {}
        for role, side, count in ((Role.ATT, att, self.cards_att), (Role.DEF, dfd, self.cards_def)):
            boxes = deck.combat_results(s, side, count)
            hit[role] = Hit(sum(b[0] for b in boxes), sum(b[1] for b in boxes))
        self.hit_att, self.hit_def = hit[Role.ATT], hit[Role.DEF]
        if self.hit_att.damage != self.hit_def.damage:
            self.winner = att if self.hit_att.damage > self.hit_def.damage else dfd  # CMB-7
            log(s, Msg("napoleon1815-log-battle-won", side=refs.SIDE[self.winner]))
        else:
            log(s, Msg("napoleon1815-log-battle-drawn"))
        self.at = self.LOSER
        if self.winner is not None:
            open_window(s, "loser", other(self.winner), att)
        return NEXT

    def _apply_results(self, s: N1815State) -> Flow:
        """CMB-5/6: fatigue first, then damage, each spread over the stack; terrain and events
        reduce fatigue."""
        assert self.hit_att is not None and self.hit_def is not None
        received = {Role.ATT: self.hit_def, Role.DEF: self.hit_att}
        fatigue = {role: received[role].fatigue for role in ROLES}
        damage = {role: received[role].damage for role in ROLES}
        if data_map.AREA[self.area].terrain is Terrain.TOWN:
            fatigue[Role.DEF] -= 1
        if side_of(self, Role.DEF) == ALLIED and self.area in s.entrenchments:
            fatigue[Role.DEF] -= 2
        if "square" in self.flags and self.french_cavalry:
            fatigue[role_of(self, ALLIED)] -= 2  # EVT-39
        if "hold_at_all_costs" in self.flags:
            fatigue[loser_role(self)] -= 3  # EVT-19
            damage[loser_role(self)] += 1
        self.at = self.AFTER
        # Square's effect hangs on the French cavalry, which the Allies cannot see.
        hidden = "square" in self.flags
        for role in (Role.DEF, Role.ATT):
            push(s, spread_damage(s, stack(s, self, role), damage[role]))
        for role in (Role.DEF, Role.ATT):
            amount = max(0, fatigue[role])
            push(s, spread_fatigue(s, stack(s, self, role), amount, amount_public=not hidden))
        return NEXT

    def _after(self, s: N1815State) -> Flow:
        winner = self.winner
        if winner is None:
            self.at = self.END
            return NEXT
        loser = loser_role(self)
        if winner == ALLIED and self.napoleon:
            victory.gain(s, ALLIED, 3, Msg("napoleon1815-why-napoleon-beaten"))  # VIC-7
        if winner == ALLIED and "imperial_guard" in self.flags:
            for t in corps_tokens(s, stack(s, self, loser)):
                area = s.pieces[t].area
                if board.add_fatigue(s, t, 1):  # EVT-11
                    board.settle(s, area)
        if not corps_tokens(s, stack(s, self, loser)):
            self.at = self.END  # nothing left to retreat: a commander never moves alone (TRM-3)
            return NEXT
        if "hold_at_all_costs" in self.flags or (
            side_of(self, loser) == ALLIED and self.area in s.entrenchments
        ):
            self.at = self.STAY  # EVT-19: not forced to retreat; CMB-8: an entrenchment may be discarded
            return NEXT
        return self._retreat(s)

    def _retreat(self, s: N1815State) -> Flow:
        assert self.hit_att is not None and self.hit_def is not None
        roads = abs(self.hit_att.damage - self.hit_def.damage)
        self.at = self.PURSUIT
        loser = loser_role(self)
        return push(s, retreat_frame(s, stack(s, self, loser), side_of(self, loser), roads))

    def prompt(self, s: N1815State, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("napoleon1815-prompt-stay", area=refs.AREA[self.area]))
        if "hold_at_all_costs" in self.flags:
            p.add("stay", "hold", label=Msg("napoleon1815-action-stay-hold"))
        else:
            p.add("stay", "entrenchment", label=Msg("napoleon1815-action-stay-entrenchment"))
        p.add("stay", "retreat", label=Msg("napoleon1815-action-stay-retreat"), kind=ActionKind.BACK)
        return p

    def answer(self, s: N1815State, seat: str, action: Action) -> None:
        choice = action.args[0]
        if choice == "retreat":
            self._retreat(s)
            return
        if choice == "entrenchment":
            s.entrenchments.remove(self.area)
            log(s, Msg("napoleon1815-log-entrenchment-discarded", area=refs.AREA[self.area]))
        else:
            log(s, Msg("napoleon1815-log-hold", area=refs.AREA[self.area]))
        self.at = self.END

    def _pursuit(self, s: N1815State) -> Flow:
        """CMB-9: more cavalry than the loser, not in a forest or walled city: flip 1 + 1 per pursuit
        corps; the retreating stack takes the fatigue shown. Comparing the cavalry SP (behind the
        screens) shows everyone which side has more: that step is disclosed."""
        self.at = self.PANIC
        assert self.winner is not None
        winner, loser = role_of(self, self.winner), loser_role(self)
        losers = stack(s, self, loser)
        terrain = data_map.AREA[self.area].terrain
        blocked = {"cambronne", "orderly_retreat"} & set(self.flags)
        if not self.retreated or not losers or terrain in (Terrain.FOREST, Terrain.WALLED_CITY) or blocked:
            return NEXT
        s.disclosed = True
        if cavalry(s, stack(s, self, winner)) <= cavalry(s, losers):
            return NEXT
        pursuers = corps_tokens(s, stack(s, self, winner))
        count = 1 + sum(1 for t in pursuers if oob.BLOCK[s.pieces[t].block].pursuit)
        log(s, Msg("napoleon1815-log-pursuit", side=refs.SIDE[self.winner], n=count))
        boxes = deck.combat_results(s, self.winner, count)
        fatigue = sum(b[1] for b in boxes)  # damage symbols are ignored
        return push(s, spread_fatigue(s, losers, fatigue))

    def _rear_guard(self, s: N1815State) -> Flow:
        """EVT-10: the lone defending corps falls back 2 roads, losing 1 SP (its owner says which) and
        taking 1 fatigue; no pursuit."""
        self.at = self.REAR_GUARD
        corps = corps_tokens(s, stack(s, self, Role.DEF))
        if not corps:
            return NEXT
        area = self.area
        if board.add_fatigue(s, corps[0], 1):
            board.settle(s, area)
            return NEXT
        return push(s, spread_damage(s, corps, 1, cavalry_rule=False))

    def _grand_battery(self, s: N1815State) -> Flow:
        """EVT-27: at the end of the battle the Allied stack loses 1 more SP."""
        self.at = self.CLOSE
        if "grand_battery" in self.flags:
            allied = stack(s, self, role_of(self, ALLIED))
            if corps_tokens(s, allied):
                return push(s, spread_damage(s, allied, 1))
        return NEXT

    def _close(self, s: N1815State) -> None:
        """OPS-7: attackers and defenders become spent; GRG-2: the blocks stand up again."""
        fought = stack(s, self, Role.ATT)
        if "cancelled" not in self.flags:
            fought = fought + stack(s, self, Role.DEF)
        board.spend(s, fought)
        s.face_up = []
        areas = {self.area, *(s.pieces[t].area for t in fought)}
        for area in sorted(areas):
            board.settle(s, area)
