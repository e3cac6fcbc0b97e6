"""Where each area of Age of Napoleon is drawn: its place on a plain longitude-latitude projection of
Europe (the area's centre, from geography), and the picture's size."""

from __future__ import annotations

from typing import Final

WIDTH: Final = 1240
MAP_HEIGHT: Final = 880
HEIGHT: Final = 1040

_LONLAT: Final[dict[str, tuple[float, float]]] = {
    "ile_de_france": (2.3, 48.8),
    "normandie": (-0.3, 49.4),
    "bretagne": (-3.2, 48.0),
    "flandre": (3.2, 50.7),
    "lorraine": (6.0, 48.6),
    "lyonnais": (4.6, 45.8),
    "aquitaine": (-0.5, 44.8),
    "provence": (6.2, 43.7),
    "galicia": (-8.0, 42.8),
    "castilla_la_vieja": (-4.7, 41.6),
    "castilla_la_nueva": (-3.7, 39.8),
    "aragon": (-0.9, 41.4),
    "cataluna": (2.0, 42.0),
    "andalucia": (-5.0, 37.4),
    "portugal": (-8.6, 39.4),
    "britain": (-2.0, 52.6),
    "italia": (9.4, 45.3),
    "chiesa": (12.2, 43.1),
    "napoli": (15.4, 40.7),
    "schweiz": (7.8, 46.7),
    "holland": (5.0, 52.4),
    "westfalen": (7.8, 51.2),
    "hannover": (9.8, 52.9),
    "bayern": (11.8, 48.6),
    "wuerttemberg": (9.0, 48.4),
    "danmark": (10.0, 56.0),
    "sverige": (15.0, 58.6),
    "pommern": (13.6, 54.2),
    "sachsen": (13.2, 51.0),
    "polen": (19.6, 52.2),
    "brandenburg": (13.0, 52.6),
    "schlesien": (17.0, 50.8),
    "ostpreussen": (20.8, 54.5),
    "niederoesterreich": (16.0, 48.1),
    "boehmen": (14.4, 49.9),
    "ungarn": (19.2, 47.3),
    "banat": (21.2, 45.3),
    "galizien": (23.0, 49.7),
    "siebenbuergen": (24.8, 46.4),
    "tirol": (11.4, 47.0),
    "dalmatien": (15.8, 44.0),
    "kurland": (23.4, 56.9),
    "litva": (25.4, 54.4),
    "volhynia": (26.8, 51.0),
    "smolensk": (32.0, 54.8),
    "moskva": (37.6, 55.7),
    "sankt_peterburg": (30.3, 59.6),
    "ukraina": (32.5, 48.3),
}


def place(area: str) -> tuple[int, int]:
    """The area's centre on the picture, in pixels."""
    lon, lat = _LONLAT[area]
    return int(50 + (lon + 9.5) * 23.5), int(36 + (61.0 - lat) * 33.5)
