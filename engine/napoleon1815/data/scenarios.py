"""Scenarios of Napoleon 1815. The scenario book is missing (inventory M-1): all of this is ours.

Each scenario gives the turn track (with the invasion card in force each turn), the VP marker's
start, the set-up (block -> area, with SP and fatigue where not full and spent blocks), the
control markers and entrenchments on the board, the number of scouts (Grognard rules),
reinforcements, special rules, and the end-of-game victory condition (p.14: no draws).

Common conventions (README.md explains them for the rules engineer):

* Hands start empty; the first Draw Phase fills them.
* A reinforcement enters, active, in the first area of ``entry`` that holds no enemy corps,
  during the Draw Phase of its turn; if every entry area holds enemy corps it waits a turn.
  A Prussian reinforcement may be held back a turn by Delayed troops (p.19).
* Scouts are placed after the corps (p.15), each in an area holding a corps of its army.
* Areas without a control marker in ``control`` start unmarked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from engine.napoleon1815.data import cards, oob
from engine.napoleon1815.data import map as board
from engine.napoleon1815.data.oob import Army


@dataclass(frozen=True, slots=True)
class Turn:
    number: int  # its label is the catalog entry napoleon1815-turn-{scenario}-{number}
    invasion_card: int  # 73-77: sets the cards drawn this turn


@dataclass(frozen=True, slots=True)
class Placement:
    """A block on the board at set-up. ``infantry``/``cavalry`` None means full strength."""

    block: str
    area: str
    infantry: int | None = None
    cavalry: int | None = None
    fatigue: int = 0
    spent: bool = False


@dataclass(frozen=True, slots=True)
class Arrival:
    """A block arriving as a reinforcement; SP None means full strength."""

    block: str
    infantry: int | None = None
    cavalry: int | None = None
    fatigue: int = 0


@dataclass(frozen=True, slots=True)
class Reinforcement:
    turn: int
    arrivals: tuple[Arrival, ...]
    entry: tuple[str, ...]  # tried in order: the first without enemy corps
    source: str  # a key of provenance.ftl


@dataclass(frozen=True, slots=True)
class SpecialRule:
    """A scenario rule the engine implements under ``key`` (its text: napoleon1815-rule-{key});
    ``turns`` empty means every turn."""

    key: str
    turns: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Scenario:
    """Its title and summary are napoleon1815-scenario-{key}; its victory text napoleon1815-victory."""

    key: str
    turns: tuple[Turn, ...]
    start_vp: int
    french_win_max_vp: int  # at the end, VP <= this: French victory; otherwise Allied (no draws)
    setup: tuple[Placement, ...]
    control: Mapping[str, Army]
    entrenchments: tuple[str, ...]
    scouts: Mapping[Army, int]
    reinforcements: tuple[Reinforcement, ...]
    special_rules: tuple[SpecialRule, ...]
    source: str  # a key of provenance.ftl

    @property
    def last_turn(self) -> int:
        return self.turns[-1].number

    def placement(self, block_id: str) -> Placement | None:
        """Where a block starts, or None if it is not on the board at set-up."""
        return next((p for p in self.setup if p.block == block_id), None)


FR, AD, PR = Army.FRENCH, Army.ANGLO_DUTCH, Army.PRUSSIAN

NO_SEVEN_MARKERS: Final = SpecialRule("no_seven_marker_bonus")
SURPRISE: Final = SpecialRule("french_initiative", turns=(1,))


def _p(area: str, *blocks: str, spent: bool = False) -> tuple[Placement, ...]:
    return tuple(Placement(b, area, spent=spent) for b in blocks)


# --- 15-18 June: the campaign ----------------------------------------------------------------

CAMPAIGN: Final = Scenario(
    key="campaign",
    turns=(
        Turn(1, 73),
        Turn(2, 74),
        Turn(3, 75),
        Turn(4, 75),
        Turn(5, 76),
        Turn(6, 76),
        Turn(7, 77),
        Turn(8, 77),
    ),
    start_vp=13,
    french_win_max_vp=6,
    setup=(
        # The Armée du Nord in three columns on 14 June (facts: Solre, Beaumont, Philippeville).
        *_p("beaumont", oob.NAPOLEON, oob.DROUOT, oob.VANDAMME, "lobau", oob.GROUCHY, "milhaud"),
        *_p("solre_sur_sambre", "reille", oob.DERLON, oob.NEY),
        *_p("philippeville", "gerard"),
        # Wellington's cantonments; all spent on turn 1 (Surprise).
        *_p("bruxelles", oob.WELLINGTON, oob.PICTON, "brunswick", spent=True),
        *_p("braine_le_comte", oob.ORANGE, spent=True),
        *_p("soignies", "alten", spent=True),
        *_p("nivelles", oob.PERPONCHER, spent=True),
        *_p("le_roeulx", "chasse", spent=True),
        *_p(board.ATH, oob.HILL, spent=True),
        *_p("ninove", oob.UXBRIDGE, spent=True),
        # Blücher's army: I Corps on the Sambre, II at Namur, the cavalry at Sombreffe.
        *_p("charleroi", "zieten"),
        *_p(board.NAMUR, oob.BLUCHER, "pirch"),
        *_p("sombreffe", oob.GNEISENAU),
    ),
    control={
        board.MAUBEUGE: FR,
        board.BEAUMONT: FR,
        "philippeville": FR,
        board.BRUXELLES: AD,
        board.ATH: AD,
        board.ALOST: AD,
        "hougoumont": AD,
        "la_haye_sainte": AD,
        "papelotte": AD,
        "gemioncourt": AD,
        board.NAMUR: PR,
        "charleroi": PR,
    },
    entrenchments=("gemioncourt", "hougoumont", "la_haye_sainte", "papelotte"),
    scouts={FR: 3, AD: 2, PR: 2},
    reinforcements=(
        Reinforcement(
            2,
            (Arrival("thielmann"),),
            (board.NAMUR, "temploux"),
            "arrival-campaign-2",
        ),
        Reinforcement(
            5,
            (Arrival("bulow"),),
            ("gembloux", "walhain", "wavre"),
            "arrival-campaign-5",
        ),
    ),
    special_rules=(SURPRISE,),
    source="scenario-campaign",
)

# --- 16 June: Ligny and Quatre-Bras ----------------------------------------------------------

LIGNY_QUATRE_BRAS: Final = Scenario(
    key="ligny_quatre_bras",
    turns=(
        Turn(1, 75),
        Turn(2, 75),
        Turn(3, 75),
    ),
    start_vp=10,
    french_win_max_vp=5,
    setup=(
        Placement(oob.NAPOLEON, "fleurus"),
        Placement(oob.DROUOT, "fleurus"),
        Placement(oob.VANDAMME, "fleurus", fatigue=1),
        Placement(oob.GROUCHY, "fleurus"),
        Placement("milhaud", "fleurus"),
        Placement("gerard", "chatelet"),
        Placement("lobau", "charleroi"),
        Placement(oob.NEY, "frasnes", fatigue=1),
        Placement("reille", "frasnes", fatigue=1),
        Placement(oob.DERLON, "gosselies"),
        # Zieten fought on the 15th (about 1,200 men lost).
        Placement("zieten", "saint_amand", infantry=6, fatigue=2),
        Placement(oob.BLUCHER, board.LIGNY),
        Placement("pirch", board.LIGNY),
        Placement("thielmann", "sombreffe"),
        Placement(oob.GNEISENAU, "sombreffe"),
        Placement(oob.WELLINGTON, board.QUATRE_BRAS),
        Placement(oob.PERPONCHER, board.QUATRE_BRAS),
        # The reserve left Bruxelles at dawn: Picton's head near Waterloo, the Brunswickers behind.
        Placement(oob.PICTON, "waterloo"),
        Placement("brunswick", board.BRUXELLES),
        # Hill's corps and Uxbridge's cavalry still in their cantonments west of the battle.
        Placement(oob.HILL, board.ATH),
        Placement(oob.UXBRIDGE, "ninove"),
    ),
    control={
        board.MAUBEUGE: FR,
        board.BEAUMONT: FR,
        "philippeville": FR,
        "charleroi": FR,
        "fleurus": FR,
        board.BRUXELLES: AD,
        board.ATH: AD,
        board.ALOST: AD,
        "hougoumont": AD,
        "la_haye_sainte": AD,
        "papelotte": AD,
        "gemioncourt": AD,
        "nivelles": AD,
        board.NAMUR: PR,
        "gembloux": PR,
    },
    entrenchments=("gemioncourt",),
    scouts={FR: 2, AD: 1, PR: 1},
    reinforcements=(
        Reinforcement(
            3,
            (Arrival("alten"), Arrival(oob.ORANGE)),
            ("nivelles", "braine_le_comte"),
            "arrival-ligny_quatre_bras-3",
        ),
    ),
    special_rules=(NO_SEVEN_MARKERS,),
    source="scenario-ligny_quatre_bras",
)

# --- 18 June: Waterloo -----------------------------------------------------------------------

WATERLOO: Final = Scenario(
    key="waterloo",
    turns=(
        Turn(1, 77),
        Turn(2, 77),
        Turn(3, 77),
        Turn(4, 77),
    ),
    start_vp=12,
    french_win_max_vp=5,
    setup=(
        Placement(oob.NAPOLEON, "la_belle_alliance"),
        Placement(oob.DROUOT, "la_belle_alliance"),
        Placement(oob.DERLON, "la_belle_alliance"),
        Placement("reille", "la_belle_alliance", infantry=5, fatigue=1),
        Placement(oob.NEY, "la_belle_alliance", fatigue=1),
        Placement("lobau", "plancenoit"),
        Placement("milhaud", "plancenoit", cavalry=1),
        Placement(oob.GROUCHY, "walhain"),
        Placement(oob.VANDAMME, "walhain", infantry=4, fatigue=1),
        Placement("gerard", "walhain", infantry=3, fatigue=1),
        Placement(oob.ORANGE, "hougoumont"),
        Placement("alten", "la_haye_sainte"),
        Placement(oob.PERPONCHER, "papelotte", infantry=1, fatigue=1),
        Placement(oob.WELLINGTON, "mont_saint_jean"),
        Placement(oob.PICTON, "mont_saint_jean", infantry=3),
        Placement("brunswick", "mont_saint_jean", infantry=1),
        Placement(oob.UXBRIDGE, "mont_saint_jean"),
        Placement(oob.HILL, "mont_saint_jean"),
        Placement("chasse", "braine_l_alleud"),
        Placement(oob.FREDERICK, "hal"),
        Placement("thielmann", "wavre", infantry=5, fatigue=1),
    ),
    control={
        board.MAUBEUGE: FR,
        board.BEAUMONT: FR,
        "philippeville": FR,
        "charleroi": FR,
        "fleurus": FR,
        "gembloux": FR,
        "gemioncourt": FR,
        "genappe": FR,
        "nivelles": FR,
        board.BRUXELLES: AD,
        board.ATH: AD,
        board.ALOST: AD,
        "hougoumont": AD,
        "la_haye_sainte": AD,
        "papelotte": AD,
        "waterloo": AD,
        "hal": AD,
        board.NAMUR: PR,
        "wavre": PR,
    },
    entrenchments=("hougoumont", "la_haye_sainte", "papelotte"),
    scouts={FR: 1, AD: 1, PR: 1},
    reinforcements=(
        Reinforcement(
            2,
            (Arrival(oob.BLUCHER), Arrival("bulow")),
            ("chapelle_saint_lambert", "wavre"),
            "arrival-waterloo-2",
        ),
        Reinforcement(
            4,
            (
                Arrival("zieten", infantry=4, fatigue=1),
                Arrival("pirch", infantry=6, fatigue=1),
                Arrival(oob.GNEISENAU, cavalry=2),
            ),
            ("ohain", "chapelle_saint_lambert"),
            "arrival-waterloo-4",
        ),
    ),
    special_rules=(NO_SEVEN_MARKERS,),
    source="scenario-waterloo",
)

SCENARIOS: Final[tuple[Scenario, ...]] = (LIGNY_QUATRE_BRAS, WATERLOO, CAMPAIGN)
SCENARIO: Final[Mapping[str, Scenario]] = {s.key: s for s in SCENARIOS}


def scenario(key: str) -> Scenario:
    """The scenario with this key; KeyError lists the known keys."""
    try:
        return SCENARIO[key]
    except KeyError:
        raise KeyError(f"no scenario {key!r}; known: {', '.join(SCENARIO)}") from None


def _check_strength(
    where: str, block_id: str, infantry: int | None, cavalry: int | None, fatigue: int
) -> None:
    b = oob.block(block_id)
    inf = b.infantry if infantry is None else infantry
    cav = b.cavalry if cavalry is None else cavalry
    if b.kind is oob.BlockKind.CORPS and not (
        0 <= inf <= b.infantry and 0 <= cav <= b.cavalry and inf + cav >= 1
    ):
        raise ValueError(f"{where}: {block_id} cannot start with {inf} inf + {cav} cav")
    if b.kind is not oob.BlockKind.CORPS and (infantry or cavalry or fatigue):
        raise ValueError(f"{where}: {block_id} has no SP or fatigue")
    if not 0 <= fatigue <= 8:
        raise ValueError(f"{where}: {block_id} fatigue {fatigue} would eliminate it")


def _check_stacks(where: str, groups: Mapping[str, list[str]]) -> None:
    for area_id, ids in groups.items():
        board.area(area_id)
        blocks = [oob.block(i) for i in ids]
        sides = {b.side for b in blocks}
        if len(sides) > 1:
            raise ValueError(f"{where}: {area_id} would start engaged")
        for b in blocks:
            if b.kind is oob.BlockKind.COMMANDER and not any(
                o.kind is oob.BlockKind.CORPS and o.army is b.army for o in blocks
            ):
                raise ValueError(f"{where}: commander {b.id} alone in {area_id} (p.6)")


def _validate(s: Scenario) -> None:
    where = f"scenario {s.key}"
    if [t.number for t in s.turns] != list(range(1, len(s.turns) + 1)):
        raise ValueError(f"{where}: turns must be numbered from 1")
    if any(t.invasion_card not in cards.INVASION for t in s.turns):
        raise ValueError(f"{where}: unknown invasion card")
    if not 0 < s.start_vp < 20 or not 0 <= s.french_win_max_vp < 20:
        raise ValueError(f"{where}: VP must stay on the 0-20 track")
    placed = [p.block for p in s.setup] + [a.block for r in s.reinforcements for a in r.arrivals]
    if len(placed) != len(set(placed)):
        raise ValueError(f"{where}: a block is placed twice")
    groups: dict[str, list[str]] = {}
    for p in s.setup:
        _check_strength(where, p.block, p.infantry, p.cavalry, p.fatigue)
        groups.setdefault(p.area, []).append(p.block)
    _check_stacks(where, groups)
    for r in s.reinforcements:
        if not 1 < r.turn <= s.last_turn or not r.entry:
            raise ValueError(f"{where}: reinforcement on turn {r.turn} is off the track or has no entry")
        for a in r.arrivals:
            _check_strength(where, a.block, a.infantry, a.cavalry, a.fatigue)
        _check_stacks(where, {r.entry[0]: [a.block for a in r.arrivals]})
        for entry in r.entry:
            board.area(entry)
    for area_id in s.control:
        if not board.area(area_id).controllable:
            raise ValueError(f"{where}: {area_id} cannot hold a control marker")
    if len(s.entrenchments) > 4 or not set(s.entrenchments) <= board.FORTIFIED_FARMS:
        raise ValueError(f"{where}: the 4 entrenchments go on fortified farms (p.7)")
    for army, count in s.scouts.items():
        if count > len(oob.blocks_of(army, oob.BlockKind.SCOUT)):
            raise ValueError(f"{where}: not enough {army} scout blocks")


for _s in SCENARIOS:
    _validate(_s)
