"""Small wars (4.9, 4.9.1, 4.9.2) and Napoleon's invasion of Russia (4.10, 4.10.1, 4.10.2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, push, rng
from engine.nwsolitaire.common import (
    Pick,
    box_ref,
    change_abdication,
    change_fervour,
    fight_offers,
    offer,
    offer_unit,
    unit_ref,
)
from engine.nwsolitaire.data.map import (
    AUSTRIA,
    AUSTRIAN,
    BROWN_BOXES,
    COALITION,
    ECONOMIC,
    FRANCE,
    GERMANY,
    INVASION_DIFFICULTY,
    OTTOMAN_MOD,
    PRUSSIA,
    PRUSSIAN,
    RUSSIA,
    RUSSIAN,
    RUSSIAN_WAR,
    SEA_CONTROL_MOD,
    SEAT,
    SPANISH,
    STRATEGIC,
    SWEDEN,
)
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.naval import COALITION_SEA, FRENCH_SEA, NavalBattle, sea_control
from engine.nwsolitaire.state import (
    COALITION_POOL,
    DELAYED,
    MACHINE,
    NEUTRAL_POOL,
    REMOVED,
    SolitaireFrame,
    SolitaireState,
    draw,
    in_place,
    put_in,
    set_scrolls,
    turn_over,
)
from engine.nwsolitaire.surrender import surrender

EGYPT, SWITZERLAND, FINLAND = "egypt", "switzerland", "finland"


def delay(s: SolitaireState, uid: str, voluntary: bool) -> None:
    """12.3: off the map onto the turn track; back at 11.6 of this turn (voluntary Russian delays) or of
    the next (delays by an event)."""
    s.where[uid] = DELAYED
    s.delayed[uid] = "voluntary" if voluntary else f"event:{s.turn}"
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-delay", unit=unit_ref(uid)))


def russians_to_delay(s: SolitaireState) -> list[str]:
    """12.3: Russian infantry or cavalry in the Coalition pool."""
    return [u for u in in_place(s, COALITION_POOL) if UNITS[u].nation == RUSSIAN]


class Stage(StrEnum):
    ASK = "ask"
    NAVAL = "naval"
    DONE = "done"


_NAVAL = offer("naval", label="nwsolitaire-action-naval")
_CONCEDE = offer("concede", label="nwsolitaire-action-concede", kind=ActionKind.IRREVERSIBLE)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class SmallWar(SolitaireFrame):
    """4.9: a small war in ``box``: the player may fight a naval battle (anchor box, France holding the
    sea, once), delay one Russian unit (a Russian War box, Russia in the Coalition), then spends pounds
    of the Small War Fund and rolls 2d6, or concedes without a roll."""

    kind = "small_war"
    box: str = ""
    at: Stage = Stage.ASK
    naval: str = ""  # "won" / "lost" once a naval battle was fought for this war
    russian: str = ""  # the Russian unit delayed for +1

    def run(self, s: SolitaireState) -> Flow:
        if self.at is Stage.NAVAL:
            self.naval, s.picked = s.picked, ""
            self.at = Stage.ASK
        if self.at is Stage.DONE:
            return DONE
        if self.box == FINLAND and s.status[SWEDEN] != COALITION:  # 6.3: the Finland war brings Sweden in
            s.status[SWEDEN] = COALITION
            s.where["sweden"] = COALITION_POOL
            log(s, Msg("nwsolitaire-log-sweden-joins"))
        return self.wait(SEAT, "nwsolitaire-ask-small-war")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        b = BROWN_BOXES[self.box]
        p = Prompt(
            self.ask,
            Msg(
                "nwsolitaire-prompt-small-war",
                box=box_ref(self.box),
                difficulty=b.difficulty,
                modifier=self.modifier(s),
                fund=s.small_war_fund,
            ),
        )
        if b.anchor and not self.naval and sea_control(s) == FRENCH_SEA:
            p.actions.append(_NAVAL)
        if b.kind == RUSSIAN_WAR and s.status[RUSSIA] == COALITION and not self.russian:
            for uid in russians_to_delay(s):
                p.actions.append(offer_unit("delay", uid, "nwsolitaire-action-delay"))
        p.actions.extend(fight_offers(s.small_war_fund))
        p.actions.append(_CONCEDE)
        return p

    def modifier(self, s: SolitaireState) -> int:
        """4.9: the modifiers besides the pounds: sea control (anchor boxes), the Ottomans, a Russian."""
        b = BROWN_BOXES[self.box]
        mod = 0
        if b.anchor:
            if self.naval:
                mod += SEA_CONTROL_MOD if self.naval == "won" else -SEA_CONTROL_MOD
            else:
                sea = sea_control(s)  # nobody holding the sea gives no modifier
                mod += (
                    SEA_CONTROL_MOD if sea == COALITION_SEA else -SEA_CONTROL_MOD if sea == FRENCH_SEA else 0
                )
        if s.ottoman_at == self.box:
            mod += OTTOMAN_MOD
        if self.russian:
            mod += 1
        return mod

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "naval":
            self.at = Stage.NAVAL
            s.picked = ""
            push(s, NavalBattle(for_war=True))
            return
        if action.verb == "delay":
            self.russian = str(action.args[0])
            delay(s, self.russian, voluntary=True)
            return
        self.at = Stage.DONE
        if action.verb == "concede":
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-concede", box=box_ref(self.box)))
            war_lost(s, self.box)
        else:
            spent = int(action.args[0])
            s.small_war_fund -= spent
            total = sum(rng.roll_many(s, 2)) + spent + self.modifier(s)
            won = total >= BROWN_BOXES[self.box].difficulty
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-small-war",
                        box=box_ref(self.box),
                        spent=spent,
                        total=total,
                        won=int(won),
                    ),
                )
            if won:
                war_won(s, self.box)
            else:
                war_lost(s, self.box)
        after_war(s, self.box)
        if all(side in ("up", "down") for side in s.russian_wars.values()) and not s.russia_invaded:
            push(s, Invasion())


def war_won(s: SolitaireState, box: str) -> None:
    """4.9.1 1): the chit face up in its box, then by type."""
    s.wars[box] = "up"
    kind = BROWN_BOXES[box].kind
    if kind == RUSSIAN_WAR:
        s.russian_wars[box] = "up"
    elif kind == STRATEGIC:
        change_abdication(s, 1)


def war_lost(s: SolitaireState, box: str) -> None:
    """4.9.1 2): the chit face down in its box, then by type (A-3: a gold marker is flipped)."""
    s.wars[box] = "down"
    kind = BROWN_BOXES[box].kind
    if kind == RUSSIAN_WAR:
        s.russian_wars[box] = "down"
    elif kind == ECONOMIC and box in s.gold:
        s.gold[box] = "down"
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-gold-lost", box=box_ref(box)))
    elif kind == STRATEGIC:
        change_abdication(s, -1)


def after_war(s: SolitaireState, box: str) -> None:
    """What follows a particular war: Egypt keeps Napoleon busy there (4.14, A-10: win or lose); the
    Switzerland chit brings the Ireland chit into the cup (rulebook example §13.0 turn 1)."""
    if box == EGYPT and s.napoleon:
        s.napoleon_at, s.napoleon_busy = EGYPT, True
        log(s, Msg("nwsolitaire-log-napoleon-egypt"))
    if box == SWITZERLAND and "war_ireland" not in s.event_cup and "ireland" not in s.wars:
        put_in(s, s.event_cup, "war_ireland")
        log(s, Msg("nwsolitaire-log-chit-added", box=box_ref("ireland")))


class InvasionStage(StrEnum):
    OPEN = "open"
    LEVY = "levy"
    ASK = "ask"
    CHARGE = "charge"
    DONE = "done"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Invasion(SolitaireFrame):
    """4.10: all four Russian War markers are in the Russian War box: Napoleon invades Russia."""

    kind = "invasion"
    at: InvasionStage = InvasionStage.OPEN
    levies: int = 0  # Austrian or Prussian neutral units still to delay (one per French diplomat)
    russians: list[str] = field(default_factory=list)  # delayed for +1 each
    spent: int = 0
    total: int = 0

    def run(self, s: SolitaireState) -> Flow:
        if self.at is InvasionStage.OPEN:
            self.open(s)
            self.at = InvasionStage.LEVY
        if self.at is InvasionStage.LEVY:
            if s.picked:
                delay(s, s.picked, voluntary=False)
                s.picked = ""
                self.levies -= 1
            levy = [
                u
                for u, at in s.where.items()
                if at == NEUTRAL_POOL and UNITS[u].nation in (AUSTRIAN, PRUSSIAN)
            ]
            if self.levies > 0 and levy:
                return push(s, Pick(question="levy", options=levy))
            self.at = InvasionStage.ASK
        if self.at is InvasionStage.DONE:
            return DONE
        return self.wait(
            SEAT, "nwsolitaire-ask-charge" if self.at is InvasionStage.CHARGE else "nwsolitaire-ask-invasion"
        )

    def open(self, s: SolitaireState) -> None:
        """4.10: the Continental System, the Tilsit treaty and the Ottomans go; the Paris marker; Russia
        joins; one Austrian or Prussian neutral unit delayed per French diplomat in Germany or Austria."""
        log(s, Msg("nwsolitaire-log-invasion"))
        s.russia_invaded = True
        s.status[RUSSIA] = COALITION
        s.continental_system = False
        set_scrolls(s, RUSSIA, tuple(x for x in s.scrolls[RUSSIA] if x != "tilsit"))
        s.ottoman_at = ""
        s.paris = True
        for uid, at in s.where.items():
            if at == NEUTRAL_POOL and UNITS[uid].nation == RUSSIAN:
                s.where[uid] = COALITION_POOL
        self.levies = sum(at in (GERMANY, AUSTRIA) for at in s.french_diplomats.values())

    def modifier(self, s: SolitaireState) -> int:
        """4.10: +1 a face-up marker, -1 a face-down one, +1 a Russian delayed (A-9: no sea control)."""
        ups = sum(v == "up" for v in s.russian_wars.values())
        downs = sum(v == "down" for v in s.russian_wars.values())
        return ups - downs + len(self.russians)

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        if self.at is InvasionStage.CHARGE:
            p = Prompt(self.ask, Msg("nwsolitaire-prompt-charge", total=self.total))
            p.add("charge", label=Msg("nwsolitaire-action-charge"), kind=ActionKind.IRREVERSIBLE)
            p.add("accept", label=Msg("nwsolitaire-action-accept"), kind=ActionKind.DONE)
            return p
        p = Prompt(
            self.ask, Msg("nwsolitaire-prompt-invasion", modifier=self.modifier(s), fund=s.small_war_fund)
        )
        for uid in russians_to_delay(s):
            p.actions.append(offer_unit("delay", uid, "nwsolitaire-action-delay"))
        p.actions.extend(fight_offers(s.small_war_fund))
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "delay":
            uid = str(action.args[0])
            self.russians.append(uid)
            delay(s, uid, voluntary=True)
            return
        if action.verb == "fight":
            self.spent = int(action.args[0])
            s.small_war_fund -= self.spent
            self.roll(s)
            if not s.last_charge_used:
                self.at = InvasionStage.CHARGE
                return
        elif action.verb == "charge":  # 4.10.2: the Russian Army's Last Charge, once a game
            s.last_charge_used = True
            log(s, Msg("nwsolitaire-log-last-charge"))
            change_abdication(s, -1)
            self.roll(s)
        self.at = InvasionStage.DONE
        s.status[RUSSIA] = COALITION
        if self.total >= INVASION_DIFFICULTY:
            french_defeat_in_russia(s)
        else:
            french_win_in_russia(s)

    def roll(self, s: SolitaireState) -> None:
        self.total = sum(rng.roll_many(s, 2)) + self.spent + self.modifier(s)
        log(s, Msg("nwsolitaire-log-invasion-roll", total=self.total))


def _remove_french(s: SolitaireState, count: int, spare: tuple[str, ...]) -> None:
    """4.10.1, 4.10.2: French units drawn from the cup leave the game; ``spare`` ones are drawn again."""
    removed: list[str] = []
    kept: list[str] = []
    while len(removed) < count and s.french_cup:
        uid = draw(s, s.french_cup)
        assert uid is not None
        if uid in spare or UNITS[uid].nation == SPANISH:
            kept.append(uid)
            continue
        s.where[uid] = REMOVED
        removed.append(uid)
    for uid in kept:
        put_in(s, s.french_cup, uid)
    log(s, Msg("nwsolitaire-log-french-lost", units=tuple(map(unit_ref, removed))))


def french_win_in_russia(s: SolitaireState) -> None:
    """4.10.1: Napo-V into the event cup, Russia surrenders, abdication -1, fervour +5 in France,
    Germany and Austria, 1d6 French units out of the game."""
    log(s, Msg("nwsolitaire-log-invasion-won"))
    put_in(s, s.event_cup, "napo_v")
    surrender(s, RUSSIA)
    change_abdication(s, -1)
    for country in (FRANCE, GERMANY, AUSTRIA):
        change_fervour(s, country, 5)
    _remove_french(s, rng.roll(s), ("naples", "bavaria"))


def french_defeat_in_russia(s: SolitaireState) -> None:
    """4.10.2: Napo-V replaces Napo-N; Russia, Prussia and Austria join, every scroll and the marriage
    go; abdication +1; the Bavarians turn Austrian; fervour -1d6 in France, Germany and Austria;
    2d6 French units out of the game."""
    log(s, Msg("nwsolitaire-log-invasion-lost"))
    s.napoleon = "V"
    for power in (RUSSIA, PRUSSIA, AUSTRIA):
        s.status[power] = COALITION
        set_scrolls(s, power, ())
    s.marriage = ""
    for uid, at in s.where.items():
        if at == NEUTRAL_POOL and UNITS[uid].nation in (RUSSIAN, PRUSSIAN, AUSTRIAN):
            s.where[uid] = COALITION_POOL
    change_abdication(s, 1)
    s.bavaria_austrian = True
    if s.where["bavaria"] != REMOVED:
        turn_over(s, ["bavaria"])  # 7.6: a face-down Bavarian unit leaves the map by name
        if "bavaria" in s.french_cup:
            s.french_cup.remove("bavaria")
        s.where["bavaria"] = COALITION_POOL
    for country in (FRANCE, GERMANY, AUSTRIA):
        change_fervour(s, country, -rng.roll(s))
    _remove_french(s, sum(rng.roll_many(s, 2)), ("naples",))
