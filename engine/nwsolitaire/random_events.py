"""The Random Events Phase (12.0-12.1): 1d6 before Napo-N appears, 2d6 after, 3d6 once Napo-V has;
the events of the rolled row resolved in table order. Only the rows the example of play shows are
known (rulebook example §13.0: 1d6 rows 4 and 6); the rest of the table is not reconstructed yet."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import DONE, Action, Flow, Msg, Prompt, Ref, finish, log, push, rng
from engine.nwsolitaire.common import box_ref, change_fervour, country_ref, diplomat_ref
from engine.nwsolitaire.data.chits import ICONS
from engine.nwsolitaire.data.map import FRANCE, SEAT, SPANISH
from engine.nwsolitaire.data.tables import RANDOM_EVENTS_1D6
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.naval import NavalBattle
from engine.nwsolitaire.smallwar import delay
from engine.nwsolitaire.state import COALITION_POOL, HIGH_SEAS, MACHINE, SolitaireFrame, SolitaireState

SECRET_MONEY = 3  # 【SN】 rulebook example §13.0 turn 1: £3
SN_DIPLOMAT = "hardenberg"  # reconstructed: both examples of 【SN】 flip Hardenberg


def dice_count(s: SolitaireState) -> int:
    """12.0: 1d6, 2d6 once Napo-N has appeared (the Bedroom counts, A-22), 3d6 once Napo-V has."""
    return {"": 1, "B": 1, "N": 2, "V": 3}[s.napoleon]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class RandomEvents(SolitaireFrame):
    """12.0: roll, then each event of the row in order (【SN】 asks the player which reward)."""

    kind = "random_events"
    queue: list[str] = field(default_factory=list)
    rolled: bool = False

    def run(self, s: SolitaireState) -> Flow:
        if not self.rolled:
            self.rolled = True
            n = dice_count(s)
            total = sum(rng.roll_many(s, n))
            row = RANDOM_EVENTS_1D6.get(total) if n == 1 else None
            if row is None:
                log(s, Msg("nwsolitaire-log-random-unknown", total=total, dice=n))
                return DONE
            log(s, Msg("nwsolitaire-log-random", total=total))
            self.queue = list(row)
        while self.queue:
            code = self.queue.pop(0)
            log(s, Msg("nwsolitaire-log-event", event=Ref("nwsolitaire-event", code)))
            flow = resolve_event(s, code)
            if flow is not None:
                return flow
        return DONE


def resolve_event(s: SolitaireState, code: str) -> Flow | None:
    if code == "BP":  # Barbary pirates: the British Navy is flipped
        if s.british_navy == HIGH_SEAS:
            s.british_navy_flipped = True
    elif code == "TG":  # the Guillotine: Atheism gives way to Deism
        if s.religion == "atheism":
            s.religion = "deism"
            log(s, Msg("nwsolitaire-log-religion", religion=Ref("nwsolitaire-religion", s.religion)))
    elif code == "SN":  # secret negotiations: a diplomat flipped, £3 or a lost gold marker back
        if SN_DIPLOMAT not in s.flipped_diplomats:
            s.flipped_diplomats.append(SN_DIPLOMAT)
            log(s, Msg("nwsolitaire-log-flipped", diplomat=diplomat_ref(SN_DIPLOMAT)))
        return push(s, SecretNegotiations())
    elif code == "YF":  # Spanish yellow fever: both Spanish units delayed
        for uid, u in UNITS.items():
            if u.nation == SPANISH and s.where[uid] == COALITION_POOL:
                delay(s, uid, voluntary=False)
    elif code == "RT":  # the Reign of Terror: with the Terror marker, 1d6; a 1 costs France 1d6 fervour
        if s.terror and rng.roll(s) == 1:
            change_fervour(s, FRANCE, -rng.roll(s))
    elif code == "CI":  # a cultural icon, drawn at random, to its home country
        if s.icon_storage:
            icon = s.icon_storage.pop()
            s.icons[icon] = ICONS[icon]
            s.disclosed = True
            log(
                s,
                Msg(
                    "nwsolitaire-log-icon-appears",
                    icon=Ref("nwsolitaire-icon", icon),
                    country=country_ref(ICONS[icon]),
                ),
            )
    elif code == "NB":  # a naval battle
        return push(s, NavalBattle())
    return None


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class SecretNegotiations(SolitaireFrame):
    """【SN】: the player takes £3 or turns a lost gold marker face up again (A-3)."""

    kind = "secret_negotiations"

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, "nwsolitaire-ask-secret")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("nwsolitaire-prompt-secret"))
        p.add("money", label=Msg("nwsolitaire-action-secret-money", n=SECRET_MONEY))
        for box, side in s.gold.items():
            if side == "down":
                p.add("gold", box, label=Msg("nwsolitaire-action-secret-gold", box=box_ref(box)))
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "money":
            s.treasury += SECRET_MONEY
            log(s, Msg("nwsolitaire-log-secret-money", n=SECRET_MONEY, treasury=s.treasury))
        else:
            box = str(action.args[0])
            s.gold[box] = "up"
            log(s, Msg("nwsolitaire-log-secret-gold", box=box_ref(box)))
        finish(s, self)
