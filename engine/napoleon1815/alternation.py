"""The fields of the Operations Phase's alternation (run by ``operations.Ops``), kept apart so that an
operation and the events can reach them (choosing another area, Combined operation)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.napoleon1815.state import N1815Frame


class OpsStage(StrEnum):
    TURN = "turn"  # find who is asked next
    LEADER = "leader"  # 3P-9: the Allied leader chooses who operates
    CHOOSE = "choose"  # the seat chooses an operation or passes
    GIVE = "give"  # 3P-4: the seat chooses a card to give his partner
    AFTER = "after"  # an operation is over: the other side's turn (or Combined operation)


@dataclass(slots=True, kw_only=True)
class OpsFields(N1815Frame):
    """OPS-1..3, 3P-9..11: sides alternate one operation or pass at a time from ``side``."""

    side: str
    seat: str = ""  # the seat asked now
    pick: str = ""  # 3P: the Allied player the leader chose for this Allied turn
    again: bool = False  # EVT-47 Combined operation played: France operates again at once
    again_now: bool = False  # this is that extra operation (it cannot be a pass)
    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    TURN, LEADER, CHOOSE, GIVE = OpsStage.TURN, OpsStage.LEADER, OpsStage.CHOOSE, OpsStage.GIVE
    AFTER = OpsStage.AFTER
    at: OpsStage = OpsStage.TURN
