-- Marengo schema, version 6: each member's board layout (issue 10).
--
-- members.layout: the layout of the boards in the member's direct messages and private replies,
-- 'phone' (the map and the panel as separate pictures) or NULL (desktop: one picture).

ALTER TABLE members ADD COLUMN layout TEXT;
