"""Orders of battle of Napoleon 1815: the 46 blocks and what each one carries.

The rulebook lists the blocks (p.3: French blue 17, Anglo-Dutch red 14, Prussian black 12,
white 3) but not the player aids that give each corps its strength and symbols (inventory
M-4). What it does give, we keep exactly:

* Napoleon: +1 MP (p.10) and -1 fatigue on moves (p.10), and "extra battle cards" (p.17);
* Wellington: -1 fatigue on moves (p.10) and +1 battle card (combat example, p.13);
* Ney carries the solo-move symbol, d'Erlon does not (movement example, p.11);
* Drouot: 5 SP, +1 battle card, at least 1 cavalry SP (combat example, p.13);
* Perponcher: 3 SP with at least 1 cavalry SP; Picton: at least 1 infantry SP (p.13);
* Lamarque and Frederick enter only through their events (p.19).

The rest is rebuilt from the corps strengths of June 1815 at roughly 3,000 (French) and
3,500 (Allied) men per SP, and fitted so that the full-strength OOB uses **exactly** the 104
cubes of the component list, one colour per army and arm (see ``CUBES``).

A block's ``sp`` is its full strength; scenarios may start a corps lower. No corps can
exceed ``max_sp`` (8), the length of the OOB track (p.12: 1-4 SP = 1 card, 5-8 SP = 2 cards).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Army(StrEnum):
    """Block colour and, in the 3-player game, the player who owns the block (p.16)."""

    FRENCH = "french"  # blue
    ANGLO_DUTCH = "anglo_dutch"  # red
    PRUSSIAN = "prussian"  # black
    NEUTRAL = "neutral"  # the three white blocks


class Side(StrEnum):
    """The two sides of the 2-player game."""

    FRENCH = "french"
    ALLIED = "allied"
    NONE = "none"


class BlockKind(StrEnum):
    """What a block is: the rules treat each kind differently."""

    COMMANDER = "commander"  # the star symbol: never moves alone, dies alone (p.6)
    CORPS = "corps"  # has SP and fatigue on the OOB
    SCOUT = "scout"  # Grognard cavalry scout: no SP, no fatigue (p.15)
    MARKER = "marker"  # white block, no use given by the rulebook


# plain names for a hot path (engine/README.md, "Enum members on a hot path")
COMMANDER, CORPS, SCOUT = BlockKind.COMMANDER, BlockKind.CORPS, BlockKind.SCOUT

MAX_SP: Final = 8


@dataclass(frozen=True, slots=True)
class Block:
    """One wooden block and its printed symbols; SP values are at full strength."""

    id: str
    army: Army
    kind: BlockKind
    source: str  # a key of provenance.ftl; names and formations are in the catalog (names.ftl)
    infantry: int = 0
    cavalry: int = 0
    mp_bonus: int = 0  # MOV-1 C: added to the MP of the stack it moves with
    fatigue_reduction: int = 0  # MOV-7 E: taken off the stack's fatigue gain, once per move
    battle_cards: int = 0  # CMB-3: extra battle cards, every one in the stack counts
    solo_move: bool = False  # MOV-1 D: +1 MP when the only corps in the stack
    pursuit: bool = False  # CMB-9: +1 pursuit card
    enters_by_event: str | None = None  # event key that brings the corps into play

    @property
    def sp(self) -> int:
        """Full-strength SP: infantry plus cavalry."""
        return self.infantry + self.cavalry

    @property
    def max_sp(self) -> int:
        """The OOB track's limit for corps (8); 0 for blocks without SP."""
        return MAX_SP if self.kind is BlockKind.CORPS else 0

    @property
    def side(self) -> Side:
        """French or Allied; white blocks belong to no side."""
        if self.army is Army.FRENCH:
            return Side.FRENCH
        return Side.NONE if self.army is Army.NEUTRAL else Side.ALLIED

    @property
    def player(self) -> Army:
        """Owner in the 3-player game: the army itself (p.16)."""
        return self.army


def _corps(
    id: str,
    army: Army,
    infantry: int,
    cavalry: int,
    *,
    battle_cards: int = 0,
    solo_move: bool = False,
    pursuit: bool = False,
    enters_by_event: str | None = None,
) -> Block:
    return Block(
        id=id,
        army=army,
        kind=BlockKind.CORPS,
        infantry=infantry,
        cavalry=cavalry,
        source=f"block-{id}",
        battle_cards=battle_cards,
        solo_move=solo_move,
        pursuit=pursuit,
        enters_by_event=enters_by_event,
    )


def _scouts(army: Army, count: int) -> tuple[Block, ...]:
    return tuple(
        Block(f"{army.value}_scout_{n}", army, BlockKind.SCOUT, "scout") for n in range(1, count + 1)
    )


FR, AD, PR = Army.FRENCH, Army.ANGLO_DUTCH, Army.PRUSSIAN

# fmt: off
FRENCH: Final[tuple[Block, ...]] = (
    Block("napoleon", FR, BlockKind.COMMANDER, "block-napoleon", mp_bonus=1, fatigue_reduction=1, battle_cards=1),
    _corps("derlon", FR, 6, 1),
    _corps("reille", FR, 6, 1),
    _corps("vandamme", FR, 5, 0),
    _corps("gerard", FR, 4, 1),
    _corps("lobau", FR, 3, 0),
    _corps("drouot", FR, 4, 1, battle_cards=1),
    _corps("ney", FR, 0, 2, solo_move=True, pursuit=True),
    _corps("grouchy", FR, 0, 3, solo_move=True, pursuit=True),
    _corps("milhaud", FR, 0, 2, solo_move=True, pursuit=True),
    _corps("lamarque", FR, 3, 0, enters_by_event="lamarque"),
    *_scouts(FR, 6),
)

