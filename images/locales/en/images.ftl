# Words shared by the pictures of every game (prefix "images-").

# A list of names, joined the way the language joins lists ("Ney, Reille and d'Erlon").
images-list = { $items }
# The heading of a row: "Phase:", then its value beside it.
images-heading = { $name }:
images-none = none
# Between the items of a list that are not all names (a name, then a counted group...).
images-separator = { ", " }
