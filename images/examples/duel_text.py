"""The duel's board as lines: each seat's score, cards in hand and flag, the deck, the cards played,
and (in a seat's own view) its hand."""

from __future__ import annotations

from engine.core import Ref
from engine.examples.duel.game import SEATS, DuelView
from images.boardtext import Writer


def write(view: DuelView, out: Writer) -> None:
    out.opening(view["status"])
    table = out.section("duel-table")
    for seat in SEATS:
        flag = "up" if view["flags"][seat] else "down"
        ref = Ref("duel-seat", seat)
        score, cards = view["scores"][seat], view["hand_sizes"][seat]
        table.append(out.text("duel-seat", seat=ref, score=score, cards=cards, flag=flag))
    table.append(out.text("duel-deck", cards=view["deck_size"]))
    table.append(out.text("duel-shown", cards=_cards(out, view["shown"])))
    if "hand" in view:
        table.append(out.text("duel-hand", cards=_cards(out, view["hand"])))
    out.last_moves(view["log"])


def _cards(out: Writer, cards: list[int]) -> str:
    """Card values in order (numbers read the same in every language), or the word for none."""
    return out.join(map(str, cards)) if cards else out.tr.text("images-none")
