"""Parsing ``--option KEY=VALUE`` arguments shared by the command-line tools."""

from __future__ import annotations

import argparse


def parse_option_pairs(pairs: list[str] | None) -> dict[str, str]:
    """``["nelson=on", "allies=2"]`` -> ``{"nelson": "on", "allies": "2"}``."""
    options: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise argparse.ArgumentTypeError(f"--option wants KEY=VALUE, got {pair!r}")
        options[key.strip()] = value.strip()
    return options
