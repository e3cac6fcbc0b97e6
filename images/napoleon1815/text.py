"""Napoleon 1815's board as lines, from a view: the fog stays fog.

The status line (and the winners at the end); this turn (phase, invasion card, initiative, the
Allied leader, who passed, effects in force); the VP marker; the cards (hands, decks, discards, and
in a seat's view its own hand); the battle or operation under way; the map, area by area from north
to south, each army's blocks named only where the view names them (the others counted, active and
spent); the markers (control flags, entrenchments, retreat arrows, destroyed bridges); the blocks
off the map; in a seat's view its order of battle; the last moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Arg, Msg, Ref
from engine.napoleon1815.data.map import AREA
from engine.napoleon1815.view import BattleView, BlockView, N1815View, OobEntry, OperationView
from images.boardtext import Writer

ARMIES = ("french", "anglo_dutch", "prussian")


def area_ref(area: str) -> Ref:
    return Ref("napoleon1815-area", area)


def block_ref(block: str) -> Ref:
    return Ref("napoleon1815-block", block)


def army_ref(army: str) -> Ref:
    return Ref("napoleon1815-army", army)


def seat_ref(seat: str) -> Ref:
    return Ref("napoleon1815-seat", seat)


def side_ref(side: str) -> Ref:
    return Ref("napoleon1815-side", side)


def north_to_south(area: str) -> tuple[int, int, str]:
    """The reading order of areas: by rows from north to south, west to east on a row."""
    place = AREA[area]
    return place.y, place.x, area


def write(view: N1815View, out: Writer) -> None:
    opening = out.opening(view["status"])
    result = view["result"]
    if result is not None:
        if result["winners"]:
            opening.append(out.text("n1815-winners", seats=tuple(map(seat_ref, result["winners"]))))
        else:
            opening.append(out.text("n1815-no-winner"))
    _this_turn(view, out)
    _cards(view, out)
    _event(view, out)
    _map(view, out)
    _markers(view, out)
    _off_map(view, out)
    _own(view, out)
    out.last_moves(view["log"])


def _this_turn(view: N1815View, out: Writer) -> None:
    lines = out.section(
        "n1815-turn", turn=view["turn"], last=view["last_turn"], label=out.msg(view["turn_label"])
    )
    lines.append(out.text("n1815-phase", phase=Ref("napoleon1815-phase", view["phase"])))
    invasion = Ref("napoleon1815-invasion", str(view["invasion_card"]))
    summary = out.tr.name(invasion, "summary")
    lines.append(out.text("n1815-invasion", card=view["invasion_card"], name=invasion, summary=summary))
    initiative = view["initiative"]
    if initiative is None:
        lines.append(out.text("n1815-initiative-none"))
    else:
        lines.append(out.text("n1815-initiative", side=side_ref(initiative)))
    if view["leader"] is not None:
        lines.append(out.text("n1815-leader", seat=seat_ref(view["leader"])))
    if view["passed"]:
        lines.append(out.text("n1815-passed", seats=tuple(map(seat_ref, view["passed"]))))
    if view["effects"]:
        effects = tuple(Ref("napoleon1815-effect", e) for e in view["effects"])
        lines.append(out.text("n1815-effects", effects=effects))
    lines.append(out.text("n1815-vp", vp=view["vp"], max=view["french_win_max_vp"]))


def _cards(view: N1815View, out: Writer) -> None:
    lines = out.section("n1815-cards")
    for seat, count in view["hand_sizes"].items():
        lines.append(out.text("n1815-hand-size", seat=seat_ref(seat), cards=count))
    for side, deck in view["deck_sizes"].items():
        discards = view["discard_sizes"].get(side, 0)
        lines.append(out.text("n1815-deck", side=side, deck=deck, discards=discards))
    if "hand" in view:
        hand = tuple(Ref("napoleon1815-card", str(card)) for card in view.get("hand", []))
        lines.append(out.text("n1815-hand", cards=hand) if hand else out.text("n1815-hand-empty"))


def _event(view: N1815View, out: Writer) -> None:
    """The battle under way, or else the operation under way."""
    if view["battle"] is not None:
        _battle(view, view["battle"], out)
    elif view["operation"] is not None:
        _operation(view, view["operation"], out)


def _battle(view: N1815View, battle: BattleView, out: Writer) -> None:
    attacker = battle["attacker"]
    defender = "allied" if attacker == "french" else "french"
    lines = out.section("n1815-battle", area=area_ref(battle["area"]))
    how = "move_attack" if battle["move_attack"] else "attack"
    attackers = _tokens(view, battle["attackers"])
    lines.append(out.text("n1815-attackers", side=side_ref(attacker), how=how, blocks=attackers))
    defenders = _tokens(view, battle["defenders"])
    lines.append(out.text("n1815-defenders", side=side_ref(defender), blocks=defenders))
    counts = battle["cards"]
    if counts is not None:
        dice = "dice" if view["options"].get("combat") == "dice" else "cards"
        lines.append(
            out.text(
                "n1815-battle-counts",
                combat=dice,
                attacker=side_ref(attacker),
                a=counts["attacker"],
                defender=side_ref(defender),
                d=counts["defender"],
            )
        )
    inflicted = battle["inflicted"]
    if inflicted is not None:
        for side, hit in ((attacker, inflicted["attacker"]), (defender, inflicted["defender"])):
            lines.append(
                out.text(
                    "n1815-inflicted",
                    side=side_ref(side),
                    damage=hit["damage"],
                    fatigue=hit["fatigue"],
                )
            )
    winner = battle["winner"]
    if winner is not None:
        lines.append(out.text("n1815-battle-winner", side=side_ref(winner)))


def _operation(view: N1815View, operation: OperationView, out: Writer) -> None:
    lines = out.section("n1815-operation")
    seat, start = operation["seat"], area_ref(operation["from"])
    kind = operation["kind"] or "choose"
    blocks = _tokens(view, operation["tokens"])
    lines.append(out.text("n1815-operation-what", seat=seat_ref(seat), kind=kind, area=start, blocks=blocks))
    if len(operation["path"]) > 1:
        path = " → ".join(out.tr.name(area_ref(a)) for a in operation["path"])
        lines.append(out.text("n1815-path", path=path))
    if operation["card"] is not None:
        lines.append(out.text("n1815-mp-card", card=operation["card"]))


def _tokens(view: N1815View, tokens: Sequence[str]) -> Msg:
    """Blocks of a battle or an operation: named where the view names them, the others counted."""
    known = {b["token"]: b["block"] for b in view["blocks"] if "block" in b}
    names = tuple(block_ref(known[t]) for t in tokens if t in known)
    hidden = sum(1 for t in tokens if t not in known)
    if names and hidden:
        return Msg("images-text-n1815-named-hidden", names=names, hidden=hidden)
    if names:
        return Msg("images-text-n1815-named", names=names)
    return Msg("images-text-n1815-hidden", hidden=hidden)


def _map(view: N1815View, out: Writer) -> None:
    """Each area with blocks, north to south (west to east on a line), and its blocks by army."""
    lines = out.section("n1815-map")
    by_area: dict[str, list[BlockView]] = {}
    for block in view["blocks"]:
        by_area.setdefault(block["area"], []).append(block)
    for area in sorted(by_area, key=north_to_south):
        armies = [_army(out, army, [b for b in by_area[area] if b["army"] == army]) for army in ARMIES]
        groups = out.tr.text("images-text-groups").join(a for a in armies if a)
        lines.append(out.text("n1815-area", area=area_ref(area), armies=groups))


def _army(out: Writer, army: str, blocks: list[BlockView]) -> str:
    """One army's blocks in an area: each named block (spent or not), then the hidden ones counted."""
    if not blocks:
        return ""
    parts = [
        out.text("n1815-block", block=block_ref(b["block"]), spent="spent" if b["spent"] else "active")
        for b in blocks
        if "block" in b
    ]
    hidden = [b for b in blocks if "block" not in b]
    active = sum(1 for b in hidden if not b["spent"])
    if active:
        parts.append(out.text("n1815-hidden-blocks", count=active, spent="active"))
    if len(hidden) > active:
        parts.append(out.text("n1815-hidden-blocks", count=len(hidden) - active, spent="spent"))
    return out.text("n1815-army", army=army_ref(army), blocks=out.join(parts))


