"""Numbered SQL migrations (``0001_initial.sql``, ...), applied in order; ``PRAGMA user_version`` is the last."""
