"""Component data of Age of Napoleon, apart from the rules: the aid's charts (``charts``), the countries and
their statuses (``countries``), the cards known by name (``cards``) and where each value comes from
(``sources``)."""
