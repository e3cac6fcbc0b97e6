"""Template games to copy when adding a title (see ``engine/README.md``, "Adding a game").

* ``duel``: two seats, dice and a hidden hand of cards; the smallest complete game.
* ``patrol``: a solitaire whose opponent the system runs from a cup of random chits.
* ``sealed``: two seats choosing orders secretly and at the same time, revealed together.

Each passes the conformance suite (``tests/engine/test_conformance.py``); none is offered to players.
"""
