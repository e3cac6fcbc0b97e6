"""Age of Napoleon's board, drawn from a view only: the areas of Europe at their places with their shared
borders, each filled with its country's side (French, Coalition, neutral, in insurrection), capitals ringed,
mountain, marsh and barren areas marked; the corps of each side in an area as a stack under its commander
with the count (reduced ones counted apart); this round's moves as lines; the tracks (year, round with
winter marked, phase); each side's hand count, the deck and the discards; the last battle. A seat's sheet
is its hand, each card with its phase code."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.ageofnapoleon.army import commander
from engine.ageofnapoleon.data.board import AREAS, BORDERS, Terrain
from engine.ageofnapoleon.data.cards import CARDS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import DETACHABLE
from engine.core import Msg, Ref
from i18n import Translator, translator
from images.ageofnapoleon.layout import HEIGHT, MAP_HEIGHT, WIDTH, place
from images.draw import INK, font, to_png
from images.text import Face

G = "ageofnapoleon"
SEA = (205, 222, 236)
SIDE_FILL = {"french": (186, 204, 240), "coalition": (240, 196, 186), "neutral": (226, 226, 214)}
SIDE_INK = {"french": (30, 60, 160), "coalition": (170, 40, 30)}
REVOLT = (245, 190, 110)
STATUS_SIDE = {"fd": "french", "fa": "french", "cm": "coalition", "ic": "coalition", "neutral": "neutral"}
RADIUS = 30
View = Mapping[str, object]


def _status(view: View, country: str) -> str:
    statuses = view["statuses"]
    assert isinstance(statuses, dict)
    own = statuses.get(country) or statuses.get(DETACHABLE.get(country, ""), "neutral")
    return str(own)


def _corps_side(view: View, corps: str) -> str:
    return STATUS_SIDE[_status(view, ROSTER[corps].country)]


def board(view: View, lang: str = "en") -> bytes:
    tr = translator(lang)
    image = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    draw = ImageDraw.Draw(image)
    small, face, big = font(13, lang=lang), font(15, lang=lang), font(18, lang=lang)
    for a, b, _source in BORDERS:
        draw.line((*place(a), *place(b)), fill=(120, 120, 110), width=2)
    moves = view["moves"]
    assert isinstance(moves, list)
    for move in moves:
        points = [place(a) for a in move["path"]]
        if len(points) > 1:
            draw.line(points, fill=SIDE_INK[move["side"]], width=5)
    for area, spot in AREAS.items():
        x, y = place(area)
        status = _status(view, spot.country)
        fill = REVOLT if status == "ic" else SIDE_FILL[STATUS_SIDE[status]]
        box = (x - RADIUS, y - RADIUS, x + RADIUS, y + RADIUS)
        draw.ellipse(box, fill=fill, outline=INK, width=4 if spot.capital else 1)
        if spot.terrain is Terrain.MOUNTAIN:
            draw.polygon([(x - 8, y - 16), (x + 8, y - 16), (x, y - 28)], fill=(110, 90, 70))
        elif spot.terrain is Terrain.MARSH:
            for dy in (-20, -14):
                draw.line((x - 12, y + dy, x + 12, y + dy), fill=(60, 120, 100), width=2)
        elif spot.terrain is Terrain.BARREN:
            for dx in (-10, 0, 10):
                draw.ellipse((x + dx - 2, y - 22, x + dx + 2, y - 18), fill=(150, 120, 60))
        name = tr.name(Ref(f"{G}-area", area))
        width = draw.textlength(name, font=small)
        draw.text((x - width / 2, y + RADIUS - 2), name, fill=INK, font=small)
    _stacks(draw, view, tr, face)
    _panel(draw, view, tr, face, big)
    return to_png(image)


def _stacks(draw: ImageDraw.ImageDraw, view: View, tr: Translator, face: Face) -> None:
    location = view["location"]
    reduced = view["reduced"]
    assert isinstance(location, dict) and isinstance(reduced, list)
    by_area: dict[str, dict[str, list[str]]] = {}
    for corps, area in location.items():
        side = _corps_side(view, corps)
        by_area.setdefault(area, {}).setdefault(side, []).append(corps)
    for area, sides in by_area.items():
        x, y = place(area)
        for row, (side, corps) in enumerate(sorted(sides.items())):
            chief = commander(sorted(corps, key=list(ROSTER).index))
            worn = sum(1 for c in corps if c in reduced)
            words = Msg(f"{G}-board-stack", corps=Ref(f"{G}-corps", chief), n=len(corps), reduced=worn)
            text = tr(words)
            top = y - 12 + 20 * row - 10 * (len(sides) - 1)
            width = draw.textlength(text, font=face)
            ink = SIDE_INK.get(side, INK)
            draw.rectangle(
                (x - width / 2 - 3, top - 1, x + width / 2 + 3, top + 18), fill="white", outline=ink
            )
            draw.text((x - width / 2, top), text, fill=ink, font=face)


def _panel(draw: ImageDraw.ImageDraw, view: View, tr: Translator, face: Face, big: Face) -> None:
    say = tr  # a Translator
    top = MAP_HEIGHT + 8
    draw.rectangle((0, MAP_HEIGHT, WIDTH, HEIGHT), fill="white")
    track = Msg(
        f"{G}-board-track",
        year=str(view["year"]),
        round=int(str(view["round"])),
        winter=1 if view["winter"] else 0,
        phase=Ref(f"{G}-phase", str(view["phase"])),
    )
    draw.text((16, top), say(track), fill=INK, font=big)
    cards = view["cards"]
    assert isinstance(cards, dict)
    counts = cards["hand_counts"]
    for row, side in enumerate(("french", "coalition")):
        line = Msg(f"{G}-board-hand", seat=Ref(f"{G}-seat", side), n=counts.get(side, 0))
        draw.text((16, top + 34 + 26 * row), say(line), fill=SIDE_INK[side], font=face)
    deck = Msg(f"{G}-board-deck", deck=cards["deck"], discard=len(cards["discard"]))
    draw.text((16, top + 94), say(deck), fill=INK, font=face)
    battle = view["battle"]
    if isinstance(battle, dict):
        line = Msg(
            f"{G}-board-battle",
            area=Ref(f"{G}-area", battle["area"]),
            attacker=Ref(f"{G}-seat", battle["attacker"]),
            winner=Ref(f"{G}-seat", battle["winner"]),
            atotal=battle["totals"][0],
            dtotal=battle["totals"][1],
        )
        draw.text((520, top + 34), say(line), fill=INK, font=face)
    status = view["status"]
    assert isinstance(status, dict)
    draw.text((520, top + 4), say(Msg.from_json(status))[:110], fill=INK, font=face)
    prisoners = view["prisoners"]
    assert isinstance(prisoners, dict)
    out = view["out"]
    assert isinstance(out, list)
    held = Msg(
        f"{G}-board-prisoners",
        french=len(prisoners.get("french", [])),
        coalition=len(prisoners.get("coalition", [])),
        out=len(out),
    )
    draw.text((520, top + 64), say(held), fill=INK, font=face)


def sheets(view: View, lang: str = "en") -> list[tuple[str, bytes]]:
    """The seat's hand, each card with its phase code (none for the channel)."""
    cards = view["cards"]
    assert isinstance(cards, dict)
    hand = cards.get("hand")
    if hand is None:
        return []
    tr = translator(lang)
    face = font(16, lang=lang)
    image = Image.new("RGB", (560, 40 + 26 * max(len(hand), 1)), "white")
    draw = ImageDraw.Draw(image)
    draw.text((12, 8), tr(Msg(f"{G}-board-own-hand", n=len(hand))), fill=INK, font=face)
    for row, card in enumerate(hand):
        line = Msg(
            f"{G}-board-card",
            card=Ref(f"{G}-card", card),
            phase=Ref(f"{G}-cardphase", CARDS[card].phase.value),
        )
        draw.text((20, 36 + 26 * row), tr(line), fill=INK, font=face)
    return [("hand.png", to_png(image))]
