"""The Grande Armée Phase (7.0-7.5): French units drawn from the cup to France, the But country, the
diplomats' countries and by the French Invasion Table; the Spanish Ulcer and Fra Diavolo."""

from __future__ import annotations

from engine.core import Msg, log, rng
from engine.nwsolitaire.common import change_fervour, country_ref, unit_ref
from engine.nwsolitaire.data.map import FRANCE, ITALY, MAJORS, SPAIN
from engine.nwsolitaire.data.tables import INVASION_TABLE
from engine.nwsolitaire.state import CASUALTY, SolitaireState, draw, strengths_hidden

HOMELAND_UNITS = BUT_UNITS = 4  # rulebook §7.1, §7.2
SHORT_FERVOUR = -5  # rulebook §7.0
_LAST_ROW = max(INVASION_TABLE)  # higher rolls read the last row


def place_french(s: SolitaireState, country: str, count: int, short_penalty: bool = True) -> list[str]:
    """Draw ``count`` French units into ``country`` (7.0): the first French unit placed this turn in
    Spain under the Spanish Ulcer, or in Italy under Fra Diavolo, goes straight to the Casualty box
    (7.5). In the Grande Armée Phase a cup that runs dry costs the country 5 fervour (7.0, A-11: once
    per placing step); Napoleon makes up his shortfall from the map instead (8.5)."""
    placed: list[str] = []
    guerrillas = (country == SPAIN and s.spanish_ulcer) or (country == ITALY and s.fra_diavolo)
    cup, where = s.french_cup, s.where
    for _ in range(count):
        uid = draw(s, cup)
        if uid is None:
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-cup-dry", country=country_ref(country)))
            if short_penalty:
                change_fervour(s, country, SHORT_FERVOUR)
            break
        if country not in s.placed_in:
            s.placed_in.append(country)
            if guerrillas:
                where[uid] = CASUALTY
                if not s.quiet:
                    log(
                        s, Msg("nwsolitaire-log-guerrillas", unit=unit_ref(uid), country=country_ref(country))
                    )
                continue
        where[uid] = country
        placed.append(uid)
    if placed and strengths_hidden(s):  # 7.6 fog of war: face down, only their number is told
        s.face_down += placed
        log(s, Msg("nwsolitaire-log-french-placed-hidden", country=country_ref(country), n=len(placed)))
    elif placed and not s.quiet:
        log(
            s,
            Msg(
                "nwsolitaire-log-french-placed",
                country=country_ref(country),
                units=tuple(map(unit_ref, placed)),
            ),
        )
    return placed


def grande_armee(s: SolitaireState) -> None:
    """7.1-7.4 in order: 4 units to France, 4 to the But country (kept apart, 8.5.1), 1 per French
    diplomat in a green box (France, Germany, Austria, Italy, Spain), then the French Invasion Table
    (1d6 + turn)."""
    place_french(s, FRANCE, HOMELAND_UNITS)
    s.but_stack = place_french(s, s.but, BUT_UNITS)
    posted = [*s.french_diplomats.values()]
    for country in MAJORS:
        envoys = posted.count(country)
        if envoys:
            place_french(s, country, envoys)
    row = rng.roll(s) + s.turn
    row = row if row < _LAST_ROW else _LAST_ROW
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-invasion-table", row=row))
    for country, count in INVASION_TABLE[row]:
        place_french(s, country, count)
