"""The Random Events Phase (12.0-12.1): 1d6 before Napo-N appears, 2d6 after, 3d6 once Napo-V has;
the events of the rolled row resolved in table order. The rows are in data/tables.py (1d6 rows 4 and 6
from the example of play, the rest reconstructed); each event's rule is the rulebook's where it states
one (4.13 marriage, 4.1.1 the Continental System, 6.3.1 scrolls, 9.2.3 Josephine, 11.1.1 the Royalists,
12.4 the Hundred Days) and ours where it only names the event (DATA.md)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import DONE, Action, Flow, Msg, Prompt, Ref, finish, log, push, rng
from engine.nwsolitaire.coalition import france_open
from engine.nwsolitaire.common import (
    box_ref,
    change_abdication,
    change_fervour,
    country_ref,
    diplomat_ref,
    event_ref,
    power_ref,
    random_country,
)
from engine.nwsolitaire.data.chits import ICONS
from engine.nwsolitaire.data.map import (
    COALITION,
    FRANCE,
    GERMANY,
    NEUTRAL,
    POWERS,
    PRO_FRENCH,
    SEAT,
    SPAIN,
    SPANISH,
)
from engine.nwsolitaire.data.tables import (
    BRIDES,
    EMANCIPATION_FERVOUR,
    HUNDRED_DAYS,
    HUNDRED_DAYS_VETERAN,
    MARRIAGE_LEFT,
    MARRIAGES_MAX,
    RANDOM_EVENTS,
    RELIGION_EFFECTS,
)
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.naval import NavalBattle
from engine.nwsolitaire.smallwar import delay
from engine.nwsolitaire.state import (
    BEDROOM,
    CASUALTY,
    COALITION_POOL,
    FRENCH_CUP,
    HIGH_SEAS,
    MACHINE,
    NEUTRAL_POOL,
    REMOVED,
    ROYALIST_BOX,
    SolitaireFrame,
    SolitaireState,
    put_in,
    set_scrolls,
)
from engine.nwsolitaire.surrender import surrender

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
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-random", total=total))
            self.queue = list(RANDOM_EVENTS[n][total].events)
        while self.queue:
            code = self.queue.pop(0)
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-event", event=event_ref(code)))
            flow = resolve_event(s, code)
            if flow is not None:
                return flow
        return DONE


def resolve_event(s: SolitaireState, code: str) -> Flow | None:
    """One event of the row; a frame when the player must answer or a naval battle is fought."""
    if code == "SN":  # secret negotiations: a diplomat flipped, £3 or a lost gold marker back
        if SN_DIPLOMAT not in s.flipped_diplomats:
            s.flipped_diplomats.append(SN_DIPLOMAT)
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-flipped", diplomat=diplomat_ref(SN_DIPLOMAT)))
        return push(s, SecretNegotiations())
    if code == "NB":  # 4.9.2 2): a naval battle forced by the event
        return push(s, NavalBattle())
    EVENTS[code](s)
    return None


def barbary_pirates(s: SolitaireState) -> None:
    """【BP】 (13.0 turn 1): the British Navy in the High Seas is flipped until the recovery (11.6)."""
    if s.british_navy == HIGH_SEAS:
        s.british_navy_flipped = True


def set_religion(s: SolitaireState, religion: str) -> None:
    s.religion = religion
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-religion", religion=Ref("nwsolitaire-religion", religion)))


def guillotine(s: SolitaireState) -> None:
    """【TG】 (13.0 turn 1): Atheism gives way to Deism."""
    if s.religion == "atheism":
        set_religion(s, "deism")


def concordat(s: SolitaireState) -> None:
    """【CON】 (reconstructed, 2.7 "other events change it"): the Concordat ends the Republic's
    anti-clerical policy (Atheism or Deism)."""
    if s.religion in ("atheism", "deism"):
        set_religion(s, "concordat")


def excommunication(s: SolitaireState) -> None:
    """【EXC】 (reconstructed, 2.7): with the Pope a prisoner (4.6), the Pope's jailer is a Usurper!"""
    if not s.pope and s.religion != "usurper":
        set_religion(s, "usurper")