def _markers(view: N1815View, out: Writer) -> None:
    lines = out.section("n1815-markers")
    for army in ARMIES:
        flags = tuple(area_ref(a) for a, owner in sorted(view["control"].items()) if owner == army)
        if flags:
            lines.append(out.text("n1815-control", army=army_ref(army), areas=flags))
    if view["entrenchments"]:
        lines.append(out.text("n1815-entrenched", areas=tuple(map(area_ref, view["entrenchments"]))))
    for area, arrow in sorted(view["arrows"].items()):
        lines.append(
            out.text(
                "n1815-arrow",
                army=army_ref(arrow["army"]),
                area=area_ref(area),
                toward=area_ref(arrow["toward"]),
            )
        )
    for road in view["destroyed_bridges"]:
        a, _, b = road.partition("|")
        lines.append(out.text("n1815-bridge", a=area_ref(a), b=area_ref(b)))


def _off_map(view: N1815View, out: Writer) -> None:
    lines = out.section("n1815-off-map")
    known = tuple(block_ref(e["block"]) for e in view["eliminated"] if "block" in e)
    if known:
        lines.append(out.text("n1815-eliminated", blocks=known))
    for army in ARMIES:
        unknown = sum(1 for e in view["eliminated"] if "block" not in e and e["army"] == army)
        if unknown:
            lines.append(out.text("n1815-eliminated-unknown", army=army_ref(army), count=unknown))
    for arrival in view["reinforcements"]:
        blocks = tuple(map(block_ref, arrival["blocks"]))
        entry = out.join(out.tr.name(area_ref(a)) for a in arrival["entry"])  # in the order tried
        count = len(blocks)
        lines.append(out.text("n1815-arrival", turn=arrival["turn"], blocks=blocks, count=count, entry=entry))


