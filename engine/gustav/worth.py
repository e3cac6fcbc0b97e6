"""Each Gustav army's win rate against the other side's plausible armies (11 or 12 points), taken
alike, both sides played by the scripted player: made by
``python -m tools.gustav_builds --games 6 --rest-games 2 --seed 1`` (in shards), then
``--table`` (do not edit by hand).
"""

from __future__ import annotations

from typing import Final

# seat -> army (HQ aside, in the order of KINDS) -> win rate (a draw a half)
WORTH: Final[dict[str, dict[tuple[str, ...], float]]] = {
    "imperial": {
        ("pike", "shot", "shot", "cavalry"): 0.711,  # 102 games
        ("pike", "pike", "pike", "cavalry"): 0.652,  # 102 games
        ("shot", "cavalry", "cavalry"): 0.637,  # 102 games
        ("pike", "cavalry", "cavalry"): 0.632,  # 102 games
        ("pike", "pike", "shot", "cavalry"): 0.632,  # 102 games
        ("cavalry", "cavalry", "cavalry"): 0.593,  # 102 games
        ("pike", "shot", "cavalry"): 0.588,  # 34 games
        ("pike", "pike", "pike", "shot"): 0.544,  # 102 games
        ("pike", "pike", "pike", "pike"): 0.539,  # 102 games
        ("pike", "pike", "shot", "shot"): 0.495,  # 102 games
        ("shot", "cavalry"): 0.471,  # 34 games
        ("pike", "shot", "shot"): 0.471,  # 34 games
        ("pike", "pike", "cavalry"): 0.471,  # 34 games
        ("cavalry", "cavalry"): 0.441,  # 34 games
        ("pike", "pike", "pike", "artillery"): 0.417,  # 102 games
        ("pike", "pike", "shot", "artillery"): 0.382,  # 102 games
        ("pike", "cavalry"): 0.382,  # 34 games
        ("pike", "pike", "shot"): 0.353,  # 34 games
        ("pike", "pike", "pike"): 0.338,  # 34 games
        ("pike", "shot", "shot", "artillery"): 0.333,  # 102 games
        ("shot", "shot", "cavalry"): 0.309,  # 34 games
        ("pike", "pike", "artillery"): 0.309,  # 34 games
        ("pike", "shot"): 0.294,  # 34 games
        ("pike", "cavalry", "artillery"): 0.284,  # 102 games
        ("pike", "shot", "artillery"): 0.279,  # 34 games
        ("cavalry", "artillery"): 0.265,  # 34 games
        ("cavalry", "cavalry", "artillery"): 0.255,  # 102 games
        ("pike", "pike"): 0.221,  # 34 games
        ("shot", "cavalry", "artillery"): 0.186,  # 102 games
        ("cavalry",): 0.147,  # 34 games
        ("shot", "shot", "artillery"): 0.118,  # 34 games
        ("pike", "artillery"): 0.059,  # 34 games
        ("shot", "shot"): 0.044,  # 34 games
        ("shot",): 0.015,  # 34 games
        ("shot", "artillery"): 0.015,  # 34 games
        (): 0.000,  # 34 games
        ("artillery",): 0.000,  # 34 games
        ("pike",): 0.000,  # 34 games
    },
    "swedish": {
        ("cavalry", "cavalry", "artillery"): 0.811,  # 90 games
        ("shot", "shot", "shot", "cavalry"): 0.794,  # 90 games
        ("pike", "shot", "shot", "cavalry"): 0.683,  # 90 games
        ("shot", "cavalry", "cavalry"): 0.667,  # 90 games
        ("pike", "pike", "shot", "cavalry"): 0.622,  # 90 games
        ("pike", "pike", "shot", "shot"): 0.594,  # 90 games
        ("pike", "shot", "shot", "shot"): 0.594,  # 90 games
        ("shot", "shot", "shot", "shot"): 0.572,  # 90 games
        ("shot", "shot", "cavalry"): 0.567,  # 30 games
        ("pike", "cavalry", "cavalry"): 0.539,  # 90 games
        ("cavalry", "artillery", "artillery"): 0.467,  # 90 games
        ("pike", "cavalry", "artillery"): 0.461,  # 90 games
        ("shot", "cavalry", "artillery"): 0.461,  # 90 games
        ("shot", "shot", "shot"): 0.433,  # 30 games
        ("pike", "shot", "cavalry"): 0.433,  # 30 games
        ("pike", "shot", "shot", "artillery"): 0.417,  # 90 games
        ("shot", "shot", "shot", "artillery"): 0.411,  # 90 games
        ("cavalry", "artillery"): 0.400,  # 30 games
        ("shot", "cavalry"): 0.400,  # 30 games
        ("pike", "shot", "shot"): 0.383,  # 30 games
        ("cavalry", "cavalry"): 0.383,  # 30 games
        ("pike", "pike", "shot"): 0.367,  # 30 games
        ("pike", "pike", "cavalry"): 0.350,  # 30 games
        ("pike", "pike", "shot", "artillery"): 0.322,  # 90 games
        ("shot", "shot"): 0.300,  # 30 games
        ("shot", "artillery", "artillery"): 0.239,  # 90 games
        ("shot", "shot", "artillery"): 0.233,  # 30 games
        ("cavalry",): 0.200,  # 30 games
        ("pike", "cavalry"): 0.117,  # 30 games
        ("pike", "shot", "artillery"): 0.117,  # 30 games
        ("pike", "shot"): 0.117,  # 30 games
        ("shot", "artillery"): 0.100,  # 30 games
        ("pike", "artillery", "artillery"): 0.078,  # 90 games
        ("artillery",): 0.067,  # 30 games
        ("shot",): 0.067,  # 30 games
        ("artillery", "artillery"): 0.067,  # 30 games
        ("pike", "pike", "artillery"): 0.067,  # 30 games
        ("pike", "artillery"): 0.033,  # 30 games
        (): 0.000,  # 30 games
        ("pike",): 0.000,  # 30 games
        ("pike", "pike"): 0.000,  # 30 games
    },
}
