"""Every rule of the checklist (shared/rules/004-napoleon-1815.md) is cited by at least one test."""

from __future__ import annotations

import ast
import re
from pathlib import Path

CHECKLIST = {
    "SET": range(1, 8),
    "TRM": range(1, 17),
    "DRW": range(1, 5),
    "INI": range(1, 4),
    "OPS": range(1, 9),
    "REC": range(1, 7),
    "MOV": range(1, 15),
    "CMB": range(1, 10),
    "VIC": range(1, 12),
    "GRG": range(1, 11),
    "3P": range(1, 16),
    "EVT": range(0, 48),  # EVT-48 Forage has no text in the rulebook and no card
}
_CITE = re.compile(r"\b(SET|TRM|DRW|INI|OPS|REC|MOV|CMB|VIC|GRG|3P|EVT)[-_](\d+)((?:(?:\.\.|/)\d+)*)", re.I)


def cited(text: str) -> set[str]:
    """Rule ids in a text: ``MOV-7``, ``REC-1..5`` (a range), ``EVT-18/42`` (a list)."""
    out: set[str] = set()
    for family, first, rest in _CITE.findall(text):
        family = family.upper()
        numbers = [int(first)]
        for sep, n in re.findall(r"(\.\.|/)(\d+)", rest):
            numbers += list(range(numbers[-1] + 1, int(n) + 1)) if sep == ".." else [int(n)]
        out |= {f"{family}-{n}" for n in numbers}
    return out


def test_every_checklist_item_has_a_test() -> None:
    found: set[str] = set()
    for path in Path(__file__).parent.glob("test_napoleon1815_*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                found |= cited(node.name.replace("_", "-")) | cited(ast.get_docstring(node) or "")
    wanted = {f"{family}-{n}" for family, numbers in CHECKLIST.items() for n in numbers}
    assert sorted(wanted - found, key=lambda i: (i.split("-")[0], int(i.split("-")[1]))) == []