def religion_effect(s: SolitaireState) -> None:
    """【IRF】 (2.7): the policy in the box moves fervour (the effects are ours, data/tables.py)."""
    for country, delta in RELIGION_EFFECTS[s.religion]:
        change_fervour(s, country, delta)


def yellow_fever(s: SolitaireState) -> None:
    """【YF】 (13.0 turn 1): both Spanish units in the Coalition pool are delayed (12.3)."""
    for uid, u in UNITS.items():
        if u.nation == SPANISH and s.where[uid] == COALITION_POOL:
            delay(s, uid, voluntary=False)


def reign_of_terror(s: SolitaireState) -> None:
    """【RT】 (13.0 turn 2): with the Terror marker, 1d6; a 1 costs France 1d6 fervour."""
    if s.terror and rng.roll(s) == 1:
        change_fervour(s, FRANCE, -rng.roll(s))


def cultural_icon(s: SolitaireState) -> None:
    """【CI】 (13.0 turn 2): an icon drawn at random from storage goes to its home country (10.2)."""
    if not s.icon_storage:
        return
    icon = s.icon_storage.pop()
    s.icons[icon] = ICONS[icon]
    s.disclosed = True
    if not s.quiet:
        log(
            s,
            Msg(
                "nwsolitaire-log-icon-appears",
                icon=Ref("nwsolitaire-icon", icon),
                country=country_ref(ICONS[icon]),
            ),
        )


def royalist_rising(s: SolitaireState) -> None:
    """【CRA】 (11.1.1): the Royalists rise in France from their box; with French units there a battle
    follows next turn, and a Royalist win gives the player France."""
    if s.where["royalists"] == ROYALIST_BOX:
        s.where["royalists"] = FRANCE
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-royalists"))


def emigres(s: SolitaireState) -> None:
    """【ÉM】 (8.4, 3.3 O): the Émigrés take the field from their box, in France when the Paris or the
    But marker opens it (8.4), otherwise in Germany where they begin (reconstructed)."""
    into = FRANCE if france_open(s) else GERMANY
    back = [u for u in ("emigres_conde", "emigres_vendee") if s.where[u] == ROYALIST_BOX]
    for uid in back:
        s.where[uid] = into
    if back and not s.quiet:
        log(s, Msg("nwsolitaire-log-emigres", country=country_ref(into)))


def josephine_tour(s: SolitaireState) -> None:
    """【JOT】 (2.1.4, 9.2.3): Josephine leaves the Bedroom for a random country (6 = But, 12.1), where
    she costs the light infantry 1 until 11.5 brings her back."""
    if s.josephine_at == BEDROOM:
        s.josephine_at = random_country(s)
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-josephine-tour", country=country_ref(s.josephine_at)))


def continental_blockade(s: SolitaireState) -> None:
    """【CS】 (4.1.1, reconstructed placing): the Continental System marker goes to the High Seas box
    once the Emperor reigns, unless the Russian invasion has removed it from the game (4.10)."""
    if not s.continental_system and not s.russia_invaded and s.napoleon in ("N", "V"):
        s.continental_system = True
        log(s, Msg("nwsolitaire-log-continental-placed"))


def treaty_broken(s: SolitaireState) -> None:
    """【SCR】 (6.3.1: scrolls are removed by events): the first scroll on the powers' boxes, in the
    order of the status track, is removed from the game (the choice of which is ours)."""
    for power in POWERS:
        if s.scrolls.get(power):
            scroll, *rest = s.scrolls[power]
            set_scrolls(s, power, tuple(rest))
            log(
                s,
                Msg(
                    "nwsolitaire-log-scroll-removed",
                    scroll=Ref("nwsolitaire-scroll", scroll),
                    power=power_ref(power),
                ),
            )
            return


