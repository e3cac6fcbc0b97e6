"""``make compiled``: an opt-in build of the engine compiled with mypyc, in ``build/compiled/``.

The checkout's files (``git ls-files``) are copied to ``build/compiled/``; the copy is rewritten for
mypyc (the sources stay as they are: pure Python is the default and the fallback), and the chosen
packages are compiled in place there, each module a C extension beside its source. Run anything from
that directory to use it: ``cd build/compiled && ../../.venv/bin/python -m tools.golden OUT.json``.

What the rewrite does, and why (``engine/README.md``, "The compiled build"); each step is checked by
the golden file, run from the copy compiled and uncompiled:

* a frame family is not a generic dataclass (mypyc cannot compile ``Frame[S]`` as one): ``Frame[X]``
  and ``Window[X]`` lose their subscript everywhere, and the class-level ``kind`` and ``machine`` are
  declared on a plain base class, since mypyc makes every annotation of a dataclass a field;
* in a compiled dataclass, a class-level constant would become a field: ``kind = ...`` and
  ``machine = ...`` are set after the class, the other constants become module constants (read as
  ``self.NAME`` in the class and its subclasses, a ``case`` pattern keeping a dotted name), and
  ``@MACHINE.frame`` registers the class after them; a class nested in it moves before it;
* ``Final`` fields are plain fields (a compiled ``Final`` field cannot be set by ``__init__``);
* a module's constants (upper-case names bound once at module level) are ``Final``: a plain module
  name is a dict lookup at each read, compiled, where a ``Final`` is a C static or its literal;
* the core's classes that interpreted code subclasses allow it (``mypyc_attr``), and the dataclasses
  of those subclasses have no ``slots=True`` (their slots would hide the compiled fields);
* ``plain`` reads the field types from a table written here (mypyc drops them from the classes), and
  takes each record's copy from its package's ``compiled_copies.py`` (``tools/mypyc_copies.py``);
* ``Msg`` and every compiled dataclass pickle by ``__reduce__`` (process pools send them);
* Napoleon 1815's ``CardWindow`` gets ``Window``'s fields and methods in its body (mypyc allows one
  base class with fields); a module with a module-level ``__getattr__`` stays interpreted; a class
  made by ``Cls.__new__(Cls)`` is ``serializable`` (so that ``__new__`` does not call ``__init__``);
  ``Rng.below`` is a method, and the generator's draws are worked in 32-bit halves (``tools/mypyc_rng.py``:
  a 64-bit int is boxed, compiled); ``in (a, *b)`` becomes ``in tuple((a, *b))``; and ``HAND_EDITS`` lists
  the few lines edited by hand.
* each compiled dataclass gets its ``__init__`` written out in its body (``native_inits``), where the
  dataclass would make one at run time that stays interpreted: a record made in compiled code is then
  a C call, not an interpreted ``__init__`` setting each field by name; such a class allows
  interpreted subclasses, which is what keeps ``Cls.__new__(Cls)`` from calling it.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import time
from pathlib import Path

from tools import series
from tools.mypyc_core import (
    hand_edits,
    hints_table,
    inline_window,
    rewrite_flow,
    rewrite_messages,
    rewrite_plain,
    rewrite_rng,
    rewrite_windows,
)
from tools.mypyc_rewrite import (
    PICKLE_MODULE,
    PICKLE_SOURCE,
    Inherited,
    allow_new,
    base_names,
    compiled_records,
    drop_slots,
    interpreted_subclasses,
    module_name,
    native_inits,
    open_classes,
    record_reduce,
    rewrite_dataclass_constants,
    rewrite_finals,
    rewrite_frame_subscripts,
    rewrite_getitem_maps,
    rewrite_module_constants,
    rewrite_nested_classes,
    rewrite_starred_tuples,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "compiled"
PACKAGES = (
    "engine/core",
    "engine/nwsolitaire",
    "engine/napoleon21",
    "engine/gustav",
    "engine/napoleon1815",
    "engine/ageofnapoleon",
)
HINTS_MODULE = "engine/core/compiled_hints.py"


def copy_checkout(out: Path) -> None:
    """The checkout's tracked files, copied afresh (a build left there before is removed), and the
    engine they hold named in the copy (``tools.series.ENGINE_FILE``): a series run from the copy is
    then filed under the engine it plays, even after the checkout has moved on."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    (out / series.ENGINE_FILE).write_text(series.engine_of(ROOT) + "\n", encoding="utf-8")
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for name in listed.decode().split("\0"):
        source = ROOT / name
        if name and source.is_file():
            target = out / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def _sources(out: Path) -> list[Path]:
    """The Python modules the rewrite reads: the engine's, the tools' and the tests'."""
    return sorted(path for top in ("engine", "tools", "tests") for path in (out / top).rglob("*.py"))


