"""CPU time and memory read from ``/proc`` (Linux), to tell how much of the machine a run had to itself."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")


def machine_busy() -> float:
    """CPU-seconds every core spent busy since boot (user, nice, system, irq, softirq, steal)."""
    user, nice, system, _idle, _iowait, irq, softirq, steal = map(
        int, Path("/proc/stat").read_text().split()[1:9]
    )
    return (user + nice + system + irq + softirq + steal) / TICK


def process_cpu(pid: int) -> float:
    """CPU-seconds used by one process so far (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def rss_mb(pid: int) -> tuple[float, float]:
    """A process's resident memory now and at its peak, in MiB (``VmRSS``, ``VmHWM``)."""
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line
    )
    return tuple(int(fields[k].split()[0]) / 1024 for k in ("VmRSS", "VmHWM"))  # type: ignore[return-value]


def children() -> list[int]:
    """The processes this one started."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == os.getpid():
                found.append(int(stat.parent.name))
        except (OSError, ValueError):
            continue  # a process that ended meanwhile
    return found


@dataclass(frozen=True, slots=True)
class Usage:
    """Cores used on average over a time window: by the bot's processes, by this process, by everything else."""

    bot: float
    driver: float
    others: float

    def __str__(self) -> str:
        return f"bot {self.bot:.2f} cores, fake Discord + players {self.driver:.2f}, other processes {self.others:.2f}"


class Meter:
    """Started at the beginning of a window; ``usage()`` at its end."""

    def __init__(self, bot_pids: list[int]) -> None:
        self.bot_pids = list(bot_pids)
        self._start = self._sample()

    def _sample(self) -> tuple[float, float, float, float]:
        bots = sum(process_cpu(pid) for pid in self.bot_pids)
        return time.monotonic(), machine_busy(), bots, process_cpu(os.getpid())

    def usage(self) -> Usage:
        now, busy, bot, driver = self._sample()
        then, busy0, bot0, driver0 = self._start
        seconds = now - then
        bot, driver = (bot - bot0) / seconds, (driver - driver0) / seconds
        return Usage(bot, driver, max((busy - busy0) / seconds - bot - driver, 0.0))
