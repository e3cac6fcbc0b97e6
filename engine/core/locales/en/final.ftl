# The view with nothing hidden (Game.final_view), shown only once a game has ended.

core-error-not-over = Nothing hidden is shown while the game goes on: wait for its end.
