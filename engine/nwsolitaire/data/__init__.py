"""Component data of the Napoleonic Wars solitaire (seed 001): the map, the turn track, the counters,
the event chits and the tables of the Player Aid Cards. Pure data, apart from the rules.

The Player Aid Cards are not in the seed. Every value carries its source as a short string:
``rulebook §x`` (the rules state it), ``rulebook example §x`` (an example of play reveals it) or
``reconstructed: reason`` (ours). DATA.md lists the reconstructed tables and why.
"""
