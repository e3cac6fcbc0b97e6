"""The state of a Napoleonic Wars solitaire: where every counter is, the tracks, the cups, and the
frame stack of the turn machine. Helpers that read the map (units in a country, their SP, control)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.core import Frame, GameState, Machine, rng
from engine.core.grouped import Grouped
from engine.nwsolitaire.data.map import (
    COALITION,
    MAJORS,
    PORTUGAL,
    PRO_FRENCH,
    SPAIN,
    SPANISH,
)
from engine.nwsolitaire.data.units import FRENCH_SIDE, UNITS, Unit

MACHINE: Machine[SolitaireState] = Machine("nwsolitaire")

# Where a unit may be (besides a major country or Portugal)
FRENCH_CUP, MINOR_CUP = "french_cup", "minor_cup"
COALITION_POOL, NEUTRAL_POOL = "coalition_pool", "neutral_pool"
CASUALTY, STORAGE, REMOVED, DELAYED, ROYALIST_BOX = (
    "casualty",
    "storage",
    "removed",
    "delayed",
    "royalist_box",
)
HOTEL, LONDON, BEDROOM, HIGH_SEAS = "hotel", "london", "bedroom", "high_seas"
FIELDS: tuple[str, ...] = (*MAJORS, PORTUGAL)
HIDDEN = "hidden"  # the sp_markers option's value for French strengths hidden until battle (7.6)


class Places(Grouped[str]):
    """Every ground unit's place, which also knows the units in each place (``units_at``...): a
    plain dict to the plain form, the copy and the comparisons."""

    __slots__ = ()

    def place_of(self, value: str) -> str:
        return value


@dataclass(slots=True, kw_only=True)
class SolitaireState(GameState):
    turn: int = 1
    but: str = "france"
    abdication: int = 0
    fervour: dict[str, int] = field(default_factory=dict)
    treasury: int = 0
    small_war_fund: int = 0
    naval_budget: int = 0
    london_four: bool = True  # the £4 marker covers London's printed £3 (4.1)
    status: dict[str, str] = field(
        default_factory=dict
    )  # power -> coalition / neutral / surrendered / pro_french
    # power -> scroll markers (6.3.1); replaced by ``set_scrolls``, never changed in place: copies share it
    scrolls: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    marriage: str = ""  # the power with the marriage marker (6.3.2)
    marriages: int = 0  # 【DIV】 marriages made so far (4.13)
    hundred_days: bool = False  # 【HUN】 has happened (once a game, reconstructed)
    # the sea (2.1.4): the British Navy in the High Seas (face up or flipped), the French Navy there or not
    british_navy: str = HIGH_SEAS
    british_navy_flipped: bool = False
    french_navy: str = STORAGE
    nelson: bool = True
    continental_system: bool = False  # its marker in the High Seas box (4.1.1)
    religion: str = "atheism"
    emancipation: bool = False  # the Jews box: False the Ghetto marker (2.8)
    pope: bool = True  # the Pope in Italy (4.8, 9.2.2)
    terror: bool = True  # the Terror marker in France (【RT】)
    paris: bool = False  # the Paris marker in France (6.3.4)
    fra_diavolo: bool = False  # in Italy (7.5)
    spanish_ulcer: bool = False  # the chit in Spain (7.5)
    ildefonso: str = ""  # where the San Ildefonso treaty marker is ("" none, "spain", "removed")
    warsaw: bool = False  # the Duchy of Warsaw chit in Germany (4.7)
    bavaria_austrian: bool = False  # 4.10.2: the Bavarian unit counts as Austrian
    napoleon: str = ""  # "B", "N", "V" or "" before he appears
    napoleon_at: str = STORAGE  # a major country, the Bedroom, Egypt or the storage box
    napoleon_busy: bool = False  # 4.14, until the end of the turn
    napoleon_fought: bool = False  # Napoleon's force fought the current battle (9.10)
    josephine_at: str = STORAGE
    guard_at: str = STORAGE  # the Imperial Guard: storage, a major country, or removed
    # brown boxes: the small-war chit resolved in each ("up" won, "down" lost), the gold markers, the
    # Russian War markers ("box" in its brown box, "up"/"down" in the Russian War box)
    wars: dict[str, str] = field(default_factory=dict)
    gold: dict[str, str] = field(default_factory=dict)  # box -> "up" or "down"
    russian_wars: dict[str, str] = field(default_factory=dict)
    ottoman_at: str = ""  # the brown box of the Ottoman army
    satellites: dict[str, str] = field(default_factory=dict)  # country -> satellite chit (public once placed)
    icons: dict[str, str] = field(default_factory=dict)  # icon -> country or London (placed icons only)
    # the French diplomats (Hotel or a green box) and the coalition diplomats (London, a green box, a brown box)
    french_diplomats: dict[str, str] = field(default_factory=dict)
    coalition_diplomats: dict[str, str] = field(default_factory=dict)
    flipped_diplomats: list[str] = field(default_factory=list)  # unusable this turn (【SN】)
    used_diplomats: list[str] = field(default_factory=list)  # their mission of the turn done (6.0)
    # every ground unit's place (UNITS): a major country, Portugal, a pool, the casualty box...
    where: dict[str, str] = field(default_factory=Places)  # a ``Places``
    delayed: dict[str, str] = field(default_factory=dict)  # unit -> "event" / "voluntary" (12.3)
    but_stack: list[str] = field(default_factory=list)  # the 4 units of 7.2 (they may move, 8.5.1)
    placed_in: list[str] = field(
        default_factory=list
    )  # countries where a French unit was placed this turn (7.5)
    extra_chit: bool = False  # 4.12 used this turn
    picked: str = ""  # the last answer to a Pick frame
    russia_invaded: bool = False  # 4.10 happens once
    last_charge_used: bool = False  # 4.10.2: the Russian Army's Last Charge, once a game
    # SECRET: the cups (top last) and the face-down storage; the view shows their counts only
    event_cup: list[str] = field(default_factory=list)
    french_cup: list[str] = field(default_factory=list)
    minor_cup: list[str] = field(default_factory=list)
    satellite_storage: list[str] = field(default_factory=list)
    satellites_out: list[str] = field(default_factory=list)  # removed unseen at set-up (scenarios 2, 3)
    icon_storage: list[str] = field(default_factory=list)
    drawn_chits: list[str] = field(default_factory=list)  # event chits resolved, in order (public)
    # SECRET (the hidden-strength option, 7.6): French units on the map still face down; how many in each
    # country is public, which ones is not, until a battle there turns them over
    face_down: list[str] = field(default_factory=list)
    frames: list[SolitaireFrame] = field(default_factory=list)

    def __post_init__(self) -> None:
        if type(self.where) is not Places:  # as loaded: the index comes with the type
            self.where = Places(self.where)


@dataclass(slots=True, kw_only=True)
class SolitaireFrame(Frame[SolitaireState]):
    machine = MACHINE


def set_scrolls(s: SolitaireState, power: str, scrolls: tuple[str, ...]) -> None:
    """6.3.1: the scroll markers on a power's status box from now on."""
    s.scrolls = {**s.scrolls, power: scrolls}


