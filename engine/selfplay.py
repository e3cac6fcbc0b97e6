"""``python -m engine.selfplay GAME --games N --seed S``: random self-play checks (see tools/selfplay.py)."""

from tools.selfplay import main

if __name__ == "__main__":
    raise SystemExit(main())
