"""A test run killed with SIGKILL leaves no PostgreSQL server behind: the server's guard
(``tools.pgwatch``) stops it and removes its directory once the process that started it is gone."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

from fakediscord.waiting import PATIENCE
from tools import pgwatch
from tools.pgserver import binaries, run_as

# A test run in small: it starts a server, says where, and waits to be killed.
RUN = """
import time
from tools.pgserver import PostgresServer

server = PostgresServer()
server.start()
print(server.root, flush=True)
time.sleep(3600)
"""


def serves(pid: int, root: Path) -> bool:
    """The server of the cluster under ``root`` still runs as ``pid`` (a zombie does not)."""
    proc = Path(f"/proc/{pid}")
    try:
        stat, command = (proc / "stat").read_text(), (proc / "cmdline").read_bytes()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z" and str(root).encode() in command


def gone(pid: int, root: Path) -> bool:
    """Wait until the server has stopped and its directory is removed (``PATIENCE``: a hang guard)."""
    deadline = time.monotonic() + PATIENCE
    while serves(pid, root) or root.exists():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)
    return True


def test_a_server_whose_run_is_killed_stops_and_leaves_no_directory() -> None:
    run = subprocess.Popen([sys.executable, "-c", RUN], stdout=subprocess.PIPE, text=True)
    root = None
    try:
        assert run.stdout is not None
        root = Path(run.stdout.readline().strip())
        assert root.name.startswith("marengo-pg-"), root
        pid = int((root / "data" / "postmaster.pid").read_text().split()[0])
        assert serves(pid, root)
        run.send_signal(signal.SIGKILL)  # nothing of its own cleanup runs
        run.wait()
        assert gone(pid, root), f"the server of {root} outlived its test run"
    finally:
        run.kill()
        run.wait()
        if root is not None and root.name and root.exists():  # the guard failed: leave nothing behind
            pgwatch.stop(root, str(binaries() / "pg_ctl"), run_as())
