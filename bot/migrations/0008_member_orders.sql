-- Marengo schema, version 8: a member's standing orders for every game of a title (issue 21).
--
-- member_orders: the orders the bot follows for a member in each game of ``game_key`` they play
--   where they set none of the game's own (``orders``, whose row comes first): the kinds of reaction
--   window always passed (JSON list of the title's window kinds) and whether forced steps are taken.

CREATE TABLE member_orders (
    user_id    INTEGER NOT NULL,
    game_key   TEXT    NOT NULL,
    passes     TEXT    NOT NULL DEFAULT '[]',
    forced     INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (user_id, game_key)
);
