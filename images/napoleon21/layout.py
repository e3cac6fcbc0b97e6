"""The Napoleon 2.1 map, drawn by us: a stylized Europe of 1805-1812 as borders between regions.

The map is a planar subdivision. Every border is a polyline between two regions (a named area, an
unused land such as ``switzerland``, the unused ``black_sea``, or the frame ``edge``), so each border
is written once, both sides share it exactly, and adjacency is *derived* from the drawing
(``drawn_adjacency``): a test checks it against the engine's map data, so the picture never shows a
border the rules do not have. Points are (longitude, latitude) on a stylized projection (the shapes
are simplified and some areas are widened to hold counters); ``project`` turns them into pixels of
the map frame.

France keeps Corsica: that island is how France touches the Mediterranean while South France, which
holds the whole southern coast and the Alps, borders Spain and Italy (engine data, 1.1).
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from dataclasses import dataclass
from functools import cache

MAP_W, MAP_H = 1040, 936  # the map frame in pixels (placed at MAP_ORIGIN on the board)
MAP_ORIGIN = (0, 64)

LAND: tuple[str, ...] = ("france", "south_france", "spain", "britain", "rhine", "italy", "prussia")
LAND += ("warsaw", "austria", "west_russia", "russia")
SEAS: tuple[str, ...] = ("atlantic", "baltic", "mediterranean")
UNUSED_LAND: tuple[str, ...] = ("ireland", "portugal", "africa", "switzerland", "denmark", "scandinavia")
UNUSED_LAND += ("finland", "ottoman", "sardinia", "sicily")
UNUSED_WATER = ("black_sea",)
EDGE = "edge"

Point = tuple[float, float]


# Piecewise-linear axes: central Europe (12-30 E, 44-56 N) is drawn larger than the edges of the map,
# where there is little to show, so the crowded areas have room for their counters.
_LON_KNOTS = ((-11.0, 0.0), (12.0, 483.0), (30.0, 915.0), (38.5, 1040.0))
_LAT_KNOTS = ((61.5, 0.0), (56.0, 165.0), (44.0, 645.0), (34.76, 936.0))


def _axis(value: float, knots: tuple[tuple[float, float], ...]) -> float:
    """Interpolate ``value`` between the knots (extrapolating the first or last piece beyond them)."""
    ascending = knots[1][0] > knots[0][0]
    pieces = list(itertools.pairwise(knots))
    for (a, pa), (b, pb) in pieces:
        if (value <= b) if ascending else (value >= b):
            return pa + (value - a) * (pb - pa) / (b - a)
    (a, pa), (b, pb) = pieces[-1]
    return pa + (value - a) * (pb - pa) / (b - a)


def project(lon: float, lat: float) -> tuple[float, float]:
    """Stylized lon/lat -> map-frame pixels, clamped to the frame (points off the map sit on its edge)."""
    x = min(max(_axis(lon, _LON_KNOTS), 0.0), MAP_W)
    y = min(max(_axis(lat, _LAT_KNOTS), 0.0), MAP_H)
    return (round(x, 1), round(y, 1))


# --- junctions: where three or more regions meet -------------------------------------------------

J: dict[str, Point] = {
    # Iberia
    "pt_n": (-8.85, 41.9),  # spain | portugal | atlantic
    "pt_s": (-8.0, 37.15),  # spain | portugal | atlantic
    "gib": (-5.6, 36.05),  # spain | atlantic | mediterranean
    "af_gib": (-5.4, 35.6),  # africa | atlantic | mediterranean
    "af_w": (-6.6, 34.0),  # africa | atlantic | edge
    "af_e": (10.6, 34.0),  # africa | mediterranean | edge
    "pyr_w": (-1.8, 43.37),  # spain | south_france | atlantic
    "pyr_e": (3.2, 42.45),  # spain | south_france | mediterranean
    # France
    "fr_sf_atl": (-1.9, 46.7),  # france | south_france | atlantic
    "fr_sf_ch": (5.95, 46.3),  # france | south_france | switzerland
    "sf_ch_it": (7.2, 45.95),  # south_france | switzerland | italy
    "sf_it_med": (7.6, 43.75),  # south_france | italy | mediterranean
    "fr_rh_atl": (7.1, 53.35),  # france | rhine | atlantic
    "fr_rh_ch": (7.6, 47.6),  # france | rhine | switzerland
    "rh_ch_it": (10.4, 46.55),  # rhine | switzerland | italy
    # Germany and the north
    "rh_dk_atl": (8.8, 54.05),  # rhine | denmark | atlantic
    "rh_dk_bal": (10.9, 53.95),  # rhine | denmark | baltic
    "dk_tip": (10.6, 57.75),  # denmark | atlantic | baltic
    "sc_tip": (12.3, 58.25),  # scandinavia | atlantic | baltic
    "sc_w": (5.0, 62.0),  # scandinavia | atlantic | edge
    "sc_e": (17.2, 62.0),  # scandinavia | baltic | edge
    "fi_w": (21.4, 62.0),  # finland | baltic | edge
    "ru_fi": (28.9, 60.55),  # russia | finland | baltic
    "ru_fi_top": (30.2, 62.0),  # russia | finland | edge
    "ru_ne": (40.0, 62.0),  # the north-east corner of the frame (russia | edge)
    "rh_pr_bal": (13.9, 54.15),  # rhine | prussia | baltic
    "rh_pr_au": (15.0, 50.35),  # rhine | prussia | austria
    "rh_it_au": (12.8, 46.65),  # rhine | italy | austria
    "it_au_med": (14.0, 45.75),  # italy | austria | mediterranean
    # the east
    "pr_wr_bal": (21.2, 55.75),  # prussia | west_russia | baltic
    "pr_wa_wr": (23.3, 53.5),  # prussia | warsaw | west_russia
    "pr_wa_au": (19.4, 49.75),  # prussia | warsaw | austria
    "wa_au_wr": (24.2, 50.05),  # warsaw | austria | west_russia
    "au_wr_ot": (27.0, 48.0),  # austria | west_russia | ottoman
    "wr_ru_ot": (28.9, 47.2),  # west_russia | russia | ottoman
    "wr_ru_bal": (28.0, 59.4),  # west_russia | russia | baltic
    "ru_ot_bs": (30.2, 46.35),  # russia | ottoman | black_sea
    "ru_bs_e": (40.0, 45.3),  # russia | black_sea | edge
    "ot_bs_e": (40.0, 41.05),  # ottoman | black_sea | edge
    "ot_med_e": (40.0, 36.6),  # ottoman | mediterranean | edge
    "au_ot_med": (18.5, 42.7),  # austria | ottoman | mediterranean
}

# --- borders: (region, region, polyline from junction to junction) --------------------------------
# A string in a polyline names a junction; a tuple is an intermediate point.

Line = list[str | Point]

# fmt: off
BORDERS: list[tuple[str, str, Line]] = [
    # Britain and Ireland are islands in the Atlantic: each is one closed coast.
    ("britain", "atlantic", [(-5.7, 50.05), (-5.0, 50.0), (-3.6, 50.25), (-2.0, 50.6), (-0.8, 50.75),
                             (1.35, 51.1), (1.45, 51.45), (0.8, 51.75), (1.75, 52.55), (1.6, 52.95),
                             (0.3, 52.95), (0.1, 53.6), (-0.6, 54.5), (-1.5, 55.25), (-2.0, 55.9),
                             (-2.4, 56.4), (-1.9, 57.5), (-3.6, 57.7), (-3.1, 58.6), (-5.0, 58.6),
                             (-5.6, 57.9), (-5.8, 56.9), (-5.6, 56.0), (-5.7, 55.3), (-4.9, 54.8),
                             (-3.3, 54.9), (-3.0, 53.9), (-3.1, 53.3), (-4.6, 53.3), (-4.2, 52.8),
                             (-4.1, 52.2), (-5.2, 51.8), (-3.9, 51.55), (-3.0, 51.45), (-4.3, 51.1),
                             (-5.7, 50.05)]),
    ("ireland", "atlantic", [(-6.0, 53.0), (-6.1, 53.7), (-5.5, 54.4), (-6.0, 55.2), (-7.3, 55.35),
                             (-8.4, 54.7), (-10.0, 54.2), (-9.8, 53.4), (-9.5, 52.6), (-10.3, 52.1),
                             (-9.6, 51.6), (-8.3, 51.75), (-6.4, 52.2), (-6.0, 53.0)]),
    # Iberia
    ("spain", "atlantic", ["pyr_w", (-3.8, 43.5), (-5.7, 43.6), (-8.0, 43.75), (-8.4, 43.4), (-9.3, 42.9),
                           "pt_n"]),
    ("spain", "portugal", ["pt_n", (-8.3, 41.85), (-7.9, 41.4), (-8.1, 40.6), (-8.3, 39.6), (-8.2, 38.8),
                           (-7.9, 38.0), "pt_s"]),
    ("portugal", "atlantic", ["pt_s", (-9.0, 37.0), (-8.8, 38.0), (-9.5, 38.8), (-9.0, 40.0), (-8.7, 41.15),
                              "pt_n"]),
    ("spain", "atlantic", ["pt_s", (-7.0, 37.2), (-6.4, 36.8), (-6.3, 36.45), "gib"]),
    ("spain", "mediterranean", ["gib", (-4.4, 36.7), (-2.5, 36.8), (-1.9, 36.9), (-1.0, 37.6), (-0.6, 38.1),
                                (0.2, 38.75), (-0.3, 39.4), (0.0, 40.0), (0.8, 40.7), (1.2, 41.1),
                                (2.2, 41.4), (3.2, 41.9), "pyr_e"]),
    ("spain", "south_france", ["pyr_w", (-0.6, 42.85), (0.7, 42.75), (1.8, 42.5), "pyr_e"]),
    ("atlantic", "mediterranean", ["gib", "af_gib"]),
    ("africa", "atlantic", ["af_w", (-6.2, 35.0), (-5.9, 35.7), "af_gib"]),
    ("africa", "mediterranean", ["af_gib", (-3.0, 35.25), (-0.6, 35.75), (3.0, 36.75), (5.0, 36.8),
                                 (7.5, 37.0), (9.9, 37.3), (11.0, 37.05), (10.6, 36.4), (10.9, 35.5), "af_e"]),
    ("africa", EDGE, ["af_e", "af_w"]),
    # France and South France (1.1: France does not touch Italy; engine data: nor Spain)
    ("france", "atlantic", ["fr_sf_atl", (-2.5, 47.3), (-3.3, 47.6), (-4.4, 47.9), (-4.8, 48.4),
                            (-3.8, 48.8), (-2.0, 48.6), (-1.5, 48.65), (-1.9, 49.7), (-1.2, 49.7),
                            (-0.2, 49.3), (0.1, 49.55), (1.5, 50.1), (1.7, 51.0), (2.9, 51.2), (3.6, 51.45),
                            (4.2, 52.0), (4.7, 52.95), (5.5, 53.25), "fr_rh_atl"]),
    ("france", "south_france", ["fr_sf_atl", (-0.3, 46.45), (1.4, 46.65), (3.0, 46.85), (4.6, 46.5),
                                "fr_sf_ch"]),
    ("france", "rhine", ["fr_rh_atl", (6.8, 52.35), (6.6, 51.7), (7.0, 50.9), (7.6, 50.4), (8.3, 50.0),
                         (8.3, 49.4), (7.9, 48.8), (7.6, 48.1), "fr_rh_ch"]),
    ("france", "switzerland", ["fr_rh_ch", (7.0, 47.45), (6.5, 46.95), "fr_sf_ch"]),
    ("south_france", "switzerland", ["fr_sf_ch", (6.8, 46.0), "sf_ch_it"]),
    ("south_france", "italy", ["sf_ch_it", (7.0, 45.3), (6.8, 44.6), (7.3, 44.15), "sf_it_med"]),
    ("south_france", "mediterranean", ["sf_it_med", (7.2, 43.65), (6.6, 43.2), (5.9, 43.05), (5.3, 43.3),
                                       (4.6, 43.4), (3.6, 43.35), (3.05, 43.05), (3.1, 42.75), "pyr_e"]),
    ("south_france", "atlantic", ["pyr_w", (-1.45, 43.7), (-1.25, 44.6), (-1.2, 45.5), (-1.15, 46.15),
                                  "fr_sf_atl"]),
    # Corsica is French: France's coast on the Mediterranean.
    ("france", "mediterranean", [(9.4, 43.05), (9.55, 42.6), (9.45, 41.95), (9.2, 41.4), (8.75, 41.6),
                                 (8.6, 42.1), (8.6, 42.6), (9.1, 42.75), (9.4, 43.05)]),
    ("sardinia", "mediterranean", [(9.2, 41.2), (9.75, 40.9), (9.65, 39.9), (9.55, 39.15), (8.95, 39.0),
                                   (8.4, 39.1), (8.45, 39.9), (8.15, 40.6), (8.3, 41.0), (9.2, 41.2)]),
    ("sicily", "mediterranean", [(15.55, 38.25), (15.1, 37.45), (15.1, 36.7), (14.3, 36.85), (12.6, 37.6),
                                 (12.45, 38.1), (13.4, 38.2), (15.55, 38.25)]),
    # Switzerland, an unused land between France, South France, Italy and the Rhine
    ("switzerland", "italy", ["sf_ch_it", (7.9, 45.95), (8.4, 46.35), (9.0, 46.05), (9.6, 46.35), "rh_ch_it"]),
    ("switzerland", "rhine", ["fr_rh_ch", (8.6, 47.7), (9.5, 47.55), (9.6, 47.1), (10.2, 46.9), "rh_ch_it"]),
    # Germany
    ("rhine", "atlantic", ["fr_rh_atl", (7.8, 53.6), (8.4, 53.5), (8.7, 53.85), "rh_dk_atl"]),
    ("rhine", "denmark", ["rh_dk_atl", (9.8, 54.1), "rh_dk_bal"]),
    ("denmark", "atlantic", ["rh_dk_atl", (8.6, 55.0), (8.1, 55.6), (8.2, 56.6), (8.6, 57.1), (9.9, 57.55),
                             "dk_tip"]),
    ("denmark", "baltic", ["dk_tip", (10.4, 57.1), (10.2, 56.45), (10.9, 56.3), (10.6, 55.7), (9.8, 55.3),
                           (10.3, 54.8), "rh_dk_bal"]),
    ("atlantic", "baltic", ["dk_tip", "sc_tip"]),
    ("rhine", "baltic", ["rh_dk_bal", (11.4, 53.95), (12.1, 54.2), (13.0, 54.45), (13.6, 54.55), "rh_pr_bal"]),
    ("rhine", "prussia", ["rh_pr_bal", (13.3, 53.3), (12.0, 52.9), (11.8, 52.2), (12.3, 51.6), (13.6, 51.5),
                          (14.6, 51.3), "rh_pr_au"]),
    ("rhine", "austria", ["rh_pr_au", (14.2, 50.6), (13.0, 50.4), (12.2, 50.3), (12.5, 49.6), (13.8, 48.8),
                          (13.45, 48.5), (12.9, 48.1), (13.1, 47.6), (12.9, 47.1), "rh_it_au"]),
    ("rhine", "italy", ["rh_ch_it", (11.3, 46.85), (12.2, 46.95), "rh_it_au"]),
    # Italy (the Kingdom of Italy, Piedmont and Naples, stylized wide)
    ("italy", "austria", ["rh_it_au", (13.8, 46.4), (14.0, 46.1), "it_au_med"]),
    ("italy", "mediterranean", ["it_au_med", (12.9, 45.45), (13.1, 44.9), (13.8, 44.1), (15.0, 43.3),
                                (16.0, 42.5), (16.8, 41.95), (17.6, 41.4), (18.4, 40.6), (19.0, 40.0),
                                (17.8, 40.35), (17.0, 39.7), (17.6, 39.1), (16.9, 38.5), (16.4, 37.9),
                                (15.6, 38.0), (15.9, 38.9), (15.7, 39.6), (15.0, 40.3), (14.3, 40.75),
                                (13.6, 41.2), (12.0, 41.8), (10.9, 42.5), (10.2, 43.1), (10.0, 43.7),
                                (9.8, 44.05), (8.9, 44.4), (8.3, 44.1), "sf_it_med"]),
    # Prussia, Warsaw, Austria
    ("prussia", "baltic", ["rh_pr_bal", (14.5, 53.95), (15.6, 54.25), (17.0, 54.7), (18.6, 54.75),
                           (18.9, 54.4), (19.9, 54.6), (20.9, 55.2), "pr_wr_bal"]),
    ("prussia", "west_russia", ["pr_wr_bal", (22.4, 55.15), (22.9, 54.4), "pr_wa_wr"]),
    ("prussia", "warsaw", ["pr_wa_wr", (21.0, 52.95), (19.4, 52.8), (18.3, 52.65), (17.7, 52.3),
                           (17.6, 51.6), (17.9, 50.9), (18.6, 50.4), "pr_wa_au"]),
    ("prussia", "austria", ["rh_pr_au", (16.0, 49.95), (17.0, 49.65), (18.2, 49.45), "pr_wa_au"]),
    ("warsaw", "austria", ["pr_wa_au", (20.6, 49.85), (22.2, 50.1), "wa_au_wr"]),
    ("warsaw", "west_russia", ["wa_au_wr", (24.0, 51.3), (23.8, 52.2), (23.6, 52.9), "pr_wa_wr"]),
    ("austria", "west_russia", ["wa_au_wr", (25.6, 49.9), (26.2, 49.1), (26.4, 48.4), "au_wr_ot"]),
    ("austria", "mediterranean", ["it_au_med", (14.3, 45.5), (14.4, 45.1), (14.9, 45.25), (15.9, 44.3),
                                  (17.0, 43.6), (17.9, 43.1), "au_ot_med"]),
    ("austria", "ottoman", ["au_ot_med", (18.2, 43.5), (16.8, 44.5), (15.9, 45.15), (18.0, 45.1),
                            (20.4, 44.8), (22.4, 44.65), (25.0, 45.45), (26.3, 46.2), (26.0, 47.4),
                            "au_wr_ot"]),
    # the Russias
    ("west_russia", "ottoman", ["au_wr_ot", "wr_ru_ot"]),
    ("west_russia", "russia", ["wr_ru_ot", (29.3, 48.6), (29.9, 50.0), (30.9, 51.4), (30.6, 53.9),
                               (30.2, 55.3), (28.6, 57.0), (28.3, 58.3), "wr_ru_bal"]),
    ("west_russia", "baltic", ["pr_wr_bal", (21.0, 56.5), (21.3, 57.3), (22.6, 57.75), (22.8, 57.0),
                               (24.1, 56.95), (24.4, 57.7), (23.6, 58.5), (23.5, 59.2), (24.7, 59.45),
                               (26.5, 59.55), "wr_ru_bal"]),
    ("russia", "baltic", ["wr_ru_bal", (29.2, 59.9), (30.3, 59.95), (29.9, 60.2), (29.3, 60.25), "ru_fi"]),
    ("russia", "finland", ["ru_fi", (29.6, 61.0), "ru_fi_top"]),
    ("russia", EDGE, ["ru_fi_top", "ru_ne", "ru_bs_e"]),
    ("russia", "black_sea", ["ru_bs_e", (37.5, 46.7), (35.4, 45.2), (34.0, 44.45), (32.6, 45.4),
                             (33.6, 46.1), (31.8, 46.6), (30.7, 46.5), "ru_ot_bs"]),
    ("russia", "ottoman", ["ru_ot_bs", (29.6, 46.6), "wr_ru_ot"]),
    ("ottoman", "black_sea", ["ru_ot_bs", (29.7, 45.2), (28.6, 44.0), (27.9, 43.2), (28.0, 42.0),
                              (29.1, 41.2), (31.5, 41.25), (35.0, 42.05), (36.6, 41.3), "ot_bs_e"]),
    ("black_sea", EDGE, ["ot_bs_e", "ru_bs_e"]),
    ("ottoman", EDGE, ["ot_bs_e", "ot_med_e"]),
    ("ottoman", "mediterranean", ["ot_med_e", (36.0, 36.7), (34.5, 36.6), (32.5, 36.1), (30.6, 36.8),
                                  (28.5, 36.6), (27.4, 37.1), (27.0, 38.4), (26.4, 39.5), (26.3, 40.2),
                                  (24.0, 40.9), (22.9, 40.55), (23.6, 39.3), (24.0, 38.2), (23.0, 37.5),
                                  (22.5, 36.45), (21.7, 36.9), (21.2, 37.9), (20.9, 39.0), (19.4, 40.3),
                                  (19.5, 41.3), (19.1, 42.2), "au_ot_med"]),
    # Scandinavia and Finland (unused), across the Baltic
    ("scandinavia", "atlantic", ["sc_w", (5.0, 60.0), (5.4, 59.0), (6.5, 58.1), (7.0, 57.95), (8.0, 58.15),
                                 (9.5, 58.9), (10.5, 59.0), (11.4, 58.9), "sc_tip"]),
    ("scandinavia", "baltic", ["sc_tip", (12.3, 57.4), (12.8, 56.7), (12.6, 56.0), (13.0, 55.4),
                               (14.2, 55.4), (14.6, 56.1), (16.4, 56.7), (16.6, 57.8), (18.0, 58.6),
                               (18.5, 59.4), (18.7, 60.0), (17.3, 60.6), "sc_e"]),
    ("scandinavia", EDGE, ["sc_e", "sc_w"]),
    ("finland", "baltic", ["fi_w", (21.4, 60.8), (22.3, 60.45), (23.0, 59.85), (25.0, 60.2), (26.9, 60.45),
                           (27.9, 60.5), "ru_fi"]),
    ("finland", EDGE, ["ru_fi_top", "fi_w"]),
]
# fmt: on

# --- what goes where in each area ---------------------------------------------------------------


Rect = tuple[float, float, float, float]  # centre x, centre y, width, height


@dataclass(frozen=True, slots=True)
class Place:
    """Where an area's name, counters and capital go, in map-frame pixels.

    ``label`` is the centre of the name's first line (the catalog's ``.map`` form of an area's name
    says where its lines break). Under the name come the capital line (home areas) and a row of
    badges (bonus, VP, Peace/Armistice). ``slots`` are the counters' boxes, filled in order.
    ``capital``, when given, puts the capital's castle there instead of under the name.
    """

    label: tuple[float, float]
    slots: tuple[Rect, ...]
    capital: tuple[float, float] | None = None
    inline: bool = False  # the badges follow the name on its line instead of a row below


PLACES: dict[str, Place] = {
    # the counters' boxes lie inside their area, clear of its words and badges in either language
    # (tests/images/test_napoleon21_board.py draws random armies and checks every counter)
    "britain": Place((150, 140), ((196, 312, 50, 108),)),
    "france": Place((324, 345), ((280, 482, 156, 88),)),
    "south_france": Place((258, 650), ((288, 602, 156, 60),)),
    "spain": Place((185, 690), ((134, 802, 128, 88),)),
    "rhine": Place((455, 445), ((424, 330, 62, 118),)),
    "italy": Place((560, 742), ((442, 602, 112, 52), (494, 670, 48, 50)), inline=True),
    "prussia": Place((556, 218), ((558, 314, 104, 52), (588, 372, 44, 44), (704, 246, 48, 48))),
    "warsaw": Place((696, 296), ((707, 356, 92, 80),), inline=True),
    "austria": Place((638, 540), ((678, 484, 268, 84), (760, 560, 44, 46))),
    "west_russia": Place((810, 350), ((838, 260, 132, 130), (863, 432, 50, 78))),
    "russia": Place((960, 340), ((979, 226, 94, 200), (974, 468, 112, 120)), capital=(868, 52)),
    "atlantic": Place((85, 590), ((60, 464, 110, 100),)),
    "baltic": Place((655, 115), ((627, 182, 88, 56),)),
    "mediterranean": Place((336, 848), ((345, 765, 100, 80),)),
}


def px(point: tuple[float, float]) -> tuple[float, float]:
    """A map-frame point in board pixels."""
    return (point[0] + MAP_ORIGIN[0], point[1] + MAP_ORIGIN[1])


# --- assembling the regions ---------------------------------------------------------------------


def _points(line: Line) -> list[tuple[float, float]]:
    """A border's pixels, corners rounded off (Chaikin) with its two ends kept where they are."""
    pts = [project(*(J[p] if isinstance(p, str) else p)) for p in line]
    for _ in range(2):
        pts = _chaikin(pts)
    return pts


