# Napoleon 2.1: the glossary's terms, as Fluent terms. The Japanese catalogs write each rulebook term through
# its term ({ -napoleon21-… }), so that it is spelled in one place (see GLOSSARY.md); English keeps the same keys.

-napoleon21-vp = victory points
-napoleon21-morale = morale
-napoleon21-reinforcement-value = reinforcement value
