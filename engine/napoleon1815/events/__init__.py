"""Card events (p.17-19), one module per family: red, blue (initiative), movement, battle and retreat."""
