"""Gustav (seed 003): pike and shot on a hex field, 1631-1632, with a secret army build, action cards,
voltage and morale."""

from engine.gustav.game import Gustav

__all__ = ["Gustav"]
