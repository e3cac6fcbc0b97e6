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

from engine.napoleon1815.data.provenance import checked


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


MAX_SP: Final = 8


@dataclass(frozen=True, slots=True)
class Block:
    """One wooden block and its printed symbols; SP values are at full strength."""

    id: str
    name: str
    formation: str
    army: Army
    kind: BlockKind
    source: str
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
    name: str,
    formation: str,
    army: Army,
    infantry: int,
    cavalry: int,
    source: str,
    *,
    battle_cards: int = 0,
    solo_move: bool = False,
    pursuit: bool = False,
    enters_by_event: str | None = None,
) -> Block:
    return Block(
        id=id,
        name=name,
        formation=formation,
        army=army,
        kind=BlockKind.CORPS,
        infantry=infantry,
        cavalry=cavalry,
        source=checked(source, f"block {id}"),
        battle_cards=battle_cards,
        solo_move=solo_move,
        pursuit=pursuit,
        enters_by_event=enters_by_event,
    )


def _scouts(army: Army, count: int) -> tuple[Block, ...]:
    source = (
        "reconstructed: the army's blocks left over after its commander and corps carry the scout "
        "sticker; rulebook p.15: scouts move at card value +1 and take no fatigue"
    )
    return tuple(
        Block(
            id=f"{army.value}_scout_{n}",
            name=f"Scout {n}",
            formation="light cavalry screen",
            army=army,
            kind=BlockKind.SCOUT,
            source=checked(source, f"{army.value} scouts"),
        )
        for n in range(1, count + 1)
    )


FR, AD, PR = Army.FRENCH, Army.ANGLO_DUTCH, Army.PRUSSIAN
_STRENGTH = "public source: June 1815 strengths (game-data-facts.md, seed 004)"
_CAV = "reconstructed: an all-cavalry corps, so it has the solo-move and pursuit symbols like Ney"

# fmt: off
FRENCH: Final[tuple[Block, ...]] = (
    Block(
        "napoleon",
        "Napoleon",
        "the Emperor and imperial headquarters",
        FR,
        BlockKind.COMMANDER,
        checked(
            "reconstructed: +1 battle card (the rules say Napoleon has extra battle cards, not how many, "
            "so we give him Wellington's +1); rulebook p.10: +1 MP and -1 fatigue on moves; "
            "rulebook p.6: commander",
            "block napoleon",
        ),
        mp_bonus=1,
        fatigue_reduction=1,
        battle_cards=1,
    ),
    _corps("derlon", "d'Erlon", "I Corps (16,885 inf., 1,506 cav.)", FR, 6, 1,
           f"reconstructed: 6 infantry + 1 cavalry SP; {_STRENGTH}; "
           "rulebook example p.11: no solo-move symbol"),
    _corps("reille", "Reille", "II Corps (20,635 inf., 1,865 cav.)", FR, 6, 1,
           f"reconstructed: 6 infantry + 1 cavalry SP; {_STRENGTH}"),
    _corps("vandamme", "Vandamme", "III Corps (16,851 inf., 1,017 cav.)", FR, 5, 0,
           f"reconstructed: 5 infantry SP, its light cavalry too weak for a cube; {_STRENGTH}; "
           "rulebook example p.9: Vandamme is a corps"),
    _corps("gerard", "Gérard", "IV Corps (12,800 inf., 1,628 cav.)", FR, 4, 1,
           f"reconstructed: 4 infantry + 1 cavalry SP; {_STRENGTH}"),
    _corps("lobau", "Lobau", "VI Corps (about 10,500 men, no cavalry)", FR, 3, 0,
           f"reconstructed: 3 infantry SP; {_STRENGTH}"),
    _corps("drouot", "Drouot", "Imperial Guard (Old, Middle and Young Guard with its cavalry)", FR, 4, 1,
           "reconstructed: split as 4 infantry + 1 cavalry SP; rulebook example p.13: 5 SP, +1 battle card, "
           "more cavalry than an Allied stack without cavalry",
           battle_cards=1),
    _corps("ney", "Ney", "cavalry of the left wing (Kellermann's III Cavalry Corps, Guard light cavalry)", FR,
           0, 2,
           "reconstructed: an all-cavalry corps of 2 SP with the pursuit symbol (the Cavalry charge event "
           "names Ney with the cavalry leaders Grouchy, Uxbridge and Gneisenau); "
           "rulebook example p.11: solo-move symbol",
           solo_move=True, pursuit=True),
    _corps("grouchy", "Grouchy", "reserve cavalry (Pajol's I and Exelmans' II Cavalry Corps)", FR, 0, 3,
           f"{_CAV}; {_STRENGTH}; public source: Herman's Waterloo Campaign 1815 also makes Grouchy the "
           "reserve cavalry",
           solo_move=True, pursuit=True),
    _corps("milhaud", "Milhaud", "IV Cavalry Corps (cuirassiers)", FR, 0, 2,
           f"{_CAV}; {_STRENGTH}",
           solo_move=True, pursuit=True),
    _corps("lamarque", "Lamarque", "the Army of the West brought north (ahistorical)", FR, 3, 0,
           "reconstructed: 3 infantry SP; rulebook p.19: enters only through the Lamarque event; "
           "public source: Lamarque commanded in the Vendée in 1815",
           enters_by_event="lamarque"),
    *_scouts(FR, 6),
)

