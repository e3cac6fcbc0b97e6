"""Words for messages: the catalogs of every layer, and a translator per language.

The engine and the bot speak in ``Msg`` (a key and typed arguments); this package turns them into
text in the reader's language. Catalogs are Project Fluent files (``.ftl``), one folder per
language under each package's ``locales`` (``engine/core``, each game, ``images``, ``bot``).
Every key starts with its package's prefix (``core-``, ``napoleon21-``, ``bot-``...), so all the
catalogs of a language load into one bundle.
"""

from i18n.catalogs import LANGUAGES, catalog_packages, catalog_sources, language_of
from i18n.translate import MissingText, Translator, translator

__all__ = [
    "LANGUAGES",
    "MissingText",
    "Translator",
    "catalog_packages",
    "catalog_sources",
    "language_of",
    "translator",
]
