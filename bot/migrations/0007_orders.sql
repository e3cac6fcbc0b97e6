-- Marengo schema, version 7: standing orders (issue 10).
--
-- orders: a member's standing orders for one game: the kinds of reaction window the bot always
--   passes for them (JSON list of the game's window kinds) and whether it takes forced steps
--   (a step with one public action) for them.
-- actions.auto: why the bot gave a play for its player without asking them ('orders': by their
--   standing orders); NULL: the player chose it.

CREATE TABLE orders (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    user_id    INTEGER NOT NULL,
    passes     TEXT    NOT NULL DEFAULT '[]',
    forced     INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

ALTER TABLE actions ADD COLUMN auto TEXT;
