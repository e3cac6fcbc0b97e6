"""The Random Events Table of the Napoleonic Wars solitaire (12.0-12.1, M-8) over its whole range, and
each event's rule: the printed rows (13.0), the marriage (4.13), Josephine's tour (9.2.3), the Royalists
(11.1.1), the Émigrés (8.4), the Continental System (4.1.1), the scrolls (6.3.1), the religion policy
(2.7), the Jews of Europe (2.8), a marriage left standing (6.3.2) and the Hundred Days (12.4)."""

from __future__ import annotations

import pytest

from engine.core import push, rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.data.tables import RANDOM_EVENTS, RELIGION_EFFECTS
from engine.nwsolitaire.random_events import EVENTS, RandomEvents, dice_count
from engine.nwsolitaire.state import (
    BEDROOM,
    COALITION_POOL,
    FRENCH_CUP,
    NEUTRAL_POOL,
    REMOVED,
    ROYALIST_BOX,
    SolitaireState,
)


@pytest.fixture
def game() -> NapoleonicWars:
    return NapoleonicWars()


@pytest.fixture
def s(game: NapoleonicWars) -> SolitaireState:
    return game.setup(7, "bonaparte1792")


@pytest.fixture
def s1805(game: NapoleonicWars) -> SolitaireState:
    return game.setup(7, "napoleon1805")


def keys(s: SolitaireState) -> list[str]:
    return [e["msg"]["key"] for e in s.log]


def test_every_sum_of_one_two_and_three_dice_has_a_row_with_known_events() -> None:
    """12.0-1, M-8: rows 1-6, 2-12 and 3-18; every code has a rule; every row names its source; the
    two printed rows are the example's (13.0 turns 1 and 2)."""
    for dice, rows in RANDOM_EVENTS.items():
        assert sorted(rows) == list(range(dice, 6 * dice + 1))
        for row in rows.values():
            assert row.events and row.src
            assert all(code in EVENTS or code in ("SN", "NB") for code in row.events)
    assert RANDOM_EVENTS[1][4].events == ("BP", "TG", "SN", "YF")
    assert RANDOM_EVENTS[1][6].events == ("RT", "CI", "SN", "NB")
    assert "rulebook" in RANDOM_EVENTS[1][4].src and "reconstructed" in RANDOM_EVENTS[2][7].src
    assert {c for rows in RANDOM_EVENTS.values() for r in rows.values() for c in r.events} >= set(EVENTS)


@pytest.mark.parametrize("dice", [1, 2, 3])
def test_every_row_is_rolled_and_its_first_event_resolved(game: NapoleonicWars, dice: int) -> None:
    """12.0-1, 12.1-1: the dice count follows Napoleon (A-22); each sum reads its row in order."""
    for total in range(dice, 6 * dice + 1):
        s = game.setup(total, "bonaparte1792")
        s.napoleon = {1: "B", 2: "N", 3: "V"}[dice]
        assert dice_count(s) == dice
        faces = [1] * dice
        rest = total - dice
        for i in range(dice):
            faces[i] += min(5, rest)
            rest -= min(5, rest)
        s.log.clear()
        rng.script(s, faces)
        push(s, RandomEvents())
        game.machine.advance(s)
        randoms = [e["msg"]["args"] for e in s.log if e["msg"]["key"] == "nwsolitaire-log-random"]
        assert randoms[0]["total"] == total
        first = next(e["msg"]["args"]["event"] for e in s.log if e["msg"]["key"] == "nwsolitaire-log-event")
        assert isinstance(first, dict) and first["id"] == RANDOM_EVENTS[dice][total].events[0]


def test_the_marriage_divorces_josephine_and_neutralises_the_bride(s1805: SolitaireState) -> None:
    """4.13-1, 4.14-1, 6.3.2-1: Josephine leaves the game, Austria (1d6 = 1) gets the marriage marker and
    turns Neutral with its units in the Neutral pool, two No War!! chits go into the cup, Napoleon to the
    Bedroom, busy; no second marriage while the marker stands."""
    s = s1805
    assert s.status["austria"] == "coalition"
    cup = len(s.event_cup)
    rng.script(s, [1, 1])  # the bride; the 6.2.1 fervour roll
    EVENTS["DIV"](s)
    assert s.josephine_at == REMOVED and s.marriage == "austria" and s.marriages == 1
    assert s.status["austria"] == "neutral" and s.where["charles"] == NEUTRAL_POOL
    assert len(s.event_cup) == cup + 2 and {"no_war3", "no_war4"} <= set(s.event_cup)
    assert s.napoleon_at == BEDROOM and s.napoleon_busy
    EVENTS["DIV"](s)
    assert s.marriages == 1
    s.marriage = ""  # Austria joined the Coalition (6.3.2): a remarriage may follow (DIV*)
    rng.script(s, [6])
    EVENTS["DIV"](s)
    assert s.marriage == "spain" and s.status["spain"] == "pro_french" and s.marriages == 2
    assert {"no_war5", "no_war6"} <= set(s.event_cup)
    assert s.where["blake"] == FRENCH_CUP and "blake" in s.french_cup
    s.marriage = ""
    EVENTS["DIV"](s)
    assert s.marriages == 2  # two at most


def test_no_marriage_before_the_emperor(s: SolitaireState) -> None:
    """4.13: the divorce is the Emperor's (Napo-N)."""
    s.napoleon, s.josephine_at = "B", BEDROOM
    EVENTS["DIV"](s)
    assert s.marriage == "" and s.josephine_at == BEDROOM


