"""The worked example in engine/README.md runs as written."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "engine" / "README.md"


def test_worked_example_in_engine_readme_runs() -> None:
    failures, tried = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert tried >= 10
    assert failures == 0
