# Napoleon 1815: the glossary's terms, as Fluent terms. The Japanese catalogs write each rulebook term through
# its term ({ -napoleon1815-… }), so that it is spelled in one place (see GLOSSARY.md); English keeps the same keys.

-napoleon1815-vp = victory points
-napoleon1815-fatigue-point = fatigue points
-napoleon1815-strength-point = strength points
-napoleon1815-initiative = initiative
-napoleon1815-reinforcement = reinforcement
