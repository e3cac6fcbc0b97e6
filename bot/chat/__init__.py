"""Everything that speaks Discord: the client, its slash commands, buttons and menus, the posts and
direct messages, and the words in each reader's language. The Discord-free rest of ``bot`` (service,
storage, rows) never imports from here."""
