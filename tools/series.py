"""The games of the AI's series kept one JSON line a game, so that a series cut short (a session's end)
is continued later on the same seeds and the same code of the AI.

``python -m tools.matchup GAME --ai --games N --seed S --games-file FILE`` appends each game to FILE
as it ends and plays only the seeds of ``S..S+N-1`` FILE does not hold yet for that series (game,
scenario, seat, opponents, budget, options); its win rates count every game of those seeds in FILE.
A game counts only for the code of the AI it was played with: the Python files of ``engine/`` at
HEAD (``engine_of``; a change to a catalog or a ``DATA.md`` leaves it), games of another engine are left out. Each game stands on its seed alone (the
players' generators are seeded from it), so a series played in parts is the series played at once.
``python -m tools.series FILE`` prints what each series holds so far: its games and seeds, the AI's
wins, and the scripted (or random) player's wins on the same seeds: the figures of a partial series.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

BASELINE = {"ai_vs_scripted": "scripted_vs_scripted", "ai_vs_random": "random_vs_random"}


@dataclass(frozen=True)
class Key:
    """One series: the games of one seat against the same opponents (``versus``, a column of
    ``tools.matchup``) at the same budget, on the same code of the AI (``engine``)."""

    game: str
    scenario: str | None
    seat: str
    versus: str
    budget: str
    options: str
    engine: str


@dataclass(frozen=True)
class Played:
    """One game of a series: whether the seat won it, its length and the AI's decisions in ms."""

    won: bool
    steps: int
    decision_ms: tuple[int, ...] = ()


ENGINE_FILE = ".engine"  # in a compiled copy: the engine of the checkout it was copied from


def engine_of(tree: Path) -> str:
    """The code of the AI in ``tree``: a hash of the Python files under ``engine/`` at HEAD (their git
    blobs), with ``+`` when any of them is changed; words and notes are not its code. A compiled copy
    names the engine it was built from (``ENGINE_FILE``), which the checkout may since have left."""
    built = tree / ENGINE_FILE
    if built.is_file():
        return built.read_text(encoding="utf-8").strip()

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", *args], cwd=tree, capture_output=True, text=True, check=False
        ).stdout.strip()

    files = [
        line for line in git("ls-tree", "-r", "HEAD", "--", "engine").splitlines() if line.endswith(".py")
    ]
    changed = git("status", "--porcelain", "--untracked-files=no", "--", "engine/*.py")
    code = hashlib.sha1("\n".join(files).encode()).hexdigest()[:7] if files else "unknown"
    return code + ("+" if changed else "")


@dataclass(frozen=True)
class Kept:
    """The games of one series in a games file."""

    path: Path
    key: Key

    def played(self) -> dict[int, Played]:
        """The games the file holds for the series, by seed."""
        return {seed: game for key, seed, game in read(self.path) if key == self.key}

    def add(self, seed: int, game: Played) -> None:
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps({**asdict(self.key), "seed": seed, **asdict(game)}) + "\n")


def read(path: Path) -> list[tuple[Key, int, Played]]:
    """Every game of a games file (none when there is no file), in the order played."""
    if not path.exists():
        return []
    games = []
    for text in path.read_text(encoding="utf-8").splitlines():
        if text.strip():
            line = json.loads(text)
            key = Key(*(line[name] for name in Key.__dataclass_fields__))
            games.append((key, line["seed"], Played(line["won"], line["steps"], tuple(line["decision_ms"]))))
    return games


def summaries(path: Path) -> list[dict[str, object]]:
    """Per series of the AI in the file: its games, seeds, wins and win rate, and the wins of the
    baseline player (the scripted or random one in the same seat) on the same seeds when the file
    holds them all."""
    by_key: dict[Key, dict[int, Played]] = {}
    for key, seed, game in read(path):
        by_key.setdefault(key, {})[seed] = game
    lines: list[dict[str, object]] = []
    for key, games in by_key.items():
        if key.versus not in BASELINE:
            continue
        seeds = sorted(games)
        wins = sum(games[seed].won for seed in seeds)
        line: dict[str, object] = {
            **asdict(key),
            "games": len(seeds),
            "seeds": _ranges(seeds),
            "wins": wins,
            "win_rate": round(wins / len(seeds), 3),
            "decisions": sum(len(games[seed].decision_ms) for seed in seeds),
        }
        baseline = by_key.get(Key(**{**asdict(key), "versus": BASELINE[key.versus]}), {})
        if all(seed in baseline for seed in seeds):
            line["baseline_wins"] = sum(baseline[seed].won for seed in seeds)
        lines.append(line)
    return lines


def _ranges(seeds: Sequence[int]) -> str:
    """Seeds as runs: ``1-30, 41``."""
    runs: list[list[int]] = []
    for seed in seeds:
        if runs and seed == runs[-1][-1] + 1:
            runs[-1].append(seed)
        else:
            runs.append([seed])
    return ", ".join(f"{run[0]}-{run[-1]}" if len(run) > 1 else f"{run[0]}" for run in runs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.series", description=__doc__.split("\n\n")[0])
    parser.add_argument("file", type=Path, help="a games file of tools.matchup --games-file")
    args = parser.parse_args(argv)
    for line in summaries(args.file):
        print(json.dumps(line))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
