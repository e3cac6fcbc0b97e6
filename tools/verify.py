"""Check a finished game's dice: ``python -m tools.verify record.json [--lang ja]``.

The record is the JSON the bot exports when a game ends (``engine.core.commitment.Record``,
format ``marengo-record/1``)::

    {
      "format": "marengo-record/1",
      "game": "duel", "scenario": "standard", "options": {"target": "12"},
      "seed": 421337, "salt": "<32 to 128 lower-case hex digits>",
      "commitment": "<the SHA-256, in hex, posted when the game began>",
      "opening": {"dice": [], "log": [...]},                  (optional: what setting up showed)
      "actions": [
        {"seat": "red", "action": "roll", "dice": [5], "log": [...]},   ("log" optional)
        ...
      ],
      "result": {"winners": ["red"], "reason": "target"}     (optional)
    }

It prints whether the SHA-256 of ``marengo-dice/1:{game}:{seed}:{salt}`` is the commitment that was
posted, then whether replaying the actions from the seed gives every die (and, where the record has
the log, every card drawn and piece revealed) that the record shows, or the first action where they
part. The commitment can also be checked by hand: ``printf '%s' 'marengo-dice/1:duel:421337:<salt>'
| sha256sum``. Exit status: 0 verified, 1 not verified, 2 the record cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine.core import Msg, RulesError
from engine.core.commitment import Record, verify
from i18n import LANGUAGES, Translator, translator
from tools.selfplay import load_game

VERIFIED, NOT_VERIFIED, UNREADABLE = 0, 1, 2


def check(path: Path, tr: Translator) -> tuple[int, list[str]]:
    """The exit status and the lines to print for the record in ``path``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return UNREADABLE, [tr(Msg("tools-verify-no-file", path=str(path)))]
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        where = e if isinstance(e, json.JSONDecodeError) else None
        line, column = (where.lineno, where.colno) if where else (1, 1)
        return UNREADABLE, [tr(Msg("tools-verify-not-json", path=str(path), line=line, column=column))]
    try:
        record = Record.from_json(data)
        game = load_game(record.game)
        verdict = verify(game, record)
    except RulesError as e:
        return UNREADABLE, [tr(e.msg)]
    header = Msg(
        "tools-verify-record",
        game=game.title,
        seed=str(record.seed),
        actions=len(record.actions),
    )
    lines = [tr(header), *(tr(msg) for msg in verdict.messages())]
    lines.append(tr(Msg("tools-verify-verified" if verdict.ok else "tools-verify-failed")))
    return (VERIFIED if verdict.ok else NOT_VERIFIED), lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.verify", description=__doc__.split("\n\n")[0])
    parser.add_argument("record", type=Path, help="a game record exported by the bot (JSON)")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the language of every word shown")
    args = parser.parse_args(argv)
    status, lines = check(args.record, translator(args.lang))
    print("\n".join(lines), file=sys.stdout if status != UNREADABLE else sys.stderr)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
