"""Hand-made Napoleon 1815 views (``N1815View``), following ``engine/napoleon1815/VIEW.md``.

The renderer draws a few of them once to choose its 256-colour palette; the tests and development
use them as views that do not need the rules engine. ``sample_view(kind)``:

* ``grognard`` - Waterloo in the afternoon, Grognard rules, public: hidden blocks, a battle at
  La Haye Sainte (whose blocks are face up for everyone), arrows, a destroyed bridge;
* ``seat`` - the same position as France sees it (own blocks, ``oob``, ``hand``, ``off_map``);
* ``allies`` - the later battle as the Allies see it (2 players: both Allied armies are theirs);
* ``battle`` - the same battle later: cards counted, damage flipped, a winner;
* ``conscript`` - the campaign on 16 June, Conscript rules (every identity public), a move under way;
* ``three`` - the 3-player game from the Prussian seat (the partner's blocks stay hidden);
* ``over`` - the campaign at its end, with a result.
"""

from __future__ import annotations

from engine.core import LogEntry, Msg, MsgJson, Ref
from engine.napoleon1815.data import oob
from engine.napoleon1815.view import BlockView, EliminatedView, N1815View, OobEntry

# (area, block, spent, infantry, cavalry, fatigue): SP None = full strength
Placement = tuple[str, str, bool, int | None, int | None, int]

_WATERLOO: list[Placement] = [
    ("la_belle_alliance", "napoleon", False, None, None, 0),
    ("la_belle_alliance", "drouot", False, None, None, 0),
    ("la_belle_alliance", "reille", False, 5, 1, 2),
    ("la_belle_alliance", "ney", True, None, None, 1),
    ("la_belle_alliance", "french_scout_1", False, None, None, 0),
    ("la_haye_sainte", "derlon", False, 5, 1, 3),
    ("la_haye_sainte", "alten", True, None, None, 1),
    ("hougoumont", "orange", False, None, None, 2),
    ("papelotte", "perponcher", True, 1, 1, 1),
    ("mont_saint_jean", "wellington", False, None, None, 0),
    ("mont_saint_jean", "picton", False, 3, 0, 0),
    ("mont_saint_jean", "brunswick", True, 1, 1, 4),
    ("mont_saint_jean", "uxbridge", False, None, None, 0),
    ("mont_saint_jean", "hill", False, None, None, 1),
    ("mont_saint_jean", "anglo_dutch_scout_1", False, None, None, 0),
    ("braine_l_alleud", "chasse", True, None, None, 0),
    ("plancenoit", "lobau", True, None, None, 1),
    ("plancenoit", "bulow", True, 6, 1, 5),
    ("chapelle_saint_lambert", "blucher", False, None, None, 0),
    ("chapelle_saint_lambert", "prussian_scout_1", False, None, None, 0),
    ("walhain", "grouchy", False, None, None, 0),
    ("walhain", "vandamme", True, 4, 0, 1),
    ("wavre", "thielmann", False, 5, 1, 1),
    ("wavre", "gerard", True, 3, 1, 2),
    ("hal", "frederick", False, None, None, 0),
    ("genappe", "french_scout_2", True, None, None, 0),
]

_CAMPAIGN: list[Placement] = [
    ("fleurus", "napoleon", False, None, None, 0),
    ("fleurus", "drouot", False, None, None, 0),
    ("fleurus", "vandamme", True, None, None, 2),
    ("fleurus", "grouchy", False, None, None, 0),
    ("fleurus", "milhaud", False, None, None, 1),
    ("fleurus", "lobau", True, None, None, 0),
    ("chatelet", "gerard", False, None, None, 1),
    ("frasnes", "ney", False, None, None, 1),
    ("frasnes", "reille", False, None, None, 2),
    ("gosselies", "derlon", False, None, None, 0),
    ("saint_amand", "zieten", True, 6, 1, 3),
    ("ligny", "blucher", False, None, None, 0),
    ("ligny", "pirch", False, None, None, 0),
    ("sombreffe", "thielmann", False, None, None, 0),
    ("sombreffe", "gneisenau", False, None, None, 0),
    ("quatre_bras", "wellington", False, None, None, 0),
    ("quatre_bras", "perponcher", True, None, None, 2),
    ("quatre_bras", "picton", False, None, None, 0),
    ("genappe", "brunswick", False, None, None, 0),
    ("nivelles", "alten", False, None, None, 0),
    ("braine_le_comte", "orange", False, None, None, 0),
    ("le_roeulx", "chasse", True, None, None, 0),
    ("ath", "hill", False, None, None, 0),
    ("ninove", "uxbridge", False, None, None, 0),
]

