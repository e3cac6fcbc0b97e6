-- Marengo schema, version 4: verifiable dice (issue 11).
--
-- games.salt: the random salt of the commitment posted when the game begins, the SHA-256 of
-- "marengo-dice/1:{game}:{seed}:{salt}" (``engine.core.commitment``). Seed and salt are revealed
-- with the game's record when it ends. NULL for games opened before: they have no commitment.

ALTER TABLE games ADD COLUMN salt TEXT;
