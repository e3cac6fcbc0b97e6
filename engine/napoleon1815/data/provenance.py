"""Where every component value comes from: the reasons are catalog entries (``provenance.ftl``,
``napoleon1815-source-{key}``, one per distinct reason), and each record of this package names its
reason's key. ``listing`` gives every value as an ``engine.core.Provenance``: what it is, the value
and the reason, all messages, and whether the value is ours (a reason with a ``reconstructed`` part),
so that /rules can list the reconstructed values.

A reason's clauses start with "rulebook p.N" (stated by the seed rulebook, the authority),
"rulebook example p.N" (forced by a worked example), "public source: ..." (history or geography) or
"reconstructed: why" (our choice where the component data is missing), the reconstructed one first.
"""

from __future__ import annotations

from typing import Final

from engine.core import Msg, Provenance, Ref
from engine.napoleon1815.data import cards, components, oob, scenarios
from engine.napoleon1815.data import map as board

GAME: Final = "napoleon1815"

# The reasons with a reconstructed part: the values we chose ourselves.
OURS: Final = frozenset(
    {
        "area-alost",
        "area-anderlues",
        "area-asse",
        "area-ath",
        "area-beaumont",
        "area-bois_de_bossu",
        "area-bois_de_paris",
        "area-braine_l_alleud",
        "area-braine_le_comte",
        "area-bruxelles",
        "area-chapelle_saint_lambert",
        "area-charleroi",
        "area-chatelet",
        "area-enghien",
        "area-foret_de_soignes",
        "area-frasnes",
        "area-gemioncourt",
        "area-genappe",
        "area-gerpinnes",
        "area-gosselies",
        "area-grammont",
        "area-hal",
        "area-ham_sur_heure",
        "area-hougoumont",
        "area-la_belle_alliance",
        "area-la_haye_sainte",
        "area-le_roeulx",
        "area-ligny",
        "area-limal",
        "area-marbais",
        "area-marchienne",
        "area-maubeuge",
        "area-mons",
        "area-mont_saint_guibert",
        "area-mont_saint_jean",
        "area-namur",
        "area-ninove",
        "area-ohain",
        "area-papelotte",
        "area-philippeville",
        "area-plancenoit",
        "area-quatre_bras",
        "area-saint_amand",
        "area-soignies",
        "area-solre_sur_sambre",
        "area-sombreffe",
        "area-temploux",
        "area-thuin",
        "area-tilly",
        "area-tubize",
        "area-walhain",
        "area-waterloo",
        "area-wavre",
        "arrival-campaign-2",
        "arrival-campaign-5",
        "arrival-ligny_quatre_bras-3",
        "arrival-waterloo-2",
        "arrival-waterloo-4",
        "block-alten",
        "block-blucher",
        "block-brunswick",
        "block-bulow",
        "block-chasse",
        "block-derlon",
        "block-drouot",
        "block-frederick",
        "block-gerard",
        "block-gneisenau",
        "block-grouchy",
        "block-hill",
        "block-lamarque",
        "block-lobau",
        "block-milhaud",
        "block-napoleon",
        "block-ney",
        "block-orange",
        "block-perponcher",
        "block-picton",
        "block-pirch",
        "block-reille",
        "block-thielmann",
        "block-uxbridge",
        "block-vandamme",
        "block-zieten",
        "card",
        "card-3p",
        "cube",
        "dice",
        "entrenchments",
        "event-delayed_troops",
        "event-emperors_ill_health",
        "event-forced_march",
        "event-inertia",
        "event-rain",
        "event-wording",
        "invasion",
        "position-spread-town",
        "position-spread-village",
        "position-village",
        "road",
        "road-bridge",
        "road-bruxelles-waterloo",
        "road-example",
        "scenario-campaign",
        "scenario-ligny_quatre_bras",
        "scenario-waterloo",
        "scout",
        "town",
        "white",
    }
)


def _ref(kind: str, key: str | int) -> Ref:
    return Ref(f"{GAME}-{kind}", str(key))


def _source(key: str, **args: int | str | Ref) -> Msg:
    return Msg(f"{GAME}-source-{key}", **args)


def _item(kind: str, **args: int | str | Ref | Msg | tuple[Ref, ...]) -> Msg:
    return Msg(f"{GAME}-prov-{kind}", **args)


