"""A throwaway PostgreSQL server, for the tests and the benchmark: initdb in a fresh directory,
started on a unix socket there, stopped and removed at the end. No network: no TCP port at all.

A guard (``tools.pgwatch``) started beside the server stops it and removes its directory when the
process that started it dies without doing so (killed with SIGKILL, say).

PostgreSQL refuses to run as root; run as root (CI), the server runs as the ``postgres`` user (made
by Debian's package, which ``make postgres`` installs when the binaries are missing) through
``runuser``. Each test gets a database of its own (``PostgresServer.new_database``).

``python -m tools.pgserver`` starts one and prints its URL until interrupted (to run the bot on it).
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import asyncpg

from bot.storage import PostgresStorage

SERVER_USER = "postgres"
SUPERUSER = "marengo"
PORT = 5432  # of the socket's name only: no TCP


def binaries() -> Path:
    """The directory of ``initdb``, ``pg_ctl`` and ``postgres``: Debian's newest, or on the PATH."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb is None:
        raise RuntimeError("PostgreSQL is not installed: run `make postgres` (Debian's postgresql package)")
    return Path(initdb).parent


def run_as() -> list[str]:
    """The prefix the server's commands run under: the ``postgres`` user's when run as root (initdb
    and postgres refuse root), none otherwise."""
    return ["runuser", "-u", SERVER_USER, "--"] if os.geteuid() == 0 else []


class PostgresServer:
    """One throwaway cluster; ``url(db)`` names one of its databases."""

    def __init__(self) -> None:
        self.bin = binaries()
        self.root = Path(tempfile.mkdtemp(prefix="marengo-pg-"))
        self.data = self.root / "data"
        self.socket = self.root
        self._numbers = itertools.count(1)
        self._template_made = False
        self._as_user = run_as()
        if self._as_user:  # the server's user owns its directory
            account = pwd.getpwnam(SERVER_USER)
            os.chown(self.root, account.pw_uid, account.pw_gid)
        guard = [str(os.getpid()), str(self.root), str(self.bin / "pg_ctl"), *self._as_user]
        self._guard = subprocess.Popen(
            [sys.executable, "-m", "tools.pgwatch", *guard],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # a signal to this process's group leaves it to clean up
            cwd=Path(__file__).resolve().parent.parent,  # where ``tools`` is found
        )

    def _run(self, *command: str) -> None:
        subprocess.run([*self._as_user, *command], check=True, capture_output=True, cwd=self.root)

    def start(self) -> None:
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-U",
            SUPERUSER,
            "-A",
            "trust",
            "--no-sync",
            "-E",
            "UTF8",
            "--locale=C",
        )
        options = (
            f"-k {self.socket} -p {PORT} -c listen_addresses='' -c fsync=off -c synchronous_commit=off"
            " -c full_page_writes=off -c max_connections=200"
        )
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.root / "log"),
            "-o",
            options,
            "-w",
            "start",
        )

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
            self._guard.kill()  # nothing left to guard
            self._guard.wait()

    def url(self, database: str) -> str:
        return f"postgresql://{SUPERUSER}@/{database}?host={self.socket}&port={PORT}"

    async def new_database(self, *, migrated: bool = True) -> str:
        """A fresh database, empty or (``migrated``) a copy of one the bot's migrations made once;
        returns its URL."""
        template = "template0"
        if migrated:
            template = "marengo_template"
            if not self._template_made:
                await self._create(template, "template0")
                store = PostgresStorage(self.url(template), pool_size=1)
                await store.open()
                await store.close()
                self._template_made = True
        name = f"test_{os.getpid()}_{next(self._numbers)}"
        await self._create(name, template)
        return self.url(name)

    async def _create(self, name: str, template: str) -> None:
        conn = await asyncpg.connect(self.url("postgres"))
        try:
            await conn.execute(f'CREATE DATABASE "{name}" TEMPLATE {template} STRATEGY FILE_COPY')
        finally:
            await conn.close()


def main() -> None:
    import asyncio
    import signal

    server = PostgresServer()
    server.start()
    try:
        print(asyncio.run(server.new_database(migrated=False)), flush=True)
        signal.sigwait({signal.SIGINT, signal.SIGTERM})
    finally:
        server.stop()


if __name__ == "__main__":
    main()
