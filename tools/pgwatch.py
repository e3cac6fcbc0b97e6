"""The guard of a throwaway PostgreSQL server (``tools.pgserver``): once the process that started it
is gone, even killed with SIGKILL, it stops the server and removes its directory.

``pg_ctl`` detaches the server from the process that starts it, so nothing else ends it when a test
run dies without its cleanup. The guard is started beside it in a session of its own (a signal to
the run's process group does not end it too) and watches its parent as the bot's workers do
(``bot.workers``). The standard library only: it starts at once, whatever the run imports.

``python -m tools.pgwatch PARENT ROOT PG_CTL [RUN_AS...]``: ``RUN_AS`` is the prefix the server's
commands run under (``runuser -u postgres --`` when run as root).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

WATCH_SECONDS = 0.5  # how often the guard looks for its parent


def stop(root: Path, pg_ctl: str, run_as: list[str]) -> None:
    """Stop the server whose cluster is under ``root`` (if it runs) and remove ``root``."""
    data = root / "data"
    if (data / "postmaster.pid").exists():
        subprocess.run(
            [*run_as, pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"],
            capture_output=True,
            check=False,
            cwd="/",
        )
    shutil.rmtree(root, ignore_errors=True)


def guard(parent: int, root: Path, pg_ctl: str, run_as: list[str]) -> None:
    """Wait while ``parent`` lives and the server's directory is there (its own ``stop`` removes
    it); once the parent is gone first, stop the server and remove the directory."""
    while os.getppid() == parent and root.exists():
        time.sleep(WATCH_SECONDS)
    if root.exists():
        stop(root, pg_ctl, run_as)


def main() -> None:
    parent, root, pg_ctl, *run_as = sys.argv[1:]
    guard(int(parent), Path(root), pg_ctl, run_as)


if __name__ == "__main__":
    main()
