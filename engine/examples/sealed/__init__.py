"""Sealed: two seats choose orders secretly and at the same time; both are revealed together."""

from engine.examples.sealed.game import Sealed

__all__ = ["Sealed"]
