"""Build the Japanese fonts in ``images/fonts``: ``python -m tools.fonts [--deb FILE | --dir DIR]``.

The subsets are committed, so nobody needs this to run the bot; it is how they were made, and how
to remake them when a Japanese catalog needs a character outside the subset (a test says so). It
takes Noto Sans CJK JP from Debian's ``fonts-noto-cjk`` (fetched with ``apt-get download`` unless
``--deb`` names the package file or ``--dir`` an unpacked copy), checks the collections against
their recorded checksums, keeps the characters of ``tools/fonts_data.py`` plus every character of
the Japanese catalogs, and writes the two subsets, their licence, and ``coverage.json``: the
characters of every bundled font, which the renderers read to draw a character the chosen font
lacks in the other one. The output is the same, byte for byte, for the same input.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from fontTools import subset  # type: ignore[import-untyped]  # no stubs
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]  # no stubs

from i18n import catalog_sources
from images.text import COVERAGE_FILE, FONT_DIR, ranges
from tools.fonts_data import (
    BLOCKS,
    COLLECTION_DIR,
    DEB_SHA256,
    DEBIAN_PACKAGE,
    DEBIAN_VERSION,
    JAPANESE_FACE,
    JIS_ROWS,
    LAYOUT_FEATURES,
    LICENCE_FILE,
    WEIGHTS,
)

LICENCE_OUT = "LICENSE-NotoSansCJK"
LICENCE_HEAD = """\
NotoSansCJKjp-Regular.subset.otf and NotoSansCJKjp-Bold.subset.otf are subsets of Noto Sans CJK JP
2.004 (https://github.com/notofonts/noto-cjk), taken from the first face of NotoSansCJK-Regular.ttc
and NotoSansCJK-Bold.ttc in the Debian package {package} {version}, and cut down with fontTools by
tools/fonts.py (characters and features listed in tools/fonts_data.py). Glyph outlines are unchanged.

Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.

This Font Software is licensed under the SIL Open Font License, Version 1.1.
This license is copied below, and is also available with a FAQ at: https://openfontlicense.org

"""


def jis_x_0208(rows: Iterable[int]) -> set[int]:
    """The characters of JIS X 0208 in these rows (read through Python's EUC-JP codec)."""
    found = set()
    for row in rows:
        for cell in range(1, 95):
            try:
                found.add(ord(bytes((0xA0 + row, 0xA0 + cell)).decode("euc_jp")))
            except UnicodeDecodeError:
                continue
    return found


def catalog_characters() -> set[int]:
    """Every character of every Japanese catalog."""
    return {ord(c) for _, text in catalog_sources("ja") for c in text if ord(c) >= 0x80}


def required_characters() -> set[int]:
    """The characters the Japanese subset should have (where Noto Sans CJK JP has them)."""
    wanted = {cp for first, last, _ in BLOCKS for cp in range(first, last + 1)}
    return wanted | jis_x_0208(JIS_ROWS) | catalog_characters()


def fetch_package(into: Path) -> Path:
    """``apt-get download`` the Debian package into ``into``; returns the .deb."""
    subprocess.run(["apt-get", "download", f"{DEBIAN_PACKAGE}={DEBIAN_VERSION}"], cwd=into, check=True)
    return next(into.glob(f"{DEBIAN_PACKAGE}_*.deb"))


def unpack(deb: Path, into: Path) -> Path:
    if sha256(deb) != DEB_SHA256:
        sys.exit(f"{deb}: checksum differs from the recorded {DEBIAN_PACKAGE} {DEBIAN_VERSION}")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(into)], check=True)
    return into


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_subset(collection: Path, output: Path, characters: set[int]) -> None:
    """The Japanese face of ``collection`` cut down to ``characters``, written to ``output``."""
    source = TTFont(str(collection), fontNumber=JAPANESE_FACE, recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = list(LAYOUT_FEATURES)
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(characters & set(source.getBestCmap())))
    subsetter.subset(source)
    source.save(str(output))


def licence_text(unpacked: Path) -> str:
    """Our note on the subsets, Adobe's copyright line and the OFL as Debian's copyright file has it."""
    lines = (unpacked / LICENCE_FILE).read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line == "License: SIL-1.1" and lines[i + 1][:1] == " ")
    start += 1
    body = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    return LICENCE_HEAD.format(package=DEBIAN_PACKAGE, version=DEBIAN_VERSION) + "\n".join(body) + "\n"


def write_coverage() -> dict[str, int]:
    """``coverage.json``: each bundled font's characters as ranges; returns the count per font."""
    coverage = {}
    for path in sorted([*FONT_DIR.glob("*.ttf"), *FONT_DIR.glob("*.otf")]):
        coverage[path.name] = ranges(TTFont(str(path), lazy=True).getBestCmap())
    text = {
        name: " ".join(f"{a:x}-{b:x}" if a < b else f"{a:x}" for a, b in spans)
        for name, spans in coverage.items()
    }
    (FONT_DIR / COVERAGE_FILE).write_text(json.dumps(text, indent=1) + "\n", encoding="utf-8")
    return {name: sum(last - first + 1 for first, last in spans) for name, spans in coverage.items()}


def build(unpacked: Path) -> None:
    characters = required_characters()
    for weight in WEIGHTS:
        collection = unpacked / COLLECTION_DIR / weight.collection
        if sha256(collection) != weight.sha256:
            sys.exit(f"{collection}: checksum differs from the recorded one")
        build_subset(collection, FONT_DIR / weight.output, characters)
        print(f"{weight.output}: {(FONT_DIR / weight.output).stat().st_size:,} bytes")
    (FONT_DIR / LICENCE_OUT).write_text(licence_text(unpacked), encoding="utf-8")
    for name, count in write_coverage().items():
        print(f"{name}: {count:,} characters")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.fonts", description=__doc__)
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--deb", type=Path, help=f"the {DEBIAN_PACKAGE} {DEBIAN_VERSION} package file")
    source.add_argument("--dir", type=Path, help="an unpacked copy of that package")
    parser.add_argument("--coverage", action="store_true", help="only rewrite coverage.json")
    args = parser.parse_args(argv)
    if args.coverage:
        write_coverage()
        return
    if args.dir is not None:
        build(args.dir)
        return
    with tempfile.TemporaryDirectory() as work:
        deb = args.deb or fetch_package(Path(work))
        build(unpack(deb, Path(work) / "unpacked"))


if __name__ == "__main__":
    main()
