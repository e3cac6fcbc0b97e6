"""States that agree with everything one seat can see: the rest dealt anew (``redraw``), or changed
in one small way (``perturbations``), for search and for the conformance suite.

Re-drawn: the order of every deck; the cards in the hands the seat cannot see (red cards never
sit in a hand), and those discarded unseen from them (a recovery card, Light cavalry's), unless the
seat draws from that deck; with the Grognard rules, which block stands behind each hidden token of an army
(commanders always with a corps of their side, scouts never beside enemy corps); the SP and
fatigue of the corps behind other screens, laid out from each army's totals (what VP changes
reveal) and then moved at random between its corps. The cards everyone saw go to a discard
pile (flipped or played face up) are kept. Pieces named by a procedure under way (the operating
stack, a battle's blocks) keep their identity, so the procedure stays consistent (their SP and
fatigue are dealt like any corps'),
and no re-deal puts Blücher and Wellington where they would contradict the public 3P-4 bit
(``state.talking``, which everyone sees). Every re-deal starts from an order that depends only on
what the seat sees (pools sorted, strengths laid out from totals), so two states the seat cannot
tell apart give the same re-deal for one generator.

Perturbed, one change each: two hidden corps swapped; one infantry SP, or one fatigue point, moved
between two corps of an army, those of the procedure under way first (their identity may be face
up, their numbers never are); a hidden commander, or a hidden scout, swapped with a corps of its
army in another area; a card of a hidden hand exchanged with the deck; the decks turned over.
"""

from __future__ import annotations

import dataclasses
import itertools
from functools import lru_cache

from engine.core import find
from engine.core.rng import Rng, randbelow_many, shuffle
from engine.napoleon1815 import deck
from engine.napoleon1815.allocation import SpreadDamage
from engine.napoleon1815.data import components, oob
from engine.napoleon1815.seats import armies_of, deck_of, grognard, seat_of_army
from engine.napoleon1815.state import (
    ARMIES,
    ARMY,
    COMMANDER,
    CORPS,
    KIND,
    SCOUT,
    SIDE,
    N1815State,
    Piece,
    held,
    may_talk,
    other,
)

_TRIES = 100  # shuffles tried for a consistent board before the real one is kept (rare)


def redraw(s: N1815State, seat: str | None, picker: Rng) -> None:
    """Re-deal in place (``s`` is already a copy) everything ``seat`` cannot see."""
    _cards(s, seat, picker)
    if grognard(s):  # the fixed tokens matter only where identities are dealt
        _identities(s, hidden_armies(seat), fixed_tokens(s, seat), picker)
    for army in hidden_armies(seat):
        _strengths(s, army, picker)


def hidden_armies(seat: str | None) -> list[str]:
    seen = armies_of(seat)
    return [army for army in ARMIES if army not in seen]


def hidden_hands(s: N1815State, seat: str | None) -> list[str]:
    return [t for t in s.hands if t != seat]


def _cards(s: N1815State, seat: str | None, picker: Rng) -> None:
    hands = hidden_hands(s, seat)
    for family in s.decks:
        hidden = [t for t in hands if deck_of(t) == family]
        unseen = _unseen_discards(s, family) if seat is None or deck_of(seat) != family else []
        if not hidden and not unseen:  # the seat's own deck: its order alone is unknown
            pool = sorted(s.decks[family])
            shuffle(picker, pool)
            s.decks[family] = pool
            continue
        pile = s.discards[family]
        pool = sorted(
            [*s.decks[family], *(c for t in hidden for c in s.hands[t]), *(pile[i] for i in unseen)]
        )
        shuffle(picker, pool)
        red = deck.RED_CARDS
        playable = iter([c for c in pool if c not in red])
        for t in hidden:
            s.hands[t] = [next(playable) for _ in s.hands[t]]
        for i in unseen:
            pile[i] = next(playable)
        dealt = {c for t in hidden for c in s.hands[t]} | {pile[i] for i in unseen}
        s.decks[family] = [c for c in pool if c not in dealt]


