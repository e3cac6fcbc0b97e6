-- Marengo schema, version 2 (Contract 2): structure instead of prose.
--
-- games: a `language` for what is posted in the game's channel; `base_step`, the first step the game
-- can be rebuilt from (0, or where a game carried over from older rules goes on from its last state);
-- the status `stranded` (carried over from older rules that can neither replay nor load it: its log is
-- kept, play cannot go on); `result` becomes the engine's Result as JSON
-- ({"winners", "reason", "summary": message, "draw", "scores"}).
-- actions: the arguments as a JSON list (`verb` plus `args` is the notation), the label and the public
-- form as message JSON, log entries as the engine's structured entries ({"msg", "dice", "to"}), and
-- what each play did to the pace of play (`to_act`, `handoff`, `public_changed`, `undo`).
-- The Python step `upgrade_0002.py` fills both tables from the old ones, replaying each game with
-- today's rules, then drops the old tables.

DROP INDEX games_by_channel;
DROP INDEX games_by_guild;
PRAGMA legacy_alter_table = ON;  -- the tables that refer to `games` go on referring to the new one
ALTER TABLE games RENAME TO games_v1;
ALTER TABLE actions RENAME TO actions_v1;
PRAGMA legacy_alter_table = OFF;

CREATE TABLE games (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,   -- where it is played: the thread, or the channel itself
    parent_channel_id INTEGER,            -- the channel a game thread belongs to (NULL otherwise)
    game_key          TEXT    NOT NULL,
    scenario          TEXT    NOT NULL,
    options           TEXT    NOT NULL,   -- JSON object of resolved option values
    seed              INTEGER NOT NULL,
    status            TEXT    NOT NULL
                      CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'stranded')),
    owner_id          INTEGER NOT NULL,
    version           INTEGER NOT NULL DEFAULT 0,
    announced_version INTEGER NOT NULL DEFAULT 0,
    reminder_hours    REAL    NOT NULL DEFAULT 24,
    reminder_limit    INTEGER NOT NULL DEFAULT 3,   -- reminders before the stall notice
    result            TEXT,                         -- JSON: the engine's Result
    created_at        REAL    NOT NULL,
    updated_at        REAL    NOT NULL,
    language          TEXT    NOT NULL DEFAULT 'en',  -- of the game's channel posts
    base_step         INTEGER NOT NULL DEFAULT 0      -- the first step it can be rebuilt from
);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_guild ON games (guild_id, status);
INSERT INTO games (id, guild_id, channel_id, parent_channel_id, game_key, scenario, options, seed, status,
                   owner_id, version, announced_version, reminder_hours, reminder_limit, created_at, updated_at)
    SELECT id, guild_id, channel_id, parent_channel_id, game_key, scenario, options, seed, status,
           owner_id, version, announced_version, reminder_hours, reminder_limit, created_at, updated_at
    FROM games_v1;

-- The append-only action log: seq is the game version the entry produced. Only `undone` is ever
-- updated (set on a play an undo took back); the undo itself is an entry of its own.
CREATE TABLE actions (
    game_id        INTEGER NOT NULL REFERENCES games (id),
    seq            INTEGER NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('start', 'play', 'undo', 'concede', 'abandon')),
    step           INTEGER NOT NULL,   -- engine actions applied after this entry (state.step)
    seat           TEXT,               -- the seat that acted (a concession: its seats, comma-separated)
    verb           TEXT,
    args           TEXT    NOT NULL DEFAULT '[]',  -- JSON list of the action's arguments (ints, words)
    label          TEXT,               -- JSON message: the action as its seat read it
    public         TEXT,               -- JSON message: what the channel may read of it (NULL: unknown)
    user_id        INTEGER,
    log            TEXT    NOT NULL DEFAULT '[]',  -- JSON list of log entries {"msg", "dice", "to"}
    undone         INTEGER NOT NULL DEFAULT 0,
    created_at     REAL    NOT NULL,
    to_act         TEXT,               -- plays: JSON list of the seats to act after it
    handoff        INTEGER,            -- plays: the seats to act changed, or a checkpoint was reached
    public_changed INTEGER,            -- plays: the public view changed
    undo           TEXT CHECK (undo IN ('free', 'consent', 'never')),  -- plays: who may take it back
    PRIMARY KEY (game_id, seq)
);
