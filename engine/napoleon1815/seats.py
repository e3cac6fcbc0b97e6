"""Options, seats and who owns what: 2 players (France, Allies) or 3 (France, Anglo-Dutch, Prussia)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from engine.core import OptionSpec
from engine.napoleon1815.state import ALLIED, ANGLO_DUTCH, ARMY, FRENCH, PRUSSIAN, N1815State

FRANCE: Final = "france"
ALLIES: Final = "allies"
AD_SEAT: Final = "anglo_dutch"
PR_SEAT: Final = "prussia"

OPTION_SPECS: Final = (
    OptionSpec("players", ("2", "3"), "2"),
    OptionSpec("rules", ("conscript", "grognard"), "conscript"),
    OptionSpec("combat", ("cards", "dice"), "cards"),
)


def seats_for(options: Mapping[str, str]) -> tuple[str, ...]:
    """The seats of a game with these options, in seating order."""
    return (FRANCE, AD_SEAT, PR_SEAT) if options.get("players") == "3" else (FRANCE, ALLIES)


def three_players(s: N1815State) -> bool:
    """The 3-player rules are in use (p.16)."""
    return s.options["players"] == "3"


def grognard(s: N1815State) -> bool:
    """The Grognard rules are in use (p.15)."""
    return s.options["rules"] == "grognard"


def seat_of_army(s: N1815State, army: str) -> str:
    """The seat that commands an army (3P-1)."""
    if army == FRENCH:
        return FRANCE
    if not three_players(s):
        return ALLIES
    return AD_SEAT if army == ANGLO_DUTCH else PR_SEAT


def seat_of_block(s: N1815State, block: str) -> str:
    """The seat that commands a block."""
    return seat_of_army(s, ARMY[block])


_ARMIES: Final[dict[str | None, tuple[str, ...]]] = {
    FRANCE: (FRENCH,),
    ALLIES: (ANGLO_DUTCH, PRUSSIAN),
    AD_SEAT: (ANGLO_DUTCH,),
    PR_SEAT: (PRUSSIAN,),
}


def armies_of(seat: str | None) -> tuple[str, ...]:
    """The armies whose blocks a seat commands and sees behind its screen."""
    return _ARMIES.get(seat, ())


def side_of_seat(seat: str) -> str:
    """``french`` or ``allied``."""
    return FRENCH if seat == FRANCE else ALLIED


def seats_of_side(s: N1815State, side: str) -> tuple[str, ...]:
    """The seats playing a side."""
    if side == FRENCH:
        return (FRANCE,)
    return (AD_SEAT, PR_SEAT) if three_players(s) else (ALLIES,)


def deck_of(seat: str) -> str:
    """Which deck a seat draws from (the Allies share one in 3P, 3P-5)."""
    return FRENCH if seat == FRANCE else ALLIED


def partner(seat: str) -> str | None:
    """The other Allied player in a 3-player game."""
    return {AD_SEAT: PR_SEAT, PR_SEAT: AD_SEAT}.get(seat)


def decider(s: N1815State, seats: list[str]) -> str:
    """Who decides for blocks of several seats: the Allied leader for a mixed stack (3P-12)."""
    unique = sorted(set(seats))
    if len(unique) == 1:
        return unique[0]
    return s.leader or unique[0]


def allied_seats(s: N1815State) -> tuple[str, ...]:
    return seats_of_side(s, ALLIED)
