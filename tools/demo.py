"""``make demo``: a whole game of Napoleon 2.1 on the offline Discord, written out as players saw it.

Starts the offline Discord (``fakediscord``) and the real bot (``python -m bot``), opens a
server with a war-room and two players, and plays France (alice) against one allied player (bob)
to the end through slash commands and buttons. The players choose like the scripted strategies of
``engine/napoleon21/policy.py`` (France marches on the best allied capital, the Allies hold their
capitals and strike back), reading the game from the bot's database as a person reads the board,
with a whim now and then (one activity choice in ``WHIM`` at random, drawn from ``--seed``). The dice
are the bot's own, so every run is a new game.

Written to ``--out``: ``transcript.md`` and ``index.html`` (every command, click and answer in order,
ephemeral replies marked, pictures inline) and ``images/`` (every board and DM picture, numbered).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path

from bot.storage import SqliteStorage
from engine.core.agent import Decide
from engine.core.rng import Rng
from engine.napoleon21 import Napoleon21
from engine.napoleon21.policy import aggressive_france, counter_allies
from fakediscord import BotProcess, Channel, FakeDiscord, Message
from tools.botbench import transcript
from tools.botbench.table import (
    TIMEOUT,
    acting_user,
    action_buttons,
    answered,
    is_turn,
    join,
    open_game,
    play_typed,
    start,
)

GAME = Napoleon21()

PLAYERS: dict[str, Decide] = {"france": aggressive_france, "allies": counter_allies}
WHIM = 8
TYPED_EVERY = 5  # every fifth action is typed with /play; the others are button clicks
MAX_ACTIONS = 2000
LATEST = 2**62


async def demo(out: Path, seed: int) -> list[Path]:
    """Play one game and write what the players saw into ``out``; returns the files written."""
    with tempfile.TemporaryDirectory(prefix="marengo-demo-") as tmp:
        database = str(Path(tmp) / "demo.db")
        async with FakeDiscord() as fake:
            guild = fake.create_guild("Marengo demo")
            room = fake.create_text_channel(guild, "war-room")
            alice, bob = fake.create_user("alice"), fake.create_user("bob")
            fake.add_member(guild, alice)
            fake.add_member(guild, bob)
            env = fake.bot_env() | {
                "DATABASE_PATH": database,
                "DEV_GUILD_ID": str(guild.id),
                "LOG_LEVEL": "WARNING",
            }
            async with BotProcess(env=env) as bot:
                await fake.wait_for_bot(timeout=60)
                await (await fake.slash(bob, room, "help")).done(followups=1)  # the list takes two messages
                thread = await open_game(fake, room, alice, "napoleon21", "allies=1", "france")
                await join(fake, thread, bob, "allies")
                await answered(await fake.slash(alice, thread, "game status"))
                await start(fake, thread, alice)
                storage = SqliteStorage(database)
                await storage.open()
                try:
                    actions = await play(fake, thread, storage, Rng(seed))
                finally:
                    await storage.close()
                await answered(await fake.slash(bob, thread, "log", count=5))
                await answered(await fake.slash(alice, thread, "game status"))
                bot.terminate()
                await bot.wait_exit(30)
            print(f"played {actions} actions", file=sys.stderr)
            return transcript.write(fake, out)


async def play(fake: FakeDiscord, thread: Channel, storage: SqliteStorage, pick: Rng) -> int:
    """Play every turn until the game is over, as the players would: from the turn post, then on the
    private panel the bot edits in place until the turn passes; returns how many actions were taken."""
    (row,) = await storage.find_games(channel_id=thread.id)
    panel: Message | None = None  # the acting player's private panel while their turn goes on
    for count in range(MAX_ACTIONS):
        ping = latest_turn(fake, thread)
        if "is over" in ping.content:
            return count
        snapshot = await storage.snapshot(row.id, LATEST)
        assert snapshot is not None
        state = GAME.load(json.loads(snapshot[1]))
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        actions = prompt.actions
        if prompt.key == "napoleon21-ask-activity" and pick.below(WHIM) == 0:
            action = pick.choice(actions)
        else:
            action = PLAYERS[seat](GAME.view(state, seat), prompt, pick)
        buttons = action_buttons(panel if panel is not None else ping)
        custom_id = buttons.get(action.notation()) or buttons.get(f"#{actions.index(action)}")
        user = acting_user(fake, ping)
        before = len(fake.channel_messages(thread))
        if custom_id is None or count % TYPED_EVERY == TYPED_EVERY - 1:
            answer = await answered(await play_typed(fake, user, thread, action.notation()))
        else:
            answer = await answered(await fake.click(user, panel or ping, custom_id))
        panel = answer.original if answer.original is not None and action_buttons(answer.original) else None
        if panel is None:  # the turn passed (or the game ended): a new post follows
            await next_turn(fake, thread, before)
    raise RuntimeError(f"the game did not end in {MAX_ACTIONS} actions")


async def next_turn(fake: FakeDiscord, thread: Channel, after: int) -> None:
    """Wait for a ping (or the end) among the thread's messages after index ``after``."""
    await fake.wait_until(
        lambda: any(is_turn(m) for m in fake.channel_messages(thread)[after:]), TIMEOUT, "the next turn"
    )


def latest_turn(fake: FakeDiscord, thread: Channel) -> Message:
    return next(m for m in reversed(fake.channel_messages(thread)) if is_turn(m))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.demo", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("demo-output"), help="default: demo-output")
    parser.add_argument("--game", choices=[GAME.key], default=GAME.key)
    parser.add_argument("--seed", type=int, default=1, help="the players' whims (default 1)")
    args = parser.parse_args(argv)
    files = asyncio.run(demo(args.out, args.seed))
    pictures = len(files) - 2
    print(f"{pictures} pictures, transcript and page written to {args.out.resolve()}", file=sys.stderr)
    print(args.out.resolve())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