def _unseen_discards(s: N1815State, family: str) -> list[int]:
    """Where in the discard pile lie the cards that went there unseen (from a hand, never red)."""
    seen = set(s.seen_discards)
    return [i for i, c in enumerate(s.discards[family]) if c not in seen and c not in deck.RED_CARDS]


def fixed_tokens(s: N1815State, seat: str | None) -> set[str]:
    """Pieces that keep identity and strength: named by a frame, or face up. (Where the 3P Allied
    commanders stand is public only through whether the Allies may talk, which ``_consistent``
    keeps.)"""
    found = _named(s)
    return found


def _named(s: N1815State) -> set[str]:
    """Pieces face up or named by a procedure under way."""
    found: set[str] = set(s.face_up)
    _collect_tokens(s.frames, s.pieces, found)
    return found


def _collect_tokens(value: object, pieces: dict[str, Piece], found: set[str]) -> None:
    """Every string in ``value`` (through lists, tuples, dicts and dataclass fields) that names a
    piece, into ``found``."""
    if type(value) in _SCALARS:
        return
    if isinstance(value, str):
        if value in pieces:
            found.add(value)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _collect_tokens(item, pieces, found)
    elif isinstance(value, dict):
        for item in value.values():
            _collect_tokens(item, pieces, found)
    else:
        for name in _fields(type(value)):
            _collect_tokens(getattr(value, name), pieces, found)


_SCALARS = frozenset({int, bool, type(None)})


def _fields(kind: type) -> tuple[str, ...]:
    """The field names of a dataclass (none for any other type), read once per class."""
    found = _FIELDS.get(kind)
    if found is None:
        found = _FIELDS[kind] = (
            tuple(f.name for f in dataclasses.fields(kind)) if dataclasses.is_dataclass(kind) else ()
        )
    return found


_FIELDS: dict[type, tuple[str, ...]] = {}


def _identities(s: N1815State, armies: list[str], fixed: set[str], picker: Rng) -> None:
    """Deal the armies' hidden blocks anew over their hidden tokens, keeping every rule of the board
    (all armies at once: whether one army's deal fits depends on where the others' blocks stand)."""
    deals = []
    for army in armies:
        slots = sorted(t for t, p in s.pieces.items() if ARMY[p.block] == army and t not in fixed)
        original = [s.pieces[t] for t in slots]
        deals.append((slots, original, sorted(original, key=_record)))  # from an order the seat may know
    for _ in range(_TRIES):
        for slots, _original, records in deals:
            shuffle(picker, records)
            _assign(s, slots, records)
        if all(_consistent(s, army) for army in armies):
            return
    for slots, original, _records in deals:
        _assign(s, slots, original)


def _record(p: Piece) -> tuple[str, int, int, int]:
    return p.block, p.infantry, p.cavalry, p.fatigue


def _assign(s: N1815State, slots: list[str], records: list[Piece]) -> None:
    for t, r in zip(slots, records, strict=True):
        s.pieces[t] = s.pieces[t]._replace(
            block=r.block, infantry=r.infantry, cavalry=r.cavalry, fatigue=r.fatigue
        )


def _consistent(s: N1815State, army: str) -> bool:
    """The board is legal, and where the commanders stand agrees with the public 3P-4 bit."""
    if may_talk(s) != s.talking:
        return False
    corps = held(s)
    for p in s.pieces.values():
        if ARMY[p.block] != army:
            continue
        if KIND[p.block] == COMMANDER and (p.area, SIDE[p.block]) not in corps:
            return False
        if KIND[p.block] == SCOUT and (p.area, other(SIDE[p.block])) in corps:
            return False
    return True