def _own(view: N1815View, out: Writer) -> None:
    """A seat's own view: its order of battle behind the screen, blocks still to come, MP left."""
    if view["seat"] is None:
        return
    lines = out.section("n1815-own", seat=seat_ref(view["seat"]))
    oob = sorted(view.get("oob", []), key=lambda e: (north_to_south(e["area"]), e["block"]))
    lines.extend(_oob_line(out, entry) for entry in oob)
    off = view.get("off_map", [])
    if off:
        lines.append(out.text("n1815-own-off-map", blocks=tuple(map(block_ref, off))))
    mp = view.get("mp_left")
    if mp is not None:
        lines.append(out.text("n1815-mp-left", mp=mp))
    if view.get("communication") and view["seat"] != "france":  # public; the note is for a partner
        lines.append(out.text("n1815-communication"))


def _oob_line(out: Writer, entry: OobEntry) -> str:
    spent = "spent" if entry["spent"] else "active"
    where: dict[str, Arg] = {
        "block": block_ref(entry["block"]),
        "area": area_ref(entry["area"]),
        "spent": spent,
    }
    if entry["kind"] != "corps":  # commanders and scouts have no SP and no fatigue
        return out.text("n1815-oob-leader", kind=Ref("napoleon1815-kind", entry["kind"]), **where)
    return out.text(
        "n1815-oob-corps",
        infantry=entry["infantry"],
        cavalry=entry["cavalry"],
        fatigue=entry["fatigue"],
        **where,
    )
