"""Gustav under its option (A-3): with ``pile=shuffled`` the first piles are dealt by the seed rather
than stacked by their owners; the conformance suite (which plays the default) is run here on it,
since its hidden facts differ: a seat does not know its own pile until it draws."""

from __future__ import annotations

from engine.gustav.game import Gustav
from tools.conformance import Report, check_game


def test_the_shuffled_piles_pass_the_conformance_checks() -> None:
    game = Gustav()
    report = check_game(
        game, range(1, 4), options={"pile": "shuffled"}, secret_every=4, report=Report("gustav")
    )
    assert report.failures == []
    assert report.checks["games finished"] == 3 and report.checks["secret pairs"] > 100