def _entry(item: Msg, value: Msg, key: str, **args: int | str | Ref) -> Provenance:
    return Provenance(item, value, _source(key, **args), key in OURS)


def _symbols(b: oob.Block) -> Msg:
    marks = [
        name
        for name, on in (
            ("mp_bonus", b.mp_bonus),
            ("fatigue_reduction", b.fatigue_reduction),
            ("battle_cards", b.battle_cards),
            ("solo_move", b.solo_move),
            ("pursuit", b.pursuit),
        )
        if on
    ]
    if not marks:
        return _item("no-symbol")
    return _item("symbols", symbols=tuple(_ref("symbol", m) for m in marks))


def listing() -> list[Provenance]:
    """Every component value with its reason, in a stable order."""
    out: list[Provenance] = []
    for a in board.AREAS:
        area = _ref("area", a.id)
        value = _item(
            "area-value", terrain=_ref("terrain", a.terrain), country=_ref("country", a.country), vp=a.vp
        )
        out.append(_entry(_item("area", area=area), value, a.source))
        out.append(
            _entry(_item("position", area=area), _item("position-value", x=a.x, y=a.y), a.position_source)
        )
    for r in board.ROADS:
        item = _item("road", a=_ref("area", r.a), b=_ref("area", r.b))
        if r.bridge is None:
            out.append(_entry(item, _item("road-plain"), r.source))
        else:
            river = _ref("river", r.bridge)
            named: dict[str, int | str | Ref] = {"river": river} if r.source == "road-bridge" else {}
            out.append(_entry(item, _item("road-bridge", river=river), r.source, **named))
    for b in oob.BLOCKS:
        value = _item("block-value", infantry=b.infantry, cavalry=b.cavalry, symbols=_symbols(b))
        out.append(_entry(_item("block", block=_ref("block", b.id)), value, b.source))
    for cube in oob.CUBES:
        value = _item("cube-value", army=_ref("army", cube.army), arm=_ref("arm", cube.arm), count=cube.count)
        out.append(_entry(_item("cube", colour=_ref("cube", cube.colour)), value, cube.source))
    for e in cards.EVENTS:
        timing = _item("timing-none") if e.when is None else _item("timing", when=_ref("when", e.when))
        decks = tuple(_ref("deck", d) for d in sorted(e.decks))
        value = _item("event-value", colour=_ref("colour", e.colour), timing=timing, decks=decks)
        wording: dict[str, int | str | Ref] = (
            {"page": e.page, "rule": e.rule} if e.source == "event-wording" else {}
        )
        out.append(_entry(_item("event", event=_ref("event", e.key)), value, e.source, **wording))
    for c in cards.CARDS:
        e = cards.EVENT[c.event]
        value = _item("card-value", value=c.value, damage=c.damage, fatigue=c.fatigue, recovery=c.recovery)
        args: dict[str, int | str | Ref] = {"page": e.page, "rule": e.rule}
        if c.replaces is not None:
            args |= {"replaces": c.replaces, "number": c.number}
        out.append(_entry(_item("card", card=_ref("card", c.number)), value, c.source, **args))
    for inv in cards.INVASION_CARDS:
        value = _item("invasion-value", french=inv.french_draw, allied=inv.allied_draw)
        out.append(_entry(_item("invasion", card=_ref("invasion", inv.number)), value, inv.source))
    faces = " ".join(f"{d}/{f}" for d, f in cards.DICE_FACES)
    out.append(_entry(_item("dice"), _item("dice-value", faces=faces), cards.DICE_SOURCE))
    for s in scenarios.SCENARIOS:
        scenario = _ref("scenario", s.key)
        value = _item("scenario-value", turns=len(s.turns), vp=s.start_vp, max=s.french_win_max_vp)
        out.append(_entry(_item("scenario", scenario=scenario), value, s.source))
        for rf in s.reinforcements:
            item = _item("arrival", scenario=scenario, turn=rf.turn)
            value = _item(
                "arrival-value",
                blocks=tuple(_ref("block", a.block) for a in rf.arrivals),
                area=_ref("area", rf.entry[0]),
            )
            out.append(_entry(item, value, rf.source))
    for comp in components.COMPONENTS:
        item = _item("component", component=_ref("component", comp.key))
        out.append(_entry(item, _item("count", count=comp.count), comp.source))
    return out