def _strengths(s: N1815State, army: str, picker: Rng) -> None:
    """Move fatigue and SP between the army's corps, keeping its totals and every limit. Corps face
    up or named by a procedure under way are dealt too: their identity may be known, never their SP
    and fatigue (SET-4). While a loss is being spread, cavalry stays where it is (CMB-6). The corps'
    numbers are worked on as lists and each corps written back once."""
    pieces = s.pieces
    corps = [t for t, p in pieces.items() if ARMY[p.block] == army and KIND[p.block] == CORPS]
    if len(corps) < 2:
        return
    corps.sort()
    now = [pieces[t] for t in corps]
    infantry, cavalry, fatigue = _even_out(s, army, now)
    n, limit, most, moves_cavalry = len(corps), components.FATIGUE_LIMIT, oob.MAX_SP, "cavalry" in _arms(s)
    printed = [oob.BLOCK[p.block] for p in now]
    most_infantry = [b.infantry for b in printed]
    most_cavalry = [b.cavalry for b in printed]
    nn = n * n
    for pick in randbelow_many(picker, nn * 3, 3 * n):  # nothing else draws meanwhile
        a, b, what = pick % n, pick // n % n, pick // nn
        if a == b:
            continue
        if what == 0:
            if fatigue[a] > 0 and fatigue[b] < limit:
                fatigue[a] -= 1
                fatigue[b] += 1
            continue
        a_sp, b_sp = infantry[a] + cavalry[a], infantry[b] + cavalry[b]
        if what == 1:
            if infantry[a] > 0 and a_sp > 1 and b_sp < most and infantry[b] < most_infantry[b]:
                infantry[a] -= 1
                infantry[b] += 1
        elif moves_cavalry and cavalry[a] > 0 and a_sp > 1 and b_sp < most and cavalry[b] < most_cavalry[b]:
            cavalry[a] -= 1
            cavalry[b] += 1
    for t, p, i, c, f in zip(corps, now, infantry, cavalry, fatigue, strict=True):
        if (p.infantry, p.cavalry, p.fatigue) != (i, c, f):
            pieces[t] = Piece(p.block, p.area, i, c, f, p.spent)  # (not ``_replace``: board.move)


def _even_out(s: N1815State, army: str, pieces: list[Piece]) -> tuple[list[int], list[int], list[int]]:
    """Lay the corps' SP and fatigue out from their totals alone, each corps with at least one SP,
    within its printed SP and the limits: the start of the re-deal, the same whatever the real
    split was (the split is what the seat cannot see). Left as it is when the totals do not fit
    (the re-deal then starts from the real split: never seen so far in random play). Each corps'
    infantry, cavalry and fatigue, as lists (``pieces``: corps of ``army``)."""
    infantry, cavalry, fatigue = (
        [p.infantry for p in pieces],
        [p.cavalry for p in pieces],
        [p.fatigue for p in pieces],
    )
    laid = _laid_out(
        tuple([p.block for p in pieces]),
        seat_of_army(s, army) in s.strengthened,  # EVT-24, public
        sum(infantry),
        sum(cavalry),
        sum(fatigue),
    )
    if laid is None:
        return infantry, cavalry, fatigue
    return [*laid[0]], [*laid[1]], [*laid[2]]


