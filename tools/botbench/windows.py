"""What Age of Napoleon's reaction windows (Mud, withdrawal, interception) cost its players, per question.

One game of the 1813 scenario through the offline Discord (``tools/botbench/pace.py``'s driver),
each seat's decisions made by the game's own ``general`` strategy from its view, for a fixed number
of decisions. Every question a seat is asked is counted by its kind (its window's kind, or "other"),
with the DMs (new ones, and questions the bot put into an earlier DM by editing it) and the public
posts that brought it: what one decision causes is counted toward the question that follows it.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path

from engine.core import Action
from tools.botbench.pace import Seating, Tally, run_one

DECISIONS = 120  # some 10 minutes on a busy two-core machine


def any_action(picker: random.Random, turn: int, actions: list[Action]) -> Action:
    """The later picks of a gathering (the strategy makes each decision's first)."""
    return picker.choice(actions)


AON = Seating(
    "ageofnapoleon",
    "",
    ("french", "coalition"),
    3,
    any_action,
    "Age of Napoleon 1813, 2 players",
    scenario="1813",
    scripted="general",
    max_decisions=DECISIONS,
)


def table(tally: Tally) -> str:
    lines = [
        f"### {tally.label}: per kind of question, {tally.player_decisions} decisions (before: unmeasured)",
        "",
        "| question | asked | DMs | DMs/question | public posts | posts/question |",
        "|---|---|---|---|---|---|",
    ]
    for kind in sorted(tally.asked, key=lambda k: (k == "other", k)):
        asked, dms, posts = tally.asked[kind], tally.asked_dms[kind], tally.asked_posts[kind]
        lines.append(f"| {kind} | {asked} | {dms} | {dms / asked:.2f} | {posts} | {posts / asked:.2f} |")
    lines += [f"- problem: {p}" for p in tally.problems[:5]]
    return "\n".join(lines)


def report() -> str:
    with tempfile.TemporaryDirectory(prefix="marengo-pace-") as tmp:
        return table(asyncio.run(run_one(AON, False, Path(tmp))))
