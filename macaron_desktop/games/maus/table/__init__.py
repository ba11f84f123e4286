"""Maus au Chocolat's table (Qt): the board on the shared game screen and its texts."""
