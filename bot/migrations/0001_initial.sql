-- Marengo schema, version 1. Times are unix seconds (REAL); Discord ids are INTEGER snowflakes.

-- One row per game. `version` counts the entries of the game's action log (start, plays, undos,
-- concessions, abandonment), so it changes with every change of state and never goes back;
-- `announced_version` is the last version whose announcement reached the channel.
CREATE TABLE games (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,   -- where it is played: the thread, or the channel itself
    parent_channel_id INTEGER,            -- the channel a game thread belongs to (NULL otherwise)
    game_key          TEXT    NOT NULL,
    scenario          TEXT    NOT NULL,
    options           TEXT    NOT NULL,   -- JSON object of resolved option values
    seed              INTEGER NOT NULL,
    status            TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    owner_id          INTEGER NOT NULL,
    version           INTEGER NOT NULL DEFAULT 0,
    announced_version INTEGER NOT NULL DEFAULT 0,
    reminder_hours    REAL    NOT NULL DEFAULT 24,
    reminder_limit    INTEGER NOT NULL DEFAULT 3,   -- reminders before the stall notice
    result            TEXT,                         -- how it ended, in words
    created_at        REAL    NOT NULL,
    updated_at        REAL    NOT NULL
);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_guild ON games (guild_id, status);

-- Who holds which seat. A user may hold several seats; a free seat has no row.
-- `view_hash` fingerprints the seat's private view last delivered, so a DM goes out only on change.
CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    view_hash TEXT,
    PRIMARY KEY (game_id, seat)
);

-- The append-only action log: seq is the game version the entry produced. Only `undone` is ever
-- updated (set on a play an undo took back); the undo itself is an entry of its own.
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('start', 'play', 'undo', 'concede', 'abandon')),
    step       INTEGER NOT NULL,   -- engine actions applied after this entry (state.step)
    seat       TEXT,
    verb       TEXT,
    arg        TEXT,
    label      TEXT,
    user_id    INTEGER,
    log        TEXT    NOT NULL DEFAULT '[]',   -- JSON list of the engine log entries it wrote
    undone     INTEGER NOT NULL DEFAULT 0,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- State JSON after `step` engine actions: the latest one, plus a checkpoint every N steps.
CREATE TABLE snapshots (
    game_id INTEGER NOT NULL REFERENCES games (id),
    step    INTEGER NOT NULL,
    state   TEXT    NOT NULL,
    PRIMARY KEY (game_id, step)
);

-- Messages the bot posted that it may point to later ('board', 'prompt', 'undo_vote').
CREATE TABLE messages (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    kind       TEXT    NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    version    INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
);

-- Direct-message status per user: the DM channel, and whether DMs were refused (403/50007).
CREATE TABLE dm_status (
    user_id    INTEGER PRIMARY KEY,
    channel_id INTEGER,
    blocked    INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL
);

-- The next turn reminder of an active game (none once it stalls or ends).
CREATE TABLE reminders (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    due_at        REAL    NOT NULL,
    sent          INTEGER NOT NULL DEFAULT 0,
    waiting_since REAL    NOT NULL
);

-- An undo waiting for the other players' approval (at most one per game).
CREATE TABLE undo_requests (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    version      INTEGER NOT NULL,   -- the game version it applies to
    requested_by INTEGER NOT NULL,
    voters       TEXT    NOT NULL,   -- JSON list of user ids who must approve
    approvals    TEXT    NOT NULL DEFAULT '[]',
    created_at   REAL    NOT NULL
);

-- Small key/value settings of the bot itself (e.g. the hash of the last synced command payload).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
