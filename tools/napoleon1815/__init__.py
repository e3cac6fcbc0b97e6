"""Scripted players for Napoleon 1815: what a seat knows (``knowledge``), what it plans
(``plans``), how it answers each question (``decisions``), and the players and balance series
(``strategies``)."""
