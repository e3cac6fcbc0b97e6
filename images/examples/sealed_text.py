"""Sealed's board as lines: each side's score and reserves and whether its order is sealed, the
rounds revealed so far, and (in a seat's own view) the order it has chosen this round."""

from __future__ import annotations

from engine.core import Ref
from engine.examples.sealed.data import SEATS
from engine.examples.sealed.game import SealedView
from images.boardtext import Writer


def write(view: SealedView, out: Writer) -> None:
    out.opening(view["status"])
    sides = out.section("sealed-sides")
    for seat in SEATS:
        sealed = "sealed" if seat in view["chosen"] else "choosing"
        score, reserves = view["scores"][seat], view["reserves"][seat]
        ref = Ref("sealed-seat", seat)
        sides.append(out.text("sealed-side", seat=ref, score=score, reserves=reserves, order=sealed))
    if "own" in view:
        own = view["own"]
        order = Ref("sealed-order", own["order"])
        sides.append(out.text("sealed-own", order=order, committed=own["committed"]))
    if view["played"]:
        rounds = out.section("sealed-rounds")
        for number, played in enumerate(view["played"], start=1):
            choices = out.join(
                out.text(
                    "sealed-choice",
                    seat=Ref("sealed-seat", seat),
                    order=Ref("sealed-order", choice["order"]),
                    committed=choice["committed"],
                )
                for seat, choice in played["choices"].items()
            )
            winner = played["winner"]
            if winner:
                won = out.text("sealed-won", seat=Ref("sealed-seat", winner))
            else:
                won = out.text("sealed-tied")
            rounds.append(out.text("sealed-round", round=number, choices=choices, outcome=won))
    out.last_moves(view["log"])
