"""Where each component value comes from.

The seed (the Japanese rules page, the authority) names the components but prints none of them, so
most values are ours. Every record in this package carries a ``Source``: the stem of a catalog entry
``gustav-source-{key}`` that says, in the reader's language, either which heading of the seed states
the value (用語, 基本ルール, ゲーム準備, ゲーム進行, 勝利条件/終了条件, 攻撃のルール: the seed has no
section numbers) or why we reconstructed it. ``reconstructed`` is what players can filter on.
"""

from __future__ import annotations

from typing import NamedTuple


class Source(NamedTuple):
    key: str  # catalog entry gustav-source-{key}
    reconstructed: bool


def seed(key: str) -> Source:
    """A value the seed states."""
    return Source(key, False)


def ours(key: str) -> Source:
    """A value we reconstructed (the catalog entry gives the reason)."""
    return Source(key, True)