# --- reading the map --------------------------------------------------------------------------


def unit(uid: str) -> Unit:
    return UNITS[uid]


def is_french_side(s: SolitaireState, uid: str) -> bool:
    """The French side: French corps, the Poles and French allies, Spain's units while Spain is
    pro-French (6.3.3); the Bavarians count as Austrian after 4.10.2."""
    return french_sides(s)[uid]


def french_sides(s: SolitaireState) -> Mapping[str, bool]:
    """``is_french_side`` of every unit, read once for a pass over the map: one of four tables
    built once, as Spain is pro-French or not and the Bavarians Austrian or not."""
    return _SIDES[s.status.get(SPAIN) == PRO_FRENCH, s.bavaria_austrian]


def french_units(s: SolitaireState) -> frozenset[str]:
    """The units on the French side (``french_sides``) as a set, for a test over many units at once
    (``isdisjoint``, ``issuperset``: a pass in C): one of four sets."""
    return _FRENCH_UNITS[s.status.get(SPAIN) == PRO_FRENCH, s.bavaria_austrian]


def french_strengths(s: SolitaireState) -> Mapping[str, int]:
    """Each unit's SP if it is on the French side (``french_sides``), else 0: one of four tables."""
    return _STRENGTHS[s.status.get(SPAIN) == PRO_FRENCH, s.bavaria_austrian]


def _sides(spain_french: bool, bavaria_austrian: bool) -> dict[str, bool]:
    def french(uid: str, nation: str) -> bool:
        if uid == "bavaria":
            return not bavaria_austrian
        return spain_french if nation == SPANISH else nation in FRENCH_SIDE

    return {uid: french(uid, u.nation) for uid, u in UNITS.items()}


# every battle, control and count asks the side of every unit on the map
_SIDES: dict[tuple[bool, bool], dict[str, bool]] = {
    (spain, bavaria): _sides(spain, bavaria) for spain in (False, True) for bavaria in (False, True)
}
_FRENCH_UNITS: dict[tuple[bool, bool], frozenset[str]] = {
    key: frozenset(uid for uid, french in sides.items() if french) for key, sides in _SIDES.items()
}
_STRENGTHS: dict[tuple[bool, bool], dict[str, int]] = {
    key: {uid: UNITS[uid].sp if french else 0 for uid, french in sides.items()}
    for key, sides in _SIDES.items()
}


