"""The flow of play: a stack of resumable frames, each a procedure of the rules (see ``frames.py``)."""
