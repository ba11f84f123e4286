"""Macaron at the table: the Qt side of the game (new-game dialog, scene, panels)."""
