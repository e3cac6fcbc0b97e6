"""Age of Napoleon's board as lines (``images.boardtext``): the status, the tracks, each side's cards, every
country's status, the corps area by area and side by side with their strength, the prisoners, the last battle, and (in a
seat's own view) its hand. Words from the game's catalogs (``ageofnapoleon-text-*``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from engine.ageofnapoleon.data.cards import CARDS
from engine.ageofnapoleon.view import AonView
from engine.core import Msg, Ref
from images.ageofnapoleon.mapview import stacks, strength
from images.boardtext import Section, Writer

G = "ageofnapoleon"


def _section(out: Writer, heading: str) -> list[str]:
    lines: list[str] = []
    out.sections.append(Section(out.say(Msg(f"{G}-text-{heading}")), lines))
    return lines


def write(view: Mapping[str, Any], out: Writer) -> None:
    out.opening(view["status"])
    tracks = _section(out, "tracks")
    tracks.append(
        out.say(
            Msg(
                f"{G}-board-track",
                year=str(view["year"]),
                round=view["round"],
                winter=1 if view["winter"] else 0,
                phase=Ref(f"{G}-phase", view["phase"]),
            )
        )
    )
    cards = view["cards"]
    for side in ("french", "coalition"):
        n = cards["hand_counts"].get(side, 0)
        tracks.append(out.say(Msg(f"{G}-board-hand", seat=Ref(f"{G}-seat", side), n=n)))
    tracks.append(out.say(Msg(f"{G}-board-deck", deck=cards["deck"], discard=len(cards["discard"]))))
    countries = _section(out, "countries")
    for country, status in view["statuses"].items():
        countries.append(
            out.say(
                Msg(
                    f"{G}-text-country",
                    country=Ref(f"{G}-country", country),
                    status=Ref(f"{G}-status", status),
                )
            )
        )
    corps = _section(out, "corps")
    aon = cast(AonView, view)
    for area, sides in sorted(stacks(aon).items()):
        for side, pieces in sorted(sides.items()):
            worn = sum(1 for c in pieces if c in view["reduced"])
            line = Msg(
                f"{G}-text-stack",
                area=Ref(f"{G}-area", area),
                side=Ref(f"{G}-board-side", side),
                corps=tuple(Ref(f"{G}-corps", c) for c in pieces),
                strength=strength(aon, pieces),
                reduced=worn,
            )
            corps.append(out.say(line))
    prisoners = view["prisoners"]
    _section(out, "losses").append(
        out.say(
            Msg(
                f"{G}-board-prisoners",
                french=len(prisoners.get("french", [])),
                coalition=len(prisoners.get("coalition", [])),
                out=len(view["out"]),
            )
        )
    )
    battle = view["battle"]
    if battle is not None:
        _section(out, "battle").append(
            out.say(
                Msg(
                    f"{G}-board-battle",
                    area=Ref(f"{G}-area", battle["area"]),
                    attacker=Ref(f"{G}-seat", battle["attacker"]),
                    winner=Ref(f"{G}-seat", battle["winner"]),
                    atotal=battle["totals"][0],
                    dtotal=battle["totals"][1],
                )
            )
        )
    hand = cards.get("hand")
    if hand:
        own = _section(out, "hand")
        for card in hand:
            phase = Ref(f"{G}-cardphase", CARDS[card].phase.value)
            own.append(out.say(Msg(f"{G}-board-card", card=Ref(f"{G}-card", card), phase=phase)))
    out.last_moves(view["log"])
