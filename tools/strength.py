"""The AI's recorded strength: every series ``python -m tools.matchup GAME --ai --record`` played, one
JSON line each in ``tools/strength.jsonl``, and the figures ``make bench`` shows from them.

A series at ``normal``'s budget takes hours of one core (a decision is about 2 s, a game a hundred
decisions), so ``make bench`` does not play one: it prints what the last recorded series of each
seat reached, and says which series that was (games a seat, budget, commit, date, load). The issue's
targets (issue 19): on average over the seats at least 70% against the best scripted players, in
every seat at least 20 points above what the scripted player reaches there on the same seeds, and at
least 95% against random play.

``python -m tools.strength add OUT --commit C --load L`` records the seat lines a matchup printed to
``OUT`` (a series run before ``--record`` existed, or on another tree); ``python -m tools.strength``
prints the figures of every game recorded.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import NotRequired, TypedDict

LEDGER = Path(__file__).with_name("strength.jsonl")
VERSUS_SCRIPTED, MARGIN, VERSUS_RANDOM = 0.70, 0.20, 0.95  # issue 19's targets


class Series(TypedDict):
    """One seat's series, as ``tools.matchup`` prints it, with where and when it ran."""

    game: str
    scenario: str | None
    seat: str
    games: int
    seed: NotRequired[int]
    budget: str
    ai_vs_scripted: NotRequired[float]
    scripted_vs_scripted: NotRequired[float]
    ai_vs_random: NotRequired[float]
    random_vs_random: NotRequired[float]
    decisions: NotRequired[int]
    decision_ms: NotRequired[int]
    decision_p95_ms: NotRequired[int]
    commit: str
    date: str
    load: float


@dataclass(frozen=True)
class Figure:
    """A figure for ``make bench``: the value, its target, whether it is reached (higher is better)
    and the series it comes from."""

    name: str
    value: float
    target: float
    series: str

    @property
    def ok(self) -> bool:
        return self.value >= self.target

    def line(self) -> str:
        """The figure as one of ``make bench``'s JSON lines, with the series it comes from."""
        return json.dumps(
            {
                "name": self.name,
                "value": round(self.value, 3),
                "unit": "ratio",
                "target": self.target,
                "ok": self.ok,
                "series": self.series,
            }
        )


def commit_of(tree: Path) -> str:
    """The commit the tree is at: its short hash, with ``+`` when tracked files other than the ledger
    are changed."""

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", *args], cwd=tree, capture_output=True, text=True, check=False
        ).stdout.strip()

    changed = git("status", "--porcelain", "--untracked-files=no", "--", ".", f":!*{LEDGER.name}")
    return (git("rev-parse", "--short", "HEAD") or "unknown") + ("+" if changed else "")


def record(lines: Iterable[dict[str, object]], commit: str, load: float, ledger: Path | None = None) -> int:
    """Append the seat lines of a series to the ledger, stamped with the commit, today's date and the
    load it ran under (the 15-minute load average as it ended); returns how many were recorded."""
    today = datetime.now(UTC).date().isoformat()
    n = 0
    with (ledger or LEDGER).open("a", encoding="utf-8") as out:
        for line in lines:
            out.write(json.dumps({**line, "commit": commit, "date": today, "load": round(load, 1)}) + "\n")
            n += 1
    return n


def read(ledger: Path | None = None) -> Iterator[Series]:
    """Every series recorded in ``ledger`` (by default ``LEDGER``), oldest first."""
    path = ledger or LEDGER
    if not path.exists():
        return
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def latest(game: str, column: str, ledger: Path | None = None) -> dict[str, Series]:
    """Per seat (and scenario), the last series of ``game`` recorded with ``column``."""
    found: dict[str, Series] = {}
    for series in read(ledger):
        if series["game"] == game and column in series:
            found[f"{series['scenario'] or ''}/{series['seat']}"] = series
    return found


def figures(game: str, ledger: Path | None = None) -> list[Figure]:
    """What ``make bench`` shows for ``game``: against the scripted players the average over the
    seats and the smallest margin over the scripted player in the same seat; against random play the
    average over the seats. No figure where no series was recorded."""
    out = []
    scripted = latest(game, "ai_vs_scripted", ledger)
    if scripted:
        rows = list(scripted.values())
        told = _told(rows)
        out.append(
            Figure(
                f"{game}.ai_win_rate_vs_scripted",
                statistics.mean(r["ai_vs_scripted"] for r in rows),
                VERSUS_SCRIPTED,
                told,
            )
        )
        margins = [
            r["ai_vs_scripted"] - r["scripted_vs_scripted"] for r in rows if "scripted_vs_scripted" in r
        ]
        if margins:
            out.append(Figure(f"{game}.ai_margin_over_scripted_min", min(margins), MARGIN, told))
    versus_random = latest(game, "ai_vs_random", ledger)
    if versus_random:
        rows = list(versus_random.values())
        out.append(
            Figure(
                f"{game}.ai_win_rate_vs_random",
                statistics.mean(r["ai_vs_random"] for r in rows),
                VERSUS_RANDOM,
                _told(rows),
            )
        )
    return out


def _told(rows: list[Series]) -> str:
    """Which series a figure comes from, seat by seat."""
    return "; ".join(
        f"{r['scenario'] + ' ' if r['scenario'] else ''}{r['seat']}: {r['games']} games, {r['budget']}, "
        f"{r['commit']} {r['date']} load {r['load']}"
        for r in rows
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.strength", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    add = sub.add_parser("add", help="record the seat lines a matchup printed")
    add.add_argument("out", type=Path, help="a file holding tools.matchup's output")
    add.add_argument("--commit", required=True, help="the commit the series ran on")
    add.add_argument("--load", type=float, required=True, help="the load average it ran under")
    show = sub.add_parser("show", help="the figures of a game (default: every game recorded)")
    show.add_argument("games", nargs="*")
    args = parser.parse_args(argv)
    if args.command == "add":
        lines = [json.loads(line) for line in args.out.read_text().splitlines() if line.startswith("{")]
        print(f"recorded {record([line for line in lines if 'seat' in line], args.commit, args.load)} series")
        return 0
    games = getattr(args, "games", None) or sorted({series["game"] for series in read()})
    for game in games:
        for figure in figures(game):
            print(figure.line())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