_ARMY_LETTER = {"french": "f", "anglo_dutch": "a", "prussian": "p"}
# a fixed shuffle, so that token numbers say nothing about the block
_SHUFFLE = [7, 3, 12, 1, 16, 9, 5, 14, 2, 11, 6, 15, 4, 10, 13, 8, 17]


def _tokens(placements: list[Placement]) -> dict[str, str]:
    out: dict[str, str] = {}
    counts: dict[str, int] = {}
    for _, block, *_ in placements:
        army = oob.BLOCK[block].army.value
        n = counts.get(army, 0)
        counts[army] = n + 1
        out[block] = f"{_ARMY_LETTER[army]}{_SHUFFLE[n]}"
    return out


def _seat_armies(seat: str | None) -> set[str]:
    return {
        None: set(),
        "france": {"french"},
        "allies": {"anglo_dutch", "prussian"},
        "anglo_dutch": {"anglo_dutch"},
        "prussia": {"prussian"},
    }[seat]


def _view(
    placements: list[Placement], seat: str | None, *, rules: str, battle_area: str | None = None
) -> tuple[list[BlockView], list[OobEntry], dict[str, str]]:
    """The ``blocks`` and the seat's ``oob`` of a position, with the Grognard visibility rule."""
    tokens = _tokens(placements)
    own = _seat_armies(seat)
    blocks: list[BlockView] = []
    entries: list[OobEntry] = []
    for area, block, spent, infantry, cavalry, fatigue in placements:
        info = oob.BLOCK[block]
        army = info.army.value
        entry: BlockView = {"token": tokens[block], "army": army, "area": area, "spent": spent}
        if rules == "conscript" or army in own or area == battle_area:
            entry["block"] = block
        blocks.append(entry)
        if army in own:
            corps = info.kind is oob.BlockKind.CORPS
            entries.append(
                {
                    "block": block,
                    "token": tokens[block],
                    "area": area,
                    "infantry": (info.infantry if infantry is None else infantry) if corps else 0,
                    "cavalry": (info.cavalry if cavalry is None else cavalry) if corps else 0,
                    "fatigue": fatigue if corps else 0,
                    "spent": spent,
                    "kind": info.kind.value,
                }
            )
    blocks.sort(key=lambda b: (b["area"], b["army"], b["token"]))
    return blocks, entries, tokens


# Stand-ins for the engine's own status, log and result messages: any message of the catalogs
# draws the same way.
def _status(phase: str) -> MsgJson:
    return _msg("core-prompt-waiting", status=Msg(f"napoleon1815-phase-{phase}"))


def _log(dice: list[int], *entries: Msg) -> list[LogEntry]:
    out: list[LogEntry] = [{"msg": msg.to_json(), "dice": [], "to": None} for msg in entries]
    if dice:
        out.append({"msg": Msg("core-log-dice").to_json(), "dice": dice, "to": None})
    return out


def _msg(key: str, **args: int | str | Ref | Msg) -> MsgJson:
    return Msg(key, **args).to_json()


