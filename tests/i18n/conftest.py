"""Says, at the end of a run, which catalog packages have no Japanese yet (their checks are skipped)."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES, catalog_packages
from i18n.inventory import has_catalog


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for lang in LANGUAGES:
        lacking = [package for package in catalog_packages() if not has_catalog(package, lang)]
        if lacking:
            terminalreporter.write_line(f"catalogs without {lang!r} yet (skipped): {', '.join(lacking)}")