def test_a_marriage_left_standing_costs_an_abdication_level(s1805: SolitaireState) -> None:
    """6.3.2-1 【DO】: with the marker on a neutral power the level falls by one; none without."""
    s = s1805
    s.abdication = 5
    EVENTS["DO"](s)
    assert s.abdication == 5
    s.marriage, s.status["austria"] = "austria", "neutral"
    EVENTS["DO"](s)
    assert s.abdication == 4


def test_josephine_tours_a_random_country_and_comes_back(s1805: SolitaireState) -> None:
    """2.1.4-4 【JOT】, 9.2.3-1: from the Bedroom to a random country (4 = Italy)."""
    s = s1805
    assert s.josephine_at == BEDROOM
    rng.script(s, [4])
    EVENTS["JOT"](s)
    assert s.josephine_at == "italy"
    s.josephine_at = REMOVED
    EVENTS["JOT"](s)
    assert s.josephine_at == REMOVED


def test_the_royalists_rise_and_the_emigres_take_the_field(s: SolitaireState) -> None:
    """11.1.1-2 【CRA】: the Royalists from their box into France; 8.4-1 【ÉM】: the Émigrés into Germany,
    into France once the But (or Paris) marker is there."""
    for uid in ("royalists", "emigres_conde", "emigres_vendee"):
        s.where[uid] = ROYALIST_BOX
    EVENTS["CRA"](s)
    assert s.where["royalists"] == "france"
    s.but = "germany"
    EVENTS["EM"](s)
    assert s.where["emigres_conde"] == s.where["emigres_vendee"] == "germany"
    s.where["emigres_conde"] = ROYALIST_BOX
    s.but = "france"
    EVENTS["EM"](s)
    assert s.where["emigres_conde"] == "france"


def test_the_continental_system_needs_the_emperor_and_no_invasion(s: SolitaireState) -> None:
    """4.1.1-1 【CS】: the marker goes to the High Seas with Napo-N; never after the invasion (4.10)."""
    s.continental_system = False
    s.napoleon = "B"
    EVENTS["CS"](s)
    assert not s.continental_system
    s.napoleon = "N"
    EVENTS["CS"](s)
    assert s.continental_system
    s.continental_system, s.russia_invaded = False, True
    EVENTS["CS"](s)
    assert not s.continental_system


def test_a_treaty_broken_removes_a_scroll(s: SolitaireState) -> None:
    """6.3.1: an event removes a scroll marker; Russia may then be recruited."""
    s.scrolls = {**s.scrolls, "russia": ("russian_nobility",), "prussia": ("peace_of_basel",)}
    EVENTS["SCR"](s)
    assert s.scrolls["prussia"] == () and s.scrolls["russia"] == ("russian_nobility",)
    EVENTS["SCR"](s)
    assert s.scrolls["russia"] == ()
    EVENTS["SCR"](s)  # nothing left: nothing happens


def test_the_religion_policy_changes_and_takes_effect(s: SolitaireState) -> None:
    """2.7-1: 【TG】 Atheism to Deism, 【CON】 to the Concordat, 【EXC】 Usurper! once the Pope is a
    prisoner; 【IRF】 applies the policy in the box."""
    assert s.religion == "atheism"
    before = dict(s.fervour)
    EVENTS["IRF"](s)
    for country, delta in RELIGION_EFFECTS["atheism"]:
        assert s.fervour[country] == max(0, min(16, before[country] + delta))
    EVENTS["TG"](s)
    assert s.religion == "deism"
    EVENTS["CON"](s)
    assert s.religion == "concordat"
    EVENTS["EXC"](s)
    assert s.religion == "concordat"  # the Pope is free
    s.pope = False
    EVENTS["EXC"](s)
    assert s.religion == "usurper"
    EVENTS["CON"](s)
    assert s.religion == "usurper"


def test_emancipation_once(s: SolitaireState) -> None:
    """2.8-1 【EOTJ】: the Emancipation marker replaces the Ghetto; Germany and Austria +1, once."""
    g = s.fervour["germany"]
    EVENTS["EOTJ"](s)
    assert s.emancipation and s.fervour["germany"] == min(16, g + 1)
    EVENTS["EOTJ"](s)
    assert s.fervour["germany"] == min(16, g + 1)


@pytest.mark.parametrize(("veteran", "gain"), [("off", 2), ("on", 1)])
def test_the_hundred_days(game: NapoleonicWars, veteran: str, gain: int) -> None:
    """12.4-1 【HUN】: abdication +2, +1 in the Veteran game; once a game."""
    s = game.setup(3, "end1813", {"veteran": veteran})
    s.abdication = 5
    EVENTS["HUN"](s)
    assert s.abdication == 5 + gain and s.hundred_days
    EVENTS["HUN"](s)
    assert s.abdication == 5 + gain


def test_barbary_pirates_and_yellow_fever(s: SolitaireState) -> None:
    """13.0 turn 1 (【BP】【YF】): the British Navy flipped; Spanish units in the Coalition pool delayed."""
    EVENTS["BP"](s)
    assert s.british_navy_flipped
    spanish = [u for u in ("blake", "palafox") if s.where[u] == COALITION_POOL]
    assert spanish
    EVENTS["YF"](s)
    assert all(u in s.delayed for u in spanish)
