"""The rulebook's example of play (13.0, turns 1 and 2) replayed with its dice: every figure it prints
comes out of our tables and rules, except where the inventory marks the example itself as wrong (A-25).

The cups are arranged as the example draws them (the French units are the example's sums: 40 SP in
France on turn 1, Berthier in Germany; 21, 19, 7, 6, 16 and 18 on turn 2), the dice are scripted in the
order the rules roll them. Inventory items are cited beside each check.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.core import Action, MsgJson, Step, rng
from engine.nwsolitaire import NapoleonicWars, events, turn
from engine.nwsolitaire.state import (
    CASUALTY,
    DELAYED,
    FRENCH_CUP,
    HIGH_SEAS,
    HOTEL,
    LONDON,
    REMOVED,
    ROYALIST_BOX,
    STORAGE,
    SolitaireState,
    coalition_at,
    french_at,
    sp,
)

SEAT = "coalition"


def arrange(cup: list[str], top: list[str]) -> None:
    """Put ``top`` on top of ``cup`` (drawn first to last); the rest keeps its order below."""
    rest = [c for c in cup if c not in top]
    cup[:] = rest + list(reversed(top))


class Play:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.game = NapoleonicWars()
        self.s: SolitaireState = self.game.setup(2022, "bonaparte1792")
        self.event_tops: dict[int, list[str]] = {}
        original = events.historical_events

        def historical_then_arranged(s: SolitaireState) -> None:
            original(s)
            arrange(s.event_cup, self.event_tops.get(s.turn, []))

        monkeypatch.setattr(turn, "historical_events", historical_then_arranged)

    def dice(self, *faces: int) -> None:
        rng.script(self.s, list(faces))

    def act(self, notation: str) -> None:
        self.game.apply(self.s, SEAT, Action.parse(notation))

    def legal(self) -> list[str]:
        return [a.notation() for a in self.game.legal_actions(self.s, SEAT)]

    def asked(self) -> str:
        return self.game.prompt(self.s, SEAT).key

    def logged(self, key: str) -> list[dict[str, object]]:
        """The arguments of the log entries of ``key`` written by the last action."""
        return [dict(e["msg"]["args"]) for e in self.s.log if e["msg"]["key"] == key]

    def fervour(self, country: str) -> list[tuple[object, object]]:
        """(before, after) of each change of a country's fervour in the last action's log."""
        return [
            (m["before"], m["after"])
            for m in self.logged("nwsolitaire-log-fervour")
            if ref_id(m["country"]) == country
        ]


def ref_id(arg: object) -> str:
    """The id of a ``Ref`` argument in its JSON form."""
    assert isinstance(arg, dict)
    return str(arg["id"])


TURN1_FRANCE = ["moreau", "bessieres", "massena", "lannes", "augereau", "jourdan", "mortier", "oudinot"]  # 40
TURN1_OTHERS = ["envoy-spain-1", "envoy-spain-2"]


@pytest.fixture
def play(monkeypatch: pytest.MonkeyPatch) -> Play:
    p = Play(monkeypatch)
    s = p.s
    # J: the satellite the Valmy event puts in the cup, then the X that Vendémiaire does (13.0 turn 2)
    arrange(s.satellite_storage, ["sat_minus1a", "sat_xa"])
    arrange(s.icon_storage, ["volta"])  # 13.0 turn 2 I: the random icon is Volta
    p.event_tops = {1: ["no_war1", "war_switzerland"], 2: ["war_cape", "sat_xa"]}
    # 7.1-7.4 of turn 1: France 4 + 4 (40 SP with Moreau and Bessières), Spain 2, Italy 3, Spain 2, Germany 1
    arrange(
        s.french_cup,
        [*TURN1_FRANCE, "victor", "marmont", "soult", "ney", "eugene", "junot", "vandamme", "berthier"],
    )
    # 8.1: the Austrian group (6 SP) then the German one (the Guard of 3 SP, 6 SP in all)
    arrange(s.minor_cup, ["grenadiers1", "grenadiers2", "fusiliers1", "guards1", "fusiliers2", "jagers1"])
    return p


def coalition_units(s: SolitaireState, nations: tuple[str, ...]) -> list[str]:
    from engine.nwsolitaire.data.units import UNITS

    return sorted(u for u, at in s.where.items() if at == "coalition_pool" and UNITS[u].nation in nations)


def play_turn_1(p: Play, check: Callable[[str], None] | None = None) -> None:
    s = p.s
    # A1: £4 in London + £5 from the brown boxes + £4 from Austria and Prussia = £13 (4.1-1)
    assert s.treasury == 13 and p.asked() == "nwsolitaire-ask-budget"
    # A2: £2 to the Naval Budget, £7 to the Small War Fund, £4 left (4.2-1)
    p.act("pounds treasury naval 2")
    p.act("pounds treasury fund 7")
    p.dice(3, 3)  # A5: the Switzerland war, 2d6 = 6
    p.act("done")
    assert (s.treasury, s.small_war_fund, s.naval_budget) == (4, 7, 2)
    # A3-A4: But France; Valmy: Switzerland and Cape into the cup, a satellite, the Russian Nobility scroll
    assert s.but == "france" and s.scrolls["russia"] == ("russian_nobility",)
    assert "war_cape" in s.event_cup and "sat_minus1a" in s.event_cup
    # A5: No War!! then Switzerland, difficulty 12 (M-4)
    assert s.drawn_chits == ["no_war1", "war_switzerland"] and p.asked() == "nwsolitaire-ask-small-war"
    p.act("fight 7")
    # 6 + 7 = 13: won, face up, abdication +1, the Ireland chit into the cup (4.9-3, 4.9.1-2, M-7)
    assert s.wars["switzerland"] == "up" and s.abdication == 1 and "war_ireland" in s.event_cup
    assert s.small_war_fund == 0
    # 4.12: the player may buy a chit for £3 (4.12-1); he does not
    assert p.asked() == "nwsolitaire-ask-extra-chit"
    p.dice(5, 5)  # B: both French diplomats to Spain
    p.act("pass")
    # B: 5, 5 -> two anonymous diplomats to Spain; Talleyrand and Reinhard stay in Germany (5.1-1, 5.1-2, M-2)
    assert sorted(d for d, at in s.french_diplomats.items() if at == "spain") == ["envoy1", "envoy2"]
    assert s.french_diplomats["talleyrand"] == s.french_diplomats["reinhard"] == "germany"
    # C: Castlereagh on Talleyrand (2 + 2 <= 4), Metternich on Reinhard (1 + 1 <= 4), £2 (6.1-1, 6.1-2, M-15)
    assert "recruit russia" not in p.legal()  # the Russian Nobility scroll (6.3.1-1, 13.0 turn 1 note)
    p.act("debate castlereagh talleyrand")
    p.act("debate metternich reinhard")
    p.dice(2, 1)
    p.act("resolve")
    assert s.french_diplomats["talleyrand"] == s.french_diplomats["reinhard"] == HOTEL
    assert s.treasury == 2
    p.dice(3)  # D4: the French Invasion Table, 3 + 1 = 4
    p.act("done")
    # D: France 4 + 4 (But), Spain 2 (diplomats), row 4: Italy 3, Spain 2, Germany 1 (7.1-7.4, M-10)
    assert len(french_at(s, "france")) == 8 and sp(french_at(s, "france")) == 40
    assert len(french_at(s, "spain")) == 4 and len(french_at(s, "italy")) == 3
    assert french_at(s, "germany") == ["berthier"] and sp(["berthier"]) == 4
    # E1: £1 a group of three minors to Austria, then to Germany (6 CF) (8.1-1, 8.2-1, M-14)
    p.act("minors austria")
    p.act("minors germany")
    assert s.treasury == 0
    assert sp(coalition_at(s, "germany")) == 6 + 5  # the minors and the two Émigré units (3.3 O)
    # E2: Yorck (3) to Germany: 14 CF there; the other 55 SP to France, open because of the But (8.4-1)
    p.act("place yorck germany")
    for uid in coalition_units(s, ("british", "prussian", "austrian", "spanish")):
        p.act(f"place {uid} france")
    assert sp(coalition_at(s, "germany")) == 14
    assert sp(coalition_at(s, "france")) == 58  # 55 + the Royalists' 3
    # E3: no Napoleon on turn 1 (8.5-1); F: France first: fervour 16, LI 4 -> FD, 1 die: 2 -> 20 (9.2, M-12, M-13)
    p.act("done")
    assert p.asked() == "nwsolitaire-ask-battle" and sorted(p.legal()) == ["battle france", "battle germany"]
    p.dice(4, 2)
    p.act("battle france")
    (france,) = p.logged("nwsolitaire-log-battle")
    assert france["value"] == 20 and france["coalition"] == 58 and france["french"] == 40
    # 20 destroys every French unit; fervour 16 -> 15 (9.10-1)
    assert not french_at(s, "france") and s.where["moreau"] == s.where["bessieres"] == CASUALTY
    assert s.fervour["france"] == 15
    # Germany: fervour 14, LI 3 -> FD; 14 - 4 + 2 = 12, a cavalry charge with no cavalry: again, 3 -> 13
    p.dice(3, 2, 3)
    p.act("battle germany")
    values = [m["value"] for m in p.logged("nwsolitaire-log-battle")]
    assert values == [12, 13]
    # 13: Coalition narrow win; the 3-SP units are equal, the player keeps the minor Guard (9.7.3-1)
    assert p.asked() == "nwsolitaire-ask-survivor"
    assert sorted(p.legal()) == ["pick emigres_conde", "pick guards1", "pick yorck"]
    p.dice(2)  # H 11.7: the French loss roll
    p.act("pick guards1")
    assert coalition_at(s, "germany") == ["guards1"] and s.where["berthier"] == CASUALTY
    assert s.where["emigres_conde"] == s.where["emigres_vendee"] == ROYALIST_BOX  # 9.7.1-1
    # settled after a cavalry charge result: no change in 9.10 (A-14); the one change is 11.4's
    assert p.fervour("germany") == [(14, 13)]
    # G: no surrender (Spain is held by France but never surrenders, 10.1-1); H1: France (But), Germany,
    # Austria held: abdication 2 (11.1-3)
    assert s.status["austria"] == s.status["prussia"] == "coalition"
    assert s.abdication == 2
    # H2: Spain and Italy +1; France, Germany, Austria -1 (11.4-1)
    assert s.fervour == {"france": 14, "germany": 13, "italy": 15, "austria": 11, "spain": 13}
    # H3: the diplomats back in London (11.5-1); H4: a 2 removes Moreau, the weakest red-dot infantry (11.7-1)
    assert set(s.coalition_diplomats.values()) == {LONDON}
    assert s.where["moreau"] == REMOVED and s.where["bessieres"] == CASUALTY
    # H5: minors stay on the map (11.8-1)
    assert p.asked() == "nwsolitaire-ask-collection"
    p.act("keep")
    assert s.where["bessieres"] == FRENCH_CUP and s.where["guards1"] == "germany"
    assert s.where["royalists"] == ROYALIST_BOX and s.where["wellington"] == "coalition_pool"
    # 11.9 (no transfer); I: 1d6 = 4: BP, TG, SN (£3), YF (12.0-1, M-8)
    assert p.asked() == "nwsolitaire-ask-transfers"
    p.dice(4)
    p.act("done")
    assert s.british_navy_flipped and s.religion == "deism"
    assert "hardenberg" in s.flipped_diplomats and p.asked() == "nwsolitaire-ask-secret"
    p.act("money")
    assert p.logged("nwsolitaire-log-secret-money")[0]["treasury"] == 3  # carried to turn 2
    assert s.where["blake"] == s.where["palafox"] == DELAYED  # 12.3-1
    # J: turn 2 (12.2-1)
    assert s.turn == 2


def test_turn_1_of_the_example_of_play(play: Play) -> None:
    play_turn_1(play)


def test_turn_2_of_the_example_of_play(play: Play) -> None:
    p, s = play, play.s
    play_turn_1(p)
    # the French cup for turn 2 (Moreau is out): France 21, Germany (But) 19, Germany 4 + 3, Austria 6,
    # Spain 7 + 4 + 4 + 3, Italy 16
    arrange(
        s.french_cup,
        [
            *["davout", "augereau", "jourdan", "hoche"],  # 7.1 France: 21
            *["lannes", "macdonald", "suchet", "victor"],  # 7.2 the But country, Germany: 19
            "marmont",  # 7.3 Talleyrand in Germany
            "ney",  # 7.3 Reinhard in Austria
            *["massena", "pichegru"],  # 7.3 the two envoys in Spain
            *["soult", "bernadotte", "eugene"],  # 7.4 row 4: Italy 3
            *["dupont", "oudinot"],  # Spain 2
            "mortier",  # Germany 1
        ],
    )
    # A1: £13 + £3 carried = £16; A2: Naval Budget 4, Small War Fund 8, treasury 6
    assert s.treasury == 16
    p.act("pounds treasury naval 2")
    p.act("pounds treasury fund 8")
    p.act("done")
    assert (s.treasury, s.small_war_fund, s.naval_budget) == (6, 8, 4)
    # A3-A4: But Germany; Vendémiaire: Napo-B and Josephine to the Bedroom (M-5, M-6)
    assert s.but == "germany" and s.napoleon == "B" and s.napoleon_at == s.josephine_at == "bedroom"
    # A5: Cape of Good Hope, 11; no sea control with the British Navy flipped, no naval battle
    assert s.drawn_chits[-1] == "war_cape" and "naval" not in p.legal()
    p.dice(2, 3, 2)  # 5 + 4 = 9: lost; then the satellite X rolls 2: Germany
    p.act("fight 4")
    assert s.wars["cape"] == "down" and s.gold["cape"] == "down" and s.small_war_fund == 4  # 4.9.1-3, A-3
    assert s.satellites == {"germany": "sat_xa"}  # 4.6-1
    p.dice(2, 3)  # B: Talleyrand to Germany, Reinhard to Austria
    p.act("pass")
    assert s.french_diplomats["talleyrand"] == "germany" and s.french_diplomats["reinhard"] == "austria"
    # C: Hardenberg is flipped; Castlereagh and Metternich lose (6 + 2, 5 + 1); Razumovsky charms: 4 > 1
    assert not any(a.startswith("debate hardenberg") for a in p.legal())  # 6.0-2
    p.act("debate castlereagh talleyrand")
    p.act("debate metternich reinhard")
    p.dice(6, 5)
    p.act("resolve")
    assert s.french_diplomats["talleyrand"] == "germany" and s.treasury == 4
    p.dice(4)
    p.act("charm razumovsky cape")
    assert s.wars["cape"] == "up" and s.gold["cape"] == "down" and s.treasury == 3  # 6.1.1-2, A-4
    p.dice(2)  # D4: 2 + 2 = row 4
    p.act("done")
    # D: Germany (But) 26, Austria 6, Italy 16, Spain 18 (13.0 turn 2 D4)
    assert [sp(french_at(s, c)) for c in ("germany", "austria", "italy", "spain")] == [26, 6, 16, 18]
    # E: no minors; British and Prussians (35) to Germany, Austrians (15) to Austria
    for uid in coalition_units(s, ("british", "prussian")):
        p.act(f"place {uid} germany")
    for uid in coalition_units(s, ("austrian",)):
        p.act(f"place {uid} austria")
    assert sp(coalition_at(s, "germany")) == 35 + 3 and sp(coalition_at(s, "austria")) == 15 + 6
    # E3: Napoleon Table 4 + 2 = 6: strategic surprise (M-11); 3: Austria; the But stack and Napo-B follow
    p.dice(4, 3)
    p.act("done")
    assert s.but == "austria" and s.napoleon_at == "austria"
    assert sp(french_at(s, "germany")) == 7
    # the example says 24 in Austria; 6 + 19 = 25 by its own figures
    assert sp(french_at(s, "austria")) == 25
    # F Germany: X -> NA, three dice; 38 - 7 is 22 or more whatever they show; white 3: no pursuit
    p.dice(3, 4, 5)
    p.act("battle germany")
    result = p.logged("nwsolitaire-log-battle")[0]["result"]
    assert isinstance(result, dict) and result["key"] == "nwsolitaire-result-coalition_pursuit"
    assert not french_at(s, "germany") and sp(french_at(s, "france")) == 28  # retreated to France (9.8.2)
    assert s.fervour["germany"] == 12
    # Austria: fervour 11, LI 3 -> FD; 21 - 25 + 2 = -2: French pursuit (the example's -1, A-25)
    p.dice(3, 2)
    p.act("battle austria")
    assert p.asked() == "nwsolitaire-ask-retreat"
    assert sorted(p.legal()) == ["retreat germany", "retreat italy"]
    p.dice(1)  # G: Austria surrenders, its fervour falls 1d6
    p.act("retreat germany")
    # the white die was 2, but France has no SP advantage in Germany: no pursuit (9.11.2)
    assert p.logged("nwsolitaire-log-no-pursuit")
    # Napo-B's win: 11 + 5 = 16 (9.10-2)
    assert p.fervour("austria")[0] == (11, 16)
    # G: France holds Austria: Austria surrenders (10.1-2, 6.2.1-1)
    assert s.status["austria"] == "surrendered" and s.where["charles"] == "neutral_pool"
    # H1: only Germany held, no French unit in the Casualty box: abdication 2 -> 1 (11.1-4)
    assert s.abdication == 1
    # H4: the British Navy and Hardenberg face up, the Spanish units back (11.6-1, 12.3-3)
    assert not s.british_navy_flipped and s.where["blake"] == "coalition_pool"
    p.act("keep")
    # I: 1d6 = 6: RT (1: France -1d6), CI (Volta to Italy), SN (the Cape's gold back), NB (3d6 7 + 2 = 9)
    france_before = s.fervour["france"]
    p.dice(6, 1, 3)
    p.act("done")
    assert s.fervour["france"] == france_before - 3
    assert s.icons == {"volta": "italy"}
    assert p.asked() == "nwsolitaire-ask-secret"
    p.act("gold cape")
    assert s.gold["cape"] == "up"
    assert p.asked() == "nwsolitaire-ask-naval"
    p.dice(2, 2, 3)
    p.act("navy 2")
    # lost: the British Navy to storage, abdication 0, Nelson stays, France holds the sea (M-9)
    assert s.british_navy == STORAGE and s.abdication == 0 and s.nelson and s.french_navy == HIGH_SEAS
    assert s.naval_budget == 2
    assert s.turn == 3 and s.status["austria"] == "surrendered"


def test_the_log_of_turn_1_reads_phase_by_phase_like_the_example(play: Play) -> None:
    """13.0 is told phase by phase (A to J) with what was drawn, rolled, placed and fought; the log of
    the replayed turn names each phase in that order, and the light-infantry line gives the roll, the
    fervour column and the battle dice (one for FD, 9.2-2)."""
    entries: list[MsgJson] = []
    apply = play.game.apply

    def logging_apply(state: SolitaireState, seat: str, action: Action, **kw: bool) -> Step:
        step = apply(state, seat, action, **kw)
        entries.extend(e["msg"] for e in step.entries)
        return step

    play.game.apply = logging_apply  # type: ignore[method-assign]
    play_turn_1(play)
    phases = [ref_id(e["args"]["phase"]) for e in entries if e["key"] == "nwsolitaire-log-phase"]
    assert phases == ["b", "c", "d", "e", "f", "g", "h", "i", "j", "a"]  # then turn 2's A
    li = [e["args"] for e in entries if e["key"] == "nwsolitaire-log-li"]
    assert [(m["roll"], m["fervour"], m["result"], m["dice"]) for m in li] == [
        (4, 16, "FD", 1),
        (3, 14, "FD", 1),
    ]
    keys = [e["key"] for e in entries]
    assert keys.index("nwsolitaire-log-french-placed") < keys.index("nwsolitaire-log-place")
    assert keys.index("nwsolitaire-log-battle") < keys.index("nwsolitaire-log-control")