def modules(out: Path, packages: tuple[str, ...]) -> list[Path]:
    """The packages' modules to compile: all but those with a module ``__getattr__`` (a compiled one is
    called before the module has its globals, when mypyc sets ``__file__``: a crash on import)."""
    return sorted(
        path
        for package in packages
        for path in (out / package).rglob("*.py")
        if "\ndef __getattr__(" not in path.read_text(encoding="utf-8")
    )


def subclassed_names(out: Path, compiled: set[Path]) -> set[str]:
    """Names of classes that some interpreted module of the copy subclasses (by name: enough here)."""
    found: set[str] = set()
    for path in _sources(out):
        if path in compiled:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                found.update(base_names(node))
    return found


def rewrite(out: Path, packages: tuple[str, ...]) -> list[Path]:
    """Rewrite the copy for mypyc; returns the modules to compile."""
    compiled = modules(out, packages)
    subclassed = subclassed_names(out, set(compiled))
    window = rewrite_windows(
        rewrite_frame_subscripts((out / "engine/core/windows.py").read_text(encoding="utf-8"))
    )
    inherited = Inherited()
    for path in compiled:
        inherited.read(module_name(path, out), rewrite_nested_classes(path.read_text(encoding="utf-8")))
    interpreted = [p for p in _sources(out) if p not in set(compiled)]
    unslotted = interpreted_subclasses(interpreted, compiled_records(compiled))
    for path in _sources(out):
        text = path.read_text(encoding="utf-8")
        changed = rewrite_frame_subscripts(text)
        if path not in compiled:
            changed = drop_slots(changed, unslotted)
        else:
            changed = hand_edits(path.relative_to(out).as_posix(), changed)
            changed = record_reduce(allow_new(inline_window(changed, window)))
            changed = rewrite_finals(rewrite_starred_tuples(rewrite_getitem_maps(changed)))
            changed = rewrite_dataclass_constants(
                rewrite_nested_classes(changed), module_name(path, out), inherited
            )
            changed = rewrite_module_constants(changed)
            special = {
                "flow.py": rewrite_flow,
                "windows.py": rewrite_windows,
                "rng.py": rewrite_rng,
                "messages.py": rewrite_messages,
                "plain.py": rewrite_plain,
            }
            if path.parent.name == "core" and path.name in special:
                changed = special[path.name](changed)
            if path.parent.name == "core":
                changed = open_classes(changed, subclassed)
        if changed != text:
            path.write_text(changed, encoding="utf-8")
    texts = {module_name(path, out): path.read_text(encoding="utf-8") for path in compiled}
    for path, text in zip(compiled, native_inits(texts).values(), strict=True):
        path.write_text(text, encoding="utf-8")
    (out / PICKLE_MODULE).write_text(PICKLE_SOURCE, encoding="utf-8")
    hints = out / HINTS_MODULE
    hints.write_text(hints_table(compiled, out), encoding="utf-8")
    pyproject = out / "pyproject.toml"
    pyproject.write_text(
        pyproject.read_text(encoding="utf-8").replace(
            "warn_unused_ignores = true", "warn_unused_ignores = false"
        ),
        encoding="utf-8",
    )
    return [*compiled, hints, *write_copies(out, packages)]


def write_copies(out: Path, packages: tuple[str, ...]) -> list[Path]:
    """Each package's ``compiled_copies.py``, written by the rewritten copy itself, still interpreted."""
    subprocess.run([sys.executable, "-B", "-m", "tools.mypyc_copies", *packages], cwd=out, check=True)
    return [out / package / "compiled_copies.py" for package in packages]


def compile_modules(out: Path, paths: list[Path]) -> None:
    names = [str(path.relative_to(out)) for path in paths]
    subprocess.run([sys.executable, "-m", "mypyc", *names], cwd=out, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.mypyc_build", description=__doc__.split("\n\n")[0])
    parser.add_argument("packages", nargs="*", default=list(PACKAGES), help=f"default: {' '.join(PACKAGES)}")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--no-compile", action="store_true", help="copy and rewrite only")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    copy_checkout(args.out)
    paths = rewrite(args.out, tuple(args.packages))
    rewritten = time.perf_counter()
    if not args.no_compile:
        compile_modules(args.out, paths)
    done = time.perf_counter()
    print(f"compiled {len(paths)} modules of {', '.join(args.packages)} in {args.out}")
    print(f"copy and rewrite {rewritten - started:.1f} s, mypyc {done - rewritten:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
