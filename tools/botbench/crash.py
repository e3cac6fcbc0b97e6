"""After a bot process was killed with SIGKILL during the load: is anything acknowledged lost, or doubled?

The end-to-end crash check (``tests/bot/test_e2e_process.py``, ``tests/bot/test_shards_process.py``)
at the scale of the load, on PostgreSQL: for every game, its action log has no gap and nothing twice
(the last ``seq`` is the number of entries and the game's version), everything committed was
announced (``announced_version``), the latest snapshot is at the step of the plays in the log, no
version its players were shown ✅ for is missing from the log (acknowledged: none may be lost), and
the log holds no more plays than the moves made (a move whose process died between its commit and
its answer happened without a ✅; none may be doubled).

Acknowledged, per game: the highest version a move answered ✅ committed. A button or menu is drawn
for one version (its custom_id carries it), and a move's own answer is read when it comes (the
clicks on one private panel all answer in that one message, so what it shows at the end is only the
last click's answer): a ✅ for a move drawn at version v proves v + 1 was committed, whereas a
refused click (stale, or repeated after its first click was taken) shows no ✅.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass

import asyncpg

POLL = 0.5  # seconds

GAMES = (
    "SELECT channel_id, version, announced_version,"
    " (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id AND kind = 'play' AND undone = 0),"
    " (SELECT MAX(seq) FROM actions a WHERE a.game_id = g.id),"
    " (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id),"
    " (SELECT (state::json->>'step')::bigint FROM snapshots s WHERE s.game_id = g.id"
    " ORDER BY step DESC LIMIT 1)"
    " FROM games g WHERE status IN ('active', 'finished')"
)


@dataclass(frozen=True, slots=True)
class Moves:
    """What the players of one game saw: the highest version a move answered ✅ committed, how many
    moves were answered ✅, and how many were made (repeats included)."""

    acknowledged: int  # a version
    ticked: int
    made: int


@dataclass(frozen=True, slots=True)
class Crash:
    games: int  # checked
    acknowledged: int  # moves whose own answer showed ✅, over all games
    stored: int  # plays in the logs
    lost: int  # acknowledged versions missing from their game's log
    doubled: int  # plays stored beyond the moves made
    torn: int  # games whose log has a gap or a double, or was not all announced, or whose snapshot is behind
    restart_s: float  # from SIGKILL until the restarted process's shard was connected again

    @property
    def ok(self) -> bool:
        return self.lost == self.doubled == self.torn == 0


async def settle(url: str, seconds: float) -> int:
    """Wait (up to ``seconds``) until every game's committed version was announced, as the restarted
    process's background round does for what the kill left unposted; returns the games still owed."""
    conn = await asyncpg.connect(url)
    try:
        for _ in range(int(seconds / POLL)):
            owed = int(await conn.fetchval("SELECT COUNT(*) FROM games WHERE version <> announced_version"))
            if owed == 0:
                return 0
            await asyncio.sleep(POLL)
        return owed
    finally:
        await conn.close()


async def check(url: str, moves: dict[int, Moves], restart_s: float) -> tuple[Crash, list[str]]:
    """Compare the database at ``url`` with ``moves`` (by the game's thread id); returns the counts and
    a line for each game that is wrong."""
    conn = await asyncpg.connect(url)
    try:
        rows: Sequence[asyncpg.Record] = await conn.fetch(GAMES)
    finally:
        await conn.close()
    lost = doubled = torn = stored = 0
    problems = []
    for thread, version, announced, plays, last_seq, entries, step in rows:
        seen = moves.get(thread, Moves(0, 0, 0))
        stored += plays
        lost += max(seen.acknowledged - version, 0)
        doubled += max(plays - seen.made, 0)
        whole = (last_seq or 0) == entries == version == announced and (step or 0) == plays
        torn += not whole
        if not whole or seen.acknowledged > version or plays > seen.made:
            problems.append(
                f"game in thread {thread}: version {version} stored, {seen.acknowledged} acknowledged;"
                f" {plays} plays stored, {seen.ticked} answered ✅, {seen.made} made; seq {last_seq},"
                f" entries {entries}, announced {announced}, snapshot step {step}"
            )
    acknowledged = sum(m.ticked for m in moves.values())
    return Crash(len(rows), acknowledged, stored, lost, doubled, torn, restart_s), problems