@lru_cache(maxsize=4096)  # a search draws the same totals again and again
def _laid_out(
    blocks: tuple[str, ...], reinforced: bool, infantry: int, cavalry: int, fatigue: int
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None:
    """``_even_out``'s layout of the totals: the corps' infantry, their cavalry and their fatigue
    (None when the totals do not fit); ``reinforced``: their seat gave a corps an SP (EVT-24)."""
    printed = [oob.BLOCK[b] for b in blocks]
    left = {"infantry": infantry, "cavalry": cavalry}
    laid = [{"infantry": 0, "cavalry": 0} for _ in blocks]

    def room(i: int, arm: str) -> int:
        cap = printed[i].cavalry  # a corps never gains cavalry, nor infantry but by EVT-24
        if arm == "infantry":
            cap = oob.MAX_SP if reinforced else printed[i].infantry
        return min(cap - laid[i][arm], oob.MAX_SP - laid[i]["infantry"] - laid[i]["cavalry"], left[arm])

    single = [i for i in range(len(blocks)) if not (printed[i].infantry and printed[i].cavalry)]
    for i in single + [i for i in range(len(blocks)) if i not in single]:  # one SP each
        arm = next((a for a in ("infantry", "cavalry") if room(i, a) > 0), None)
        if arm is None:
            return None
        laid[i][arm] += 1
        left[arm] -= 1
    for arm in ("cavalry", "infantry"):  # cavalry first: fewer corps may hold it
        for i in range(len(blocks)):
            more = max(0, room(i, arm))
            laid[i][arm] += more
            left[arm] -= more
    if left["infantry"] or left["cavalry"] or fatigue > components.FATIGUE_LIMIT * len(blocks):
        return None
    shares = []
    for i in range(len(blocks)):
        share = min(components.FATIGUE_LIMIT, -(-fatigue // (len(blocks) - i)))  # spread evenly
        fatigue -= share
        shares.append(share)
    return tuple(c["infantry"] for c in laid), tuple(c["cavalry"] for c in laid), tuple(shares)


# --- perturbations: one change each ---------------------------------------------------------------


def swap_units(s: N1815State, seat: str | None) -> list[N1815State]:
    """Two hidden corps of one army swap what the seat cannot see: with the Grognard rules their
    identities and strengths; with the Conscript rules (identities public) their fatigue."""
    out = []
    fixed = fixed_tokens(s, seat)
    for army in hidden_armies(seat):
        corps = sorted(
            t
            for t, p in s.pieces.items()
            if ARMY[p.block] == army and KIND[p.block] == CORPS and t not in fixed
        )
        for a, b in itertools.pairwise(corps):
            pa, pb = s.pieces[a], s.pieces[b]
            if grognard(s) and pa.block != pb.block:
                twin = s.copy()
                twin.pieces[a], twin.pieces[b] = (
                    pb._replace(area=pa.area, spent=pa.spent),
                    pa._replace(area=pb.area, spent=pb.spent),
                )
                out.append(twin)
                break
            if not grognard(s) and pa.fatigue != pb.fatigue:
                twin = s.copy()
                twin.pieces[a], twin.pieces[b] = (
                    pa._replace(fatigue=pb.fatigue),
                    pb._replace(fatigue=pa.fatigue),
                )
                out.append(twin)
                break
    return out


def swap_commander(s: N1815State, seat: str | None) -> list[N1815State]:
    """With the Grognard rules, a hidden commander and a hidden corps of his army (in another area
    if one will do) trade places, as long as the board stays legal and the 3P communication
    (public to the Allies) stays the same: whether a hidden block is a commander, and where a
    commander stands, must change nothing the seat is asked or shown."""
    if not grognard(s):
        return []
    out = []
    named = _named(s)
    for army in hidden_armies(seat):
        mine = sorted(t for t, p in s.pieces.items() if ARMY[p.block] == army and t not in named)
        chiefs = [t for t in mine if KIND[s.pieces[t].block] == COMMANDER]
        corps = [t for t in mine if KIND[s.pieces[t].block] == CORPS]
        pairs = sorted(
            itertools.product(chiefs, corps), key=lambda ab: s.pieces[ab[0]].area == s.pieces[ab[1]].area
        )
        for a, b in pairs:  # a corps of another area first: the commander changes place
            twin = s.copy()
            pa, pb = s.pieces[a], s.pieces[b]
            twin.pieces[a] = pb._replace(area=pa.area, spent=pa.spent)
            twin.pieces[b] = pa._replace(area=pb.area, spent=pb.spent)
            if _consistent(twin, army):
                out.append(twin)
                break
    return out


def shift_strength(s: N1815State, seat: str | None) -> list[N1815State]:
    """One infantry SP, one cavalry SP and one fatigue point, each apart, moved from one hidden corps
    to another of the same army (its totals, which the VP reveal, unchanged). Corps named by a
    procedure under way come first: their identity may be face up, never their SP and fatigue
    (SET-4), and a count made from them (battle cards, a pursuit) must not tell the seat what they
    are unless the rules show it."""
    out = []
    named = _named(s)
    for army in hidden_armies(seat):
        corps = sorted(
            (t for t, p in s.pieces.items() if ARMY[p.block] == army and KIND[p.block] == CORPS),
            key=lambda t: (t not in named, t),
        )
        pairs = [(a, b) for a, b in itertools.permutations(corps, 2)]
        for arm in _arms(s):
            sp = next((ab for ab in pairs if _may_shift_sp(s, *ab, arm)), None)
            if sp is not None:
                twin = s.copy()
                a, b = (twin.pieces[t] for t in sp)
                twin.pieces[sp[0]] = a._replace(**{arm: getattr(a, arm) - 1})
                twin.pieces[sp[1]] = b._replace(**{arm: getattr(b, arm) + 1})
                out.append(twin)
        tired = next((ab for ab in pairs if _may_shift_fatigue(s, *ab)), None)
        if tired is not None:
            twin = s.copy()
            a, b = (twin.pieces[t] for t in tired)
            twin.pieces[tired[0]], twin.pieces[tired[1]] = (
                a._replace(fatigue=a.fatigue - 1),
                b._replace(fatigue=b.fatigue + 1),
            )
            out.append(twin)
    return out


def _may_shift_sp(s: N1815State, ta: str, tb: str, arm: str) -> bool:
    a, b = s.pieces[ta], s.pieces[tb]
    printed = oob.BLOCK[b.block]
    room = b.infantry < printed.infantry if arm == "infantry" else b.cavalry < printed.cavalry
    return getattr(a, arm) > 0 and a.sp > 1 and b.sp < oob.MAX_SP and room


def _arms(s: N1815State) -> tuple[str, ...]:
    """The arms an SP may be moved between: cavalry too, unless a loss is being spread (whether
    the stack has cavalry was settled when it began: CMB-6)."""
    return ("infantry",) if find(s, SpreadDamage) is not None else ("infantry", "cavalry")


def _may_shift_fatigue(s: N1815State, ta: str, tb: str) -> bool:
    a, b = s.pieces[ta], s.pieces[tb]
    return a.fatigue > 0 and b.fatigue < components.FATIGUE_LIMIT


def swap_scout(s: N1815State, seat: str | None) -> list[N1815State]:
    """With the Grognard rules, a hidden scout and a hidden corps of its army trade places, as long as
    the board stays legal: whether a standing block is a scout must change nothing the seat observes
    until the rules show it (contact, a battle)."""
    if not grognard(s):
        return []
    out = []
    named = _named(s)
    for army in hidden_armies(seat):
        mine = sorted(t for t, p in s.pieces.items() if ARMY[p.block] == army and t not in named)
        scouts = [t for t in mine if KIND[s.pieces[t].block] == SCOUT]
        corps = [t for t in mine if KIND[s.pieces[t].block] == CORPS]
        for a, b in itertools.product(scouts, corps):
            pa, pb = s.pieces[a], s.pieces[b]
            if pa.area == pb.area:
                continue
            twin = s.copy()
            twin.pieces[a] = pb._replace(area=pa.area, spent=pa.spent)
            twin.pieces[b] = pa._replace(area=pb.area, spent=pb.spent)
            if _consistent(twin, army):
                out.append(twin)
                break
    return out


def exchange_cards(s: N1815State, seat: str | None) -> list[N1815State]:
    """A card of a hidden hand exchanged with a card of its deck (never a red one)."""
    out = []
    for hand_seat in hidden_hands(s, seat):
        hand = s.hands[hand_seat]
        pile = s.decks[deck_of(hand_seat)]
        swap = next((i for i, c in enumerate(pile) if hand and c != hand[0] and not deck.is_red(c)), None)
        if swap is not None:
            twin = s.copy()
            twin.hands[hand_seat][0], twin.decks[deck_of(hand_seat)][swap] = pile[swap], hand[0]
            out.append(twin)
    return out


def reshuffle_decks(s: N1815State) -> list[N1815State]:
    """Every deck turned over (nobody knows the order of a deck)."""
    if not any(len(set(pile)) > 1 for pile in s.decks.values()):
        return []
    twin = s.copy()
    for pile in twin.decks.values():
        pile.reverse()
    return [twin]
