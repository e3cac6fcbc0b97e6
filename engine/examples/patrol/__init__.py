"""Patrol: a solitaire whose opponent the system runs from a cup of chits (one seat, hidden cup order)."""

from engine.examples.patrol.game import Patrol

__all__ = ["Patrol"]
