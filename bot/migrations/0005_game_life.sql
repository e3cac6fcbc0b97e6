-- Marengo schema, version 5: a game's whole life (issue 11).
--
-- games.name: the name the owner gave the game at creation (NULL: none).
-- games.settings: JSON object of the owner's settings for the game's life (turn deadline, what
--   happens when it passes, absence limits, seats played by the bot; ``bot.service.seats``).
-- absences: a member's declared absence in a game, which pauses their turn clock until ``until``.
-- side_votes: a concession waiting for the conceding player's partners on the same side.

ALTER TABLE games ADD COLUMN name TEXT;
ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';

CREATE TABLE absences (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    user_id  INTEGER NOT NULL,
    since    REAL    NOT NULL,
    until    REAL    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE side_votes (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    version      INTEGER NOT NULL,
    requested_by INTEGER NOT NULL,
    seats        TEXT    NOT NULL,   -- JSON list: the seats of the side that would concede
    voters       TEXT    NOT NULL,   -- JSON list of user ids: the partners who must agree
    approvals    TEXT    NOT NULL,   -- JSON list of user ids
    created_at   REAL    NOT NULL
);
