"""Run a bot as a subprocess against the fake, capturing its output."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Self

from fakediscord.waiting import PATIENCE


class BotProcess:
    """``python -m bot`` (or ``cmd``) with ``env`` on top of this environment minus any ``DISCORD_*`` variable.

    Dropping inherited ``DISCORD_*`` variables keeps a developer's real token from reaching a test bot.
    ``cwd`` is the working directory of the process (None: this one's); the bot reads ``.env`` there.
    Output (stdout and stderr, merged) is collected in :attr:`lines`.
    """

    def __init__(
        self,
        cmd: Sequence[str] = (sys.executable, "-m", "bot"),
        env: Mapping[str, str] | None = None,
        cwd: Path | None = None,
    ) -> None:
        self.cmd = list(cmd)
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")} | dict(env or {})
        self.cwd = cwd
        self.lines: list[str] = []
        self._process: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._new_line = asyncio.Event()

    @property
    def logs(self) -> str:
        return "\n".join(self.lines)

    @property
    def returncode(self) -> int | None:
        return None if self._process is None else self._process.returncode

    async def start(self) -> None:
        """Start the process (again after it exited, so a killed bot can be restarted)."""
        if self._process is not None and self.returncode is None:
            raise RuntimeError("the bot process is still running")
        self._process = await asyncio.create_subprocess_exec(
            *self.cmd,
            cwd=self.cwd,
            env=self.env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        self._reader = asyncio.create_task(self._read(self._process))

    async def _read(self, process: asyncio.subprocess.Process) -> None:
        assert process.stdout is not None
        async for raw in process.stdout:
            self.lines.append(raw.decode(errors="replace").rstrip("\n"))
            self._new_line.set()
            self._new_line = asyncio.Event()

    def _started(self) -> asyncio.subprocess.Process:
        if self._process is None:
            raise RuntimeError("the bot process was not started")
        return self._process

    def kill(self) -> None:
        """SIGKILL: no cleanup runs in the bot."""
        if self.returncode is None:
            self._started().send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        """SIGTERM: the bot's signal handler should close it cleanly."""
        if self.returncode is None:
            self._started().send_signal(signal.SIGTERM)

    async def wait_exit(self, timeout: float = PATIENCE) -> int:
        """Wait for the process to end and its output to be read; returns the exit code."""
        process = self._started()
        code = await asyncio.wait_for(process.wait(), timeout)
        if self._reader is not None:
            await asyncio.wait_for(self._reader, timeout)
        return code

    async def wait_for_log(self, pattern: str, timeout: float = PATIENCE) -> str:
        """The first output line matching ``pattern`` (searching what was already printed too)."""
        regex = re.compile(pattern)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            found = next((line for line in self.lines if regex.search(line)), None)
            if found is not None:
                return found
            remaining = deadline - loop.time()
            if remaining <= 0 or (self._reader is not None and self._reader.done()):
                raise TimeoutError(f"no line matching {pattern!r}; output:\n{self.logs[-3000:]}")
            try:
                await asyncio.wait_for(self._new_line.wait(), remaining)
            except TimeoutError:
                continue

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        """Kill the process if it still runs."""
        if self._process is not None and self.returncode is None:
            self.kill()
            await self.wait_exit()