def _waterloo(seat: str | None, rules: str, late_battle: bool, players: str = "2") -> N1815View:
    blocks, entries, tokens = _view(_WATERLOO, seat, rules=rules, battle_area="la_haye_sainte")
    if players == "3":
        hand_sizes = {"france": 4, "anglo_dutch": 2, "prussia": 3}
    else:
        hand_sizes = {"france": 4, "allies": 5}
    allied = "anglo_dutch" if players == "3" else "allies"
    view: N1815View = {
        "game": "napoleon1815",
        "scenario": "waterloo",
        "options": {"players": players, "rules": rules, "combat": "cards"},
        "seat": seat,
        "turn": 3,
        "last_turn": 4,
        "turn_label": _msg("napoleon1815-turn-waterloo-3"),
        "invasion_card": 77,
        "phase": "operations",
        "vp": 8 if late_battle else 11,
        "french_win_max_vp": 5,
        "status": _status("operations"),
        "to_act": [allied],
        "initiative": "french",
        "leader": "anglo_dutch" if players == "3" else None,
        "passed": [],
        "effects": ["rain", "emperors_ill_health"],
        "blocks": blocks,
        "control": {
            "maubeuge": "french",
            "beaumont": "french",
            "philippeville": "french",
            "charleroi": "french",
            "fleurus": "french",
            "gembloux": "french",
            "gemioncourt": "french",
            "genappe": "french",
            "nivelles": "french",
            "bruxelles": "anglo_dutch",
            "ath": "anglo_dutch",
            "alost": "anglo_dutch",
            "hougoumont": "anglo_dutch",
            "la_haye_sainte": "anglo_dutch",
            "papelotte": "anglo_dutch",
            "waterloo": "anglo_dutch",
            "hal": "anglo_dutch",
            "namur": "prussian",
            "wavre": "prussian",
        },
        "entrenchments": ["hougoumont", "la_haye_sainte", "papelotte"],
        "arrows": {
            "la_haye_sainte": {"army": "french", "side": "french", "toward": "la_belle_alliance"},
            "plancenoit": {"army": "prussian", "side": "allied", "toward": "bois_de_paris"},
            "wavre": {"army": "french", "side": "french", "toward": "walhain"},
        },
        "destroyed_bridges": ["mont_saint_guibert|wavre"],
        "hand_sizes": hand_sizes,
        "deck_sizes": {"french": 19, "allied": 17},
        "discard_sizes": {"french": 11, "allied": 13},
        "eliminated": _eliminated(seat, rules, ["french_scout_3", "milhaud", "anglo_dutch_scout_2"]),
        "reinforcements": [
            {
                "turn": 4,
                "blocks": ["zieten", "pirch", "gneisenau"],
                "entry": ["ohain", "chapelle_saint_lambert"],
            }
        ],
        "operation": {
            "seat": "france",
            "side": "french",
            "kind": "move",
            "from": "la_belle_alliance",
            "tokens": [tokens["derlon"]],
            "path": ["la_belle_alliance", "la_haye_sainte"],
            "card": 3,
        },
        "battle": {
            "area": "la_haye_sainte",
            "attacker": "french",
            "attackers": [tokens["derlon"]],
            "defenders": [tokens["alten"]],
            "move_attack": True,
            "cards": {"attacker": 1, "defender": 3} if late_battle else None,
            "inflicted": (
                {"attacker": {"damage": 2, "fatigue": 1}, "defender": {"damage": 1, "fatigue": 2}}
                if late_battle
                else None
            ),
            "winner": "french" if late_battle else None,
        },
        "log": _log([3, 5], Msg("napoleon1815-effect-rain"), Msg("napoleon1815-effect-emperors_ill_health")),
        "result": None,
        "communication": players == "3",
    }
    if seat is not None:
        _private(view, seat, entries)
    return view


def _eliminated(seat: str | None, rules: str, blocks: list[str]) -> list[EliminatedView]:
    """Eliminated blocks as VIEW.md has them: the army, and the block when the viewer may know it
    (Conscript rules, scouts and commanders, or the viewer's own)."""
    out: list[EliminatedView] = []
    for block in blocks:
        info = oob.BLOCK[block]
        entry: EliminatedView = {"army": info.army.value}
        if (
            rules == "conscript"
            or info.kind is not oob.BlockKind.CORPS
            or info.army.value in _seat_armies(seat)
        ):
            entry["block"] = block
        out.append(entry)
    return out


HANDS = {
    "france": [4, 10, 12, 17, 21, 27],
    "allies": [39, 44, 48, 54, 65],
    "anglo_dutch": [46, 49],
    "prussia": [40, 58, 80],
}
OFF_MAP = {
    "france": ["lamarque"],
    "allies": ["zieten", "pirch", "gneisenau"],
    "anglo_dutch": [],
    "prussia": ["zieten", "pirch", "gneisenau"],
}


