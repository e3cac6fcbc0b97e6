"""Slash-command cogs: each maps interactions to ``GameService`` and ``Delivery`` calls, nothing more."""
