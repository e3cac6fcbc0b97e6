"""Which guilds' games a bot process holds: ``Shards``, Discord's split of guilds over gateway shards.

Discord sends a guild's events to shard ``(guild_id >> 22) % shard_count`` and direct messages to
shard 0. A process running ``ids`` of ``count`` shards lists, loads and runs the background round
for the games of those guilds only; a game of another shard it reaches by DM is read from the
database each time, never served from memory (``CachedSql``, ``Tables.get``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shards:
    """Shards ``ids`` of ``count``; the default, shard 0 of 1, holds every guild."""

    ids: tuple[int, ...] = (0,)
    count: int = 1

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} of {self.count}: each must be in 0..{self.count - 1}")

    @property
    def every(self) -> bool:
        """This process holds every guild (one process, the default)."""
        return set(self.ids) == set(range(self.count))

    @staticmethod
    def of(guild_id: int, count: int) -> int:
        """The shard Discord sends the events of ``guild_id`` to."""
        return (guild_id >> 22) % count

    def holds(self, guild_id: int) -> bool:
        return self.every or self.of(guild_id, self.count) in self.ids

    def where(self, column: str = "guild_id") -> tuple[str, tuple[int, ...]]:
        """A SQL condition (both databases) true for the rows of guilds these shards hold."""
        if self.every:
            return "1 = 1", ()
        marks = ", ".join("?" * len(self.ids))
        return f"(({column} >> 22) % ?) IN ({marks})", (self.count, *self.ids)


EVERY = Shards()
