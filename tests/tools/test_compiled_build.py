"""The opt-in compiled build (``make compiled``, ``tools/mypyc_build.py``) plays as the pure engine does.

Built whole in a temporary folder, it writes the same golden file (``tools.golden``: random play,
copies, re-draws, JSON round trips and the ``normal`` AI's choices in every game) as the checkout, and
the bot run on it as ``make run-compiled`` runs it plays its solo games against the AI to the end. The
build is one mypyc run over the core and every game: about ten minutes of one core, the longest test
here, and the only one that guards the build against a change to the sources it rewrites.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tools import series
from tools.mypyc_build import PACKAGES

ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str], where: Path, path: Path | None = None) -> str:
    """``args`` run by this Python in ``where`` (``path``: its modules first, as ``make run-compiled``)."""
    env = dict(os.environ)
    if path is not None:
        env["PYTHONPATH"], args = str(path), ["-P", *args]
    done = subprocess.run([sys.executable, *args], cwd=where, env=env, capture_output=True, text=True)
    assert done.returncode == 0, (
        f"{' '.join(args)} failed in {where}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    )
    return done.stdout


def test_the_compiled_build_plays_every_game_as_the_pure_engine(tmp_path: Path) -> None:
    out = tmp_path / "compiled"
    _run(["-m", "tools.mypyc_build", "--out", str(out)], ROOT)
    for package in PACKAGES:
        assert list((out / package).glob("*.so")), f"nothing of {package} was compiled"
    pure, compiled = tmp_path / "pure.json", tmp_path / "compiled.json"
    _run(["-m", "tools.golden", str(pure)], ROOT)
    _run(["-m", "tools.golden", str(compiled)], out)
    assert compiled.read_bytes() == pure.read_bytes()
    loaded = _run(["-c", "import engine.napoleon1815.policy.knowledge as k; print(k.__file__)"], out)
    assert loaded.strip().endswith(".so")
    assert _run(["-c", "import engine; print(engine.build())"], out).strip() == "compiled"  # the bot's log
    assert _run(["-c", "import engine; print(engine.build())"], ROOT).strip() == "pure Python"
    assert series.engine_of(out) == series.engine_of(ROOT)  # a series run from the build is filed so
    # pytest's exit code 0: the solo games were collected, played to the end and passed
    _run(["-m", "pytest", "-p", "no:cacheprovider", "tests/bot/test_e2e_solo.py"], out, out)
