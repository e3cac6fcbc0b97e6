"""``python -m engine.play GAME [--seed S]``: terminal hot-seat play (see tools/play.py)."""

from tools.play import main

if __name__ == "__main__":
    raise SystemExit(main())
