"""Masters of Maple Syrup's table (Qt): the board on the shared game screen, its texts."""
