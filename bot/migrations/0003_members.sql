-- Marengo schema, version 3: each member's language (issue 9).
--
-- members: the locale of the member's Discord client as last seen (direct messages come without an
-- interaction, so they are written in the language of the member's last one), and the language the
-- member chose with /language (NULL: follow the client's locale).

CREATE TABLE members (
    user_id    INTEGER PRIMARY KEY,
    locale     TEXT,
    language   TEXT,
    updated_at REAL NOT NULL
);