def marriage(s: SolitaireState) -> None:
    """【DIV】 (4.13, 4.14, 6.3.2): the Emperor divorces Josephine (she leaves the game) or, with his
    marriage marker gone, remarries (【DIV*】); the bride's country (1d6, data/tables.py) gets the
    marriage marker and turns Neutral (6.2.1) or, Spain, pro-French (6.3.3) even if the treaty had
    gone; two No War!! chits go into the cup; Napoleon spends the rest of the turn in the Bedroom."""
    if s.napoleon != "N" or s.marriage or s.marriages >= MARRIAGES_MAX:
        return
    if s.josephine_at != REMOVED and s.marriages == 0:
        s.josephine_at = REMOVED
        log(s, Msg("nwsolitaire-log-divorce"))
    bride = BRIDES[rng.roll(s)]
    s.marriages += 1
    s.marriage = bride
    log(s, Msg("nwsolitaire-log-marriage", power=power_ref(bride)))
    if bride == SPAIN:
        if s.status[SPAIN] != PRO_FRENCH:
            s.status[SPAIN] = PRO_FRENCH
            log(s, Msg("nwsolitaire-log-pro-french", power=power_ref(SPAIN)))
            for uid, u in UNITS.items():  # 6.3.3: the Spanish units go into the French cup
                if u.nation == SPANISH and s.where[uid] in (COALITION_POOL, NEUTRAL_POOL, CASUALTY, SPAIN):
                    s.where[uid] = FRENCH_CUP
                    put_in(s, s.french_cup, uid)
    elif s.status[bride] != NEUTRAL:
        surrender(s, bride, NEUTRAL)
    first = 2 * s.marriages + 1  # no_war3/4 for the first marriage, no_war5/6 for the second
    for n in (first, first + 1):
        put_in(s, s.event_cup, f"no_war{n}")
    s.napoleon_at = BEDROOM
    s.napoleon_busy = True


def marriage_left(s: SolitaireState) -> None:
    """【DO】 (6.3.2): a marriage marker still on a neutral power costs the player (ours: abdication -1)."""
    if s.marriage and s.status.get(s.marriage) != COALITION:
        change_abdication(s, MARRIAGE_LEFT)


def emancipation(s: SolitaireState) -> None:
    """【EOTJ】 (2.8): the Emancipation marker replaces the Ghetto; its favourable results are ours."""
    if s.emancipation:
        return
    s.emancipation = True
    log(s, Msg("nwsolitaire-log-emancipation"))
    for country, delta in EMANCIPATION_FERVOUR:
        change_fervour(s, country, delta)


def hundred_days(s: SolitaireState) -> None:
    """【HUN】 (12.4): the Hundred Days raise the abdication level by 2 (1 in the Veteran game); once a
    game (reconstructed)."""
    if s.hundred_days:
        return
    s.hundred_days = True
    log(s, Msg("nwsolitaire-log-hundred-days"))
    change_abdication(s, HUNDRED_DAYS_VETERAN if s.options.get("veteran") == "on" else HUNDRED_DAYS)


EVENTS = {
    "BP": barbary_pirates,
    "TG": guillotine,
    "CON": concordat,
    "EXC": excommunication,
    "IRF": religion_effect,
    "YF": yellow_fever,
    "RT": reign_of_terror,
    "CI": cultural_icon,
    "CRA": royalist_rising,
    "EM": emigres,
    "JOT": josephine_tour,
    "CS": continental_blockade,
    "SCR": treaty_broken,
    "DIV": marriage,
    "DO": marriage_left,
    "EOTJ": emancipation,
    "HUN": hundred_days,
}


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
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-secret-money", n=SECRET_MONEY, treasury=s.treasury))
        else:
            box = str(action.args[0])
            s.gold[box] = "up"
            log(s, Msg("nwsolitaire-log-secret-gold", box=box_ref(box)))
        finish(s, self)
