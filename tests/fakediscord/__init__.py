"""Tests of the offline Discord (the ``fakediscord`` package) itself."""