def _private(view: N1815View, seat: str, entries: list[OobEntry]) -> None:
    view["hand"] = HANDS[seat]
    view["oob"] = entries
    view["off_map"] = OFF_MAP[seat]
    view["mp_left"] = 0 if seat == "france" else None


def _campaign(seat: str | None, over: bool) -> N1815View:
    blocks, entries, tokens = _view(_CAMPAIGN, seat, rules="conscript")
    view: N1815View = {
        "game": "napoleon1815",
        "scenario": "campaign",
        "options": {"players": "2", "rules": "conscript", "combat": "dice"},
        "seat": seat,
        "turn": 8 if over else 3,
        "last_turn": 8,
        "turn_label": _msg(f"napoleon1815-turn-campaign-{8 if over else 3}"),
        "invasion_card": 77 if over else 75,
        "phase": "over" if over else "operations",
        "vp": 14 if over else 9,
        "french_win_max_vp": 6,
        "status": _status("over" if over else "operations"),
        "to_act": [] if over else ["france"],
        "initiative": "french",
        "leader": None,
        "passed": ["allies"],
        "effects": [] if over else ["general_advance"],
        "blocks": blocks,
        "control": {
            "maubeuge": "french",
            "beaumont": "french",
            "philippeville": "french",
            "charleroi": "french",
            "fleurus": "french",
            "bruxelles": "anglo_dutch",
            "ath": "anglo_dutch",
            "alost": "anglo_dutch",
            "hougoumont": "anglo_dutch",
            "la_haye_sainte": "anglo_dutch",
            "papelotte": "anglo_dutch",
            "gemioncourt": "anglo_dutch",
            "namur": "prussian",
            "gembloux": "prussian",
        },
        "entrenchments": ["gemioncourt", "hougoumont", "la_haye_sainte", "papelotte"],
        "arrows": {"saint_amand": {"army": "french", "side": "french", "toward": "fleurus"}},
        "destroyed_bridges": ["enghien|ninove", "charleroi|ham_sur_heure"],
        "hand_sizes": {"france": 3, "allies": 4},
        "deck_sizes": {"french": 24, "allied": 27},
        "discard_sizes": {"french": 6, "allied": 5},
        "eliminated": [{"army": "prussian", "block": "zieten"}] if over else [],
        "reinforcements": [{"turn": 5, "blocks": ["bulow"], "entry": ["gembloux", "walhain", "wavre"]}],
        "operation": None
        if over
        else {
            "seat": "france",
            "side": "french",
            "kind": "move",
            "from": "fleurus",
            "tokens": [tokens["grouchy"], tokens["milhaud"]],
            "path": ["fleurus", "saint_amand"],
            "card": None,
        },
        "battle": None,
        "log": _log([], Msg("napoleon1815-effect-general_advance")),
        "result": {
            "winners": ["allies"],
            "reason": "scenario_end",
            "summary": _msg("napoleon1815-victory", max=6, above=7),
            "scores": {"france": 6, "allies": 14},
        }
        if over
        else None,
        "communication": False,
    }
    if seat is not None:
        _private(view, seat, entries)
    return view


def sample_view(kind: str = "grognard") -> N1815View:
    """A hand-made view (see the module docstring for the kinds); a new dict at each call."""
    if kind == "grognard":
        return _waterloo(None, "grognard", late_battle=False)
    if kind == "seat":
        return _waterloo("france", "grognard", late_battle=False)
    if kind == "allies":
        return _waterloo("allies", "grognard", late_battle=True)
    if kind == "battle":
        return _waterloo(None, "grognard", late_battle=True)
    if kind == "three":
        return _waterloo("prussia", "grognard", late_battle=False, players="3")
    if kind == "conscript":
        return _campaign(None, over=False)
    if kind == "conscript_seat":
        return _campaign("allies", over=False)
    if kind == "over":
        return _campaign(None, over=True)
    raise KeyError(f"no sample view {kind!r}")


KINDS = ("grognard", "seat", "allies", "battle", "three", "conscript", "conscript_seat", "over")
