"""Qt user interface shared by every game."""
