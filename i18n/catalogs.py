"""Where the catalogs are, and which language a Discord locale reads."""

from __future__ import annotations

from importlib import util
from pathlib import Path

import engine

LANGUAGES: tuple[str, ...] = ("en", "ja")
DEFAULT_LANGUAGE = "en"


def catalog_packages() -> tuple[str, ...]:
    """Every package with a ``locales`` folder: the core, each game (registered or example), the
    pictures, the bot and the tools (the terminal player)."""
    games = [target.partition(":")[0] for target in (*engine.TITLES.values(), *engine.EXAMPLES.values())]
    return ("engine.core", *games, "images", "bot", "tools")


def catalog_sources(lang: str) -> list[tuple[str, str]]:
    """``(name, text)`` of every ``.ftl`` file of a language, package by package."""
    found = []
    for package in catalog_packages():
        for path in sorted((package_folder(package) / "locales" / lang).glob("*.ftl")):
            found.append((f"{package}/locales/{lang}/{path.name}", path.read_text(encoding="utf-8")))
    return found


def package_folder(package: str) -> Path:
    """A package's folder, found without importing the package itself."""
    spec = util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations, package
    return Path(next(iter(spec.submodule_search_locations)))


def language_of(locale: str | None) -> str:
    """The catalog language for a Discord locale (``ja`` -> ``ja``, ``en-US`` -> ``en``...)."""
    base = (locale or "").split("-")[0].lower()
    return base if base in LANGUAGES else DEFAULT_LANGUAGE
