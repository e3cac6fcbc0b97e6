"""Duel: the smallest complete game on the contract (two seats, dice, a hidden hand)."""

from engine.examples.duel.game import Duel

__all__ = ["Duel"]
