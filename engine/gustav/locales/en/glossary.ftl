# Gustav: the glossary's terms, as Fluent terms. The Japanese catalogs write each rulebook term through
# its term ({ -gustav-… }), so that it is spelled in one place (see GLOSSARY.md); English keeps the same keys.

-gustav-voltage = voltage
-gustav-morale = morale
-gustav-vp = victory points
-gustav-hq = HQ
-gustav-melee = melee
-gustav-fire = ranged attack
-gustav-first = first player
-gustav-action-value = action value
