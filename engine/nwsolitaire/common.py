"""Small shared pieces of the rules: names as message arguments, the tracks moved within their
bounds, a random country (2.1.1), a unit moved, and ``Pick``, the frame that asks the player to
choose among counters the rules leave to the player (8.5, 9.7.3, 9.11.2, 11.7: "the player chooses
among equals")."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from engine.core import Action, ActionArg, ActionKind, Arg, Flow, Msg, Prompt, Ref, finish, log, rng
from engine.nwsolitaire.data.map import BUT_FACE, RANDOM_COUNTRY, SEAT
from engine.nwsolitaire.data.track import (
    ABDICATION_MIN,
    ABDICATION_WIN,
    FERVOUR_MAX,
    FERVOUR_MIN,
)
from engine.nwsolitaire.state import MACHINE, SolitaireFrame, SolitaireState, clamp


@cache  # a Ref is immutable: one per name, built once
def country_ref(country: str) -> Ref:
    return Ref("nwsolitaire-country", country)


@cache  # an offered action is immutable: one per verb, arguments and label, built once
def offer(
    verb: str, *args: ActionArg, label: str, kind: ActionKind = ActionKind.PRIMARY, **named: Arg
) -> Action:
    """A prompt's action labelled ``Msg(label, **named)`` (the same object each time it is offered)."""
    return Action(verb, args, Msg(label, **named), kind)


@cache  # keyed by strings alone, cheaper to look up than ``offer``'s named arguments
def offer_country(verb: str, country: str, label: str) -> Action:
    """``offer(verb, country, label=label, country=...)``: an action on one country."""
    return offer(verb, country, label=label, country=country_ref(country))


@cache  # keyed by strings alone, cheaper to look up than ``offer``'s named arguments
def offer_unit(verb: str, uid: str, label: str) -> Action:
    """``offer(verb, uid, label=label, unit=...)``: an action on one unit."""
    return offer(verb, uid, label=label, unit=unit_ref(uid))


@cache  # 4.3-4.5, 4.10: a battle with £0 to ``most`` pounds of the Small War Fund spent on it
def fight_offers(most: int) -> tuple[Action, ...]:
    return tuple(
        offer("fight", n, label="nwsolitaire-action-fight", kind=ActionKind.IRREVERSIBLE, n=n)
        for n in range(most + 1)
    )


@cache  # a Ref is immutable: one per name, built once
def unit_ref(uid: str) -> Ref:
    return Ref("nwsolitaire-unit", uid)


def units_ref(uids: list[str]) -> tuple[Ref, ...]:
    return tuple(map(unit_ref, uids))


@cache  # a Ref is immutable: one per name, built once
def event_ref(code: str) -> Ref:
    return Ref("nwsolitaire-event", code)


@cache  # a Ref is immutable: one per name, built once
def history_ref(key: str) -> Ref:
    return Ref("nwsolitaire-history", key)


@cache  # a Ref is immutable: one per name, built once
def box_ref(box: str) -> Ref:
    return Ref("nwsolitaire-box", box)


@cache  # a Ref is immutable: one per name, built once
def chit_ref(chit: str) -> Ref:
    return Ref("nwsolitaire-chit", chit)


@cache  # a Ref is immutable: one per name, built once
def power_ref(power: str) -> Ref:
    return Ref("nwsolitaire-power", power)


@cache  # a Ref is immutable: one per name, built once
def diplomat_ref(dip: str) -> Ref:
    return Ref("nwsolitaire-diplomat", dip)


def change_fervour(s: SolitaireState, country: str, delta: int) -> None:
    """2.9, 11.4: a country's fervour moves within the track; beyond an end the change is lost."""
    before = s.fervour[country]
    s.fervour[country] = clamp(before + delta, FERVOUR_MIN, FERVOUR_MAX)
    if s.fervour[country] != before and not s.quiet:
        log(
            s,
            Msg(
                "nwsolitaire-log-fervour",
                country=country_ref(country),
                before=before,
                after=s.fervour[country],
            ),
        )


def change_abdication(s: SolitaireState, delta: int) -> None:
    """11.1: the abdication level, 0 to 16."""
    before = s.abdication
    s.abdication = clamp(before + delta, ABDICATION_MIN, ABDICATION_WIN)
    if s.abdication != before and not s.quiet:
        log(s, Msg("nwsolitaire-log-abdication", before=before, after=s.abdication))


def random_country(s: SolitaireState) -> str:
    """2.1.1, 4.3: 1d6 on the green-box die icons; a 6 is the But country."""
    face = rng.roll(s)
    return s.but if face == BUT_FACE else RANDOM_COUNTRY[face]


@cache  # a message never changes: one per question and units among which to pick
def _pick_text(question: str, options: tuple[str, ...]) -> Msg:
    return Msg(f"nwsolitaire-prompt-{question}", units=tuple(map(unit_ref, options)))


@cache  # a pick of each unit among equals
def _pick_offers(options: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(offer_unit("pick", uid, "nwsolitaire-action-pick") for uid in options)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Pick(SolitaireFrame):
    """The player chooses one of ``options`` (units of equal standing) for the rule that asked;
    the choice is left in ``state.picked`` for the frame below."""

    kind = "pick"
    question: str = ""  # the prompt key: nwsolitaire-ask-{question}
    options: list[str] = field(default_factory=list)

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, f"nwsolitaire-ask-{self.question}")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        options = tuple(self.options)
        return Prompt(self.ask, _pick_text(self.question, options), list(_pick_offers(options)))

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        s.picked = str(action.args[0])
        finish(s, self)
