"""A rematch of a game played alone against the AI: the AI keeps its seats at its level, or takes
the person's with the sides swapped, and the new game starts at once (solo play needs no Start).

First the seating a rematch plans (``rematch_seats``), then through the offline Discord: alice plays
Napoleon 2.1 alone, concedes at once, opens the rematch, concedes it, and opens its rematch with the
sides swapped.
"""

from __future__ import annotations

import pytest

from bot.service.finale import rematch_seats
from bot.service.records import GameInfo
from bot.service.seats import Life
from engine import find_game
from fakediscord import Channel
from fakediscord.waiting import eventually
from tests.bot.e2e import Table
from tests.bot.test_e2e_solo import open_solo, quick_bot

ALICE = 7


def ended(key: str, options: dict[str, str], players: dict[str, int], ai: dict[str, str]) -> GameInfo:
    """An ended game of ``key`` with these members and the AI (seat: level) seated."""
    life = Life()
    for seat, level in ai.items():
        life = life.with_ai(seat, level)
    return GameInfo(
        1, key, "", options, 1, 1, None, "finished", ALICE, True, 9, None,
        find_game(key).seats(options), players, 24.0, 3, "en", settings=life.to_settings(),
    )  # fmt: skip


def sides(info: GameInfo) -> list[str]:
    return [find_game(info.key).side(s) for s in info.seats]


def test_the_same_sides_keep_the_ai_on_its_seats_at_its_level() -> None:
    info = ended(
        "napoleon1815", {"players": "3"}, {"france": ALICE}, {"anglo_dutch": "hard", "prussia": "easy"}
    )
    plan = rematch_seats(info, sides(info), ALICE, swap=False)
    assert plan.players == {"france": ALICE}
    assert plan.ai == {"anglo_dutch": "hard", "prussia": "easy"}


@pytest.mark.parametrize("levels", [("easy", "easy"), ("hard", "easy")])
def test_napoleon1815_swapped_with_two_ai_seats_leaves_no_seat_empty(levels: tuple[str, str]) -> None:
    seats = find_game("napoleon1815").seats({"players": "3"})
    allied = [s for s in seats if s != "france"]
    info = ended("napoleon1815", {"players": "3"}, {"france": ALICE}, dict(zip(allied, levels, strict=True)))
    plan = rematch_seats(info, sides(info), ALICE, swap=True)
    assert set(plan.players) | set(plan.ai) == set(seats) and not set(plan.players) & set(plan.ai)
    assert plan.players and set(plan.players.values()) == {ALICE} and "france" in plan.ai
    assert set(plan.ai.values()) <= set(levels)
    if levels[0] == levels[1]:  # one AI: it takes France, alice the whole coalition
        assert plan.players == dict.fromkeys(allied, ALICE) and plan.ai == {"france": "easy"}


def test_a_person_and_the_ai_on_one_side_swap_with_the_other_side() -> None:
    info = ended(
        "napoleon1815", {"players": "3"}, {"prussia": ALICE}, {"france": "hard", "anglo_dutch": "easy"}
    )
    plan = rematch_seats(info, sides(info), ALICE, swap=True)
    assert plan.players == {"france": ALICE} and set(plan.ai) == {"anglo_dutch", "prussia"}


async def concede(table: Table, game_id: int, thread: Channel, seat: str) -> None:
    """alice concedes once her seat must act (the AI is not thinking: the version holds)."""
    assert table.bot is not None
    service = table.bot.service

    async def her_turn() -> bool:
        live = service.tables.loaded(game_id)
        return live.state is not None and seat in live.game.to_act(live.state)

    await eventually(her_turn, what="alice's turn")
    asked = await table.slash(table.alice, "game concede", thread)
    assert asked.original is not None
    version = (await service.tables.info(game_id)).version
    await table.click(table.alice, asked.original, f"mg:zk:{game_id}:{version}:y")
    await table.wait_message(r"the final reckoning", thread)


async def started(table: Table, game_id: int) -> GameInfo:
    assert table.bot is not None
    service = table.bot.service

    async def active() -> bool:
        return (
            service.tables.cached(game_id) is not None
            and (await service.tables.info(game_id)).status == "active"
        )

    await eventually(active, what=f"game {game_id} started")
    return await service.tables.info(game_id)


async def test_napoleon21_solo_rematch_and_swapped_rematch(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    await quick_bot(table, monkeypatch)
    first = await open_solo(table, "napoleon21", "france", level="easy")
    assert table.bot is not None
    old = await table.bot.service.tables.info(1)
    allied = [s for s in old.seats if s != "france"]
    await concede(table, 1, first, "france")

    finale = table.last(r"the final reckoning", first)
    await table.click(table.alice, finale, "mg:em:1:s")
    again = await started(table, 2)
    assert again.players == {"france": table.alice.id}
    assert again.ai_seats == dict.fromkeys(allied, "easy") and not again.free_seats()
    second = next(c for c in table.guild.channels if c.id == again.channel_id)
    assert table.fake.violations == []

    await concede(table, 2, second, "france")
    finale = table.last(r"the final reckoning", second)
    await table.click(table.alice, finale, "mg:em:2:x")
    swapped = await started(table, 3)
    assert swapped.players == dict.fromkeys(allied, table.alice.id)
    assert swapped.ai_seats == {"france": "easy"} and not swapped.free_seats()
    assert table.fake.violations == []
