"""Patrol's board as lines: the posts along the river and their pickets, the reserves, the cup and the
chits drawn from it, and (in the player's own view) the chits its scout has seen."""

from __future__ import annotations

from engine.core import Ref
from engine.examples.patrol.data import POSTS
from engine.examples.patrol.game import PatrolView
from images.boardtext import Writer


def write(view: PatrolView, out: Writer) -> None:
    out.opening(view["status"])
    posts = out.section("patrol-posts")
    for post in POSTS:
        ref = Ref("patrol-post", post)
        if post in view["fallen"]:
            posts.append(out.text("patrol-fallen", post=ref))
        else:
            posts.append(out.text("patrol-post", post=ref, pickets=view["pickets"][post]))
    posts.append(out.text("patrol-reserves", reserves=view["reserves"]))
    posts.append(out.text("patrol-repulsed", raids=view["repulsed"]))
    french = out.section("patrol-french")
    french.append(out.text("patrol-cup", chits=view["cup_size"]))
    if view["drawn"]:
        french.append(out.text("patrol-drawn", chits=len(view["drawn"])))
        french.extend(_chits(out, view["drawn"]))
    if view.get("peeked"):
        out.section("patrol-peeked").extend(_chits(out, view.get("peeked", [])))
    out.last_moves(view["log"])


def _chits(out: Writer, chits: list[str]) -> list[str]:
    """Chits one a line, numbered in order (a chit's name is a phrase with commas of its own)."""
    return [out.text("patrol-chit", number=n, chit=Ref("patrol-chit", c)) for n, c in enumerate(chits, 1)]
