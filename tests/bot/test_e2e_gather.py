"""A Napoleon 1815 stack chosen in one menu (``engine.core.Gather``) through the offline Discord.

alice (France, Conscript, 2 players) operates from Fleurus. Her private panel offers, above the
buttons, one menu per way the stack may end: "Choose the blocks that move…" (several blocks at
once). Napoleon alone cannot move (TRM-3), so that pick is taken and the move is not, and the panel
says so; the next pick of two corps and the move go through. Each block and the move are stored as
her own plays, one by one, with the log the engine writes when the same choices are applied one by
one, so the other side reads exactly what it would have read of single clicks.
"""

from __future__ import annotations

import pytest

from bot.storage import Entry
from engine.core import Action, LogEntry, is_visible
from fakediscord import Message
from tests.bot.e2e import Table, button_ids, text_of
from tests.bot.test_e2e_napoleon1815 import GAME, fix_seed, open_game

SEED = 1  # Conscript: both sides decline their blue card, then France operates first
OPTIONS = "players=2 rules=conscript"
NAPOLEON, VANDAMME, MILHAUD = "add f17", "add f2", "add f5"  # tokens of the blocks at Fleurus, seed 1


def menu(message: Message, custom_id: str) -> tuple[list[str], int, str]:
    """The values, the most that may be picked and the placeholder of the menu ``custom_id``."""
    (found,) = [c for row in message.components for c in row["components"] if c.get("custom_id") == custom_id]
    return [str(o["value"]) for o in found["options"]], found["max_values"], found["placeholder"]


def plays(entries: list[Entry]) -> list[tuple[str | None, str, int | None]]:
    return [(e.seat, e.action.notation(), e.user_id) for e in entries if e.kind == "play" and e.action]


async def test_a_stack_chosen_in_one_menu_is_stored_as_single_choices(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = table.alice, table.bob
    fix_seed(table, monkeypatch, SEED)
    thread = await open_game(table, OPTIONS, {"france": alice, "allies": bob})
    opening = ["none", "none", "operate fleurus"]
    for user, action in zip((alice, bob, alice), opening, strict=True):
        assert text_of(await table.slash(user, "play", thread, action=action)).startswith("✅")
    assert table.bot is not None
    version = (await table.bot.service.tables.info(1)).version

    shown = await table.slash(alice, "play", thread)
    assert shown.ephemeral and shown.original is not None
    moving = f"mg:g:1:{version}:france:move"
    assert moving in button_ids(shown.original)
    values, most, placeholder = menu(shown.original, moving)
    assert {NAPOLEON, VANDAMME, MILHAUD} <= set(values)
    assert most == len(values) and placeholder == "Choose the blocks that move…"
    assert f"mg:g:1:{version}:france:attack" not in button_ids(shown.original)  # Fleurus is not engaged

    alone = await (await table.fake.select(alice, shown.original, moving, [NAPOLEON])).done()
    said = text_of(alone)
    assert "✅ Add Napoleon" in said and "1 of 2 taken" in said  # a commander never moves alone
    panel = alone.original
    assert panel is not None and f"mg:g:1:{version + 1}:france:move" in button_ids(panel)

    chosen = [MILHAUD, VANDAMME]  # in any order: taken in the order the menu offers them
    record = await table.fake.select(alice, panel, f"mg:g:1:{version + 1}:france:move", chosen)
    said = text_of(await record.done())
    assert "of 3 taken" not in said and said.count("✅") == 3, said
    assert (await table.bot.service.tables.info(1)).version == version + 4

    stored = await table.bot.storage.entries(1)
    assert plays(stored)[-4:] == [
        ("france", NAPOLEON, alice.id),
        ("france", VANDAMME, alice.id),
        ("france", MILHAUD, alice.id),
        ("france", "move", alice.id),
    ]
    # The same choices applied one by one by the engine write the same log, line for line.
    state = GAME.setup(SEED, None, {"players": "2", "rules": "conscript"})
    singles: list[LogEntry] = []
    for entry in stored:
        if entry.kind == "play" and entry.action is not None and entry.seat is not None:
            singles += GAME.apply(state, entry.seat, Action.parse(entry.action.notation())).entries
    logged = [e for entry in stored if entry.kind == "play" for e in entry.log]
    assert [e for e in logged if is_visible(e, "allies")] == [e for e in singles if is_visible(e, "allies")]