ANGLO_DUTCH: Final[tuple[Block, ...]] = (
    Block("wellington", AD, BlockKind.COMMANDER, "block-wellington", fatigue_reduction=1, battle_cards=1),
    _corps("orange", AD, 2, 0),
    _corps("alten", AD, 2, 0),
    _corps("perponcher", AD, 2, 1),
    _corps("chasse", AD, 2, 0),
    _corps("hill", AD, 4, 0),
    _corps("frederick", AD, 3, 0, enters_by_event="frederick"),
    _corps("picton", AD, 4, 0),
    _corps("brunswick", AD, 2, 1),
    _corps("uxbridge", AD, 0, 5, solo_move=True, pursuit=True),
    *_scouts(AD, 4),
)

PRUSSIAN: Final[tuple[Block, ...]] = (
    Block("blucher", PR, BlockKind.COMMANDER, "block-blucher", battle_cards=1),
    _corps("zieten", PR, 7, 1),
    _corps("pirch", PR, 8, 0),
    _corps("thielmann", PR, 6, 1),
    _corps("bulow", PR, 7, 1),
    _corps("gneisenau", PR, 0, 3, solo_move=True, pursuit=True),
    *_scouts(PR, 6),
)

WHITE: Final[tuple[Block, ...]] = tuple(Block(f"white_{n}", Army.NEUTRAL, BlockKind.MARKER, "white") for n in (1, 2, 3))
# fmt: on

BLOCKS: Final[tuple[Block, ...]] = FRENCH + ANGLO_DUTCH + PRUSSIAN + WHITE
BLOCK: Final[Mapping[str, Block]] = {b.id: b for b in BLOCKS}

# Blocks the rules name (movement, combat and card events); a typo here fails at import.
NAPOLEON: Final = "napoleon"
WELLINGTON: Final = "wellington"
BLUCHER: Final = "blucher"
NEY: Final = "ney"
DERLON: Final = "derlon"
DROUOT: Final = "drouot"
GROUCHY: Final = "grouchy"
VANDAMME: Final = "vandamme"
LAMARQUE: Final = "lamarque"
UXBRIDGE: Final = "uxbridge"
PICTON: Final = "picton"
PERPONCHER: Final = "perponcher"
ORANGE: Final = "orange"
HILL: Final = "hill"
FREDERICK: Final = "frederick"
GNEISENAU: Final = "gneisenau"
COMMANDERS: Final = (NAPOLEON, WELLINGTON, BLUCHER)


@dataclass(frozen=True, slots=True)
class CubeColour:
    """One colour of SP cube: the army and arm it counts, and how many the box holds (p.3)."""

    colour: str
    army: Army
    arm: str  # "infantry" or "cavalry"
    count: int
    source: str  # a key of provenance.ftl


CUBES: Final[tuple[CubeColour, ...]] = tuple(
    CubeColour(colour, army, arm, count, "cube")
    for colour, army, arm, count in (
        ("blue", FR, "infantry", 31),
        ("yellow", FR, "cavalry", 11),
        ("red", AD, "infantry", 21),
        ("orange", AD, "cavalry", 7),
        ("grey", PR, "infantry", 28),
        ("purple", PR, "cavalry", 6),
    )
)

# Rulebook p.3: blocks per colour.
BLOCK_COUNTS: Final[Mapping[Army, int]] = {FR: 17, AD: 14, PR: 12, Army.NEUTRAL: 3}


def block(block_id: str) -> Block:
    """The block with this id; KeyError names the bad id."""
    try:
        return BLOCK[block_id]
    except KeyError:
        raise KeyError(f"no block {block_id!r} in the Napoleon 1815 OOB") from None


def blocks_of(army: Army, kind: BlockKind | None = None) -> tuple[Block, ...]:
    """The blocks of one army, optionally of one kind, in OOB order."""
    return tuple(b for b in BLOCKS if b.army is army and (kind is None or b.kind is kind))


def _validate() -> None:
    if len(BLOCK) != len(BLOCKS):
        raise ValueError("duplicate block id")
    for army, count in BLOCK_COUNTS.items():
        if len(blocks_of(army)) != count:
            raise ValueError(f"{army}: {len(blocks_of(army))} blocks, the box has {count} (p.3)")
    for b in BLOCKS:
        if b.kind is BlockKind.CORPS and not 1 <= b.sp <= MAX_SP:
            raise ValueError(f"corps {b.id}: {b.sp} SP is off the 1..8 track")
        if b.kind is not BlockKind.CORPS and b.sp:
            raise ValueError(f"{b.id}: only corps carry SP")
    for cube in CUBES:
        arm_total = sum(getattr(b, cube.arm) for b in blocks_of(cube.army, BlockKind.CORPS))
        if arm_total != cube.count:
            raise ValueError(f"{cube.colour} cubes: OOB needs {arm_total}, the box has {cube.count}")
    for name in (*COMMANDERS, NEY, DERLON, DROUOT, GROUCHY, VANDAMME, LAMARQUE, UXBRIDGE, PICTON, PERPONCHER,
                 ORANGE, HILL, FREDERICK, GNEISENAU):  # fmt: skip
        block(name)
    if not block(NEY).solo_move or block(DERLON).solo_move:
        raise ValueError("movement example p.11: Ney has the solo-move symbol, d'Erlon does not")


_validate()
