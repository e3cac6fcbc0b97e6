"""A secret choice of several parts is one decision (issue 21), through the offline Discord.

Gustav: alice (Imperial) raises her army in one menu of her private panel (the HQ and the units
chosen), then sets two cards aside in another; bob (Swedish) does the same with another army. Each
decision is one stored play and one version move whatever it holds, so bob's ``/log`` lists one
"is preparing" line for alice's army, never one per unit, and the version tells nothing of its
size. A submission the rules refuse (over the budget, a part named twice, a part not offered)
changes nothing and is answered privately.
"""

from __future__ import annotations

import pytest

from bot.storage import Entry
from engine.core import IllegalActionError
from fakediscord import Message, User
from tests.bot.e2e import Table, button_ids, text_of
from tests.bot.test_e2e_gather import menu
from tests.bot.test_e2e_gustav import fix_seed, open_game

# The menu of an army offers the side's counters by index: Imperial 0-3 pike, 4-5 shot, 6-8
# cavalry, 9 artillery (engine/gustav/data/units.py); Swedish 0-2 pike, 3-6 shot, 7-8 cavalry,
# 9 artillery.
ARMY_MENU = "Raise the army: the units chosen and the HQ"


def plays(entries: list[Entry], seat: str) -> list[str]:
    return [e.action.notation() for e in entries if e.kind == "play" and e.action and e.seat == seat]


async def panel(table: Table, user: User, thread: object) -> Message:
    shown = await table.slash(user, "play", thread)
    assert shown.ephemeral and shown.original is not None
    return shown.original


async def pick(table: Table, user: User, message: Message, custom_id: str, values: list[str]) -> str:
    record = await table.fake.select(user, message, custom_id, values)
    return text_of(await record.done())


async def test_an_army_and_a_cull_are_each_one_play_whatever_they_hold(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = table.alice, table.bob
    fix_seed(table, monkeypatch, 11)
    thread = await open_game(table, {"imperial": alice, "swedish": bob})
    assert table.bot is not None
    service = table.bot.service
    start = (await service.tables.info(1)).version

    shown = await panel(table, alice, thread)
    army = f"mg:g:1:{start}:imperial:army"
    assert army in button_ids(shown)
    values, most, placeholder = menu(shown, army)
    assert values == [f"#{i}" for i in range(10)] and most == 10 and placeholder == ARMY_MENU
    assert not [i for i in button_ids(shown) if i.startswith(f"mg:a:1:{start}:imperial:army ")]

    for refused in (["#6", "#7", "#8", "#0"], ["#0", "#0"]):  # 14 points; a counter twice
        said = await pick(table, alice, shown, army, refused)
        assert not said.startswith("✅"), said
        assert (await service.tables.info(1)).version == start
    for forged in (["#10"], ["army pike"], ["#-1"], ["#" + "9" * 30]):  # past the menu: refused whole
        with pytest.raises(IllegalActionError):
            await service.play.gather(1, alice.id, forged, "army", version=start)
        assert (await service.tables.info(1)).version == start
    shown = await panel(table, alice, thread)
    said = await pick(table, alice, shown, army, ["#6", "#0", "#4"])  # in any order
    assert said.startswith("✅ Raise HQ, pike, shot, and cavalry (4 units, 10 points)"), said
    assert (await service.tables.info(1)).version == start + 1

    shown = await panel(table, bob, thread)
    said = await pick(table, bob, shown, f"mg:g:1:{start + 1}:swedish:army", ["#3"])
    assert said.startswith("✅ Raise HQ and shot (2 units"), said
    assert (await service.tables.info(1)).version == start + 2

    shown = await panel(table, alice, thread)
    cull = f"mg:g:1:{start + 2}:imperial:cull"
    values, _, _ = menu(shown, cull)
    assert values == [f"#{i}" for i in range(8)]
    said = await pick(table, alice, shown, cull, ["#0"])  # two cards are set aside, not one
    assert not said.startswith("✅") and (await service.tables.info(1)).version == start + 2
    shown = await panel(table, alice, thread)
    said = await pick(table, alice, shown, cull, ["#3", "#0"])
    assert said.startswith("✅ Set aside"), said
    assert (await service.tables.info(1)).version == start + 3

    stored = await table.bot.storage.entries(1)
    assert plays(stored, "imperial") == ["army pike shot cavalry", "cull tercio great_guns"]
    assert plays(stored, "swedish") == ["army shot"]

    record = await table.slash(bob, "log", thread, count=25)
    seen = text_of(record)
    assert seen.count("Imperial army is preparing.") == 2, seen  # the army, the cull: one line each
    assert seen.count("Swedish army is preparing.") == 1, seen