ANGLO_DUTCH: Final[tuple[Block, ...]] = (
    Block(
        "wellington",
        "Wellington",
        "the Duke and Allied headquarters",
        AD,
        BlockKind.COMMANDER,
        checked(
            "rulebook example p.13: +1 battle card; rulebook p.10: -1 fatigue on moves; rulebook p.6: commander",
            "block wellington",
        ),
        fatigue_reduction=1,
        battle_cards=1,
    ),
    _corps("orange", "Orange", "I Corps: Cooke's 1st (Guards) Division", AD, 2, 0,
           f"reconstructed: 2 infantry SP; {_STRENGTH}; rulebook p.19: named by Red line"),
    _corps("alten", "Alten", "3rd Division (British, KGL, Hanoverian)", AD, 2, 0,
           f"reconstructed: 2 infantry SP; {_STRENGTH}"),
    _corps("perponcher", "Perponcher", "2nd Netherlands Division with van Merlen's light cavalry", AD, 2, 1,
           "reconstructed: split as 2 infantry + 1 cavalry SP; "
           "rulebook example p.13: 3 SP, loses a cavalry SP when the stack takes 2 damage"),
    _corps("chasse", "Chassé", "3rd Netherlands Division", AD, 2, 0,
           f"reconstructed: 2 infantry SP; {_STRENGTH}"),
    _corps("hill", "Hill", "II Corps: Clinton's and Colville's divisions", AD, 4, 0,
           f"reconstructed: 4 infantry SP; {_STRENGTH}; rulebook p.19: named by Red line"),
    _corps("frederick", "Frederick", "Prince Frederick's detachment (Stedman, Anthing)", AD, 3, 0,
           "reconstructed: 3 infantry SP; rulebook p.19: enters only through the Frederick event, at Alost; "
           "public source: about 17,000 men stood at Hal on 18 June",
           enters_by_event="frederick"),
    _corps("picton", "Picton", "Reserve: Picton's 5th and Lambert's 6th Divisions", AD, 4, 0,
           "reconstructed: 4 infantry SP; rulebook example p.13: 3 SP with an infantry SP after earlier losses; "
           "rulebook p.19: named by Red line"),
    _corps("brunswick", "Brunswick", "the Brunswick Corps with its hussars and uhlans", AD, 2, 1,
           f"reconstructed: 2 infantry + 1 cavalry SP; {_STRENGTH}"),
    _corps("uxbridge", "Uxbridge", "Cavalry Corps (British, KGL and Netherlands cavalry)", AD, 0, 5,
           f"{_CAV}; {_STRENGTH}; rulebook p.17: named by Cavalry charge",
           solo_move=True, pursuit=True),
    *_scouts(AD, 4),
)

PRUSSIAN: Final[tuple[Block, ...]] = (
    Block(
        "blucher",
        "Blücher",
        "the Field Marshal and Prussian headquarters",
        PR,
        BlockKind.COMMANDER,
        checked(
            "reconstructed: +1 battle card, like the other two commanders, and no movement bonus (the movement "
            "rules name only Napoleon and Wellington); rulebook p.6: commander",
            "block blucher",
        ),
        battle_cards=1,
    ),
    _corps("zieten", "Zieten", "I Corps (32,692 men)", PR, 7, 1,
           f"reconstructed: 7 infantry + 1 cavalry SP; {_STRENGTH}"),
    _corps("pirch", "Pirch", "II Corps (32,704 men; its cavalry sent to the reserve)", PR, 8, 0,
           f"reconstructed: 8 infantry SP; {_STRENGTH}"),
    _corps("thielmann", "Thielmann", "III Corps (24,450 men)", PR, 6, 1,
           f"reconstructed: 6 infantry + 1 cavalry SP; {_STRENGTH}"),
    _corps("bulow", "Bülow", "IV Corps (31,102 men)", PR, 7, 1,
           f"reconstructed: 7 infantry + 1 cavalry SP; {_STRENGTH}"),
    _corps("gneisenau", "Gneisenau", "reserve cavalry gathered from the corps", PR, 0, 3,
           f"{_CAV}; rulebook p.17: named by Cavalry charge; public source: Herman's Waterloo Campaign 1815 "
           "also has a Prussian cavalry block named Gneisenau",
           solo_move=True, pursuit=True),
    *_scouts(PR, 6),
)

WHITE: Final[tuple[Block, ...]] = tuple(
    Block(
        f"white_{n}",
        f"White block {n}",
        "no formation",
        Army.NEUTRAL,
        BlockKind.MARKER,
        checked(
            "reconstructed: the rulebook lists 3 white blocks (p.3) but never uses them, so the engine needs "
            "none (see README)",
            f"block white_{n}",
        ),
    )
    for n in (1, 2, 3)
)
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
    source: str


_CUBE_SOURCE: Final = (
    "reconstructed: colour-to-arm mapping chosen so that the full-strength OOB uses every cube "
    "(blue and yellow are the French infantry and cavalry colours of Napoléon 1807); rulebook p.3: count"
)
CUBES: Final[tuple[CubeColour, ...]] = tuple(
    CubeColour(colour, army, arm, count, checked(_CUBE_SOURCE, f"cube {colour}"))
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