def _chaikin(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out = [pts[0]]
    for (ax, ay), (bx, by) in itertools.pairwise(pts):
        out += [
            (ax * 0.75 + bx * 0.25, ay * 0.75 + by * 0.25),
            (ax * 0.25 + bx * 0.75, ay * 0.25 + by * 0.75),
        ]
    out.append(pts[-1])
    return out


@cache
def border_lines() -> tuple[tuple[str, str, tuple[tuple[float, float], ...]], ...]:
    """Every border as (region, region, map-frame pixels)."""
    return tuple((a, b, tuple(_points(line))) for a, b, line in BORDERS)


@cache
def region_rings() -> dict[str, tuple[tuple[tuple[float, float], ...], ...]]:
    """Each land region and the Black Sea as closed rings of map-frame pixels, chained from its borders.

    Seas are the water background and are not assembled (their frame edges are not listed).
    """
    pieces: dict[str, list[list[tuple[float, float]]]] = defaultdict(list)
    for a, b, pts in border_lines():
        pieces[a].append(list(pts))
        pieces[b].append(list(pts))
    return {region: tuple(_chain(region, lines)) for region, lines in pieces.items() if region in _FILLED}


_FILLED = frozenset(LAND + UNUSED_LAND + UNUSED_WATER)


def _chain(region: str, lines: list[list[tuple[float, float]]]) -> list[tuple[tuple[float, float], ...]]:
    todo = [list(line) for line in lines]
    rings: list[tuple[tuple[float, float], ...]] = []
    while todo:
        ring = todo.pop(0)
        while ring[-1] != ring[0]:
            nxt = next((line for line in todo if ring[-1] in (line[0], line[-1])), None)
            if nxt is None:
                raise ValueError(f"the borders of {region} do not close at {ring[-1]}")
            todo.remove(nxt)
            ring += (nxt if nxt[0] == ring[-1] else nxt[::-1])[1:]
        rings.append(tuple(ring))
    return rings


def drawn_adjacency() -> set[frozenset[str]]:
    """The pairs of named areas (land or sea) that share a drawn border."""
    named = set(LAND) | set(SEAS)
    return {frozenset((a, b)) for a, b, _ in BORDERS if a in named and b in named}