def in_place(s: SolitaireState, place: str) -> list[str] | tuple[str, ...]:
    """The units in ``place``, in the order of ``s.where`` (read only), from the index ``Places``
    keeps (a state whose ``where`` was replaced by a plain dict is read by a pass)."""
    where = s.where
    if type(where) is Places:
        return where.members(place)
    return [u for u, at in where.items() if at == place]


def placed(s: SolitaireState) -> Mapping[str, Sequence[str]]:
    """Every place with its units, in the order of ``s.where`` (read only; a place emptied may be
    listed with none), from the index ``Places`` keeps (a plain ``where`` is read by a pass)."""
    where = s.where
    if type(where) is Places:
        return where.groups()
    groups: dict[str, list[str]] = {}
    for uid, at in where.items():
        groups.setdefault(at, []).append(uid)
    return groups


def units_at(s: SolitaireState, place: str) -> list[str]:
    return list(in_place(s, place))


# french_at and coalition_at run several times a step: french_sides and in_place's common case inline,
# a plain loop rather than a comprehension (whose own frame costs more than the pass over a few units)
def french_at(s: SolitaireState, place: str) -> list[str]:
    french = _SIDES[s.status.get(SPAIN) == PRO_FRENCH, s.bavaria_austrian]
    where, units = s.where, []
    for uid in where.members(place) if type(where) is Places else in_place(s, place):
        if french[uid]:
            units.append(uid)
    return units


def coalition_at(s: SolitaireState, place: str) -> list[str]:
    french = _SIDES[s.status.get(SPAIN) == PRO_FRENCH, s.bavaria_austrian]
    where, units = s.where, []
    for uid in where.members(place) if type(where) is Places else in_place(s, place):
        if not french[uid]:
            units.append(uid)
    return units


def sides_at(s: SolitaireState, place: str) -> tuple[list[str], list[str]]:
    """``coalition_at`` and ``french_at`` in one pass, for a battle's two sides."""
    french = _SIDES[s.status.get(SPAIN) == PRO_FRENCH, s.bavaria_austrian]
    where, coalition_units, french_units = s.where, [], []
    for uid in where.members(place) if type(where) is Places else in_place(s, place):
        if french[uid]:
            french_units.append(uid)
        else:
            coalition_units.append(uid)
    return coalition_units, french_units


def both_sides(s: SolitaireState, place: str) -> bool:
    """8.6: units of both sides in ``place`` (a battle there), tested on the set of French units."""
    units, french = in_place(s, place), french_units(s)
    return not french.isdisjoint(units) and not french.issuperset(units)


def strengths_hidden(s: SolitaireState) -> bool:
    """The 7.6 option read as fog of war (the note of 7.6): French units on the map stay face down."""
    return s.options.get("sp_markers") == HIDDEN


def face_down_at(s: SolitaireState, place: str) -> list[str]:
    return [u for u in s.face_down if s.where[u] == place]


def turn_over(s: SolitaireState, uids: list[str]) -> list[str]:
    """Face-down units shown to all (a battle, or the rules moving one by name): those turned over."""
    if not s.face_down:  # the common case: nothing face down (a pass over ``uids`` saved)
        return []
    shown = [u for u in uids if u in s.face_down]
    if shown:
        s.face_down = [u for u in s.face_down if u not in shown]
        s.disclosed = True
    return shown


def sp(uids: list[str]) -> int:
    return sum(map(_SP.__getitem__, uids))


_SP = {uid: u.sp for uid, u in UNITS.items()}  # each unit's SP, summed by ``sp`` in every battle


def controller(s: SolitaireState, country: str) -> str:
    """11.1: the side holding a country after the battles ("" when empty)."""
    units = in_place(s, country)
    if not french_units(s).issuperset(units):
        return "coalition"
    return "france" if units else ""


def is_coalition(s: SolitaireState, power: str) -> bool:
    return s.status.get(power) == COALITION


def clamp(value: int, low: int, high: int) -> int:
    return low if value < low else high if value > high else value  # not max/min: a hot path


# --- the cups: drawn from the top, a counter put back goes in at a random depth -----------------


def draw(s: SolitaireState, cup: list[str]) -> str | None:
    """The top counter of a cup, drawn face up for all to see (nothing after it can be taken back)."""
    if not cup:
        return None
    s.disclosed = True
    return cup.pop()


def put_in(s: SolitaireState, cup: list[str], item: str) -> None:
    """A counter put into a cup: anywhere in it, by the state's generator."""
    cup.insert(rng.randbelow(s, len(cup) + 1), item)
